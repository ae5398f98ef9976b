import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginConfig } from '../../src/options';
import { OTP_MAX_FAILED_ATTEMPTS } from '../../src/products/otp/model';
import { cookies, resetPage } from '../support/browser';
import { createFlow, type Flow } from '../support/flow';

const CONFIG: Partial<LoginConfig> = { products: ['otp'], otpOptions: { methods: ['email'] } };
const EMAIL = 'otp.user@example.com';

const flows: Flow[] = [];
const open = (options: Parameters<typeof createFlow>[0] = {}) => {
  const flow = createFlow({ config: CONFIG, ...options });
  flows.push(flow);
  return flow;
};

/** Main → otp-authenticate; returns the code the emulator "sent". */
async function sendCode(flow: Flow, email = EMAIL) {
  flow.model.form.email.value = email;
  await flow.model.form.submitEmail();
  return (await flow.latest(email)).code!;
}
const apiError = (status_code: number, error_type: string, error_message: string) =>
  new Response(JSON.stringify({ status_code, request_id: 'request-id-test', error_type, error_message, error_url: '' }), {
    status: status_code,
    headers: { 'content-type': 'application/json' },
  });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

beforeEach(() => resetPage());
afterEach(async () => {
  vi.useRealTimers();
  for (const flow of flows.splice(0)) {
    await flow.dispose();
    expect(flow.unexpected).toEqual([]);
  }
});

