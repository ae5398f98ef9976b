// Flat memory under repeated sign-ins (issue 15): expired records are swept on the emulator's
// clock, each user keeps at most max_sessions_per_user sessions (the oldest revoked), and the
// outbox's cap is a project setting that says what it dropped.
import { describe, expect, it } from 'vitest';
import { createHarness, MINUTE, ORIGIN, REDIRECT, type Harness } from './harness';
import { createOidcHarness, SPA_APP } from './oidcHarness';

/** These tests sign the same users in thousands of times: rate limits (tested on their own) off. */
const UNLIMITED = { sends_per_recipient: [], failed_authentications_per_account: [], password_lockout: null, requests_per_ip: [] };

const users = Array.from({ length: 10 }, (_, i) => `repeat${i}@example.com`);
const tables = (h: Harness) => h.emulator.store.sizes();

describe('the expiry sweep', () => {
  it('keeps sessions, codes and links flat over 3,000 sign-ins of the same users as they expire', async () => {
    // A cap that never bites, so only the sweep can keep the count down.
    const h = createHarness({ project: { max_sessions_per_user: 10_000, rate_limits: UNLIMITED } });
    let most = 0;
    for (let round = 0; round < 30; round++) {
      for (let i = 0; i < 100; i++) {
        const email = users[i % users.length]!;
        if (i % 2 === 0) await h.loginWithEmailOtp(email);
        else await h.loginWithMagicLink(email);
      }
      h.clock.advance(121 * MINUTE); // past the sessions' 30 and 60 minutes, and the sweep's hour of grace
      const sizes = tables(h);
      most = Math.max(most, sizes.sessions!, sizes.sessionIdByToken!);
      expect(sizes.sessions).toBe(sizes.sessionIdByToken);
      expect(sizes.otps).toBeLessThanOrEqual(users.length);
      expect(sizes.magicLinks).toBeLessThanOrEqual(100);
    }
    expect(tables(h).users).toBe(users.length);
    // 100 sign-ins a round stay live until the clock moves; what expired is gone a round later.
    expect(most).toBeLessThanOrEqual(200);
  }, 120_000);

  it('drops expired passcodes and links that were never used', async () => {
    const h = createHarness();
    for (let i = 0; i < 200; i++) await h.call('POST', '/magic_links/email/login_or_create', { body: { email: `unused${i}@example.com`, login_magic_link_url: REDIRECT, signup_magic_link_url: REDIRECT } });
    expect(tables(h).magicLinks).toBe(200);
    h.clock.advance(24 * 60 * MINUTE);
    for (let i = 0; i < 20; i++) await h.call('GET', '/users/me');
    expect(tables(h).magicLinks).toBe(0);
    expect(tables(h).otps).toBe(0);
  });
  it('drops refresh tokens rotated away once they would have expired, and keeps them for replay detection until then', async () => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    const { code, verifier } = await h.codeFor(SPA_APP, session, { scopes: ['openid', 'offline_access'] });
    const rotate = async (token: string) => (await h.token({ grant_type: 'refresh_token', refresh_token: token, client_id: SPA_APP.client_id })).json;
    let latest: string = (await h.exchange(SPA_APP, code, verifier)).json.refresh_token;
    const first = latest;
    for (let i = 0; i < 50; i++) latest = (await rotate(latest)).refresh_token;
    expect(tables(h).rotatedRefreshTokens).toBe(50);
    h.clock.advance(29 * 24 * 60 * MINUTE); // within the refresh tokens' 30 days: a replay must still be caught
    for (let i = 0; i < 20; i++) await h.call('GET', '/users/me');
    expect(tables(h).rotatedRefreshTokens).toBe(50);
    h.clock.advance(2 * 24 * 60 * MINUTE); // past their 30 days and the sweep's hour of grace
    for (let i = 0; i < 20; i++) await h.call('GET', '/users/me');
    expect(tables(h).rotatedRefreshTokens).toBe(0);
    expect((await rotate(first)).error).toBe('invalid_grant');
  });
});

