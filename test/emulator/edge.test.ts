// The HTTP edge: error shape, bad input (X5), routing errors, the Host check (E2), the public
// token check, CORS (E3) and the error funnel.
import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../emulator/app';
import { API, createHarness, ORIGIN } from './harness';

const email = 'edge@example.com';

describe('error bodies', () => {
  it('are flat, carry a request id and the error URL', async () => {
    const h = createHarness();
    const res = await h.call('POST', '/magic_links/email/login_or_create', { body: { email: 'not-an-email' } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      status_code: 400,
      request_id: expect.stringMatching(/^request-id-test-[0-9a-f-]{36}$/),
      error_type: 'invalid_email',
      error_message: expect.any(String),
      error_url: 'https://stytch.com/docs/api/errors/400#invalid_email',
      error_details: {},
    });
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('successes are wrapped in data with request_id and status_code', async () => {
    const res = await createHarness().call('POST', '/events', { body: [], authorization: null });
    expect(res.json).toEqual({ data: { request_id: expect.stringMatching(/^request-id-test-/), status_code: 200 } });
  });

  it('turns an unexpected exception into a 500 without a stack trace', async () => {
    const seen: unknown[] = [];
    const broken = { now: () => { throw new Error('secret internals at /srv/x.ts:1'); }, set() {}, advance() {} };
    const h = createHarness({ clock: broken, onUnexpectedError: (err) => seen.push(err) });
    const res = await h.call('POST', '/otps/email/login_or_create', { body: { email } });
    expect(res.status).toBe(500);
    expect(res.json.error_type).toBe('internal_server_error');
    expect(JSON.stringify(res.json)).not.toContain('secret internals');
    expect(seen).toHaveLength(1);
  });
});

describe('bad input (X5)', () => {
  const h = createHarness();
  const post = (rawBody: BodyInit, headers: Record<string, string> = {}) =>
    h.call('POST', '/magic_links/email/login_or_create', { rawBody, headers });

  it('malformed JSON is 400 invalid_json', async () => {
    const res = await post('{"email": ');
    expect([res.status, res.json.error_type]).toEqual([400, 'invalid_json']);
  });

  it.each([['[]'], ['"text"'], ['42'], ['null']])('a non-object body %s is 400', async (raw) => {
    const res = await post(raw);
    expect([res.status, res.json.error_type]).toEqual([400, 'bad_request']);
  });

  it('a missing field is 400 missing_argument naming it', async () => {
    const res = await post('{}');
    expect([res.status, res.json.error_type]).toEqual([400, 'missing_argument']);
    expect(res.json.error_message).toContain('email');
  });

  it.each([
    [{ email: 42 }, 'email'],
    [{ email, login_expiration_minutes: '30' }, 'login_expiration_minutes'],
    [{ email, login_expiration_minutes: 4 }, 'login_expiration_minutes'],
    [{ email, create_user_as_pending: 'yes' }, 'create_user_as_pending'],
    [{ email, code_challenge: ['x'] }, 'code_challenge'],
  ])('a wrong type is 400 invalid_argument naming the field: %j', async (body, field) => {
    const res = await post(JSON.stringify(body));
    expect([res.status, res.json.error_type]).toEqual([400, 'invalid_argument']);
    expect(res.json.error_message).toContain(field);
  });

  it('refuses a declared Content-Length over 100 KB with 413 before reading', async () => {
    const res = await post('{}', { 'content-length': String(100 * 1024 + 1) });
    expect([res.status, res.json.error_type]).toEqual([413, 'request_too_large']);
  });

  it('refuses a body over 100 KB without a Content-Length (streamed) with 413', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 10) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const emulator = createEmulator();
    const res = await emulator.handle(`${API}/events`, { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(10); // it stopped reading early
  });

  it('accepts a body just under the limit', async () => {
    const padded = JSON.stringify({ email, locale: 'en', padding: 'x'.repeat(100 * 1024 - 200) });
    const res = await post(padded);
    expect(res.status).toBe(400); // reached validation: no redirect URL configured
    expect(res.json.error_type).toBe('no_signup_redirect_urls_set');
  });
});

describe('routing', () => {
  const h = createHarness();
  it('an unknown route is 404 route_not_found', async () => {
    const res = await h.call('GET', '/no/such/thing');
    expect([res.status, res.json.error_type]).toEqual([404, 'route_not_found']);
    expect((await h.call('GET', `${ORIGIN}/`)).status).toBe(404);
  });

  it('a known path with the wrong method is 405 with Allow', async () => {
    const res = await h.call('DELETE', '/magic_links/authenticate');
    expect([res.status, res.json.error_type]).toEqual([405, 'method_not_allowed']);
    expect(res.headers.get('allow')).toBe('POST');
    expect((await h.call('POST', '/users/me')).headers.get('allow')).toBe('GET, PUT');
  });
});

describe('Host header (E2)', () => {
  it.each(['evil.com', 'evil.com:9099', 'localhost.evil.com', '127.0.0.1.nip.io', 'evil.com@localhost'])('refuses Host %s with 403 forbidden_host', async (host) => {
    const res = await createHarness().call('GET', '/users/me', { headers: { host } });
    expect([res.status, res.json.error_type]).toEqual([403, 'forbidden_host']);
  });

  it.each(['localhost:9099', 'localhost', 'app.localhost:1', '127.0.0.1:80', '127.9.8.7', '[::1]:9099'])('accepts Host %s', async (host) => {
    const res = await createHarness().call('GET', '/users/me', { headers: { host } });
    expect(res.status).toBe(401); // past the Host check, stopped at the missing session
  });

  it('accepts a host listed in allowedHosts', async () => {
    const res = await createHarness({ allowedHosts: ['emulator.test'] }).call('GET', '/users/me', { headers: { host: 'emulator.test:9099' } });
    expect(res.status).toBe(401);
  });
});

describe('public token', () => {
  const h = createHarness();
  it.each([
    ['no Authorization', null],
    ['a wrong public token', `Basic ${Buffer.from('public-token-test-nope:x').toString('base64')}`],
    ['a Bearer token', 'Bearer abc'],
    ['bad base64', 'Basic !!!'],
    ['no colon', `Basic ${Buffer.from('justatoken').toString('base64')}`],
  ])('%s is 401 invalid_public_token, never unauthorized_credentials', async (_, authorization) => {
    const res = await h.call('GET', '/users/me', { authorization });
    expect([res.status, res.json.error_type]).toEqual([401, 'invalid_public_token']);
  });
});

describe('CORS (E3)', () => {
  const preflight = (origin: string, project = {}) =>
    createEmulator({ project }).handle(`${API}/users/me`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
  const get = (origin: string, project = {}) => createEmulator({ project }).handle(`${API}/users/me`, { headers: { origin } });

  it.each(['http://localhost:3000', 'https://localhost', 'http://127.0.0.1:5173', 'http://[::1]:8080', 'http://demo.localhost:1234'])(
    'echoes the loopback origin %s with credentials',
    async (origin) => {
      const res = await preflight(origin);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('access-control-allow-headers')).toBe('authorization, content-type, x-sdk-client, x-sdk-parent-host, x-stytch-oauth-type');
      expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE');
      expect(res.headers.get('access-control-max-age')).toMatch(/^\d+$/);
      expect(res.headers.get('vary')).toContain('Origin');
      const actual = await get(origin);
      expect(actual.headers.get('access-control-allow-origin')).toBe(origin);
    },
  );

  it.each(['https://evil.com', 'http://localhost.evil.com', 'http://localhost.evil.com:3000', 'null', 'file://', 'http://127.0.0.1.evil.com', 'chrome-extension://abc'])(
    'refuses %s: no ACAO, preflight 403 origin_not_allowed',
    async (origin) => {
      const res = await preflight(origin);
      expect(res.status).toBe(403);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect((await res.json()).error_type).toBe('origin_not_allowed');
      const actual = await get(origin);
      expect(actual.status).toBe(403);
      expect(actual.headers.get('access-control-allow-origin')).toBeNull();
    },
  );

  it('with an explicit list, only listed origins pass, loopback included', async () => {
    const project = { allowed_origins: ['https://app.example.com'] };
    expect((await preflight('https://app.example.com', project)).headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect((await preflight('http://localhost:3000', project)).status).toBe(403);
    expect((await preflight('https://app.example.com:8443', project)).status).toBe(403);
  });

  it("treats a request from the emulator's own origin (its own pages' forms) as same-origin, whatever the list", async () => {
    const project = { allowed_origins: ['https://app.example.com'] };
    const own = await createEmulator({ project }).handle(`${ORIGIN}/__emulator/reset`, { method: 'POST', headers: { origin: ORIGIN } });
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBeNull();
    const otherPort = await createEmulator({ project }).handle(`${ORIGIN}/__emulator/reset`, { method: 'POST', headers: { origin: 'http://localhost:9098' } });
    expect([otherPort.status, (await otherPort.json()).error_type]).toEqual([403, 'origin_not_allowed']);
  });

  it('never answers with *', async () => {
    for (const origin of ['http://localhost:3000', 'https://evil.com']) {
      expect((await get(origin)).headers.get('access-control-allow-origin')).not.toBe('*');
    }
  });

  it('puts CORS headers on error responses too, so the widget can read them', async () => {
    const res = await get('http://localhost:3000');
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });

  it('serves requests without an Origin (Node, curl)', async () => {
    const res = await createEmulator().handle(`${API}/projects/bootstrap/public-token-test-00000000-0000-4000-8000-000000000000`);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
