// Passkey login's background autofill as a model (products/passkeys/login.ts): which failures the
// visitor reads, which only the host hears of, and when autofill stops asking.
import { signal } from '@preact/signals';
import { describe, expect, it, vi } from 'vitest';
import { createPasskeyLogin, PASSKEY_AUTOFILL_ATTEMPTS } from '../../../../src/products/passkeys/login';
import type { ClientHandle } from '../../../../src/session/clientHandle';
import type { Ceremonies } from '../../../../src/util/webauthn';

const domError = (name: string) => Object.assign(new Error(`${name} from the browser`), { name });

/** A model whose client answers every call, with `autofill` as the browser's conditional request. */
function setUp(autofill: Ceremonies['autofill'], authenticate: () => Promise<unknown> = () => Promise.reject(Object.assign(new Error('not found'), { error_type: 'webauthn_registration_not_found' }))) {
  const calls: string[] = [];
  const call = vi.fn((endpoint: string) => {
    calls.push(endpoint);
    return endpoint.endsWith('/start/primary') ? Promise.resolve({ public_key_credential_request_options: '{}' }) : authenticate();
  });
  const client = { ready: () => Promise.resolve({ call, storeAuth: vi.fn() }), state: { get: () => null } } as unknown as ClientHandle;
  const fail = vi.fn();
  const report = vi.fn();
  const ceremonies: Ceremonies = { autofill: vi.fn(autofill), authenticate: vi.fn(), register: vi.fn(), abort: () => Promise.resolve() };
  const onMain = signal(true);
  const model = createPasskeyLogin({ client, sessionMinutes: 30, fail, report, emit: vi.fn(), onAuthenticated: vi.fn(), ceremonies, autofill: onMain });
  return { model, calls, fail, report, ceremonies };
}

/** Lets the autofill loop run until it has nothing left to do. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('passkey autofill failures', () => {
  it('a request the browser refuses before any pick (SecurityError: the page is outside the passkey domain) is reported once, shown never, and not asked again', async () => {
    const { model, fail, report, ceremonies } = setUp(() => Promise.reject(domError('SecurityError')));
    await settle();
    expect(ceremonies.autofill).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]![0]).toMatchObject({ name: 'SecurityError' });
    expect(fail).not.toHaveBeenCalled();
    model.dispose();
  });

  it('a dismissed or empty prompt (NotAllowedError) is neither shown nor reported, and is asked again up to the attempts', async () => {
    const { model, fail, report, ceremonies } = setUp(() => Promise.reject(domError('NotAllowedError')));
    await settle();
    expect(ceremonies.autofill).toHaveBeenCalledTimes(PASSKEY_AUTOFILL_ATTEMPTS);
    expect(report).not.toHaveBeenCalled();
    expect(fail).not.toHaveBeenCalled();
    model.dispose();
  });

  it('a passkey the user picked that the server refuses is shown, each time, up to the attempts', async () => {
    const { model, fail, report, calls } = setUp(() => Promise.resolve('{"id":"picked"}'));
    await settle();
    expect(fail).toHaveBeenCalledTimes(PASSKEY_AUTOFILL_ATTEMPTS);
    expect(fail.mock.calls[0]![1]).toEqual({ key: 'passkeyNotFound' });
    expect(calls.filter((endpoint) => endpoint === 'POST /webauthn/authenticate')).toHaveLength(PASSKEY_AUTOFILL_ATTEMPTS);
    expect(report).not.toHaveBeenCalled();
    model.dispose();
  });
});
