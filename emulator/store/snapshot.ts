// The emulator's state as one JSON document (format 1), for --data, --import, --export and
// GET /__emulator/export: the project config, the store's tables, the outbox and the clock's
// offset, and the signing keys once made (so a session JWT or an ID token issued before a restart
// still verifies against the JWKS after it). Each keyed table is a list of [key, record] pairs, so
// that in memory it is a Map again (docs/spec/security.md P5) and its indexes are rebuilt on load. Not saved:
// rate-limit counters, injected faults and request counts, which steer one run of a test.
import type { GoogleIdentity, OutboxMessage, TelemetryEvent } from '../../src/contract/index';
import type { Clock } from './clock';
import type { KeyPair, SavedSigningKey } from '../crypto/jwt';
import type { Outbox } from './outbox';
import type { ProjectConfig, ProjectInput } from '../project/project';
import type { SessionRecord, WebAuthnCredentialRecord } from './records';
import type { Store } from './store';

/** Bumped when a saved file would mean something else to this code; older files are refused, never guessed at. */
export const SNAPSHOT_FORMAT = 1;

/** A saved record, as JSON has it (a passkey's public key as base64url). */
export type SavedEntry = [key: string, record: unknown];

/** The store's keyed tables by their name in the file, each with the Map it fills. */
export const TABLES = {
  users: (s: Store) => s.users,
  password_hashes: (s: Store) => s.passwordHashes,
  sessions: (s: Store) => s.sessions,
  webauthn_credentials: (s: Store) => s.webauthnCredentials,
  magic_links: (s: Store) => s.magicLinks,
  otps: (s: Store) => s.otps,
  password_resets: (s: Store) => s.passwordResets,
  webauthn_challenges: (s: Store) => s.webauthnChallenges,
  oauth_states: (s: Store) => s.oauthStates,
  oauth_tokens: (s: Store) => s.oauthTokens,
  one_tap_callbacks: (s: Store) => s.oneTapCallbacks,
  crypto_wallet_challenges: (s: Store) => s.cryptoWalletChallenges,
  authorization_codes: (s: Store) => s.authorizationCodes,
  oidc_access_tokens: (s: Store) => s.oidcAccessTokens,
  oidc_refresh_tokens: (s: Store) => s.oidcRefreshTokens,
  rotated_refresh_tokens: (s: Store) => s.rotatedRefreshTokens,
  totps: (s: Store) => s.totps,
  impersonation_tokens: (s: Store) => s.impersonationTokens,
  oauth_attach_tokens: (s: Store) => s.oauthAttachTokens,
  connected_app_consents: (s: Store) => s.connectedAppConsents,
} satisfies Record<string, (s: Store) => Map<string, unknown>>;

export type TableName = keyof typeof TABLES;
export const TABLE_NAMES = Object.keys(TABLES) as TableName[];

export type SavedStore = { [name in TableName]?: SavedEntry[] } & {
  google_identities?: GoogleIdentity[];
  events?: TelemetryEvent[];
};

export interface Snapshot {
  format: typeof SNAPSHOT_FORMAT;
  /** Saved in full; an import file may give only the fields it changes (merged as --project's are). */
  project?: ProjectInput;
  /** How far the emulator's clock ran ahead of (or behind) wall-clock time. */
  clock_offset_ms?: number;
  /** Every table is optional in an import file: missing means empty. */
  store?: SavedStore;
  outbox?: { messages: OutboxMessage[]; dropped: number };
  /** The private keys (JWK) of the session JWTs and the ID tokens, once made. */
  signing_keys?: { session?: SavedSigningKey; id_tokens?: SavedSigningKey };
}

/** What a snapshot is taken from and restored into: the parts of an Emulator (or of DevDeps). */
export interface SnapshotState {
  store: Store;
  outbox: Outbox;
  clock: Clock;
  project: ProjectConfig;
  signingKeys?: { session: KeyPair; idTokens: KeyPair };
}

export function takeSnapshot({ store, outbox, clock, project, signingKeys }: SnapshotState): Snapshot {
  const saved: SavedStore = {};
  for (const name of TABLE_NAMES) {
    const entries: SavedEntry[] = [...TABLES[name](store)];
    saved[name] = name === 'webauthn_credentials' ? entries.map(([key, credential]) => [key, savedCredential(credential as WebAuthnCredentialRecord)]) : entries;
  }
  saved.google_identities = store.googleIdentities;
  saved.events = store.events;
  const offset = clock.offsetMs?.();
  return {
    format: SNAPSHOT_FORMAT,
    project,
    ...(offset === undefined ? {} : { clock_offset_ms: offset }),
    store: saved,
    outbox: { messages: outbox.list(), dropped: outbox.dropped },
    ...(signingKeys ? { signing_keys: { session: signingKeys.session.saved(), id_tokens: signingKeys.idTokens.saved() } } : {}),
  };
}

/**
 * The snapshot as a file holds it: indented for a person (--export), or compact for --data, which
 * serializes it after every request to see whether anything changed.
 */
export function snapshotText(state: SnapshotState, layout: 'indented' | 'compact' = 'indented'): string {
  return `${JSON.stringify(takeSnapshot(state), null, layout === 'indented' ? 2 : undefined)}\n`;
}

/**
 * Replaces the store, outbox and clock offset with the snapshot's (checked by parseSnapshot
 * first). The project is not set here: it is the emulator's start-up config (persistence.ts).
 */
export function restoreSnapshot(snapshot: Snapshot, { store, outbox, clock, signingKeys }: Omit<SnapshotState, 'project'>): void {
  store.reset();
  const saved = structuredClone(snapshot.store ?? {});
  for (const [, user] of saved.users ?? []) store.restoreUser(user as Parameters<Store['restoreUser']>[0]);
  // Oldest first, as they were made, so the per-user session cap revokes the same ones.
  for (const [, session] of saved.sessions ?? []) store.addSession(session as SessionRecord);
  for (const name of TABLE_NAMES) {
    if (name === 'users' || name === 'sessions') continue;
    const table = TABLES[name](store) as Map<string, unknown>;
    for (const [key, record] of saved[name] ?? []) {
      table.set(key, name === 'webauthn_credentials' ? restoredCredential(record as SavedCredential) : record);
    }
  }
  store.googleIdentities = saved.google_identities ?? [];
  store.events = saved.events ?? [];
  outbox.restore(snapshot.outbox?.messages ?? [], snapshot.outbox?.dropped ?? 0);
  if (snapshot.clock_offset_ms !== undefined) clock.set(Date.now() + snapshot.clock_offset_ms);
  if (snapshot.signing_keys?.session) signingKeys?.session.restore(snapshot.signing_keys.session);
  if (snapshot.signing_keys?.id_tokens) signingKeys?.idTokens.restore(snapshot.signing_keys.id_tokens);
}

type SavedCredential = Omit<WebAuthnCredentialRecord, 'public_key'> & { public_key: string };

function savedCredential(credential: WebAuthnCredentialRecord): SavedCredential {
  return { ...credential, public_key: Buffer.from(credential.public_key).toString('base64url') };
}

function restoredCredential(saved: SavedCredential): WebAuthnCredentialRecord {
  return { ...saved, public_key: new Uint8Array(Buffer.from(saved.public_key, 'base64url')) };
}
