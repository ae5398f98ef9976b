// The token endpoint and userinfo: codes single-use (a replay revokes what the code gave), PKCE,
// client authentication (basic and post), the ID token verified against the served JWKS with
// jose, claims by scope, the refresh grant with rotation, RFC 6749 §5.2 and RFC 6750 errors.
import { createHash } from 'node:crypto';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { describe, expect, it } from 'vitest';
import { MINUTE, ORIGIN } from './harness';
import { basicFor, createOidcHarness, ISSUER, pkcePair, SPA_APP, SPA_REDIRECT, WEB_APP, WEB_SECRET, type OidcHarness } from './oidcHarness';

const USERINFO = `${ORIGIN}/v1/public/oauth2/userinfo`;

/** Verifies with jose against the keys the emulator serves at its jwks_uri, as a relying party does. */
async function verifyIdToken(h: OidcHarness, idToken: string, audience: string) {
  const jwks = (await (await h.emulator.handle(`${ORIGIN}/v1/public/oauth2/jwks`)).json()) as JSONWebKeySet;
  return jwtVerify(idToken, createLocalJWKSet(jwks), { issuer: ISSUER, audience, algorithms: ['RS256'], currentDate: new Date(h.clock.now()) });
}

function userinfo(h: OidcHarness, token: string | null, method = 'GET') {
  return h.call(method, USERINFO, { authorization: token === null ? null : `Bearer ${token}` });
}

