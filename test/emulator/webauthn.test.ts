// WebAuthn and passkeys (docs/spec/api.md §3; docs/spec/security.md W4): real attestation and assertion responses
// from a software authenticator, verified by the emulator; challenges single-use with a lifetime,
// origin, RP ID hash, user presence, signature and counter checks; rename and delete.
import { describe, expect, it } from 'vitest';
import { createHarness, MINUTE, type Harness } from './harness';
import { passkeyNameFor } from '../../emulator/api/webauthnChecks';
import { FLAG_AT, FLAG_UV, SoftAuthenticator } from './webauthnAuthenticator';

const email = 'ada@example.com';

async function signedIn(h: Harness, who = email) {
  return (await h.loginWithEmailOtp(who)).session_token;
}

async function registerStart(h: Harness, session: string | undefined, body: Record<string, unknown> = {}) {
  return h.call('POST', '/webauthn/register/start', {
    session,
    body: { domain: 'localhost', return_passkey_credential_options: true, user_agent: 'Test Browser', ...body },
  });
}

function register(h: Harness, session: string | undefined, credential: string, headers: Record<string, string> = {}) {
  return h.call('POST', '/webauthn/register', { session, headers, body: { public_key_credential: credential, session_duration_minutes: 60 } });
}

/** Signs in, registers a passkey, and returns everything a test needs afterwards. */
async function withPasskey(h: Harness, who = email, authenticator = new SoftAuthenticator()) {
  const session = await signedIn(h, who);
  const start = await registerStart(h, session);
  const res = await register(h, session, authenticator.create(start.json.data.public_key_credential_creation_options));
  expect(res.status).toBe(200);
  return { session, authenticator, registrationId: res.json.data.webauthn_registration_id as string, auth: res.json.data };
}

async function authStart(h: Harness, kind: 'primary' | 'secondary' = 'primary', session?: string) {
  return h.call('POST', `/webauthn/authenticate/start/${kind}`, { session, body: { domain: 'localhost', return_passkey_credential_options: true } });
}

function authenticate(h: Harness, credential: string, session?: string) {
  return h.call('POST', '/webauthn/authenticate', { session, body: { public_key_credential: credential, session_duration_minutes: 30 } });
}

