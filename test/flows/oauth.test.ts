// OAuth through the login model against the in-process emulator (docs/architecture.md guideline 13): the button's
// navigation to a start the emulator accepts, its stand-in provider's form, the way back with a
// token (docs/spec/api.md §7: verifier taken once, P3), Cancel, and mountLogin's checks of oauthOptions.
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GsiAccountsId, GsiIdConfiguration, OAuthAuthenticateResponse, TelemetryEvent } from '../../src/contract/index';
import type { LoginConfig } from '../../src/options';
import { validateLoginOptions } from '../../src/validateOptions';
import { enOAuth } from '../../src/products/oauth/strings';
import { PRODUCTS } from '../../src/composition';
import type { Emulator } from '../../emulator/app';
import { cookies, resetPage } from '../support/browser';
import { API_ORIGIN, createFlow, REDIRECT_URL, type FlowOptions } from '../support/flow';
import { shown } from '../support/shown';

// Google's script is not fetched here: the One Tap tests put a fake google.accounts.id in its place.
vi.mock('../../src/loading/externalScript', () => ({ loadScript: async () => undefined }));

const CONFIG: Partial<LoginConfig> = {
  products: ['oauth', 'emailMagicLinks'],
  oauthOptions: { providers: [{ type: 'github' }, { type: 'google', custom_scopes: ['calendar.read'] }], loginRedirectURL: REDIRECT_URL, signupRedirectURL: REDIRECT_URL },
  emailMagicLinksOptions: { loginRedirectURL: REDIRECT_URL, signupRedirectURL: REDIRECT_URL },
};
const EMAIL = 'ada@example.com';
const TOKEN_GONE = 'This sign-in could not be completed: it has expired or was already used. Please try again.';

/** The login flow of test/support/flow.ts with this file's config, and what the OAuth tests read of it. */
function createOAuthFlow(options: FlowOptions = {}) {
  const base = createFlow({ ...options, config: options.config ?? CONFIG });
  const { client, requests } = base;
  const flow = {
    ...base,
    oauth: () => base.model.products.oauth!,
    authenticateCalls: () => requests.filter((request) => request.url === `${API_ORIGIN}/sdk/v1/oauth/authenticate`),
    /** The telemetry events sent so far, after sending the queued ones now. */
    async logged() {
      (await client.ready()).telemetry.flush();
      await Promise.resolve();
      return requests
        .filter((request) => request.url.endsWith('/events'))
        .flatMap((request) => JSON.parse(request.body!) as TelemetryEvent[])
        .map(({ event }) => ({ name: event.event_name, details: event.details }));
    },
  };
  flows.push(flow);
  return flow;
}
type OAuthFlow = ReturnType<typeof createOAuthFlow>;

/** Every flow of the test, ended after it. */
const flows: { dispose(): Promise<void>; unexpected: unknown[] }[] = [];
let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetPage();
  // The start is a navigation: the page would leave, so the URL is only recorded.
  assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
});
afterEach(async () => {
  for (const flow of flows.splice(0)) {
    await flow.dispose();
    expect(flow.unexpected).toEqual([]);
  }
  vi.restoreAllMocks();
});

const verifierKey = (flow: OAuthFlow) => `auth_widget_pkce_oauth:${flow.publicToken}`;
const challengeOf = (verifier: string) => createHash('sha256').update(verifier, 'ascii').digest('base64url');

/** Clicks 'Continue with {provider}' and answers the URL the page was sent to. */
async function clickProvider(flow: OAuthFlow, type: 'github' | 'google') {
  assign.mockClear();
  await flow.oauth().login(type);
  expect(assign).toHaveBeenCalledTimes(1);
  return new URL(String(assign.mock.calls[0]![0]));
}

/**
 * What the browser does with the start URL at the emulator: the start's redirect to the stand-in
 * provider's page, then its form posted with Continue (or Cancel), as the page would. Answers
 * where the browser is sent back to.
 */
