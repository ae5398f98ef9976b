// The identity-provider widget in Chromium (issue 12; docs/spec/product.md §2 IDPConsent, §4 Authorize
// and Logout, §8; docs/spec/security.md P4, P6, P7, P10), with a standard relying party: openid-client in
// this process runs discovery against the emulator, builds the authorization and end-session URLs
// (PKCE S256, nonce, state), exchanges the code the browser brings back, validates the ID token
// against the JWKS and calls userinfo. Three origins: the emulator (localhost), the host page with
// the widget (127.0.0.1:<host port>) and the relying party's callback server (127.0.0.1:<its own
// port>), which the browser must land on with ?code&state.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import * as oidc from 'openid-client';
import { stageUser } from './accounts';
import { expect, expectSessionCookies, PUBLIC_TOKEN, sessionCookies, test as base, uniqueEmail, widgetEvents, type Emulator, type Host } from './fixtures';
import { settled } from './settle';
import { submitEmail } from './widget';

const STRONG = 'violet-Tractor-89-lantern';
const PROJECT_NAME_PATTERN = /^Sign in to Demo Notes with (.+)$/;

/** The relying party's own origin: a callback page, a signed-out page, and pages a test registers (e.g. one framing the host). */
interface RelyingParty {
  origin: string;
  callback: string;
  signedOut: string;
  /** Every path the browser asked of this origin. */
  hits: string[];
  add(path: string, html: string): string;
}

