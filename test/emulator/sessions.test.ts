// Sessions, /users/me and the session JWT (E5): real RS256 signatures checked against the JWKS.
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { createHarness, MINUTE, ORIGIN } from './harness';

const email = 'sess@example.com';

describe('/sessions/authenticate', () => {
  it('re-authenticates a live session with a fresh JWT and a new last_accessed_at', async () => {
    const h = createHarness();
    const auth = await h.loginWithMagicLink(email);
    h.clock.advance(MINUTE);
    const res = await h.call('POST', '/sessions/authenticate', { body: {}, session: auth.session_token });
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.session_token).toBe(auth.session_token);
    expect(data.session.session_id).toBe(auth.session.session_id);
    expect(data.session_jwt).not.toBe(auth.session_jwt);
    expect(Date.parse(data.session.last_accessed_at)).toBe(h.clock.now());
    expect(data.session.expires_at).toBe(auth.session.expires_at);
    expect(data.user.user_id).toBe(auth.user_id);
  });

  it('extends the session with session_duration_minutes, from now', async () => {
    const h = createHarness();
    const auth = await h.loginWithMagicLink(email);
    const res = await h.call('POST', '/sessions/authenticate', { body: { session_duration_minutes: 600 }, session: auth.session_token });
    expect(Date.parse(res.json.data.session.expires_at) - h.clock.now()).toBe(600 * MINUTE);
    const bad = await h.call('POST', '/sessions/authenticate', { body: { session_duration_minutes: 527_041 }, session: auth.session_token });
    expect([bad.status, bad.json.error_type]).toEqual([400, 'invalid_argument']);
  });

  it('never extends a session past its absolute expiry, started_at plus one year', async () => {
    const h = createHarness();
    const auth = await h.loginWithMagicLink(email);
    const startedAt = Date.parse(auth.session.started_at);
    const yearEnd = startedAt + 527_040 * MINUTE;
    const extend = async (minutes: number) =>
      (await h.call('POST', '/sessions/authenticate', { body: { session_duration_minutes: minutes }, session: auth.session_token })).json;
    expect(Date.parse((await extend(527_040)).data.session.expires_at)).toBe(yearEnd);
    h.clock.advance(300 * 24 * 60 * MINUTE);
    expect(Date.parse((await extend(60)).data.session.expires_at)).toBe(h.clock.now() + 60 * MINUTE);
    const capped = (await extend(527_040)).data.session;
    expect(Date.parse(capped.expires_at)).toBe(yearEnd);
    expect(Date.parse(capped.last_accessed_at)).toBe(h.clock.now());
    h.clock.advance(yearEnd - h.clock.now() - MINUTE);
    expect(Date.parse((await extend(30)).data.session.expires_at)).toBe(yearEnd);
    h.clock.advance(MINUTE);
    expect((await extend(30)).error_type).toBe('session_not_found');
  });

  it('re-mints the JWT on every call, five minutes from its own iat', async () => {
    const h = createHarness();
    const auth = await h.loginWithMagicLink(email);
    const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());
    const first = (await h.call('POST', '/sessions/authenticate', { body: {}, session: auth.session_token })).json.data.session_jwt;
    h.clock.advance(1000);
    const second = (await h.call('POST', '/sessions/authenticate', { body: {}, session: auth.session_token })).json.data.session_jwt;
    expect(second).not.toBe(first);
    const [a, b] = [claimsOf(first), claimsOf(second)];
    expect(b.iat - a.iat).toBe(1);
    expect(b.iat).toBe(Math.floor(h.clock.now() / 1000));
    for (const claims of [a, b]) expect(claims.exp - claims.iat).toBe(300);
  });

  it('answers 404 session_not_found at once for a revoked session, even when asked to extend it', async () => {
    const h = createHarness();
    const auth = await h.loginWithMagicLink(email);
    expect((await h.call('POST', '/sessions/revoke', { session: auth.session_token })).status).toBe(200);
    const res = await h.call('POST', '/sessions/authenticate', { body: { session_duration_minutes: 60 }, session: auth.session_token });
    expect([res.status, res.json.error_type]).toEqual([404, 'session_not_found']);
  });

  it('answers 404 session_not_found for unknown, missing and expired sessions', async () => {
    const h = createHarness();
    for (const session of ['no-such-token', undefined]) {
      const res = await h.call('POST', '/sessions/authenticate', { body: {}, ...(session ? { session } : {}) });
      expect([res.status, res.json.error_type]).toEqual([404, 'session_not_found']);
    }
    const auth = await h.loginWithMagicLink(email); // 60 minutes
    h.clock.advance(60 * MINUTE);
    const expired = await h.call('POST', '/sessions/authenticate', { body: {}, session: auth.session_token });
    expect([expired.status, expired.json.error_type]).toEqual([404, 'session_not_found']);
  });

  it('accepts an empty body', async () => {
    const h = createHarness();
    const auth = await h.loginWithMagicLink(email);
    expect((await h.call('POST', '/sessions/authenticate', { session: auth.session_token })).status).toBe(200);
  });
});

