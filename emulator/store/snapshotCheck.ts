// Reads a snapshot (snapshot.ts) from text and checks it before anything is restored: a data
// file or an import that is not JSON, of another format, or whose records would break the store
// (a missing id, a session of no user, one email on two users) is refused with one line naming
// the file and the place, and never half-loaded.
import { canonicalEmail } from '../../src/contract/email';
import { consentKey } from './store';
import { TABLE_NAMES, SNAPSHOT_FORMAT, type Snapshot, type TableName } from './snapshot';

export class SnapshotError extends Error {
  override name = 'SnapshotError';
}

type Json = Record<string, unknown>;

class Problem extends Error {}
const fail = (path: string, message: string): never => {
  throw new Problem(`${path} ${message}`);
};

function object(value: unknown, path: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(path, 'must be an object');
  return value as Json;
}
function list(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) fail(path, 'must be an array');
  return value as unknown[];
}
function string(record: Json, field: string, path: string): string {
  if (typeof record[field] !== 'string') fail(`${path}.${field}`, 'must be a string');
  return record[field] as string;
}
function number(record: Json, field: string, path: string): number {
  if (typeof record[field] !== 'number' || !Number.isFinite(record[field])) fail(`${path}.${field}`, 'must be a number');
  return record[field] as number;
}
/** Each item of `record[field]` is an object with these string fields. */
function objects<K extends string>(record: Json, field: string, path: string, strings: K[]): (Json & Record<K, string>)[] {
  return list(record[field], `${path}.${field}`).map((item, i) => {
    const entry = object(item, `${path}.${field}[${i}]`);
    for (const name of strings) string(entry, name, `${path}.${field}[${i}]`);
    return entry as Json & Record<K, string>;
  });
}
function sameKey(key: string, record: Json, field: string, path: string): void {
  if (record[field] !== key) fail(`${path}.${field}`, `must equal the entry's key "${key}"`);
}

/** What the checks of one table may ask: the users already checked, and the indexes so far. */
interface Seen {
  users: Set<string>;
  /** An email, phone number or wallet → its user, so that none is claimed twice. */
  owners: Map<string, string>;
}

function claim(seen: Seen, what: string, userId: string, path: string): void {
  const owner = seen.owners.get(what);
  if (owner !== undefined && owner !== userId) fail(path, `is also on user ${owner}`);
  seen.owners.set(what, userId);
}

function knownUser(seen: Seen, record: Json, path: string): void {
  if (!seen.users.has(string(record, 'user_id', path))) fail(`${path}.user_id`, 'names no user in store.users');
}

function checkUser(key: string, user: Json, path: string, seen: Seen): void {
  sameKey(key, user, 'user_id', path);
  string(user, 'created_at', path);
  if (user.status !== 'active' && user.status !== 'pending') fail(`${path}.status`, 'must be "active" or "pending"');
  object(user.name, `${path}.name`);
  // Two spellings of one mailbox are one email (issue 36): a file saved before may have them on two users.
  for (const email of objects(user, 'emails', path, ['email_id', 'email'])) claim(seen, `email:${canonicalEmail(email.email)}`, key, `${path}.emails: ${email.email}`);
  for (const phone of objects(user, 'phone_numbers', path, ['phone_id', 'phone_number'])) claim(seen, `phone:${phone.phone_number}`, key, `${path}.phone_numbers: ${phone.phone_number}`);
  for (const wallet of objects(user, 'crypto_wallets', path, ['crypto_wallet_id', 'crypto_wallet_address', 'crypto_wallet_type'])) {
    if (wallet.crypto_wallet_type !== 'ethereum' && wallet.crypto_wallet_type !== 'solana') fail(`${path}.crypto_wallets`, 'has a type other than "ethereum" or "solana"');
    const address = wallet.crypto_wallet_type === 'ethereum' ? (wallet.crypto_wallet_address as string).toLowerCase() : wallet.crypto_wallet_address;
    claim(seen, `wallet:${wallet.crypto_wallet_type}:${address}`, key, `${path}.crypto_wallets: ${wallet.crypto_wallet_address}`);
  }
  objects(user, 'providers', path, ['oauth_user_registration_id', 'provider_type', 'provider_subject']);
  objects(user, 'webauthn_registrations', path, ['webauthn_registration_id']);
  for (const field of ['totps', 'biometric_registrations']) list(user[field], `${path}.${field}`);
  if (!list(user.roles, `${path}.roles`).every((role) => typeof role === 'string' && role !== '')) fail(`${path}.roles`, 'must be role ids (non-empty strings)');
  if (user.password !== null) string(object(user.password, `${path}.password`), 'password_id', `${path}.password`);
  object(user.trusted_metadata, `${path}.trusted_metadata`);
  object(user.untrusted_metadata, `${path}.untrusted_metadata`);
  seen.users.add(key);
}

