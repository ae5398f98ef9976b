// The OpenID Provider's authorization endpoint and its exact redirect matching (docs/spec/security.md P7):
// a near miss of a registered URI is an error page, never a redirect, at the endpoint and in the
// widget's rows alike; once the client and URI hold, other problems go back to the app with state.
import { describe, expect, it } from 'vitest';
import { ORIGIN } from './harness';
import { createOidcHarness, IDP_PAGE, pkcePair, SPA_APP, SPA_LOGOUT, SPA_REDIRECT, WEB_APP, WEB_REDIRECT, type OidcHarness } from './oidcHarness';

const AUTHORIZE = `${ORIGIN}/v1/public/oauth2/authorize`;
const { challenge } = pkcePair();

function authorize(h: OidcHarness, params: Record<string, string | undefined>): Promise<Response> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.append(name, value);
  return h.emulator.handle(`${AUTHORIZE}?${query}`);
}

const spaRequest = (overrides: Record<string, string | undefined> = {}) => ({
  client_id: SPA_APP.client_id,
  redirect_uri: SPA_REDIRECT,
  response_type: 'code',
  scope: 'openid email',
  state: 'af0ifjsldkj',
  nonce: 'n-0S6_WzA2Mj',
  code_challenge: challenge,
  code_challenge_method: 'S256',
  ...overrides,
});

/** Near misses of http://localhost:4000/callback (and of https://app.example.com/oidc/callback). */
const NEAR_MISSES: [string, string][] = [
  ['trailing slash', 'http://localhost:4000/callback/'],
  ['path case', 'http://localhost:4000/Callback'],
  ['host case', 'http://LOCALHOST:4000/callback'],
  ['another port', 'http://localhost:4001/callback'],
  ['default port spelled out', 'https://app.example.com:443/oidc/callback'],
  ['an added query', 'http://localhost:4000/callback?next=/admin'],
  ['an empty query', 'http://localhost:4000/callback?'],
  ['a fragment', 'http://localhost:4000/callback#frag'],
  ['https for http', 'https://localhost:4000/callback'],
  ['http for https', 'http://app.example.com/oidc/callback'],
  ['userinfo', 'http://evil@localhost:4000/callback'],
  ['userinfo host swap', 'http://localhost:4000@evil.example/callback'],
  ['path traversal', 'http://localhost:4000/callback/../evil'],
  ['encoded traversal', 'http://localhost:4000/callback/%2e%2e/evil'],
  ['a longer path', 'http://localhost:4000/callback/more'],
  ['a prefix', 'http://localhost:4000/call'],
  ['subdomain', 'https://evil.app.example.com/oidc/callback'],
  ['suffix host', 'https://app.example.com.evil.example/oidc/callback'],
  ['percent-encoded path', 'http://localhost:4000/%63allback'],
  ['trailing dot host', 'http://localhost.:4000/callback'],
  ['another app\'s URI', 'http://localhost:4000/signed-out'],
  ['empty', ''],
];

/** The app whose registered URI a near miss imitates, so that only the miss itself can fail it. */
const clientFor = (uri: string) => (uri.includes('example') ? WEB_APP.client_id : SPA_APP.client_id);