async function throughProvider(emulator: Emulator, start: URL, action: 'continue' | 'cancel' = 'continue') {
  const started = await emulator.handle(start.href);
  expect(started.status, await started.clone().text()).toBe(302);
  const pageUrl = new URL(started.headers.get('location')!, API_ORIGIN);
  const page = await emulator.handle(pageUrl.href);
  expect(page.status).toBe(200);
  const html = await page.text();
  const form = /<form method="post" action="([^"]+)">/.exec(html)![1]!;
  const state = /<input type="hidden" name="state" value="([^"]+)">/.exec(html)![1]!;
  const posted = await emulator.handle(new URL(form, API_ORIGIN).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: API_ORIGIN },
    body: new URLSearchParams({ state, action, email: action === 'continue' ? EMAIL : '', name: 'Ada Lovelace' }).toString(),
  });
  expect(posted.status, await posted.clone().text()).toBe(303);
  return new URL(posted.headers.get('location')!);
}

/** A sign-in started on one page, up to the URL the provider sends the browser back to. */
async function signInAtProvider(type: 'github' | 'google' = 'github') {
  const sender = createOAuthFlow();
  const start = await clickProvider(sender, type);
  const verifier = localStorage.getItem(verifierKey(sender))!;
  const landing = await throughProvider(sender.emulator, start);
  return { sender, start, verifier, landing };
}

