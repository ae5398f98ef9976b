// Password reset by email: the mail and its two links, single use and expiry (P4), PKCE (P2),
// the 'log in without a password' link through /magic_links/authenticate, no enumeration.
import { describe, expect, it } from 'vitest';
import type { Harness } from './harness';
import { MINUTE, REDIRECT } from './harness';
import { createPassword, login, passwordHarness, stageUser, STRONG, STRONG_2 } from './passwordsHarness';

const email = 'ada@example.com';
const RESET_PAGE = 'http://localhost:3000/reset';
const LOGIN_PAGE = 'http://localhost:3000/login';
// RFC 7636 Appendix B.
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

function start(h: Harness, body: Record<string, unknown> = {}) {
  return h.call('POST', '/passwords/email/reset/start', {
    body: { email, reset_password_redirect_url: RESET_PAGE, login_redirect_url: LOGIN_PAGE, ...body },
  });
}
async function tokens(h: Harness) {
  const message = await h.latest(email);
  return {
    reset: new URL(message.link!).searchParams.get('token')!,
    login: new URL(message.login_link!).searchParams.get('token')!,
  };
}
function reset(h: Harness, token: string, extra: Record<string, unknown> = {}) {
  return h.call('POST', '/passwords/email/reset', { body: { token, password: STRONG_2, session_duration_minutes: 30, ...extra } });
}
function loginWithToken(h: Harness, token: string, extra: Record<string, unknown> = {}) {
  return h.call('POST', '/magic_links/authenticate', { body: { token, session_duration_minutes: 30, ...extra } });
}

describe('POST /passwords/email/reset/start', () => {
  it('mails the reset link and the login link, and answers {}', async () => {
    const h = passwordHarness();
    await createPassword(h, email);
    const res = await start(h, { email: 'ADA@example.com', reset_password_template_id: 'reset', locale: 'en' });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ request_id: expect.any(String), status_code: 200 });
    const message = await h.latest(email);
    expect(message).toMatchObject({ channel: 'email', recipient: email, subject: 'Reset your Demo password' });
    expect(message.link).toMatch(/^http:\/\/localhost:3000\/reset\?stytch_token_type=reset_password&token=[A-Za-z0-9_-]{43}$/);
    expect(message.login_link).toMatch(/^http:\/\/localhost:3000\/login\?stytch_token_type=login&token=[A-Za-z0-9_-]{43}$/);
    expect(message.text).toContain(message.link);
    expect(message.text).toContain(message.login_link);
    expect(message.text).toContain('30 minutes');
  });

  it('answers {} for an unknown email and sends nothing (no enumeration)', async () => {
    const h = passwordHarness();
    const res = await start(h, { email: 'nobody@example.com' });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ request_id: expect.any(String), status_code: 200 });
    expect(await h.outbox()).toEqual([]);
  });

  it('mails a passwordless user too (that is how they set a first password)', async () => {
    const h = passwordHarness();
    await stageUser(h, { email });
    await start(h);
    const { reset: token } = await tokens(h);
    const res = await reset(h, token);
    expect(res.status).toBe(200);
    expect(res.json.data.user.password).toMatchObject({ requires_reset: false });
    expect(res.json.data.user.emails[0].verified).toBe(true);
    expect((await h.call('POST', '/users/search', { body: { email } })).json.data.userType).toBe('password');
  });

  it('falls back to the project defaults, the login link to the reset page, and refuses when nothing is known', async () => {
    const h = passwordHarness({ project: { default_reset_password_redirect_url: RESET_PAGE } });
    await createPassword(h, email);
    await h.call('POST', '/passwords/email/reset/start', { body: { email } });
    const message = await h.latest(email);
    expect(message.link).toMatch(/^http:\/\/localhost:3000\/reset\?stytch_token_type=reset_password&/);
    expect(message.login_link).toMatch(/^http:\/\/localhost:3000\/reset\?stytch_token_type=login&/);

    const bare = passwordHarness();
    const refused = await bare.call('POST', '/passwords/email/reset/start', { body: { email: 'nobody@example.com' } });
    expect([refused.status, refused.json.error_type]).toEqual([400, 'no_reset_password_redirect_urls_set']);
  });

  it('refuses redirect URLs that are not allowed, for known and unknown emails alike', async () => {
    const h = passwordHarness();
    await createPassword(h, email);
    for (const address of [email, 'nobody@example.com']) {
      const bad = await start(h, { email: address, reset_password_redirect_url: 'https://evil.example/reset' });
      expect([bad.status, bad.json.error_type]).toEqual([400, 'invalid_redirect_url']);
      const badLogin = await start(h, { email: address, login_redirect_url: 'javascript:alert(1)' });
      expect(badLogin.json.error_type).toBe('invalid_redirect_url');
    }
    expect(await h.outbox(email)).toEqual([]);
  });

  it('keeps the query and fragment of the redirect URL', async () => {
    const h = passwordHarness();
    await createPassword(h, email);
    await start(h, { reset_password_redirect_url: 'http://localhost:3000/reset?lang=en#top' });
    expect((await h.latest(email)).link).toMatch(/^http:\/\/localhost:3000\/reset\?lang=en&stytch_token_type=reset_password&token=[A-Za-z0-9_-]{43}#top$/);
  });

  it('requires a code_challenge when the project requires PKCE for resets, and checks its shape', async () => {
    const h = passwordHarness({ project: { pkce_required_for_password_resets: true } });
    await createPassword(h, email);
    expect((await start(h)).json).toMatchObject({ status_code: 400, error_type: 'missing_argument' });
    expect((await start(h, { code_challenge: 'short' })).json).toMatchObject({ status_code: 400, error_type: 'invalid_argument' });
    expect((await start(h, { code_challenge: CHALLENGE })).status).toBe(200);
  });

  it('bounds reset_password_expiration_minutes', async () => {
    const h = passwordHarness();
    expect((await start(h, { reset_password_expiration_minutes: 1 })).status).toBe(400);
    expect((await start(h, { reset_password_expiration_minutes: 10_081 })).status).toBe(400);
  });
});

