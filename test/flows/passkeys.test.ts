import { described } from '../support/described';
// Passkeys against the real emulator, with a software authenticator standing in for the browser's
// WebAuthn requests: registration and management, login by button and by autofill, and the
// spec's error texts (docs/spec/product.md §4, §8; docs/spec/security.md W3, W4).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmulator } from '../../emulator/app';
import { createFakeClock } from '../../emulator/store/clock';
import { SoftAuthenticator } from '../emulator/webauthnAuthenticator';
import { NetworkError } from '../../src/api/errors';
import { webauthnApi } from '../../src/api/webauthn';
import { createPasskeyRegistrationModel } from '../../src/widgets/passkeyRegistration/model';
import type { Ceremonies } from '../../src/util/webauthn';
import type { LoginConfig } from '../../src/options';
import { resetPage } from '../support/browser';
import { createFlow, type Flow, type FlowOptions } from '../support/flow';

const CONFIG: Partial<LoginConfig> = { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } };
const EMAIL = 'passkey.user@example.com';

// One emulator for the file, so a second page (flow) sees the accounts a first one made.
const emulator = createEmulator({ clock: createFakeClock() });
let soft: SoftAuthenticator;
const flows: Flow[] = [];

/** Ceremonies over the software authenticator; each may be replaced by a test. */
function softCeremonies(overrides: Partial<Ceremonies> = {}): Ceremonies {
  return {
    autofill: async (options) => soft.get(options),
    authenticate: async (options) => soft.get(options),
    register: async (options) => soft.create(options),
    abort: async () => undefined,
    ...overrides,
  };
}

function open(options: FlowOptions = {}) {
  const flow = createFlow({ emulator, config: CONFIG, ceremonies: softCeremonies(), ...options });
  flows.push(flow);
  return flow;
}

/** The browser's PublicKeyCredential, with or without passkey autofill. */
function stubWebAuthn(autofill: boolean) {
  vi.stubGlobal('PublicKeyCredential', Object.assign(function PublicKeyCredential() {}, { isConditionalMediationAvailable: async () => autofill }));
}

/** Ceremonies whose autofill request waits until it is aborted, then settles a little later. */
function waitingAutofill(log: string[], modal: Ceremonies['authenticate'] = async (options) => soft.get(options)) {
  let pending: ((reason: unknown) => void) | undefined;
  return softCeremonies({
    autofill: () => {
      log.push('autofill');
      return new Promise<string>((_, reject) => (pending = reject));
    },
    abort: async () => {
      const reject = pending;
      pending = undefined;
      if (!reject) return;
      log.push('abort');
      await new Promise((resolve) => setTimeout(resolve, 10));
      reject(new DOMException('aborted', 'AbortError'));
      log.push('settled');
    },
    authenticate: (options) => {
      log.push('modal');
      return modal(options);
    },
  });
}

/**
 * The browser's PublicKeyCredential with passkey autofill, whose answer to
 * isConditionalMediationAvailable() waits until the test gives it.
 */
function stubWebAuthnAnswer() {
  let answer!: (available: boolean) => void;
  const answered = new Promise<boolean>((resolve) => (answer = resolve));
  const asked = vi.fn(() => answered);
  vi.stubGlobal('PublicKeyCredential', Object.assign(function PublicKeyCredential() {}, { isConditionalMediationAvailable: asked }));
  return { asked, answer };
}