describe("clicking 'Continue with {provider}' (docs/spec/api.md §3)", () => {
  it('navigates to a start URL the emulator accepts, with the challenge of the verifier kept for oauth', async () => {
    const flow = createOAuthFlow();
    const start = await clickProvider(flow, 'github');
    expect(`${start.origin}${start.pathname}`).toBe(`${API_ORIGIN}/v1/public/oauth/github/start`);
    const verifier = localStorage.getItem(verifierKey(flow))!;
    expect(verifier).toMatch(/^[0-9a-f]{128}$/);
    expect(Object.fromEntries(start.searchParams)).toEqual({
      public_token: flow.publicToken,
      code_challenge: challengeOf(verifier),
      login_redirect_url: REDIRECT_URL,
      signup_redirect_url: REDIRECT_URL,
    });
    expect(start.href).not.toContain(verifier);
    expect(flow.model.busy.value).toBe(false);
    expect(flow.model.error.value).toBeNull();
    expect(flow.errors).toEqual([]);
    expect(await flow.logged()).toContainEqual({ name: 'start_oauth_flow', details: { provider_type: 'github' } });

    const landing = await throughProvider(flow.emulator, start);
    expect(`${landing.origin}${landing.pathname}`).toBe(REDIRECT_URL);
    expect(landing.searchParams.get('stytch_token_type')).toBe('oauth');
    expect(landing.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("sends the provider's custom scopes, which the stand-in provider asks for", async () => {
    const flow = createOAuthFlow();
    const start = await clickProvider(flow, 'google');
    expect(start.searchParams.get('custom_scopes')).toBe('calendar.read');
    const started = await flow.emulator.handle(start.href);
    expect(new URL(started.headers.get('location')!, API_ORIGIN).searchParams.get('scope')).toBe('openid email profile calendar.read');
  });

  it("starts at https://{cname_domain} when the project's bootstrap names one", async () => {
    const flow = createOAuthFlow({ project: { cname_domain: 'auth.example.com' } });
    const start = await clickProvider(flow, 'github');
    expect(`${start.origin}${start.pathname}`).toBe('https://auth.example.com/v1/public/oauth/github/start');
  });
});

describe('the way back from the provider (docs/spec/api.md §7)', () => {
  it('authenticates the token with the verifier, stores the session, completes once and clears the URL', async () => {
    const { sender, verifier, landing } = await signInAtProvider('github');
    history.replaceState(null, '', `${landing.href}#section`);
    const page = createOAuthFlow({ emulator: sender.emulator });
    expect(page.client.getSession()).toBeNull();

    const started = page.model.start();
    expect(page.model.step.value).toEqual({ name: 'oauth-authenticating' });
    await started;

    expect(page.model.step.value).toEqual({ name: 'oauth-confirmation' });
    expect(page.model.error.value).toBeNull();
    expect(page.errors).toEqual([]);
    expect(location.search).toBe('');
    expect(location.pathname).toBe('/authenticate');
    expect(location.hash).toBe('#section');

    const complete = page.eventsOf('AUTHENTICATE_FLOW_COMPLETE');
    expect(complete).toHaveLength(1);
    const auth = complete[0]!.data as OAuthAuthenticateResponse;
    expect(auth.provider_type).toBe('github');
    expect(auth.user.emails.map((entry) => entry.email)).toEqual([EMAIL]);
    expect(page.client.getSession()?.session_id).toBe(auth.session.session_id);
    expect(JSON.parse(localStorage.getItem(`auth_widget_state:${page.publicToken}`)!).session.session_id).toBe(auth.session.session_id);
    expect(cookies().stytch_session).toBe(auth.session_token);

    // The verifier went in the exchange's body, once, and nowhere else (P3).
    const [exchange] = page.authenticateCalls();
    expect(JSON.parse(exchange!.body!)).toEqual({ token: landing.searchParams.get('token'), session_duration_minutes: 30, code_verifier: verifier });
    expect(localStorage.getItem(verifierKey(page))).toBeNull();
    for (const request of [...sender.requests, ...page.requests]) expect(request.url).not.toContain(verifier);

    // 'Last used' is the provider, here and on the next visit, where storage is read after Main's first paint.
    expect(page.oauth().session.lastUsed.value).toBe('github');
    const next = createOAuthFlow({ emulator: sender.emulator });
    await next.model.start();
    await vi.waitFor(() => expect(next.oauth().session.lastUsed.value).toBe('github'));

    // The same model started again: the URL has no token, so nothing is sent.
    await page.model.start();
    expect(page.eventsOf('AUTHENTICATE_FLOW_COMPLETE')).toHaveLength(1);
    expect(page.authenticateCalls()).toHaveLength(1);
    expect((await page.logged()).map((event) => event.name)).toContain('oauth_success');
  });

  it('the same redirect URL again: no verifier is sent, and Main shows the server message for a used token', async () => {
    const { sender, landing } = await signInAtProvider('google');
    history.replaceState(null, '', landing.href);
    await createOAuthFlow({ emulator: sender.emulator }).model.start();

    history.replaceState(null, '', landing.href);
    const again = createOAuthFlow({ emulator: sender.emulator });
    await again.model.start();
    expect(again.model.step.value).toEqual({ name: 'main' });
    expect(shown(again.model.error.value)).toBe(TOKEN_GONE);
    expect(again.errors).toEqual([expect.objectContaining({ error_type: 'oauth_token_not_found', status_code: 404 })]);
    expect(again.eventsOf('AUTHENTICATE_FLOW_COMPLETE')).toEqual([]);
    const [exchange] = again.authenticateCalls();
    expect(JSON.parse(exchange!.body!)).not.toHaveProperty('code_verifier');
    expect(location.search).toBe('');
    await vi.waitFor(() => expect(again.oauth().session.lastUsed.value).toBe('google'));
    expect((await again.logged()).find((event) => event.name === 'oauth_failure')?.details).toEqual({ error_type: 'oauth_token_not_found' });
  });

  it('Cancel at the provider: back to Main with oauthCancelled as a neutral note (info), the params stripped, nothing sent', async () => {
    const sender = createOAuthFlow();
    const landing = await throughProvider(sender.emulator, await clickProvider(sender, 'github'), 'cancel');
    expect(landing.searchParams.get('error')).toBe('access_denied');
    history.replaceState(null, '', `${landing.href}&keep=1#top`);

    const page = createOAuthFlow({ emulator: sender.emulator });
    await page.model.start();
    expect(page.model.step.value).toEqual({ name: 'main' });
    expect(page.model.error.value).toEqual({ key: 'oauthCancelled', info: true });
    expect(enOAuth.oauthCancelled).toBe('Sign-in was cancelled. Please try again.');
    expect(location.search).toBe('?keep=1');
    expect(location.hash).toBe('#top');
    expect(page.authenticateCalls()).toEqual([]);
    expect(page.eventsOf('AUTHENTICATE_FLOW_COMPLETE')).toEqual([]);
    // The host hears the provider's error code, not the URL's free text.
    expect(page.errors).toHaveLength(1);
    expect((page.errors[0] as Error).message).toContain('access_denied');
  });

  it.each([
    ['?stytch_token_type=oauth&error=access_denied&error_description=x', { key: 'oauthCancelled', info: true }],
    ['?stytch_token_type=oauth&error=server_error&error_description=%3Cb%3Ehi%3C%2Fb%3E&error_uri=https%3A%2F%2Fevil.example', { key: 'somethingWrong' }],
  ] as const)('%s: Main with %j, the params stripped', async (search, message) => {
    history.replaceState(null, '', `/authenticate${search}`);
    const page = createOAuthFlow();
    await page.model.start();
    expect(page.model.step.value).toEqual({ name: 'main' });
    expect(page.model.error.value).toEqual(message);
    expect(location.search).toBe('');
    expect(page.authenticateCalls()).toEqual([]);
    expect((page.errors[0] as Error).message).not.toContain('<b>');
  });

  it.each(['?stytch_token_type=magic_links&token=abc', '?token=abc', '?error=access_denied'])('leaves %s to the others', async (search) => {
    history.replaceState(null, '', `/authenticate${search}`);
    const page = createOAuthFlow();
    await page.model.start();
    expect(page.authenticateCalls()).toEqual([]);
    expect(page.model.error.value).not.toEqual({ key: 'oauthCancelled', info: true });
  });

  it('a PKCE-required project: the round trip works, since the start always sends a challenge', async () => {
    const sender = createOAuthFlow({ project: { pkce_required_for_oauth: true } });
    const landing = await throughProvider(sender.emulator, await clickProvider(sender, 'github'));
    history.replaceState(null, '', landing.href);
    const page = createOAuthFlow({ emulator: sender.emulator });
    await page.model.start();
    expect(page.model.step.value).toEqual({ name: 'oauth-confirmation' });
  });
});

describe('Google One Tap through the emulator (docs/spec/api.md §3)', () => {
  const ONE_TAP: Partial<LoginConfig> = {
    products: ['oauth', 'emailMagicLinks'],
    oauthOptions: { providers: [{ type: 'google', one_tap: true }, { type: 'github' }], loginRedirectURL: REDIRECT_URL, signupRedirectURL: REDIRECT_URL },
    emailMagicLinksOptions: { loginRedirectURL: REDIRECT_URL, signupRedirectURL: REDIRECT_URL },
  };

  /** A fake google.accounts.id on the page; the test plays the person choosing an account. */
  function fakeGoogle() {
    const configs: GsiIdConfiguration[] = [];
    const id: GsiAccountsId = {
      initialize: (config) => void configs.push(config),
      prompt: () => undefined,
      renderButton: () => undefined,
      cancel: () => undefined,
    };
    (globalThis as { google?: unknown }).google = { accounts: { id } };
    return configs;
  }
  afterEach(() => {
    delete (globalThis as { google?: unknown }).google;
  });

  /** The stand-in Google's ID token for someone signed in to Google in this browser. */
  async function credentialFrom(emulator: Emulator, clientId: string) {
    const json = async (path: string, body: unknown) => {
      const response = await emulator.handle(`${API_ORIGIN}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect(response.status).toBe(200);
      return response.json();
    };
    const { identities } = await json('/__emulator/google/identities', { identities: [{ email: EMAIL, name: 'Ada Lovelace' }] });
    return (await json('/__emulator/google/credential', { client_id: clientId, origin: 'http://localhost:3000', sub: identities[0].sub })).credential as string;
  }

  /** Main with One Tap shown on one page; the person picks their Google account; answers where the page went. */
  async function oneTapSignIn(page: OAuthFlow) {
    const configs = fakeGoogle();
    const oneTap = page.oauth().session.oneTap!;
    await oneTap.show('parent-1');
    expect(configs).toHaveLength(1);
    assign.mockClear();
    configs[0]!.callback({ credential: await credentialFrom(page.emulator, configs[0]!.client_id), select_by: 'user', clientId: configs[0]!.client_id });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    return new URL(String(assign.mock.calls[0]![0]));
  }

  it('a credential goes to the callback, and the redirect it answers signs in on the way back', async () => {
    const page = createOAuthFlow({ config: ONE_TAP });
    await page.model.start();
    const landing = await oneTapSignIn(page);
    expect(`${landing.origin}${landing.pathname}`).toBe(REDIRECT_URL);
    expect(landing.searchParams.get('stytch_token_type')).toBe('oauth');

    history.replaceState(null, '', landing.href);
    const back = createOAuthFlow({ emulator: page.emulator, config: ONE_TAP });
    await back.model.start();
    expect(back.model.step.value).toEqual({ name: 'oauth-confirmation' });
    expect(back.eventsOf('AUTHENTICATE_FLOW_COMPLETE')).toHaveLength(1);
    expect(back.oauth().session.lastUsed.value).toBe('google');
  });

  // A verifier left by a redirect start the person abandoned (Back from the provider) must not go
  // with One Tap's token, which is bound to no challenge (pkce_mismatch).
  it('after an abandoned redirect start, a One Tap sign-in still completes', async () => {
    const page = createOAuthFlow({ config: ONE_TAP });
    await page.model.start();
    await clickProvider(page, 'github');
    expect(localStorage.getItem(verifierKey(page))).toMatch(/^[0-9a-f]{128}$/);
    const landing = await oneTapSignIn(page);

    history.replaceState(null, '', landing.href);
    const back = createOAuthFlow({ emulator: page.emulator, config: ONE_TAP });
    await back.model.start();
    expect(back.errors).toEqual([]);
    expect(back.model.step.value).toEqual({ name: 'oauth-confirmation' });
  });
});

describe("mountLogin's checks of oauthOptions (docs/spec/product.md §3)", () => {
  const base = { publicToken: 'public-token-test-1', elementSelector: '#login' };
  const withProviders = (oauthOptions: unknown) => ({ ...base, config: { products: ['oauth'], oauthOptions } });
  const failure = (options: unknown) => {
    try {
      validateLoginOptions('mountLogin', options, PRODUCTS);
    } catch (error) {
      return (error as Error).message.split('\n');
    }
    throw new Error('expected the options to be refused');
  };

  it.each([
    ['no oauthOptions', { ...base, config: { products: ['oauth'] } }, 'config.oauthOptions.providers must list at least one provider.'],
    ['no providers', withProviders({}), 'config.oauthOptions.providers must list at least one provider.'],
    ['an empty list', withProviders({ providers: [] }), 'config.oauthOptions.providers must list at least one provider.'],
    ['a string', withProviders({ providers: 'google' }), 'config.oauthOptions.providers must list at least one provider.'],
    ['an unknown type', withProviders({ providers: [{ type: 'myspace' }] }), /^config\.oauthOptions\.providers\[0\]\.type has "myspace"; expected one of google, microsoft, .*, yahoo\.$/],
    ['an inherited name', withProviders({ providers: [{ type: 'github' }, { type: 'constructor' }] }), /^config\.oauthOptions\.providers\[1\]\.type has "constructor"/],
    ['upper case', withProviders({ providers: [{ type: 'Google' }] }), /^config\.oauthOptions\.providers\[0\]\.type has "Google"/],
    ['no type', withProviders({ providers: [{}] }), /^config\.oauthOptions\.providers\[0\]\.type has undefined/],
    ['null', withProviders({ providers: [null] }), /^config\.oauthOptions\.providers\[0\]\.type has undefined/],
    ['a duplicate', withProviders({ providers: [{ type: 'google' }, { type: 'github' }, { type: 'google' }] }), 'config.oauthOptions.providers[2].type: "google" is listed twice.'],
    ['custom_scopes a string', withProviders({ providers: [{ type: 'github', custom_scopes: 'repo' }] }), 'config.oauthOptions.providers[0].custom_scopes must be an array of strings, got string.'],
    ['custom_scopes with a number', withProviders({ providers: [{ type: 'github', custom_scopes: ['repo', 1] }] }), 'config.oauthOptions.providers[0].custom_scopes must be an array of strings, got an array.'],
    ['provider_params a list', withProviders({ providers: [{ type: 'github', provider_params: ['a'] }] }), 'config.oauthOptions.providers[0].provider_params must be an object of strings, got an array.'],
    ['one_tap a string', withProviders({ providers: [{ type: 'google', one_tap: 'yes' }] }), 'config.oauthOptions.providers[0].one_tap must be a boolean, got string.'],
    ['one_tap on github', withProviders({ providers: [{ type: 'google' }, { type: 'github', one_tap: true }] }), 'config.oauthOptions.providers[1].one_tap is for google only.'],
    ['position top', withProviders({ providers: [{ type: 'google', one_tap: true, position: 'top' }] }), 'config.oauthOptions.providers[0].position has "top"; expected one of embedded, floating.'],
    ['position a number', withProviders({ providers: [{ type: 'google', one_tap: true, position: 1 }] }), 'config.oauthOptions.providers[0].position has 1; expected one of embedded, floating.'],
    ['loginRedirectURL a URL', withProviders({ providers: [{ type: 'google' }], loginRedirectURL: new URL('https://a.example') }), 'config.oauthOptions.loginRedirectURL must be a string, got object.'],
  ])('refuses %s, naming the field', (_, options, detail) => {
    const [head, line, ...rest] = failure(options);
    expect(head).toBe('Invalid call to mountLogin');
    if (typeof detail === 'string') expect(line).toBe(detail);
    else expect(line).toMatch(detail);
    expect(rest).toEqual([]);
  });

  it('refuses a provider_params value that is not a string', () => {
    const [head, line] = failure(withProviders({ providers: [{ type: 'google', provider_params: { prompt: { a: 1 } } }] }));
    expect(head).toBe('Invalid call to mountLogin');
    expect(line).toBe('config.oauthOptions.providers[0].provider_params must be an object of strings, got object.');
  });

  it('accepts every provider type once, One Tap on Google embedded or floating', () => {
    const providers = [
      { type: 'google', one_tap: true, position: 'floating' },
      ...['microsoft', 'apple', 'github', 'gitlab', 'facebook', 'discord', 'salesforce', 'slack', 'amazon', 'bitbucket', 'linkedin', 'coinbase', 'twitch', 'twitter', 'tiktok', 'snapchat', 'figma', 'yahoo'].map(
        (type) => ({ type, custom_scopes: ['a', 'b'], provider_params: { prompt: 'consent' } }),
      ),
    ];
    const options = validateLoginOptions('mountLogin', withProviders({ providers }), PRODUCTS);
    expect(options.config.oauthOptions?.providers).toHaveLength(19);
    for (const position of ['embedded', 'floating']) {
      expect(() => validateLoginOptions('mountLogin', withProviders({ providers: [{ type: 'google', one_tap: true, position }] }), PRODUCTS)).not.toThrow();
    }
  });

  it('ignores oauthOptions when oauth is not a product', () => {
    const options = validateLoginOptions('mountLogin', { ...base, config: { products: ['emailMagicLinks'], oauthOptions: { providers: [] } } }, PRODUCTS);
    expect(options.config).not.toHaveProperty('oauthOptions');
  });
});
