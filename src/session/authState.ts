import type { Session, User } from '../contract/index';
import { parseJson, type SafeStorage } from '../util/storage';

/**
 * Why the session changed, as `onChange` listeners are told: a sign-in or a refresh (here or in
 * another tab), or a sign-out by logout, by expiry, by the provider (revoked: an unrecoverable
 * error) or by another tab.
 */
export type SessionChange =
  | { type: 'signed_in' | 'refreshed'; fromAnotherTab: boolean }
  | { type: 'signed_out'; reason: 'logout' | 'expired' | 'revoked' | 'another_tab' };

export interface AuthState {
  user: User;
  session: Session;
}

// docs/spec/security.md S14.
/** Reads `{user, session}` from untrusted storage: malformed or expired state reads as signed out. */
export function parseAuthState(raw: unknown, now: number): AuthState | null {
  if (raw === null || typeof raw !== 'object') return null;
  const { user, session } = raw as Partial<AuthState>;
  if (!user || typeof user !== 'object' || typeof user.user_id !== 'string') return null;
  if (!session || typeof session !== 'object' || typeof session.session_id !== 'string') return null;
  // Only a string is a date here: String() of a crafted object throws.
  const expiresAt = typeof session.expires_at === 'string' ? Date.parse(session.expires_at) : NaN;
  if (!(expiresAt > now)) return null;
  return { user, session };
}

export const stateKey = (publicToken: string) => `auth_widget_state:${publicToken}`;
/** When any tab last authenticated the session: the client writes it at a sign-in, the session keeper reads it. */
export const refreshedKey = (publicToken: string) => `auth_widget_refreshed:${publicToken}`;

export function authStateStore(storage: SafeStorage, publicToken: string) {
  const key = stateKey(publicToken);
  return {
    read: (now = Date.now()) => parseAuthState(parseJson(storage.get(key)), now),
    write: (state: AuthState | null) => (state ? storage.set(key, JSON.stringify(state)) : storage.remove(key)),
  };
}
