// POST /__emulator/sessions: a real session without a sign-in, for auth-widget/testing's signIn.
import { describe, expect, it } from 'vitest';
import { createHarness, MINUTE, ORIGIN } from './harness';

const mint = (h: ReturnType<typeof createHarness>, body: unknown) => h.call('POST', `${ORIGIN}/__emulator/sessions`, { body, authorization: null });

describe('POST /__emulator/sessions', () => {
  it('creates the user when missing and answers a session the API accepts', async () => {
    const h = createHarness();
    const res = await mint(h, { email: 'Ada@Example.com' });
    expect(res.status).toBe(200);
    const { user, session, session_token, session_jwt } = res.json;
    expect(user.emails).toEqual([{ email_id: expect.any(String), email: 'ada@example.com', verified: true }]);
    expect(user.status).toBe('active');
    expect(session.user_id).toBe(user.user_id);
    expect(Date.parse(session.expires_at)).toBe(h.clock.now() + 30 * MINUTE);
    expect(session_jwt.split('.')).toHaveLength(3);
    const me = await h.call('GET', '/users/me', { session: session_token });
    expect(me.status).toBe(200);
    expect(me.json.data.user_id).toBe(user.user_id);
    const byJwt = await h.call('POST', '/sessions/authenticate', { body: { session_jwt }, session: session_token });
    expect(byJwt.status).toBe(200);
  });

  it('finds an existing user, and starts a new session each time', async () => {
    const h = createHarness();
    const first = (await mint(h, { email: 'ada@example.com' })).json;
    const second = (await mint(h, { email: 'ada@example.com', session_duration_minutes: 60 })).json;
    expect(second.user.user_id).toBe(first.user.user_id);
    expect(second.session.session_id).not.toBe(first.session.session_id);
    expect(Date.parse(second.session.expires_at)).toBe(h.clock.now() + 60 * MINUTE);
    expect(h.emulator.store.users.size).toBe(1);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const h = createHarness();
    const missing = await mint(h, {});
    expect(missing.status).toBe(400);
    expect(missing.json.error_message).toContain('email');
    const badDuration = await mint(h, { email: 'ada@example.com', session_duration_minutes: 1 });
    expect(badDuration.status).toBe(400);
    expect(badDuration.json.error_message).toContain('session_duration_minutes');
    expect(h.emulator.store.users.size).toBe(0);
  });
});