describe('registration', () => {
  it('register/start answers passkey creation options for the signed-in user', async () => {
    const h = createHarness();
    const session = await signedIn(h);
    const res = await registerStart(h, session);
    expect(res.status).toBe(200);
    const { user_id, public_key_credential_creation_options } = res.json.data;
    expect(user_id).toMatch(/^user-test-/);
    const options = JSON.parse(public_key_credential_creation_options);
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Demo' },
      user: { id: Buffer.from(user_id).toString('base64url'), name: email, displayName: email },
      attestation: 'none',
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
      timeout: 5 * MINUTE,
    });
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('verifies the attestation, lists the registration in users/me and adds the factor to the session', async () => {
    const h = createHarness();
    const { session, registrationId, auth } = await withPasskey(h);
    expect(registrationId).toMatch(/^webauthn-registration-test-/);
    expect(auth.session_token).toBe(session); // the factor was added to the caller's session
    const registration = { webauthn_registration_id: registrationId, domain: 'localhost', user_agent: 'Test Browser', authenticator_type: 'platform', verified: true, name: 'Passkey' };
    expect(auth.user.webauthn_registrations).toEqual([registration]);
    expect(auth.session.authentication_factors.map((f: { delivery_method: string }) => f.delivery_method)).toEqual(['email', 'webauthn_registration']);
    expect(auth.session.authentication_factors[1]).toMatchObject({
      type: 'webauthn',
      webauthn_factor: { webauthn_registration_id: registrationId, domain: 'localhost', user_agent: 'Test Browser' },
    });
    const me = await h.call('GET', '/users/me', { session });
    expect(me.json.data.webauthn_registrations).toEqual([registration]);
  });

  it('a second passkey is a factor of its own: the session keeps both', async () => {
    const h = createHarness();
    const { session, registrationId: first } = await withPasskey(h);
    const start = await registerStart(h, session);
    const res = await register(h, session, new SoftAuthenticator().create(start.json.data.public_key_credential_creation_options));
    expect(res.status).toBe(200);
    const second = res.json.data.webauthn_registration_id as string;
    const factors = res.json.data.session.authentication_factors as { delivery_method: string; webauthn_factor?: { webauthn_registration_id: string } }[];
    expect(factors.map((f) => f.webauthn_factor?.webauthn_registration_id ?? f.delivery_method)).toEqual(['email', first, second]);
  });

  it('excludeCredentials lists the credentials the user already has', async () => {
    const h = createHarness();
    const { session, authenticator } = await withPasskey(h);
    const options = JSON.parse((await registerStart(h, session)).json.data.public_key_credential_creation_options);
    expect(options.excludeCredentials).toEqual([{ id: [...authenticator.keys.keys()][0], type: 'public-key', transports: ['internal', 'hybrid'] }]);
  });

  it('refuses register/start and register without a session (401)', async () => {
    const h = createHarness();
    expect((await registerStart(h, undefined)).json).toMatchObject({ status_code: 401, error_type: 'unauthorized_credentials' });
    const session = await signedIn(h);
    const credential = new SoftAuthenticator().create((await registerStart(h, session)).json.data.public_key_credential_creation_options);
    expect((await register(h, undefined, credential)).json).toMatchObject({ status_code: 401, error_type: 'unauthorized_credentials' });
  });

  it('refuses an RP ID that is neither loopback nor on an allowed origin', async () => {
    const h = createHarness();
    const session = await signedIn(h);
    for (const domain of ['evil.com', 'localhost.evil.com', 'com']) {
      expect((await registerStart(h, session, { domain })).json).toMatchObject({ status_code: 400, error_type: 'invalid_webauthn_domain' });
    }
    const p = createHarness({ project: { allowed_origins: ['https://app.example.com'] } });
    const s2 = await signedIn(p);
    expect((await registerStart(p, s2, { domain: 'example.com' })).status).toBe(200);
    expect((await registerStart(p, s2, { domain: 'app.example.com' })).status).toBe(200);
    expect((await registerStart(p, s2, { domain: 'com' })).json.error_type).toBe('invalid_webauthn_domain');
    expect((await registerStart(p, s2, { domain: 'other.example.com' })).json.error_type).toBe('invalid_webauthn_domain');
  });

  it('refuses a ceremony run on a wrong origin, or on another origin than the request', async () => {
    const h = createHarness();
    const session = await signedIn(h);
    const a = new SoftAuthenticator();
    const evil = a.create((await registerStart(h, session)).json.data.public_key_credential_creation_options, { origin: 'https://evil.com' });
    expect((await register(h, session, evil)).json).toMatchObject({ status_code: 400, error_type: 'webauthn_origin_not_allowed' });
    const ok = a.create((await registerStart(h, session)).json.data.public_key_credential_creation_options);
    const mismatch = await register(h, session, ok, { origin: 'http://localhost:4000' });
    expect(mismatch.json).toMatchObject({ status_code: 400, error_type: 'webauthn_origin_not_allowed' });
    expect(mismatch.json.error_message).toContain('http://localhost:4000');
  });

  it('refuses an authenticator that hashed another RP ID', async () => {
    const h = createHarness();
    const session = await signedIn(h);
    const credential = new SoftAuthenticator().create((await registerStart(h, session)).json.data.public_key_credential_creation_options, { rpId: 'example.com' });
    const res = await register(h, session, credential);
    expect(res.json).toMatchObject({ status_code: 401, error_type: 'webauthn_verification_failed' });
    expect(res.json.error_message).toMatch(/RP ID/i);
  });

  it('refuses a replayed challenge', async () => {
    const h = createHarness();
    const session = await signedIn(h);
    const credential = new SoftAuthenticator().create((await registerStart(h, session)).json.data.public_key_credential_creation_options);
    expect((await register(h, session, credential)).status).toBe(200);
    expect((await register(h, session, credential)).json).toMatchObject({ status_code: 400, error_type: 'webauthn_challenge_not_found' });
  });

  it('refuses an expired challenge (5 minutes)', async () => {
    const h = createHarness();
    const session = await signedIn(h);
    const credential = new SoftAuthenticator().create((await registerStart(h, session)).json.data.public_key_credential_creation_options);
    h.clock.advance(5 * MINUTE);
    const res = await register(h, session, credential);
    expect(res.json).toMatchObject({ status_code: 400, error_type: 'webauthn_challenge_not_found' });
    expect(res.json.error_message).toContain('expired');
  });

  it('refuses a challenge issued to another user', async () => {
    const h = createHarness();
    const ada = await signedIn(h);
    const bob = await signedIn(h, 'bob@example.com');
    const credential = new SoftAuthenticator().create((await registerStart(h, ada)).json.data.public_key_credential_creation_options);
    expect((await register(h, bob, credential)).json).toMatchObject({ status_code: 400, error_type: 'webauthn_challenge_not_found' });
  });

  it('refuses a response without user presence', async () => {
    const h = createHarness();
    const session = await signedIn(h);
    const credential = new SoftAuthenticator().create((await registerStart(h, session)).json.data.public_key_credential_creation_options, { flags: FLAG_AT | FLAG_UV });
    const res = await register(h, session, credential);
    expect(res.json).toMatchObject({ status_code: 401, error_type: 'webauthn_verification_failed' });
    expect(res.json.error_message).toMatch(/present/i);
  });

  it('refuses a credential that is already registered', async () => {
    const h = createHarness();
    const { session, authenticator } = await withPasskey(h);
    const id = [...authenticator.keys.keys()][0]!;
    const again = authenticator.create((await registerStart(h, session)).json.data.public_key_credential_creation_options, { reuseCredentialId: id });
    expect((await register(h, session, again)).json).toMatchObject({ status_code: 400, error_type: 'duplicate_webauthn_registration' });
    expect((await h.call('GET', '/users/me', { session })).json.data.webauthn_registrations).toHaveLength(1);
  });

  it('answers a flat 400 for a malformed credential', async () => {
    const h = createHarness();
    const session = await signedIn(h);
    expect((await register(h, session, 'not json')).json).toMatchObject({ status_code: 400, error_type: 'invalid_argument' });
    expect((await h.call('POST', '/webauthn/register', { session, body: {} })).json).toMatchObject({ status_code: 400, error_type: 'missing_argument' });
  });
});

