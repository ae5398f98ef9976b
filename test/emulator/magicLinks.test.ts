// Email magic links: delivery, redirect URLs (P7), single use and expiry (A4, P4), PKCE (P2).
import { describe, expect, it } from 'vitest';
import { createHarness, MINUTE, REDIRECT, type Harness } from './harness';

const email = 'ada@example.com';
// RFC 7636 Appendix B.
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

async function requestLink(h: Harness, body: Record<string, unknown> = {}) {
  return h.call('POST', '/magic_links/email/login_or_create', { body: { email, login_magic_link_url: REDIRECT, signup_magic_link_url: REDIRECT, ...body } });
}
async function tokenFromOutbox(h: Harness, to = email) {
  return new URL((await h.latest(to)).link!).searchParams.get('token')!;
}
function authenticate(h: Harness, token: string, extra: Record<string, unknown> = {}) {
  return h.call('POST', '/magic_links/authenticate', { body: { token, session_duration_minutes: 30, ...extra } });
}

describe('login_or_create', () => {
  it('creates the user, mails a sign-up link, and authenticating returns Auth with the email factor', async () => {
    const h = createHarness();
    const sent = await requestLink(h, { email: 'Ada@Example.com' });
    expect(sent.status).toBe(200);
    expect(sent.json.data).toEqual({ request_id: expect.any(String), status_code: 200 });

    const message = await h.latest(email);
    expect(message).toMatchObject({ channel: 'email', recipient: email, subject: 'Complete your sign up' });
    expect(message.link).toMatch(/^http:\/\/localhost:3000\/authenticate\?stytch_token_type=magic_links&token=[A-Za-z0-9_-]{43}$/);
    expect(message.text).toContain(message.link);

    const res = await authenticate(h, await tokenFromOutbox(h));
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.user.status).toBe('active');
    expect(data.user.emails).toEqual([{ email_id: data.method_id, email, verified: true }]);
    expect(data.user).toMatchObject({ phone_numbers: [], providers: [], password: null, name: { first_name: '', middle_name: '', last_name: '' }, roles: ['stytch_user'] });
    expect(data.session.authentication_factors).toEqual([
      { type: 'magic_link', delivery_method: 'email', last_authenticated_at: expect.any(String), email_factor: { email_id: data.method_id, email_address: email } },
    ]);
    expect(data.session_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.session_jwt.split('.')).toHaveLength(3);
    expect(Date.parse(data.session.expires_at) - h.clock.now()).toBe(30 * MINUTE);
  });

  it('sends the login variant and URL to an existing active user', async () => {
    const h = createHarness();
    await h.loginWithMagicLink(email);
    await h.call('POST', '/magic_links/email/login_or_create', {
      body: { email, login_magic_link_url: 'http://localhost:3000/login', signup_magic_link_url: 'http://localhost:3000/signup' },
    });
    const message = await h.latest(email);
    expect(message.subject).toBe('Your login link');
    expect(message.link).toMatch(/^http:\/\/localhost:3000\/login\?/);
  });

  it('creates pending users on request; they become active on authenticate', async () => {
    const h = createHarness();
    await requestLink(h, { create_user_as_pending: true });
    expect([...h.emulator.store.users.values()][0]!.status).toBe('pending');
    await requestLink(h); // still pending: the sign-up variant again
    expect((await h.latest(email)).subject).toBe('Complete your sign up');
    const res = await authenticate(h, await tokenFromOutbox(h));
    expect(res.json.data.user.status).toBe('active');
  });

  it('appends to an existing query and keeps the fragment', async () => {
    const h = createHarness();
    await requestLink(h, { signup_magic_link_url: 'http://localhost:3000/cb?next=%2Fhome#top' });
    expect((await h.latest(email)).link).toMatch(/^http:\/\/localhost:3000\/cb\?next=%2Fhome&stytch_token_type=magic_links&token=[\w-]+#top$/);
  });
});

