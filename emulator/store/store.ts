// All emulator state with the indexes the routes look things up by: the tables (tables.ts) and the
// operations that keep each index in step with its table, so a lookup by email, phone number,
// wallet or session token always finds what the tables hold.
import { canonicalEmail } from '../../src/contract/email';
import type { CryptoWallet, CryptoWalletType, OAuthProviderRecord, OAuthProviderType, TelemetryEvent, User, UserEmail, UserPhoneNumber } from '../../src/contract/index';
import { newId } from '../crypto/tokens';
import { withStytchUser } from '../project/rbacPolicy';
import type { SessionRecord } from './records';
import { ExpirySweeper, type ExpiringTable } from './sweep';
import { StoreTables } from './tables';

/** How a wallet is looked up: Ethereum addresses ignore case (hex), Solana's are case-sensitive (base58). */
export function walletKey(type: CryptoWalletType, address: string): string {
  return `${type}:${type === 'ethereum' ? address.toLowerCase() : address}`;
}

/** The record under `key` while it lasts; an expired one is dropped on sight. */
export function unexpired<T extends { expires_at: number }>(records: Map<string, T>, key: string, now: number): T | undefined {
  const record = records.get(key);
  if (record && record.expires_at <= now) {
    records.delete(key);
    return undefined;
  }
  return record;
}

/** Where a user's consent to a connected app is kept. */
export function consentKey(userId: string, clientId: string): string {
  return `${userId}\n${clientId}`;
}

/** Oldest telemetry events are dropped beyond this, so a chatty page cannot grow memory. */
export const MAX_STORED_EVENTS = 1000;

export class Store extends StoreTables {
  /** Issue 15: expired records are dropped a bounded batch per request (sweep.ts). */
  private readonly sweeper = new ExpirySweeper(expiringTables(this));

  override reset(): void {
    super.reset();
    this.sweeper.restart();
  }

  // ---- users ----

  createUser(nowMs: number, status: User['status']): User {
    const user: User = {
      user_id: newId('user'),
      created_at: new Date(nowMs).toISOString(),
      status,
      name: { first_name: '', middle_name: '', last_name: '' },
      emails: [],
      phone_numbers: [],
      providers: [],
      webauthn_registrations: [],
      crypto_wallets: [],
      totps: [],
      biometric_registrations: [],
      password: null,
      trusted_metadata: {},
      untrusted_metadata: {},
      roles: withStytchUser([]),
    };
    this.users.set(user.user_id, user);
    return user;
  }

  /**
   * Puts back a user saved by snapshot.ts, indexed by its emails, phone numbers and wallets. A
   * file saved before issue 36 may spell an email otherwise: it is kept in its canonical form, once.
   */
  restoreUser(user: User): void {
    user.roles = withStytchUser(user.roles); // a hand-written file may leave out the role every user holds
    this.users.set(user.user_id, user);
    const kept = new Map<string, UserEmail>();
    for (const entry of user.emails) {
      const email = canonicalEmail(entry.email);
      if (!kept.has(email)) kept.set(email, { ...entry, email });
    }
    user.emails = [...kept.values()];
    for (const { email } of user.emails) this.userIdByEmail.set(email, user.user_id);
    for (const { phone_number } of user.phone_numbers) this.userIdByPhone.set(phone_number, user.user_id);
    for (const w of user.crypto_wallets) this.userIdByWallet.set(walletKey(w.crypto_wallet_type, w.crypto_wallet_address), user.user_id);
  }

  /** Any spelling of the mailbox finds its user: the index and the records hold canonicalEmail's form (issue 36). */
  userByEmail(email: string): User | undefined {
    const id = this.userIdByEmail.get(canonicalEmail(email));
    return id === undefined ? undefined : this.users.get(id);
  }

  /** A scan, not an index: OAuth logins are rare and the emulator's users few. */
  userByProvider(type: OAuthProviderType, subject: string): User | undefined {
    for (const user of this.users.values()) {
      if (user.providers.some((p) => p.provider_type === type && p.provider_subject === subject)) return user;
    }
    return undefined;
  }