/** Which passkey sign-ins the flow began on the server, in order: 'primary' or 'secondary'. */
function authenticateStarts(flow: Flow) {
  return flow.sdkCalls().filter((call) => call.url.includes('/webauthn/authenticate/start/')).map((call) => call.url.replace(/.*\/start\//, ''));
}

/** Signs up with an email passcode, as the e2e suite does before registering a passkey. */
async function signUp(flow: Flow, email = EMAIL) {
  flow.model.form.email.value = email;
  await flow.model.form.submitEmail();
  const code = (await flow.latest(email)).code!;
  await flow.otp().verify(code);
  expect(flow.client.getSession()).not.toBeNull();
}

function registration(flow: Flow, ceremonies = softCeremonies()) {
  const logged: unknown[] = [];
  const model = createPasskeyRegistrationModel({
    client: flow.client,
    sessionMinutes: 30,
    emit: (event) => flow.events.push(event),
    reportError: (error) => flow.errors.push(error),
    loadCeremonies: async () => ceremonies,
    log: (error) => logged.push(error),
  });
  return { model, logged };
}

async function me(flow: Flow) {
  return (await flow.client.ready()).api.users.me();
}

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

describe('how passkeys show on Main (W1)', () => {
  it('not at all without WebAuthn', async () => {
    const flow = open();
    await vi.waitFor(() => expect(flow.model.products.passkeys!.mode.value).toBe('none'));
  });

  // The mode below is read only after the browser has answered: before that the widget shows its
  // guess (autofill wherever the browser can be asked, issue 9), which says nothing of detection.
  // A conditional request, or the modal one alone after the button, shows what the answer led to.
  it('as autofill once the browser says it offers passkeys there: the field asks for them and a conditional request waits', async () => {
    const browser = stubWebAuthnAnswer();
    const log: string[] = [];
    const flow = open({ ceremonies: waitingAutofill(log) });
    await vi.waitFor(() => expect(browser.asked).toHaveBeenCalled());
    expect(log).toEqual([]);
    browser.answer(true);
    await vi.waitFor(() => expect(log).toEqual(['autofill']));
    expect(flow.model.products.passkeys!.mode.value).toBe('autofill');
    expect(flow.model.form.emailAutocomplete.value).toBe('username webauthn');
    expect(authenticateStarts(flow)).toEqual(['primary']);
  });

  it('as the button once the browser says it does not: a plain email field, and no conditional request, not even with the button', async () => {
    await userWithPasskeyIn();
    const browser = stubWebAuthnAnswer();
    const log: string[] = [];
    const flow = open({ ceremonies: waitingAutofill(log) });
    // The guess, so the button below can only come from the answer.
    expect(flow.model.products.passkeys!.mode.value).toBe('autofill');
    await vi.waitFor(() => expect(browser.asked).toHaveBeenCalled());
    browser.answer(false);
    await vi.waitFor(() => expect(flow.model.products.passkeys!.mode.value).toBe('button'));
    expect(flow.model.form.emailAutocomplete.value).toBe('email');
    // The button loads the passkeys group: a group told to use autofill begins its conditional
    // request (its start, then the browser's request) as it is made, before the modal one.
    await flow.model.products.passkeys!.login();
    expect(flow.model.step.value.name).toBe('passkey-confirmation');
    expect(log).toEqual(['modal']);
    expect(authenticateStarts(flow)).toEqual(['primary']);
    expect(flow.model.products.passkeys!.mode.value).toBe('button');
  });

  it('as the button without an email field, though the browser offers autofill', async () => {
    await userWithPasskeyIn();
    const browser = stubWebAuthnAnswer();
    browser.answer(true);
    const log: string[] = [];
    const flow = open({ config: { products: ['otp', 'passkeys'], otpOptions: { methods: ['sms'] } }, ceremonies: waitingAutofill(log) });
    expect(flow.model.products.passkeys!.mode.value).toBe('button');
    // Whatever detection concludes has long been applied once the button's sign-in, with its
    // requests to the emulator, is over.
    await flow.model.products.passkeys!.login();
    expect(flow.model.step.value.name).toBe('passkey-confirmation');
    expect(log).toEqual(['modal']);
    expect(authenticateStarts(flow)).toEqual(['primary']);
    expect(flow.model.products.passkeys!.mode.value).toBe('button');
  });

  it('not with passkeys alone, which is the spec config error', async () => {
    stubWebAuthn(true);
    const flow = open({ config: { products: ['passkeys'] } });
    expect(flow.model.error.value).toEqual({ key: 'configPasskeysAlone' });
    await Promise.resolve();
    expect(flow.model.products.passkeys?.mode.value).toBeUndefined();
  });
});

describe('the passkey-registration widget', () => {
  it('needs a signed-in user', async () => {
    const flow = open();
    const { model } = registration(flow);
    await model.start();
    expect(model.step.value).toBe('no-user');
  });

  it('a session the server no longer knows also counts as no user', async () => {
    const flow = open();
    await signUp(flow);
    emulator.reset();
    const { model } = registration(flow);
    await model.start();
    expect(model.step.value).toBe('no-user');
    expect(flow.errors).toEqual([]);
  });

  it('a user that cannot be fetched shows why, and is reported', async () => {
    const flow = open();
    await signUp(flow);
    const { model } = registration(flow);
    const loaded = await flow.client.ready();
    vi.spyOn(loaded.api.users, 'me').mockRejectedValueOnce(described(new NetworkError()));
    await model.start();
    expect(model.step.value).toBe('failed');
    expect(model.error.value).toEqual({ key: 'networkError' });
    expect(flow.errors).toHaveLength(1);
  });

  it('creates a passkey: PASSKEY_REGISTER, the success list, the session gains the factor', async () => {
    const flow = open();
    await signUp(flow);
    const { model } = registration(flow);
    await model.start();
    expect(model.step.value).toBe('start');
    expect(model.registrations.value).toEqual([]);

    await model.register();
    expect(model.error.value).toBeNull();
    expect(model.step.value).toBe('success');
    expect(model.registrations.value).toHaveLength(1);
    expect(flow.eventsOf('PASSKEY_REGISTER')).toHaveLength(1);
    const factors = flow.client.getSession()!.authentication_factors.map((factor) => factor.delivery_method);
    expect(factors).toEqual(expect.arrayContaining(['email', 'webauthn_registration']));
    const body = JSON.parse(flow.sdkCalls().find((call) => call.url.endsWith('/webauthn/register/start'))!.body!);
    expect(body).toMatchObject({ domain: 'localhost', return_passkey_credential_options: true });

    // 'Set up another Passkey' adds a second one to the list.
    await model.register();
    expect(model.registrations.value).toHaveLength(2);
    expect((await me(flow)).webauthn_registrations).toHaveLength(2);
  });

  it('Skip emits PASSKEY_SKIP and shows the list; Done emits PASSKEY_DONE and closes the list, back to the start', async () => {
    const flow = open();
    await signUp(flow);
    const { model } = registration(flow);
    await model.start();
    model.skip();
    expect(model.step.value).toBe('success');
    model.done();
    expect(model.step.value).toBe('start');
    expect(flow.events.map((event) => event.type).filter((type) => type.startsWith('PASSKEY_'))).toEqual(['PASSKEY_SKIP', 'PASSKEY_DONE']);
  });

  it('renames and deletes at once, then on the server; one edit at a time', async () => {
    const flow = open();
    await signUp(flow);
    const { model, logged } = registration(flow);
    await model.start();
    await model.register();
    await model.register();
    const [first, second] = model.registrations.value.map((item) => item.webauthn_registration_id) as [string, string];

    model.begin(first, 'rename');
    model.begin(second, 'delete');
    expect(model.edit.value).toMatchObject({ id: first, mode: 'rename' });
    model.setName('  Work laptop  ');
    model.saveName();
    expect(model.edit.value).toBeNull();
    expect(model.registrations.value[0]!.name).toBe('Work laptop');

    model.begin(second, 'delete');
    model.confirmDelete();
    expect(model.registrations.value.map((item) => item.webauthn_registration_id)).toEqual([first]);

    await vi.waitFor(async () => {
      const user = await me(flow);
      expect(user.webauthn_registrations.map((item) => [item.webauthn_registration_id, item.name])).toEqual([[first, 'Work laptop']]);
    });
    expect(logged).toEqual([]);
  });

  it('a blank or unchanged name changes nothing; a name is capped at 100 characters', async () => {
    const flow = open();
    await signUp(flow);
    const { model } = registration(flow);
    await model.start();
    await model.register();
    const [item] = model.registrations.value;
    model.begin(item!.webauthn_registration_id, 'rename');
    model.setName('   ');
    model.saveName();
    expect(model.registrations.value[0]!.name).toBe(item!.name);
    model.begin(item!.webauthn_registration_id, 'rename');
    model.setName('x'.repeat(500));
    expect((model.edit.value as { name: string }).name).toHaveLength(100);
    model.cancel();
    expect(model.edit.value).toBeNull();
  });

  it('a failed rename or delete is only logged', async () => {
    const flow = open();
    await signUp(flow);
    const { model, logged } = registration(flow);
    await model.start();
    await model.register();
    const id = model.registrations.value[0]!.webauthn_registration_id;
    // Deleted elsewhere (another tab): the later rename and delete fail on the server.
    await webauthnApi((await flow.client.ready()).call).deleteRegistration(id);
    model.begin(id, 'rename');
    model.setName('Phone');
    model.saveName();
    model.begin(id, 'delete');
    model.confirmDelete();
    expect(model.registrations.value).toEqual([]);
    await vi.waitFor(() => expect(logged).toHaveLength(2));
    expect(logged).toEqual([
      expect.objectContaining({ error_type: 'webauthn_registration_not_found' }),
      expect.objectContaining({ error_type: 'webauthn_registration_not_found' }),
    ]);
    expect(model.error.value).toBeNull();
  });

  const alreadyRegistered = [
    new DOMException('The user attempted to register an authenticator that contains one of the credentials already registered with the relying party.', 'InvalidStateError'),
    Object.assign(new Error('At least one credential matches an entry of the excludeCredentials list in the platform attached authenticator.'), { name: 'UnknownError' }),
  ];
  it.each(alreadyRegistered.map((error) => [error.message.slice(0, 30), error]))('creation refused as already registered (%s…)', async (_, error) => {
    const flow = open();
    await signUp(flow);
    const { model } = registration(flow, softCeremonies({ register: async () => Promise.reject(error) }));
    await model.start();
    await model.register();
    expect(model.step.value).toBe('start');
    expect(model.error.value).toEqual({ key: 'passkeyAlreadyRegistered' });
    expect(flow.errors).toEqual([error]);
  });

  it('any other creation failure shows passkeyNotCreated; our own abort shows nothing', async () => {
    const flow = open();
    await signUp(flow);
    let failure: Error = new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
    const { model } = registration(flow, softCeremonies({ register: async () => Promise.reject(failure) }));
    await model.start();
    await model.register();
    expect(model.error.value).toEqual({ key: 'passkeyNotCreated' });
    failure = new DOMException('aborted', 'AbortError');
    await model.register();
    expect(model.error.value).toBeNull();
    expect(flow.errors).toHaveLength(1);
  });
});

describe('passkey login', () => {
  it('the button signs in: PasskeyConfirmation, the session and AUTHENTICATE_FLOW_COMPLETE once', async () => {
    stubWebAuthn(false);
    const id = await userWithPasskeyIn();
    const flow = open();
    await flow.model.products.passkeys!.login();
    expect(flow.model.step.value).toEqual({ name: 'passkey-confirmation' });
    expect(flow.model.error.value).toBeNull();
    const session = flow.client.getSession()!;
    expect(session.authentication_factors).toEqual([
      expect.objectContaining({ delivery_method: 'webauthn_registration', webauthn_factor: expect.objectContaining({ webauthn_registration_id: id }) }),
    ]);
    expect(flow.eventsOf('AUTHENTICATE_FLOW_COMPLETE')).toHaveLength(1);
    // docs/spec/api.md §9: the passkey's own event, with the authenticate response, before the flow completes.
    expect(flow.events.map((event) => event.type)).toEqual(['PASSKEY_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
    expect(flow.eventsOf('PASSKEY_AUTHENTICATE')[0]!.data).toEqual(flow.eventsOf('AUTHENTICATE_FLOW_COMPLETE')[0]!.data);
    expect(flow.sdkCalls().some((call) => call.url.endsWith('/webauthn/authenticate/start/primary'))).toBe(true);
  });

  it('with a session, the passkey is checked as a second factor (secondary)', async () => {
    stubWebAuthn(false);
    await userWithPasskeyIn();
    const flow = open();
    await signUp(flow);
    await flow.model.products.passkeys!.login();
    expect(flow.model.step.value.name).toBe('passkey-confirmation');
    expect(flow.sdkCalls().some((call) => call.url.endsWith('/webauthn/authenticate/start/secondary'))).toBe(true);
    expect(flow.client.getSession()!.authentication_factors.map((factor) => factor.delivery_method)).toEqual(
      expect.arrayContaining(['email', 'webauthn_registration']),
    );
  });

  it('a stored session that ended elsewhere: the refused secondary start is made again as primary', async () => {
    stubWebAuthn(false);
    await userWithPasskeyIn();
    const flow = open();
    await signUp(flow);
    const ended = { status_code: 401, request_id: 'r', error_type: 'session_not_found', error_message: 'Session not found.', error_url: '' };
    flow.network((url) => (url.endsWith('/webauthn/authenticate/start/secondary') ? new Response(JSON.stringify(ended), { status: 401 }) : undefined));
    await flow.model.products.passkeys!.login();
    expect(flow.model.step.value.name).toBe('passkey-confirmation');
    expect(flow.model.error.value).toBeNull();
    const starts = flow.sdkCalls().filter((call) => call.url.includes('/webauthn/authenticate/start/'));
    expect(starts.map((call) => call.url.replace(/.*\/start\//, ''))).toEqual(['secondary', 'primary']);
    expect(flow.client.getSession()!.authentication_factors.map((factor) => factor.delivery_method)).toEqual(['webauthn_registration']);
  });

  it('autofill signs in when the user picks the passkey', async () => {
    stubWebAuthn(true);
    await userWithPasskeyIn();
    const flow = open();
    await vi.waitFor(() => expect(flow.model.step.value.name).toBe('passkey-confirmation'));
    expect(flow.eventsOf('AUTHENTICATE_FLOW_COMPLETE')).toHaveLength(1);
  });

  it('a passkey deleted on the server but still in the authenticator: passkeyNotFound', async () => {
    stubWebAuthn(false);
    const id = await userWithPasskeyIn();
    const admin = open();
    await signUp(admin);
    await webauthnApi((await admin.client.ready()).call).deleteRegistration(id);
    await (await admin.client.ready()).logout();

    const flow = open();
    await flow.model.products.passkeys!.login();
    expect(flow.model.step.value.name).toBe('main');
    expect(flow.model.error.value).toEqual({ key: 'passkeyNotFound' });
    expect(flow.errors).toEqual([expect.objectContaining({ error_type: 'webauthn_registration_not_found' })]);
    expect(flow.client.getSession()).toBeNull();
  });

  it('an authenticator failure shows passkeyUnknownError', async () => {
    stubWebAuthn(false);
    const flow = open({
      ceremonies: softCeremonies({ authenticate: async () => Promise.reject(new DOMException('not allowed', 'NotAllowedError')) }),
    });
    await flow.model.products.passkeys!.login();
    expect(flow.model.error.value).toEqual({ key: 'passkeyUnknownError' });
  });
});

describe('passkey autofill (W2, docs/spec/product.md §4)', () => {
  // A dismissed or empty prompt (NotAllowedError) counts as a failure but is not shown; a failure
  // the user should read is shown and reported each time.
  // A dismissed prompt (NotAllowedError) is asked again, up to 5 times, silently; a refusal before
  // any pick (SecurityError: the page is outside the passkey domain) is the host's to know: reported
  // once, never shown, and not asked again (issue 37).
  it.each([
    ['NotAllowedError', 5, 0],
    ['SecurityError', 1, 1],
  ] as const)('is tried at most 5 times, one less after each failure, and never shows a refusal the visitor did not cause (%s)', async (name, tries, reported) => {
    stubWebAuthn(true);
    let attempts = 0;
    const flow = open({
      ceremonies: softCeremonies({
        autofill: async () => {
          attempts += 1;
          throw new DOMException('refused', name);
        },
      }),
    });
    await vi.waitFor(() => expect(attempts).toBe(tries));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(attempts).toBe(tries);
    expect(flow.errors).toHaveLength(reported);
    expect(flow.model.error.value).toBeNull();
  });

  it('the button aborts the autofill request and waits for it to settle before its own request', async () => {
    stubWebAuthn(true);
    await userWithPasskeyIn();
    const log: string[] = [];
    const flow = open({ ceremonies: waitingAutofill(log) });
    await vi.waitFor(() => expect(log).toEqual(['autofill']));
    await flow.model.products.passkeys!.login();
    expect(log).toEqual(['autofill', 'abort', 'settled', 'modal']);
    expect(flow.model.step.value.name).toBe('passkey-confirmation');
    expect(flow.model.error.value).toBeNull();
    expect(flow.errors).toEqual([]);
  });

  it('after a failed button login, autofill waits again', async () => {
    stubWebAuthn(true);
    const log: string[] = [];
    const flow = open({
      ceremonies: waitingAutofill(log, async () => Promise.reject(new DOMException('cancelled', 'NotAllowedError'))),
    });
    await vi.waitFor(() => expect(log).toEqual(['autofill']));
    await flow.model.products.passkeys!.login();
    expect(flow.model.error.value).toEqual({ key: 'passkeyUnknownError' });
    await vi.waitFor(() => expect(log).toEqual(['autofill', 'abort', 'settled', 'modal', 'autofill']));
  });

  it('leaving Main ends the request silently; coming back starts a new one', async () => {
    stubWebAuthn(true);
    const log: string[] = [];
    const flow = open({ ceremonies: waitingAutofill(log) });
    await vi.waitFor(() => expect(log).toEqual(['autofill']));
    flow.model.form.email.value = EMAIL;
    await flow.model.form.submitEmail();
    expect(flow.model.step.value.name).toBe('otp-authenticate');
    await vi.waitFor(() => expect(log).toEqual(['autofill', 'abort', 'settled']));
    expect(flow.model.error.value).toBeNull();
    expect(flow.errors).toEqual([]);
    flow.model.back();
    await vi.waitFor(() => expect(log).toEqual(['autofill', 'abort', 'settled', 'autofill']));
  });

  it('unmounting ends the request', async () => {
    stubWebAuthn(true);
    const log: string[] = [];
    const flow = open({ ceremonies: waitingAutofill(log) });
    await vi.waitFor(() => expect(log).toEqual(['autofill']));
    flow.model.dispose();
    await vi.waitFor(() => expect(log).toEqual(['autofill', 'abort', 'settled']));
    expect(flow.errors).toEqual([]);
  });
});

/** A user with one passkey in `soft`, signed out again; resolves to its registration id. */
async function userWithPasskeyIn() {
  const flow = open();
  await signUp(flow);
  const { model } = registration(flow);
  await model.start();
  await model.register();
  await (await flow.client.ready()).logout();
  expect(flow.client.getSession()).toBeNull();
  return model.registrations.value[0]!.webauthn_registration_id;
}
