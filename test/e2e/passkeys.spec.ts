// Passkeys (issue 4): the passkey-registration widget and passkey login, in Chromium with the
// DevTools protocol's virtual authenticator against the emulator's real WebAuthn verification
// (docs/spec/product.md §2, §4, §6; docs/spec/security.md W1-W5).
import type { Page } from '@playwright/test';
import { expect, expectSessionCookies, PUBLIC_TOKEN, test, uniqueEmail, widgetEvents, type Emulator, type Host } from './fixtures';
import { addAuthenticator, named, passkeyList, registrationPage, serverPasskeys, signUp } from './passkeyHelpers';
import { settled, watchRequests } from './settle';

const REGISTRATION_NO_USER = 'Error: Cannot use PasskeyRegistration component without active user authenticated.';
const ALREADY_REGISTERED =
  'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.';
const NOT_FOUND = 'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.';
const UNKNOWN_ERROR = 'Unknown error occurred during passkey authentication. Please try again.';

const PASSKEYS_CHUNK = 'auth-widget.passkeys.js';
const REGISTRATION_CHUNK = 'auth-widget.passkey-registration.js';

/** Passkeys with passcodes by SMS only: no email field, so the browser's autofill is never used and the button shows. */
const BUTTON_CONFIG = { products: ['otp', 'passkeys'], otpOptions: { methods: ['sms'] } };
/** Passkeys with an Email tab first: where the browser offers passkey autofill, the email field does. */
const AUTOFILL_CONFIG = { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } };

const loginPage = (host: Host, config: Record<string, unknown>, name = 'login') => named(host.widgetPage(name, { mount: { config } }));

const passkeyButton = (page: Page) => page.getByRole('button', { name: 'Login with a Passkey' });

/** Records every navigator.credentials.get the page makes: its mediation and how it ended. */
async function recordCredentialRequests(page: Page) {
  await page.addInitScript(() => {
    type Request = { mediation: string | undefined; outcome: string };
    const w = window as unknown as { __credentialRequests: Request[] };
    w.__credentialRequests = [];
    const get = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = (options?: CredentialRequestOptions) => {
      const request: Request = { mediation: options?.mediation, outcome: 'pending' };
      w.__credentialRequests.push(request);
      const result = get(options);
      result.then(
        () => (request.outcome = 'resolved'),
        (error: DOMException) => (request.outcome = error.name),
      );
      return result;
    };
  });
  return () => page.evaluate(() => (window as unknown as { __credentialRequests: { mediation: string | undefined; outcome: string }[] }).__credentialRequests);
}

/** Logs out through the client, as the host page's logout button would. */
async function logout(page: Page, emulator: Emulator) {
  await page.evaluate(
    ({ publicToken, apiBaseUrl }) => (window as unknown as { AuthWidget: { client(o: object): { logout(): Promise<void> } } }).AuthWidget.client({ publicToken, apiBaseUrl }).logout(),
    { publicToken: PUBLIC_TOKEN, apiBaseUrl: emulator.origin },
  );
  expect((await page.context().cookies(page.url())).filter((cookie) => cookie.name.startsWith('stytch_session'))).toEqual([]);
}

