// The OAuth calls of the client (docs/spec/api.md §3, §7): the start navigation's URL for every provider,
// the token exchange with the verifier taken once (P3), and One Tap's two raw rows outside
// /sdk/v1 through the real transport with a recording fetch.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiError, UsageError } from '../../../src/api/errors';
import { oauthApi, oauthStartUrl, oneTapApi } from '../../../src/api/oauth';
import { createPkceStore } from '../../../src/api/pkceStore';
import { createTransport, type Call } from '../../../src/api/transport';
import type { SafeStorage } from '../../../src/util/storage';
import { decodeBasic, fakeFetch, json, ok, type Responder } from '../../support/fetch';
import { everyType, OAUTH_TYPES } from '../../support/oauthTypes';

const TOKEN = 'public-token-test-oauth';
const ORIGIN = 'http://localhost:9099';
const VERIFIER_KEY = `auth_widget_pkce_oauth:${TOKEN}`;

const TYPES = OAUTH_TYPES;

/** A storage that is only a map, so the test reads exactly what the store kept. */
function fakeStorage() {
  const map = new Map<string, string>();
  const storage: SafeStorage = {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
  };
  return { storage, map };
}

/** base64url(SHA-256(verifier)) without padding (RFC 7636 §4.2), computed apart from src/. */
const challengeOf = (verifier: string) => createHash('sha256').update(verifier, 'ascii').digest('base64url');

function pkce() {
  const { storage, map } = fakeStorage();
  return { store: createPkceStore(storage, TOKEN), map };
}

/** The URL's path and its query as a list of pairs, in order, every value as decoded. */
function parts(url: string) {
  const parsed = new URL(url);
  return { base: `${parsed.origin}${parsed.pathname}`, query: [...parsed.searchParams] };
}

