// Google One Tap: the start and the callback (docs/spec/api.md §3), the stand-in Google behind the script
// at /gsi/client (staged identities, client and origin checks, signed ID tokens), the One Tap
// failures of docs/spec/product.md §8 as project settings, and the oauth token the callback hands to
// POST /oauth/authenticate (single use, expiry: P4).
import { createLocalJWKSet, decodeProtectedHeader, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createHarness, GOOGLE_CLIENT_ID, LOGIN_URL, MINUTE, ORIGIN, PUBLIC_TOKEN, SIGNUP_URL, type Harness } from './harness';

const ISSUER = 'https://accounts.google.emulator.invalid';
const PAGE = 'http://localhost:3000';
const ADA = { email: 'ada@example.com', name: 'Ada King Lovelace' };
const GRACE = { email: 'grace@example.com', name: 'Grace Hopper', sub: '109876543210987654321' };

/** A JSON request from the host page, as the widget or the script sends it. */
async function send(h: Harness, method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { origin: PAGE, ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await h.emulator.handle(`${ORIGIN}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  return { status: res.status, headers: res.headers, json: await res.json() };
}

function start(h: Harness, publicToken: string | null = PUBLIC_TOKEN) {
  return send(h, 'GET', `/v1/public/oauth/google/onetap/start${publicToken === null ? '' : `?public_token=${publicToken}`}`);
}

function stage(h: Harness, identities: unknown) {
  return send(h, 'POST', '/__emulator/google/identities', { body: { identities } });
}

function setProject(h: Harness, body: unknown) {
  return send(h, 'POST', '/__emulator/project', { body });
}

/** What the script does when the person picks `sub`: the stand-in Google's ID token. */
async function credentialFor(h: Harness, sub: string, over: Record<string, unknown> = {}): Promise<string> {
  const res = await send(h, 'POST', '/__emulator/google/credential', { body: { client_id: GOOGLE_CLIENT_ID, origin: PAGE, sub, ...over } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.credential;
}

function callback(h: Harness, id: string, body: Record<string, unknown>, headers: Record<string, string> = { 'x-stytch-oauth-type': 'google-one-tap' }) {
  return send(h, 'POST', `/v1/oauth/callback/${id}`, { body: { login_redirect_url: LOGIN_URL, signup_redirect_url: SIGNUP_URL, ...body }, headers });
}

/** The staged identity's sub (the default one when none was given). */
async function subOf(h: Harness, email: string): Promise<string> {
  const { json } = await send(h, 'GET', '/__emulator/google/identities');
  return json.identities.find((i: { email: string }) => i.email === email).sub;
}

/** Stage, start, choose, call back: the whole One Tap sign-in up to the redirect. */
async function oneTap(h: Harness, who: { email: string; name: string; sub?: string } = ADA) {
  await stage(h, [who]);
  const id_token = await credentialFor(h, await subOf(h, who.email));
  const started = await start(h);
  const res = await callback(h, started.json.oauth_callback_id, { id_token });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const landing = new URL(res.json.redirect_url);
  return { res, landing, token: landing.searchParams.get('token')!, id_token };
}

function authenticate(h: Harness, token: string) {
  return h.call('POST', '/oauth/authenticate', { body: { token, session_duration_minutes: 30 } });
}

describe('GET /v1/public/oauth/google/onetap/start', () => {
  it("answers raw the project's Google client id and a fresh callback id, with CORS for the page", async () => {
    const h = createHarness();
    const res = await start(h);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ request_id: expect.stringMatching(/^request-id-test-/), google_client_id: GOOGLE_CLIENT_ID, oauth_callback_id: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(res.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect((await start(h)).json.oauth_callback_id).not.toBe(res.json.oauth_callback_id);
  });

  it.each([
    ['an empty google_client_id', { google_client_id: '' }],
    ['oauth_providers without google', { oauth_providers: ['github'] }],
  ])('answers an empty client id (One Tap not configured) for %s, switchable at run time', async (_, settings) => {
    const h = createHarness();
    await setProject(h, settings);
    const res = await start(h);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ request_id: expect.any(String), google_client_id: '', oauth_callback_id: '' });
    expect(h.emulator.store.oneTapCallbacks.size).toBe(0);
    await send(h, 'POST', '/__emulator/reset');
    expect((await start(h)).json.google_client_id).toBe(GOOGLE_CLIENT_ID);
  });

  it.each([[null], ['public-token-test-other']])('refuses public_token %s with a flat 401 invalid_public_token', async (publicToken) => {
    const res = await start(createHarness(), publicToken);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ status_code: 401, error_type: 'invalid_public_token', request_id: expect.any(String) });
    expect(res.headers.get('access-control-allow-origin')).toBe(PAGE);
  });

  it('refuses a project on the default Google credentials with 400 default_provider_not_allowed', async () => {
    const h = createHarness({ project: { google_uses_default_credentials: true } });
    const res = await start(h);
    expect([res.status, res.json.error_type]).toEqual([400, 'default_provider_not_allowed']);
    await setProject(h, { google_uses_default_credentials: false });
    expect((await start(h)).status).toBe(200);
  });

  it("refuses a page origin the project does not allow, as every route does (E3)", async () => {
    const h = createHarness({ project: { allowed_origins: ['https://app.example.com'] } });
    const res = await start(h);
    expect([res.status, res.json.error_type]).toEqual([403, 'origin_not_allowed']);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a Host that is not loopback (E2)', async () => {
    const res = await createHarness().emulator.handle(`${ORIGIN}/v1/public/oauth/google/onetap/start?public_token=${PUBLIC_TOKEN}`, { headers: { host: 'evil.com' } });
    expect([res.status, (await res.json()).error_type]).toEqual([403, 'forbidden_host']);
  });
});

describe('POST /__emulator/google/identities', () => {
  it('replaces who is signed in, with the default sub the redirect flow gives the same email', async () => {
    const h = createHarness();
    const res = await stage(h, [{ email: 'Ada@Example.com', name: '  Ada King Lovelace ' }, GRACE]);
    expect(res.status).toBe(200);
    expect(res.json.identities).toEqual([
      { sub: expect.stringMatching(/^[0-9a-f]{32}$/), email: 'ada@example.com', name: 'Ada King Lovelace' },
      GRACE,
    ]);
    expect((await send(h, 'GET', '/__emulator/google/identities')).json).toEqual(res.json);
    expect((await stage(h, [])).json.identities).toEqual([]);
  });

  it.each([
    ['no list', undefined, 'missing_argument'],
    ['a list that is not an array', 'ada@example.com', 'missing_argument'],
    ['eleven identities', Array.from({ length: 11 }, (_, i) => ({ email: `p${i}@example.com`, name: `P ${i}` })), 'invalid_argument'],
    ['an entry that is not an object', ['ada@example.com'], 'invalid_argument'],
    ['a bad email', [{ email: 'ada@', name: 'Ada' }], 'invalid_email'],
    ['no name', [{ email: 'ada@example.com' }], 'missing_argument'],
    ['a blank name', [{ email: 'ada@example.com', name: '   ' }], 'missing_argument'],
    ['a name with a control character', [{ email: 'ada@example.com', name: 'Ada\u0007' }], 'invalid_argument'],
    ['a name of 101 characters', [{ email: 'ada@example.com', name: 'x'.repeat(101) }], 'invalid_argument'],
    ['a sub with a space', [{ email: 'ada@example.com', name: 'Ada', sub: 'a b' }], 'invalid_argument'],
    ['a sub that is not a string', [{ email: 'ada@example.com', name: 'Ada', sub: 12 }], 'invalid_argument'],
    ['one email twice', [ADA, { ...ADA, email: 'ADA@example.com' }], 'invalid_argument'],
    ['one sub twice', [GRACE, { ...ADA, sub: GRACE.sub }], 'invalid_argument'],
  ])('refuses %s with a 400, keeping the list as it was', async (_, identities, type) => {
    const h = createHarness();
    await stage(h, [GRACE]);
    const res = await stage(h, identities);
    expect([res.status, res.json.error_type]).toEqual([400, type]);
    expect((await send(h, 'GET', '/__emulator/google/identities')).json.identities).toEqual([GRACE]);
  });

  it('is cleared by reset', async () => {
    const h = createHarness();
    await stage(h, [ADA]);
    await send(h, 'POST', '/__emulator/reset');
    expect((await send(h, 'GET', '/__emulator/google/identities')).json.identities).toEqual([]);
  });
});

describe('the stand-in Google', () => {
  const accounts = (h: Harness, query: Record<string, string> = {}) =>
    send(h, 'GET', `/__emulator/google/accounts?${new URLSearchParams({ client_id: GOOGLE_CLIENT_ID, origin: PAGE, ...query })}`);

  it("offers the staged identities to the project's client on an authorized origin", async () => {
    const h = createHarness();
    expect((await accounts(h)).json).toEqual({ request_id: expect.any(String), identities: [] });
    await stage(h, [ADA, GRACE]);
    expect((await accounts(h)).json.identities.map((i: { name: string }) => i.name)).toEqual(['Ada King Lovelace', 'Grace Hopper']);
  });

  it.each([
    ['a client Google does not know', { google_client_registered: false }, {}, 401, 'invalid_client'],
    ['another client id', {}, { client_id: 'other.apps.googleusercontent.com' }, 401, 'invalid_client'],
    ['an origin not among the authorized ones', { google_authorized_origins: ['https://app.example.com'] }, {}, 403, 'origin_not_allowed_for_client'],
    ['an origin that is not the Origin header', {}, { origin: 'http://localhost:4000' }, 400, 'invalid_argument'],
    ['an origin with a path', {}, { origin: `${PAGE}/` }, 400, 'invalid_argument'],
  ])('refuses %s (accounts and credential alike)', async (_, settings, query, status, type) => {
    const h = createHarness();
    await stage(h, [GRACE]);
    await setProject(h, settings);
    const listed = await accounts(h, query);
    expect([listed.status, listed.json.error_type]).toEqual([status, type]);
    const issued = await send(h, 'POST', '/__emulator/google/credential', { body: { client_id: GOOGLE_CLIENT_ID, origin: PAGE, sub: GRACE.sub, ...query } });
    expect([issued.status, issued.json.error_type]).toEqual([status, type]);
  });

  it('accepts a listed authorized origin, and a page without an Origin header (same-origin, Node)', async () => {
    const h = createHarness({ project: { google_authorized_origins: [PAGE] } });
    expect((await accounts(h)).status).toBe(200);
    const res = await h.emulator.handle(`${ORIGIN}/__emulator/google/accounts?${new URLSearchParams({ client_id: GOOGLE_CLIENT_ID, origin: PAGE })}`);
    expect(res.status).toBe(200);
  });

  it('allows any loopback origin when no origins are listed, and no other', async () => {
    const h = createHarness();
    for (const [origin, status] of [['http://127.0.0.1:5173', 200], ['https://app.example.com', 403], ['http://localhost.evil.com', 403]] as const) {
      const res = await h.emulator.handle(`${ORIGIN}/__emulator/google/accounts?${new URLSearchParams({ client_id: GOOGLE_CLIENT_ID, origin })}`);
      expect(res.status, origin).toBe(status);
      if (status === 403) expect((await res.json()).error_type).toBe('origin_not_allowed_for_client');
    }
  });

  it("signs an RS256 ID token for the chosen identity that verifies against the stand-in's JWKS", async () => {
    const h = createHarness();
    await stage(h, [GRACE]);
    const token = await credentialFor(h, GRACE.sub);
    const jwks = await send(h, 'GET', '/__emulator/google/jwks');
    expect(jwks.json.keys).toEqual([expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: decodeProtectedHeader(token).kid })]);
    expect(jwks.json.keys[0]).not.toHaveProperty('d');
    const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(jwks.json), { currentDate: new Date(h.clock.now()) });
    expect(protectedHeader.alg).toBe('RS256');
    const iat = Math.floor(h.clock.now() / 1000);
    expect(payload).toEqual({ iss: ISSUER, azp: GOOGLE_CLIENT_ID, aud: GOOGLE_CLIENT_ID, sub: GRACE.sub, email: GRACE.email, email_verified: true, name: GRACE.name, picture: `${ORIGIN}/__emulator/oauth/google/avatar/${encodeURIComponent(GRACE.sub)}`, locale: 'en-US', iat, exp: iat + 3600 });
  });

  it('refuses a sub that is not signed in', async () => {
    const h = createHarness();
    await stage(h, [GRACE]);
    const res = await send(h, 'POST', '/__emulator/google/credential', { body: { client_id: GOOGLE_CLIENT_ID, origin: PAGE, sub: 'someone-else' } });
    expect([res.status, res.json.error_type]).toEqual([400, 'invalid_argument']);
  });
});

describe('POST /v1/oauth/callback/:oauth_callback_id', () => {
  it('signs a new person up: raw redirect to the sign-up URL with a token that /oauth/authenticate redeems once', async () => {
    const h = createHarness();
    const { res, landing, token, id_token } = await oneTap(h, GRACE);
    expect(res.json).toEqual({ redirect_url: landing.toString(), status_code: 200, request_id: expect.stringMatching(/^request-id-test-/) });
    expect(landing.toString()).toMatch(/^http:\/\/localhost:3000\/signup\?stytch_token_type=oauth&token=[A-Za-z0-9_-]{43}$/);
    expect(res.headers.get('access-control-allow-origin')).toBe(PAGE);

    const auth = await authenticate(h, token);
    expect(auth.status).toBe(200);
    const data = auth.json.data;
    expect(data.provider_type).toBe('google');
    expect(data.provider_subject).toBe(GRACE.sub);
    expect(data.user.emails).toEqual([{ email_id: expect.any(String), email: GRACE.email, verified: true }]);
    expect(data.user.name).toEqual({ first_name: 'Grace', middle_name: '', last_name: 'Hopper' });
    expect(data.user.providers).toEqual([expect.objectContaining({ provider_type: 'google', provider_subject: GRACE.sub })]);
    expect(data.session.authentication_factors).toEqual([expect.objectContaining({ type: 'oauth', delivery_method: 'oauth_google' })]);
    // One Tap grants an ID token only.
    expect(data.provider_values).toEqual({ access_token: '', id_token, refresh_token: '', scopes: ['openid', 'email', 'profile'], expires_at: '' });

    const again = await authenticate(h, token);
    expect([again.status, again.json.error_type]).toEqual([404, 'oauth_token_not_found']);
  });

  it('logs the same person in again, to the login URL, as the same user', async () => {
    const h = createHarness();
    const first = (await authenticate(h, (await oneTap(h)).token)).json.data;
    const { landing, token } = await oneTap(h);
    expect(landing.origin + landing.pathname).toBe(LOGIN_URL);
    const second = (await authenticate(h, token)).json.data;
    expect(second.user_id).toBe(first.user_id);
    expect(second.user.providers).toEqual(first.user.providers);
  });

  it('meets the redirect flow: the same email through the stand-in page is the same Google account', async () => {
    const h = createHarness();
    const viaOneTap = (await authenticate(h, (await oneTap(h)).token)).json.data;
    const started = await h.emulator.handle(`${ORIGIN}/v1/public/oauth/google/start?public_token=${PUBLIC_TOKEN}&login_redirect_url=${LOGIN_URL}&signup_redirect_url=${SIGNUP_URL}`);
    const state = new URL(started.headers.get('location')!, ORIGIN).searchParams.get('state')!;
    const submitted = await h.emulator.handle(`${ORIGIN}/__emulator/oauth/google/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state, action: 'continue', email: ADA.email }),
    });
    const landing = new URL(submitted.headers.get('location')!);
    expect(landing.origin + landing.pathname).toBe(LOGIN_URL);
    const viaRedirect = (await authenticate(h, landing.searchParams.get('token')!)).json.data;
    expect(viaRedirect.user_id).toBe(viaOneTap.user_id);
    expect(viaRedirect.provider_subject).toBe(viaOneTap.provider_subject);
    expect(viaRedirect.user.providers).toHaveLength(1);
  });

  it('logs an existing user with that email in and links Google to them', async () => {
    const h = createHarness();
    const magic = await h.loginWithMagicLink(ADA.email);
    const { landing, token } = await oneTap(h);
    expect(landing.origin + landing.pathname).toBe(LOGIN_URL);
    const data = (await authenticate(h, token)).json.data;
    expect(data.user_id).toBe(magic.user_id);
    expect(data.user.providers.map((p: { provider_type: string }) => p.provider_type)).toEqual(['google']);
  });

  it('uses the callback id up; a refused callback leaves it usable', async () => {
    const h = createHarness();
    await stage(h, [ADA]);
    const id_token = await credentialFor(h, await subOf(h, ADA.email));
    const id = (await start(h)).json.oauth_callback_id;
    expect((await callback(h, id, { id_token: `${id_token}x` })).json.error_type).toBe('invalid_id_token');
    expect((await callback(h, id, { id_token })).status).toBe(200);
    const replay = await callback(h, id, { id_token });
    expect([replay.status, replay.json.error_type]).toEqual([404, 'oauth_callback_not_found']);
    expect(h.emulator.store.oauthTokens.size).toBe(1);
  });

  it('refuses an unknown callback id, and one older than 10 minutes', async () => {
    const h = createHarness();
    await stage(h, [ADA]);
    const id_token = await credentialFor(h, await subOf(h, ADA.email));
    expect((await callback(h, 'A'.repeat(43), { id_token })).json.error_type).toBe('oauth_callback_not_found');
    const late = (await start(h)).json.oauth_callback_id;
    const fresh = (await start(h)).json.oauth_callback_id;
    h.clock.advance(10 * MINUTE);
    expect((await callback(h, late, { id_token })).json.error_type).toBe('oauth_callback_not_found');
    h.clock.advance(-1);
    expect((await callback(h, fresh, { id_token })).status).toBe(200);
  });

  it('hands back a token that expires 10 minutes after the callback', async () => {
    const h = createHarness();
    const { token } = await oneTap(h);
    h.clock.advance(10 * MINUTE);
    expect((await authenticate(h, token)).json.error_type).toBe('oauth_token_not_found');
  });

  it('refuses a call without the One Tap header, or without an id_token', async () => {
    const h = createHarness();
    const id = (await start(h)).json.oauth_callback_id;
    for (const headers of [{}, { 'x-stytch-oauth-type': 'google' }] as Record<string, string>[]) {
      const res = await callback(h, id, { id_token: 'x' }, headers);
      expect([res.status, res.json.error_type]).toEqual([400, 'invalid_argument']);
    }
    const none = await callback(h, id, {});
    expect([none.status, none.json.error_type]).toEqual([400, 'missing_argument']);
  });

  it('answers a preflight from the page that allows the One Tap header', async () => {
    const res = await createHarness().emulator.handle(`${ORIGIN}/v1/oauth/callback/some-id`, {
      method: 'OPTIONS',
      headers: { origin: PAGE, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-stytch-oauth-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(res.headers.get('access-control-allow-headers')).toContain('x-stytch-oauth-type');
  });
});

describe('the ID token checks', () => {
  /** A started callback id and Ada's genuine token, for a test to tamper with. */
  async function ready(h: Harness) {
    await stage(h, [ADA]);
    const sub = await subOf(h, ADA.email);
    return { sub, id_token: await credentialFor(h, sub), id: (await start(h)).json.oauth_callback_id as string };
  }

  async function refused(h: Harness, id: string, id_token: string, message: RegExp) {
    const tokens = h.emulator.store.oauthTokens.size;
    const res = await callback(h, id, { id_token });
    expect([res.status, res.json.error_type]).toEqual([401, 'invalid_id_token']);
    expect(res.json.error_message).toMatch(message);
    expect(h.emulator.store.oauthTokens.size).toBe(tokens);
  }

  it('refuses a token signed with another key, even under the right kid and claims', async () => {
    const h = createHarness();
    const { sub, id_token, id } = await ready(h);
    const { privateKey } = await generateKeyPair('RS256');
    const iat = Math.floor(h.clock.now() / 1000);
    const forged = await new SignJWT({ azp: GOOGLE_CLIENT_ID, email: ADA.email, email_verified: true, name: ADA.name })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: decodeProtectedHeader(id_token).kid! })
      .setIssuer(ISSUER)
      .setAudience(GOOGLE_CLIENT_ID)
      .setSubject(sub)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(privateKey);
    await refused(h, id, forged, /signature does not verify/);
    expect((await callback(h, id, { id_token })).status).toBe(200);
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const h = createHarness();
    const { id_token, id } = await ready(h);
    const [header, payload, signature] = id_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const changed = Buffer.from(JSON.stringify({ ...claims, email: 'mallory@example.com' })).toString('base64url');
    await refused(h, id, `${header}.${changed}.${signature}`, /signature does not verify/);
  });

  it("refuses a token for another client: the project's client id changed since it was issued", async () => {
    const h = createHarness();
    const { id_token } = await ready(h);
    await setProject(h, { google_client_id: 'another-client.apps.googleusercontent.com' });
    await refused(h, (await start(h)).json.oauth_callback_id, id_token, /issued for another Google client/);
  });

  it('refuses an expired token (an hour after it was issued), not one a second younger', async () => {
    const h = createHarness();
    const { id_token } = await ready(h);
    h.clock.advance(60 * MINUTE - 1000);
    expect((await callback(h, (await start(h)).json.oauth_callback_id, { id_token })).status).toBe(200);
    const second = await credentialFor(h, await subOf(h, ADA.email));
    h.clock.advance(60 * MINUTE);
    await refused(h, (await start(h)).json.oauth_callback_id, second, /expired/);
  });

  it.each([
    ['not a JWT', 'not-a-jwt', /not a signed JWT/],
    ['an unsigned JWT (alg none)', `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"x"}').toString('base64url')}.`, /RS256|not a signed JWT/],
  ])('refuses %s', async (_, token, message) => {
    const h = createHarness();
    const { id } = await ready(h);
    await refused(h, id, token, message);
  });
});

