// The reset-password widget (issue 3): reached from a reset email, a new password judged by the
// server signs the user in; the email's 'log in without a password' link signs in at once.
import { createEmulator } from '../../emulator/app';
import { startEmulatorServer } from '../../emulator/server';
import { CDN_DIR, expect, expectSessionCookies, PUBLIC_TOKEN, test, uniqueEmail, widgetEvents, type Emulator, type Host } from './fixtures';
import { sdkCall, stageUser } from './accounts';
import { widgetPageHtml } from './pages';
import { submitEmail } from './widget';

const STRONG = 'violet-Tractor-89-lantern';
const NEW_PASSWORD = 'quiet Harbor 7 marmalade';


/** A login page with passwords, whose reset emails link to a page that mounts the reset widget. */
function pages(host: Host) {
  const reset = host.widgetPage('reset', { widget: 'resetPassword', showUser: true });
  const login = host.widgetPage('login-pw', {
    mount: {
      config: {
        products: ['emailMagicLinks', 'passwords'],
        emailMagicLinksOptions: { loginRedirectURL: reset, signupRedirectURL: reset },
        passwordOptions: { resetPasswordRedirectURL: reset, loginRedirectURL: reset },
      },
    },
  });
  return { login, reset };
}

async function requestReset(page: import('@playwright/test').Page, host: Host, emulator: Emulator, email: string) {
  await stageUser(emulator, { email, password: STRONG });
  await page.goto(pages(host).login);
  await submitEmail(page, email);
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email for help signing in!' })).toBeVisible();
  return emulator.waitForMessage(email);
}

test('forgot → the reset link → a new password the server accepts → signed in', async ({ page, context, host, emulator, requests }) => {
  const email = uniqueEmail('reset');
  const message = await requestReset(page, host, emulator, email);
  await page.goto(message.link!);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  expect(page.url()).not.toContain('token=');
  // Started in this browser, so the form names the account to password managers without the host's `email` option.
  await expect(page.locator('#login form input[autocomplete=username]')).toHaveValue(email);
  const password = page.getByLabel('Password', { exact: true });
  const submit = page.getByRole('button', { name: 'Continue', exact: true });
  await expect(password).toHaveAttribute('autocomplete', 'new-password');
  await expect(submit).toBeDisabled();
  // Inactive, it says why (issue 9).
  await expect(submit).toHaveAccessibleDescription('Enter a password to continue.');
  await password.fill('password');
  await expect(page.getByText(/This password may have been used on a different site/)).toBeVisible();
  await expect(submit).toBeDisabled();
  await password.fill(NEW_PASSWORD);
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
  await expectSessionCookies(context, host.origin);
  const { callbacks } = await widgetEvents(page);
  expect(callbacks.filter((type) => type === 'PASSWORD_RESET_BY_EMAIL')).toHaveLength(1);
  expect(callbacks.filter((type) => type === 'AUTHENTICATE_FLOW_COMPLETE')).toHaveLength(1);
  expect(requests.cdnFiles()).toContain('auth-widget.reset-password.js');
});

test('a used reset link shows the server’s error under the form and reports it', async ({ page, host, emulator }) => {
  const email = uniqueEmail('reset-used');
  const message = await requestReset(page, host, emulator, email);
  const token = new URL(message.link!).searchParams.get('token')!;
  const used = await sdkCall(emulator, '/passwords/email/reset', { token, password: NEW_PASSWORD, session_duration_minutes: 30 });
  expect(used.status).toBe(200);

  await page.goto(message.link!);
  await page.getByLabel('Password', { exact: true }).fill('correct Horse 9 battery-staple');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  expect((await widgetEvents(page)).errors.length).toBe(1);
  // The used link cannot be tried again: the screen asks for a new one instead (issue 37).
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Email me a new link' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
});

