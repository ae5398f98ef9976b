// The passkey-registration widget as a careful person meets it (issue 9): distinct default names,
// a visible Cancel in rename mode, focus that never falls to the page, a failed 'Set up another
// Passkey' that stays on the list, and the user fetched to decide 'no user'. Chromium's virtual
// authenticator against the emulator, the widget on another origin (passkeyHelpers.ts).
import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail, type Host } from './fixtures';
import { addAuthenticator, named, passkeyList, registrationPage, serverPasskeys, signUp } from './passkeyHelpers';

const shadowRegistrationPage = (host: Host) =>
  named(host.widgetPage('shadow-registration', { widget: 'passkeyRegistration', mount: { config: { enableShadowDOM: true } } }));

/** The focused element, looked up through open shadow roots: 'BODY' when focus has fallen to the page. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return 'BODY';
    return `${active.tagName} ${active.getAttribute('aria-label') ?? active.textContent}`;
  });

/**
 * Counts animation frames in which focus sat on the page's body once the test has armed it, so a
 * focus that falls and is put back a moment later is caught too.
 */
async function watchFocus(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __focusOnBody: number };
    w.__focusOnBody = 0;
    const check = () => {
      if (!document.activeElement || document.activeElement === document.body) w.__focusOnBody++;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  return () => page.evaluate(() => (window as unknown as { __focusOnBody: number }).__focusOnBody);
}

/** Presses a key and checks that focus is on the control the test expects, never on the page. */
async function press(page: Page, key: string, expected: string) {
  await page.keyboard.press(key);
  await expect.poll(() => focusedElement(page), `focus after ${key}`).toBe(expected);
}

test('a second passkey from the same browser gets a distinct default name', async ({ page, host, emulator }) => {
  const first = await addAuthenticator(page);
  await signUp(page, host, emulator, uniqueEmail('pk-names'));
  await page.goto(registrationPage(host));
  await page.getByRole('button', { name: 'Create a Passkey' }).click();
  await expect(passkeyList(page)).toHaveText(['Chrome on Linux']);
  // Another authenticator in the same browser: this one already holds the user's passkey.
  await first.cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: first.authenticatorId });
  await addAuthenticator(page);
  await page.getByRole('button', { name: 'Set up another Passkey' }).click();
  await expect(passkeyList(page)).toHaveText(['Chrome on Linux', 'Chrome on Linux (2)']);
  expect((await serverPasskeys(page, emulator)).map((passkey) => passkey.name)).toEqual(['Chrome on Linux', 'Chrome on Linux (2)']);
});

