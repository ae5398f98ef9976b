// The passkey-registration model against the real emulator (issue 9): the user is fetched to
// decide 'no user', a failed 'Set up another Passkey' stays on the list, and actions wait while a
// passkey is being created (docs/spec/product.md §4, §6, §8).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmulator } from '../../emulator/app';
import { createFakeClock } from '../../emulator/store/clock';
import { SoftAuthenticator } from '../emulator/webauthnAuthenticator';
import { createPasskeyRegistrationModel } from '../../src/widgets/passkeyRegistration/model';
import type { Ceremonies } from '../../src/util/webauthn';
import { resetPage } from '../support/browser';
import { createFlow, type Flow } from '../support/flow';

const EMAIL = 'registration.user@example.com';
const emulator = createEmulator({ clock: createFakeClock() });
let soft: SoftAuthenticator;
const flows: Flow[] = [];

function open() {
  const flow = createFlow({ emulator, config: { products: ['otp'], otpOptions: { methods: ['email'] } } });
  flows.push(flow);
  return flow;
}

async function signUp(flow: Flow) {
  flow.model.form.email.value = EMAIL;
  await flow.model.form.submitEmail();
  await flow.otp().verify((await flow.latest(EMAIL)).code!);
  expect(flow.client.getSession()).not.toBeNull();
}

function registration(flow: Flow, register: Ceremonies['register'] = async (options) => soft.create(options)) {
  const ceremonies: Ceremonies = { register, autofill: async () => '', authenticate: async () => '', abort: async () => undefined };
  return createPasskeyRegistrationModel({
    client: flow.client,
    sessionMinutes: 30,
    emit: (event) => flow.events.push(event),
    reportError: (error) => flow.errors.push(error),
    loadCeremonies: async () => ceremonies,
    log: () => undefined,
  });
}

const fetchedUser = (flow: Flow) => flow.sdkCalls().filter((call) => call.method === 'GET' && call.url.endsWith('/sdk/v1/users/me'));

beforeEach(() => {
  resetPage();
  emulator.reset();
  soft = new SoftAuthenticator();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  for (const flow of flows.splice(0)) {
    await flow.dispose();
    expect(flow.unexpected).toEqual([]);
  }
});

describe("deciding 'no user' (docs/spec/product.md §6: checked by fetching the user)", () => {
  it('fetches the user even with no session in local state: the session cookie is enough', async () => {
    await signUp(open());
    localStorage.clear(); // the stored state is gone (another tab, a cleared site), the cookie is not
    const flow = open();
    expect(flow.client.getSession()).toBeNull();
    const model = registration(flow);
    await model.start();
    expect(fetchedUser(flow)).toHaveLength(1);
    expect(model.step.value).toBe('start');
  });

  it('with no session anywhere, the server says so: no user, nothing reported', async () => {
    const flow = open();
    const model = registration(flow);
    await model.start();
    expect(fetchedUser(flow)).toHaveLength(1);
    expect(model.step.value).toBe('no-user');
    expect(flow.errors).toEqual([]);
  });

  it("a network failure is not 'no user': the catalogue's network text, reported, and 'Try again' recovers", async () => {
    const flow = open();
    const model = registration(flow);
    const handle = emulator.handle.bind(emulator);
    const offline = vi.spyOn(emulator, 'handle').mockImplementation((input, init) =>
      String(input).endsWith('/users/me') ? Promise.reject(new TypeError('Failed to fetch')) : handle(input, init),
    );
    await model.start();
    expect(model.step.value).toBe('failed');
    expect(model.error.value).toEqual({ key: 'networkError' });
    expect(flow.errors).toEqual([expect.objectContaining({ name: 'NetworkError' })]);

    offline.mockRestore();
    await signUp(flow);
    await model.start();
    expect(model.error.value).toBeNull();
    expect(model.step.value).toBe('start');
  });
});

describe("a failed 'Set up another Passkey'", () => {
  const alreadyRegistered = () => new DOMException('The user attempted to register an authenticator that contains one of the credentials already registered with the relying party.', 'InvalidStateError');
  const notAllowed = () => new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');

  it.each([
    ['the authenticator already holds a passkey for the user', alreadyRegistered, 'passkeyAlreadyRegistered'],
    ['any other failure', notAllowed, 'passkeyNotCreatedOnList'],
  ] as const)('%s: stays on the list, with the error there', async (_, failure, key) => {
    const flow = open();
    await signUp(flow);
    let fail = false;
    const model = registration(flow, async (options) => (fail ? Promise.reject(failure()) : soft.create(options)));
    await model.start();
    await model.register();
    const list = model.registrations.value;
    expect(list).toHaveLength(1);

    fail = true;
    await model.register();
    expect(model.step.value).toBe('success');
    expect(model.registrations.value).toEqual(list);
    expect(model.error.value).toEqual({ key });
    expect(flow.errors).toHaveLength(1);

    fail = false;
    await model.register();
    expect(model.error.value).toBeNull();
    expect(model.registrations.value).toHaveLength(2);
  });
});

describe('while a passkey is being created', () => {
  it('Skip, rename and delete are ignored', async () => {
    const flow = open();
    await signUp(flow);
    let finish: (() => void) | undefined;
    const model = registration(flow, (options) => new Promise((resolve) => (finish = () => resolve(soft.create(options)))));
    await model.start();
    let creating = model.register();
    await vi.waitFor(() => expect(finish).toBeDefined());
    expect(model.busy.value).toBe(true);
    model.skip();
    expect(model.step.value).toBe('start');
    expect(flow.eventsOf('PASSKEY_SKIP')).toEqual([]);
    finish!();
    await creating;
    expect(model.step.value).toBe('success');

    finish = undefined;
    creating = model.register();
    await vi.waitFor(() => expect(finish).toBeDefined());
    const id = model.registrations.value[0]!.webauthn_registration_id;
    model.begin(id, 'rename');
    model.begin(id, 'delete');
    expect(model.edit.value).toBeNull();
    finish!();
    await creating;
    expect(model.registrations.value).toHaveLength(2);
  });
});
