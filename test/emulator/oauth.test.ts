// OAuth sign-in: the start navigation's checks, the stand-in provider's page and form, and
// POST /oauth/authenticate (single use, expiry and PKCE: P2, P4; exact redirect URLs: P7;
// no prototype keys: P5; escaping: X1).
import { describe, expect, it } from 'vitest';
import { createHarness, LOGIN_URL, MINUTE, ORIGIN, PUBLIC_TOKEN, SIGNUP_URL, type Harness } from './harness';

const email = 'ada@example.com';
// RFC 7636 Appendix B.
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

type Query = Record<string, string | undefined>;

/** The browser's navigation to the start; `undefined` leaves a default parameter out. */
function start(h: Harness, provider = 'google', query: Query = {}): Promise<Response> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ public_token: PUBLIC_TOKEN, login_redirect_url: LOGIN_URL, signup_redirect_url: SIGNUP_URL, ...query })) {
    if (value !== undefined) params.append(name, value);
  }
  return h.emulator.handle(`${ORIGIN}/v1/public/oauth/${provider}/start?${params}`);
}

/** Follows the start's redirect to the stand-in page; returns the page and its state. */
async function openConsent(h: Harness, provider = 'google', query: Query = {}) {
  const started = await start(h, provider, query);
  expect(started.status, await started.clone().text()).toBe(302);
  const url = new URL(started.headers.get('location')!, ORIGIN);
  const page = await h.emulator.handle(url);
  const html = await page.text();
  return { url, page, html, state: url.searchParams.get('state')! };
}