describe('email passcodes', () => {
  it('a send goes to otp-authenticate with a passcode model and emits OTP_LOGIN_OR_CREATE', async () => {
    const flow = open();
    const code = await sendCode(flow);
    expect(code).toMatch(/^\d{6}$/);
    expect(flow.model.step.value.name).toBe('otp-authenticate');
    const otp = flow.otp();
    const [sent] = flow.eventsOf('OTP_LOGIN_OR_CREATE');
    expect(otp.sent.value).toMatchObject({ channel: 'email', target: EMAIL, destination: EMAIL, methodId: (sent!.data as { method_id: string }).method_id });
    expect(otp.error.value).toBeNull();
    expect(otp.busy.value).toBe(false);
    const body = JSON.parse(flow.sdkCalls().find((call) => call.url.endsWith('/otps/email/login_or_create'))!.body!);
    expect(body).toMatchObject({ email: EMAIL, expiration_minutes: 5 });
  });

  it('a send still on its way out when the widget is removed never leaves: no countdown, no event, nothing reported (issue 16)', async () => {
    const flow = open();
    const started = vi.spyOn(globalThis, 'setInterval');
    flow.model.form.email.value = EMAIL;
    const sending = flow.model.form.submitEmail();
    flow.model.dispose();
    await sending;
    // fetch was handed an aborted signal, so the request never reached the emulator.
    expect(flow.sdkCalls().filter((call) => call.url.endsWith('/otps/email/login_or_create')).map((call) => call.signal?.aborted)).toEqual([true]);
    expect(await flow.outbox(EMAIL)).toEqual([]);
    expect(flow.eventsOf('OTP_LOGIN_OR_CREATE')).toEqual([]);
    expect(started).not.toHaveBeenCalled();
    expect(flow.errors).toEqual([]);
  });

  it('removing the widget aborts its request in flight; the abort reaches nobody (issue 16)', async () => {
    const flow = open();
    // The widget is removed while the emulator is answering.
    flow.network((url) => (url.endsWith('/otps/email/login_or_create') && queueMicrotask(() => flow.model.dispose()), undefined));
    flow.model.form.email.value = EMAIL;
    await flow.model.form.submitEmail();
    const [sent] = flow.sdkCalls().filter((call) => call.url.endsWith('/otps/email/login_or_create'));
    expect(sent?.signal?.aborted).toBe(true);
    expect(flow.eventsOf('OTP_LOGIN_OR_CREATE')).toEqual([]);
    expect(flow.model.step.value.name).toBe('main');
    expect(flow.errors).toEqual([]);
  });

  it("an address the provider would refuse gets the field's own message, and nothing is sent (issue 9)", async () => {
    const flow = open();
    flow.model.form.email.value = 'a@b..com';
    await flow.model.form.submitEmail();
    expect(flow.model.error.value).toEqual({ key: 'invalidEmailOtp' });
    expect(flow.sdkCalls().filter((call) => call.url.includes('/otps/'))).toEqual([]);
    expect(flow.model.step.value.name).toBe('main');
  });

  it('a wrong code shows invalidPasscode, empties the boxes and stores nothing', async () => {
    const flow = open();
    const code = await sendCode(flow);
    const otp = flow.otp();
    expect(otp.reset.value).toBe(0);
    await otp.verify(wrong(code));
    expect(otp.error.value).toEqual({ key: 'invalidPasscode' });
    expect(otp.reset.value).toBe(1);
    expect(flow.model.step.value.name).toBe('otp-authenticate');
    expect(flow.errors).toHaveLength(1);
    expect(flow.errors[0]).toMatchObject({ error_type: 'otp_code_not_found' });
    expect(flow.client.getSession()).toBeNull();
    expect(flow.eventsOf('AUTHENTICATE_FLOW_COMPLETE')).toEqual([]);
  });

  it('the right code stores the session, shows otp-confirmation and completes exactly once', async () => {
    const flow = open({ config: { ...CONFIG, sessionOptions: { sessionDurationMinutes: 90 } } });
    const code = await sendCode(flow);
    const otp = flow.otp();
    await otp.verify(wrong(code));
    await otp.verify(code);
    expect(flow.model.step.value).toEqual({ name: 'otp-confirmation' });
    expect(otp.error.value).toBeNull();

    const [authenticated] = flow.eventsOf('OTP_AUTHENTICATE');
    const auth = authenticated!.data as { session_token: string; session: { session_id: string; expires_at: string } };
    expect(flow.eventsOf('AUTHENTICATE_FLOW_COMPLETE')).toEqual([{ type: 'AUTHENTICATE_FLOW_COMPLETE', data: auth }]);
    expect(flow.client.getSession()?.session_id).toBe(auth.session.session_id);
    expect(flow.client.getUser()?.emails.map((entry) => entry.email)).toEqual([EMAIL]);
    expect(Date.parse(auth.session.expires_at) - Date.now()).toBeGreaterThan(85 * 60_000);
    expect(cookies().stytch_session).toBe(auth.session_token);
    expect(JSON.parse(localStorage.getItem(`auth_widget_state:${flow.publicToken}`)!).user.user_id).toBe(flow.client.getUser()!.user_id);
    const body = JSON.parse(flow.sdkCalls().filter((call) => call.url.endsWith('/otps/authenticate')).at(-1)!.body!);
    expect(body).toMatchObject({ token: code, session_duration_minutes: 90 });

    await otp.verify(code);
    expect(flow.eventsOf('AUTHENTICATE_FLOW_COMPLETE')).toHaveLength(1);
  });

  it('resend: a new code under the method id the server gave, a toast, and the old code no longer works', async () => {
    const flow = open();
    const first = await sendCode(flow);
    const otp = flow.otp();
    await otp.verify(wrong(first));
    expect(otp.reset.value).toBe(1);
    await otp.resend();
    const second = (await flow.latest(EMAIL)).code!;
    const sends = flow.eventsOf('OTP_LOGIN_OR_CREATE');
    expect(sends).toHaveLength(2);
    expect(otp.sent.value.methodId).toBe((sends[1]!.data as { method_id: string }).method_id);
    expect(otp.reset.value).toBe(2);
    expect(otp.error.value).toBeNull();
    expect(otp.toasts.list.value).toEqual([expect.objectContaining({ variant: 'success', message: { key: 'codeResent' } })]);

    if (second !== first) {
      await otp.verify(first);
      expect(otp.error.value).toEqual({ key: 'invalidPasscode' });
    }
    await otp.verify(second);
    expect(flow.model.step.value).toEqual({ name: 'otp-confirmation' });
  });

  it('the countdown follows the injected clock, reaches 0, and restarts on resend', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let now = Date.parse('2030-01-01T00:00:00Z');
    const flow = open({ now: () => now });
    await sendCode(flow);
    const otp = flow.otp();
    expect(otp.secondsLeft.value).toBe(300);
    now += 1000;
    vi.advanceTimersByTime(1000);
    expect(otp.secondsLeft.value).toBe(299);
    now += 59_500;
    vi.advanceTimersByTime(1000);
    expect(otp.secondsLeft.value).toBe(240);
    now += 10 * 60_000;
    vi.advanceTimersByTime(1000);
    expect(otp.secondsLeft.value).toBe(0);
    await otp.resend();
    expect(otp.secondsLeft.value).toBe(300);
  });

  it('leaving the passcode step stops its countdown', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const flow = open();
    await sendCode(flow);
    expect(vi.getTimerCount()).toBe(1);
    flow.model.back();
    expect(flow.model.step.value).toEqual({ name: 'main' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a second submit while the first is in flight sends once', async () => {
    const flow = open();
    flow.model.form.email.value = EMAIL;
    await Promise.all([flow.model.form.submitEmail(), flow.model.form.submitEmail()]);
    expect(flow.sdkCalls().filter((call) => call.url.endsWith('/otps/email/login_or_create'))).toHaveLength(1);
  });

  it(`after ${OTP_MAX_FAILED_ATTEMPTS} wrong codes the code is locked: it says so, stops sending, and a new code unlocks`, async () => {
    const flow = open();
    const code = await sendCode(flow);
    const otp = flow.otp();
    for (let i = 1; i < OTP_MAX_FAILED_ATTEMPTS; i++) {
      await otp.verify(wrong(code));
      expect(otp.error.value).toEqual({ key: 'invalidPasscode' });
    }
    await otp.verify(wrong(code));
    expect(otp.locked.value).toBe(true);
    expect(otp.error.value).toEqual({ key: 'passcodeLocked' });
    const tries = () => flow.sdkCalls().filter((call) => call.url.endsWith('/otps/authenticate')).length;
    expect(tries()).toBe(OTP_MAX_FAILED_ATTEMPTS);
    // The provider refuses even the right digits now; the widget does not ask.
    await otp.verify(code);
    expect(tries()).toBe(OTP_MAX_FAILED_ATTEMPTS);
    expect(otp.error.value).toEqual({ key: 'passcodeLocked' });

    await otp.resend();
    expect(otp.locked.value).toBe(false);
    expect(otp.error.value).toBeNull();
    await otp.verify((await flow.latest(EMAIL)).code!);
    expect(flow.model.step.value).toEqual({ name: 'otp-confirmation' });
  });

  it.each([
    ['a dropped connection', () => new TypeError('Failed to fetch'), { key: 'networkError' }],
    ['a 429', () => apiError(429, 'too_many_requests', ''), { key: 'tooManyRequests', text: 'Too many attempts. Please wait a moment and try again.' }],
    ['a server error', () => apiError(500, 'internal_server_error', 'Unexpected error; see the logs.'), { key: 'somethingWrong' }],
  ] as const)('%s is not a wrong try: its own sentence, the digits stay, and it never counts toward the lock (issue 9)', async (_, answer, shown) => {
    const flow = open();
    const code = await sendCode(flow);
    const otp = flow.otp();
    flow.network((url) => (url.endsWith('/otps/authenticate') ? answer() : undefined));
    for (let i = 0; i < OTP_MAX_FAILED_ATTEMPTS + 1; i++) {
      await otp.verify(code);
      expect(otp.error.value).toEqual(shown);
    }
    expect(otp.locked.value).toBe(false);
    expect(otp.reset.value).toBe(0);
    expect(flow.errors).toHaveLength(OTP_MAX_FAILED_ATTEMPTS + 1);
    // A wrong code after them is the first wrong try, and the right one still signs in.
    flow.network(undefined);
    await otp.verify(wrong(code));
    expect(otp.error.value).toEqual({ key: 'invalidPasscode' });
    await otp.verify(code);
    expect(flow.model.step.value).toEqual({ name: 'otp-confirmation' });
  });

  it('Back does nothing while the code verifies, so the answer never moves a screen the user left', async () => {
    const flow = open();
    const code = await sendCode(flow);
    const otp = flow.otp();
    const verifying = otp.verify(code);
    expect(otp.busy.value).toBe(true);
    expect(flow.model.backBlocked.value).toBe(true);
    flow.model.back();
    expect(flow.model.step.value.name).toBe('otp-authenticate');
    await verifying;
    expect(flow.model.step.value).toEqual({ name: 'otp-confirmation' });
    expect(flow.eventsOf('AUTHENTICATE_FLOW_COMPLETE')).toHaveLength(1);
  });

  it('Back works again once a verification has failed', async () => {
    const flow = open();
    const code = await sendCode(flow);
    await flow.otp().verify(wrong(code));
    expect(flow.model.backBlocked.value).toBe(false);
    flow.model.back();
    expect(flow.model.step.value).toEqual({ name: 'main' });
  });
});