describe('One Tap failures as project settings (docs/spec/product.md §8)', () => {
  async function callWith(settings: Record<string, unknown>, body: Record<string, unknown> = {}) {
    const h = createHarness();
    await stage(h, [ADA]);
    const id_token = await credentialFor(h, await subOf(h, ADA.email));
    const id = (await start(h)).json.oauth_callback_id;
    await setProject(h, settings);
    return callback(h, id, { id_token, ...body });
  }

  it.each([
    ['oauth_providers without google', { oauth_providers: ['github'] }, 404, 'oauth_config_not_found'],
    ['an empty google_client_id', { google_client_id: '' }, 404, 'oauth_config_not_found'],
    ['the default Google credentials', { google_uses_default_credentials: true }, 400, 'default_provider_not_allowed'],
  ])('the callback refuses %s', async (_, settings, status, type) => {
    const res = await callWith(settings);
    expect([res.status, res.json.error_type]).toEqual([status, type]);
  });

  it('needs both redirect URLs, given or the project defaults', async () => {
    const none = await callWith({}, { login_redirect_url: undefined, signup_redirect_url: undefined });
    expect([none.status, none.json.error_type]).toEqual([400, 'no_login_redirect_urls_set']);
    const noSignup = await callWith({ default_login_redirect_url: LOGIN_URL }, { login_redirect_url: undefined, signup_redirect_url: undefined });
    expect([noSignup.status, noSignup.json.error_type]).toEqual([400, 'no_signup_redirect_urls_set']);
    const defaults = await callWith({ default_login_redirect_url: LOGIN_URL, default_signup_redirect_url: 'http://localhost:3000/welcome' }, { login_redirect_url: undefined, signup_redirect_url: undefined });
    expect(defaults.json.redirect_url).toMatch(/^http:\/\/localhost:3000\/welcome\?stytch_token_type=oauth&token=/);
  });

  it('refuses a redirect URL the project does not allow (P7)', async () => {
    const res = await callWith({}, { signup_redirect_url: 'https://evil.com/cb' });
    expect([res.status, res.json.error_type]).toEqual([400, 'invalid_redirect_url']);
  });
});
