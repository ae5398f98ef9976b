// A user's standing consent to a connected app (issue 36): what the app was granted the last time
// this user completed its authorization. A third-party app asks again only for scopes beyond it;
// the user lists it at GET /users/connected_apps and revokes it there (api/connectedApps.ts),
// which ends the app's tokens too, so its next authorization asks again.
import type { Store } from '../store/store';
import { consentKey } from '../store/store';

/** The scopes this user has granted this app so far; empty when none, or since a revoke. */
export function consentedScopes(store: Store, userId: string, clientId: string): readonly string[] {
  return store.connectedAppConsents.get(consentKey(userId, clientId))?.scopes ?? [];
}

/** Adds `scopes` to the user's consent to the app, made now when there was none. */
export function recordConsent(store: Store, userId: string, clientId: string, scopes: readonly string[], nowMs: number): void {
  const key = consentKey(userId, clientId);
  const existing = store.connectedAppConsents.get(key);
  if (existing) existing.scopes = [...new Set([...existing.scopes, ...scopes])];
  else store.connectedAppConsents.set(key, { user_id: userId, client_id: clientId, scopes: [...scopes], granted_at: nowMs });
}