describe('passkey names', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36', 'Chrome on Linux'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge on Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15', 'Safari on macOS'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1', 'Safari on iOS'],
    ['Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome on Android'],
    ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    ['Test Browser', 'Passkey'],
    ['', 'Passkey'],
  ])('%s: %s', (userAgent, name) => expect(passkeyNameFor(userAgent)).toBe(name));

  it('a name the user already has gets the first free number: (2), (3), and a freed one is reused', () => {
    expect(passkeyNameFor('Test Browser', ['Passkey'])).toBe('Passkey (2)');
    expect(passkeyNameFor('Test Browser', ['Passkey', 'Passkey (2)'])).toBe('Passkey (3)');
    expect(passkeyNameFor('Test Browser', ['Passkey (2)'])).toBe('Passkey');
    expect(passkeyNameFor('Test Browser', ['Passkey', 'Passkey (3)'])).toBe('Passkey (2)');
  });

  it('two passkeys registered from one browser get distinct names; a renamed one frees its name', async () => {
    const h = createHarness();
    const { session, registrationId: first } = await withPasskey(h);
    const registerAnother = async () => {
      const start = await registerStart(h, session);
      const res = await register(h, session, new SoftAuthenticator().create(start.json.data.public_key_credential_creation_options));
      expect(res.status).toBe(200);
    };
    await registerAnother();
    const names = async () => ((await h.call('GET', '/users/me', { session })).json.data.webauthn_registrations as { name: string }[]).map((r) => r.name);
    expect(await names()).toEqual(['Passkey', 'Passkey (2)']);
    await h.call('PUT', `/webauthn/update/${first}`, { session, body: { name: 'Laptop' } });
    await registerAnother();
    expect(await names()).toEqual(['Laptop', 'Passkey (2)', 'Passkey']);
  });
});

