// POST /oauth/attach (issue 36): the signed-in user's token makes the same provider's OAuth start
// attach that provider to them, whatever email the person gives at the provider, instead of
// finding or creating another user. Single-use, short-lived, bound to its user and provider.
import { describe, expect, it } from 'vitest';
import { createHarness, LOGIN_URL, MINUTE, ORIGIN, PUBLIC_TOKEN, SIGNUP_URL, type Harness } from './harness';

/** The start navigation, following it to the stand-in page; answers the start's response and the state. */
async function start(h: Harness, provider: string, attachToken?: string) {
  const params = new URLSearchParams({ public_token: PUBLIC_TOKEN, login_redirect_url: LOGIN_URL, signup_redirect_url: SIGNUP_URL });
  if (attachToken !== undefined) params.set('oauth_attach_token', attachToken);
  const res = await h.emulator.handle(`${ORIGIN}/v1/public/oauth/${provider}/start?${params}`);
  const location = res.headers.get('location');
  return { res, state: location === null ? null : new URL(location, ORIGIN).searchParams.get('state') };
}

/** Continue on the stand-in's page as `email`: where the browser lands, and the token it carries. */
async function continueAs(h: Harness, provider: string, state: string, email: string) {
  const res = await h.emulator.handle(`${ORIGIN}/__emulator/oauth/${provider}/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    body: new URLSearchParams({ state, action: 'continue', email, name: '' }),
  });
  expect(res.status).toBe(303);
  const landing = new URL(res.headers.get('location')!);
  return { landing, token: landing.searchParams.get('token')! };
}

const attach = (h: Harness, provider: string, session?: string) => h.call('POST', '/oauth/attach', { body: { provider }, ...(session ? { session } : {}) });
const authenticate = (h: Harness, token: string, session?: string) =>
  h.call('POST', '/oauth/authenticate', { body: { token, session_duration_minutes: 30 }, ...(session ? { session } : {}) });

/** The provider's error page names the error type in a code element. */
async function pageErrorType(res: Response) {
  expect(res.headers.get('location')).toBeNull();
  return /<code class="error-type">([^<]*)<\/code>/.exec(await res.text())?.[1];
}

describe('POST /oauth/attach, then the OAuth start', () => {
  it('adds the provider to the signed-in user, though the provider vouches for another email', async () => {
    const h = createHarness();
    const ada = await h.loginWithEmailOtp('ada@example.com');
    const res = await attach(h, 'github', ada.session_token);
    expect(res.status).toBe(200);
    const attachToken = res.json.data.oauth_attach_token as string;
    expect(attachToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const { state } = await start(h, 'github', attachToken);
    const { landing, token } = await continueAs(h, 'github', state!, 'ada.codes@example.org');
    expect(landing.origin + landing.pathname).toBe(LOGIN_URL); // a login, not a sign-up
    const auth = await authenticate(h, token, ada.session_token);
    expect(auth.status).toBe(200);
    expect(auth.json.data.user_id).toBe(ada.user_id);
    expect(auth.json.data.user.providers.map((p: { provider_type: string }) => p.provider_type)).toEqual(['github']);
    expect(auth.json.data.session.session_id).toBe(ada.session.session_id);
    expect(h.emulator.store.users.size).toBe(1);
    // Later sign-ins with that provider account find ada.
    const again = await start(h, 'github');
    const later = await continueAs(h, 'github', again.state!, 'ada.codes@example.org');
    expect((await authenticate(h, later.token)).json.data.user_id).toBe(ada.user_id);
  });

  it('without an attach token, the same provider sign-in creates another user', async () => {
    const h = createHarness();
    const ada = await h.loginWithEmailOtp('ada@example.com');
    const { state } = await start(h, 'github');
    const { token } = await continueAs(h, 'github', state!, 'ada.codes@example.org');
    expect((await authenticate(h, token)).json.data.user_id).not.toBe(ada.user_id);
  });

  it('takes a token once, for its own provider, before it expires', async () => {
    const h = createHarness();
    const ada = await h.loginWithEmailOtp('ada@example.com');
    const token = (await attach(h, 'github', ada.session_token)).json.data.oauth_attach_token;

    const other = await start(h, 'google', token);
    expect(other.res.status).toBe(400);
    expect(await pageErrorType(other.res)).toBe('invalid_oauth_attach_token');
    expect((await start(h, 'github', token)).res.status).toBe(302); // the refused start left it usable
    const replay = await start(h, 'github', token);
    expect(await pageErrorType(replay.res)).toBe('invalid_oauth_attach_token');

    const late = (await attach(h, 'github', ada.session_token)).json.data.oauth_attach_token;
    h.clock.advance(10 * MINUTE);
    expect(await pageErrorType((await start(h, 'github', late)).res)).toBe('invalid_oauth_attach_token');
    expect(await pageErrorType((await start(h, 'github', 'made-up')).res)).toBe('invalid_oauth_attach_token');
  });

  it('does not move a provider account that already belongs to another user', async () => {
    const h = createHarness();
    const first = await start(h, 'github');
    const bob = await authenticate(h, (await continueAs(h, 'github', first.state!, 'bob@example.com')).token);
    const ada = await h.loginWithEmailOtp('ada@example.com');
    const token = (await attach(h, 'github', ada.session_token)).json.data.oauth_attach_token;
    const { state } = await start(h, 'github', token);
    const res = await authenticate(h, (await continueAs(h, 'github', state!, 'bob@example.com')).token, ada.session_token);
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('invalid_oauth_attach_token');
    expect(h.emulator.store.users.get(ada.user_id)!.providers).toEqual([]);
    expect(h.emulator.store.users.get(bob.json.data.user_id)!.providers).toHaveLength(1);
  });

  it('needs a session and a known provider', async () => {
    const h = createHarness();
    const noSession = await attach(h, 'github');
    expect(noSession.status).toBe(401);
    expect(noSession.json.error_type).toBe('unauthorized_credentials');
    const ada = await h.loginWithEmailOtp('ada@example.com');
    const res = await attach(h, 'myspace', ada.session_token);
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('invalid_oauth_provider');
    expect((await h.call('POST', '/oauth/attach', { body: {}, session: ada.session_token })).json.error_type).toBe('missing_argument');
  });
});