  userByPhone(phone: string): User | undefined {
    const id = this.userIdByPhone.get(phone);
    return id === undefined ? undefined : this.users.get(id);
  }

  /** Adds the email, in its canonical form, to the user (unverified) unless it is already there. */
  addEmail(user: User, typed: string): UserEmail {
    const email = canonicalEmail(typed);
    const existing = user.emails.find((e) => e.email === email);
    if (existing) return existing;
    const entry: UserEmail = { email_id: newId('email'), email, verified: false };
    user.emails.push(entry);
    this.userIdByEmail.set(email, user.user_id);
    return entry;
  }

  addPhone(user: User, phone: string): UserPhoneNumber {
    const existing = user.phone_numbers.find((p) => p.phone_number === phone);
    if (existing) return existing;
    const entry: UserPhoneNumber = { phone_id: newId('phone-number'), phone_number: phone, verified: false };
    user.phone_numbers.push(entry);
    this.userIdByPhone.set(phone, user.user_id);
    return entry;
  }

  /** Records the provider's subject on the user unless it is already there. */
  addProvider(user: User, type: OAuthProviderType, subject: string): OAuthProviderRecord {
    const existing = user.providers.find((p) => p.provider_type === type && p.provider_subject === subject);
    if (existing) return existing;
    const entry: OAuthProviderRecord = {
      oauth_user_registration_id: newId('oauth-user-registration'),
      provider_subject: subject,
      provider_type: type,
      profile_picture_url: '',
      locale: '',
    };
    user.providers.push(entry);
    return entry;
  }

  userByWallet(type: CryptoWalletType, address: string): User | undefined {
    const id = this.userIdByWallet.get(walletKey(type, address));
    return id === undefined ? undefined : this.users.get(id);
  }

  /** Adds the wallet (verified: it is only added once its signature verified) unless it is already there. */
  addCryptoWallet(user: User, type: CryptoWalletType, address: string): CryptoWallet {
    const key = walletKey(type, address);
    const existing = user.crypto_wallets.find((w) => walletKey(w.crypto_wallet_type, w.crypto_wallet_address) === key);
    if (existing) return existing;
    const entry: CryptoWallet = { crypto_wallet_id: newId('crypto-wallet'), crypto_wallet_address: address, crypto_wallet_type: type, verified: true };
    user.crypto_wallets.push(entry);
    this.userIdByWallet.set(key, user.user_id);
    return entry;
  }

  /** Removes the wallet and its pending challenge, so it can no longer log in to this user. */
  removeCryptoWallet(user: User, walletId: string): boolean {
    const entry = user.crypto_wallets.find((w) => w.crypto_wallet_id === walletId);
    if (!entry) return false;
    user.crypto_wallets = user.crypto_wallets.filter((w) => w !== entry);
    const key = walletKey(entry.crypto_wallet_type, entry.crypto_wallet_address);
    this.userIdByWallet.delete(key);
    this.cryptoWalletChallenges.delete(key);
    return true;
  }

  /** Removes the email and everything that could still log in through it. */
  removeEmail(user: User, emailId: string): boolean {
    const entry = user.emails.find((e) => e.email_id === emailId);
    if (!entry) return false;
    user.emails = user.emails.filter((e) => e !== entry);
    this.userIdByEmail.delete(entry.email);
    this.otps.delete(emailId);
    for (const [token, link] of this.magicLinks) if (link.email_id === emailId) this.magicLinks.delete(token);
    for (const [token, reset] of this.passwordResets) if (reset.email_id === emailId) this.passwordResets.delete(token);
    return true;
  }

  removePhone(user: User, phoneId: string): boolean {
    const entry = user.phone_numbers.find((p) => p.phone_id === phoneId);
    if (!entry) return false;
    user.phone_numbers = user.phone_numbers.filter((p) => p !== entry);
    this.userIdByPhone.delete(entry.phone_number);
    this.otps.delete(phoneId);
    return true;
  }

