// What each password reset ends (docs/spec/api.md §3, as the provider does): by email and by the
// existing password, every session the user had; by session, every other session, and only for a
// session that proved the password or the mailbox in the last 5 minutes.
import { describe, expect, it } from 'vitest';
import { MINUTE, type Harness } from './harness';
import { createPassword, login, passwordHarness, STRONG, STRONG_2 } from './passwordsHarness';

const email = 'ada@example.com';
const NEW_PASSWORD = 'another Quiet harbor 9';

const me = async (h: Harness, token: string) => (await h.call('GET', '/users/me', { session: token })).status;

/** Two sessions of the password user, each from its own sign-in. */
async function twoSessions(h: Harness): Promise<[string, string]> {
  await createPassword(h, email);
  const first = await login(h, email, STRONG);
  const second = await login(h, email, STRONG);
  return [first.json.data.session_token, second.json.data.session_token];
}

describe('a password reset ends the sessions the provider ends', () => {
  it('by email: every earlier session, the new one lives', async () => {
    const h = passwordHarness();
    const [first, second] = await twoSessions(h);
    await h.call('POST', '/passwords/email/reset/start', { body: { email, reset_password_redirect_url: 'http://localhost:3000/reset' } });
    const token = new URL((await h.latest(email)).link!).searchParams.get('token')!;
    const res = await h.call('POST', '/passwords/email/reset', { session: first, body: { token, password: NEW_PASSWORD, session_duration_minutes: 30 } });
    expect(res.status).toBe(200);
    expect([await me(h, first), await me(h, second)]).toEqual([401, 401]);
    const fresh = res.json.data.session_token as string;
    expect(fresh).not.toBe(first);
    expect(await me(h, fresh)).toBe(200);
  });

  it('by the existing password: every earlier session, the new one lives', async () => {
    const h = passwordHarness();
    const [first, second] = await twoSessions(h);
    const res = await h.call('POST', '/passwords/existing_password/reset', {
      body: { email, existing_password: STRONG, new_password: STRONG_2, session_duration_minutes: 30 },
    });
    expect(res.status).toBe(200);
    expect([await me(h, first), await me(h, second)]).toEqual([401, 401]);
    expect(await me(h, res.json.data.session_token as string)).toBe(200);
  });

  it("by session: every other session, the caller's lives", async () => {
    const h = passwordHarness();
    const [first, second] = await twoSessions(h);
    const res = await h.call('POST', '/passwords/session/reset', { session: first, body: { password: STRONG_2 } });
    expect(res.status).toBe(200);
    expect(res.json.data.session_token).toBe(first);
    expect([await me(h, first), await me(h, second)]).toEqual([200, 401]);
  });

  it("another user's sessions are untouched", async () => {
    const h = passwordHarness();
    const [first] = await twoSessions(h);
    const other = await h.loginWithMagicLink('pat@example.com');
    await h.call('POST', '/passwords/session/reset', { session: first, body: { password: STRONG_2 } });
    expect(await me(h, other.session_token)).toBe(200);
  });
});

describe('a reset by session needs a recent password or email factor', () => {
  it('is refused 20 minutes after the last factor, and the password is unchanged', async () => {
    const h = passwordHarness();
    const [first] = await twoSessions(h);
    h.clock.advance(20 * MINUTE);
    const res = await h.call('POST', '/passwords/session/reset', { session: first, body: { password: STRONG_2 } });
    expect([res.status, res.json.error_type]).toEqual([400, 'session_too_old_to_reset_password']);
    expect((await login(h, email, STRONG)).status).toBe(200);
  });

  it('is accepted at 5 minutes (an email magic link), refused at 6, and accepted again in a session that just proved the mailbox', async () => {
    const h = passwordHarness();
    const auth = await h.loginWithMagicLink(email);
    h.clock.advance(5 * MINUTE);
    expect((await h.call('POST', '/passwords/session/reset', { session: auth.session_token, body: { password: STRONG } })).status).toBe(200);
    h.clock.advance(6 * MINUTE);
    expect((await h.call('POST', '/passwords/session/reset', { session: auth.session_token, body: { password: STRONG_2 } })).status).toBe(400);
    const again = await h.loginWithMagicLink(email);
    expect((await h.call('POST', '/passwords/session/reset', { session: again.session_token, body: { password: STRONG_2 } })).status).toBe(200);
  });
});