describe('/sessions/revoke', () => {
  it('revokes the caller session; the old token then gets 404 and 401', async () => {
    const h = createHarness();
    const auth = await h.loginWithMagicLink(email);
    const res = await h.call('POST', '/sessions/revoke', { session: auth.session_token });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ request_id: expect.any(String), status_code: 200 });
    expect((await h.call('POST', '/sessions/authenticate', { body: {}, session: auth.session_token })).json.error_type).toBe('session_not_found');
    const me = await h.call('GET', '/users/me', { session: auth.session_token });
    expect([me.status, me.json.error_type]).toEqual([401, 'unauthorized_credentials']);
    expect((await h.call('POST', '/sessions/revoke', { session: auth.session_token })).status).toBe(404);
  });
});

describe('/users/me', () => {
  it('returns the user flat for a live session, 401 unauthorized_credentials otherwise', async () => {
    const h = createHarness();
    const auth = await h.loginWithMagicLink(email);
    const me = await h.call('GET', '/users/me', { session: auth.session_token });
    expect(me.json.data).toEqual({ ...auth.user, request_id: expect.any(String), status_code: 200 });
    const anonymous = await h.call('GET', '/users/me');
    expect([anonymous.status, anonymous.json.error_type]).toEqual([401, 'unauthorized_credentials']);
  });

  it('PUT updates the name and untrusted metadata', async () => {
    const h = createHarness();
    const auth = await h.loginWithMagicLink(email);
    const res = await h.call('PUT', '/users/me', {
      body: { name: { first_name: 'Ada', last_name: 'Lovelace' }, untrusted_metadata: { theme: 'dark' } },
      session: auth.session_token,
    });
    expect(res.json.data).toMatchObject({ user_id: auth.user_id, emails: auth.user.emails, phone_numbers: [], crypto_wallets: [] });
    const me = (await h.call('GET', '/users/me', { session: auth.session_token })).json.data;
    expect(me.name).toEqual({ first_name: 'Ada', middle_name: '', last_name: 'Lovelace' });
    expect(me.untrusted_metadata).toEqual({ theme: 'dark' });
    const bad = await h.call('PUT', '/users/me', { body: { name: { first_name: 7 } }, session: auth.session_token });
    expect([bad.status, bad.json.error_type, bad.json.error_message]).toEqual([400, 'invalid_argument', 'first_name must be a string']);
  });

  it('DELETE removes an email or a phone number, and their pending codes', async () => {
    const h = createHarness();
    const auth = await h.loginWithMagicLink(email);
    const phone = await h.call('POST', '/otps/sms/send/secondary', { body: { phone_number: '+15555550100' }, session: auth.session_token });
    const phoneId = phone.json.data.method_id;
    expect((await h.call('DELETE', `/users/phone_numbers/${phoneId}`, { session: auth.session_token })).json.data.user_id).toBe(auth.user_id);
    const code = (await h.latest('+15555550100')).code;
    expect((await h.call('POST', '/otps/authenticate', { body: { token: code, method_id: phoneId } })).status).toBe(401);
    // Another phone, so that the email is not the last way to sign in (the last one is kept).
    await h.call('POST', '/otps/sms/send/secondary', { body: { phone_number: '+15555550101' }, session: auth.session_token });
    expect((await h.call('DELETE', `/users/emails/${auth.method_id}`, { session: auth.session_token })).status).toBe(200);
    const missing = await h.call('DELETE', `/users/emails/${auth.method_id}`, { session: auth.session_token });
    expect([missing.status, missing.json.error_type]).toEqual([404, 'email_not_found']);
  });
});