/** The checks of each table's records, beyond "an object" and, for most, an `expires_at`. */
const RECORD_CHECKS: { [name in TableName]?: (key: string, value: unknown, path: string, seen: Seen) => void } = {
  users: (key, value, path, seen) => checkUser(key, object(value, path), path, seen),
  password_hashes: (key, value, path, seen) => {
    if (!seen.users.has(key)) fail(path, `is for ${key}, which names no user in store.users`);
    if (typeof value !== 'string' || value === '') fail(path, 'must be the stored hash string');
  },
  sessions: (key, value, path, seen) => {
    const session = object(value, path);
    sameKey(key, session, 'session_id', path);
    string(session, 'token', path);
    knownUser(seen, session, path);
    for (const field of ['started_at', 'last_accessed_at', 'expires_at']) number(session, field, path);
    object(session.attributes, `${path}.attributes`);
    list(session.authentication_factors, `${path}.authentication_factors`);
  },
  webauthn_credentials: (key, value, path, seen) => {
    const credential = object(value, path);
    sameKey(key, credential, 'credential_id', path);
    knownUser(seen, credential, path);
    for (const field of ['webauthn_registration_id', 'rp_id']) string(credential, field, path);
    if (!/^[A-Za-z0-9_-]+$/.test(string(credential, 'public_key', path))) fail(`${path}.public_key`, 'must be base64url');
    number(credential, 'counter', path);
    list(credential.transports, `${path}.transports`);
  },
  totps: (key, value, path, seen) => {
    const totp = object(value, path);
    sameKey(key, totp, 'totp_id', path);
    knownUser(seen, totp, path);
    if (!/^[A-Z2-7]+$/.test(string(totp, 'secret', path))) fail(`${path}.secret`, 'must be base32');
    for (const field of ['expires_at', 'last_used_step']) number(totp, field, path);
    list(totp.recovery_codes, `${path}.recovery_codes`);
  },
  impersonation_tokens: (key, value, path, seen) => {
    const token = object(value, path);
    sameKey(key, token, 'token', path);
    knownUser(seen, token, path);
    number(token, 'expires_at', path);
  },
  oauth_attach_tokens: (key, value, path, seen) => {
    const token = object(value, path);
    sameKey(key, token, 'token', path);
    knownUser(seen, token, path);
    number(token, 'expires_at', path);
  },
  connected_app_consents: (key, value, path, seen) => {
    const consent = object(value, path);
    knownUser(seen, consent, path);
    if (key !== consentKey(consent.user_id as string, string(consent, 'client_id', path))) fail(path, 'must be kept under its user_id and client_id');
    list(consent.scopes, `${path}.scopes`);
    number(consent, 'granted_at', path);
  },
  rotated_refresh_tokens: (_key, value, path) => {
    const rotated = object(value, path);
    string(rotated, 'grant_id', path);
    number(rotated, 'expires_at', path);
  },
};

function checkTable(name: TableName, value: unknown, seen: Seen): void {
  const keys = new Set<string>();
  list(value, `store.${name}`).forEach((item, i) => {
    const path = `store.${name}[${i}]`;
    if (!Array.isArray(item) || item.length !== 2 || typeof item[0] !== 'string') fail(path, 'must be a [key, record] pair with a string key');
    const [key, record] = item as [string, unknown];
    if (keys.has(key)) fail(path, `repeats the key "${key}"`);
    keys.add(key);
    const check = RECORD_CHECKS[name];
    if (check) check(key, record, path, seen);
    else number(object(record, path), 'expires_at', path);
  });
}