describe('the authorization_code grant', () => {
  it('gives a public client tokens and an ID token that verifies against the JWKS', async () => {
    const h = createOidcHarness();
    const { session, userId } = await h.signIn();
    await h.call('PUT', '/users/me', { session, body: { name: { first_name: 'Ada', last_name: 'Lovelace' } } });
    const { code, verifier } = await h.codeFor(SPA_APP, session, { nonce: 'nonce-123' });
    const res = await h.exchange(SPA_APP, code, verifier);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.json).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'openid email profile' });
    expect(res.json.refresh_token).toBeUndefined();
    expect(decodeProtectedHeader(res.json.id_token)).toMatchObject({ alg: 'RS256', typ: 'JWT', kid: expect.any(String) });
    const { payload } = await verifyIdToken(h, res.json.id_token, 'spa-client');
    const now = Math.floor(h.clock.now() / 1000);
    expect(payload).toMatchObject({
      iss: ISSUER,
      sub: userId,
      aud: 'spa-client',
      nonce: 'nonce-123',
      iat: now,
      exp: now + 3600,
      auth_time: now,
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
      given_name: 'Ada',
      family_name: 'Lovelace',
    });
    // OIDC Core §3.1.3.6: at_hash is the left half of the access token's SHA-256, base64url.
    const digest = createHash('sha256').update(res.json.access_token as string).digest();
    expect(payload.at_hash).toBe(digest.subarray(0, 16).toString('base64url'));
  });

  it('refuses an ID token whose payload was changed', async () => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    const { code, verifier } = await h.codeFor(SPA_APP, session);
    const { id_token } = (await h.exchange(SPA_APP, code, verifier)).json;
    const [header, body, signature] = id_token.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = [header, Buffer.from(JSON.stringify({ ...claims, sub: 'user-test-someone-else' })).toString('base64url'), signature].join('.');
    await expect(verifyIdToken(h, forged, 'spa-client')).rejects.toThrow(/signature verification failed/);
  });

  it('releases claims by scope only', async () => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    await h.call('PUT', '/users/me', { session, body: { name: { first_name: 'Ada' } } });
    const cases: [string[], string[]][] = [
      [['openid'], []],
      [['openid', 'email'], ['email', 'email_verified']],
      [['openid', 'profile'], ['name', 'given_name']],
      [['openid', 'phone'], []], // no phone number on this user: the claim is left out, not sent empty
    ];
    for (const [scopes, expected] of cases) {
      const { code, verifier } = await h.codeFor(SPA_APP, session, { scopes });
      const tokens = (await h.exchange(SPA_APP, code, verifier)).json;
      const { payload } = await verifyIdToken(h, tokens.id_token, 'spa-client');
      const extra = Object.keys(payload).filter((k) => !['iss', 'sub', 'aud', 'iat', 'exp', 'auth_time', 'nonce', 'at_hash'].includes(k));
      expect(extra.sort(), scopes.join(' ')).toEqual([...expected].sort());
      const info = await userinfo(h, tokens.access_token);
      expect(Object.keys(info.json).sort()).toEqual(['sub', ...expected].sort());
    }
  });

  it('takes a code only once; the replay revokes the tokens it gave (RFC 6749 §4.1.2)', async () => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    const { code, verifier } = await h.codeFor(SPA_APP, session, { scopes: ['openid', 'offline_access'] });
    const first = await h.exchange(SPA_APP, code, verifier);
    expect(first.status).toBe(200);
    expect((await userinfo(h, first.json.access_token)).status).toBe(200);
    const second = await h.exchange(SPA_APP, code, verifier);
    expect(second.status).toBe(400);
    expect(second.json).toEqual({ error: 'invalid_grant', error_description: 'The code was already used; the tokens issued from it are revoked' });
    expect((await userinfo(h, first.json.access_token)).status).toBe(401);
    const refreshed = await h.token({ grant_type: 'refresh_token', refresh_token: first.json.refresh_token, client_id: SPA_APP.client_id });
    expect(refreshed.json.error).toBe('invalid_grant');
  });

  it('refuses a PKCE mismatch, a missing verifier and a verifier for a code without a challenge; the code is then used up', async () => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    const { code, verifier } = await h.codeFor(SPA_APP, session);
    const wrong = await h.exchange(SPA_APP, code, pkcePair().verifier);
    expect(wrong.json).toEqual({ error: 'invalid_grant', error_description: 'code_verifier does not match the code_challenge' });
    expect((await h.exchange(SPA_APP, code, verifier)).json.error).toBe('invalid_grant');
    const again = await h.codeFor(SPA_APP, session);
    const missing = await h.token({ grant_type: 'authorization_code', code: again.code, redirect_uri: SPA_REDIRECT, client_id: SPA_APP.client_id });
    expect(missing.json.error_description).toBe('code_verifier is required: the authorization request had a code_challenge');
    const plain = await h.codeFor(WEB_APP, session, { code_challenge: undefined, code_challenge_method: undefined });
    const extra = await h.exchange(WEB_APP, plain.code, pkcePair().verifier);
    expect(extra.json.error_description).toBe('code_verifier was sent, but the authorization request had no code_challenge');
  });

  it('refuses another redirect_uri, another client, and an expired code', async () => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    const a = await h.codeFor(SPA_APP, session);
    const otherUri = await h.token({ grant_type: 'authorization_code', code: a.code, redirect_uri: `${SPA_REDIRECT}/`, code_verifier: a.verifier, client_id: SPA_APP.client_id });
    expect(otherUri.json.error_description).toBe('redirect_uri must be the one of the authorization request, exactly');
    const b = await h.codeFor(SPA_APP, session);
    const otherClient = await h.token(
      { grant_type: 'authorization_code', code: b.code, redirect_uri: SPA_REDIRECT, code_verifier: b.verifier },
      { authorization: basicFor(WEB_APP.client_id, WEB_SECRET) },
    );
    expect(otherClient.json.error).toBe('invalid_grant');
    expect((await h.exchange(SPA_APP, b.code, b.verifier)).status).toBe(200);
    const c = await h.codeFor(SPA_APP, session);
    h.clock.advance(10 * MINUTE);
    expect((await h.exchange(SPA_APP, c.code, c.verifier)).json.error).toBe('invalid_grant');
  });
});

