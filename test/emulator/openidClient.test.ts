// A standard relying-party library against the emulator: openid-client runs discovery, builds
// the authorization URL with PKCE and a nonce, follows nothing by itself (the browser's part is
// played by the emulator's authorize redirect and the widget's SDK calls with a session), then
// exchanges the code, validates the ID token against the JWKS and calls userinfo. In process: the
// library's fetch is the emulator's fetch-shaped handle.
import * as client from 'openid-client';
import { describe, expect, it } from 'vitest';
import { ORIGIN } from './harness';
import { createOidcHarness, IDP_PAGE, SPA_APP, SPA_LOGOUT, WEB_APP, WEB_SECRET, type OidcHarness } from './oidcHarness';

async function discover(h: OidcHarness, clientId: string, auth: client.ClientAuth): Promise<client.Configuration> {
  const config = await client.discovery(new URL(ORIGIN), clientId, undefined, auth, {
    // The emulator runs on http://localhost; the library refuses plain http unless told.
    execute: [client.allowInsecureRequests],
    [client.customFetch]: (url: string, init: client.CustomFetchOptions) => h.emulator.handle(url, init as RequestInit),
  });
  return config;
}

/**
 * The browser's part: the authorization URL redirects to the host page, whose widget starts
 * with the page's query, asks (or not) and submits; the answer is where the browser lands.
 */
async function browserConsents(h: OidcHarness, authorizationUrl: URL, session: string): Promise<{ landing: URL; consentRequired: boolean }> {
  const redirect = await h.emulator.handle(authorizationUrl);
  expect(redirect.status).toBe(302);
  const page = new URL(redirect.headers.get('location')!);
  expect(page.origin + page.pathname).toBe(IDP_PAGE);
  const query = Object.fromEntries(page.searchParams);
  const request = { ...query, scopes: query.scope!.split(' ') };
  const start = await h.start(request, session);
  expect(start.status, JSON.stringify(start.json)).toBe(200);
  const submit = await h.submit({ ...request, consent_granted: start.json.data.consent_required }, session);
  expect(submit.status, JSON.stringify(submit.json)).toBe(200);
  return { landing: new URL(submit.json.data.redirect_uri), consentRequired: start.json.data.consent_required };
}

