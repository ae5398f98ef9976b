// Issue 36, items 7-10, through the provider's official SDK (@stytch/vanilla-js, its headless
// client) on a page of another origin, its requests to https://test.stytch.com answered by the
// emulator: a user's connected apps after an OpenID Connect consent and their revoke, an access
// token exchanged for a session, OAuth attach followed through the SDK's own OAuth start, and a
// partner's JWT attested for a session.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { expect, PUBLIC_TOKEN, test, uniqueEmail, type Emulator, type Host } from './fixtures';

const OFFICIAL_SDK = fileURLToPath(new URL('../../node_modules/@stytch/vanilla-js/dist/iife/index.headless.js', import.meta.url));
const THIRD_PARTY = 'partner-notes';
const FIRST_PARTY = 'own-spa';
const APP_CALLBACK = 'http://localhost:4000/callback';
const PARTNER = 'https://auth.partner.example';

/** Sends the official SDK's API calls to the emulator; its OAuth start, a navigation, goes there too. */
async function routeToEmulator(page: Page, emulator: Emulator) {
  await page.context().route(/^https:\/\/test\.stytch\.com\//, async (route) => {
    const url = route.request().url().replace('https://test.stytch.com', emulator.origin);
    if (new URL(url).pathname.startsWith('/v1/public/oauth/')) return route.fulfill({ status: 302, headers: { location: url } });
    return route.fulfill({ response: await route.fetch({ url }) });
  });
}

/** A blank host page that loads the official SDK. */
function sdkPage(host: Host): string {
  host.add('sdk.js', readFileSync(OFFICIAL_SDK, 'utf8'), { 'content-type': 'text/javascript; charset=utf-8' });
  return host.add('official', '<!doctype html><html><head><link rel="icon" href="data:,"></head><body><script src="sdk.js"></script></body></html>');
}

/** The official headless client as `window.client`, and `window.attempt`, which answers `{ok}` or `{error}`. */
async function setUpClient(page: Page) {
  await page.evaluate((publicToken) => {
    const w = window as unknown as Record<string, any>;
    w.client = new w.stytch.StytchHeadlessClient(publicToken);
    w.attempt = async (run: () => Promise<unknown>) => {
      try {
        return { ok: await run() };
      } catch (error) {
        return { error: (error as { error_type?: string }).error_type ?? String(error) };
      }
    };
  }, PUBLIC_TOKEN);
}

/** Runs `body` (an expression of `client` and `arg`) in the page through `attempt`. */
function call<T = any>(page: Page, body: string, arg?: unknown): Promise<{ ok: T; error?: string }> {
  return page.evaluate(
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the scripts are this file's own, run in the page
    ([script, value]) => (window as any).attempt(() => new Function('client', 'arg', `return (${script})`)((window as any).client, value)),
    [body, arg] as const,
  );
}

