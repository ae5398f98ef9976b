// Emulator-only endpoints (E6): outbox, reset, project, clock, received telemetry, the outbox page; and
// the telemetry intake they expose.
import { describe, expect, it } from 'vitest';
import { createHarness, MINUTE, ORIGIN, REDIRECT } from './harness';

const event = (name: string) => ({
  telemetry: { event_id: 'event-id-1', app_session_id: 'a', persistent_id: 'p', client_sent_at: '2030-01-01T00:00:00Z', timezone: 'UTC', app: { identifier: 'localhost' }, sdk: { identifier: 'auth-widget', version: '0.1.0' } },
  event: { public_token: 'public-token-test-x', event_name: name, details: {}, error_code: null, error_description: null, http_status_code: null },
});

describe('GET /__emulator/outbox', () => {
  it('lists messages oldest first, filtered by recipient and channel', async () => {
    const h = createHarness();
    await h.call('POST', '/otps/email/login_or_create', { body: { email: 'a@example.com' } });
    await h.call('POST', '/otps/sms/login_or_create', { body: { phone_number: '+15555550123' } });
    await h.call('POST', '/magic_links/email/login_or_create', { body: { email: 'b@example.com', signup_magic_link_url: REDIRECT } });

    const all = (await h.call('GET', `${ORIGIN}/__emulator/outbox`)).json.messages;
    expect(all.map((m: { recipient: string }) => m.recipient)).toEqual(['a@example.com', '+15555550123', 'b@example.com']);
    expect(all[0]).toEqual({
      id: expect.stringMatching(/^message-test-/),
      channel: 'email',
      recipient: 'a@example.com',
      subject: 'Your Demo passcode',
      text: expect.stringContaining('Your passcode is'),
      code: expect.stringMatching(/^\d{6}$/),
      rendered_locale: 'en',
      sent_at: new Date(h.clock.now()).toISOString(),
    });
    const sms = (await h.call('GET', `${ORIGIN}/__emulator/outbox?channel=sms`)).json.messages;
    expect(sms).toHaveLength(1);
    const toB = (await h.call('GET', `${ORIGIN}/__emulator/outbox?recipient=B%40example.com`)).json.messages;
    expect(toB).toHaveLength(1);
    expect(toB[0].link).toContain('stytch_token_type=magic_links');
    expect((await h.call('GET', `${ORIGIN}/__emulator/outbox?channel=fax`)).status).toBe(400);
  });
});

describe('POST /__emulator/reset', () => {
  it('clears users, sessions, codes, events and the outbox', async () => {
    const h = createHarness();
    const auth = await h.loginWithMagicLink('a@example.com');
    await h.call('POST', '/events', { body: [event('render_login_screen')], authorization: null });
    const res = await h.call('POST', `${ORIGIN}/__emulator/reset`);
    expect(res.status).toBe(200);
    expect(await h.outbox()).toEqual([]);
    expect((await h.call('GET', `${ORIGIN}/__emulator/events`)).json.events).toEqual([]);
    expect((await h.call('GET', '/users/me', { session: auth.session_token })).status).toBe(401);
    expect(h.emulator.store.users.size).toBe(0);
  });
});

describe('/__emulator/project', () => {
  const TOKEN = 'public-token-test-00000000-0000-4000-8000-000000000000';
  const bootstrap = async (h: ReturnType<typeof createHarness>) => (await h.call('GET', `/projects/bootstrap/${TOKEN}`)).json.data;
  const setProject = (h: ReturnType<typeof createHarness>, body: unknown) => h.call('POST', `${ORIGIN}/__emulator/project`, { body });

  it('merges a partial config at runtime; the next requests use it', async () => {
    const h = createHarness({ project: { project_name: 'Acme' } });
    const res = await setProject(h, { pkce_required_for_email_magic_links: true, redirect_urls: ['https://app.example.com/cb'] });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ project_name: 'Acme', pkce_required_for_email_magic_links: true, redirect_urls: ['https://app.example.com/cb'] });
    expect((await h.call('GET', `${ORIGIN}/__emulator/project`)).json).toEqual(res.json);
    expect(await bootstrap(h)).toMatchObject({ project_name: 'Acme', pkce_required_for_email_magic_links: true });
    const send = await h.call('POST', '/magic_links/email/login_or_create', { body: { email: 'a@example.com', signup_magic_link_url: 'https://app.example.com/cb' } });
    expect([send.status, send.json.error_type]).toEqual([400, 'missing_argument']);
  });

  it.each([
    [{ pkce_required_for_oauth: 'yes' }, '"pkce_required_for_oauth" must be true or false'],
    [{ redirect_url: ['https://app.example.com/cb'] }, 'unknown field "redirect_url"'],
    [{ default_login_redirect_url: 'https://evil.example/cb' }, '"default_login_redirect_url" must be listed'],
    [{ project_id: 'project-test-other' }, '"project_id" cannot change'],
    [['not', 'an', 'object'], 'must be a JSON object'],
  ])('refuses %j with a 400 naming the field, and changes nothing', async (body, message) => {
    const h = createHarness();
    const before = (await h.call('GET', `${ORIGIN}/__emulator/project`)).json;
    const res = await setProject(h, body);
    expect([res.status, res.json.error_type]).toEqual([400, body instanceof Array ? 'bad_request' : 'invalid_argument']);
    expect(res.json.error_message).toContain(message);
    expect((await h.call('GET', `${ORIGIN}/__emulator/project`)).json).toEqual(before);
  });

  it('merges over the running config, not the start-up one', async () => {
    const h = createHarness();
    await setProject(h, { project_name: 'First' });
    await setProject(h, { disable_sdk_watermark: true });
    expect(await bootstrap(h)).toMatchObject({ project_name: 'First', disable_sdk_watermark: true });
  });

  it('reset restores the start-up config, overrides included', async () => {
    const h = createHarness({ project: { project_name: 'Start', redirect_urls: ['https://app.example.com/cb'] } });
    const startup = (await h.call('GET', `${ORIGIN}/__emulator/project`)).json;
    await setProject(h, { project_name: 'Changed', redirect_urls: [], pkce_required_for_oauth: true });
    expect(h.emulator.project.project_name).toBe('Changed');
    expect((await h.call('POST', `${ORIGIN}/__emulator/reset`)).status).toBe(200);
    expect((await h.call('GET', `${ORIGIN}/__emulator/project`)).json).toEqual(startup);
    expect(await bootstrap(h)).toMatchObject({ project_name: 'Start', pkce_required_for_oauth: false });
  });
});