describe('authentication', () => {
  it('primary: a discoverable passkey logs in with no session and empty allowCredentials', async () => {
    const h = createHarness();
    const { authenticator, registrationId, auth: registered } = await withPasskey(h);
    const start = await authStart(h);
    expect(start.status).toBe(200);
    const options = JSON.parse(start.json.data.public_key_credential_request_options);
    expect(options).toMatchObject({ rpId: 'localhost', allowCredentials: [], userVerification: 'preferred' });

    const res = await authenticate(h, authenticator.get(start.json.data.public_key_credential_request_options));
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.webauthn_registration_id).toBe(registrationId);
    expect(data.user_id).toBe(registered.user_id);
    expect(data.session_token).not.toBe(registered.session_token);
    expect(data.session.authentication_factors).toEqual([
      expect.objectContaining({ type: 'webauthn', delivery_method: 'webauthn_registration', webauthn_factor: expect.objectContaining({ webauthn_registration_id: registrationId }) }),
    ]);
    expect(Date.parse(data.session.expires_at) - h.clock.now()).toBe(30 * MINUTE);
  });

  it('secondary: needs a session, lists the user\'s credentials, and steps up the same session', async () => {
    const h = createHarness();
    const { session, authenticator } = await withPasskey(h);
    expect((await authStart(h, 'secondary')).json).toMatchObject({ status_code: 401, error_type: 'unauthorized_credentials' });
    const start = await authStart(h, 'secondary', session);
    const options = JSON.parse(start.json.data.public_key_credential_request_options);
    expect(options.allowCredentials).toEqual([{ id: [...authenticator.keys.keys()][0], type: 'public-key', transports: ['internal', 'hybrid'] }]);
    const res = await authenticate(h, authenticator.get(start.json.data.public_key_credential_request_options), session);
    expect(res.status).toBe(200);
    expect(res.json.data.session_token).toBe(session);
  });

  it('secondary: refuses another user\'s credential', async () => {
    const h = createHarness();
    const { authenticator } = await withPasskey(h);
    const bob = await signedIn(h, 'bob@example.com');
    const start = await authStart(h, 'secondary', bob);
    const res = await authenticate(h, authenticator.get(start.json.data.public_key_credential_request_options), bob);
    expect(res.json).toMatchObject({ status_code: 401, error_type: 'webauthn_verification_failed' });
  });

  it('refuses a bad signature, and the challenge is spent by the failed attempt', async () => {
    const h = createHarness();
    const { authenticator } = await withPasskey(h);
    const options = (await authStart(h)).json.data.public_key_credential_request_options;
    const res = await authenticate(h, authenticator.get(options, { tamperSignature: true }));
    expect(res.json).toMatchObject({ status_code: 401, error_type: 'webauthn_verification_failed' });
    expect(res.json.error_message).toMatch(/signature/i);
    expect((await authenticate(h, authenticator.get(options))).json.error_type).toBe('webauthn_challenge_not_found');
  });

  it('refuses a counter that does not increase, and stores the new counter', async () => {
    const h = createHarness();
    const { authenticator } = await withPasskey(h);
    const first = await authenticate(h, authenticator.get((await authStart(h)).json.data.public_key_credential_request_options, { counter: 5 }));
    expect(first.status).toBe(200);
    const again = await authenticate(h, authenticator.get((await authStart(h)).json.data.public_key_credential_request_options, { counter: 5 }));
    expect(again.json).toMatchObject({ status_code: 401, error_type: 'webauthn_verification_failed' });
    expect(again.json.error_message).toMatch(/counter/i);
    expect((await authenticate(h, authenticator.get((await authStart(h)).json.data.public_key_credential_request_options, { counter: 6 }))).status).toBe(200);
  });

  it('accepts authenticators without a counter (always 0)', async () => {
    const h = createHarness();
    const { authenticator } = await withPasskey(h);
    authenticator.counterStep = 0;
    for (let i = 0; i < 2; i++) {
      expect((await authenticate(h, authenticator.get((await authStart(h)).json.data.public_key_credential_request_options))).status).toBe(200);
    }
  });

  it('refuses a wrong origin, a wrong RP ID hash, a replayed and an expired challenge', async () => {
    const h = createHarness();
    const { authenticator } = await withPasskey(h);
    const opts = async () => (await authStart(h)).json.data.public_key_credential_request_options as string;
    expect((await authenticate(h, authenticator.get(await opts(), { origin: 'https://evil.com' }))).json.error_type).toBe('webauthn_origin_not_allowed');
    expect((await authenticate(h, authenticator.get(await opts(), { rpId: 'example.com' }))).json).toMatchObject({ status_code: 401, error_type: 'webauthn_verification_failed' });
    const once = authenticator.get(await opts());
    expect((await authenticate(h, once)).status).toBe(200);
    expect((await authenticate(h, once)).json.error_type).toBe('webauthn_challenge_not_found');
    const late = authenticator.get(await opts());
    h.clock.advance(5 * MINUTE + 1);
    expect((await authenticate(h, late)).json.error_type).toBe('webauthn_challenge_not_found');
  });

  it('refuses a registration challenge used for authentication', async () => {
    const h = createHarness();
    const { session, authenticator } = await withPasskey(h);
    const creation = JSON.parse((await registerStart(h, session)).json.data.public_key_credential_creation_options);
    const res = await authenticate(h, authenticator.get(JSON.stringify({ rpId: 'localhost', challenge: creation.challenge })));
    expect(res.json.error_type).toBe('webauthn_challenge_not_found');
  });

  it('an unknown or deleted credential is webauthn_registration_not_found (404)', async () => {
    const h = createHarness();
    const { session, authenticator, registrationId } = await withPasskey(h);
    const stranger = new SoftAuthenticator();
    stranger.create((await registerStart(h, session)).json.data.public_key_credential_creation_options); // never sent
    const unknown = await authenticate(h, stranger.get((await authStart(h)).json.data.public_key_credential_request_options));
    expect(unknown.json).toMatchObject({ status_code: 404, error_type: 'webauthn_registration_not_found' });
    expect((await h.call('DELETE', `/users/webauthn_registrations/${registrationId}`, { session })).status).toBe(200);
    const deleted = await authenticate(h, authenticator.get((await authStart(h)).json.data.public_key_credential_request_options));
    expect(deleted.json).toMatchObject({ status_code: 404, error_type: 'webauthn_registration_not_found' });
  });
});

