// What the admin page (admin/adminRoutes.ts) and the backend API (backend/) do to a user in the
// store: list their sessions, revoke one session, delete the user. Pure functions of the store, so
// they are tested without HTTP (docs/architecture.md guideline 11); the Store class stays the home
// of the tables and their indexes.
import type { SessionRecord } from './records';
import type { Store } from './store';

/** The user's sessions, oldest first (expired ones included until the sweep drops them). */
export function sessionsOfUser(store: Store, userId: string): SessionRecord[] {
  return [...store.sessions.values()].filter((s) => s.user_id === userId).sort((a, b) => a.started_at - b.started_at);
}

/**
 * Ends one session by id, through the same store path as POST /sessions/revoke: its token no
 * longer authenticates. False when there is no such session (already revoked or swept).
 */
export function revokeSessionById(store: Store, sessionId: string): boolean {
  const session = store.sessions.get(sessionId);
  if (!session) return false;
  store.deleteSession(session);
  return true;
}

function deleteWhere<T>(records: Map<string, T>, belongs: (record: T) => boolean): void {
  for (const [key, record] of records) if (belongs(record)) records.delete(key);
}

/**
 * Deletes the user and everything that could still sign in as them: sessions, emails and phone
 * numbers (freed for a new sign-up), passkeys, wallets, the password, and pending codes, links,
 * challenges and OpenID Provider tokens. False when there is no such user.
 */
export function deleteUser(store: Store, userId: string): boolean {
  const user = store.users.get(userId);
  if (!user) return false;
  for (const session of sessionsOfUser(store, userId)) store.deleteSession(session);
  // The store's own removers keep its indexes (email, phone, wallet) in step.
  for (const email of [...user.emails]) store.removeEmail(user, email.email_id);
  for (const phone of [...user.phone_numbers]) store.removePhone(user, phone.phone_id);
  for (const passkey of [...user.webauthn_registrations]) store.removeWebAuthnRegistration(user, passkey.webauthn_registration_id);
  for (const wallet of [...user.crypto_wallets]) store.removeCryptoWallet(user, wallet.crypto_wallet_id);
  store.passwordHashes.delete(userId);
  const ownedByUser = (record: { user_id: string | null }) => record.user_id === userId;
  const pending = [
    store.magicLinks, store.otps, store.passwordResets, store.webauthnCredentials, store.webauthnChallenges, store.cryptoWalletChallenges,
    store.authorizationCodes, store.oidcAccessTokens, store.oidcRefreshTokens, store.totps, store.impersonationTokens,
    store.oauthAttachTokens, store.connectedAppConsents,
  ] as Map<string, { user_id: string | null }>[];
  for (const records of pending) deleteWhere(records, ownedByUser);
  store.users.delete(userId);
  return true;
}