test('by keyboard in a shadow root: rename, Cancel, Escape, save, delete and busy never drop focus to the page', async ({ page, host, emulator }) => {
  const first = await addAuthenticator(page);
  await signUp(page, host, emulator, uniqueEmail('pk-keys'));
  await page.goto(shadowRegistrationPage(host));
  await page.getByRole('button', { name: 'Create a Passkey' }).focus();
  const focusOnBody = await watchFocus(page);
  // Each register start waits until the test has seen the busy button holding focus.
  const held: (() => void)[] = [];
  await page.route('**/sdk/v1/webauthn/register/start', async (route) => {
    await new Promise<void>((done) => held.push(done));
    await route.continue();
  });
  const release = async () => {
    await expect.poll(() => held.length).toBe(1);
    held.shift()!();
  };
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Create a Passkey' })).toHaveAttribute('aria-disabled', 'true');
  expect(await focusedElement(page)).toBe('BUTTON Create a Passkey');
  await release();
  await expect.poll(() => focusedElement(page)).toBe('H1 Existing Passkeys');
  await first.cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: first.authenticatorId });
  await addAuthenticator(page);
  await press(page, 'Tab', 'BUTTON Rename Chrome on Linux');
  await press(page, 'Tab', 'BUTTON Delete Chrome on Linux');
  await press(page, 'Tab', 'BUTTON Set up another Passkey');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Set up another Passkey' })).toHaveAttribute('aria-disabled', 'true');
  expect(await focusedElement(page)).toBe('BUTTON Set up another Passkey');
  await release();
  await expect(passkeyList(page)).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Set up another Passkey' })).not.toHaveAttribute('aria-disabled');
  expect(await focusedElement(page)).toBe('BUTTON Set up another Passkey');

  // Rename: Escape, then the visible Cancel, then Enter saves; focus comes back to the pencil.
  await page.getByRole('button', { name: 'Rename Chrome on Linux (2)' }).focus();
  await press(page, 'Enter', 'INPUT Passkey name');
  await press(page, 'Escape', 'BUTTON Rename Chrome on Linux (2)');
  await press(page, 'Enter', 'INPUT Passkey name');
  await press(page, 'Tab', 'BUTTON Save');
  await press(page, 'Tab', 'BUTTON Cancel');
  await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toBeVisible();
  await press(page, 'Enter', 'BUTTON Rename Chrome on Linux (2)');
  await press(page, 'Enter', 'INPUT Passkey name');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Phone');
  await press(page, 'Enter', 'BUTTON Rename Phone');
  await expect(passkeyList(page)).toHaveText(['Chrome on Linux', 'Phone']);

  // Delete: Cancel returns to the bin; Delete moves focus to the passkey now in its place, then the heading.
  await page.getByRole('button', { name: 'Delete Chrome on Linux' }).focus();
  await press(page, 'Enter', 'BUTTON Cancel');
  await press(page, 'Enter', 'BUTTON Delete Chrome on Linux');
  await press(page, 'Enter', 'BUTTON Cancel');
  await press(page, 'Shift+Tab', 'BUTTON Delete');
  await press(page, 'Enter', 'BUTTON Rename Phone');
  await press(page, 'Tab', 'BUTTON Delete Phone');
  await press(page, 'Enter', 'BUTTON Cancel');
  await press(page, 'Shift+Tab', 'BUTTON Delete');
  // The last one gone: only the empty state, which is now the heading.
  await press(page, 'Enter', 'H1 No passkeys yet.');
  await expect.poll(() => serverPasskeys(page, emulator)).toEqual([]);
  expect(await focusOnBody()).toBe(0);
});

test("a failed 'Set up another Passkey' stays on the list with the error there", async ({ page, host, emulator }) => {
  await addAuthenticator(page);
  await signUp(page, host, emulator, uniqueEmail('pk-list-error'));
  await page.goto(registrationPage(host));
  await page.getByRole('button', { name: 'Create a Passkey' }).click();
  await expect(passkeyList(page)).toHaveCount(1);
  // The authenticator refuses (the user closes the browser's dialog): NotAllowedError.
  await page.evaluate(() => {
    navigator.credentials.create = () => Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
  });
  await page.getByRole('button', { name: 'Set up another Passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your Passkey was not created. Click “Set up another Passkey” to try again.');
  await expect(page.getByRole('heading', { name: 'Existing Passkeys', level: 1 })).toBeVisible();
  await expect(passkeyList(page)).toHaveCount(1);
});

test('the user is fetched to decide: a session the page no longer stores still counts', async ({ page, host, emulator }) => {
  await addAuthenticator(page);
  await signUp(page, host, emulator, uniqueEmail('pk-fetch'));
  // The stored state is gone (cleared site data, another tab), the session cookie is not.
  await page.evaluate(() => localStorage.clear());
  const fetched: string[] = [];
  page.on('request', (request) => request.url().endsWith('/sdk/v1/users/me') && fetched.push(request.method()));
  await page.goto(registrationPage(host));
  await expect(page.getByRole('heading', { name: 'Set up a new Passkey', level: 1 })).toBeVisible();
  expect(fetched).toEqual(['GET']);
});

test("a network failure fetching the user shows the network text and 'Try again', not 'no user'", async ({ page, host }) => {
  await page.route('**/sdk/v1/users/me', (route) => route.abort('internetdisconnected'));
  await page.goto(registrationPage(host));
  await expect(page.getByRole('alert')).toHaveText('Unable to contact our servers.');
  await expect(page.getByText('Error: Cannot use PasskeyRegistration component')).toHaveCount(0);
  await page.unroute('**/sdk/v1/users/me');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Error: Cannot use PasskeyRegistration component without active user authenticated.')).toBeVisible();
});
