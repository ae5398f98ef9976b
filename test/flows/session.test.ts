import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginConfig } from '../../src/options';
import { cookies, resetPage } from '../support/browser';
import { API_ORIGIN, createFlow, type Flow } from '../support/flow';

const CONFIG: Partial<LoginConfig> = { products: ['otp'], otpOptions: { methods: ['email'] } };
const EMAIL = 'session.user@example.com';

const flows: Flow[] = [];
const open = () => {
  const flow = createFlow({ config: CONFIG });
  flows.push(flow);
  return flow;
};

/** Signs in through the model with an email passcode; returns the session token. */
async function signIn(flow: Flow): Promise<string> {
  flow.model.form.email.value = EMAIL;
  await flow.model.form.submitEmail();
  await flow.otp().verify((await flow.latest(EMAIL)).code!);
  expect(flow.model.step.value).toEqual({ name: 'otp-confirmation' });
  return (flow.eventsOf('OTP_AUTHENTICATE')[0]!.data as { session_token: string }).session_token;
}

/** Calls the emulator out of band, as another device holding the token would. */
async function asOtherDevice(flow: Flow, path: string, sessionToken: string) {
  const response = await flow.emulator.handle(`${API_ORIGIN}/sdk/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa(`${flow.publicToken}:${sessionToken}`)}`, 'content-type': 'application/json' },
    body: '{}',
  });
  return response.status;
}

const stateKey = (flow: Flow) => `auth_widget_state:${flow.publicToken}`;

beforeEach(() => resetPage());
afterEach(async () => {
  vi.unstubAllGlobals();
  for (const flow of flows.splice(0)) {
    await flow.dispose();
    expect(flow.unexpected).toEqual([]);
  }
});

describe('unrecoverable errors clear the local session (docs/spec/api.md §2)', () => {
  it.each([
    ['sessions.authenticate', 'session_not_found'],
    ['users.me', 'unauthorized_credentials'],
  ] as const)('after a revoke elsewhere, %s gets %s and the session is gone', async (call, errorType) => {
    const flow = open();
    const token = await signIn(flow);
    expect(cookies().stytch_session).toBe(token);
    expect(await asOtherDevice(flow, '/sessions/revoke', token)).toBe(200);
    const changes: unknown[] = [];
    flow.client.onChange((state) => changes.push(state));

    const client = await flow.client.ready();
    const pending = call === 'users.me' ? client.api.users.me() : client.api.sessions.authenticate();
    await expect(pending).rejects.toMatchObject({ error_type: errorType });

    expect(flow.client.getSession()).toBeNull();
    expect(flow.client.getUser()).toBeNull();
    expect(changes).toEqual([null]);
    expect(localStorage.getItem(stateKey(flow))).toBeNull();
    expect(cookies().stytch_session).toBeUndefined();
    expect(cookies().stytch_session_jwt).toBeUndefined();
  });

  it('other errors keep the session', async () => {
    const flow = open();
    await signIn(flow);
    const client = await flow.client.ready();
    await expect(client.api.otps.authenticate('000000', 'email-test-unknown', 30)).rejects.toMatchObject({ error_type: 'otp_code_not_found' });
    expect(flow.client.getSession()).not.toBeNull();
    expect(localStorage.getItem(stateKey(flow))).not.toBeNull();
  });

  it('while signed in, calls carry the session token from the cookie', async () => {
    const flow = open();
    const token = await signIn(flow);
    const client = await flow.client.ready();
    await expect(client.api.sessions.authenticate()).resolves.toMatchObject({ session_token: token });
  });
});

describe('logout (S4)', () => {
  it('revokes the session, clears cookies and state, and the old token then fails', async () => {
    const flow = open();
    const token = await signIn(flow);
    await (await flow.client.ready()).logout();
    expect(flow.client.getSession()).toBeNull();
    expect(localStorage.getItem(stateKey(flow))).toBeNull();
    expect(cookies()).not.toHaveProperty('stytch_session');
    expect(await asOtherDevice(flow, '/sessions/authenticate', token)).toBe(404);
  });

  it('clears locally even when the revoke fails', async () => {
    const flow = open();
    const token = await signIn(flow);
    expect(await asOtherDevice(flow, '/sessions/revoke', token)).toBe(200);
    await expect((await flow.client.ready()).logout()).rejects.toMatchObject({ error_type: 'session_not_found' });
    expect(flow.client.getSession()).toBeNull();
  });
});

describe('storage that throws (S15)', () => {
  it('signing in still works in this tab', async () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: blocked, setItem: blocked, removeItem: blocked, clear: blocked, key: blocked, length: 0 });
    const flow = open();
    await signIn(flow);
    expect(flow.client.getSession()).not.toBeNull();
    const client = await flow.client.ready();
    await expect(client.api.users.me()).resolves.toMatchObject({ emails: [expect.objectContaining({ email: EMAIL })] });
  });
});