function checkStore(value: unknown): void {
  const saved = object(value, 'store');
  const known = new Set<string>([...TABLE_NAMES, 'google_identities', 'events']);
  for (const key of Object.keys(saved)) if (!known.has(key)) fail('store', `has an unknown table "${key}" (known: ${[...known].join(', ')})`);
  const seen: Seen = { users: new Set(), owners: new Map() };
  // Users first, whatever the file's order: the other tables name them.
  for (const name of ['users', ...TABLE_NAMES.filter((n) => n !== 'users')] as TableName[]) {
    if (saved[name] !== undefined) checkTable(name, saved[name], seen);
  }
  if (saved.google_identities !== undefined) {
    list(saved.google_identities, 'store.google_identities').forEach((item, i) => {
      const identity = object(item, `store.google_identities[${i}]`);
      for (const field of ['sub', 'email', 'name']) string(identity, field, `store.google_identities[${i}]`);
    });
  }
  if (saved.events !== undefined) list(saved.events, 'store.events').forEach((item, i) => object(item, `store.events[${i}]`));
}

function checkOutbox(value: unknown): void {
  const outbox = object(value, 'outbox');
  list(outbox.messages, 'outbox.messages').forEach((item, i) => {
    const path = `outbox.messages[${i}]`;
    const message = object(item, path);
    for (const field of ['id', 'recipient', 'subject', 'text', 'rendered_locale', 'sent_at']) string(message, field, path);
    if (!['email', 'sms', 'whatsapp'].includes(message.channel as string)) fail(`${path}.channel`, 'must be "email", "sms" or "whatsapp"');
  });
  if (!Number.isInteger(outbox.dropped) || (outbox.dropped as number) < 0) fail('outbox.dropped', 'must be a whole number');
}

const TOP_LEVEL = new Set(['format', 'project', 'clock_offset_ms', 'store', 'outbox', 'signing_keys']);

/** Each saved key: its kid and an RSA private key as a JWK (jose imports it at start-up). */
function checkSigningKeys(value: unknown): void {
  const keys = object(value, 'signing_keys');
  for (const [name, saved] of Object.entries(keys)) {
    const path = `signing_keys.${name}`;
    if (name !== 'session' && name !== 'id_tokens') fail('signing_keys', `has an unknown key "${name}" (known: session, id_tokens)`);
    if (saved === undefined) continue;
    const key = object(saved, path);
    string(key, 'kid', path);
    const jwk = object(key.private_jwk, `${path}.private_jwk`);
    if (jwk.kty !== 'RSA') fail(`${path}.private_jwk.kty`, 'must be "RSA"');
    for (const field of ['n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi']) string(jwk, field, `${path}.private_jwk`);
  }
}

/**
 * The snapshot in `text`, checked; throws SnapshotError with one line that starts with `source`
 * (the file's path). The project config is checked where it is applied (defineProject).
 */
export function parseSnapshot(text: string, source: string): Snapshot {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new SnapshotError(`${source}: not valid JSON (${(err as Error).message})`);
  }
  try {
    const snapshot = object(parsed, 'the file');
    if (snapshot.format !== SNAPSHOT_FORMAT) {
      const found = snapshot.format === undefined ? 'no "format" field' : `"format": ${JSON.stringify(snapshot.format)}`;
      fail('the file', `has ${found}; this emulator reads only format ${SNAPSHOT_FORMAT} (written by --data and --export)`);
    }
    for (const key of Object.keys(snapshot)) if (!TOP_LEVEL.has(key)) fail('the file', `has an unknown field "${key}" (known: ${[...TOP_LEVEL].join(', ')})`);
    if (snapshot.project !== undefined) object(snapshot.project, 'project');
    if (snapshot.clock_offset_ms !== undefined) number(snapshot, 'clock_offset_ms', 'the file');
    if (snapshot.store !== undefined) checkStore(snapshot.store);
    if (snapshot.outbox !== undefined) checkOutbox(snapshot.outbox);
    if (snapshot.signing_keys !== undefined) checkSigningKeys(snapshot.signing_keys);
    return snapshot as unknown as Snapshot;
  } catch (err) {
    if (err instanceof Problem) throw new SnapshotError(`${source}: ${err.message}`);
    throw err;
  }
}