/** On the registration page: 'Create a Passkey' and the success screen with the new passkey. */
async function createPasskey(page: Page, host: Host) {
  await page.goto(registrationPage(host));
  await expect(page.getByRole('heading', { name: 'Set up a new Passkey', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Create a Passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Existing Passkeys', level: 1 })).toBeVisible();
  await expect(passkeyList(page)).toHaveCount(1);
}

async function expectPasskeySuccess(page: Page) {
  await expect(page.getByRole('heading', { name: 'Success', exact: true })).toBeVisible();
  await expect(page.getByText('Your Passkey has been successfully authenticated.')).toBeVisible();
}

test('a new user registers a passkey, renames it, adds one from another device, deletes one, then logs out and back in with the button', async ({ page, host, emulator, context }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  const first = await addAuthenticator(page);
  const email = uniqueEmail('pk-register');
  await signUp(page, host, emulator, email);

  await page.goto(registrationPage(host));
  await expect(page.getByRole('heading', { name: 'Set up a new Passkey', level: 1 })).toBeVisible();
  await expect(page.getByText("With Passkeys you don't need to remember complex passwords.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
  await page.getByRole('button', { name: 'Create a Passkey' }).click();

  await expect(page.getByRole('heading', { name: 'Existing Passkeys', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Existing Passkeys', level: 1 })).toBeFocused();
  await expect(passkeyList(page)).toHaveCount(1);
  const [registered] = await serverPasskeys(page, emulator);
  expect(registered!.name).toBe('Chrome on Linux'); // the emulator names it after the browser
  await expect(passkeyList(page)).toHaveText([registered!.name]);
  expect(await first.credentials()).toHaveLength(1);
  expect((await first.credentials())[0]!.isResidentCredential).toBe(true);
  expect((await widgetEvents(page)).callbacks).toEqual(['PASSKEY_REGISTER']);

  // Rename: Escape leaves the name as it was; Enter saves, and the server has the new name.
  await page.getByRole('button', { name: `Rename ${registered!.name}` }).click();
  const nameInput = page.getByRole('textbox', { name: 'Passkey name' });
  await expect(nameInput).toBeFocused();
  await expect(nameInput).toHaveValue(registered!.name);
  await nameInput.fill('Not this one');
  await nameInput.press('Escape');
  await expect(nameInput).toHaveCount(0);
  await expect(passkeyList(page)).toHaveText([registered!.name]);

  // A name that looks like markup stays text (W5).
  const laptop = '<b>Work</b> laptop <img src=x onerror="window.__pwned=1">';
  await page.getByRole('button', { name: `Rename ${registered!.name}` }).click();
  await nameInput.fill(laptop);
  await nameInput.press('Enter');
  await expect(passkeyList(page)).toHaveText([laptop]);
  await expect(page.getByRole('button', { name: `Rename ${laptop}` })).toBeVisible();
  await expect(page.locator('ul[part="passkey-list"] b, ul[part="passkey-list"] img')).toHaveCount(0);
  await expect.poll(async () => (await serverPasskeys(page, emulator)).map((passkey) => passkey.name)).toEqual([laptop]);

  // The 'Save' button saves too.
  await page.getByRole('button', { name: `Rename ${laptop}` }).click();
  await nameInput.fill('Work laptop');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(passkeyList(page)).toHaveText(['Work laptop']);
  await expect.poll(async () => (await serverPasskeys(page, emulator)).map((passkey) => passkey.name)).toEqual(['Work laptop']);

  // This authenticator already holds a passkey for the user (excludeCredentials), so the second
  // comes from another device: the first authenticator goes, a second one arrives.
  await first.cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: first.authenticatorId });
  const second = await addAuthenticator(page);
  await page.getByRole('button', { name: 'Set up another Passkey' }).click();
  await expect(passkeyList(page)).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Existing Passkeys', level: 1 })).toBeVisible();
  expect(await second.credentials()).toHaveLength(1);
  await expect.poll(async () => (await serverPasskeys(page, emulator)).length).toBe(2);
  const secondName = (await serverPasskeys(page, emulator)).find((passkey) => passkey.name !== 'Work laptop')!.name;
  await expect(passkeyList(page)).toHaveText(['Work laptop', secondName]);

  // Delete: the warning, Cancel keeps it; Delete removes it here and on the server.
  await page.getByRole('button', { name: 'Delete Work laptop' }).click();
  await expect(page.getByText('Once deleted, the passkey cannot be restored.')).toBeVisible();
  // Only one edit at a time.
  await expect(page.getByRole('button', { name: `Rename ${secondName}` })).toBeDisabled();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByText('Once deleted, the passkey cannot be restored.')).toHaveCount(0);
  await expect(passkeyList(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Delete Work laptop' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(passkeyList(page)).toHaveText([secondName]);
  await expect.poll(async () => (await serverPasskeys(page, emulator)).map((passkey) => passkey.name)).toEqual([secondName]);

  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await expect.poll(async () => (await widgetEvents(page)).callbacks).toEqual(['PASSKEY_REGISTER', 'PASSKEY_REGISTER', 'PASSKEY_DONE']);
  expect((await widgetEvents(page)).dom).toEqual(['PASSKEY_REGISTER', 'PASSKEY_REGISTER', 'PASSKEY_DONE']);
  expect((await widgetEvents(page)).errors).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

  // Log out, then log in with 'Login with a Passkey' and the second device's passkey.
  await logout(page, emulator);
  await page.goto(loginPage(host, BUTTON_CONFIG));
  await expect(passkeyButton(page)).toBeVisible();
  await passkeyButton(page).click();
  await expectPasskeySuccess(page);
  await expectSessionCookies(context, page.url());
  const events = await widgetEvents(page);
  expect(events.callbacks).toEqual(['PASSKEY_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
  expect(events.errors).toEqual([]);
  const complete = await page.evaluate(() => (window as unknown as { __events: { data: { user: { emails: { email: string }[] } } }[] }).__events[0]!.data);
  expect(complete.user.emails.map((entry) => entry.email)).toEqual([email]);
  expect(consoleErrors).toEqual([]);
});

/** Faults for the next call of `route` at the emulator (POST /__emulator/faults): latency, and a status when given. */
async function fault(emulator: Emulator, route: string, effects: { latency_ms: number; status?: number }) {
  const response = await fetch(`${emulator.origin}/__emulator/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ route, ...effects, times: 1 }),
  });
  expect(response.status, await response.text()).toBe(200);
}

const WAITING = 'Logging in with your Passkey...';
const START_ROUTE = 'POST /sdk/v1/webauthn/authenticate/start/primary';
const FINISH_ROUTE = 'POST /sdk/v1/webauthn/authenticate';

test("a slow passkey sign-in says so under the button while it waits, for the prompt and for the server, and the words go when it ends, failed or done (issue 37)", async ({ page, host, emulator, context }) => {
  await addAuthenticator(page);
  await signUp(page, host, emulator, uniqueEmail('pk-slow'));
  await createPasskey(page, host);
  await logout(page, emulator);
  await page.goto(loginPage(host, BUTTON_CONFIG));
  await expect(passkeyButton(page)).toBeVisible();
  // The status region is there, empty, before anything waits, so screen readers hear the words when they come.
  const region = page.locator('#login [data-before] [role=status]');
  await expect(region).toHaveText('');
  const words = page.getByRole('status').filter({ hasText: WAITING });
  const finishSent = () => page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/sdk/v1/webauthn/authenticate');

  // A slow start, then a slow server that fails: the words while it waits, gone with the failure.
  await fault(emulator, START_ROUTE, { latency_ms: 1500 });
  await fault(emulator, FINISH_ROUTE, { latency_ms: 1500, status: 500 });
  let sent = finishSent();
  await passkeyButton(page).click();
  await expect(words).toBeVisible();
  await expect(passkeyButton(page)).toHaveAttribute('aria-busy', 'true');
  // The authenticator has answered; the server is slow: still said.
  await sent;
  await expect(words).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toBeVisible();
  await expect(words).toHaveCount(0);
  await expect(region).toHaveText('');
  await expect(passkeyButton(page)).not.toHaveAttribute('aria-busy');

  // Again, slow and done: the words until the success screen takes the form's place.
  await fault(emulator, START_ROUTE, { latency_ms: 1500 });
  await fault(emulator, FINISH_ROUTE, { latency_ms: 1500 });
  sent = finishSent();
  await passkeyButton(page).click();
  await expect(words).toBeVisible();
  await sent;
  await expect(words).toBeVisible();
  await expectPasskeySuccess(page);
  await expect(words).toHaveCount(0);
  await expectSessionCookies(context, page.url());
});

test('in a shadow root: a passkey is created, and autofill signs in with it', async ({ page, host, emulator }) => {
  const authenticator = await addAuthenticator(page);
  await signUp(page, host, emulator, uniqueEmail('pk-shadow'));
  await page.goto(named(host.widgetPage('shadow-passkeys', { widget: 'passkeyRegistration', mount: { config: { enableShadowDOM: true } } })));
  await page.getByRole('button', { name: 'Create a Passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Existing Passkeys', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.querySelector('#login')!.shadowRoot !== null)).toBe(true);
  expect(await authenticator.credentials()).toHaveLength(1);
  await logout(page, emulator);

  const requests = await recordCredentialRequests(page);
  await page.goto(named(host.widgetPage('shadow-login', { mount: { config: { ...AUTOFILL_CONFIG, enableShadowDOM: true } } })));
  await expectPasskeySuccess(page);
  expect(await requests()).toEqual([{ mediation: 'conditional', outcome: 'resolved' }]);
});

test("'Skip' emits PASSKEY_SKIP and creates nothing", async ({ page, host, emulator }) => {
  const authenticator = await addAuthenticator(page);
  await signUp(page, host, emulator, uniqueEmail('pk-skip'));
  await page.goto(registrationPage(host));
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect.poll(async () => (await widgetEvents(page)).callbacks).toEqual(['PASSKEY_SKIP']);
  expect(await authenticator.credentials()).toEqual([]);
  expect(await serverPasskeys(page, emulator)).toEqual([]);
});

test('with passkey autofill the email field offers passkeys; with a phone tab too the button stays on every tab, so the tabs never move', async ({ page, host }) => {
  // No authenticator: the conditional request waits, as it does until the user picks a passkey.
  const requests = await recordCredentialRequests(page);
  const starts = watchRequests(page, '/webauthn/authenticate/start/primary');
  await page.goto(loginPage(host, { products: ['otp', 'passkeys'], otpOptions: { methods: ['sms', 'email'] } }));
  expect(await page.evaluate(() => PublicKeyCredential.isConditionalMediationAvailable())).toBe(true);
  await expect(page.getByRole('tab')).toHaveText(['Text', 'Email']);
  await expect(passkeyButton(page)).toBeVisible();
  const tabsTop = () => page.getByRole('tablist').evaluate((list) => list.getBoundingClientRect().top);
  const onText = await tabsTop();

  await page.getByRole('tab', { name: 'Email' }).click();
  const emailInput = page.getByRole('textbox', { name: 'Email', exact: true });
  await expect(emailInput).toHaveAttribute('autocomplete', 'username webauthn');
  await expect(passkeyButton(page)).toBeVisible();
  expect(await tabsTop()).toBe(onText);
  await emailInput.focus();
  // One conditional request waits in the background, and no second one starts while it does (W2).
  await expect.poll(requests).toEqual([{ mediation: 'conditional', outcome: 'pending' }]);
  // A second request would begin, as the first did, with its authenticate start, in the tasks the
  // tab change and the focus set off: once those have run, still the one.
  await settled(page);
  expect(starts).toHaveLength(1);
  expect(await requests()).toEqual([{ mediation: 'conditional', outcome: 'pending' }]);

  // Mounting again ends the waiting request, and its abort shows nothing (W2, W3).
  await page.evaluate((config) => (window as unknown as { mountWidget(options: object): void }).mountWidget({ config }), { products: ['otp'], otpOptions: { methods: ['email'] } });
  await expect.poll(requests).toEqual([{ mediation: 'conditional', outcome: 'AbortError' }]);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect((await widgetEvents(page)).errors).toEqual([]);

  // Without autofill (no email field) the button is all there is, and nothing waits.
  const buttonOnly = await recordCredentialRequests(page);
  await page.goto(loginPage(host, BUTTON_CONFIG, 'button'));
  await expect(passkeyButton(page)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveCount(0);
  expect(await buttonOnly()).toEqual([]);
});

test('autofill: the conditional request signs the user in with their passkey', async ({ page, host, emulator, context }) => {
  const authenticator = await addAuthenticator(page);
  const asserted: string[] = [];
  authenticator.cdp.on('WebAuthn.credentialAsserted', (event) => asserted.push(event.credential.credentialId));
  const email = uniqueEmail('pk-autofill');
  await signUp(page, host, emulator, email);
  await createPasskey(page, host);
  await logout(page, emulator);

  // Chromium's virtual environment answers a conditional request at once with the one passkey
  // (no autofill menu to pick from, no focus needed), so the sign-in runs as soon as Main shows.
  const requests = await recordCredentialRequests(page);
  await page.goto(loginPage(host, AUTOFILL_CONFIG));
  await expectPasskeySuccess(page);
  expect(await requests()).toEqual([{ mediation: 'conditional', outcome: 'resolved' }]);
  expect(asserted).toEqual([(await authenticator.credentials())[0]!.credentialId]);
  await expectSessionCookies(context, page.url());
  expect((await widgetEvents(page)).callbacks).toEqual(['PASSKEY_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
});

test('the button, pressed while an autofill request waits, ends that request first and signs in (W2)', async ({ page, host, emulator, context }) => {
  const first = await addAuthenticator(page);
  await signUp(page, host, emulator, uniqueEmail('pk-w2'));
  await createPasskey(page, host);
  const [credential] = await first.credentials();
  await logout(page, emulator);
  // With the authenticator present Chromium would answer the autofill request at once, so the
  // virtual environment goes while the page loads (with it on and no authenticator, Chromium says
  // conditional mediation is unavailable) and comes back, with the same passkey, once the request waits.
  await first.cdp.send('WebAuthn.disable');

  const requests = await recordCredentialRequests(page);
  await page.goto(loginPage(host, { products: ['otp', 'passkeys'], otpOptions: { methods: ['sms', 'email'] } }));
  await expect(passkeyButton(page)).toBeVisible();
  await expect.poll(requests).toEqual([{ mediation: 'conditional', outcome: 'pending' }]);
  const second = await addAuthenticator(page);
  await second.cdp.send('WebAuthn.addCredential', { authenticatorId: second.authenticatorId, credential: credential! });

  await passkeyButton(page).click();
  await expectPasskeySuccess(page);
  await expectSessionCookies(context, page.url());
  expect(await requests()).toEqual([
    { mediation: 'conditional', outcome: 'AbortError' },
    { mediation: undefined, outcome: 'resolved' },
  ]);
  expect((await widgetEvents(page)).errors).toEqual([]);
});

test('autofill gives up after 5 refused requests, which the user does not need to read', async ({ page, host }) => {
  // An authenticator with no passkey for this site: Chromium's virtual environment refuses each
  // conditional request at once (NotAllowedError, as for a dismissed prompt), so the attempts run out.
  await addAuthenticator(page);
  const requests = await recordCredentialRequests(page);
  const starts = watchRequests(page, '/webauthn/authenticate/start/primary');
  await page.goto(loginPage(host, AUTOFILL_CONFIG));
  // The fifth refusal is in: a sixth attempt would begin with its authenticate start at once, in
  // the microtasks after it, so by the next frames it would have shown.
  await expect.poll(async () => (await requests()).map((request) => request.outcome)).toEqual(Array(5).fill('NotAllowedError'));
  await settled(page);
  expect(starts).toHaveLength(5);
  const made = await requests();
  expect(made).toHaveLength(5);
  expect(made.every((request) => request.mediation === 'conditional' && request.outcome === 'NotAllowedError')).toBe(true);
  await expect(page.getByText(UNKNOWN_ERROR)).toHaveCount(0);
  expect((await widgetEvents(page)).errors).toEqual([]);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'username webauthn');
});

test("a page the browser will not ask passkeys for (an IP address is no relying party) gets no banner: the refusal goes to onError once, and autofill is not asked again (issue 37)", async ({ page, host }) => {
  await addAuthenticator(page);
  const requests = await recordCredentialRequests(page);
  const starts = watchRequests(page, '/webauthn/authenticate/start/primary');
  // Not `named`: the host's own origin, on 127.0.0.1.
  expect(new URL(host.origin).hostname).toBe('127.0.0.1');
  await page.goto(host.widgetPage('autofill-ip', { mount: { config: AUTOFILL_CONFIG } }));
  await expect.poll(async () => (await requests()).map((request) => request.outcome)).toEqual(['SecurityError']);
  await expect.poll(async () => (await widgetEvents(page)).errors).toHaveLength(1);
  await settled(page);
  expect(starts).toHaveLength(1);
  expect(await requests()).toHaveLength(1);
  await expect(page.getByText(UNKNOWN_ERROR)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The form works as before.
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeEditable();
});

test('creating a passkey the authenticator already holds shows the already-registered text, on the list', async ({ page, host, emulator }) => {
  const authenticator = await addAuthenticator(page);
  await signUp(page, host, emulator, uniqueEmail('pk-twice'));
  await createPasskey(page, host);
  await page.getByRole('button', { name: 'Set up another Passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText(ALREADY_REGISTERED);
  // The failure stays where it happened (issue 9): the list, not the start screen.
  await expect(page.getByRole('heading', { name: 'Existing Passkeys', level: 1 })).toBeVisible();
  await expect(passkeyList(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Set up another Passkey' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Set up another Passkey' })).toBeFocused();
  expect(await authenticator.credentials()).toHaveLength(1);
  expect(await serverPasskeys(page, emulator)).toHaveLength(1);
  expect((await widgetEvents(page)).callbacks).toEqual(['PASSKEY_REGISTER']);
});

test('a passkey deleted from the account but still in the authenticator gets the not-found text', async ({ page, host, emulator }) => {
  const authenticator = await addAuthenticator(page);
  await signUp(page, host, emulator, uniqueEmail('pk-deleted'));
  await createPasskey(page, host);
  const [registered] = await serverPasskeys(page, emulator);
  await page.getByRole('button', { name: `Delete ${registered!.name}` }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(passkeyList(page)).toHaveCount(0);
  await expect.poll(() => serverPasskeys(page, emulator)).toEqual([]);
  expect(await authenticator.credentials()).toHaveLength(1);
  await logout(page, emulator);

  await page.goto(loginPage(host, BUTTON_CONFIG));
  await passkeyButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(NOT_FOUND);
  await expect(passkeyButton(page)).toBeEnabled();
  expect((await widgetEvents(page)).callbacks).toEqual([]);
  expect(await page.context().cookies(page.url())).toEqual([]);

  // Through autofill: the same text, and the background request stops after 5 attempts.
  const requests = await recordCredentialRequests(page);
  const starts = watchRequests(page, '/webauthn/authenticate/start/primary');
  await page.goto(loginPage(host, AUTOFILL_CONFIG, 'autofill'));
  await expect(page.getByRole('alert')).toHaveText(NOT_FOUND);
  // Each refusal by the server is reported: once the fifth is, a sixth attempt would begin with
  // its authenticate start in the microtasks after it, so by the next frames it would have shown.
  await expect.poll(async () => (await widgetEvents(page)).errors).toHaveLength(5);
  await settled(page);
  expect(starts).toHaveLength(5);
  expect(await requests()).toEqual(Array(5).fill({ mediation: 'conditional', outcome: 'resolved' }));
  expect((await widgetEvents(page)).callbacks).toEqual([]);
  expect(await page.context().cookies(page.url())).toEqual([]);
});

test('the registration widget without a signed-in user shows the error', async ({ page, host }) => {
  await page.goto(registrationPage(host));
  await expect(page.getByText(REGISTRATION_NO_USER)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create a Passkey' })).toHaveCount(0);
});

test('the passkeys chunk loads only for configs with passkeys, the registration chunk only for its widget', async ({ page, host, emulator, requests }) => {
  const idle = async (files: string[]) =>
    expect.poll(() => files.filter((file) => !requests.cdnFiles().includes(file)), { message: 'files not yet requested' }).toEqual([]);

  // Without passkeys: neither, even once the idle prefetch has run and the user is signed in.
  const email = uniqueEmail('pk-chunks');
  await signUp(page, host, emulator, email);
  await idle(['auth-widget.otp.js']);
  // The widget asks for every chunk it wants at once, as it mounts: once it has and anything it
  // began since is logged, a registration chunk would be in the log.
  await settled(page);
  expect(requests.cdnFiles()).not.toContain(PASSKEYS_CHUNK);
  expect(requests.cdnFiles()).not.toContain(REGISTRATION_CHUNK);

  // With passkeys (the button, and autofill): the passkeys chunk, not the registration widget.
  await logout(page, emulator);
  for (const [name, config] of [['button', BUTTON_CONFIG], ['autofill', AUTOFILL_CONFIG]] as const) {
    requests.urls.length = 0;
    await page.goto(loginPage(host, config, name));
    await idle([PASSKEYS_CHUNK]);
    await settled(page);
    expect(requests.cdnFiles(), name).not.toContain(REGISTRATION_CHUNK);
    if (name === 'button') await expect(passkeyButton(page)).toBeVisible();
  }

  // The registration widget: both, with or without a user.
  requests.urls.length = 0;
  await page.goto(registrationPage(host));
  await expect(page.getByText(REGISTRATION_NO_USER)).toBeVisible();
  await idle([PASSKEYS_CHUNK, REGISTRATION_CHUNK]);
});