const test = base.extend<{ rp: RelyingParty }, { rpServer: { origin: string; server: Server; pages: Map<string, string>; hits: string[] } }>({
  rpServer: [
    async ({}, use) => {
      const pages = new Map<string, string>();
      const hits: string[] = [];
      const server = createServer((req, res) => {
        const url = new URL(req.url ?? '/', 'http://rp.invalid');
        hits.push(url.pathname + url.search);
        const known: Record<string, string> = {
          '/callback': '<h1>Relying party callback</h1>',
          '/signed-out': '<h1>Signed out of the relying party</h1>',
        };
        const body = pages.get(url.pathname) ?? known[url.pathname];
        if (body === undefined) {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
          return;
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Relying party</title><link rel="icon" href="data:,"></head><body>${body}</body></html>`);
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      const { port } = server.address() as AddressInfo;
      await use({ origin: `http://127.0.0.1:${port}`, server, pages, hits });
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
    { scope: 'worker' },
  ],
  rp: async ({ rpServer }, use) => {
    rpServer.hits.length = 0;
    const added: string[] = [];
    await use({
      origin: rpServer.origin,
      callback: `${rpServer.origin}/callback`,
      signedOut: `${rpServer.origin}/signed-out`,
      hits: rpServer.hits,
      add(path, html) {
        rpServer.pages.set(path, html);
        added.push(path);
        return `${rpServer.origin}${path}`;
      },
    });
    for (const path of added) rpServer.pages.delete(path);
  },
});

const THIRD_PARTY = 'demo-notes';
const FIRST_PARTY = 'first-party-spa';

/** The project for one test: two connected apps whose URLs are on the relying party's origin, and the host page with the widget. */
async function configureProject(request: APIRequestContext, emulator: Emulator, rp: RelyingParty, idpPage: string, thirdPartyLogo?: string) {
  const app = (client_id: string, client_name: string, client_type: string, logo_url?: string) => ({
    client_id,
    client_name,
    client_description: `${client_name}, a test relying party`,
    client_type,
    redirect_urls: [rp.callback],
    post_logout_redirect_urls: [rp.signedOut],
    ...(logo_url ? { logo_url } : {}),
  });
  const response = await request.post(`${emulator.origin}/__emulator/project`, {
    data: {
      connected_apps: [app(THIRD_PARTY, 'Demo Notes', 'third_party_public', thirdPartyLogo), app(FIRST_PARTY, 'First Party SPA', 'first_party_public')],
      idp_authorization_url: idpPage,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The identity-provider page on the host origin: the widget mounted, recording its events; in `locale` when given. */
const idpPageOf = (host: Host, locale?: string) =>
  host.widgetPage(locale ? `idp-${locale}` : 'idp', { widget: 'identityProvider', mount: { elementSelector: '#login', ...(locale ? { locale } : {}) } });

/** Stages a password user and signs them in through the login widget on the host origin; returns their email, user id and session token. */
async function signIn(page: Page, context: BrowserContext, host: Host, emulator: Emulator, request: APIRequestContext, email = uniqueEmail('idp')) {
  await stageUser(emulator, { email, password: STRONG });
  await page.goto(
    host.widgetPage('login', {
      mount: {
        config: {
          products: ['emailMagicLinks', 'passwords'],
          emailMagicLinksOptions: { loginRedirectURL: `${host.origin}/done`, signupRedirectURL: `${host.origin}/done` },
          passwordOptions: { resetPasswordRedirectURL: `${host.origin}/reset`, loginRedirectURL: `${host.origin}/done` },
        },
      },
    }),
  );
  await submitEmail(page, email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expectSessionCookies(context, host.origin);
  const token = (await sessionCookies(context, host.origin)).find((cookie) => cookie.name === 'stytch_session')!.value;
  const me = await request.get(`${emulator.origin}/sdk/v1/users/me`, { headers: sessionHeaders(token) });
  expect(me.status()).toBe(200);
  const body = (await me.json()) as { user_id?: string; data?: { user_id: string } };
  const userId = body.user_id ?? body.data!.user_id;
  expect(userId).toEqual(expect.any(String));
  return { email, userId, token };
}

const sessionHeaders = (token: string) => ({ authorization: `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${token}`).toString('base64')}` });

/** Whether the emulator still knows a session token (POST /sessions/authenticate). */
async function sessionAlive(request: APIRequestContext, emulator: Emulator, token: string): Promise<boolean> {
  const response = await request.post(`${emulator.origin}/sdk/v1/sessions/authenticate`, { headers: sessionHeaders(token), data: {} });
  return response.status() === 200;
}

/** openid-client's discovery of the emulator, as a public client (PKCE, no secret). */
async function discover(emulator: Emulator, clientId: string): Promise<oidc.Configuration> {
  // The emulator is plain http on loopback; the library refuses that unless told.
  return oidc.discovery(new URL(emulator.origin), clientId, undefined, oidc.None(), { execute: [oidc.allowInsecureRequests] });
}

interface Started {
  config: oidc.Configuration;
  url: URL;
  verifier: string;
  nonce: string;
  state: string;
}

/** A standard authorization request: PKCE S256, a nonce and a state, the default scopes. */
async function authorizationRequest(emulator: Emulator, rp: RelyingParty, clientId: string, scope = 'openid email profile'): Promise<Started> {
  const config = await discover(emulator, clientId);
  expect(config.serverMetadata().issuer).toBe(emulator.origin);
  const verifier = oidc.randomPKCECodeVerifier();
  const nonce = oidc.randomNonce();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: rp.callback,
    scope,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    nonce,
    state,
  });
  return { config, url, verifier, nonce, state };
}

/**
 * The widget's events as DOM events, recorded in this process: they survive the navigation to the
 * relying party that follows OAUTH_AUTHORIZE_FLOW_COMPLETE, where window.__events is lost. Also
 * records every text the widget's mount element held, to show a screen was never rendered.
 */
async function recordAcrossNavigations(page: Page) {
  const events: { type: string; data: Record<string, unknown> }[] = [];
  const texts: string[] = [];
  await page.exposeFunction('__recordIdpEvent', (event: { type: string; data: Record<string, unknown> }) => events.push(event));
  await page.exposeFunction('__recordIdpText', (text: string) => texts.push(text));
  await page.addInitScript(() => {
    const w = window as unknown as { __recordIdpEvent(e: unknown): void; __recordIdpText(t: string): void };
    document.addEventListener('auth-widget-event', (event) => {
      const { type, data } = (event as CustomEvent<{ type: string; data: unknown }>).detail;
      w.__recordIdpEvent({ type, data: JSON.parse(JSON.stringify(data ?? null)) });
    });
    // The widget renders into #login (or its shadow root when asked to): every change of its text is reported.
    const report = () => {
      const mount = document.getElementById('login');
      if (mount) w.__recordIdpText(`${mount.textContent ?? ''}${mount.shadowRoot?.textContent ?? ''}`);
    };
    new MutationObserver(report).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return { events, texts, types: () => events.map((event) => event.type) };
}

/** Allow on the consent screen, the callback reached, the code exchanged and checked; returns the tokens. */
async function allowAndExchange(page: Page, rp: RelyingParty, started: Started) {
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL((url) => url.origin === rp.origin && url.pathname === '/callback');
  await expect(page.getByRole('heading', { name: 'Relying party callback' })).toBeVisible();
  const landing = new URL(page.url());
  expect(landing.searchParams.get('state')).toBe(started.state);
  expect(landing.searchParams.get('code')).toEqual(expect.any(String));
  return oidc.authorizationCodeGrant(started.config, landing, {
    pkceCodeVerifier: started.verifier,
    expectedNonce: started.nonce,
    expectedState: started.state,
    idTokenExpected: true,
  });
}

const consentHeading = (page: Page) => page.getByRole('heading', { name: PROJECT_NAME_PATTERN });

test('consent, Allow, and the relying party gets a valid ID token and userinfo', async ({ page, context, host, emulator, request, rp, requests }, testInfo) => {
  expect(new Set([emulator.origin, host.origin, rp.origin]).size).toBe(3);
  const idp = idpPageOf(host);
  await configureProject(request, emulator, rp, idp);
  const { email, userId } = await signIn(page, context, host, emulator, request);
  const recorded = await recordAcrossNavigations(page);

  const started = await authorizationRequest(emulator, rp, THIRD_PARTY);
  await page.goto(started.url.href);
  // The authorization endpoint sent the browser to the host page with the request's parameters.
  expect(page.url().startsWith(`${idp}?`)).toBe(true);
  const query = new URL(page.url()).searchParams;
  expect(Object.fromEntries(query)).toMatchObject({ client_id: THIRD_PARTY, redirect_uri: rp.callback, response_type: 'code', state: started.state, nonce: started.nonce, code_challenge_method: 'S256' });

  const heading = consentHeading(page);
  await expect(heading).toBeVisible();
  const project = (await heading.textContent())!.match(PROJECT_NAME_PATTERN)![1]!;
  expect(project.length).toBeGreaterThan(0);
  await expect(page.getByText('This will allow Demo Notes to:')).toBeVisible();
  const manifest = page.locator('#login').getByRole('listitem');
  await expect(manifest).toHaveText(['Verify your identity', /^View your profile info/, 'Name, picture and language', 'Email']);
  await expect(page.getByText(`You will be sent to ${new URL(rp.callback).host}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deny' })).toBeVisible();
  expect((await widgetEvents(page)).callbacks).toEqual(['OAUTH_AUTHORIZE_FLOW_START']);

  await page.screenshot({ path: testInfo.outputPath('consent-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 320, height: 720 });
  await expect(page.getByRole('button', { name: 'Allow' })).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('consent-320.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // P10: a script's click() is no user gesture. Allow grants nothing: once the tasks it would
  // have started have run, no submit has left and the question is still asked.
  await page.getByRole('button', { name: 'Allow' }).evaluate((button: HTMLElement) => button.click());
  await settled(page);
  expect(requests.urls.filter((url) => url.includes('/idp/oauth/authorize/submit'))).toEqual([]);
  await expect(consentHeading(page)).toBeVisible();

  const tokens = await allowAndExchange(page, rp, started);
  expect(recorded.types()).toEqual(['OAUTH_AUTHORIZE_FLOW_START', 'OAUTH_AUTHORIZE_FLOW_COMPLETE']);
  // The text recorder sees a consent screen when there is one (the first-party test relies on it).
  expect(recorded.texts.some((text) => text.includes('Allow') && text.includes('Sign in to Demo Notes'))).toBe(true);
  // openid-client checked the signature (JWKS), iss, aud, exp and the nonce; the claims say who.
  const claims = tokens.claims()!;
  expect(claims).toMatchObject({ iss: emulator.origin, sub: userId, aud: THIRD_PARTY, nonce: started.nonce, email });
  const info = await oidc.fetchUserInfo(started.config, tokens.access_token, claims.sub);
  expect(info).toMatchObject({ sub: userId, email });

  // P4: the code is single-use.
  await expect(oidc.authorizationCodeGrant(started.config, new URL(page.url()), { pkceCodeVerifier: started.verifier, expectedNonce: started.nonce, expectedState: started.state })).rejects.toMatchObject({ error: 'invalid_grant' });
});

test('Deny: the denial is shown, the event fires, and no code is issued', async ({ page, context, host, emulator, request, rp, requests }) => {
  await configureProject(request, emulator, rp, idpPageOf(host));
  await signIn(page, context, host, emulator, request);
  const started = await authorizationRequest(emulator, rp, THIRD_PARTY);
  await page.goto(started.url.href);
  await expect(consentHeading(page)).toBeVisible();
  const before = page.url();

  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByRole('heading', { name: 'Looks like there was an error!' })).toBeVisible();
  await expect(page.getByText('Access to the application was denied.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Allow' })).toHaveCount(0);
  expect((await widgetEvents(page)).callbacks).toEqual(['OAUTH_AUTHORIZE_FLOW_START', 'OAUTH_AUTHORIZE_FLOW_CONSENT_DENIED']);
  const denied = await page.evaluate(() => (window as unknown as { __events: { type: string; data: Record<string, unknown> }[] }).__events[1]!.data);
  expect(denied.authorization_code).toBeUndefined();
  const redirect = new URL(denied.redirect_uri as string);
  expect(redirect.searchParams.get('error')).toBe('access_denied');
  expect(redirect.searchParams.has('code')).toBe(false);
  // The browser stays; the relying party is never reached. A redirect would be started in the
  // same tasks that showed the denial and fired the event: once those have run, none began.
  await settled(page);
  expect(requests.urls.filter((url) => new URL(url).origin === rp.origin)).toEqual([]);
  expect(page.url()).toBe(before);
  expect(rp.hits).toEqual([]);
});

test('a first-party client needs no consent: straight to the callback with a code, no consent screen ever shown', async ({ page, context, host, emulator, request, rp }) => {
  await configureProject(request, emulator, rp, idpPageOf(host));
  const { userId } = await signIn(page, context, host, emulator, request);
  const recorded = await recordAcrossNavigations(page);
  const started = await authorizationRequest(emulator, rp, FIRST_PARTY);
  await page.goto(started.url.href);
  await page.waitForURL((url) => url.origin === rp.origin && url.pathname === '/callback');
  const landing = new URL(page.url());
  expect(landing.searchParams.get('code')).toEqual(expect.any(String));

  expect(recorded.types()).toEqual(['OAUTH_AUTHORIZE_FLOW_START', 'OAUTH_AUTHORIZE_FLOW_COMPLETE']);
  expect(recorded.events[0]!.data.consent_required).toBe(false);
  // The widget rendered something (the spinner), never the consent question.
  expect(recorded.texts.some((text) => text.length > 0)).toBe(true);
  for (const text of recorded.texts) {
    expect(text).not.toContain('Allow');
    expect(text).not.toContain('Sign in to');
  }
  const tokens = await oidc.authorizationCodeGrant(started.config, landing, { pkceCodeVerifier: started.verifier, expectedNonce: started.nonce, expectedState: started.state, idTokenExpected: true });
  expect(tokens.claims()).toMatchObject({ sub: userId, aud: FIRST_PARTY });
});

test('prompt=none shows no page: a third-party app hears consent_required, and without a session login_required, each with its state', async ({ page, context, host, emulator, request, rp }) => {
  await configureProject(request, emulator, rp, idpPageOf(host));
  await signIn(page, context, host, emulator, request);
  const recorded = await recordAcrossNavigations(page);
  const silentUrl = (started: Started) => {
    const url = new URL(started.url);
    url.searchParams.set('prompt', 'none');
    return url.href;
  };
  const signedIn = await authorizationRequest(emulator, rp, THIRD_PARTY);
  await page.goto(silentUrl(signedIn));
  await page.waitForURL((url) => url.origin === rp.origin && url.pathname === '/callback');
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ error: 'consent_required', state: signedIn.state });
  for (const text of recorded.texts) expect(text).not.toContain('Allow');

  await context.clearCookies();
  const signedOut = await authorizationRequest(emulator, rp, THIRD_PARTY);
  await page.goto(silentUrl(signedOut));
  await page.waitForURL((url) => url.origin === rp.origin && url.pathname === '/callback' && url.searchParams.get('state') === signedOut.state);
  expect(new URL(page.url()).searchParams.get('error')).toBe('login_required');
  for (const text of recorded.texts) expect(text).not.toContain('Looks like there was an error!');
});

test('a missing response_type names the parameter', async ({ page, context, host, emulator, request, rp }) => {
  const idp = idpPageOf(host);
  await configureProject(request, emulator, rp, idp);
  await signIn(page, context, host, emulator, request);
  const query = new URLSearchParams({ client_id: THIRD_PARTY, redirect_uri: rp.callback, scope: 'openid email profile', state: 's', nonce: 'n' });
  await page.goto(`${idp}?${query}`);
  await expect(page.getByRole('heading', { name: 'Looks like there was an error!' })).toBeVisible();
  await expect(page.getByText('Required parameter is missing: response_type. Please reach out to the application developer.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Allow' })).toHaveCount(0);
  expect((await widgetEvents(page)).errors).toEqual(['Required parameter is missing: response_type. Please reach out to the application developer.']);
});

test('no session: the widget says so and reports it to onError', async ({ page, host, emulator, request, rp }) => {
  await configureProject(request, emulator, rp, idpPageOf(host));
  const started = await authorizationRequest(emulator, rp, THIRD_PARTY);
  await page.goto(started.url.href);
  await expect(page.getByRole('heading', { name: 'Looks like there was an error!' })).toBeVisible();
  await expect(page.getByText('No active session detected. Please log in to continue.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Allow' })).toHaveCount(0);
  const events = await widgetEvents(page);
  expect(events.errors).toEqual(['No active session detected. Please log in to continue.']);
  expect(events.callbacks).toEqual([]);
});

/** A full sign-in to the third-party app, so the browser's session has an ID token to hint with. */
async function idTokenFor(page: Page, emulator: Emulator, rp: RelyingParty) {
  const started = await authorizationRequest(emulator, rp, THIRD_PARTY);
  await page.goto(started.url.href);
  await expect(consentHeading(page)).toBeVisible();
  const tokens = await allowAndExchange(page, rp, started);
  return { config: started.config, idToken: tokens.id_token! };
}

test('logout with a valid id_token_hint: no question, the session is revoked, back to the relying party', async ({ page, context, host, emulator, request, rp }) => {
  await configureProject(request, emulator, rp, idpPageOf(host));
  const { token } = await signIn(page, context, host, emulator, request);
  const { config, idToken } = await idTokenFor(page, emulator, rp);
  const recorded = await recordAcrossNavigations(page);

  const url = oidc.buildEndSessionUrl(config, { post_logout_redirect_uri: rp.signedOut, id_token_hint: idToken, state: 'bye' });
  expect(url.origin).toBe(emulator.origin);
  await page.goto(url.href);
  await page.waitForURL(`${rp.signedOut}?state=bye`);
  await expect(page.getByRole('heading', { name: 'Signed out of the relying party' })).toBeVisible();
  // Nothing was asked: the widget's screens never held the question.
  expect(recorded.texts.some((text) => text.length > 0)).toBe(true);
  for (const text of recorded.texts) expect(text).not.toContain('Log out?');
  expect(await sessionCookies(context, host.origin)).toEqual([]);
  expect(await sessionAlive(request, emulator, token)).toBe(false);
});

/** The end-session URL without a hint: the widget must ask. */
async function logoutWithoutHint(page: Page, emulator: Emulator, rp: RelyingParty) {
  const config = await discover(emulator, THIRD_PARTY);
  const url = oidc.buildEndSessionUrl(config, { post_logout_redirect_uri: rp.signedOut, state: 'bye' });
  expect(url.searchParams.get('client_id')).toBe(THIRD_PARTY);
  await page.goto(url.href);
  await expect(page.getByRole('heading', { name: 'Log out?' })).toBeVisible();
  await expect(page.getByText(/^Are you sure you want to log out of your .+ account\?$/)).toBeVisible();
}

test('logout without a hint asks; Yes revokes the session and returns to the relying party', async ({ page, context, host, emulator, request, rp }, testInfo) => {
  await configureProject(request, emulator, rp, idpPageOf(host));
  const { token } = await signIn(page, context, host, emulator, request);
  await logoutWithoutHint(page, emulator, rp);
  await page.screenshot({ path: testInfo.outputPath('logout-question-1280.png'), fullPage: true });
  expect(await sessionAlive(request, emulator, token)).toBe(true);

  // P10: a script's click() on Yes ends nothing.
  await page.getByRole('button', { name: 'Yes' }).evaluate((button: HTMLElement) => button.click());
  await settled(page);
  expect(await sessionAlive(request, emulator, token)).toBe(true);

  await page.getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL(`${rp.signedOut}?state=bye`);
  expect(await sessionCookies(context, host.origin)).toEqual([]);
  expect(await sessionAlive(request, emulator, token)).toBe(false);
});

test('logout without a hint asks; No keeps the session', async ({ page, context, host, emulator, request, rp, requests }) => {
  await configureProject(request, emulator, rp, idpPageOf(host));
  const { token } = await signIn(page, context, host, emulator, request);
  await logoutWithoutHint(page, emulator, rp);

  await page.getByRole('button', { name: 'No' }).click();
  await expect(page.getByRole('heading', { name: 'You have not been logged out. You may close this page.' })).toBeVisible();
  // A redirect would be started in the tasks that showed the answer: once those have run, none began.
  await settled(page);
  expect(requests.urls.filter((url) => new URL(url).origin === rp.origin)).toEqual([]);
  expect(new URL(page.url()).origin).toBe(host.origin);
  expect(rp.hits).toEqual([]);
  await expectSessionCookies(context, host.origin);
  expect(await sessionAlive(request, emulator, token)).toBe(true);
});

test('P10: the consent page framed by another origin shows the frame error and no Allow', async ({ page, context, host, emulator, request, rp }) => {
  const idp = idpPageOf(host);
  await configureProject(request, emulator, rp, idp);
  await signIn(page, context, host, emulator, request);
  // The request the authorization endpoint would pass on, with a challenge made for it.
  const started = await authorizationRequest(emulator, rp, THIRD_PARTY);
  const consentUrl = `${idp}?${new URLSearchParams([...started.url.searchParams])}`;
  // First, unframed, this exact URL is the consent screen.
  await page.goto(consentUrl);
  await expect(consentHeading(page)).toBeVisible();

  const framing = rp.add('/framing', `<h1>A page framing the consent screen</h1><iframe title="consent" src="${consentUrl.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}" width="480" height="640"></iframe>`);
  await page.goto(framing);
  const frame = page.frameLocator('iframe[title="consent"]');
  await expect(frame.getByText('For your security, this page cannot be used inside another website. Open it in its own window to continue.')).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Allow' })).toHaveCount(0);
  await expect(frame.getByRole('heading', { name: PROJECT_NAME_PATTERN })).toHaveCount(0);
});

test('P7: a near-miss redirect_uri gets the error page, never a redirect to it', async ({ page, context, host, emulator, request, rp }) => {
  await configureProject(request, emulator, rp, idpPageOf(host));
  await signIn(page, context, host, emulator, request);
  const config = await discover(emulator, THIRD_PARTY);
  for (const nearMiss of [`${rp.callback}/`, `${rp.callback}?x=1`, rp.callback.replace('/callback', '/Callback'), rp.callback.replace('127.0.0.1', 'localhost')]) {
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: nearMiss,
      scope: 'openid',
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
      state: 'st',
    });
    const response = await page.goto(url.href);
    expect(response!.status(), nearMiss).toBeGreaterThanOrEqual(400);
    expect(new URL(page.url()).origin, nearMiss).toBe(emulator.origin);
    await expect(page.locator('body')).toContainText('redirect_uri');
  }
  expect(rp.hits).toEqual([]);
});

test("the logout question is drawn in the room the 'Loading' card kept for it, at 320 px: the card neither grows nor shrinks, and keeps no blank room", async ({ page, context, host, emulator, request, rp }) => {
  await configureProject(request, emulator, rp, idpPageOf(host));
  await signIn(page, context, host, emulator, request);
  await page.setViewportSize({ width: 320, height: 800 });
  const config = await discover(emulator, THIRD_PARTY);
  const url = oidc.buildEndSessionUrl(config, { post_logout_redirect_uri: rp.signedOut, state: 'bye' });
  // The 'Loading' card's height, read as the widget first draws it.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const card = document.querySelector('[part=container]');
      if (card?.textContent?.includes('Loading')) {
        (window as { loadingHeight?: number }).loadingHeight = card.getBoundingClientRect().height;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(url.href);
  await expect(page.getByRole('heading', { name: 'Log out?' })).toBeVisible();
  const loading = await page.evaluate(() => (window as { loadingHeight?: number }).loadingHeight);
  const question = await page.locator('[part=container]').evaluate((card) => card.getBoundingClientRect().height);
  expect(loading).toBeGreaterThan(0);
  expect(Math.abs(question - loading!)).toBeLessThan(1);
  // And no empty room under the buttons: what was kept is the question's own height (the room of a
  // consent screen would leave 150 px blank here).
  const { kept, natural } = await page.locator('.aw-room').evaluate((room: HTMLElement) => {
    const kept = parseFloat(getComputedStyle(room).minHeight);
    room.style.minHeight = '0';
    return { kept, natural: room.getBoundingClientRect().height };
  });
  expect(kept).toBeGreaterThan(0);
  expect(Math.abs(kept - natural)).toBeLessThan(4);
});

test("the consent screen says which account is shared, 'Logged in as {account}', and a long address wraps at 320 px (issue 37)", async ({ page, context, host, emulator, request, rp }) => {
  await configureProject(request, emulator, rp, idpPageOf(host));
  // A long address with no spaces: it must wrap inside the card, never push it wider.
  const email = uniqueEmail('idp-a-rather-long-mailbox-name').replace('@example.com', '@accounts.an-unusually-long-subdomain-for-wrapping.example.com');
  await signIn(page, context, host, emulator, request, email);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto((await authorizationRequest(emulator, rp, THIRD_PARTY)).url.href);
  const heading = consentHeading(page);
  await expect(heading).toBeVisible();
  const line = page.locator('#login p', { hasText: 'Logged in as' });
  await expect(line).toHaveText(`Logged in as ${email}`);
  // Under the heading, before what the application may do.
  expect(await heading.evaluate((element) => element.nextElementSibling?.textContent)).toBe(`Logged in as ${email}`);
  const card = page.locator('[part=container]');
  const cardBox = (await card.boundingBox())!;
  const lineBox = (await line.boundingBox())!;
  expect(lineBox.height).toBeGreaterThan(30); // wrapped: more than one 14 px line
  expect(lineBox.x).toBeGreaterThanOrEqual(cardBox.x);
  expect(lineBox.x + lineBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  const address = (await line.locator('bdi').boundingBox())!;
  expect(address.x + address.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  expect(await card.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expect(page.getByRole('button', { name: 'Allow' })).toBeVisible();
});

/** A 1×1 PNG, the application's logo when the test lets it load. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const LOGO = 'https://logos.example.test/demo-notes.png';

test("the application's logo: one that does not load leaves no broken image and no box; one that loads starts the line as the heading does, in right to left too (issue 37)", async ({ page, context, host, emulator, request, rp }) => {
  await configureProject(request, emulator, rp, idpPageOf(host), LOGO);
  await signIn(page, context, host, emulator, request);
  let logoStatus = 404;
  let asked = 0;
  await page.route(`${LOGO}*`, (route) => {
    asked += 1;
    return logoStatus === 200 ? route.fulfill({ status: 200, contentType: 'image/png', body: PNG }) : route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
  });
  const logo = page.locator('#login [part=client-logo]');
  const heading = page.locator('#login h1');
  /** The heading's and the logo's boxes, and where the card's content starts and ends. */
  const boxes = () =>
    page.locator('[part=container]').evaluate((card) => {
      const style = getComputedStyle(card);
      const rect = card.getBoundingClientRect();
      const box = (element: Element | null) => element && (({ left, right, top, width, height }) => ({ left, right, top, width, height }))(element.getBoundingClientRect());
      return {
        contentTop: rect.top + parseFloat(style.borderTopWidth) + parseFloat(style.paddingTop),
        heading: box(card.querySelector('h1'))!,
        logo: box(card.querySelector('[part=client-logo]')),
      };
    });

  // Gone (404): asked for, then dropped; the heading is the card's first line, as with no logo.
  await page.goto((await authorizationRequest(emulator, rp, THIRD_PARTY)).url.href);
  await expect(consentHeading(page)).toBeVisible();
  await expect.poll(() => asked).toBeGreaterThan(0);
  await expect(logo).toHaveCount(0);
  const gone = await boxes();
  expect(Math.abs(gone.heading.top - gone.contentTop)).toBeLessThan(1);

  // Loads: 56 px high (a square here) at the start of the line, where the heading and the list start.
  logoStatus = 200;
  await page.goto((await authorizationRequest(emulator, rp, THIRD_PARTY)).url.href);
  await expect(consentHeading(page)).toBeVisible();
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
  const shown = await boxes();
  expect(shown.logo).toMatchObject({ width: 56, height: 56 });
  expect(Math.abs(shown.logo!.left - shown.heading.left)).toBeLessThan(1);
  expect(Math.abs(shown.logo!.top - shown.contentTop)).toBeLessThan(1);

  // Right to left (Hebrew): the logo starts the line at the right, as the heading does.
  await configureProject(request, emulator, rp, idpPageOf(host, 'he'), LOGO);
  await page.goto((await authorizationRequest(emulator, rp, THIRD_PARTY)).url.href);
  await expect(page.locator('[part=container][dir=rtl]')).toBeVisible();
  await expect(heading).toContainText('Demo Notes');
  await expect(logo).toBeVisible();
  const rtl = await boxes();
  expect(Math.abs(rtl.logo!.right - rtl.heading.right)).toBeLessThan(1);
  expect(rtl.logo!.right - rtl.logo!.left).toBe(56);
});
