// Rate limits (docs/spec/security.md A5): each trips with 429 too_many_requests and Retry-After, recovers
// after its window on the fake clock, is configurable, and treats unknown accounts as known (X9).
import { describe, expect, it } from 'vitest';
import { defineProject, ProjectConfigError } from '../../emulator/project/project';
import { DEFAULT_RATE_LIMITS } from '../../emulator/project/rateLimitConfig';
import { API, ORIGIN, MINUTE, type CallResult, type Harness } from './harness';
import { createPassword, login, passwordHarness, STRONG, STRONG_2 } from './passwordsHarness';

const sendOtp = (h: Harness, email: string) => h.call('POST', '/otps/email/login_or_create', { body: { email } });
const sendPrimary = (h: Harness, email: string) => h.call('POST', '/otps/email/send/primary', { body: { email } });
const verify = (h: Harness, method_id: string, token: string) =>
  h.call('POST', '/otps/authenticate', { body: { method_id, token, session_duration_minutes: 30 } });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

function expect429(res: CallResult, maxSeconds: number): number {
  expect(res.status).toBe(429);
  expect(res.json.error_type).toBe('too_many_requests');
  const seconds = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
  return seconds;
}

describe('sends per recipient', () => {
  it('allows 5 a minute, answers 429 with Retry-After, and recovers after the window', async () => {
    const h = passwordHarness();
    for (let i = 0; i < 5; i++) expect((await sendOtp(h, 'a@example.com')).status).toBe(200);
    const seconds = expect429(await sendOtp(h, 'a@example.com'), 60);
    expect((await h.outbox('a@example.com')).length).toBe(5);
    expect((await sendOtp(h, 'b@example.com')).status).toBe(200); // another recipient is not affected
    h.clock.advance(seconds * 1000);
    expect((await sendOtp(h, 'a@example.com')).status).toBe(200);
  });

  it('caps the hour at 15 and counts magic links and reset emails with passcodes', async () => {
    const h = passwordHarness();
    const email = 'a@example.com';
    await createPassword(h, email);
    const kinds = [
      () => sendOtp(h, email),
      () => h.call('POST', '/magic_links/email/login_or_create', { body: { email, login_magic_link_url: 'http://localhost:3000/a', signup_magic_link_url: 'http://localhost:3000/a' } }),
      () => h.call('POST', '/passwords/email/reset/start', { body: { email, reset_password_redirect_url: 'http://localhost:3000/r' } }),
    ];
    for (let i = 0; i < 15; i++) {
      if (i % 5 === 0 && i > 0) h.clock.advance(MINUTE);
      expect((await kinds[i % 3]!()).status).toBe(200);
    }
    h.clock.advance(MINUTE);
    const seconds = expect429(await kinds[0]!(), 3600);
    expect(seconds).toBeGreaterThan(60); // the hourly window, not the minute's
    h.clock.advance(seconds * 1000);
    expect((await kinds[0]!()).status).toBe(200);
  });

  it('treats an unknown address like a known one (X9)', async () => {
    const h = passwordHarness();
    await h.loginWithEmailOtp('known@example.com');
    h.clock.advance(60 * MINUTE);
    const statuses = async (email: string) => {
      const out: number[] = [];
      for (let i = 0; i < 6; i++) out.push((await sendPrimary(h, email)).status);
      return out;
    };
    expect(await statuses('known@example.com')).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await statuses('nobody@example.com')).toEqual([404, 404, 404, 404, 404, 429]);
  });
});

describe('failed authentications per account', () => {
  it('a resend does not give fresh guesses beyond the account budget, and the right code waits too', async () => {
    const h = passwordHarness();
    const email = 'a@example.com';
    let guesses = 0;
    for (let send = 0; send < 3; send++) {
      const { json } = await sendOtp(h, email);
      const code = (await h.latest(email)).code!;
      for (let i = 0; i < 4; i++) {
        const res = await verify(h, json.data.method_id, wrongCode(code));
        if (res.status === 429) break;
        expect(res.status).toBe(401);
        guesses++;
      }
    }
    expect(guesses).toBe(10);
    const { json } = await sendOtp(h, email);
    const code = (await h.latest(email)).code!;
    const seconds = expect429(await verify(h, json.data.method_id, code), 15 * 60);
    h.clock.advance(seconds * 1000); // that code has expired meanwhile (5 minutes): a fresh one works
    const fresh = await sendOtp(h, email);
    expect((await verify(h, fresh.json.data.method_id, (await h.latest(email)).code!)).status).toBe(200);
  });

  it('locks password sign-in after 10 wrong passwords for an hour, the right one included', async () => {
    const h = passwordHarness();
    const email = 'a@example.com';
    await createPassword(h, email);
    for (let i = 0; i < 10; i++) expect((await login(h, email, STRONG_2)).status).toBe(401);
    expect429(await login(h, email, STRONG), 3600);
    h.clock.advance(16 * MINUTE); // past the failure budget's window, still locked
    const seconds = expect429(await login(h, email, STRONG), 3600);
    expect(seconds).toBeGreaterThan(40 * 60);
    // The reset-by-existing-password door is locked too.
    const reset = await h.call('POST', '/passwords/existing_password/reset', { body: { email, existing_password: STRONG, new_password: 'another Quiet harbor 9' } });
    expect429(reset, 3600);
    h.clock.advance(seconds * 1000);
    expect((await login(h, email, STRONG)).status).toBe(200);
  });

  it('a correct password ends the run of failures that leads to the lockout', async () => {
    const rate_limits = { failed_authentications_per_account: [] };
    const h = passwordHarness({ project: { rate_limits } });
    const email = 'a@example.com';
    await createPassword(h, email);
    for (let i = 0; i < 9; i++) expect((await login(h, email, STRONG_2)).status).toBe(401);
    expect((await login(h, email, STRONG)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(h, email, STRONG_2)).status).toBe(401);
    expect((await login(h, email, STRONG)).status).toBe(200);
  });

  it('an unknown email is refused and locked exactly like a known one (X9)', async () => {
    const h = passwordHarness();
    await createPassword(h, 'known@example.com');
    const run = async (email: string) => {
      const out: string[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await login(h, email, STRONG_2);
        out.push(`${res.status} ${res.json.error_type} ${res.headers.get('retry-after')}`);
      }
      return out;
    };
    const known = await run('known@example.com');
    const unknown = await run('nobody@example.com');
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toBe('429 too_many_requests 3600');
  });
});