describe('sessions per user', () => {
  it('past max_sessions_per_user, a new sign-in revokes the oldest session', async () => {
    const h = createHarness({ project: { max_sessions_per_user: 3, rate_limits: UNLIMITED } });
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++) tokens.push((await h.loginWithEmailOtp('cap@example.com')).session_token);
    const check = async (token: string) => (await h.call('POST', '/sessions/authenticate', { session: token, body: {} })).json;
    expect(await check(tokens[0]!)).toMatchObject({ status_code: 404, error_type: 'session_not_found' });
    for (const token of tokens.slice(1)) expect((await check(token)).data.status_code).toBe(200);
    expect(tables(h).sessions).toBe(3);
  });

  it('keeps 100 by default', async () => {
    const h = createHarness({ project: { rate_limits: UNLIMITED } });
    expect(h.emulator.project.max_sessions_per_user).toBe(100);
    const first = (await h.loginWithMagicLink('many@example.com')).session_token;
    for (let i = 0; i < 99; i++) await h.loginWithMagicLink('many@example.com');
    expect((await h.call('POST', '/sessions/authenticate', { session: first, body: {} })).status).toBe(200);
    await h.loginWithMagicLink('many@example.com');
    expect((await h.call('POST', '/sessions/authenticate', { session: first, body: {} })).json.error_type).toBe('session_not_found');
    expect(tables(h).sessions).toBe(100);
  });

  it.each([0, 10_001, 2.5, '5', null])('refuses max_sessions_per_user %j', async (value) => {
    const res = await createHarness().call('POST', `${ORIGIN}/__emulator/project`, { body: { max_sessions_per_user: value } });
    expect([res.status, res.json.error_type]).toEqual([400, 'invalid_argument']);
    expect(res.json.error_message).toContain('max_sessions_per_user');
  });
});

describe('the outbox cap', () => {
  const send = (h: Harness, email: string) => h.call('POST', '/otps/email/login_or_create', { body: { email } });
  const outbox = async (h: Harness, query = '') => (await h.call('GET', `${ORIGIN}/__emulator/outbox${query}`)).json;

  it('keeps the newest 1,000 by default and says 500 of 1,500 concurrent sends were dropped', async () => {
    const h = createHarness();
    await Promise.all(Array.from({ length: 1500 }, (_, i) => send(h, `burst${i}@example.com`)));
    const all = await outbox(h);
    expect([all.messages.length, all.dropped, all.max_messages]).toEqual([1000, 500, 1000]);
    expect(all.messages[0].recipient).toBe('burst500@example.com');
  });

  it('is configurable; lookups by recipient still find the newest message; the page says what was dropped', async () => {
    const h = createHarness({ project: { outbox_max_messages: 5 } });
    await send(h, 'kept@example.com');
    for (let i = 0; i < 6; i++) await send(h, `other${i}@example.com`);
    await send(h, 'Kept@example.com');
    const all = await outbox(h);
    expect([all.messages.length, all.dropped, all.max_messages]).toEqual([5, 3, 5]);
    const mine = await outbox(h, '?recipient=kept%40example.com');
    expect(mine.messages).toHaveLength(1);
    expect(mine.messages[0].code).toBe((await h.latest('kept@example.com')).code);
    expect(mine.dropped).toBe(3);
    const page = await (await h.emulator.handle(`${ORIGIN}/outbox`)).text();
    expect(page).toContain('3 older messages were dropped: the outbox keeps the newest 5');

    // Lowered while running: applies at once, and counts what it drops.
    await h.call('POST', `${ORIGIN}/__emulator/project`, { body: { outbox_max_messages: 2 } });
    expect(await outbox(h)).toMatchObject({ dropped: 6, max_messages: 2 });
    await h.call('POST', `${ORIGIN}/__emulator/reset`);
    expect(await outbox(h)).toEqual({ messages: [], dropped: 0, max_messages: 5 });
    expect(await (await h.emulator.handle(`${ORIGIN}/outbox`)).text()).not.toContain('dropped');
  });

  it.each([0, 1_000_001, 1.5, '10', null])('refuses outbox_max_messages %j', async (value) => {
    const res = await createHarness().call('POST', `${ORIGIN}/__emulator/project`, { body: { outbox_max_messages: value } });
    expect([res.status, res.json.error_type]).toEqual([400, 'invalid_argument']);
    expect(res.json.error_message).toContain('outbox_max_messages');
  });
});
