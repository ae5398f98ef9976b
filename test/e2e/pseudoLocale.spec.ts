// The pseudo-locale walk (issue 14): every reachable screen of the four widgets in `en-XA`, where
// every string of the widget is accented, 40 % longer and marked ⟦…⟧. On each screen, any text a
// person can see or hear that is not pseudo-localized (pseudoText.ts) fails the walk, unless it is
// an exception with its reason (pseudoWalk.ts, or a value the test staged, allowed where staged);
// and at 320 px nothing may overflow sideways, since every text is longer. Screens are reached for
// real against the emulator, as the other specs reach them, in light DOM and (for some) in a
// shadow root.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { createEmulator } from '../../emulator/app';
import { startEmulatorServer } from '../../emulator/server';
import { stageUser } from './accounts';
import { CDN_DIR, expect, PUBLIC_TOKEN, test, uniqueEmail, widgetEvents, type Host } from './fixtures';
import { everyConfig } from './layoutPages';
import { widgetPageHtml } from './pages';
import { addAuthenticator, named, signOut, signUp } from './passkeyHelpers';
import { shownTexts, untranslated, type Allowed } from './pseudoText';
import { button, EXCEPTIONS, heading, mount, phoneBox, submitEmail, t, typeCode, walk, wrong } from './pseudoWalk';
import { nextFrames } from './settle';
import { addTestWallets, testWalletsScript } from './testWallets';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  // Still, so each screen is measured as it stands: a progress bar's stripe slides past the card's
  // edges by design (its track clips it), which is no overflow.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