describe('redirect URLs (P7)', () => {
  it('with no list, allows any http(s) loopback URL and refuses others', async () => {
    const h = createHarness();
    for (const url of ['http://127.0.0.1:8080/x', 'https://app.localhost/cb', 'http://[::1]:3000/']) {
      expect((await requestLink(h, { login_magic_link_url: url, signup_magic_link_url: url })).status).toBe(200);
    }
    for (const url of ['https://evil.com/cb', 'http://localhost.evil.com/cb', 'javascript:alert(1)', 'http://user@evil.com', 'ftp://localhost/x']) {
      const res = await requestLink(h, { signup_magic_link_url: url });
      expect([res.status, res.json.error_type], url).toEqual([400, 'invalid_redirect_url']);
    }
  });

  it('with a list, matches exactly; near misses are refused', async () => {
    const registered = 'https://app.example.com/auth/callback';
    const h = createHarness({ project: { redirect_urls: [registered] } });
    expect((await requestLink(h, { login_magic_link_url: registered, signup_magic_link_url: registered })).status).toBe(200);
    for (const nearMiss of [
      'https://app.example.com/auth/callback/',
      'https://app.example.com/auth/callback?x=1',
      'http://app.example.com/auth/callback',
      'https://app.example.com.evil.com/auth/callback',
      'https://APP.example.com/auth/callback',
      'http://localhost:3000/authenticate',
    ]) {
      const res = await requestLink(h, { login_magic_link_url: nearMiss, signup_magic_link_url: nearMiss });
      expect([res.status, res.json.error_type], nearMiss).toEqual([400, 'invalid_redirect_url']);
    }
  });

  it('without any URL: no_signup_redirect_urls_set for new users, no_login_redirect_urls_set for existing ones', async () => {
    const h = createHarness();
    const signup = await h.call('POST', '/magic_links/email/login_or_create', { body: { email } });
    expect([signup.status, signup.json.error_type]).toEqual([400, 'no_signup_redirect_urls_set']);
    expect(h.emulator.store.users.size).toBe(0); // a refused request leaves nothing behind
    await h.loginWithMagicLink(email);
    const login = await h.call('POST', '/magic_links/email/login_or_create', { body: { email } });
    expect([login.status, login.json.error_type]).toEqual([400, 'no_login_redirect_urls_set']);
  });

  it('falls back to the project defaults', async () => {
    const h = createHarness({ project: { default_login_redirect_url: 'http://localhost:3000/default' } });
    expect((await h.call('POST', '/magic_links/email/login_or_create', { body: { email } })).status).toBe(200);
    expect((await h.latest(email)).link).toMatch(/^http:\/\/localhost:3000\/default\?stytch_token_type=magic_links/);
  });
});

describe('authenticate (A4)', () => {
  it('is single-use', async () => {
    const h = createHarness();
    await requestLink(h);
    const token = await tokenFromOutbox(h);
    expect((await authenticate(h, token)).status).toBe(200);
    const again = await authenticate(h, token);
    expect([again.status, again.json.error_type]).toEqual([401, 'unable_to_auth_magic_link']);
  });

  it('a scanner GET consumes nothing; the user POST then works', async () => {
    const h = createHarness();
    await requestLink(h);
    const token = await tokenFromOutbox(h);
    expect((await h.call('GET', `/magic_links/authenticate?token=${token}`)).status).toBe(405);
    expect((await authenticate(h, token)).status).toBe(200);
  });

  it('expires after login_expiration_minutes / signup_expiration_minutes (default 30)', async () => {
    const h = createHarness();
    await requestLink(h, { signup_expiration_minutes: 10 });
    const token = await tokenFromOutbox(h);
    h.clock.advance(10 * MINUTE);
    expect((await authenticate(h, token)).json.error_type).toBe('unable_to_auth_magic_link');

    await requestLink(h);
    const fresh = await tokenFromOutbox(h);
    h.clock.advance(30 * MINUTE - 1);
    expect((await authenticate(h, fresh)).status).toBe(200);
  });

  it('rejects unknown tokens and validates its body', async () => {
    const h = createHarness();
    expect((await authenticate(h, 'made-up')).json.error_type).toBe('unable_to_auth_magic_link');
    expect((await h.call('POST', '/magic_links/authenticate', { body: {} })).json.error_type).toBe('missing_argument');
    const bad = await authenticate(h, 'x', { session_duration_minutes: 1 });
    expect([bad.status, bad.json.error_type]).toEqual([400, 'invalid_argument']);
  });
});