describe('client authentication', () => {
  it('accepts client_secret_basic and client_secret_post for a confidential client', async () => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    const basic = await h.codeFor(WEB_APP, session);
    expect((await h.exchange(WEB_APP, basic.code, basic.verifier)).status).toBe(200);
    const post = await h.codeFor(WEB_APP, session);
    const res = await h.token({ grant_type: 'authorization_code', code: post.code, redirect_uri: WEB_APP.redirect_urls[0]!, code_verifier: post.verifier, client_id: WEB_APP.client_id, client_secret: WEB_SECRET });
    expect(res.status).toBe(200);
  });

  it('answers 401 invalid_client to a wrong secret, with WWW-Authenticate for Basic, and leaves the code usable', async () => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    const { code, verifier } = await h.codeFor(WEB_APP, session);
    const form = { grant_type: 'authorization_code', code, redirect_uri: WEB_APP.redirect_urls[0]!, code_verifier: verifier };
    const basic = await h.token(form, { authorization: basicFor(WEB_APP.client_id, 'wrong-secret') });
    expect(basic.status).toBe(401);
    expect(basic.json.error).toBe('invalid_client');
    expect(basic.headers.get('www-authenticate')).toBe('Basic realm="token"');
    const post = await h.token({ ...form, client_id: WEB_APP.client_id, client_secret: `${WEB_SECRET}x` });
    expect([post.status, post.json.error, post.headers.get('www-authenticate')]).toEqual([401, 'invalid_client', null]);
    const none = await h.token({ ...form, client_id: WEB_APP.client_id });
    expect([none.status, none.json.error]).toEqual([401, 'invalid_client']);
    expect((await h.exchange(WEB_APP, code, verifier)).status).toBe(200);
  });

  it('refuses a secret from a public client, two methods at once, and an unknown client', async () => {
    const h = createOidcHarness();
    const spaWithSecret = await h.token({ grant_type: 'authorization_code', code: 'x', client_id: SPA_APP.client_id, client_secret: 'anything' });
    expect([spaWithSecret.status, spaWithSecret.json.error]).toEqual([401, 'invalid_client']);
    const both = await h.token({ grant_type: 'authorization_code', code: 'x', client_secret: WEB_SECRET }, { authorization: basicFor(WEB_APP.client_id, WEB_SECRET) });
    expect([both.status, both.json.error]).toEqual([400, 'invalid_request']);
    const unknown = await h.token({ grant_type: 'authorization_code', code: 'x', client_id: 'toString' });
    expect([unknown.status, unknown.json.error]).toEqual([401, 'invalid_client']);
    const garbled = await h.token({ grant_type: 'authorization_code', code: 'x' }, { authorization: 'Basic !!!' });
    expect([garbled.status, garbled.json.error]).toEqual([401, 'invalid_client']);
  });
});

describe('the refresh_token grant', () => {
  it('is offered with offline_access only, rotates, and refuses a rotated token by revoking the grant', async () => {
    const h = createOidcHarness();
    const { session, userId } = await h.signIn();
    const { code, verifier } = await h.codeFor(SPA_APP, session, { scopes: ['openid', 'email', 'offline_access'], nonce: 'n' });
    const first = (await h.exchange(SPA_APP, code, verifier)).json;
    expect(first.refresh_token).toEqual(expect.any(String));
    h.clock.advance(5 * MINUTE);
    const second = await h.token({ grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: SPA_APP.client_id });
    expect(second.status).toBe(200);
    expect(second.json.refresh_token).not.toBe(first.refresh_token);
    expect(second.json.scope).toBe('openid email offline_access');
    const { payload } = await verifyIdToken(h, second.json.id_token, 'spa-client');
    expect(payload.sub).toBe(userId);
    expect(payload.nonce).toBeUndefined();
    expect(payload.auth_time).toBe(Math.floor((h.clock.now() - 5 * MINUTE) / 1000));
    expect((await userinfo(h, second.json.access_token)).json.email).toBe('ada@example.com');
    const narrowed = await h.token({ grant_type: 'refresh_token', refresh_token: second.json.refresh_token, client_id: SPA_APP.client_id, scope: 'openid' });
    expect(narrowed.json.scope).toBe('openid');
    expect((await userinfo(h, narrowed.json.access_token)).json).toEqual({ sub: userId });
    const replay = await h.token({ grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: SPA_APP.client_id });
    expect(replay.json.error).toBe('invalid_grant');
    expect((await userinfo(h, narrowed.json.access_token)).status).toBe(401);
    const latest = await h.token({ grant_type: 'refresh_token', refresh_token: narrowed.json.refresh_token, client_id: SPA_APP.client_id });
    expect(latest.json.error).toBe('invalid_grant');
  });

  it('refuses a wider scope and another client', async () => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    const { code, verifier } = await h.codeFor(WEB_APP, session, { scopes: ['openid', 'offline_access'] });
    const tokens = (await h.exchange(WEB_APP, code, verifier)).json;
    const wider = await h.token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, scope: 'openid email' }, { authorization: basicFor(WEB_APP.client_id, WEB_SECRET) });
    expect([wider.status, wider.json.error]).toEqual([400, 'invalid_scope']);
    const other = await h.token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: SPA_APP.client_id });
    expect(other.json.error).toBe('invalid_grant');
  });
});

