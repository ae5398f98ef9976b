// The telemetry intake under hostile input: POST /events needs no credentials, so each event's
// shape, size and depth is checked on arrival, and GET /__emulator/events keeps answering.
import { describe, expect, it } from 'vitest';
import { createHarness, ORIGIN } from './harness';

const event = (name: string, details: unknown = { type: 'login_or_create_eml' }) => ({
  telemetry: { event_id: 'event-id-1', app_session_id: 'a', persistent_id: 'p', client_sent_at: '2030-01-01T00:00:00Z', timezone: 'UTC', app: { identifier: 'localhost' }, sdk: { identifier: 'auth-widget', version: '0.1.0' } },
  event: { public_token: 'public-token-test-x', event_name: name, details, error_code: null, error_description: null, http_status_code: null },
});
const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

describe('POST /events under hostile input', () => {
  it('refuses details nested 5,000 deep, and GET /__emulator/events keeps answering with what was stored', async () => {
    const h = createHarness();
    expect((await h.call('POST', '/events', { body: [event('render_login_screen')], authorization: null })).status).toBe(200);
    const rawBody = JSON.stringify([event('email_sent', {})]).replace('"details":{}', `"details":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`);
    const res = await h.call('POST', '/events', { rawBody, authorization: null });
    expect(res.status).toBe(400);
    const list = await h.call('GET', `${ORIGIN}/__emulator/events`);
    expect(list.status).toBe(200);
    expect(list.json.events.map((e: ReturnType<typeof event>) => e.event.event_name)).toEqual(['render_login_screen']);
  });

  it.each([
    ['details nested 6 deep (within the body limit)', event('email_sent', nested(6)), 'event.details nested deeper than 4'],
    ['details that are an array', event('email_sent', [1, 2]), 'event.details that is not an object'],
    ['details that are a string', event('email_sent', 'x'), 'event.details that is not an object'],
    ['a name of 10,000 characters', event('x'.repeat(10_000)), 'event_name of 1 to 100'],
    ['an empty name', event(''), 'event_name of 1 to 100'],
    ['an event of 50 KB', event('email_sent', { blob: 'x'.repeat(50_000) }), 'larger than 8192 bytes'],
    ['telemetry of 50 KB', { ...event('email_sent'), telemetry: { padding: 'x'.repeat(50_000) } }, 'larger than 8192 bytes'],
  ])('refuses the whole batch with 400 invalid_argument for %s, storing none of it', async (_, bad, message) => {
    const h = createHarness();
    const res = await h.call('POST', '/events', { body: [event('render_login_screen'), bad], authorization: null });
    expect([res.status, res.json.error_type]).toEqual([400, 'invalid_argument']);
    expect(res.json.error_message).toContain('events[1]');
    expect(res.json.error_message).toContain(message);
    expect((await h.call('GET', `${ORIGIN}/__emulator/events`)).json.events).toEqual([]);
    const widgetBatch = [event('render_login_screen', {}), event('render_idp_screen', { flow: 'authorize', client_id: 'c', consent_required: true }), event('oauth_failure', { error_type: null })];
    expect((await h.call('POST', '/events', { body: widgetBatch, authorization: null })).status).toBe(200);
    expect((await h.call('GET', `${ORIGIN}/__emulator/events`)).json.events).toHaveLength(3);
  });
});