describe('PKCE (P2)', () => {
  it('accepts the RFC 7636 Appendix B verifier for its challenge', async () => {
    const h = createHarness();
    await requestLink(h, { code_challenge: CHALLENGE });
    expect((await authenticate(h, await tokenFromOutbox(h), { code_verifier: VERIFIER })).status).toBe(200);
  });

  it('rejects a missing or wrong verifier with pkce_mismatch, leaving the link usable', async () => {
    const h = createHarness();
    await requestLink(h, { code_challenge: CHALLENGE });
    const token = await tokenFromOutbox(h);
    for (const extra of [{}, { code_verifier: `${VERIFIER}x` }, { code_verifier: CHALLENGE }]) {
      const res = await authenticate(h, token, extra);
      expect([res.status, res.json.error_type]).toEqual([400, 'pkce_mismatch']);
    }
    expect((await authenticate(h, token, { code_verifier: VERIFIER })).status).toBe(200);
  });

  it('rejects a verifier for a link requested without a challenge', async () => {
    const h = createHarness();
    await requestLink(h);
    expect((await authenticate(h, await tokenFromOutbox(h), { code_verifier: VERIFIER })).json.error_type).toBe('pkce_mismatch');
  });

  it('refuses a padded or malformed challenge', async () => {
    const res = await requestLink(createHarness(), { code_challenge: `${CHALLENGE}=` });
    expect([res.status, res.json.error_type]).toEqual([400, 'invalid_argument']);
  });

  it('requires a challenge when the project requires PKCE for magic links', async () => {
    const h = createHarness({ project: { pkce_required_for_email_magic_links: true } });
    const res = await requestLink(h);
    expect([res.status, res.json.error_type]).toEqual([400, 'missing_argument']);
    expect(res.json.error_message).toContain('code_challenge');
    expect((await requestLink(h, { code_challenge: CHALLENGE })).status).toBe(200);
  });
});

describe('send/primary and send/secondary', () => {
  it('primary mails existing users and refuses unknown ones with 404 email_not_found', async () => {
    const h = createHarness();
    const unknown = await h.call('POST', '/magic_links/email/send/primary', { body: { email, login_magic_link_url: REDIRECT } });
    expect([unknown.status, unknown.json.error_type]).toEqual([404, 'email_not_found']);
    await h.loginWithMagicLink(email);
    expect((await h.call('POST', '/magic_links/email/send/primary', { body: { email, login_magic_link_url: REDIRECT } })).status).toBe(200);
    expect((await h.latest(email)).subject).toBe('Your login link');
  });

  it('secondary needs a session, adds the email to that user and steps up the same session', async () => {
    const h = createHarness();
    const first = await h.loginWithMagicLink(email);
    const other = 'ada.work@example.com';
    const anonymous = await h.call('POST', '/magic_links/email/send/secondary', { body: { email: other, login_magic_link_url: REDIRECT } });
    expect([anonymous.status, anonymous.json.error_type]).toEqual([401, 'unauthorized_credentials']);

    const sent = await h.call('POST', '/magic_links/email/send/secondary', { body: { email: other, login_magic_link_url: REDIRECT }, session: first.session_token });
    expect(sent.status).toBe(200);
    const res = await h.call('POST', '/magic_links/authenticate', {
      body: { token: await tokenFromOutbox(h, other), session_duration_minutes: 30 },
      session: first.session_token,
    });
    expect(res.json.data.session.session_id).toBe(first.session.session_id);
    expect(res.json.data.user.emails.map((e: { email: string }) => e.email)).toEqual([email, other]);
    expect(res.json.data.session.authentication_factors).toHaveLength(2);
  });

  it('secondary refuses an email that belongs to another user', async () => {
    const h = createHarness();
    const ada = await h.loginWithMagicLink(email);
    await h.loginWithMagicLink('grace@example.com');
    const res = await h.call('POST', '/magic_links/email/send/secondary', { body: { email: 'grace@example.com', login_magic_link_url: REDIRECT }, session: ada.session_token });
    expect([res.status, res.json.error_type]).toEqual([400, 'bad_request']);
  });
});