/** The page's form post, as a browser on the emulator's own page sends it. */
function submit(h: Harness, provider: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return h.emulator.handle(`${ORIGIN}/__emulator/oauth/${provider}/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...headers },
    body: new URLSearchParams(fields),
  });
}

/** Start, page, Continue: returns where the browser lands. */
async function continueAs(h: Harness, who: string, options: { provider?: string; query?: Query; name?: string } = {}) {
  const provider = options.provider ?? 'google';
  const { state } = await openConsent(h, provider, options.query);
  const res = await submit(h, provider, { state, action: 'continue', email: who, name: options.name ?? '' });
  expect(res.status, await res.clone().text()).toBe(303);
  const landing = new URL(res.headers.get('location')!);
  return { landing, token: landing.searchParams.get('token')! };
}

function authenticate(h: Harness, token: string, extra: Record<string, unknown> = {}, session?: string) {
  return h.call('POST', '/oauth/authenticate', { body: { token, session_duration_minutes: 30, ...extra }, ...(session ? { session } : {}) });
}

/** An error page: its status, the error type it names, and that it sends the browser nowhere. */
async function errorPage(res: Response) {
  const html = await res.text();
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  expect(res.headers.get('location')).toBeNull();
  return { status: res.status, type: /<code class="error-type">([^<]*)<\/code>/.exec(html)?.[1], html };
}

function setProject(h: Harness, body: unknown) {
  return h.call('POST', `${ORIGIN}/__emulator/project`, { body });
}

describe('GET /v1/public/oauth/:provider/start', () => {
  it('redirects to the stand-in provider with the default and custom scopes and a fresh state', async () => {
    const h = createHarness();
    const res = await start(h, 'google', { custom_scopes: 'calendar.read  drive.file' });
    expect(res.status).toBe(302);
    const url = new URL(res.headers.get('location')!, ORIGIN);
    expect(url.pathname).toBe('/__emulator/oauth/google/authorize');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('openid email profile calendar.read drive.file');
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = new URL((await start(h)).headers.get('location')!, ORIGIN);
    expect(again.searchParams.get('state')).not.toBe(url.searchParams.get('state'));
  });

  it.each([[undefined], ['public-token-test-other']])('refuses public_token %s with a 401 page', async (publicToken) => {
    const res = await errorPage(await start(createHarness(), 'google', { public_token: publicToken }));
    expect([res.status, res.type]).toEqual([401, 'invalid_public_token']);
    expect(res.html).toContain('public token');
  });

  it.each([['myspace'], ['constructor'], ['__proto__'], ['toString']])('refuses the unknown provider %s with a 404 page (P5)', async (provider) => {
    const res = await errorPage(await start(createHarness(), provider));
    expect([res.status, res.type]).toEqual([404, 'route_not_found']);
    expect(res.html).toContain('is not an OAuth provider');
  });

  it('refuses a provider the project has not set up with 404 oauth_config_not_found', async () => {
    const h = createHarness({ project: { oauth_providers: ['google'] } });
    const res = await errorPage(await start(h, 'github'));
    expect([res.status, res.type]).toEqual([404, 'oauth_config_not_found']);
    expect(res.html).toContain('GitHub OAuth is not set up');
    expect((await start(h, 'google')).status).toBe(302);
    await setProject(h, { oauth_providers: ['github'] });
    expect((await start(h, 'github')).status).toBe(302);
    expect((await errorPage(await start(h, 'google'))).type).toBe('oauth_config_not_found');
  });

  it('allows all 19 providers by default', async () => {
    const h = createHarness();
    const providers = ['google', 'microsoft', 'apple', 'github', 'gitlab', 'facebook', 'discord', 'salesforce', 'slack', 'amazon', 'bitbucket', 'linkedin', 'coinbase', 'twitch', 'twitter', 'tiktok', 'snapchat', 'figma', 'yahoo'];
    for (const provider of providers) expect((await start(h, provider)).status, provider).toBe(302);
  });

  it.each([
    ['login_redirect_url', 'https://evil.com/cb'],
    ['signup_redirect_url', 'https://evil.com/cb'],
    ['login_redirect_url', 'javascript:alert(1)'],
    ['signup_redirect_url', 'http://localhost.evil.com/cb'],
  ])('refuses %s=%s with 400 invalid_redirect_url (P7)', async (name, url) => {
    const res = await errorPage(await start(createHarness(), 'google', { [name]: url }));
    expect([res.status, res.type]).toEqual([400, 'invalid_redirect_url']);
  });

  it('matches a registered list exactly', async () => {
    const registered = 'https://app.example.com/auth/callback';
    const h = createHarness({ project: { redirect_urls: [registered] } });
    expect((await start(h, 'google', { login_redirect_url: registered, signup_redirect_url: registered })).status).toBe(302);
    for (const nearMiss of [`${registered}/`, `${registered}?x=1`, 'http://app.example.com/auth/callback', LOGIN_URL]) {
      const res = await errorPage(await start(h, 'google', { login_redirect_url: registered, signup_redirect_url: nearMiss }));
      expect(res.type, nearMiss).toBe('invalid_redirect_url');
    }
  });

  it('needs a login and a sign-up redirect URL, given or the project default', async () => {
    const h = createHarness();
    const none = await errorPage(await start(h, 'google', { login_redirect_url: undefined, signup_redirect_url: undefined }));
    expect([none.status, none.type]).toEqual([400, 'no_login_redirect_urls_set']);
    const noSignup = await errorPage(await start(h, 'google', { signup_redirect_url: undefined }));
    expect([noSignup.status, noSignup.type]).toEqual([400, 'no_signup_redirect_urls_set']);

    await setProject(h, { default_login_redirect_url: 'http://localhost:3000/default-login', default_signup_redirect_url: 'http://localhost:3000/default-signup' });
    const { landing } = await continueAs(h, email, { query: { login_redirect_url: undefined, signup_redirect_url: undefined } });
    expect(landing.origin + landing.pathname).toBe('http://localhost:3000/default-signup');
    const back = await continueAs(h, email, { query: { login_redirect_url: undefined, signup_redirect_url: undefined } });
    await authenticate(h, back.token);
    const { landing: login } = await continueAs(h, email, { query: { login_redirect_url: undefined, signup_redirect_url: undefined } });
    expect(login.origin + login.pathname).toBe('http://localhost:3000/default-login');
  });

  it('requires a code_challenge when the project requires PKCE for OAuth', async () => {
    const h = createHarness();
    expect((await start(h)).status).toBe(302);
    await setProject(h, { pkce_required_for_oauth: true });
    const res = await errorPage(await start(h));
    expect([res.status, res.type]).toEqual([400, 'missing_argument']);
    expect(res.html).toContain('code_challenge is required');
    expect((await start(h, 'google', { code_challenge: CHALLENGE })).status).toBe(302);
  });

  it.each([[`${CHALLENGE}=`], [CHALLENGE.slice(1)], [`${CHALLENGE.slice(1)}+`]])('refuses the malformed code_challenge %s', async (challenge) => {
    const res = await errorPage(await start(createHarness(), 'google', { code_challenge: challenge }));
    expect([res.status, res.type]).toEqual([400, 'invalid_argument']);
  });

  it.each([
    ['a scope with a quote', `${ORIGIN}/v1/public/oauth/google/start?public_token=${PUBLIC_TOKEN}&login_redirect_url=${LOGIN_URL}&signup_redirect_url=${SIGNUP_URL}&custom_scopes=a%22b`],
    ['a repeated code_challenge', `${ORIGIN}/v1/public/oauth/google/start?public_token=${PUBLIC_TOKEN}&login_redirect_url=${LOGIN_URL}&signup_redirect_url=${SIGNUP_URL}&code_challenge=${CHALLENGE}&code_challenge=${CHALLENGE}`],
    ['a repeated provider param', `${ORIGIN}/v1/public/oauth/google/start?public_token=${PUBLIC_TOKEN}&login_redirect_url=${LOGIN_URL}&signup_redirect_url=${SIGNUP_URL}&provider_prompt=a&provider_prompt=b`],
    ['a provider param without a key', `${ORIGIN}/v1/public/oauth/google/start?public_token=${PUBLIC_TOKEN}&login_redirect_url=${LOGIN_URL}&signup_redirect_url=${SIGNUP_URL}&provider_=x`],
  ])('refuses %s with 400 invalid_argument', async (_, url) => {
    const res = await errorPage(await createHarness().emulator.handle(url));
    expect([res.status, res.type]).toEqual([400, 'invalid_argument']);
  });

  it('keeps nothing for a refused start', async () => {
    const h = createHarness();
    await start(h, 'google', { signup_redirect_url: 'https://evil.com/cb' });
    expect(h.emulator.store.oauthStates.size).toBe(0);
  });
});

describe('the stand-in provider page', () => {
  it("looks like the provider's consent page: named, with email and name fields, the scopes, the params and both buttons", async () => {
    const h = createHarness();
    const { page, html, state } = await openConsent(h, 'github', { custom_scopes: 'repo', provider_prompt: 'consent', provider_login_hint: 'ada' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('<title>Sign in with GitHub</title>');
    expect(html).toContain('<h1>Sign in with GitHub</h1>');
    expect(html).toMatch(/<label for="email">Email<\/label>\s*<input id="email" name="email" type="email" required/);
    expect(html).toMatch(/<label for="name">Name<\/label>\s*<input id="name" name="name"/);
    const scopes = [...html.matchAll(/<code class="scope">([^<]*)<\/code>/g)].map((m) => m[1]);
    expect(scopes).toEqual(['read:user', 'user:email', 'repo']);
    expect(html).toContain('<dt>prompt</dt><dd>consent</dd>');
    expect(html).toContain('<dt>login_hint</dt><dd>ada</dd>');
    expect(html).toContain('<form method="post" action="/__emulator/oauth/github/authorize">');
    expect(html).toContain(`<input type="hidden" name="state" value="${state}">`);
    // Continue first, so that Enter in a field continues.
    expect(html).toMatch(/<button type="submit" name="action" value="continue">Continue<\/button>\s*<button type="submit" name="action" value="cancel" formnovalidate>Cancel<\/button>/);
    expect(html).not.toContain('<script');
  });

  it('has a strict CSP whose form-action allows only itself and the redirect URLs\' origins', async () => {
    const h = createHarness();
    const { page } = await openConsent(h, 'google', { login_redirect_url: 'http://localhost:3000/login', signup_redirect_url: 'http://127.0.0.1:4000/signup' });
    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self' http://localhost:3000 http://127.0.0.1:4000; frame-ancestors 'none'",
    );
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
  });

  it('escapes hostile scopes and provider params (X1)', async () => {
    const h = createHarness({ project: { project_name: 'Acme <b>' } });
    // A scope may hold < > ' but not " (RFC 6749 §3.3); a param key or value may hold anything.
    const page = await openConsent(h, 'google', {
      custom_scopes: '<script>alert(1)</script> \'onmouseover=x',
      provider_login_hint: '"><img src=x onerror=alert(1)>',
      'provider_<i>key': "it's & <done>",
    });
    expect(page.html).not.toMatch(/<script|<img|<i>|<b>/);
    expect(page.html).toContain('<code class="scope">&lt;script&gt;alert(1)&lt;/script&gt;</code>');
    expect(page.html).toContain('<code class="scope">&#39;onmouseover=x</code>');
    expect(page.html).toContain('<dt>login_hint</dt><dd>&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</dd>');
    expect(page.html).toContain('<dt>&lt;i&gt;key</dt><dd>it&#39;s &amp; &lt;done&gt;</dd>');
    expect(page.html).toContain('Acme &lt;b&gt; asks for');
  });

  it.each([
    ['no state', (url: URL) => url.searchParams.delete('state')],
    ['an unknown state', (url: URL) => url.searchParams.set('state', 'A'.repeat(43))],
    ['a changed scope', (url: URL) => url.searchParams.set('scope', 'openid email profile admin')],
    ["another provider's path", (url: URL) => (url.pathname = '/__emulator/oauth/github/authorize')],
  ])('answers a 400 oauth_state_mismatch page for %s', async (_, tamper) => {
    const h = createHarness();
    const { url } = await openConsent(h);
    tamper(url);
    const res = await errorPage(await h.emulator.handle(url));
    expect([res.status, res.type]).toEqual([400, 'oauth_state_mismatch']);
  });

  it('expires with its state after 10 minutes', async () => {
    const h = createHarness();
    const { url } = await openConsent(h);
    h.clock.advance(10 * MINUTE - 1);
    expect((await h.emulator.handle(url)).status).toBe(200);
    h.clock.advance(1);
    expect((await errorPage(await h.emulator.handle(url))).type).toBe('oauth_state_mismatch');
  });
});

describe('Continue', () => {
  it('signs a new email up: to the sign-up URL with a token that authenticate redeems', async () => {
    const h = createHarness();
    const { landing, token } = await continueAs(h, 'Ada@Example.com', { name: '  Ada  King Lovelace ' });
    expect(landing.toString()).toMatch(/^http:\/\/localhost:3000\/signup\?stytch_token_type=oauth&token=[A-Za-z0-9_-]{43}$/);

    const res = await authenticate(h, token);
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.provider_type).toBe('google');
    expect(data.provider_subject).toMatch(/^[0-9a-f]{32}$/);
    expect(data.user.emails).toEqual([{ email_id: expect.any(String), email, verified: true }]);
    expect(data.user.name).toEqual({ first_name: 'Ada', middle_name: '', last_name: 'King Lovelace' });
    expect(data.user.providers).toEqual([
      { oauth_user_registration_id: expect.stringMatching(/^oauth-user-registration-test-/), provider_subject: data.provider_subject, provider_type: 'google', profile_picture_url: `${ORIGIN}/__emulator/oauth/google/avatar/${data.provider_subject}`, locale: 'en-US' },
    ]);
    expect(data.session.authentication_factors).toEqual([{ type: 'oauth', delivery_method: 'oauth_google', last_authenticated_at: new Date(h.clock.now()).toISOString() }]);
    expect(data.provider_values).toEqual({
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      id_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      scopes: ['openid', 'email', 'profile'],
      expires_at: new Date(h.clock.now() + 60 * MINUTE).toISOString(),
    });
    expect(data.session_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(data.session.expires_at) - h.clock.now()).toBe(30 * MINUTE);
    expect((await h.call('GET', '/users/me', { session: data.session_token })).json.data.providers).toHaveLength(1);
  });

  it('logs the same email in again: to the login URL, as the same user and subject, keeping the name', async () => {
    const h = createHarness();
    const first = (await authenticate(h, (await continueAs(h, email, { name: 'Ada Lovelace' })).token)).json.data;
    const { landing, token } = await continueAs(h, email, { name: 'Someone Else' });
    expect(landing.origin + landing.pathname).toBe(LOGIN_URL);
    const second = (await authenticate(h, token)).json.data;
    expect(second.user_id).toBe(first.user_id);
    expect(second.provider_subject).toBe(first.provider_subject);
    expect(second.user.providers).toEqual(first.user.providers);
    expect(second.user.name).toEqual({ first_name: 'Ada', middle_name: '', last_name: 'Lovelace' });
  });

  it('links the provider to an existing user with that email, who logs in', async () => {
    const h = createHarness();
    const magic = await h.loginWithMagicLink(email);
    const { landing, token } = await continueAs(h, email, { provider: 'github', name: 'Someone Else' });
    expect(landing.origin + landing.pathname).toBe(LOGIN_URL);
    const data = (await authenticate(h, token)).json.data;
    expect(data.user_id).toBe(magic.user_id);
    expect(data.user.emails).toHaveLength(1);
    expect(data.user.name).toEqual({ first_name: 'Someone', middle_name: '', last_name: 'Else' }); // the user had none
    expect(data.user.providers.map((p: { provider_type: string }) => p.provider_type)).toEqual(['github']);
    expect(data.session.authentication_factors).toEqual([expect.objectContaining({ type: 'oauth', delivery_method: 'oauth_github' })]);
    expect(data.provider_values.id_token).toBe(''); // GitHub is not OpenID Connect
  });

  it("finds the user by the provider's subject, and never takes an email another user holds", async () => {
    const h = createHarness();
    const first = (await authenticate(h, (await continueAs(h, email)).token)).json.data;
    const removed = await h.call('DELETE', `/users/emails/${first.user.emails[0].email_id}`, { session: first.session_token });
    expect(removed.status).toBe(200);
    const { landing, token } = await continueAs(h, email);
    expect(landing.origin + landing.pathname).toBe(LOGIN_URL);
    const other = await h.loginWithMagicLink(email);
    expect(other.user_id).not.toBe(first.user_id);

    const again = (await authenticate(h, token)).json.data;
    expect(again.user_id).toBe(first.user_id);
    expect(again.user.emails).toEqual([]);
    expect((await h.call('GET', '/users/me', { session: other.session_token })).json.data.emails).toEqual([expect.objectContaining({ email })]);
  });

  it('adds the factor to the caller\'s session when the same user steps up', async () => {
    const h = createHarness();
    const magic = await h.loginWithMagicLink(email);
    const data = (await authenticate(h, (await continueAs(h, email)).token, {}, magic.session_token)).json.data;
    expect(data.session.session_id).toBe(magic.session.session_id);
    expect(data.session.authentication_factors.map((f: { delivery_method: string }) => f.delivery_method)).toEqual(['email', 'oauth_google']);
  });

  it('gives a stable subject per provider and email', async () => {
    const subject = async (h: Harness, provider: string, who: string) =>
      (await authenticate(h, (await continueAs(h, who, { provider })).token)).json.data.provider_subject as string;
    const h = createHarness();
    const google = await subject(h, 'google', email);
    expect(await subject(createHarness(), 'google', email)).toBe(google);
    expect(await subject(h, 'github', email)).not.toBe(google);
    expect(await subject(h, 'google', 'grace@example.com')).not.toBe(google);
  });

  it.each([
    [{ email: 'not-an-email' }, 'invalid_email'],
    [{ email: '' }, 'missing_argument'],
    [{ email, name: 'x'.repeat(101) }, 'invalid_argument'],
    [{ email, name: 'Ada\u0000Lovelace' }, 'invalid_argument'],
    [{ email, action: 'allow' }, 'invalid_argument'],
  ])('refuses %j with a 400 page, leaving the state usable', async (fields, type) => {
    const h = createHarness();
    const { state } = await openConsent(h);
    const res = await errorPage(await submit(h, 'google', { state, action: 'continue', ...fields }));
    expect([res.status, res.type]).toEqual([400, type]);
    expect(h.emulator.store.users.size).toBe(0);
    expect((await submit(h, 'google', { state, action: 'continue', email })).status).toBe(303);
  });

  it('accepts a name of 100 characters', async () => {
    const h = createHarness();
    const { token } = await continueAs(h, email, { name: 'x'.repeat(100) });
    expect((await authenticate(h, token)).json.data.user.name.first_name).toHaveLength(100);
  });

  it('uses the state up: a replayed form post gets the oauth_state_mismatch page', async () => {
    const h = createHarness();
    const { state } = await openConsent(h);
    expect((await submit(h, 'google', { state, action: 'continue', email })).status).toBe(303);
    const replay = await errorPage(await submit(h, 'google', { state, action: 'continue', email }));
    expect([replay.status, replay.type]).toEqual([400, 'oauth_state_mismatch']);
    expect(h.emulator.store.oauthTokens.size).toBe(1);
  });

  it.each([
    ['no state', {}],
    ['an unknown state', { state: 'A'.repeat(43) }],
  ])('refuses a form with %s', async (_, fields) => {
    const h = createHarness();
    await openConsent(h);
    const res = await errorPage(await submit(h, 'google', { action: 'continue', email, ...fields }));
    expect([res.status, res.type]).toEqual([400, 'oauth_state_mismatch']);
  });

  it("refuses another provider's state and a body that is not a form", async () => {
    const h = createHarness();
    const { state } = await openConsent(h, 'google');
    expect((await errorPage(await submit(h, 'github', { state, action: 'continue', email }))).type).toBe('oauth_state_mismatch');
    const json = await h.emulator.handle(`${ORIGIN}/__emulator/oauth/google/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state, action: 'continue', email }),
    });
    expect(await errorPage(json)).toMatchObject({ status: 400, type: 'bad_request' });
    expect((await submit(h, 'google', { state, action: 'continue', email })).status).toBe(303);
  });

  it("accepts the post from the emulator's own page when the project lists only the host's origin (E3)", async () => {
    const h = createHarness({ project: { allowed_origins: ['http://localhost:3000'] } });
    const { state } = await openConsent(h);
    const foreign = await submit(h, 'google', { state, action: 'continue', email }, { origin: 'http://localhost:4000' });
    expect(foreign.status).toBe(403);
    expect((await submit(h, 'google', { state, action: 'continue', email })).status).toBe(303);
  });
});