  /** Removes the registration and its credential, so it can no longer log in. */
  removeWebAuthnRegistration(user: User, registrationId: string): boolean {
    const entry = user.webauthn_registrations.find((r) => r.webauthn_registration_id === registrationId);
    if (!entry) return false;
    user.webauthn_registrations = user.webauthn_registrations.filter((r) => r !== entry);
    for (const [id, credential] of this.webauthnCredentials) {
      if (credential.webauthn_registration_id === registrationId) this.webauthnCredentials.delete(id);
    }
    return true;
  }

  // ---- sessions ----

  /** Adds the session; past `maxPerUser` sessions of its user, the oldest are revoked, as the provider does. */
  addSession(session: SessionRecord, maxPerUser = Infinity): void {
    this.sessions.set(session.session_id, session);
    this.sessionIdByToken.set(session.token, session.session_id);
    const ids = this.sessionIdsByUser.get(session.user_id) ?? new Set<string>();
    this.sessionIdsByUser.set(session.user_id, ids.add(session.session_id));
    for (const id of ids) {
      if (ids.size <= maxPerUser) break;
      this.deleteSession(this.sessions.get(id)!);
    }
  }

  sessionByToken(token: string): SessionRecord | undefined {
    const id = this.sessionIdByToken.get(token);
    return id === undefined ? undefined : this.sessions.get(id);
  }

  deleteSession(session: SessionRecord): void {
    this.sessions.delete(session.session_id);
    this.sessionIdByToken.delete(session.token);
    const ids = this.sessionIdsByUser.get(session.user_id);
    ids?.delete(session.session_id);
    if (ids?.size === 0) this.sessionIdsByUser.delete(session.user_id);
  }

  /** Ends every session of the user but `keep` (a session id), as a password reset does. */
  deleteSessionsOfUser(userId: string, keep?: string): void {
    for (const id of [...(this.sessionIdsByUser.get(userId) ?? [])]) if (id !== keep) this.deleteSession(this.sessions.get(id)!);
  }

  /** Drops a bounded batch of expired records (sweep.ts); called once per request. */
  sweep(now: number): void {
    this.sweeper.step(now);
  }

  // ---- the OpenID Provider ----

  /**
   * Ends a user's grant to a connected app: the consent, the codes not yet exchanged, and every
   * access and refresh token issued to the app for that user.
   */
  revokeConnectedApp(userId: string, clientId: string): void {
    this.connectedAppConsents.delete(consentKey(userId, clientId));
    for (const map of [this.authorizationCodes, this.oidcAccessTokens, this.oidcRefreshTokens] as Map<string, { user_id: string; client_id: string }>[]) {
      for (const [key, record] of map) if (record.user_id === userId && record.client_id === clientId) map.delete(key);
    }
  }

  /** Revokes every access and refresh token issued from one authorization (a replayed code or refresh token). */
  revokeGrant(grantId: string): void {
    for (const map of [this.oidcAccessTokens, this.oidcRefreshTokens]) {
      for (const [token, record] of map) if (record.grant_id === grantId) map.delete(token);
    }
  }

  // ---- telemetry ----

  addEvents(events: TelemetryEvent[]): void {
    this.events.push(...events);
    if (this.events.length > MAX_STORED_EVENTS) this.events.splice(0, this.events.length - MAX_STORED_EVENTS);
  }
}

/** Every table of `store` whose records expire; a session leaves its indexes with it. */
function expiringTables(store: Store): ExpiringTable[] {
  const plain = [
    store.magicLinks, store.otps, store.passwordResets, store.webauthnChallenges, store.oauthStates, store.oauthTokens,
    store.oneTapCallbacks, store.cryptoWalletChallenges, store.authorizationCodes, store.oidcAccessTokens, store.oidcRefreshTokens,
    store.rotatedRefreshTokens, store.impersonationTokens, store.oauthAttachTokens,
  ] as Map<string, { expires_at: number }>[];
  return [
    { records: store.sessions, drop: (_, session) => store.deleteSession(session as SessionRecord) },
    ...plain.map((records) => ({ records, drop: (key: string) => records.delete(key) })),
  ];
}