describe('the authorization endpoint', () => {
  it('sends the browser to idp_authorization_url with the request parameters, unchanged', async () => {
    const h = createOidcHarness();
    const params = spaRequest({ prompt: 'consent', state: 'a b&c=d/é' });
    const res = await authorize(h, params);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(IDP_PAGE);
    expect(Object.fromEntries(location.searchParams)).toEqual(params);
  });

  it('passes a confidential client without PKCE', async () => {
    const h = createOidcHarness();
    const res = await authorize(h, { client_id: WEB_APP.client_id, redirect_uri: WEB_REDIRECT, response_type: 'code', scope: 'openid' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${IDP_PAGE}?client_id=web-client&redirect_uri=${encodeURIComponent(WEB_REDIRECT)}&response_type=code&scope=openid`);
  });

  it.each(NEAR_MISSES)('answers an error page, not a redirect, for a near-miss redirect_uri: %s', async (_name, uri) => {
    const h = createOidcHarness();
    const res = await authorize(h, spaRequest({ client_id: clientFor(uri), redirect_uri: uri }));
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toMatch(uri === '' ? /redirect_uri is required/ : /redirect_uri is not registered for Example (SPA|Web)/);
  });

  it('answers an error page for an unknown or missing client_id, and never redirects', async () => {
    const h = createOidcHarness();
    for (const clientId of ['nobody', undefined, 'SPA-CLIENT', '__proto__']) {
      const res = await authorize(h, spaRequest({ client_id: clientId }));
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.text()).toMatch(clientId === undefined ? /client_id is required/ : /is not a connected app of this project/);
    }
  });

  it('refuses a repeated parameter with a page', async () => {
    const h = createOidcHarness();
    const res = await h.emulator.handle(`${AUTHORIZE}?client_id=spa-client&client_id=web-client&redirect_uri=${encodeURIComponent(SPA_REDIRECT)}&response_type=code`);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/client_id must be given at most once/);
  });

  it.each([
    ['unsupported_response_type', { response_type: 'token' }],
    ['invalid_request', { response_type: undefined }],
    ['invalid_request', { code_challenge: undefined, code_challenge_method: undefined }],
    ['invalid_request', { code_challenge_method: 'plain' }],
    ['invalid_request', { code_challenge: 'short' }],
    ['invalid_scope', { scope: 'openid "quoted"' }],
  ])('sends %s back to the app with the state once client and URI hold (%j)', async (error, overrides) => {
    const h = createOidcHarness();
    const res = await authorize(h, spaRequest(overrides));
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(SPA_REDIRECT);
    expect(location.searchParams.get('error')).toBe(error);
    expect(location.searchParams.get('state')).toBe('af0ifjsldkj');
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('tells the developer to set idp_authorization_url when it is not set', async () => {
    const h = createOidcHarness({ project: { idp_authorization_url: null } });
    const res = await authorize(h, spaRequest());
    expect(res.status).toBe(404);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toMatch(/no idp_authorization_url: set it to the page where the identity-provider widget is mounted/);
  });
});

describe('exact matching in the widget rows', () => {
  it.each(NEAR_MISSES)('authorize/start and /submit refuse a near-miss redirect_uri: %s', async (_name, uri) => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    const body = { client_id: clientFor(uri), redirect_uri: uri, response_type: 'code', scopes: ['openid'], code_challenge: challenge, consent_granted: true };
    for (const res of [await h.start(body, session), await h.submit(body, session)]) {
      expect(res.status).toBe(400);
      expect(res.json.error_type).toBe('invalid_redirect_url');
    }
    expect(h.emulator.store.authorizationCodes.size).toBe(0);
  });

  // The same near misses, of the logout URI http://localhost:4000/signed-out; a redirect URI is not a logout URI.
  const logoutMisses = NEAR_MISSES.filter(([name]) => name !== "another app's URI").map(([name, uri]) => [name, uri.replace('/callback', '/signed-out')]);
  it.each([...logoutMisses, ['the redirect URI', SPA_REDIRECT]])('logout/start refuses a near-miss post_logout_redirect_uri: %s', async (_name, uri) => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    expect(uri).not.toBe(SPA_LOGOUT);
    const res = await h.call('POST', '/oauth/logout/start', { session, body: { client_id: SPA_APP.client_id, post_logout_redirect_uri: uri } });
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('invalid_redirect_url');
  });

  it('refuses the other app\'s registered URI', async () => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    const res = await h.start({ client_id: SPA_APP.client_id, redirect_uri: WEB_REDIRECT, response_type: 'code', scopes: ['openid'], code_challenge: challenge }, session);
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('invalid_redirect_url');
  });
});

it('takes the authorization request as a form post from the app\'s page too (OIDC Core §3.1.2.1)', async () => {
  const h = createOidcHarness({ project: { allowed_origins: ['http://localhost:3000'] } });
  const res = await h.emulator.handle(AUTHORIZE, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:4000' },
    body: new URLSearchParams(spaRequest()),
  });
  expect(res.status).toBe(303);
  expect(Object.fromEntries(new URL(res.headers.get('location')!).searchParams)).toEqual(spaRequest());
  const stranger = await h.emulator.handle(AUTHORIZE, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:4001' },
    body: new URLSearchParams(spaRequest()),
  });
  expect(stranger.status).toBe(403);
});