for (const shadow of [false, true]) {
  test(`the checker itself: a hard-coded text, an English value inside a translated sentence, an English attribute and a text too wide for the card are found${shadow ? ' (shadow DOM)' : ''}`, async ({ page, host }) => {
    await page.goto(host.widgetPage(`xa-self-${shadow}`, mount({ products: ['otp'], otpOptions: { methods: ['email'] }, enableShadowDOM: shadow })));
    await expect(heading(page, 'header')).toBeVisible();
    expect(untranslated(await shownTexts(page), EXCEPTIONS)).toEqual([]);
    await page.evaluate(() => {
      const host = document.querySelector('#login')!;
      const card = (host.shadowRoot ?? host).querySelector('[part=container]')!;
      const p = document.createElement('p');
      p.innerHTML = 'Hard-coded <b>text</b>';
      card.append(p);
      const sentence = document.createElement('p');
      sentence.innerHTML = '⟦Ţŕý àĝàîñ îñ <bdi>five seconds</bdi>·····⟧';
      card.append(sentence);
      card.querySelector('button')!.setAttribute('title', 'Click me');
    });
    const problems = untranslated(await shownTexts(page), EXCEPTIONS);
    expect(problems).toEqual(['text: a value inside "⟦Ţŕý àĝàîñ îñ \\nfive seconds\\n·····⟧" is not translated', 'text: "Hard-coded"', 'text: "text"', 'title: "Click me"']);

    // A line that cannot wrap, too long for 320 px: the card scrolls sideways.
    const { check, found } = walk(page);
    await page.evaluate(() => {
      const host = document.querySelector('#login')!;
      const long = document.createElement('div');
      long.style.whiteSpace = 'nowrap';
      long.textContent = `⟦${'Ŵîđé ţéẋţ '.repeat(8)}⟧`;
      (host.shadowRoot ?? host).querySelector('[part=container]')!.append(long);
    });
    await check('a wide line');
    expect(found).toContainEqual(expect.stringMatching(/^a wide line: the widget's root scrolls sideways \(\d+ > \d+\)$/));
  });
}

test('the checker on texts: nested spans come apart, exceptions are whole words, a scoped allowance holds only where it is scoped', () => {
  const allowed: Allowed[] = [{ text: 'Demo', reason: 'a name' }, { where: 'option', text: /^[\s\S]*$/, reason: 'scoped' }];
  // 'Continue with {wallet}', the wallet's own name translated too; digits and punctuation outside spans.
  expect(untranslated([{ where: 'text', text: '⟦Çöñţîñûé ŵîţĥ ⟦Éţĥéŕéûɱ ŵàĺĺéţ···⟧·····⟧\n4:59 (2)' }], allowed)).toEqual([]);
  expect(untranslated([{ where: 'text', text: '⟦Šîĝñ îñ ţö Demo··⟧ Demo' }], allowed)).toEqual([]);
  expect(untranslated([{ where: 'text', text: '⟦Šîĝñ îñ ţö Demonstration··⟧\nDemos' }], allowed)).toEqual(['text: a value inside "⟦Šîĝñ îñ ţö Demonstration··⟧" is not translated', 'text: "Demos"']);
  expect(untranslated([{ where: 'option', text: 'France +33' }, { where: 'text', text: 'France' }], allowed)).toEqual(['text: "France"']);
  // Accented letters outside a span are letters all the same: only the marks say a text went through en-XA.
  expect(untranslated([{ where: 'title', text: 'Çöñţîñûé' }], allowed)).toEqual(['title: "Çöñţîñûé"']);
});

// ---- the login widget ----

test.beforeAll(async () => {
  // The wallets' script takes seconds to build on two busy cores: once, outside the tests' 30 s.
  test.setTimeout(120_000);
  await testWalletsScript();
});

/** Every product of the login widget, with tabs for Text, WhatsApp and Email (passwords take the Email tab). */
const everyProduct = (host: Host) => ({
  products: ['oauth', 'crypto', 'emailMagicLinks', 'otp', 'passwords', 'passkeys'],
  oauthOptions: { providers: ['google', 'apple', 'github', 'microsoft'].map((type) => ({ type })), loginRedirectURL: `${host.origin}/done`, signupRedirectURL: `${host.origin}/done` },
  otpOptions: { methods: ['sms', 'whatsapp'] },
  emailMagicLinksOptions: { loginRedirectURL: `${host.origin}/done`, signupRedirectURL: `${host.origin}/done` },
  passwordOptions: { loginRedirectURL: `${host.origin}/done`, resetPasswordRedirectURL: `${host.origin}/reset` },
});

test("Main with every product, its tabs and its input errors, and the config errors' screens", async ({ page, host }) => {
  const { check, done } = walk(page);
  await addTestWallets(page);
  await page.goto(host.widgetPage('xa-main', mount(everyProduct(host))));
  await expect(button(page, 'continueWithProvider', { provider: 'Google' })).toBeVisible();
  await expect(page.getByRole('tab', { name: t('tabSms') })).toBeVisible();
  await expect(page.locator('#login [part=watermark]')).toBeVisible();
  await check('Main, Text tab (every product)');
  await phoneBox(page).pressSequentially('123');
  await button(page, 'continue').click();
  await expect(page.getByRole('alert')).toHaveText(t('invalidPhone'));
  await check("Main, 'Invalid phone number'");
  await page.getByRole('tab', { name: t('tabWhatsapp') }).click();
  await check('Main, WhatsApp tab');
  await page.getByRole('tab', { name: t('tabEmail') }).click();
  await submitEmail(page, 'nobody@nowhere');
  await expect(page.getByRole('alert')).toHaveText(t('invalidEmailAddress'));
  await check("Main, Email tab, 'Invalid email address'");

  await page.goto(host.widgetPage('xa-main-otp', mount({ products: ['otp'], otpOptions: { methods: ['email'] } })));
  await submitEmail(page, 'nobody@nowhere');
  await expect(page.getByRole('alert')).toHaveText(t('invalidEmailOtp'));
  await check("Main, 'Invalid email, please try again.'");

  for (const [name, config, error] of [
    ['no product', { products: [] }, 'configNoProducts'],
    ['passkeys alone', { products: ['passkeys'] }, 'configPasskeysAlone'],
    ['magic links and email passcodes', { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } }, 'configEmlAndEmailOtp'],
  ] as const) {
    await page.goto(host.widgetPage(`xa-config-${name.replace(/ /g, '-')}`, mount(config)));
    await expect(page.getByText(t(error))).toBeVisible();
    await check(`the config error for ${name}`);
  }
  done();
});

test("passcodes by email, SMS and WhatsApp: 'Enter passcode', a wrong code, 'Code resent', an expired code, Success (shadow DOM)", async ({ page, host, emulator }) => {
  const { check, done } = walk(page);
  await page.clock.install();
  const email = uniqueEmail('xa-otp');
  await page.goto(host.widgetPage('xa-otp-email', mount({ products: ['otp'], otpOptions: { methods: ['email'] }, enableShadowDOM: true })));
  await submitEmail(page, email);
  await expect(heading(page, 'enterPasscode')).toBeVisible();
  const first = await emulator.waitForMessage(email);
  await check("'Enter passcode' (email)");
  await typeCode(page, wrong(first.code!));
  await expect(page.getByRole('alert')).toHaveText(t('invalidPasscode'));
  await check("'Enter passcode', 'Invalid passcode'");
  await button(page, 'resendCode').click();
  await expect(page.locator('#login').getByText(t('codeResent'))).toBeVisible();
  await check("'Enter passcode', the 'Code resent' toast");
  const second = await emulator.waitForMessage(email, { count: 2 });
  await page.clock.fastForward('05:00');
  await expect(page.getByText(t('codeExpired'))).toBeVisible();
  await check("'Enter passcode', 'Your code has expired.'");
  await button(page, 'resendCode').click();
  const third = await emulator.waitForMessage(email, { count: 3 });
  expect(third.code).not.toBe(second.code);
  await typeCode(page, third.code!);
  await expect(heading(page, 'success')).toBeVisible();
  await expect(page.getByText(t('passcodeVerified'))).toBeVisible();
  await check('Success (passcode)');

  for (const [tab, number] of [
    ['tabSms', '4155550123'],
    ['tabWhatsapp', '4155550124'],
  ] as const) {
    await page.goto(host.widgetPage(`xa-otp-${tab}`, mount({ products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp'] }, enableShadowDOM: true })));
    await page.getByRole('tab', { name: t(tab) }).click();
    await phoneBox(page).pressSequentially(number);
    await check(`Main, ${tab}, a number typed`);
    await button(page, 'continue').click();
    await expect(heading(page, 'enterPasscode')).toBeVisible();
    await check(`'Enter passcode' (${tab})`);
    await typeCode(page, (await emulator.waitForMessage(`+1${number}`)).code!);
    await expect(heading(page, 'success')).toBeVisible();
  }
  done();
});

test("email magic links: 'Check your email', its links, and the landing's Success!", async ({ page, host, emulator }) => {
  const { check, done } = walk(page);
  const email = uniqueEmail('xa-eml');
  const landing = host.widgetPage('xa-eml-landing', mount({ products: ['emailMagicLinks'], emailMagicLinksOptions: {} }));
  await page.goto(host.widgetPage('xa-eml', mount({ products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: landing, signupRedirectURL: landing } })));
  await submitEmail(page, email);
  await expect(heading(page, 'checkEmail')).toBeVisible();
  await check("'Check your email'");
  const { link } = await emulator.waitForMessage(email);
  await page.goto(link!);
  await expect(heading(page, 'signedInHeader')).toBeVisible();
  await check("Success! (magic link)");
  done();
});

const STRONG = 'violet-Tractor-89-lantern';
const NEW_PASSWORD = 'quiet Harbor 7 marmalade';
const passwordBox = (page: Page) => page.getByLabel(t('passwordLabel'), { exact: true });

/**
 * Passwords with email passcodes and magic links, so 'Create an account' offers its two other
 * ways; links land on a login page that takes their token, reset emails on the reset widget.
 */
function passwordsPage(host: Host, shadow = false) {
  const config = { enableShadowDOM: shadow };
  const reset = host.widgetPage('xa-reset', { widget: 'resetPassword', ...mount(config) });
  const landing = host.widgetPage('xa-landing', mount({ ...config, products: ['emailMagicLinks'], emailMagicLinksOptions: {} }));
  return host.widgetPage('xa-passwords', mount({
    ...config,
    products: ['emailMagicLinks', 'otp', 'passwords'],
    otpOptions: { methods: ['email'] },
    emailMagicLinksOptions: { loginRedirectURL: landing, signupRedirectURL: landing },
    passwordOptions: { loginRedirectURL: landing, resetPasswordRedirectURL: reset },
  }));
}

test('passwords: create or log in, a breached password, a wrong password, forgot and its toast, the reset widget, passwordless, dedupe and breached resets', async ({ page, host, emulator }) => {
  test.slow();
  const { check, done } = walk(page);
  const login = passwordsPage(host);

  // A new user: 'Create an account' with its two other ways, its strength lines, a breached password, then a code instead.
  const newUser = uniqueEmail('xa-new');
  await page.goto(login);
  await submitEmail(page, newUser);
  await expect(heading(page, 'createAccountHeader')).toBeVisible();
  await check("'Create an account'");
  const weak = page.waitForResponse((response) => response.url().endsWith('/passwords/strength_check') && (response.request().postDataJSON() as { password: string }).password === 'passw');
  await passwordBox(page).fill('passw');
  await weak;
  await expect(page.getByText(t('checkingPassword'))).toHaveCount(0);
  await check("'Create an account', a weak password");
  await passwordBox(page).fill('password');
  await expect(page.getByText(t('breachedPassword'))).toBeVisible();
  await check("'Create an account', a breached password");
  await passwordBox(page).fill(STRONG);
  await expect(page.getByText(t('passwordAcceptable'))).toBeVisible();
  await button(page, 'showPassword').click();
  await check("'Create an account', a strong password, shown");
  await button(page, 'emailMeALoginLink').click();
  await expect(heading(page, 'passwordlessHeader')).toBeVisible();
  await check("'Check your email' (a login link instead)");

  // A password user: a wrong password, 'Forgot Password?', its toast, then the reset widget.
  const user = uniqueEmail('xa-user');
  await stageUser(emulator, { email: user, password: STRONG });
  await page.goto(login);
  await submitEmail(page, user);
  await expect(heading(page, 'loginHeader')).toBeVisible();
  await check("'Log in'");
  await passwordBox(page).fill('not-the-password');
  await button(page, 'continue').click();
  await expect(page.getByRole('alert')).toBeVisible();
  await check("'Log in', a wrong password");
  await button(page, 'forgotPassword').click();
  await expect(heading(page, 'forgotHeader')).toBeVisible();
  await check("'Check your email for help signing in!'");
  await emulator.waitForMessage(user);
  await button(page, 'resendEmail').click();
  const reset = await emulator.waitForMessage(user, { count: 2 });
  await expect(page.locator('#login [part=toast]')).toContainText(t('emailResent'));
  await check("'Check your email for help signing in!', the 'Email resent' toast");
  await page.goto(reset.link!);
  await expect(heading(page, 'resetPasswordHeader')).toBeVisible();
  await check("the reset widget, 'Reset your password'");
  await passwordBox(page).fill('password');
  await expect(page.getByText(t('breachedPassword'))).toBeVisible();
  await check("'Reset your password', a breached password");
  await passwordBox(page).fill(NEW_PASSWORD);
  await button(page, 'continue').click();
  await expect(heading(page, 'signedInHeader')).toBeVisible();
  await check("the reset widget's 'Success!'");
  await page.goto(reset.link!);
  await expect(heading(page, 'resetPasswordHeader')).toBeVisible();
  await passwordBox(page).fill(`${NEW_PASSWORD} again`);
  await button(page, 'continue').click();
  await expect(page.getByRole('alert')).toBeVisible();
  await check("'Reset your password', a used link");
  await page.goto(host.widgetPage('xa-reset-no-token', { widget: 'resetPassword', ...mount({}) }));
  await expect(page.getByText(t('resetLinkMissing'))).toBeVisible();
  await check("the reset widget without a token");

  // A passwordless user gets a link at once; asks for a password instead.
  const passwordless = uniqueEmail('xa-none');
  await stageUser(emulator, { email: passwordless, password: null });
  await page.goto(login);
  await submitEmail(page, passwordless);
  await expect(heading(page, 'passwordlessHeader')).toBeVisible();
  await check("'Check your email' (passwordless)");
  await button(page, 'createPasswordInstead').click();
  await expect(heading(page, 'setNewHeader')).toBeVisible();
  await check("'Check your email!'");

  // The account must confirm itself, then a breached password: each a reset email and its screen.
  for (const [tag, password, requires_reset, shown] of [
    ['dedupe', STRONG, true, 'dedupeHeader'],
    ['breached', 'password', false, 'breachedHeader'],
  ] as const) {
    const email = uniqueEmail(`xa-${tag}`);
    await stageUser(emulator, { email, password, ...(requires_reset ? { requires_reset } : {}) });
    await page.goto(login);
    await submitEmail(page, email);
    await passwordBox(page).fill(password);
    await button(page, 'continue').click();
    await expect(heading(page, shown)).toBeVisible();
    await check(`'${t(shown)}' (${tag})`);
  }
  done();
});

// ---- passkeys: the registration widget and passkey login ----

test('passkey registration (shadow DOM): set up, not created, the list, rename, delete, already registered, Done; without a user; passkey login, its Success and not-found error', async ({ page, host, emulator }) => {
  test.slow();
  const { check, allow, done } = walk(page);
  // The emulator names a passkey after the browser; the test renames it.
  allow('Chrome on Linux', 'a passkey name the server gave, shown as it is');
  allow('Work laptop', "a passkey name the test typed");
  const registration = named(host.widgetPage('xa-registration', { widget: 'passkeyRegistration', ...mount({ enableShadowDOM: true }) }));
  await page.goto(registration);
  await expect(page.getByText(t('noUser'))).toBeVisible();
  await check('passkey registration without a user');

  const authenticator = await addAuthenticator(page);
  await signUp(page, host, emulator, uniqueEmail('xa-passkey'));
  // The user's passkeys cannot be read: 'Something went wrong' and 'Try again'.
  await page.route('**/sdk/v1/users/me', (route) => route.abort());
  await page.goto(registration);
  await expect(heading(page, 'somethingWrong')).toBeVisible();
  await check("passkey registration, the user's passkeys unreadable");
  await page.unrouteAll();
  await page.goto(registration);
  await expect(heading(page, 'passkeySetupHeader')).toBeVisible();
  await check("'Set up a new Passkey'");
  // The person does not confirm it is them: no passkey, and why.
  const verified = (isUserVerified: boolean) => authenticator.cdp.send('WebAuthn.setUserVerified', { authenticatorId: authenticator.authenticatorId, isUserVerified });
  await verified(false);
  await button(page, 'createPasskey').click();
  await expect(page.getByRole('alert')).toHaveText(t('passkeyNotCreated'));
  await check("'Set up a new Passkey', not created");
  await verified(true);
  await button(page, 'createPasskey').click();
  await expect(heading(page, 'existingPasskeys')).toBeVisible();
  await check("'Existing Passkeys'");
  await button(page, 'renamePasskey', { name: 'Chrome on Linux' }).click();
  await page.getByRole('textbox', { name: t('passkeyName') }).fill('Work laptop');
  await check("'Existing Passkeys', renaming");
  await button(page, 'save').click();
  await expect(button(page, 'deletePasskey', { name: 'Work laptop' })).toBeVisible();
  await button(page, 'setUpAnother').click();
  await expect(page.getByRole('alert')).toHaveText(t('passkeyAlreadyRegistered'));
  await check("'Existing Passkeys', already registered");
  await button(page, 'deletePasskey', { name: 'Work laptop' }).click();
  await expect(page.getByText(t('deleteWarning'))).toBeVisible();
  await check("'Existing Passkeys', deleting");
  await button(page, 'cancel').click();
  await button(page, 'done').click();
  // Done tells the host (PASSKEY_DONE) and closes the list, back to the start.
  await expect.poll(async () => (await widgetEvents(page)).callbacks).toContain('PASSKEY_DONE');
  await expect(heading(page, 'passkeySetupHeader')).toBeVisible();
  await nextFrames(page);
  await check("'Set up a new Passkey' after Done");

  await signOut(page, emulator);
  const login = named(host.widgetPage('xa-passkey-login', mount({ products: ['otp', 'passkeys'], otpOptions: { methods: ['sms'] } })));
  await page.goto(login);
  await button(page, 'loginWithPasskey').click();
  await expect(heading(page, 'success')).toBeVisible();
  await expect(page.getByText(t('passkeyAuthenticated'))).toBeVisible();
  await check('Success (passkey)');

  // Deleted from the account, still in the authenticator: the not-found text.
  await page.goto(registration);
  await button(page, 'skip').click();
  await button(page, 'deletePasskey', { name: 'Work laptop' }).click();
  await button(page, 'confirmDelete').click();
  await expect(page.getByText(t('noPasskeys'))).toBeVisible();
  await check("'Existing Passkeys', none left");
  await signOut(page, emulator);
  await page.goto(login);
  await button(page, 'loginWithPasskey').click();
  await expect(page.getByRole('alert')).toHaveText(t('passkeyNotFound'));
  await check("Main, 'Passkey registration not found'");
  done();
});

// ---- OAuth and crypto wallets ----

test("OAuth: a round trip's Success!, 'Last used', a cancel at the provider, a replayed token", async ({ page, context, host }) => {
  const { check, done } = walk(page);
  const email = uniqueEmail('xa-oauth');
  // The page is its own redirect: the provider sends the person back to it.
  const url = `${host.origin}${new URL(host.add('xa-oauth', '')).pathname}`;
  const login = host.widgetPage('xa-oauth', mount({ products: ['oauth', 'emailMagicLinks'], oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }], loginRedirectURL: url, signupRedirectURL: url } }));
  /** Continue at the emulator's stand-in provider page as `email` (its page, in English, is not the widget's). */
  const atProvider = async () => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((at) => at.origin === host.origin);
  };
  await page.goto(login);
  await button(page, 'continueWithProvider', { provider: 'Google' }).click();
  await atProvider();
  await expect(heading(page, 'signedInHeader')).toBeVisible();
  await check('Success! (OAuth)');
  const replay = (await page.evaluate(() => performance.getEntriesByType('navigation')[0]!.name)) as string;

  await context.clearCookies();
  await page.goto(login);
  await expect(page.locator('#login').getByText(t('lastUsed'))).toBeVisible();
  await check("Main, 'Last used'");
  await button(page, 'continueWithProvider', { provider: 'GitHub' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL((at) => at.origin === host.origin);
  await expect(page.locator('#login [part="banner banner-info"]')).toHaveText(t('oauthCancelled'));
  await check("Main, 'Sign-in was cancelled'");

  await page.goto(replay);
  await expect(page.getByRole('alert')).toBeVisible();
  await check('Main, a replayed token');
  done();
});

/**
 * Announces (EIP-6963) a wallet named 'Slow Wallet' that gives its account at once but never
 * answers a signature request, and another, 'Silent Wallet', that never answers at all: the
 * connecting and signing screens stay up to be read.
 */
const announceSlowWallets = (page: Page) =>
  page.addInitScript(() => {
    const wallets = [
      { name: 'Slow Wallet', rdns: 'dev.test.slow', accounts: ['0x' + '5'.repeat(40)] },
      { name: 'Silent Wallet', rdns: 'dev.test.silent', accounts: null },
    ];
    wallets.forEach(({ name, rdns, accounts }, i) => {
      const provider = {
        request: ({ method }: { method: string }) => (method === 'eth_requestAccounts' && accounts ? Promise.resolve(accounts) : new Promise(() => undefined)),
        on: () => provider,
        removeListener: () => provider,
      };
      const detail = Object.freeze({ info: Object.freeze({ uuid: `00000000-0000-4000-8000-00000000000${i}`, name, rdns, icon: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E' }), provider });
      const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    });
  });

test('crypto wallets: the buttons, connecting, signing, a pending request, a refusal, Success, the other wallets, and setting one up', async ({ page, host }) => {
  test.slow();
  const { check, allow, done } = walk(page);
  allow('Slow Wallet', 'a name a wallet announced, shown as it is');
  allow('Silent Wallet', 'a name a wallet announced, shown as it is');
  // Four OAuth providers leave Main room for one wallet (Phantom, first in the spec's order): the others are on 'other'.
  const { oauthOptions } = everyProduct(host);
  const wallets = () => host.widgetPage('xa-wallets', mount({ products: ['oauth', 'crypto', 'emailMagicLinks'], oauthOptions, emailMagicLinksOptions: {} }));
  const walletButton = (name: string) => button(page, 'continueWithWallet', { wallet: name });
  await page.goto(wallets());
  await button(page, 'setUpWallet').click();
  await expect(heading(page, 'setUpWallet')).toBeVisible();
  await check("'Set up a new crypto wallet'");

  await announceSlowWallets(page);
  await addTestWallets(page, { ethereum: {}, solana: {} });
  await page.goto(wallets());
  await expect(walletButton('Phantom')).toBeVisible();
  await check('Main with wallets');
  await button(page, 'continueWithOtherWallet').click();
  await expect(heading(page, 'otherWallets')).toBeVisible();
  await check("'Continue with other wallet'");
  await walletButton('Silent Wallet').click();
  await expect(heading(page, 'connectingWallet')).toBeVisible();
  await check("'Connecting to your wallet...'");
  await button(page, 'back').click();
  await button(page, 'continueWithOtherWallet').click();
  await walletButton('Slow Wallet').click();
  await expect(heading(page, 'signingMessage')).toBeVisible();
  await check("'Completing signature request...'");

  // The Solana test wallet: a request already open, then a refusal, then Success.
  for (const [behaviour, shown] of [
    ['pending', 'walletRequestPending'],
    ['reject', 'walletErrorText'],
  ] as const) {
    await page.goto(wallets());
    await page.evaluate((connect) => void ((window as any).__testWallets.solana.behaviour = { connect }), behaviour);
    await walletButton('Phantom').click();
    await expect(page.getByText(t(shown, { wallet: 'Phantom' }))).toBeVisible();
    await check(`the Phantom wallet, ${behaviour}`);
  }
  await page.goto(wallets());
  await walletButton('Phantom').click();
  await expect(page.getByText(t('walletConnected'))).toBeVisible();
  await check('Success (wallet)');
  done();
});

// ---- the identity-provider widget ----

const CLIENT_ID = 'xa-notes';
const CLIENT_NAME = 'Demo Notes';

test('identity provider: consent with every known scope and a custom one, Deny, Allow, the logout question and its No, and its errors (missing parameter, no session, framed)', async ({ page, context, host, emulator, request }) => {
  test.slow();
  const { check, allow, done } = walk(page);
  allow(CLIENT_NAME, "the connected application's name, as its owner wrote it");
  const callback = `${host.origin}/callback`;
  const signedOut = `${host.origin}/signed-out`;
  allow(new URL(callback).host, "the redirect's host, shown so the person sees where they go");
  allow('notes.read', 'a custom scope, named as the application asked for it');
  allow('response_type', 'the name of the parameter the test left out: a protocol name, the same in every language');
  // It takes no config.
  const idp = host.widgetPage('xa-idp', { widget: 'identityProvider', ...mount() });
  const response = await request.post(`${emulator.origin}/__emulator/project`, {
    data: {
      connected_apps: [{ client_id: CLIENT_ID, client_name: CLIENT_NAME, client_description: 'A test relying party', client_type: 'third_party_public', redirect_urls: [callback], post_logout_redirect_urls: [signedOut] }],
      idp_authorization_url: idp,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const authorize = (scope: string, omit?: string) => {
    const query = new URLSearchParams({ client_id: CLIENT_ID, redirect_uri: callback, response_type: 'code', scope, state: 'st', nonce: 'n', code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256' });
    if (omit) query.delete(omit);
    return `${idp}?${query}`;
  };

  await page.goto(authorize('openid email profile'));
  await expect(page.getByText(t('noSession'))).toBeVisible();
  await check("consent without a session, 'No active session detected'");

  // Signed in with a password, on the same origin (in English: the login widget is walked above).
  const email = uniqueEmail('xa-idp');
  await stageUser(emulator, { email, password: STRONG });
  await page.goto(host.widgetPage('xa-idp-login', { mount: { config: everyConfig(host) } }));
  await page.getByRole('tab', { name: 'Email' }).click();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByLabel('Password', { exact: true }).fill(STRONG);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();

  await page.goto(authorize('openid email profile phone offline_access'));
  await expect(button(page, 'allow')).toBeVisible();
  await check('consent, every known scope');
  await page.goto(authorize('openid email notes.read'));
  await expect(button(page, 'allow')).toBeVisible();
  await check('consent, a custom scope');
  await button(page, 'deny').click();
  await expect(page.getByRole('alert')).toHaveText(t('accessDenied'));
  await check("consent denied, 'Access to the application was denied.'");
  // Allow: 'Redirecting you now.', kept on screen by a beforeunload prompt the test declines.
  await page.goto(authorize('openid email profile'));
  await page.evaluate(() => addEventListener('beforeunload', (event) => event.preventDefault()));
  page.once('dialog', (dialog) => void dialog.dismiss());
  await button(page, 'allow').click();
  await expect(page.getByText(t('redirecting'))).toBeVisible();
  await check("consent allowed, 'Redirecting you now.'");
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto(authorize('openid', 'response_type'));
  await expect(heading(page, 'errorHeader')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(t('missingParam', { param: 'response_type' }));
  await check("consent, 'Required parameter is missing'");

  // Framed by a page of another origin (same site, as a relying party's could be): the frame error instead of Allow.
  // A scope not yet granted, so consent is asked (the grant of 'openid email profile' above is remembered).
  const framing = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(`<iframe title="consent" src="${authorize('openid notes.read').replaceAll('&', '&amp;')}" width="480" height="640"></iframe>`));
  await new Promise<void>((ready) => framing.listen(0, '127.0.0.1', ready));
  try {
    await page.goto(`http://127.0.0.1:${(framing.address() as AddressInfo).port}/`);
    await expect(page.frameLocator('iframe[title="consent"]').getByText(t('framed'))).toBeVisible();
    await check('consent, framed by another origin', page.frames().find((frame) => frame.url().startsWith(idp))!);
  } finally {
    framing.closeAllConnections();
    await new Promise((closed) => framing.close(closed));
  }

  const logout = `${idp}?${new URLSearchParams({ client_id: CLIENT_ID, post_logout_redirect_uri: signedOut, state: 'bye' })}`;
  await page.goto(logout);
  await expect(heading(page, 'logoutHeader')).toBeVisible();
  await check("'Log out?'");
  await button(page, 'no').click();
  await expect(heading(page, 'logoutDeclined')).toBeVisible();
  await check("'You have not been logged out'");
  await context.clearCookies();
  done();
});

// ---- limits, failures and waits ----

test("a passcode locked after five wrong tries, 'Get a new code', and 'Too many attempts' after too many sends", async ({ page, host, emulator }) => {
  const { check, done } = walk(page);
  const email = uniqueEmail('xa-limits');
  await page.goto(host.widgetPage('xa-limits', mount({ products: ['otp'], otpOptions: { methods: ['email'] } })));
  await submitEmail(page, email);
  const { code } = await emulator.waitForMessage(email);
  for (let tries = 0; tries < 5; tries++) {
    await typeCode(page, wrong(code!));
    await expect(page.getByRole('alert')).toBeVisible();
  }
  await expect(page.getByRole('alert')).toHaveText(t('passcodeLocked'));
  await check("'Enter passcode', 'Too many wrong tries'");
  // Five sends a minute to one address (docs/spec/security.md A5): the sixth is refused.
  await button(page, 'getNewCode').click();
  await emulator.waitForMessage(email, { count: 2 });
  for (let sends = 2; sends <= 5; sends++) {
    await button(page, 'resendCode').click();
    await emulator.waitForMessage(email, { count: sends + 1 > 5 ? 5 : sends + 1 });
  }
  await button(page, 'resendCode').click();
  await expect(page.locator('#login [part=toast]').last()).toContainText(/\S/);
  await check("'Enter passcode', 'Too many attempts'");
  done();
});

test("failures: the network down on Main, a proxy's error page, a chunk that cannot load, and the identity provider's 'Loading'", async ({ page, host }) => {
  const { check, done } = walk(page);
  const otp = host.widgetPage('xa-failures', mount({ products: ['otp'], otpOptions: { methods: ['email'] } }));
  await page.goto(otp);
  await page.route('**/sdk/v1/otps/**', (route) => route.abort());
  await submitEmail(page, uniqueEmail('xa-network'));
  await expect(page.getByRole('alert')).toHaveText(t('networkError'));
  await check("Main, 'Unable to contact our servers.'");
  await page.unrouteAll();
  // A proxy's error page instead of the API's answer.
  await page.route('**/sdk/v1/otps/**', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }));
  await submitEmail(page, uniqueEmail('xa-proxy'));
  await expect(page.getByRole('alert')).toHaveText(t('invalidResponse'));
  await check("Main, 'Invalid or no response from server.'");
  await page.unrouteAll();

  // The passcode group held, then failing: Main waits, then says so.
  let fail!: () => void;
  const failing = new Promise<void>((go) => (fail = go));
  await page.route('**/cdn/auth-widget.otp.js', async (route) => {
    await failing;
    await route.abort();
  });
  // The group is fetched at mount already: the page's load would wait for it.
  await page.goto(otp, { waitUntil: 'domcontentloaded' });
  await submitEmail(page, uniqueEmail('xa-chunk'));
  await check('Main, the passcode group on its way');
  fail();
  await expect(page.getByRole('alert')).toHaveText(t('networkError'));
  await check('Main, the passcode group failing to load');
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // The identity provider's first load, its requests held.
  await page.route('**/sdk/v1/**', () => undefined);
  const query = new URLSearchParams({ client_id: 'xa-notes', redirect_uri: `${host.origin}/callback`, response_type: 'code', scope: 'openid' });
  await page.goto(`${host.widgetPage('xa-idp-loading', { widget: 'identityProvider', ...mount() })}?${query}`, { waitUntil: 'domcontentloaded' });
  await expect(heading(page, 'loading')).toBeVisible();
  await check("the identity provider's 'Loading'");
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  done();
});

test('a LUDS project: its requirement lines as a password is typed', async ({ page, host }) => {
  const { check, done } = walk(page);
  const luds = await startEmulatorServer({
    port: 0,
    cdnDir: CDN_DIR,
    emulator: createEmulator({ project: { password_policy: 'luds', password_config: { luds_complexity: 3, luds_minimum_count: 10 } } }),
  });
  try {
    const { html, headers } = widgetPageHtml({ emulatorOrigin: luds.origin, publicToken: PUBLIC_TOKEN, ...mount({ products: ['passwords'], passwordOptions: { resetPasswordRedirectURL: `${host.origin}/reset` } }) });
    await page.goto(host.add('xa-luds', html, headers));
    await submitEmail(page, uniqueEmail('xa-luds'));
    await expect(heading(page, 'createAccountHeader')).toBeVisible();
    await check("'Create an account' (LUDS), empty");
    for (const typed of ['ab', 'abC1', 'abC1!efgh-ij']) {
      const answered = page.waitForResponse((response) => response.url().endsWith('/passwords/strength_check') && (response.request().postDataJSON() as { password: string }).password === typed);
      await passwordBox(page).fill(typed);
      await answered;
      await expect(page.getByText(t('checkingPassword'))).toHaveCount(0);
      await check(`'Create an account' (LUDS), "${typed}"`);
    }
  } finally {
    await luds.close();
  }
  done();
});

test("the in-between states, their requests held: 'Verifying passcode...', 'Checking your password...', a password login, the reset widget's and a magic link's 'Logging in'", async ({ page, host, emulator }) => {
  const { check, done } = walk(page);
  const held = (path: string) => page.route(`**/sdk/v1${path}`, () => undefined);

  const email = uniqueEmail('xa-verifying');
  await page.goto(host.widgetPage('xa-verifying', mount({ products: ['otp'], otpOptions: { methods: ['email'] } })));
  await submitEmail(page, email);
  const { code } = await emulator.waitForMessage(email);
  await held('/otps/authenticate');
  await typeCode(page, code!);
  await expect(page.getByText(t('verifyingPasscode'))).toBeVisible();
  await check("'Verifying passcode...'");

  const user = uniqueEmail('xa-checking');
  await stageUser(emulator, { email: user, password: STRONG });
  await page.goto(passwordsPage(host));
  await submitEmail(page, uniqueEmail('xa-new-checking'));
  await held('/passwords/strength_check');
  await passwordBox(page).fill('violet');
  await expect(page.getByText(t('checkingPassword'))).toBeVisible();
  await check("'Create an account', 'Checking your password...'");
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto(passwordsPage(host));
  await submitEmail(page, user);
  await passwordBox(page).fill(STRONG);
  await held('/passwords/authenticate');
  const sent = page.waitForRequest((request) => request.url().endsWith('/sdk/v1/passwords/authenticate'));
  await button(page, 'continue').click();
  await sent;
  await expect(button(page, 'continue')).toHaveAttribute('aria-busy', 'true');
  await check("'Log in', its answer awaited");
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // The reset widget's 'Login without a password', its link's sign-in held.
  await page.goto(passwordsPage(host));
  await submitEmail(page, user);
  await button(page, 'forgotPassword').click();
  const reset = await emulator.waitForMessage(user);
  await page.goto(reset.link!);
  await held('/magic_links/authenticate');
  await button(page, 'loginWithoutPassword').click();
  await expect(button(page, 'loggingInEllipsis')).toBeVisible();
  await check("the reset widget, 'Logging in...'");
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  const linked = uniqueEmail('xa-landing');
  await page.goto(passwordsPage(host));
  await submitEmail(page, linked);
  await button(page, 'emailMeALoginLink').click();
  const { link } = await emulator.waitForMessage(linked);
  await held('/magic_links/authenticate');
  await page.goto(link!);
  await expect(page.locator('#login').getByText(t('loggingIn'))).toBeVisible();
  await check("a magic link's 'Logging in'");
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  done();
});

test('Google One Tap: the embedded chooser in its place, and the setup failures explained to a test project', async ({ page, host, emulator, request }) => {
  const { check, done } = walk(page);
  const url = `${host.origin}${new URL(host.add('xa-one-tap', '')).pathname}`;
  const oneTap = () =>
    host.widgetPage('xa-one-tap', {
      ...mount({
        products: ['oauth', 'emailMagicLinks'],
        oauthOptions: { providers: [{ type: 'google', one_tap: true, position: 'embedded' }, { type: 'github' }], loginRedirectURL: url, signupRedirectURL: url, googleScriptURL: `${emulator.origin}/gsi/client` },
      }),
    });
  const project = async (data: Record<string, unknown>) => expect((await request.post(`${emulator.origin}/__emulator/project`, { data })).status()).toBe(200);
  expect((await request.post(`${emulator.origin}/__emulator/google/identities`, { data: { identities: [{ email: uniqueEmail('xa-one-tap'), name: 'Grace Hopper' }] } })).status()).toBe(200);
  await page.goto(oneTap());
  await expect(page.getByRole('button', { name: 'Continue as Grace Hopper' })).toBeVisible();
  await check('Main, the One Tap chooser embedded');

  await project({ google_authorized_origins: ['http://localhost:1'] });
  await page.goto(oneTap());
  await expect(page.locator('#login .aw-onetap-why')).toHaveText(t('oneTapOriginNotAllowed'));
  await check("Main, One Tap's origin not allowed");
  await project({ google_client_id: '' });
  await page.goto(oneTap());
  await expect(page.locator('#login .aw-onetap-why')).toHaveText(t('oneTapNotConfigured'));
  await check('Main, One Tap not configured');
  done();
});
