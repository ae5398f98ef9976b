// axe (WCAG 2.2 A/AA) on every screen a person can reach (issue 9), in light and shadow DOM, each
// also under forced colours and reduced motion. The screens are reached for real, against the
// emulator, as the other suites reach them; each test collects every violation before it fails,
// so one run shows them all.
import type { Page } from '@playwright/test';
import { addAxe, checkScreen } from './axe';
import { stageUser } from './accounts';
import { expect, test, uniqueEmail, type Emulator } from './fixtures';
import { emailLinkConfig, emailPage, everyPage, passcodePage, passwordsPage } from './layoutPages';
import { addAuthenticator, named, passkeyList, signOut } from './passkeyHelpers';
import { digitBoxes, expectSuccess, logInWithWrongPassword, submitEmail, typeCode } from './widget';

const STRONG = 'violet-Tractor-89-lantern';
const NEW_PASSWORD = 'quiet Harbor 7 marmalade';
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const passwordInput = (page: Page) => page.getByLabel('Password', { exact: true });

/** The page with nothing loading: the bootstrap's floating indicator gone, no spinner left. */
async function settled(page: Page) {
  await expect(page.locator('#login').locator('.aw-floating .aw-spinner, .aw-center > .aw-spinner')).toHaveCount(0);
}

/** A code for `email` that is not the one sent: its last digit moved on by one. */
async function wrongCode(emulator: Emulator, email: string) {
  const code = (await emulator.waitForMessage(email, { channel: 'email' })).code!;
  return { code, wrong: code.slice(0, 5) + ((Number(code[5]) + 1) % 10) };
}