describe('/__emulator/clock', () => {
  it('reads, sets and advances the clock that expiry uses', async () => {
    const h = createHarness();
    const read = async () => (await h.call('GET', `${ORIGIN}/__emulator/clock`)).json.now as string;
    expect(await read()).toBe(new Date(h.clock.now()).toISOString());
    const set = await h.call('POST', `${ORIGIN}/__emulator/clock`, { body: { now: '2031-02-03T04:05:06.000Z' } });
    expect(set.json).toEqual({ now: '2031-02-03T04:05:06.000Z' });
    await h.call('POST', `${ORIGIN}/__emulator/clock`, { body: { advance_ms: 90_000 } });
    expect(await read()).toBe('2031-02-03T04:06:36.000Z');
  });

  it('lets an end-to-end test expire a passcode', async () => {
    const h = createHarness();
    const sent = await h.call('POST', '/otps/email/login_or_create', { body: { email: 'a@example.com' } });
    const { code } = await h.latest('a@example.com');
    await h.call('POST', `${ORIGIN}/__emulator/clock`, { body: { advance_ms: 5 * MINUTE } });
    const res = await h.call('POST', '/otps/authenticate', { body: { token: code, method_id: sent.json.data.method_id } });
    expect(res.json.error_type).toBe('otp_code_not_found');
  });

  it.each([[{}, 'missing_argument'], [{ now: 'yesterday' }, 'invalid_argument'], [{ advance_ms: '5' }, 'invalid_argument'], [{ now: '2031-01-01T00:00:00Z', advance_ms: 1 }, 'invalid_argument']])(
    'refuses %j',
    async (body, type) => {
      const res = await createHarness().call('POST', `${ORIGIN}/__emulator/clock`, { body });
      expect([res.status, res.json.error_type]).toEqual([400, type]);
    },
  );
});

describe('POST /events and GET /__emulator/events', () => {
  it('accepts a batch without Authorization and exposes it', async () => {
    const h = createHarness();
    const res = await h.call('POST', '/events', { body: [event('sdk_instance_instantiated'), event('render_login_screen')], authorization: null });
    expect(res.status).toBe(200);
    const events = (await h.call('GET', `${ORIGIN}/__emulator/events`)).json.events;
    expect(events.map((e: ReturnType<typeof event>) => e.event.event_name)).toEqual(['sdk_instance_instantiated', 'render_login_screen']);
  });

  it.each([['{"not":"an array"}'], ['[1]'], ['[{"event":null}]'], ['[{"event":{"event_name":5}}]'], ['[']])('answers 400 to %s', async (raw) => {
    const res = await createHarness().call('POST', '/events', { rawBody: raw, authorization: null });
    expect(res.status).toBe(400);
  });

  it('keeps only the newest 1000 events', async () => {
    const h = createHarness();
    for (let i = 0; i < 11; i++) {
      await h.call('POST', '/events', { body: Array.from({ length: 100 }, (_, j) => event(`e${i * 100 + j}`)), authorization: null });
    }
    const events = (await h.call('GET', `${ORIGIN}/__emulator/events`)).json.events;
    expect(events).toHaveLength(1000);
    expect(events[0].event.event_name).toBe('e100');
  });
});

describe('GET /outbox (the page)', () => {
  it('lists messages newest first with clickable links and codes, everything escaped', async () => {
    // Markup can no longer come in an address (issue 15 refuses it), but atext's ' and & can, and
    // the project's name is free text.
    const h = createHarness({ project: { project_name: 'Demo"><img/src=x>' } });
    await h.call('POST', '/otps/email/login_or_create', { body: { email: "x'&y@example.com" } });
    await h.call('POST', '/magic_links/email/login_or_create', { body: { email: 'b@example.com', signup_magic_link_url: 'http://localhost:3000/cb?a=1&b=<2>' } });
    const res = await h.emulator.handle(`${ORIGIN}/outbox`);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).not.toContain('<img');
    expect(html).toContain('Demo&quot;&gt;&lt;img/src=x&gt;');
    expect(html).toContain('x&#39;&amp;y@example.com');
    expect(html).toMatch(/<a href="http:\/\/localhost:3000\/cb\?a=1&amp;b=&lt;2&gt;&amp;stytch_token_type=magic_links&amp;token=[\w-]+"/);
    expect(html).toMatch(/<code class="code">\d{6}<\/code>/);
    expect(html.indexOf('b@example.com')).toBeLessThan(html.indexOf('x&#39;&amp;y@example.com'));
    expect(html).not.toContain('<script');
  });

  it('says so when nothing was sent', async () => {
    expect(await (await createHarness().emulator.handle(`${ORIGIN}/outbox`)).text()).toContain('Nothing sent yet');
  });
});
