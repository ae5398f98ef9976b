// The state as one JSON document (snapshot.ts, issue 16): a populated emulator taken through
// GET /__emulator/export, checked, and restored into a fresh one works as the first did; a file
// that would break the store is refused with a line naming the place.
import { describe, expect, it } from 'vitest';
import { restoreSnapshot, SNAPSHOT_FORMAT, type Snapshot } from '../../emulator/store/snapshot';
import { parseSnapshot, SnapshotError } from '../../emulator/store/snapshotCheck';
import { ORIGIN, type Harness } from './harness';
import { createOidcHarness, SPA_APP } from './oidcHarness';
import { createPassword, login, passwordHarness, STRONG } from './passwordsHarness';
import { SoftAuthenticator } from './webauthnAuthenticator';

async function exported(h: Harness): Promise<string> {
  const res = await h.call('GET', `${ORIGIN}/__emulator/export`);
  expect(res.status).toBe(200);
  return JSON.stringify(res.json);
}

/** Every kind of record a person makes by signing up: a password, a passcode, a passkey, and a code still pending. */
async function populate(h: Harness) {
  const password = await createPassword(h, 'pat@example.com');
  expect(password.status).toBe(200);
  const otp = await h.loginWithEmailOtp('otto@example.com');
  const authenticator = new SoftAuthenticator();
  const start = await h.call('POST', '/webauthn/register/start', {
    session: otp.session_token,
    body: { domain: 'localhost', return_passkey_credential_options: true, user_agent: 'Test Browser' },
  });
  const registered = await h.call('POST', '/webauthn/register', {
    session: otp.session_token,
    body: { public_key_credential: authenticator.create(start.json.data.public_key_credential_creation_options), session_duration_minutes: 60 },
  });
  expect(registered.status).toBe(200);
  const pending = await h.call('POST', '/otps/email/login_or_create', { body: { email: 'penny@example.com', expiration_minutes: 5 } });
  return { passwordSession: password.json.data.session_token as string, otpSession: otp.session_token, authenticator, pendingMethodId: pending.json.data.method_id as string };
}

function restoredFrom(text: string): Harness {
  const h = passwordHarness();
  restoreSnapshot(parseSnapshot(text, 'snapshot'), h.emulator);
  return h;
}

describe('a snapshot round trip', () => {
  it('keeps users, sessions, passkeys, pending codes and the outbox working', async () => {
    const before = passwordHarness();
    const made = await populate(before);
    const text = await exported(before);
    const after = restoredFrom(text);

    for (const session of [made.passwordSession, made.otpSession]) {
      const res = await after.call('POST', '/sessions/authenticate', { session, body: {} });
      expect(res.status).toBe(200);
    }
    expect((await login(after, 'pat@example.com', STRONG)).status).toBe(200);
    expect((await login(after, 'pat@example.com', 'wrong-Tractor-89-lantern')).status).toBe(401);

    const start = await after.call('POST', '/webauthn/authenticate/start/primary', { body: { domain: 'localhost', return_passkey_credential_options: true } });
    const assertion = made.authenticator.get(start.json.data.public_key_credential_request_options);
    const passkey = await after.call('POST', '/webauthn/authenticate', { body: { public_key_credential: assertion, session_duration_minutes: 30 } });
    expect(passkey.status).toBe(200);
    expect(passkey.json.data.user.emails[0].email).toBe('otto@example.com');

    expect(await after.outbox()).toEqual(await before.outbox());
    const code = (await after.latest('penny@example.com')).code;
    const pending = await after.call('POST', '/otps/authenticate', { body: { token: code, method_id: made.pendingMethodId, session_duration_minutes: 30 } });
    expect(pending.status).toBe(200);
  });

  it('gives back the same document, with every table and index the same size', async () => {
    const before = passwordHarness();
    await populate(before);
    const text = await exported(before);
    const after = restoredFrom(text);
    expect(await exported(after)).toBe(text);
    expect(after.emulator.store.sizes()).toEqual(before.emulator.store.sizes());
    expect(JSON.parse(text).format).toBe(SNAPSHOT_FORMAT);
  });

  it('keeps keyed tables in Maps, and a signed-out session stays signed out', async () => {
    const before = passwordHarness();
    const made = await populate(before);
    await before.call('POST', '/sessions/revoke', { session: made.passwordSession, body: {} });
    const after = restoredFrom(await exported(before));
    expect(after.emulator.store.users).toBeInstanceOf(Map);
    expect(after.emulator.store.webauthnCredentials.values().next().value?.public_key).toBeInstanceOf(Uint8Array);
    expect((await after.call('POST', '/sessions/authenticate', { session: made.passwordSession, body: {} })).status).toBe(404);
  });

  it("keeps the OpenID Provider's tokens, and a rotated refresh token is still caught as a replay", async () => {
    const before = createOidcHarness();
    const { session } = await before.signIn();
    const { code, verifier } = await before.codeFor(SPA_APP, session, { scopes: ['openid', 'email', 'offline_access'] });
    const first = (await before.exchange(SPA_APP, code, verifier)).json;
    const second = (await before.token({ grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: SPA_APP.client_id })).json;
    const after = createOidcHarness();
    restoreSnapshot(parseSnapshot(await exported(before), 'snapshot'), after.emulator);

    const userinfo = await after.call('GET', `${ORIGIN}/v1/public/oauth2/userinfo`, { authorization: `Bearer ${second.access_token}` });
    expect(userinfo.status).toBe(200);
    expect(userinfo.json.email).toBe('ada@example.com');
    const replay = await after.token({ grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: SPA_APP.client_id });
    expect(replay.json.error).toBe('invalid_grant');
    // Recognised as a replay, not merely unknown: the grant's tokens are revoked.
    expect((await after.call('GET', `${ORIGIN}/v1/public/oauth2/userinfo`, { authorization: `Bearer ${second.access_token}` })).status).toBe(401);
  });

  it('seeds from a hand-written file that names only some tables', async () => {
    const user = {
      user_id: 'user-test-1', created_at: '2026-01-01T00:00:00.000Z', status: 'active', name: { first_name: 'Ada', middle_name: '', last_name: '' },
      emails: [{ email_id: 'email-test-1', email: 'ada@example.com', verified: true }], phone_numbers: [], providers: [], webauthn_registrations: [],
      crypto_wallets: [], totps: [], biometric_registrations: [], password: null, trusted_metadata: {}, untrusted_metadata: {}, roles: [],
    };
    const h = restoredFrom(JSON.stringify({ format: 1, store: { users: [['user-test-1', user]] } }));
    const search = await h.call('POST', '/users/search', { body: { email: 'ada@example.com' } });
    expect(search.status).toBe(200);
    expect(search.json.data.userType).toBe('passwordless');
    expect(await h.outbox()).toEqual([]);
  });
});