describe('token endpoint errors (RFC 6749 §5.2), never a 500', () => {
  it.each([
    ['no grant_type', { client_id: 'spa-client' }, 400, 'invalid_request'],
    ['an unsupported grant', { grant_type: 'password', client_id: 'spa-client' }, 400, 'unsupported_grant_type'],
    ['client credentials', { grant_type: 'client_credentials', client_id: 'spa-client' }, 400, 'unsupported_grant_type'],
    ['no code', { grant_type: 'authorization_code', client_id: 'spa-client' }, 400, 'invalid_request'],
    ['an unknown code', { grant_type: 'authorization_code', client_id: 'spa-client', code: 'nope', redirect_uri: SPA_REDIRECT }, 400, 'invalid_grant'],
    ['no refresh token', { grant_type: 'refresh_token', client_id: 'spa-client' }, 400, 'invalid_request'],
    ['a prototype key as code', { grant_type: 'authorization_code', client_id: 'spa-client', code: '__proto__' }, 400, 'invalid_grant'],
  ])('%s', async (_name, form, status, error) => {
    const h = createOidcHarness();
    const res = await h.token(form as Record<string, string>);
    expect(res.status).toBe(status);
    expect(res.json.error).toBe(error);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses JSON bodies and repeated parameters with invalid_request', async () => {
    const h = createOidcHarness();
    const json = await h.call('POST', `${ORIGIN}/v1/public/oauth2/token`, { authorization: null, body: { grant_type: 'authorization_code' } });
    expect([json.status, json.json.error]).toEqual([400, 'invalid_request']);
    const repeated = await h.call('POST', `${ORIGIN}/v1/public/oauth2/token`, {
      authorization: null,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: 'grant_type=authorization_code&client_id=spa-client&code=a&code=b',
    });
    expect(repeated.json).toEqual({ error: 'invalid_request', error_description: 'code must be given at most once' });
  });

  it('allows the browser of a connected app to call it (CORS for public clients)', async () => {
    const h = createOidcHarness({ project: { allowed_origins: ['http://localhost:3000'] } });
    const preflight = await h.emulator.handle(`${ORIGIN}/v1/public/oauth2/token`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:4000', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:4000');
    const stranger = await h.emulator.handle(`${ORIGIN}/v1/public/oauth2/token`, { method: 'OPTIONS', headers: { origin: 'http://localhost:4001' } });
    expect(stranger.status).toBe(403);
    const sdk = await h.emulator.handle(`${ORIGIN}/sdk/v1/users/me`, { method: 'OPTIONS', headers: { origin: 'http://localhost:4000' } });
    expect(sdk.status).toBe(403);
  });
});

describe('userinfo (RFC 6750)', () => {
  it('answers GET and POST with a bearer token', async () => {
    const h = createOidcHarness();
    const { session, userId } = await h.signIn();
    const { code, verifier } = await h.codeFor(SPA_APP, session, { scopes: ['openid', 'email'] });
    const { access_token } = (await h.exchange(SPA_APP, code, verifier)).json;
    for (const method of ['GET', 'POST']) {
      const res = await userinfo(h, access_token, method);
      expect(res.json).toEqual({ sub: userId, email: 'ada@example.com', email_verified: true });
    }
  });

  it('challenges a missing, malformed, unknown or expired token', async () => {
    const h = createOidcHarness();
    const none = await userinfo(h, null);
    expect([none.status, none.headers.get('www-authenticate')]).toEqual([401, 'Bearer realm="userinfo"']);
    const malformed = await h.call('GET', USERINFO, { authorization: 'Basic abc' });
    expect([malformed.status, malformed.json.error]).toEqual([400, 'invalid_request']);
    const unknown = await userinfo(h, 'not-a-token');
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get('www-authenticate')).toMatch(/^Bearer realm="userinfo", error="invalid_token", error_description="/);
    const { session } = await h.signIn();
    const { code, verifier } = await h.codeFor(SPA_APP, session);
    const { access_token } = (await h.exchange(SPA_APP, code, verifier)).json;
    h.clock.advance(60 * MINUTE);
    expect((await userinfo(h, access_token)).json.error).toBe('invalid_token');
  });

  it('answers insufficient_scope to a token without openid', async () => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    const { code, verifier } = await h.codeFor(SPA_APP, session, { scopes: ['email'] });
    const tokens = (await h.exchange(SPA_APP, code, verifier)).json;
    expect(tokens.id_token).toBeUndefined();
    const res = await userinfo(h, tokens.access_token);
    expect([res.status, res.json.error]).toEqual([403, 'insufficient_scope']);
  });
});