for (const shadow of [false, true]) {
  const dom = shadow ? ' (shadow DOM)' : '';
  const config = { enableShadowDOM: shadow };

  test(`axe: Main and 'Check your email' with email links; Main, 'Enter passcode', a wrong code and Success with email passcodes${dom}`, async ({ page, host, emulator }) => {
    // Three axe runs per screen, on many screens: more than the default 30 s on a busy machine.
    test.slow();
    await addAxe(page);
    const found: string[] = [];
    await page.goto(emailPage(host, shadow));
    await expect(heading(page, 'Sign up or log in')).toBeVisible();
    await settled(page);
    await checkScreen(page, 'Main (email links)', found);
    await submitEmail(page, uniqueEmail('axe-link'));
    await expect(heading(page, 'Check your email')).toBeVisible();
    await checkScreen(page, "'Check your email'", found);

    const email = uniqueEmail('axe-otp');
    await page.goto(passcodePage(host, shadow));
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
    await settled(page);
    await checkScreen(page, 'Main (email passcode)', found);
    await submitEmail(page, email);
    await expect(heading(page, 'Enter passcode')).toBeVisible();
    await checkScreen(page, "'Enter passcode'", found);
    const { code, wrong } = await wrongCode(emulator, email);
    await typeCode(page, wrong);
    await expect(page.getByRole('alert')).toHaveText('Invalid passcode, please try again.');
    await checkScreen(page, "'Enter passcode' with a wrong code", found);
    // 'Code resent' stays 2 s: axe looks at it first, as is.
    await page.getByRole('button', { name: 'Resend code' }).click();
    await expect(page.getByText('Code resent')).toBeVisible();
    await checkScreen(page, "'Enter passcode' with the 'Code resent' toast", found);
    const resent = (await emulator.waitForMessage(email, { channel: 'email', count: 2 })).code!;
    expect(resent).not.toBe(code);
    // The check held, to look at 'Verifying passcode...' and its progress bar.
    const held: (() => void)[] = [];
    await page.route('**/sdk/v1/otps/authenticate', async (route) => {
      await new Promise<void>((done) => held.push(done));
      await route.continue();
    });
    await typeCode(page, resent);
    await expect(page.getByText('Verifying passcode...')).toBeVisible();
    await checkScreen(page, "'Verifying passcode...'", found);
    held.forEach((release) => release());
    await expectSuccess(page);
    await checkScreen(page, 'Success (passcode)', found);
    expect(found).toEqual([]);
  });

  test(`axe: every product with tabs (Text, Email), and the password screens${dom}`, async ({ page, host, emulator }) => {
    // Three axe runs per screen, on many screens: more than the default 30 s on a busy machine.
    test.slow();
    await addAxe(page);
    const found: string[] = [];
    await page.goto(everyPage(host, shadow));
    await expect(page.getByRole('textbox', { name: 'Phone number', exact: true })).toBeVisible();
    await settled(page);
    await checkScreen(page, 'Main, Text tab (every product)', found);
    await page.getByRole('tab', { name: 'Email' }).click();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
    await checkScreen(page, 'Main, Email tab (every product)', found);

    await submitEmail(page, uniqueEmail('axe-new'));
    await expect(heading(page, 'Create an account')).toBeVisible();
    await checkScreen(page, "'Create an account'", found);
    await passwordInput(page).fill('password');
    await expect(page.getByText(/This password may have been used on a different site/)).toBeVisible();
    await checkScreen(page, "'Create an account' with a breached password", found);
    await passwordInput(page).fill(STRONG);
    await expect(page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', '4');
    await checkScreen(page, "'Create an account' with a strong password", found);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(heading(page, 'Success!')).toBeVisible();
    await checkScreen(page, "'Success!' (password)", found);

    const user = uniqueEmail('axe-login');
    await stageUser(emulator, { email: user, password: STRONG });
    await page.goto(everyPage(host, shadow));
    await page.getByRole('tab', { name: 'Email' }).click();
    await submitEmail(page, user);
    await expect(heading(page, 'Log in')).toBeVisible();
    await checkScreen(page, "'Log in'", found);
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(heading(page, 'Check your email for help signing in!')).toBeVisible();
    await checkScreen(page, "'Check your email for help signing in!'", found);

    const passwordless = uniqueEmail('axe-none');
    await stageUser(emulator, { email: passwordless, password: null });
    await page.goto(everyPage(host, shadow));
    await page.getByRole('tab', { name: 'Email' }).click();
    await submitEmail(page, passwordless);
    await expect(heading(page, 'Check your email')).toBeVisible();
    await checkScreen(page, "'Check your email' (passwordless)", found);
    await page.getByRole('button', { name: 'Create a password instead' }).click();
    await expect(heading(page, 'Check your email!')).toBeVisible();
    await checkScreen(page, "'Check your email!'", found);
    expect(found).toEqual([]);
  });

  test(`axe: the reset-password form, with a weak password, and without a token${dom}`, async ({ page, host }) => {
    // Three axe runs per screen, on many screens: more than the default 30 s on a busy machine.
    test.slow();
    await addAxe(page);
    const found: string[] = [];
    await page.goto(host.widgetPage('axe-reset', { widget: 'resetPassword', mount: { config, passwordResetToken: 'a-token', email: 'ada@example.com' } }));
    await expect(heading(page, 'Reset your password')).toBeVisible();
    await settled(page);
    await checkScreen(page, 'PasswordResetForm', found);
    await passwordInput(page).fill('password');
    await expect(page.getByText(/This password may have been used on a different site/)).toBeVisible();
    await checkScreen(page, 'PasswordResetForm with a breached password', found);
    await page.goto(host.widgetPage('axe-reset-no-token', { widget: 'resetPassword', mount: { config } }));
    await expect(page.getByRole('alert')).toBeVisible();
    await checkScreen(page, 'PasswordResetForm without a token', found);
    expect(found).toEqual([]);
  });

  test(`axe: a locked passcode, 'Log in' with a wrong password, the reset widget's 'Success!', and a magic link's 'Success!'${dom}`, async ({ page, host, emulator }) => {
    // Three axe runs per screen, on many screens: more than the default 30 s on a busy machine.
    test.slow();
    await addAxe(page);
    const found: string[] = [];
    // Five wrong codes lock the passcode (surprises.spec.ts): each try's answer awaited before the next.
    const email = uniqueEmail('axe-locked');
    await page.goto(passcodePage(host, shadow));
    await submitEmail(page, email);
    const { wrong } = await wrongCode(emulator, email);
    for (let attempt = 1; attempt <= 4; attempt++) {
      await typeCode(page, wrong);
      await expect(page.getByRole('alert')).toHaveText('Invalid passcode, please try again.');
      await expect(digitBoxes(page)[0]!).toBeFocused();
      await expect(digitBoxes(page)[5]!).toHaveValue('');
    }
    await typeCode(page, wrong);
    await expect(page.getByRole('alert')).toHaveText('Too many wrong tries: this passcode no longer works. Get a new code to try again.');
    await expect(page.getByRole('button', { name: 'Get a new code' })).toBeFocused();
    await checkScreen(page, "'Enter passcode', locked", found);

    // A wrong password, then 'Forgot Password?' and the reset link to a new password.
    const user = uniqueEmail('axe-wrong');
    await stageUser(emulator, { email: user, password: STRONG });
    const login = passwordsPage(host, shadow);
    await logInWithWrongPassword(page, login, user);
    await checkScreen(page, "'Log in' with a wrong password", found);
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(heading(page, 'Check your email for help signing in!')).toBeVisible();
    await page.goto((await emulator.waitForMessage(user)).link!);
    await passwordInput(page).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(heading(page, 'Success!')).toBeVisible();
    await checkScreen(page, "the reset widget's 'Success!'", found);

    // A passwordless account gets a magic link at once; the link signs in.
    const passwordless = uniqueEmail('axe-link-success');
    await stageUser(emulator, { email: passwordless, password: null });
    await page.goto(login);
    await submitEmail(page, passwordless);
    await expect(heading(page, 'Check your email')).toBeVisible();
    await page.goto((await emulator.waitForMessage(passwordless)).link!);
    await expect(heading(page, 'Success!')).toBeVisible();
    await expect(page.getByText('You have successfully logged in.')).toBeVisible();
    await checkScreen(page, "'Success!' (magic link)", found);
    expect(found).toEqual([]);
  });

  test(`axe: passkey registration without a user, its start, the list, rename and delete; passkey login's Success${dom}`, async ({ page, host, emulator }) => {
    // Three axe runs per screen, on many screens: more than the default 30 s on a busy machine.
    test.slow();
    await addAxe(page);
    await addAuthenticator(page);
    const found: string[] = [];
    const registration = named(host.widgetPage('axe-passkeys', { widget: 'passkeyRegistration', mount: { config } }));
    await page.goto(registration);
    await expect(page.getByRole('alert')).toContainText('without active user authenticated');
    await checkScreen(page, 'passkey registration without a user', found);

    const signup = named(host.widgetPage('axe-signup', { mount: { config: { ...config, products: ['otp'], otpOptions: { methods: ['email'] } } } }));
    const email = uniqueEmail('axe-pk');
    await page.goto(signup);
    await submitEmail(page, email);
    await typeCode(page, (await emulator.waitForMessage(email, { channel: 'email' })).code!);
    await expectSuccess(page);

    await page.goto(registration);
    await expect(heading(page, 'Set up a new Passkey')).toBeVisible();
    await settled(page);
    await checkScreen(page, 'PasskeyRegistrationStart', found);
    await page.getByRole('button', { name: 'Create a Passkey' }).click();
    await expect(passkeyList(page)).toHaveCount(1);
    await checkScreen(page, 'PasskeyRegistrationSuccess (the list)', found);
    await page.getByRole('button', { name: 'Rename Chrome on Linux' }).click();
    await expect(page.getByRole('textbox', { name: 'Passkey name' })).toBeVisible();
    await checkScreen(page, 'the list, renaming', found);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('button', { name: 'Delete Chrome on Linux' }).click();
    await expect(page.getByText('Once deleted, the passkey cannot be restored.')).toBeVisible();
    await checkScreen(page, 'the list, deleting', found);

    // Signed out, 'Login with a Passkey' signs in with it.
    await signOut(page, emulator);
    await page.goto(named(host.widgetPage('axe-passkey-login', { mount: { config: { ...config, products: ['otp', 'passkeys'], otpOptions: { methods: ['sms'] } } } })));
    await page.getByRole('button', { name: 'Login with a Passkey' }).click();
    await expect(heading(page, 'Success')).toBeVisible();
    await expect(page.getByText('Your Passkey has been successfully authenticated.')).toBeVisible();
    await checkScreen(page, 'Success (passkey)', found);
    expect(found).toEqual([]);
  });

  test(`axe: error-only and loading states: products: [], passkeys alone, the loading indicators, a widget that cannot load${dom}`, async ({ page, host }) => {
    // Three axe runs per screen, on many screens: more than the default 30 s on a busy machine.
    test.slow();
    await addAxe(page);
    const found: string[] = [];
    await page.goto(host.widgetPage('axe-no-products', { mount: { config: { ...config, products: [] } } }));
    await expect(page.getByRole('alert')).toHaveText('Error: Please add a product to the config.');
    await checkScreen(page, 'products: []', found);
    await page.goto(host.widgetPage('axe-passkeys-alone', { mount: { config: { ...config, products: ['passkeys'] } } }));
    await expect(page.getByRole('alert')).toContainText('Cannot use Passkeys by itself');
    await checkScreen(page, 'passkeys alone', found);

    // The bootstrap held: the floating loading indicator stays.
    const held: (() => void)[] = [];
    await page.route('**/projects/bootstrap/**', async (route) => {
      await new Promise<void>((done) => held.push(done));
      await route.continue().catch(() => undefined);
    });
    await page.goto(emailPage(host, shadow));
    await expect(page.locator('#login').locator('.aw-floating .aw-spinner')).toBeVisible();
    await checkScreen(page, 'Main while the bootstrap loads', found);
    held.forEach((release) => release());
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // A lazy widget whose chunk is held, then one whose chunk fails.
    await page.route('**/auth-widget.reset-password.js', () => undefined);
    await page.goto(host.widgetPage('axe-reset-loading', { widget: 'resetPassword', mount: { config } }), { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#login').locator('.aw-spinner')).toBeVisible();
    await checkScreen(page, 'the reset widget loading', found);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.route('**/auth-widget.reset-password.js', (route) => route.abort());
    await page.goto(host.widgetPage('axe-reset-failed', { widget: 'resetPassword', mount: { config } }));
    await expect(page.getByRole('alert')).toHaveText('Unable to contact our servers.');
    await checkScreen(page, 'the reset widget that cannot load', found);

    // A magic link taken on a screen whose group is held, then cannot load.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const linkPage = (name: string) => `${host.widgetPage(name, { mount: { config: { ...emailLinkConfig(host), ...config } } })}?stytch_token_type=magic_links&token=a-token`;
    await page.route('**/auth-widget.email-magic-links.js', () => undefined);
    await page.goto(linkPage('axe-link-loading'), { waitUntil: 'domcontentloaded' });
    await expect(heading(page, 'Loading')).toBeVisible();
    await checkScreen(page, 'a lazy screen loading', found);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.route('**/auth-widget.email-magic-links.js', (route) => route.abort());
    await page.goto(linkPage('axe-link-failed'));
    await expect(heading(page, 'Something went wrong. Please try again.')).toBeVisible();
    await checkScreen(page, 'a lazy screen that cannot load', found);

    // Passkey registration when the user cannot be fetched: the error and 'Try again'.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.route('**/sdk/v1/users/me', (route) => route.abort());
    await page.goto(named(host.widgetPage('axe-passkeys-failed', { widget: 'passkeyRegistration', mount: { config } })));
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await checkScreen(page, 'passkey registration when the user cannot be fetched', found);
    expect(found).toEqual([]);
  });
}

for (const shadow of [false, true]) {
  const dom = shadow ? ' (shadow DOM)' : '';
  test(`axe: OAuth's Main with its icons and 'Last used', One Tap's explained failure, Cancel's message, and 'Success!' after the provider${dom}`, async ({ page, host, emulator, request }) => {
    test.slow();
    await addAxe(page);
    const found: string[] = [];
    const url = `${host.origin}${new URL(host.add('axe-oauth', '')).pathname}`;
    const oauthOptions = {
      providers: [{ type: 'google', one_tap: true }, { type: 'github' }, { type: 'salesforce' }],
      loginRedirectURL: url,
      signupRedirectURL: url,
      googleScriptURL: `${emulator.origin}/gsi/client`,
    };
    host.widgetPage('axe-oauth', { mount: { config: { enableShadowDOM: shadow, products: ['oauth', 'emailMagicLinks'], oauthOptions } } });
    // Google refuses the page's origin: the Google button, with why under it (a test token).
    expect((await request.post(`${emulator.origin}/__emulator/project`, { data: { google_authorized_origins: ['http://localhost:1'] } })).status()).toBe(200);
    await page.goto(url);
    await expect(page.locator('.aw-onetap-why')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with GitHub', exact: true }).locator('svg')).toBeVisible();
    await settled(page);
    await checkScreen(page, "OAuth's Main with One Tap's failure", found);

    await page.getByRole('button', { name: 'Continue with GitHub', exact: true }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    // A neutral note, not an alert: the person chose to cancel (issue 37 item 18).
    await expect(page.getByRole('status').filter({ hasText: 'Sign-in was cancelled' })).toHaveText('Sign-in was cancelled. Please try again.');
    await settled(page);
    await checkScreen(page, "OAuth's Main after Cancel", found);

    await page.getByRole('button', { name: 'Continue with GitHub', exact: true }).click();
    await page.getByLabel('Email').fill(uniqueEmail('axe-oauth'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(heading(page, 'Success!')).toBeVisible();
    await checkScreen(page, "'Success!' after the provider", found);

    await page.context().clearCookies();
    await page.goto(url);
    await expect(page.getByText('Last used')).toBeVisible();
    await settled(page);
    await checkScreen(page, "OAuth's Main with 'Last used'", found);
    expect(found).toEqual([]);
  });
}