describe('oauthStartUrl (docs/spec/api.md §3, §7)', () => {
  it('lists the 19 providers', () => {
    expect(everyType).toBe(true);
    expect(new Set(TYPES).size).toBe(19);
  });

  it.each(TYPES)('%s: the start path with the public token and the challenge of the verifier kept for oauth', async (type) => {
    const { store, map } = pkce();
    const url = await oauthStartUrl(ORIGIN, type, TOKEN, {}, store);
    const verifier = map.get(VERIFIER_KEY)!;
    expect(verifier).toMatch(/^[0-9a-f]{128}$/);
    expect(parts(url)).toEqual({
      base: `${ORIGIN}/v1/public/oauth/${type}/start`,
      query: [
        ['public_token', TOKEN],
        ['code_challenge', challengeOf(verifier)],
      ],
    });
    // Only the challenge leaves: the verifier stays in storage.
    expect(url).not.toContain(verifier);
    expect([...map.keys()]).toEqual([VERIFIER_KEY]);
  });

  it.each(TYPES)('%s: scopes space-joined, each provider param as provider_<key>, both redirect URLs', async (type) => {
    const { store, map } = pkce();
    const url = await oauthStartUrl(
      ORIGIN,
      type,
      TOKEN,
      {
        customScopes: ['read:user', 'repo'],
        providerParams: { prompt: 'consent', login_hint: 'ada@example.com' },
        loginRedirectURL: 'http://localhost:3000/login',
        signupRedirectURL: 'http://localhost:3000/signup',
      },
      store,
    );
    expect(parts(url)).toEqual({
      base: `${ORIGIN}/v1/public/oauth/${type}/start`,
      query: [
        ['public_token', TOKEN],
        ['code_challenge', challengeOf(map.get(VERIFIER_KEY)!)],
        ['custom_scopes', 'read:user repo'],
        ['provider_prompt', 'consent'],
        ['provider_login_hint', 'ada@example.com'],
        ['login_redirect_url', 'http://localhost:3000/login'],
        ['signup_redirect_url', 'http://localhost:3000/signup'],
      ],
    });
  });

  it.each([
    ['no scopes', { customScopes: [] }],
    ['no provider params', { providerParams: {} }],
    ['empty redirect URLs', { loginRedirectURL: '', signupRedirectURL: '' }],
    ['nothing', {}],
  ])('leaves out what is not given (%s)', async (_, options) => {
    const { store } = pkce();
    const names = parts(await oauthStartUrl(ORIGIN, 'github', TOKEN, options, store)).query.map(([name]) => name);
    expect(names).toEqual(['public_token', 'code_challenge']);
  });

  it('sends only the redirect URL given', async () => {
    const login = parts(await oauthStartUrl(ORIGIN, 'google', TOKEN, { loginRedirectURL: 'http://localhost:3000/in' }, pkce().store));
    expect(login.query.map(([name]) => name)).toEqual(['public_token', 'code_challenge', 'login_redirect_url']);
    const signup = parts(await oauthStartUrl(ORIGIN, 'google', TOKEN, { signupRedirectURL: 'http://localhost:3000/up' }, pkce().store));
    expect(signup.query.map(([name]) => name)).toEqual(['public_token', 'code_challenge', 'signup_redirect_url']);
  });

  it('uses a cname base as given', async () => {
    const url = await oauthStartUrl('https://auth.example.com', 'gitlab', TOKEN, {}, pkce().store);
    expect(url.startsWith('https://auth.example.com/v1/public/oauth/gitlab/start?public_token=')).toBe(true);
  });

  it('URL-encodes awkward values: spaces, &, =, #, + and Unicode travel intact', async () => {
    const awkward = {
      customScopes: ['a&b=c', 'ü#+'],
      providerParams: { 'login hint': 'Ada & Grace = 100% ✓ #1 +x', nonce: '?a=b&c' },
      loginRedirectURL: 'http://localhost:3000/cb?next=/a&b=ü',
      signupRedirectURL: 'http://localhost:3000/cb#frag',
    };
    const url = await oauthStartUrl(ORIGIN, 'slack', TOKEN, awkward, pkce().store);
    const { search } = new URL(url);
    // Nothing raw that would split or end the query: one & between each pair, no space, no #.
    expect(search.split('&')).toHaveLength(7);
    expect(search).not.toMatch(/[ #ü✓]/);
    expect(Object.fromEntries(new URL(url).searchParams)).toEqual({
      public_token: TOKEN,
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      custom_scopes: 'a&b=c ü#+',
      'provider_login hint': 'Ada & Grace = 100% ✓ #1 +x',
      provider_nonce: '?a=b&c',
      login_redirect_url: 'http://localhost:3000/cb?next=/a&b=ü',
      signup_redirect_url: 'http://localhost:3000/cb#frag',
    });
  });

  it('each start keeps a fresh verifier, and the URL carries the challenge of the newest', async () => {
    const { store, map } = pkce();
    const first = new URL(await oauthStartUrl(ORIGIN, 'google', TOKEN, {}, store)).searchParams.get('code_challenge');
    const firstVerifier = map.get(VERIFIER_KEY);
    const second = new URL(await oauthStartUrl(ORIGIN, 'google', TOKEN, {}, store)).searchParams.get('code_challenge');
    expect(map.get(VERIFIER_KEY)).not.toBe(firstVerifier);
    expect(second).not.toBe(first);
    expect(second).toBe(challengeOf(map.get(VERIFIER_KEY)!));
  });
});

/** A Call that records what it was asked and answers like an Auth response. */
function recordingCall() {
  const calls: { endpoint: string; body: unknown }[] = [];
  const call = (async (endpoint: string, body: unknown) => {
    calls.push({ endpoint, body });
    return { request_id: 'request-id-test-1', status_code: 200 };
  }) as unknown as Call;
  return { call, calls };
}

describe('oauthApi().authenticate (docs/spec/api.md §3, P3)', () => {
  it('sends the stored verifier once; a second call sends none', async () => {
    const { store, map } = pkce();
    const { call, calls } = recordingCall();
    await oauthStartUrl(ORIGIN, 'github', TOKEN, {}, store);
    const verifier = map.get(VERIFIER_KEY)!;
    const api = oauthApi(call, store);
    await api.authenticate('oauth-token-1', 30);
    expect(map.has(VERIFIER_KEY)).toBe(false);
    await api.authenticate('oauth-token-1', 30);
    // Strict: a second call carries no code_verifier key at all.
    expect(calls).toStrictEqual([
      { endpoint: 'POST /oauth/authenticate', body: { token: 'oauth-token-1', session_duration_minutes: 30, code_verifier: verifier } },
      { endpoint: 'POST /oauth/authenticate', body: { token: 'oauth-token-1', session_duration_minutes: 30 } },
    ]);
  });

  it('without a start in this browser (One Tap) sends no verifier', async () => {
    const { call, calls } = recordingCall();
    await oauthApi(call, pkce().store).authenticate('one-tap-token', 60);
    expect(calls[0]!.body).toStrictEqual({ token: 'one-tap-token', session_duration_minutes: 60 });
  });

  it.each([[undefined], [null], [42], [{ token: 'x' }], [['x']]])('refuses the token %j with a UsageError and sends nothing', async (token) => {
    const { call, calls } = recordingCall();
    const { store, map } = pkce();
    await store.start('oauth');
    expect(() => oauthApi(call, store).authenticate(token as never, 30)).toThrow(UsageError);
    expect(() => oauthApi(call, store).authenticate(token as never, 30)).toThrow('Invalid call to oauth.authenticate\ntoken must be a string.');
    expect(calls).toEqual([]);
    // The refused call leaves the verifier for the real one.
    expect(map.has(VERIFIER_KEY)).toBe(true);
  });
});

function transport(respond: Responder) {
  const { fetch, calls } = fakeFetch(respond);
  const call = createTransport({
    publicToken: TOKEN,
    origin: ORIGIN,
    fetch,
    sessionToken: () => undefined,
    telemetryHeader: () => 'telemetry-header',
    antiFraud: async () => ({}),
    onUnrecoverable: () => undefined,
  });
  return { call, calls };
}

describe('oneTapApi through the transport (docs/spec/api.md §3: raw rows outside /sdk/v1)', () => {
  it('start: GET {origin}/v1/public/oauth/google/onetap/start?public_token=…, answered raw', async () => {
    const answer = { request_id: 'request-id-test-2', google_client_id: 'client.apps.googleusercontent.com', oauth_callback_id: 'cb-1' };
    const { call, calls } = transport(() => json(200, answer));
    const result = await oneTapApi(call, TOKEN).start();
    expect(result).toEqual(answer);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${ORIGIN}/v1/public/oauth/google/onetap/start?public_token=${TOKEN}`);
    expect(calls[0]!.method).toBe('GET');
    expect(calls[0]!.init.body).toBeUndefined();
    expect(decodeBasic(calls[0]!.headers.authorization!)).toBe(`${TOKEN}:${TOKEN}`);
    expect(calls[0]!.headers).not.toHaveProperty('x-stytch-oauth-type');
  });

  it('start URL-encodes the public token', async () => {
    const { call, calls } = transport(() => json(200, { request_id: 'r', google_client_id: '', oauth_callback_id: '' }));
    await oneTapApi(call, 'public-token-test-a&b c').start();
    expect(calls[0]!.url).toBe(`${ORIGIN}/v1/public/oauth/google/onetap/start?public_token=public-token-test-a%26b%20c`);
  });

  it('callback: POST {origin}/v1/oauth/callback/{id} with the One Tap header and the id token, answered raw', async () => {
    const answer = { redirect_url: 'http://localhost:3000/login?stytch_token_type=oauth&token=abc', status_code: 200, request_id: 'request-id-test-3' };
    const { call, calls } = transport(() => json(200, answer));
    const result = await oneTapApi(call, TOKEN).callback('cb-1', 'header.payload.signature', {
      loginRedirectURL: 'http://localhost:3000/login',
      signupRedirectURL: 'http://localhost:3000/signup',
    });
    expect(result).toEqual(answer);
    const [sent] = calls;
    expect(sent!.url).toBe(`${ORIGIN}/v1/oauth/callback/cb-1`);
    expect(sent!.method).toBe('POST');
    expect(sent!.headers['x-stytch-oauth-type']).toBe('google-one-tap');
    expect(sent!.body).toEqual({
      id_token: 'header.payload.signature',
      login_redirect_url: 'http://localhost:3000/login',
      signup_redirect_url: 'http://localhost:3000/signup',
    });
  });

  it('callback: the id is URL-encoded into one path segment; redirect URLs not given are left out', async () => {
    const { call, calls } = transport(() => json(200, { redirect_url: 'https://x.example/', status_code: 200, request_id: 'r' }));
    await oneTapApi(call, TOKEN).callback('a/b?c#d é', 'jwt', {});
    expect(calls[0]!.url).toBe(`${ORIGIN}/v1/oauth/callback/a%2Fb%3Fc%23d%20%C3%A9`);
    expect(calls[0]!.body).toEqual({ id_token: 'jwt' });
  });

  it('a raw answer is returned as it is: a data field is not unwrapped', async () => {
    const answer = { data: { google_client_id: 'wrapped' }, request_id: 'r', google_client_id: 'raw', oauth_callback_id: 'cb' };
    const { call } = transport(() => json(200, answer));
    expect(await oneTapApi(call, TOKEN).start()).toEqual(answer);
  });

  it('an SDK row beside it is still unwrapped from data (the raw rule is by path)', async () => {
    const { call, calls } = transport(() => ok({ user_id: 'user-1' }));
    expect(await call('GET /users/me')).toEqual({ request_id: 'request-id-test-1', status_code: 200, user_id: 'user-1' });
    expect(calls[0]!.url).toBe(`${ORIGIN}/sdk/v1/users/me`);
  });

  it.each([
    ['start', 404, 'oauth_config_not_found'],
    ['start', 400, 'default_provider_not_allowed'],
    ['callback', 404, 'oauth_callback_not_found'],
    ['callback', 401, 'invalid_id_token'],
  ] as const)('%s: a flat error body (status %i) raises ApiError %s', async (row, status, type) => {
    const body = { status_code: status, request_id: 'request-id-test-4', error_type: type, error_message: `Message for ${type}.`, error_url: 'https://example.com/errors' };
    const { call } = transport(() => json(status, body));
    const api = oneTapApi(call, TOKEN);
    const error = await (row === 'start' ? api.start() : api.callback('cb-1', 'jwt', {})).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ error_type: type, status_code: status, error_message: `Message for ${type}.`, request_id: 'request-id-test-4' });
  });
});