describe('session JWT (E5)', () => {
  async function jwks(h: ReturnType<typeof createHarness>) {
    const res = await h.call('GET', `${ORIGIN}/v1/sessions/jwks/${h.emulator.project.project_id}`);
    expect(res.status).toBe(200);
    return createLocalJWKSet(res.json);
  }

  it('verifies against the served JWKS with the documented claims', async () => {
    const h = createHarness();
    const auth = await h.loginWithMagicLink(email);
    const { project_id } = h.emulator.project;
    const { payload, protectedHeader } = await jwtVerify(auth.session_jwt, await jwks(h), {
      issuer: `stytch.com/${project_id}`,
      audience: project_id,
      algorithms: ['RS256'],
      currentDate: new Date(h.clock.now()),
    });
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: expect.stringMatching(/^jwk-test-/) });
    expect(payload.sub).toBe(auth.user_id);
    expect(payload.aud).toEqual([project_id]);
    expect(payload.exp! - payload.iat!).toBe(300);
    expect(payload.nbf).toBe(payload.iat);
    expect(payload['https://stytch.com/session']).toEqual({
      id: auth.session.session_id,
      started_at: auth.session.started_at,
      last_accessed_at: auth.session.last_accessed_at,
      expires_at: auth.session.expires_at,
      attributes: auth.session.attributes,
      authentication_factors: auth.session.authentication_factors,
      roles: auth.session.roles,
    });
  });

  it('a mutated token fails verification, and so does an expired one', async () => {
    const h = createHarness();
    const auth = await h.loginWithMagicLink(email);
    const keys = await jwks(h);
    const [header, payload, signature] = auth.session_jwt.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'user-test-someone-else' })).toString('base64url')}.${signature}`;
    await expect(jwtVerify(forged, keys, { currentDate: new Date(h.clock.now()) })).rejects.toThrow();
    const flipped = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(jwtVerify(flipped, keys, { currentDate: new Date(h.clock.now()) })).rejects.toThrow();
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    await expect(jwtVerify(none, keys, { currentDate: new Date(h.clock.now()) })).rejects.toThrow();
    await expect(jwtVerify(auth.session_jwt, keys, { currentDate: new Date(h.clock.now() + 5 * MINUTE + 1000) })).rejects.toThrow(/exp/);
  });

  it('uses one key per emulator: another instance does not verify it', async () => {
    const a = createHarness();
    const b = createHarness();
    const auth = await a.loginWithMagicLink(email);
    expect(decodeProtectedHeader(auth.session_jwt).alg).toBe('RS256');
    await expect(jwtVerify(auth.session_jwt, await jwks(b), { currentDate: new Date(a.clock.now()) })).rejects.toThrow();
  });

  it('never outlives its session', async () => {
    const h = createHarness();
    await h.call('POST', '/magic_links/email/login_or_create', { body: { email, signup_magic_link_url: 'http://localhost:3000/' } });
    const token = new URL((await h.latest(email)).link!).searchParams.get('token');
    const auth = await h.call('POST', '/magic_links/authenticate', { body: { token, session_duration_minutes: 5 } });
    h.clock.advance(3 * MINUTE); // two minutes of session left, less than a JWT's five
    const res = await h.call('POST', '/sessions/authenticate', { body: {}, session: auth.json.data.session_token });
    const claims = JSON.parse(Buffer.from(res.json.data.session_jwt.split('.')[1], 'base64url').toString());
    expect(claims.exp).toBe(Math.floor(Date.parse(res.json.data.session.expires_at) / 1000));
  });

  it('answers 404 for another project id', async () => {
    const res = await createHarness().call('GET', `${ORIGIN}/v1/sessions/jwks/project-test-other`);
    expect(res.status).toBe(404);
  });
});