describe('a file that would break the store', () => {
  const user = (id: string, email: string) => ({
    user_id: id, created_at: '2026-01-01T00:00:00.000Z', status: 'active', name: {}, emails: [{ email_id: `email-${id}`, email, verified: true }],
    phone_numbers: [], providers: [], webauthn_registrations: [], crypto_wallets: [], totps: [], biometric_registrations: [], password: null,
    trusted_metadata: {}, untrusted_metadata: {}, roles: [],
  });
  const session = { session_id: 's1', token: 't', user_id: 'u2', started_at: 0, last_accessed_at: 0, expires_at: 1, attributes: {}, authentication_factors: [] };
  const cases: [string, unknown, RegExp][] = [
    ['not JSON', '{"format": 1', /^data\.json: not valid JSON/],
    ['no format', {}, /has no "format" field; this emulator reads only format 1/],
    ['a newer format', { format: 2 }, /has "format": 2; this emulator reads only format 1/],
    ['an unknown field', { format: 1, usres: [] }, /unknown field "usres"/],
    ['an unknown table', { format: 1, store: { user: [] } }, /store has an unknown table "user"/],
    ['a record that is not a pair', { format: 1, store: { users: [user('u1', 'a@x.com')] } }, /store\.users\[0\] must be a \[key, record\] pair/],
    ['a key that is not the id', { format: 1, store: { users: [['u9', user('u1', 'a@x.com')]] } }, /store\.users\[0\]\.user_id must equal the entry's key "u9"/],
    ['a repeated key', { format: 1, store: { users: [['u1', user('u1', 'a@x.com')], ['u1', user('u1', 'b@x.com')]] } }, /store\.users\[1\] repeats the key "u1"/],
    ['one email on two users', { format: 1, store: { users: [['u1', user('u1', 'a@x.com')], ['u2', user('u2', 'a@x.com')]] } }, /emails: a@x\.com is also on user u1/],
    ['a session of no user', { format: 1, store: { users: [['u1', user('u1', 'a@x.com')]], sessions: [['s1', session]] } }, /store\.sessions\[0\]\.user_id names no user/],
    ['a code without expiry', { format: 1, store: { otps: [['m', { code: '1' }]] } }, /store\.otps\[0\]\.expires_at must be a number/],
    ['a bad outbox', { format: 1, outbox: { messages: [{ id: 'm' }], dropped: 0 } }, /outbox\.messages\[0\]\.recipient must be a string/],
    ['an unknown signing key', { format: 1, signing_keys: { sessions: {} } }, /signing_keys has an unknown key "sessions"/],
    ['a signing key that is not RSA', { format: 1, signing_keys: { session: { kid: 'k', private_jwk: { kty: 'EC' } } } }, /signing_keys\.session\.private_jwk\.kty must be "RSA"/],
    ['a public key where the private one goes', { format: 1, signing_keys: { session: { kid: 'k', private_jwk: { kty: 'RSA', n: 'x', e: 'AQAB' } } } }, /signing_keys\.session\.private_jwk\.d must be a string/],
  ];
  it.each(cases)('refuses %s, in one line naming the file and the place', (_name, content, message) => {
    const text = typeof content === 'string' ? content : JSON.stringify(content);
    let thrown: unknown;
    try {
      parseSnapshot(text, 'data.json');
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(SnapshotError);
    expect((thrown as Error).message).toMatch(message);
    expect((thrown as Error).message).toMatch(/^data\.json: /);
    expect((thrown as Error).message).not.toContain('\n');
  });

  it('takes a well-formed file', () => {
    const snapshot: Snapshot = parseSnapshot(JSON.stringify({ format: 1, store: { users: [['u1', user('u1', 'a@x.com')]] } }), 'data.json');
    expect(snapshot.store?.users).toHaveLength(1);
  });
});