describe('rename and delete', () => {
  it('renames the caller\'s own registration; names are 1-100 characters', async () => {
    const h = createHarness();
    const { session, registrationId } = await withPasskey(h);
    const res = await h.call('PUT', `/webauthn/update/${registrationId}`, { session, body: { name: '  Work laptop ' } });
    expect(res.status).toBe(200);
    expect(res.json.data.webauthn_registration).toEqual({
      webauthn_registration_id: registrationId, domain: 'localhost', user_agent: 'Test Browser', authenticator_type: 'platform', verified: true, name: 'Work laptop',
    });
    expect((await h.call('GET', '/users/me', { session })).json.data.webauthn_registrations[0].name).toBe('Work laptop');
    for (const name of ['', '   ', 'x'.repeat(101)]) {
      expect((await h.call('PUT', `/webauthn/update/${registrationId}`, { session, body: { name } })).json).toMatchObject({ status_code: 400, error_type: 'invalid_argument' });
    }
    expect((await h.call('PUT', `/webauthn/update/${registrationId}`, { session, body: {} })).json.error_type).toBe('missing_argument');
    expect((await h.call('PUT', `/webauthn/update/${registrationId}`, { body: { name: 'x' } })).status).toBe(401);
  });

  it('another user can neither rename nor delete it (404)', async () => {
    const h = createHarness();
    const { session, registrationId } = await withPasskey(h);
    const bob = await signedIn(h, 'bob@example.com');
    expect((await h.call('PUT', `/webauthn/update/${registrationId}`, { session: bob, body: { name: 'mine' } })).json).toMatchObject({ status_code: 404, error_type: 'webauthn_registration_not_found' });
    expect((await h.call('DELETE', `/users/webauthn_registrations/${registrationId}`, { session: bob })).json).toMatchObject({ status_code: 404, error_type: 'webauthn_registration_not_found' });
    expect((await h.call('GET', '/users/me', { session })).json.data.webauthn_registrations).toHaveLength(1);
  });

  it('deletes the caller\'s own registration', async () => {
    const h = createHarness();
    const { session, registrationId, auth } = await withPasskey(h);
    expect((await h.call('DELETE', `/users/webauthn_registrations/${registrationId}`)).status).toBe(401);
    const res = await h.call('DELETE', `/users/webauthn_registrations/${registrationId}`, { session });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ user_id: auth.user_id });
    expect((await h.call('GET', '/users/me', { session })).json.data.webauthn_registrations).toEqual([]);
    expect(JSON.parse((await registerStart(h, session)).json.data.public_key_credential_creation_options).excludeCredentials).toEqual([]);
  });
});