describe('Cancel', () => {
  it('returns to the login URL with an access_denied error and no token, creating nothing', async () => {
    const h = createHarness();
    const { state } = await openConsent(h, 'github');
    // Cancel skips the form's own checks (formnovalidate): the fields may be empty.
    const res = await submit(h, 'github', { state, action: 'cancel', email: '' });
    expect(res.status).toBe(303);
    const landing = new URL(res.headers.get('location')!);
    expect(landing.origin + landing.pathname).toBe(LOGIN_URL);
    expect(Object.fromEntries(landing.searchParams)).toEqual({
      stytch_token_type: 'oauth',
      error: 'access_denied',
      error_description: 'The sign-in with GitHub was cancelled.',
    });
    expect(h.emulator.store.users.size).toBe(0);
    expect(h.emulator.store.oauthTokens.size).toBe(0);
    expect((await errorPage(await submit(h, 'github', { state, action: 'continue', email }))).type).toBe('oauth_state_mismatch');
  });
});

describe('POST /oauth/authenticate', () => {
  it('is single-use', async () => {
    const h = createHarness();
    const { token } = await continueAs(h, email);
    expect((await authenticate(h, token)).status).toBe(200);
    const again = await authenticate(h, token);
    expect([again.status, again.json.error_type]).toEqual([404, 'oauth_token_not_found']);
  });

  it('expires 10 minutes after Continue, by the emulator clock', async () => {
    const h = createHarness();
    const late = (await continueAs(h, email)).token;
    h.clock.advance(10 * MINUTE);
    expect((await authenticate(h, late)).json.error_type).toBe('oauth_token_not_found');
    const fresh = (await continueAs(h, email)).token;
    h.clock.advance(10 * MINUTE - 1);
    expect((await authenticate(h, fresh)).status).toBe(200);
  });

  it('refuses unknown tokens and validates its body', async () => {
    const h = createHarness();
    const unknown = await authenticate(h, 'made-up');
    expect([unknown.status, unknown.json.error_type]).toEqual([404, 'oauth_token_not_found']);
    expect((await h.call('POST', '/oauth/authenticate', { body: {} })).json.error_type).toBe('missing_argument');
    expect((await authenticate(h, 'x', { session_duration_minutes: 1 })).json.error_type).toBe('invalid_argument');
    const anonymous = await h.call('POST', '/oauth/authenticate', { body: { token: 'x' }, authorization: null });
    expect([anonymous.status, anonymous.json.error_type]).toEqual([401, 'invalid_public_token']);
  });

  it('needs the verifier of the start\'s challenge; a mismatch leaves the token usable (P2)', async () => {
    const h = createHarness();
    const { token } = await continueAs(h, email, { query: { code_challenge: CHALLENGE } });
    for (const extra of [{}, { code_verifier: `${VERIFIER}x` }, { code_verifier: CHALLENGE }]) {
      const res = await authenticate(h, token, extra);
      expect([res.status, res.json.error_type], JSON.stringify(extra)).toEqual([400, 'pkce_mismatch']);
    }
    expect((await authenticate(h, token, { code_verifier: VERIFIER })).status).toBe(200);
  });

  it('refuses a verifier for a start without a challenge', async () => {
    const h = createHarness();
    const { token } = await continueAs(h, email);
    expect((await authenticate(h, token, { code_verifier: VERIFIER })).json.error_type).toBe('pkce_mismatch');
  });
});

describe('bootstrap', () => {
  it('reports pkce_required_for_oauth and cname_domain from the project config, also after a change', async () => {
    const h = createHarness({ project: { cname_domain: 'login.example.com' } });
    const read = async () => (await h.call('GET', `/projects/bootstrap/${PUBLIC_TOKEN}`)).json.data;
    expect(await read()).toMatchObject({ pkce_required_for_oauth: false, cname_domain: 'login.example.com' });
    await setProject(h, { pkce_required_for_oauth: true, cname_domain: null });
    expect(await read()).toMatchObject({ pkce_required_for_oauth: true, cname_domain: null });
  });
});

describe('reset', () => {
  it('forgets pending states and tokens', async () => {
    const h = createHarness();
    const { url } = await openConsent(h);
    const { token } = await continueAs(h, email);
    await h.call('POST', `${ORIGIN}/__emulator/reset`);
    expect((await errorPage(await h.emulator.handle(url))).type).toBe('oauth_state_mismatch');
    expect((await authenticate(h, token)).json.error_type).toBe('oauth_token_not_found');
  });
});