describe('POST /passwords/email/reset', () => {
  it('sets the new password, signs in, and only the new password works afterwards', async () => {
    const h = passwordHarness();
    const created = (await createPassword(h, email)).json.data;
    await start(h);
    const res = await reset(h, (await tokens(h)).reset);
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.user_id).toBe(created.user_id);
    expect(data.user.password.password_id).toBe(created.user.password.password_id);
    expect(data.session.authentication_factors[0]).toMatchObject({ type: 'password', delivery_method: 'knowledge', email_factor: { email_address: email } });
    expect((await login(h, email, STRONG)).status).toBe(401);
    expect((await login(h, email, STRONG_2)).status).toBe(200);
  });

  it('is single-use (P4)', async () => {
    const h = passwordHarness();
    await createPassword(h, email);
    await start(h);
    const { reset: token } = await tokens(h);
    expect((await reset(h, token)).status).toBe(200);
    const again = await reset(h, token, { password: 'another Fine passphrase 9' });
    expect([again.status, again.json.error_type]).toEqual([401, 'unable_to_auth_magic_link']);
  });

  it('expires after 30 minutes by default, or the requested minutes', async () => {
    const h = passwordHarness();
    await createPassword(h, email);
    await start(h);
    const first = (await tokens(h)).reset;
    h.clock.advance(30 * MINUTE);
    expect((await reset(h, first)).json.error_type).toBe('unable_to_auth_magic_link');

    await start(h, { reset_password_expiration_minutes: 60 });
    const second = (await tokens(h)).reset;
    expect((await h.latest(email)).text).toContain('60 minutes');
    h.clock.advance(59 * MINUTE);
    expect((await reset(h, second)).status).toBe(200);
  });

  it('a new reset start replaces the earlier links', async () => {
    const h = passwordHarness();
    await createPassword(h, email);
    await start(h);
    const old = await tokens(h);
    await start(h);
    expect((await reset(h, old.reset)).status).toBe(401);
    expect((await loginWithToken(h, old.login)).status).toBe(401);
    expect((await reset(h, (await tokens(h)).reset)).status).toBe(200);
  });

  it('refuses a breached or weak new password and leaves the token usable', async () => {
    const h = passwordHarness();
    await createPassword(h, email);
    await start(h);
    const { reset: token } = await tokens(h);
    expect((await reset(h, token, { password: 'letmein' })).json.error_type).toBe('breached_password');
    expect((await reset(h, token, { password: 'ada1984' })).json.error_type).toBe('weak_password');
    expect((await reset(h, token)).status).toBe(200);
  });

  it('clears requires_reset (the dedupe path)', async () => {
    const h = passwordHarness();
    await stageUser(h, { email, password: STRONG, requires_reset: true });
    expect((await login(h, email, STRONG)).json.error_type).toBe('reset_password');
    await start(h);
    const res = await reset(h, (await tokens(h)).reset);
    expect(res.json.data.user.password.requires_reset).toBe(false);
    expect((await login(h, email, STRONG_2)).status).toBe(200);
  });

  it('an unknown token is 401', async () => {
    const h = passwordHarness();
    const res = await reset(h, 'no-such-token');
    expect([res.status, res.json.error_type]).toEqual([401, 'unable_to_auth_magic_link']);
  });
});