describe('requests per client address', () => {
  const get = (h: Harness, ip: string, path = '/projects/bootstrap/' + h.emulator.project.public_token) =>
    h.emulator.handleRequest(new Request(path.startsWith('/_') ? ORIGIN + path : API + path), { ip });

  it('allows 600 a minute per address, then 429 with CORS-visible Retry-After, and recovers', async () => {
    const h = passwordHarness();
    for (let i = 0; i < 600; i++) expect((await get(h, '203.0.113.7')).status).toBe(200);
    const res = await h.emulator.handleRequest(
      new Request(`${API}/projects/bootstrap/${h.emulator.project.public_token}`, { headers: { origin: 'http://localhost:3000' } }),
      { ip: '203.0.113.7' },
    );
    expect(res.status).toBe(429);
    expect((await res.json()).error_type).toBe('too_many_requests');
    expect(res.headers.get('retry-after')).toBe('60');
    expect(res.headers.get('access-control-expose-headers')).toMatch(/retry-after/i);
    expect((await get(h, '203.0.113.8')).status).toBe(200);
    // The emulator's own hooks and the CDN are not counted, nor limited.
    expect((await get(h, '203.0.113.7', '/__emulator/project')).status).toBe(200);
    h.clock.advance(MINUTE);
    expect((await get(h, '203.0.113.7')).status).toBe(200);
  });

  it('does not count preflights or in-process calls without an address', async () => {
    const h = passwordHarness({ project: { rate_limits: { requests_per_ip: [{ count: 1, window_seconds: 60 }] } } });
    const preflight = new Request(`${API}/users/me`, { method: 'OPTIONS', headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' } });
    expect((await h.emulator.handleRequest(preflight, { ip: '203.0.113.7' })).status).toBe(204);
    expect((await get(h, '203.0.113.7')).status).toBe(200);
    expect((await get(h, '203.0.113.7')).status).toBe(429);
    expect((await get(h, '')).status).toBe(200);
    expect((await get(h, '')).status).toBe(200);
  });
});

describe('config', () => {
  it('has the defaults a provider would use', () => {
    expect(defineProject().rate_limits).toEqual({
      sends_per_recipient: [
        { count: 5, window_seconds: 60 },
        { count: 15, window_seconds: 3600 },
      ],
      failed_authentications_per_account: [{ count: 10, window_seconds: 900 }],
      failed_authentications_per_ip: [{ count: 50, window_seconds: 900 }],
      password_lockout: { failures: 10, window_seconds: 3600, lockout_seconds: 3600 },
      requests_per_ip: [{ count: 600, window_seconds: 60 }],
    });
  });

  it('merges one limit over the others and names a bad field', () => {
    expect(defineProject({ rate_limits: { requests_per_ip: [] } }).rate_limits).toEqual({ ...DEFAULT_RATE_LIMITS, requests_per_ip: [] });
    const bad: [unknown, RegExp][] = [
      ['off', /"rate_limits" must be an object/],
      [{ sends_per_hour: [] }, /unknown field "sends_per_hour"/],
      [{ sends_per_recipient: { count: 5 } }, /"sends_per_recipient" must be an array/],
      [{ sends_per_recipient: [{ count: 0, window_seconds: 60 }] }, /"sends_per_recipient\[0\]\.count" must be an integer/],
      [{ requests_per_ip: [{ count: 5, window_seconds: 60_000_000 }] }, /"requests_per_ip\[0\]\.window_seconds" must be an integer from 1 to 86400/],
      [{ failed_authentications_per_account: [{ count: 5, window_seconds: 60, per: 'ip' }] }, /unknown field "per"/],
      [{ password_lockout: { failures: 10, window_seconds: 60 } }, /"password_lockout\.lockout_seconds" must be an integer/],
    ];
    for (const [rate_limits, message] of bad) {
      expect(() => defineProject({ rate_limits } as never)).toThrow(ProjectConfigError);
      expect(() => defineProject({ rate_limits } as never)).toThrow(message);
    }
  });

  it('tests and hosts loosen limits through POST /__emulator/project, and reset restores them', async () => {
    const h = passwordHarness();
    const email = 'a@example.com';
    const res = await h.call('POST', `${ORIGIN}/__emulator/project`, { body: { rate_limits: { sends_per_recipient: [{ count: 50, window_seconds: 60 }] } } });
    expect(res.status).toBe(200);
    expect(res.json.rate_limits.requests_per_ip).toEqual(DEFAULT_RATE_LIMITS.requests_per_ip);
    for (let i = 0; i < 20; i++) expect((await sendOtp(h, email)).status).toBe(200);
    const refused = await h.call('POST', `${ORIGIN}/__emulator/project`, { body: { rate_limits: { sends_per_recipient: [{ count: -1, window_seconds: 60 }] } } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.json)).toContain('sends_per_recipient[0].count');
    await h.call('POST', `${ORIGIN}/__emulator/reset`);
    for (let i = 0; i < 5; i++) expect((await sendOtp(h, email)).status).toBe(200);
    expect((await sendOtp(h, email)).status).toBe(429);
  });
});
