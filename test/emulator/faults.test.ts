// Fault injection (docs/spec/security.md E7) through the fetch-shaped handle: each effect, which requests a
// fault matches, how it is spent, and the request counts browser tests read.
import { describe, expect, it } from 'vitest';
import { createHarness, MINUTE, ORIGIN, type Harness } from './harness';

const FAULTS = `${ORIGIN}/__emulator/faults`;
const APP_ORIGIN = 'http://localhost:3000';
const email = 'faults@example.com';

const addFault = (h: Harness, body: unknown) => h.call('POST', FAULTS, { body });
const listFaults = async (h: Harness) => (await h.call('GET', FAULTS)).json.faults;
const sendOtp = (h: Harness, to = email) => h.call('POST', '/otps/email/login_or_create', { body: { email: to }, headers: { origin: APP_ORIGIN } });

describe('POST /__emulator/faults: effects', () => {
  it('latency_ms waits that long before handling', async () => {
    const h = createHarness();
    expect((await addFault(h, { route: 'GET /sdk/v1/users/me', latency_ms: 60 })).status).toBe(200);
    const started = performance.now();
    const res = await h.call('GET', '/users/me');
    expect(performance.now() - started).toBeGreaterThanOrEqual(59);
    expect(res.json.error_type).toBe('unauthorized_credentials');
  });

  it('status answers the flat error body without running the handler, with CORS and Retry-After', async () => {
    const h = createHarness();
    await addFault(h, { route: 'POST /sdk/v1/otps/email/login_or_create', status: 429, retry_after_s: 30, times: 1 });
    const limited = await sendOtp(h);
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({
      status_code: 429,
      request_id: expect.stringMatching(/^request-id-test-/),
      error_type: 'too_many_requests',
      error_message: expect.stringContaining('injected by POST /__emulator/faults'),
      error_url: 'https://stytch.com/docs/api/errors/429#too_many_requests',
      error_details: {},
    });
    expect(limited.headers.get('retry-after')).toBe('30');
    expect(limited.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(limited.headers.get('access-control-allow-credentials')).toBe('true');
    // The page may read Retry-After only when it is exposed (it is not CORS-safelisted).
    expect(limited.headers.get('access-control-expose-headers')).toBe('retry-after');
    expect(await h.outbox(email)).toEqual([]);
    expect(h.emulator.store.users.size).toBe(0);

    await addFault(h, { route: 'POST /sdk/v1/otps/email/login_or_create', status: 500, times: 1 });
    const failed = await sendOtp(h);
    expect([failed.status, failed.json.error_type]).toEqual([500, 'internal_server_error']);
    expect(failed.headers.get('retry-after')).toBeNull();
    expect(failed.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(await h.outbox(email)).toEqual([]);
  });

  it.each([
    [503, 'service_unavailable'],
    [418, 'injected_fault'],
    [400, 'injected_fault'],
  ])('status %i answers error_type %s', async (status, type) => {
    const h = createHarness();
    await addFault(h, { route: '/sdk/v1/users/me', status });
    const res = await h.call('GET', '/users/me');
    expect([res.status, res.json.status_code, res.json.error_type]).toEqual([status, status, type]);
  });

  it('drop "before" rejects like a network failure and commits nothing', async () => {
    const h = createHarness();
    await addFault(h, { route: 'POST /sdk/v1/otps/email/login_or_create', drop: 'before' });
    await expect(sendOtp(h)).rejects.toBeInstanceOf(TypeError);
    expect(await h.outbox(email)).toEqual([]);
    expect(h.emulator.store.users.size).toBe(0);
  });

  it('drop "after" commits the handler\'s changes, then rejects like a network failure', async () => {
    const h = createHarness();
    await addFault(h, { route: 'POST /sdk/v1/otps/email/login_or_create', drop: 'after' });
    await expect(sendOtp(h)).rejects.toThrow(TypeError);
    expect((await h.latest(email)).code).toMatch(/^\d{6}$/);
    expect(h.emulator.store.users.size).toBe(1);
  });

  it('clock_offset_ms moves the clock for the matching route only, and only for that request', async () => {
    const h = createHarness();
    const auth = await h.loginWithMagicLink(email); // 60 minutes
    const authenticate = () => h.call('POST', '/sessions/authenticate', { body: {}, session: auth.session_token });
    await addFault(h, { route: 'POST /sdk/v1/sessions/authenticate', clock_offset_ms: 10 * MINUTE, times: 1 });
    const later = (await authenticate()).json.data;
    expect(Date.parse(later.session.last_accessed_at)).toBe(h.clock.now() + 10 * MINUTE);
    expect((await h.call('GET', `${ORIGIN}/__emulator/clock`)).json.now).toBe(new Date(h.clock.now()).toISOString());
    expect(Date.parse((await authenticate()).json.data.session.last_accessed_at)).toBe(h.clock.now());

    await addFault(h, { route: 'POST /sdk/v1/sessions/authenticate', clock_offset_ms: 61 * MINUTE });
    expect((await h.call('GET', '/users/me', { session: auth.session_token })).status).toBe(200);
    const expired = await authenticate();
    expect([expired.status, expired.json.error_type]).toEqual([404, 'session_not_found']);
  });
});

describe('POST /__emulator/faults: matching', () => {
  it('spends a fault after `times` matching requests, then removes it', async () => {
    const h = createHarness();
    const added = await addFault(h, { route: '/sdk/v1/users/me', status: 503, times: 2 });
    expect(added.json.fault.remaining).toBe(2);
    expect((await h.call('GET', '/users/me')).status).toBe(503);
    expect((await listFaults(h))[0].remaining).toBe(1);
    expect((await h.call('GET', '/users/me')).status).toBe(503);
    expect(await listFaults(h)).toEqual([]);
    expect((await h.call('GET', '/users/me')).status).toBe(401);
  });

  it('matches the method when given, and a prefix with a trailing *', async () => {
    const h = createHarness();
    await addFault(h, { route: 'PUT /sdk/v1/users/me', status: 500 });
    await addFault(h, { route: '/sdk/v1/otps/*', status: 502 });
    await addFault(h, { route: '/sdk/v1/magic_links/authenticate', status: 504 });
    expect((await h.call('GET', '/users/me')).status).toBe(401);
    expect((await h.call('PUT', '/users/me', { body: {} })).status).toBe(500);
    expect((await sendOtp(h)).status).toBe(502);
    expect((await h.call('POST', '/otps/authenticate', { body: {} })).status).toBe(502);
    const send = await h.call('POST', '/magic_links/email/login_or_create', { body: { email, signup_magic_link_url: 'http://localhost:3000/' } });
    expect(send.status).toBe(200);
    expect((await h.call('POST', '/magic_links/authenticate', { body: {} })).status).toBe(504);
  });

  it('applies the first registered match that is not spent', async () => {
    const h = createHarness();
    await addFault(h, { route: '/sdk/v1/*', status: 500, times: 1 });
    await addFault(h, { route: 'GET /sdk/v1/users/me', status: 503 });
    expect((await h.call('GET', '/users/me')).status).toBe(500);
    expect((await h.call('GET', '/users/me')).status).toBe(503);
  });

  it('never touches /__emulator/, /outbox or preflights, so tests can always clear faults and browsers get CORS right', async () => {
    const h = createHarness();
    await addFault(h, { route: '/*', status: 500 });
    expect((await h.call('GET', '/users/me')).status).toBe(500);
    expect((await h.call('GET', `${ORIGIN}/__emulator/outbox`)).status).toBe(200);
    expect((await h.emulator.handle(`${ORIGIN}/outbox`)).status).toBe(200);
    const preflight = await h.emulator.handle(`${ORIGIN}/sdk/v1/users/me`, {
      method: 'OPTIONS',
      headers: { origin: APP_ORIGIN, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect((await h.call('DELETE', FAULTS)).json).toEqual({ faults: [] });
    expect((await h.call('GET', '/users/me')).status).toBe(401);
  });
});

describe('/__emulator/faults: validation, listing and removal', () => {
  it.each([
    [{}, 'missing_argument', 'route is required'],
    [{ route: '/sdk/v1/users/me' }, 'missing_argument', 'at least one effect'],
    [{ route: 'sdk/v1/users/me', status: 500 }, 'invalid_argument', 'route must be'],
    [{ route: 5, status: 500 }, 'invalid_argument', 'route must be'],
    [{ route: '/sdk/*/me', status: 500 }, 'invalid_argument', 'route must be'],
    [{ route: 'post /sdk/v1/users/me', status: 500 }, 'invalid_argument', 'route must be'],
    [{ route: 'PATCH /sdk/v1/users/me', status: 500 }, 'invalid_argument', "route's method"],
    [{ route: 'OPTIONS /sdk/v1/users/me', status: 500 }, 'invalid_argument', "route's method"],
    [{ route: '/__emulator/*', status: 500 }, 'invalid_argument', 'route cannot name'],
    [{ route: 'DELETE /__emulator/faults', status: 500 }, 'invalid_argument', 'route cannot name'],
    [{ route: '/cdn/*', latency_ms: 5 }, 'invalid_argument', 'route cannot name'],
    [{ route: '/x', latency_ms: -1 }, 'invalid_argument', 'latency_ms must be an integer between 0 and 30000'],
    [{ route: '/x', latency_ms: 30_001 }, 'invalid_argument', 'latency_ms'],
    [{ route: '/x', latency_ms: '50' }, 'invalid_argument', 'latency_ms'],
    [{ route: '/x', status: 399 }, 'invalid_argument', 'status must be an integer between 400 and 599'],
    [{ route: '/x', status: 600 }, 'invalid_argument', 'status'],
    [{ route: '/x', status: 500.5 }, 'invalid_argument', 'status'],
    [{ route: '/x', status: 503, retry_after_s: 3601 }, 'invalid_argument', 'retry_after_s must be an integer between 0 and 3600'],
    [{ route: '/x', latency_ms: 5, retry_after_s: 5 }, 'invalid_argument', 'retry_after_s needs a status'],
    [{ route: '/x', drop: 'sideways' }, 'invalid_argument', 'drop must be "before" or "after"'],
    [{ route: '/x', drop: 'before', status: 500 }, 'invalid_argument', 'drop and status are exclusive'],
    [{ route: '/x', clock_offset_ms: 10 * 365 * 24 * 60 * MINUTE + 1 }, 'invalid_argument', 'clock_offset_ms'],
    [{ route: '/x', clock_offset_ms: -10 * 365 * 24 * 60 * MINUTE - 1 }, 'invalid_argument', 'clock_offset_ms'],
    [{ route: '/x', status: 500, times: 0 }, 'invalid_argument', 'times must be an integer between 1 and 10000'],
    [{ route: '/x', status: 500, times: 10_001 }, 'invalid_argument', 'times'],
    [{ route: '/x', status: 500, latency: 5 }, 'invalid_argument', 'unknown field "latency"'],
    [[{ route: '/x', status: 500 }], 'bad_request', 'JSON object'],
  ])('refuses %j with a 400 naming the field, and adds nothing', async (body, type, message) => {
    const h = createHarness();
    const res = await addFault(h, body);
    expect([res.status, res.json.error_type]).toEqual([400, type]);
    expect(res.json.error_message).toContain(message);
    expect(await listFaults(h)).toEqual([]);
  });

  it('answers the normalized fault, lists faults in order, and removes one or all', async () => {
    const h = createHarness();
    const first = await addFault(h, { route: 'POST /sdk/v1/sessions/authenticate', status: 429, retry_after_s: 5, times: 3, latency_ms: null });
    expect(first.json).toEqual({
      fault: { fault_id: expect.stringMatching(/^fault-test-/), route: 'POST /sdk/v1/sessions/authenticate', status: 429, retry_after_s: 5, times: 3, remaining: 3 },
    });
    const second = (await addFault(h, { route: '/sdk/v1/*', drop: 'after', clock_offset_ms: -MINUTE, latency_ms: 0 })).json.fault;
    expect(second).toEqual({ fault_id: expect.any(String), route: '/sdk/v1/*', drop: 'after', clock_offset_ms: -MINUTE, latency_ms: 0, remaining: null });
    expect(await listFaults(h)).toEqual([first.json.fault, second]);

    const removed = await h.call('DELETE', `${FAULTS}/${first.json.fault.fault_id}`);
    expect([removed.status, removed.json]).toEqual([200, { faults: [second] }]);
    const again = await h.call('DELETE', `${FAULTS}/${first.json.fault.fault_id}`);
    expect([again.status, again.json.error_type]).toEqual([404, 'fault_not_found']);
    expect((await h.call('DELETE', FAULTS)).json).toEqual({ faults: [] });
    expect(await listFaults(h)).toEqual([]);
    expect((await h.call('PUT', FAULTS, { body: {} })).json.error_type).toBe('method_not_allowed');
  });

  it('holds at most 100 faults at once', async () => {
    const h = createHarness();
    for (let i = 0; i < 100; i++) expect((await addFault(h, { route: `/sdk/v1/n/${i}`, status: 500 })).status).toBe(200);
    const refused = await addFault(h, { route: '/sdk/v1/n/100', status: 500 });
    expect([refused.status, refused.json.error_type]).toEqual([400, 'invalid_argument']);
    expect(refused.json.error_message).toContain('At most 100 faults');
    const [oldest] = await listFaults(h);
    await h.call('DELETE', `${FAULTS}/${oldest.fault_id}`);
    expect((await addFault(h, { route: '/sdk/v1/n/100', status: 500 })).status).toBe(200);
  });

  it('POST /__emulator/reset clears faults and request counts', async () => {
    const h = createHarness();
    await addFault(h, { route: '/sdk/v1/*', status: 500 });
    await h.call('GET', '/users/me');
    expect((await h.call('POST', `${ORIGIN}/__emulator/reset`)).status).toBe(200);
    expect(await listFaults(h)).toEqual([]);
    expect((await h.call('GET', `${ORIGIN}/__emulator/requests`)).json).toEqual({ counts: {} });
    expect((await h.call('GET', '/users/me')).status).toBe(401);
  });
});

describe('GET /__emulator/requests', () => {
  it('counts requests per method and path before faults apply, without preflights or the emulator\'s own paths', async () => {
    const h = createHarness();
    const auth = await h.loginWithMagicLink(email);
    await addFault(h, { route: 'POST /sdk/v1/sessions/authenticate', drop: 'before', times: 1 });
    await expect(h.call('POST', '/sessions/authenticate', { body: {}, session: auth.session_token })).rejects.toThrow(TypeError);
    await addFault(h, { route: 'POST /sdk/v1/sessions/authenticate', status: 503, times: 1 });
    await h.call('POST', '/sessions/authenticate', { body: {}, session: auth.session_token });
    await h.call('POST', '/sessions/authenticate', { body: {}, session: auth.session_token });
    await h.emulator.handle(`${ORIGIN}/sdk/v1/sessions/authenticate`, { method: 'OPTIONS', headers: { origin: APP_ORIGIN, 'access-control-request-method': 'POST' } });
    await h.emulator.handle(`${ORIGIN}/outbox`);
    expect((await h.call('GET', `${ORIGIN}/__emulator/requests`)).json).toEqual({
      counts: {
        'POST /sdk/v1/magic_links/email/login_or_create': 1,
        'POST /sdk/v1/magic_links/authenticate': 1,
        'POST /sdk/v1/sessions/authenticate': 3,
      },
    });
  });

  it('keeps at most 1000 distinct keys and adds the rest up under "other"', async () => {
    const h = createHarness();
    for (let i = 0; i < 1003; i++) await h.emulator.handle(`${ORIGIN}/nowhere/${i}`);
    await h.emulator.handle(`${ORIGIN}/nowhere/0`);
    const { counts } = (await h.call('GET', `${ORIGIN}/__emulator/requests`)).json;
    expect(Object.keys(counts)).toHaveLength(1001);
    expect([counts['GET /nowhere/0'], counts['GET /nowhere/999'], counts.other]).toEqual([2, 1, 3]);
    expect(counts['GET /nowhere/1000']).toBeUndefined();
  });
});