describe('PKCE on reset (P2)', () => {
  async function startWithPkce(h: Harness) {
    await createPassword(h, email);
    await start(h, { code_challenge: CHALLENGE });
    return tokens(h);
  }

  it('needs the verifier, refuses a wrong one, and the token survives both failures', async () => {
    const h = passwordHarness();
    const { reset: token } = await startWithPkce(h);
    const missing = await reset(h, token);
    expect([missing.status, missing.json.error_type]).toEqual([400, 'pkce_mismatch']);
    const wrong = await reset(h, token, { code_verifier: 'a'.repeat(43) });
    expect(wrong.json.error_type).toBe('pkce_mismatch');
    expect((await reset(h, token, { code_verifier: VERIFIER })).status).toBe(200);
  });

  it('refuses a verifier for a reset started without a challenge', async () => {
    const h = passwordHarness();
    await createPassword(h, email);
    await start(h);
    const res = await reset(h, (await tokens(h)).reset, { code_verifier: VERIFIER });
    expect(res.json.error_type).toBe('pkce_mismatch');
  });

  it('binds the login link to the same challenge', async () => {
    const h = passwordHarness();
    const { login: token } = await startWithPkce(h);
    expect((await loginWithToken(h, token)).json.error_type).toBe('pkce_mismatch');
    expect((await loginWithToken(h, token, { code_verifier: VERIFIER })).status).toBe(200);
  });
});

describe("the 'log in without a password' link", () => {
  it('authenticates once through /magic_links/authenticate', async () => {
    const h = passwordHarness();
    const created = (await createPassword(h, email)).json.data;
    await start(h);
    const { login: token } = await tokens(h);
    const res = await loginWithToken(h, token);
    expect(res.status).toBe(200);
    expect(res.json.data.user_id).toBe(created.user_id);
    expect(res.json.data.method_id).toBe(created.email_id);
    expect(res.json.data.session.authentication_factors[0]).toMatchObject({ type: 'magic_link', delivery_method: 'email' });
    const again = await loginWithToken(h, token);
    expect([again.status, again.json.error_type]).toEqual([401, 'unable_to_auth_magic_link']);
    // The password is untouched.
    expect((await login(h, email, STRONG)).status).toBe(200);
  });

  it('expires with the reset link', async () => {
    const h = passwordHarness();
    await createPassword(h, email);
    await start(h, { reset_password_expiration_minutes: 5 });
    const { login: token } = await tokens(h);
    h.clock.advance(5 * MINUTE);
    expect((await loginWithToken(h, token)).status).toBe(401);
  });

  it('is void once the password was reset', async () => {
    const h = passwordHarness();
    await createPassword(h, email);
    await start(h);
    const both = await tokens(h);
    expect((await reset(h, both.reset)).status).toBe(200);
    expect((await loginWithToken(h, both.login)).status).toBe(401);
  });

  it('uses the magic-link redirect default when no login URL is given', async () => {
    const h = passwordHarness({ project: { default_login_redirect_url: REDIRECT } });
    await createPassword(h, email);
    await h.call('POST', '/passwords/email/reset/start', { body: { email, reset_password_redirect_url: RESET_PAGE } });
    expect((await h.latest(email)).login_link).toMatch(/^http:\/\/localhost:3000\/authenticate\?stytch_token_type=login&/);
  });
});

describe("the reset token at /magic_links/authenticate (the reset form's 'Login without a password')", () => {
  it('signs in once, without touching the password, and voids both links', async () => {
    const h = passwordHarness();
    const created = (await createPassword(h, email)).json.data;
    await start(h);
    const both = await tokens(h);
    const res = await loginWithToken(h, both.reset);
    expect(res.status).toBe(200);
    expect(res.json.data.user_id).toBe(created.user_id);
    expect(res.json.data.session.authentication_factors[0]).toMatchObject({ type: 'magic_link', delivery_method: 'email' });
    expect((await loginWithToken(h, both.reset)).status).toBe(401);
    expect((await loginWithToken(h, both.login)).status).toBe(401);
    expect((await reset(h, both.reset)).status).toBe(401);
    expect((await login(h, email, STRONG)).status).toBe(200);
  });

  it('needs the verifier when the reset was started with PKCE', async () => {
    const h = passwordHarness();
    await createPassword(h, email);
    await start(h, { code_challenge: CHALLENGE });
    const { reset: token } = await tokens(h);
    expect((await loginWithToken(h, token)).json.error_type).toBe('pkce_mismatch');
    expect((await loginWithToken(h, token, { code_verifier: VERIFIER })).status).toBe(200);
  });
});
