// The widget's /idp/oauth/authorize/start and /submit rows: a session is needed, consent is
// required of third-party apps always and of first-party ones only for an ungrantable scope,
// state comes back unchanged, and a code is single-use, bound and short-lived (P4).
import { describe, expect, it } from 'vitest';
import { MINUTE } from './harness';
import { createOidcHarness, CUSTOM_SCOPE, pkcePair, SPA_APP, SPA_REDIRECT, WEB_APP, WEB_REDIRECT } from './oidcHarness';

const { challenge } = pkcePair();
const spa = (extra: Record<string, unknown> = {}) => ({
  client_id: SPA_APP.client_id,
  redirect_uri: SPA_REDIRECT,
  response_type: 'code',
  scopes: ['openid', 'email', 'profile'],
  code_challenge: challenge,
  state: 'xyz',
  ...extra,
});
const web = (extra: Record<string, unknown> = {}) => ({ client_id: WEB_APP.client_id, redirect_uri: WEB_REDIRECT, response_type: 'code', scopes: ['openid', 'email'], ...extra });

describe('POST /idp/oauth/authorize/start', () => {
  it('needs a session: the API error that makes the widget say no session is active', async () => {
    const h = createOidcHarness();
    const res = await h.start(spa());
    expect(res.status).toBe(401);
    expect(res.json.error_type).toBe('unauthorized_credentials');
  });

  it('describes the client, the user and each scope for a third-party app, and asks consent', async () => {
    const h = createOidcHarness();
    const { session, userId } = await h.signIn();
    const res = await h.start(spa({ scopes: ['openid', 'email', 'profile', 'phone', 'offline_access', 'read:reports', 'unheard:of'] }), session);
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.user_id).toBe(userId);
    expect(data.user.emails[0].email).toBe('ada@example.com');
    expect(data.client).toEqual({
      client_id: 'spa-client',
      client_type: 'third_party_public',
      client_name: 'Example SPA',
      client_description: 'A single-page app',
      client_logo_url: 'https://app.example.com/logo.png',
    });
    expect(data.consent_required).toBe(true);
    expect(data.scope_results).toEqual([
      { scope: 'openid', description: 'Verify your identity', is_grantable: true },
      { scope: 'email', description: 'View your email address', is_grantable: true },
      { scope: 'profile', description: 'View your profile info (name, picture and language)', is_grantable: true },
      { scope: 'phone', description: 'View your phone number', is_grantable: true },
      { scope: 'offline_access', description: 'Maintain offline access to the data you have given it access to', is_grantable: true },
      { scope: 'read:reports', description: CUSTOM_SCOPE.description, is_grantable: true },
      { scope: 'unheard:of', description: '', is_grantable: false },
    ]);
  });

  it('asks a first-party app no consent for grantable scopes, but does for an ungrantable one', async () => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    const plain = await h.start(web(), session);
    expect(plain.json.data.consent_required).toBe(false);
    expect(plain.json.data.client).toEqual({ client_id: 'web-client', client_type: 'first_party', client_name: 'Example Web', client_description: '' });
    const custom = await h.start(web({ scopes: ['openid', 'read:reports', 'full_access'] }), session);
    expect(custom.json.data.consent_required).toBe(false);
    const unknown = await h.start(web({ scopes: ['openid', 'unheard:of'] }), session);
    expect(unknown.json.data.consent_required).toBe(true);
    const forced = await h.start(web({ prompt: 'consent' }), session);
    expect(forced.json.data.consent_required).toBe(true);
  });

  it('grants full_access to first-party apps only', async () => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    const third = await h.start(spa({ scopes: ['openid', 'full_access'] }), session);
    expect(third.json.data.scope_results[1]).toEqual({ scope: 'full_access', description: 'Full access to your account', is_grantable: false });
    const first = await h.start(web({ scopes: ['full_access'] }), session);
    expect(first.json.data.scope_results[0].is_grantable).toBe(true);
  });

  it('defaults to openid email profile when no scope is asked', async () => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    const res = await h.start(spa({ scopes: [] }), session);
    expect(res.json.data.scope_results.map((r: { scope: string }) => r.scope)).toEqual(['openid', 'email', 'profile']);
  });

  it.each([
    ['a missing PKCE challenge for a public client', { code_challenge: undefined }, /code_challenge \(PKCE, S256\) is required/],
    ['plain PKCE', { code_challenge_method: 'plain' }, /code_challenge_method must be S256/],
    ['another response type', { response_type: 'id_token' }, /Only response_type=code/],
    ['scopes as a string', { scopes: 'openid email' }, /scopes must be an array of strings/],
    ['a number for state', { state: 7 }, /state must be a string/],
    ['a malformed scope', { scopes: ['openid', 'bad\\scope'] }, /is not a valid scope/],
  ])('refuses %s with a 400 naming it', async (_name, extra, message) => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    const res = await h.start(spa(extra), session);
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('invalid_argument');
    expect(res.json.error_message).toMatch(message);
  });

  it('refuses an unknown client, a body that is not an object, and bad JSON, never with a 500', async () => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    const unknown = await h.start(spa({ client_id: 'constructor' }), session);
    expect([unknown.status, unknown.json.error_type]).toEqual([400, 'invalid_client']);
    const array = await h.start([] as unknown as Record<string, unknown>, session);
    expect([array.status, array.json.error_type]).toEqual([400, 'bad_request']);
    const broken = await h.call('POST', '/idp/oauth/authorize/start', { session, rawBody: '{"client_id":' });
    expect([broken.status, broken.json.error_type]).toEqual([400, 'invalid_json']);
  });
});