async function configureProject(request: APIRequestContext, emulator: Emulator, host: Host, jwk: Record<string, unknown>) {
  const app = (client_id: string, client_type: string) => ({ client_id, client_name: client_id, client_type, redirect_urls: [APP_CALLBACK], post_logout_redirect_urls: [] });
  const response = await request.post(`${emulator.origin}/__emulator/project`, {
    data: {
      connected_apps: [app(THIRD_PARTY, 'third_party_public'), app(FIRST_PARTY, 'first_party_public')],
      idp_authorization_url: `${host.origin}/idp`,
      trusted_token_profiles: [{ profile_id: 'partner', issuer: PARTNER, audience: 'auth-widget', jwks: { keys: [jwk] }, attribute_mapping: { email: 'email', token_id: 'jti' } }],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** An authorization of `clientId` through the SDK's consent rows, its code exchanged at the token endpoint as the app would. */
async function authorize(page: Page, request: APIRequestContext, emulator: Emulator, clientId: string, scopes: string[]) {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorization = { client_id: clientId, redirect_uri: APP_CALLBACK, response_type: 'code', scopes, code_challenge: challenge, code_challenge_method: 'S256' };
  const started = await call<{ consent_required: boolean }>(page, 'client.idp.oauthAuthorizeStart(arg)', authorization);
  const submitted = await call<{ authorization_code: string }>(page, 'client.idp.oauthAuthorizeSubmit(arg)', { ...authorization, consent_granted: true });
  const form = { grant_type: 'authorization_code', code: submitted.ok.authorization_code, redirect_uri: APP_CALLBACK, code_verifier: verifier, client_id: clientId };
  const tokens = await request.post(`${emulator.origin}/v1/public/oauth2/token`, { form });
  expect(tokens.status()).toBe(200);
  return { consentRequired: started.ok.consent_required, ...((await tokens.json()) as { access_token: string; refresh_token: string }) };
}

test('connected apps, access-token exchange, OAuth attach and attest through the official SDK', async ({ page, host, emulator, request }) => {
  const partnerKey = await generateKeyPair('ES256');
  await configureProject(request, emulator, host, { ...(await exportJWK(partnerKey.publicKey)), kid: 'partner-1' });
  await routeToEmulator(page, emulator);
  const pageUrl = sdkPage(host);
  await page.goto(pageUrl);
  await setUpClient(page);

  const email = uniqueEmail('official-routes');
  const sent = await call<{ method_id: string }>(page, 'client.otps.email.loginOrCreate(arg, { expiration_minutes: 5 })', email);
  const { code } = await emulator.waitForMessage(email, { channel: 'email' });
  const signedIn = await call<{ user_id: string }>(page, 'client.otps.authenticate(arg.code, arg.method, { session_duration_minutes: 30 })', { code, method: sent.ok.method_id });
  const userId = signedIn.ok.user_id;

  // 7. The apps the user consented to are listed; a revoke removes one and ends its refresh token.
  expect(await call(page, 'client.user.getConnectedApps()')).toEqual({ ok: expect.objectContaining({ connected_apps: [] }) });
  const partner = await authorize(page, request, emulator, THIRD_PARTY, ['openid', 'email', 'offline_access']);
  expect(partner.consentRequired).toBe(true);
  const own = await authorize(page, request, emulator, FIRST_PARTY, ['openid', 'full_access']);
  const listed = await call<{ connected_apps: { connected_app_id: string; scopes_granted: string }[] }>(page, 'client.user.getConnectedApps()');
  expect(listed.ok.connected_apps.map((a) => [a.connected_app_id, a.scopes_granted])).toEqual([
    [THIRD_PARTY, 'openid email offline_access'],
    [FIRST_PARTY, 'openid full_access'],
  ]);

  // 8. The first-party app's full_access token becomes a session of the same user.
  const exchanged = await call<{ user_id: string; session: { authentication_factors: { delivery_method: string }[] } }>(
    page,
    'client.session.exchangeAccessToken({ access_token: arg, session_duration_minutes: 30 })',
    own.access_token,
  );
  expect(exchanged.error).toBeUndefined();
  expect(exchanged.ok.user_id).toBe(userId);
  expect(exchanged.ok.session.authentication_factors.map((f) => f.delivery_method)).toEqual(['oauth_access_token_exchange']);

  expect((await call(page, 'client.user.revokedConnectedApp(arg)', THIRD_PARTY)).error).toBeUndefined();
  const after = await call<{ connected_apps: { connected_app_id: string }[] }>(page, 'client.user.getConnectedApps()');
  expect(after.ok.connected_apps.map((a) => a.connected_app_id)).toEqual([FIRST_PARTY]);
  const refreshed = await request.post(`${emulator.origin}/v1/public/oauth2/token`, { form: { grant_type: 'refresh_token', refresh_token: partner.refresh_token, client_id: THIRD_PARTY } });
  expect(refreshed.status()).toBe(400);

  // 10. A partner's JWT for the same email joins the session as a factor.
  const iat = Math.floor(Date.now() / 1000);
  const jwt = await new SignJWT({ email, jti: 'partner-token-1' })
    .setProtectedHeader({ alg: 'ES256', kid: 'partner-1' })
    .setIssuer(PARTNER)
    .setAudience('auth-widget')
    .setIssuedAt(iat)
    .setExpirationTime(iat + 300)
    .sign(partnerKey.privateKey);
  const attested = await call<{ user_id: string; session: { authentication_factors: { type: string }[] } }>(
    page,
    "client.session.attest({ profile_id: 'partner', token: arg, session_duration_minutes: 30 })",
    jwt,
  );
  expect(attested.error).toBeUndefined();
  expect(attested.ok.user_id).toBe(userId);
  expect(attested.ok.session.authentication_factors.map((f) => f.type)).toEqual(['oauth', 'trusted_auth_token']);

  // 9. Attach, then the SDK's own GitHub start with the token: the stand-in's Continue with another
  // email lands back here, and authenticate adds GitHub to the same user.
  const attached = await call<{ oauth_attach_token: string }>(page, "client.oauth.attach('github')");
  expect(attached.ok.oauth_attach_token).toEqual(expect.any(String));
  const landing = `${pageUrl}?landed=1`;
  void call(page, 'client.oauth.github.start(arg)', { login_redirect_url: landing, signup_redirect_url: landing, oauth_attach_token: attached.ok.oauth_attach_token });
  await expect(page.getByRole('heading', { name: 'Sign in with GitHub' })).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail('github-identity'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.searchParams.get('landed') === '1');
  const token = new URL(page.url()).searchParams.get('token');
  await setUpClient(page);
  const authenticated = await call<{ user_id: string; user: { providers: { provider_type: string }[] } }>(
    page,
    'client.oauth.authenticate(arg, { session_duration_minutes: 30 })',
    token,
  );
  expect(authenticated.error).toBeUndefined();
  expect(authenticated.ok.user_id).toBe(userId);
  expect(authenticated.ok.user.providers.map((p) => p.provider_type)).toEqual(['github']);
});