describe('openid-client against the emulator', () => {
  it('signs in to a public third-party client with PKCE and a nonce, then logs out without a question', async () => {
    const h = createOidcHarness();
    const { session, userId } = await h.signIn();
    const config = await discover(h, SPA_APP.client_id, client.None());
    expect(config.serverMetadata().issuer).toBe(ORIGIN);

    const verifier = client.randomPKCECodeVerifier();
    const nonce = client.randomNonce();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: SPA_APP.redirect_urls[0]!,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      nonce,
      state,
    });
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/v1/public/oauth2/authorize`);

    const { landing, consentRequired } = await browserConsents(h, url, session);
    expect(consentRequired).toBe(true);
    const tokens = await client.authorizationCodeGrant(config, landing, { pkceCodeVerifier: verifier, expectedNonce: nonce, expectedState: state, idTokenExpected: true });
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({ iss: ORIGIN, sub: userId, aud: SPA_APP.client_id, nonce, email: 'ada@example.com', email_verified: true });
    expect(tokens.refresh_token).toBeUndefined();

    const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(info).toEqual({ sub: userId, email: 'ada@example.com', email_verified: true });

    const logout = client.buildEndSessionUrl(config, { post_logout_redirect_uri: SPA_LOGOUT, id_token_hint: tokens.id_token!, state: 'bye' });
    const toPage = await h.emulator.handle(logout);
    expect(toPage.status).toBe(302);
    const logoutQuery = Object.fromEntries(new URL(toPage.headers.get('location')!).searchParams);
    expect(logoutQuery).toMatchObject({ client_id: SPA_APP.client_id, post_logout_redirect_uri: SPA_LOGOUT, state: 'bye' });
    const start = await h.call('POST', '/oauth/logout/start', { session, body: logoutQuery });
    expect(start.json.data).toMatchObject({ consent_required: false, redirect_uri: `${SPA_LOGOUT}?state=bye` });
  });

  it('signs in to a confidential first-party client with client_secret_basic, no consent, and refreshes', async () => {
    const h = createOidcHarness();
    const { session, userId } = await h.signIn('grace@example.com');
    await h.call('PUT', '/users/me', { session, body: { name: { first_name: 'Grace', last_name: 'Hopper' } } });
    const config = await discover(h, WEB_APP.client_id, client.ClientSecretBasic(WEB_SECRET));

    const nonce = client.randomNonce();
    const verifier = client.randomPKCECodeVerifier();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: WEB_APP.redirect_urls[0]!,
      scope: 'openid profile offline_access',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      nonce,
    });
    const { landing, consentRequired } = await browserConsents(h, url, session);
    expect(consentRequired).toBe(false);
    const tokens = await client.authorizationCodeGrant(config, landing, { pkceCodeVerifier: verifier, expectedNonce: nonce, idTokenExpected: true });
    expect(tokens.claims()).toMatchObject({ sub: userId, aud: WEB_APP.client_id, name: 'Grace Hopper', given_name: 'Grace', family_name: 'Hopper' });
    expect(tokens.refresh_token).toEqual(expect.any(String));

    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.claims()?.sub).toBe(userId);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(await client.fetchUserInfo(config, refreshed.access_token, userId)).toEqual({ sub: userId, name: 'Grace Hopper', given_name: 'Grace', family_name: 'Hopper' });
  });

  it('signs in a confidential client with client_secret_post and without PKCE', async () => {
    const h = createOidcHarness();
    const { session, userId } = await h.signIn();
    const config = await discover(h, WEB_APP.client_id, client.ClientSecretPost(WEB_SECRET));
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(config, { redirect_uri: WEB_APP.redirect_urls[0]!, scope: 'openid email', state });
    const { landing } = await browserConsents(h, url, session);
    const tokens = await client.authorizationCodeGrant(config, landing, { expectedState: state, idTokenExpected: true });
    expect(tokens.claims()?.sub).toBe(userId);
  });

  it('sees a wrong secret refused as invalid_client, and a denial as access_denied', async () => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    const wrong = await discover(h, WEB_APP.client_id, client.ClientSecretBasic('not-the-secret'));
    const verifier = client.randomPKCECodeVerifier();
    const url = client.buildAuthorizationUrl(wrong, {
      redirect_uri: WEB_APP.redirect_urls[0]!,
      scope: 'openid',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const { landing } = await browserConsents(h, url, session);
    // RFC 6749 §5.2: 401 with a Basic challenge, which the library reports as such, body included.
    const refused = await client.authorizationCodeGrant(wrong, landing, { pkceCodeVerifier: verifier }).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(client.WWWAuthenticateChallengeError);
    const challenge = refused as client.WWWAuthenticateChallengeError;
    expect(challenge.status).toBe(401);
    expect(challenge.cause[0]).toMatchObject({ scheme: 'basic' });
    expect(await challenge.response.json()).toMatchObject({ error: 'invalid_client' });

    const spa = await discover(h, SPA_APP.client_id, client.None());
    const state = client.randomState();
    const spaVerifier = client.randomPKCECodeVerifier();
    const spaUrl = client.buildAuthorizationUrl(spa, {
      redirect_uri: SPA_APP.redirect_urls[0]!,
      scope: 'openid',
      state,
      code_challenge: await client.calculatePKCECodeChallenge(spaVerifier),
      code_challenge_method: 'S256',
    });
    const page = new URL((await h.emulator.handle(spaUrl)).headers.get('location')!);
    const query = Object.fromEntries(page.searchParams);
    const denied = await h.submit({ ...query, scopes: ['openid'], consent_granted: false }, session);
    const landing2 = new URL(denied.json.data.redirect_uri);
    await expect(client.authorizationCodeGrant(spa, landing2, { pkceCodeVerifier: spaVerifier, expectedState: state })).rejects.toMatchObject({ error: 'access_denied' });
  });
});