describe('POST /idp/oauth/authorize/submit', () => {
  it('answers the redirect URI with a code and the state echoed unchanged', async () => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    const state = 'ü &state=evil#x%20?/';
    const res = await h.submit(spa({ state, consent_granted: true }), session);
    expect(res.status).toBe(200);
    const redirect = new URL(res.json.data.redirect_uri);
    expect(redirect.origin + redirect.pathname).toBe(SPA_REDIRECT);
    expect([...redirect.searchParams.keys()]).toEqual(['code', 'state']);
    expect(redirect.searchParams.get('state')).toBe(state);
    expect(redirect.searchParams.get('code')).toBe(res.json.data.authorization_code);
  });

  it('answers access_denied with the state when consent is required and refused, and issues no code', async () => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    const res = await h.submit(spa({ consent_granted: false }), session);
    expect(res.status).toBe(200);
    expect(res.json.data.authorization_code).toBeUndefined();
    const redirect = new URL(res.json.data.redirect_uri);
    expect(redirect.searchParams.get('error')).toBe('access_denied');
    expect(redirect.searchParams.get('state')).toBe('xyz');
    expect(redirect.searchParams.get('code')).toBeNull();
    expect(h.emulator.store.authorizationCodes.size).toBe(0);
  });

  it("issues a code to a first-party app that needs no consent even on the widget's consent_granted false", async () => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    const res = await h.submit(web({ consent_granted: false }), session);
    expect(res.json.data.authorization_code).toEqual(expect.any(String));
    const denied = await h.submit(web({ scopes: ['openid', 'unheard:of'], consent_granted: false }), session);
    expect(new URL(denied.json.data.redirect_uri).searchParams.get('error')).toBe('access_denied');
  });

  it('binds the code to the client, redirect URI, challenge, nonce, user, grantable scopes and auth time; 10 minutes', async () => {
    const h = createOidcHarness();
    const { session, userId } = await h.signIn();
    const res = await h.submit(spa({ nonce: 'n-1', scopes: ['openid', 'unheard:of', 'email'], consent_granted: true }), session);
    const record = h.emulator.store.authorizationCodes.get(res.json.data.authorization_code)!;
    expect(record).toMatchObject({
      client_id: 'spa-client',
      redirect_uri: SPA_REDIRECT,
      code_challenge: challenge,
      nonce: 'n-1',
      user_id: userId,
      scopes: ['openid', 'email'],
      used: false,
      expires_at: h.clock.now() + 10 * MINUTE,
    });
    expect(record.auth_time).toBe(Math.floor(h.clock.now() / 1000));
  });

  it('needs consent_granted as a boolean and a session', async () => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    const missing = await h.submit(spa(), session);
    expect([missing.status, missing.json.error_message]).toEqual([400, 'consent_granted is required and must be true or false']);
    const text = await h.submit(spa({ consent_granted: 'true' }), session);
    expect(text.status).toBe(400);
    const anonymous = await h.submit(spa({ consent_granted: true }));
    expect(anonymous.json.error_type).toBe('unauthorized_credentials');
  });
});