test("without a token, 'Email me a new link' sends a reset link back to this page, and it works (issue 37)", async ({ page, context, host, emulator }) => {
  const email = uniqueEmail('reset-new-link');
  await stageUser(emulator, { email, password: STRONG });
  const { reset } = pages(host);
  await page.goto(reset);
  await expect(page.getByText(/This password reset link is incomplete or was already used/)).toBeVisible();
  const send = page.getByRole('button', { name: 'Email me a new link' });
  await send.click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: 'A new link to reset your password was sent to' })).toContainText(email);
  const { callbacks } = await widgetEvents(page);
  expect(callbacks).toContain('PASSWORD_RESET_BY_EMAIL_START');

  const message = await emulator.waitForMessage(email);
  expect(message.link!.split('?')[0]).toBe(reset.split('?')[0]);
  await page.goto(message.link!);
  await page.getByRole('button', { name: 'Login without a password' }).click();
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
  await expectSessionCookies(context, host.origin);
});

test("the reset email's 'log in without a password' link signs in at once", async ({ page, context, host, emulator }) => {
  const email = uniqueEmail('reset-login');
  const message = await requestReset(page, host, emulator, email);
  expect(message.login_link).toContain('stytch_token_type=login');
  await page.goto(message.login_link!);
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
  await expectSessionCookies(context, host.origin);
  expect(page.url()).not.toContain('token=');
});

test('the login widget alone never downloads the reset widget', async ({ page, host, requests }) => {
  await page.goto(pages(host).login);
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  // Once the person reaches into the form, the groups this config uses are fetched: the reset widget is not among them.
  await page.getByRole('textbox', { name: 'Email' }).focus();
  await expect.poll(() => requests.cdnFiles()).toContain('auth-widget.email-magic-links.js');
  expect(requests.cdnFiles()).not.toContain('auth-widget.reset-password.js');
});

test("'Login without a password' on the reset form signs in with the reset link, password unchanged", async ({ page, context, host, emulator }) => {
  const email = uniqueEmail('reset-nopw');
  const message = await requestReset(page, host, emulator, email);
  await page.goto(message.link!);
  await page.getByRole('button', { name: 'Login without a password' }).click();
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
  await expectSessionCookies(context, host.origin);
  // The password is the one the user had.
  const login = await sdkCall(emulator, '/passwords/authenticate', { email, password: STRONG, session_duration_minutes: 30 });
  expect(login.status).toBe(200);
});

test('the host can replace PasswordConfirmation’s texts', async ({ page, host, emulator }) => {
  const email = uniqueEmail('reset-texts');
  await stageUser(emulator, { email, password: STRONG });
  const reset = host.widgetPage('reset-texts', {
    widget: 'resetPassword',
    mount: { config: { passwordConfirmation: { header: 'Password updated', text: 'You are signed in with your new password.' } } },
  });
  await page.goto(
    host.widgetPage('login-texts', {
      mount: { config: { products: ['passwords'], passwordOptions: { resetPasswordRedirectURL: reset, loginRedirectURL: reset } } },
    }),
  );
  await submitEmail(page, email);
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await page.goto((await emulator.waitForMessage(email)).link!);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Password updated' })).toBeVisible();
  await expect(page.getByText('You are signed in with your new password.')).toBeVisible();
});

test("a LUDS project on a first visit: once the bootstrap answers, 'Powered by' shows and the requirements name its numbers, with no key pressed after", async ({ page, host }) => {
  const luds = await startEmulatorServer({
    port: 0,
    cdnDir: CDN_DIR,
    emulator: createEmulator({ project: { password_policy: 'luds', password_config: { luds_complexity: 2, luds_minimum_count: 10 } } }),
  });
  try {
    const { html, headers } = widgetPageHtml({ emulatorOrigin: luds.origin, publicToken: PUBLIC_TOKEN, widget: 'resetPassword', mount: { passwordResetToken: 'a-token' } });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/sdk/v1/projects/bootstrap/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(host.add('reset-luds-first-visit', html, headers));
    // The server names the policy with its first answer, before the project's numbers are known.
    await page.getByLabel('Password', { exact: true }).pressSequentially('a');
    await expect(page.getByText(/^Must be at least \d+ characters long \(9 more needed\)$/)).toBeVisible();
    await expect(page.getByText('Powered by')).not.toBeVisible();
    release();
    await expect(page.getByText('Powered by')).toBeVisible();
    await expect(page.getByText('Must be at least 10 characters long (9 more needed)', { exact: true })).toBeVisible();
    await expect(page.getByText('Must contain 2 of the following: uppercase letter, lowercase letter, number, symbol (1 more needed)', { exact: true })).toBeVisible();
  } finally {
    await luds.close();
  }
});
