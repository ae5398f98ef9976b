import { described } from '../../support/described';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../../../src/api/errors';
import { messageOf } from '../../../src/flows/messages';
import { createOtpModel, type OtpDeps } from '../../../src/products/otp/model';
import { sendOtp } from '../../../src/products/otp/send';
import { createTestClient } from '../../support/client';
import { createClientHandle } from '../../../src/session/clientHandle';
import { resetPage } from '../../support/browser';
import { fakeFetch, json, ok, type RecordedCall } from '../../support/fetch';

const TOKEN = 'public-token-test-otp-unit';
const session = (expires: number) => ({
  user_id: 'user-1',
  user: { user_id: 'user-1' },
  session: { session_id: 'session-1', user_id: 'user-1', expires_at: new Date(expires).toISOString() },
  session_token: 'session-token-1',
  session_jwt: 'jwt-1',
  method_id: 'm',
});

/** A provider whose sends hand out m1, m2, …; only the newest method id with 123456 authenticates. */
function setup(now = () => Date.now()) {
  let sends = 0;
  const { fetch, calls } = fakeFetch((call: RecordedCall) => {
    if (call.url.endsWith('/events')) return ok();
    if (call.url.endsWith('/otps/email/login_or_create')) return ok({ method_id: `m${++sends}` });
    if (call.url.endsWith('/otps/authenticate')) {
      const body = call.body as { token: string; method_id: string };
      if (body.method_id === `m${sends}` && body.token === '123456') return ok(session(Date.now() + 60_000));
      return json(401, { status_code: 401, request_id: 'r', error_type: 'otp_code_not_found', error_message: 'wrong', error_url: '' });
    }
    return json(404, { status_code: 404, request_id: 'r', error_type: 'route_not_found', error_message: '', error_url: '' });
  });
  const client = createClientHandle({ publicToken: TOKEN, apiBaseUrl: 'http://localhost:9099', fetch }, async () => createTestClient, 'test');
  const deps: OtpDeps = {
    client,
    config: { products: ['otp'], otpOptions: { methods: ['email'], expirationMinutes: 2 } },
    locale: 'en',
    sessionMinutes: 45,
    now,
    emit: vi.fn(),
    reportError: vi.fn(),
    onAuthenticated: vi.fn(),
  };
  const authCalls = () => calls.filter((call) => call.url.endsWith('/otps/authenticate')).map((call) => call.body);
  return { client, deps, calls, authCalls };
}

beforeEach(() => resetPage());
afterEach(() => vi.useRealTimers());

describe('the passcode model', () => {
  it('sendOtp says where the code went and when it expires', async () => {
    const { deps } = setup(() => 1_000_000);
    const sent = await sendOtp(deps, 'email', 'a@example.com', 'a@example.com');
    expect(sent).toEqual({ channel: 'email', methodId: 'm1', target: 'a@example.com', destination: 'a@example.com', expiresAt: 1_000_000 + 2 * 60_000 });
    expect(deps.emit).toHaveBeenCalledWith({ type: 'OTP_LOGIN_OR_CREATE', data: expect.objectContaining({ method_id: 'm1' }) });
  });

  it("a server's invalid_email reads as the passcode form's own text, which marks the field (issue 9)", async () => {
    const { fetch } = fakeFetch(() => json(400, { status_code: 400, request_id: 'r', error_type: 'invalid_email', error_message: 'email format is invalid', error_url: '' }));
    const client = createClientHandle({ publicToken: TOKEN, apiBaseUrl: 'http://localhost:9099', fetch }, async () => createTestClient, 'test');
    const { deps } = setup();
    const failure = await sendOtp({ ...deps, client }, 'email', 'a@example', 'a@example').catch((error: unknown) => error);
    expect(messageOf(failure)).toEqual({ key: 'invalidEmailOtp' });
    expect((failure as Error).message).toContain('email format is invalid');
  });

  it('a resend adopts the new method id; the code is then checked against it', async () => {
    const { deps, authCalls } = setup();
    const otp = createOtpModel(await sendOtp(deps, 'email', 'a@example.com', 'a@example.com'), deps);
    await otp.resend();
    expect(otp.sent.value.methodId).toBe('m2');
    expect(otp.toasts.list.value.map((toast) => [toast.variant, toast.message])).toEqual([['success', { key: 'codeResent' }]]);
    await otp.verify('123456');
    expect(authCalls()).toEqual([{ token: '123456', method_id: 'm2', session_duration_minutes: 45 }]);
    expect(deps.onAuthenticated).toHaveBeenCalledTimes(1);
    otp.dispose();
  });

  it('ignores codes that are not six digits, and a second verify while one is in flight', async () => {
    const { deps, authCalls } = setup();
    const otp = createOtpModel(await sendOtp(deps, 'email', 'a@example.com', 'a@example.com'), deps);
    await otp.verify('12345');
    await otp.verify('1234567');
    await otp.verify('12345a');
    expect(authCalls()).toEqual([]);
    await Promise.all([otp.verify('123456'), otp.verify('123456')]);
    expect(authCalls()).toHaveLength(1);
    expect(deps.onAuthenticated).toHaveBeenCalledTimes(1);
    otp.dispose();
  });

  it('a failed resend shows an error toast with the message and reports it', async () => {
    const { deps } = setup();
    const otp = createOtpModel(await sendOtp(deps, 'email', 'a@example.com', 'a@example.com'), deps);
    const offline = createOtpModel(otp.sent.value, {
      ...deps,
      client: { ...deps.client, ready: () => Promise.reject(described(new NetworkError())) },
    });
    await offline.resend();
    expect(offline.toasts.list.value.map((toast) => [toast.variant, toast.message])).toEqual([['error', { key: 'networkError' }]]);
    expect(offline.sent.value.methodId).toBe('m1');
    expect(deps.reportError).toHaveBeenCalledTimes(1);
    otp.dispose();
    offline.dispose();
  });

  it('dispose stops the countdown', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    let now = 0;
    const { deps } = setup(() => now);
    const otp = createOtpModel({ channel: 'email', methodId: 'm1', target: 'a', destination: 'a', expiresAt: 60_000 }, deps);
    now = 10_000;
    vi.advanceTimersByTime(1000);
    expect(otp.secondsLeft.value).toBe(50);
    otp.dispose();
    expect(vi.getTimerCount()).toBe(0);
    now = 20_000;
    vi.advanceTimersByTime(5000);
    expect(otp.secondsLeft.value).toBe(50);
  });
});
