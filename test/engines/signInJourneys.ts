// The sign-in journeys, as the Chromium specs walk them (test/e2e/passcodes.spec.ts,
// magicLinks.spec.ts, passwords.spec.ts, passwordReset.spec.ts), in the screens' own words.
import assert from 'node:assert/strict';
import { expectSessionCookies, expectTextOf, STRONG_PASSWORD, submitEmail, uniqueEmail, widgetEvents, type Journey } from './journey';
import { PUBLIC_TOKEN, type Host } from './servers';

const OTP_EVENTS = ['OTP_LOGIN_OR_CREATE', 'OTP_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE'];
const NEW_PASSWORD = 'quiet Harbor 7 marmalade';

const count = (list: string[], type: string) => list.filter((entry) => entry === type).length;

export const emailPasscode: Journey = {
  name: 'email passcode',
  async run({ page, emulator, host }) {
    const email = uniqueEmail('otp');
    await page.goto(host.widgetPage('email-otp', { mount: { config: { products: ['otp'], otpOptions: { methods: ['email'] } } } }));
    await submitEmail(page, email);
    await page.expectHeading('Enter passcode');
    await page.expectText(`A 6-digit passcode was sent to you at ${email}.`);
    const { code } = await emulator.waitForMessage(email);
    assert.match(code ?? '', /^\d{6}$/);
    assert.deepEqual(await page.cookieNames(), []);
    await page.typeInto('Digit 1 of 6', code!);

    await page.expectHeading('Success');
    await page.expectText('Your passcode has been successfully verified.');
    await expectSessionCookies(page);
    const events = await widgetEvents(page);
    assert.deepEqual(events.callbacks, OTP_EVENTS);
    assert.deepEqual(events.dom, OTP_EVENTS);
    assert.deepEqual(events.errors, []);
  },
};

/** The page magic links lead to: it mounts the widget and shows who is signed in. */
const redirectPage = (host: Host, name: string) => host.widgetPage(name, { mount: { config: { products: ['emailMagicLinks'] } }, showUser: true });

export const magicLink: Journey = {
  name: 'magic link',
  async run({ page, emulator, host }) {
    const email = uniqueEmail('link');
    const welcome = redirectPage(host, 'welcome');
    const signedIn = redirectPage(host, 'signed-in');
    const config = { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: signedIn, signupRedirectURL: welcome } };
    await page.goto(host.widgetPage('login', { mount: { config } }));
    await page.expectHeading('Sign up or log in');
    await submitEmail(page, email);
    await page.expectHeading('Check your email');
    await page.expectText(`An email was sent to ${email}.`);

    const { link } = await emulator.waitForMessage(email);
    assert.ok(link?.startsWith(`${welcome}?stytch_token_type=magic_links&token=`), `the sign-up link leads to the welcome page: ${link}`);
    await page.goto(link!);
    await page.expectHeading('Success!');
    await page.expectText('You have successfully logged in.');
    await expectTextOf(page, '#who', `Signed in as ${email}`);
    // The token leaves the address bar (docs/spec/api.md §7).
    assert.equal(await page.evaluate<string>('() => location.href'), welcome);
    await expectSessionCookies(page);
    const events = await widgetEvents(page);
    assert.deepEqual(events.callbacks, ['AUTHENTICATE_FLOW_COMPLETE']);
    assert.deepEqual(events.errors, []);
  },
};

export const passwordSignUpAndLogin: Journey = {
  name: 'password sign-up, login',
  async run({ page, emulator, host }) {
    const email = uniqueEmail('pw');
    const url = host.widgetPage('passwords', {
      mount: {
        config: {
          products: ['emailMagicLinks', 'passwords'],
          emailMagicLinksOptions: { loginRedirectURL: `${host.origin}/done`, signupRedirectURL: `${host.origin}/done` },
          passwordOptions: { resetPasswordRedirectURL: `${host.origin}/reset`, loginRedirectURL: `${host.origin}/done` },
        },
      },
    });
    await page.goto(url);
    await submitEmail(page, email);
    await page.expectHeading('Create an account');
    assert.equal(await page.isDisabled('Continue'), true, 'Continue waits for a password');
    await page.fill('Password', 'password');
    await page.expectText('This password may have been used on a different site that experienced a security issue. Please choose another password.');
    assert.equal(await page.isDisabled('Continue'), true, 'Continue stays off for a breached password');
    await page.fill('Password', STRONG_PASSWORD);
    await page.click('Continue');
    await page.expectHeading('Success!');
    await page.expectText('You have successfully logged in.');
    await expectSessionCookies(page);
    const { callbacks } = await widgetEvents(page);
    assert.equal(count(callbacks, 'PASSWORD_CREATE'), 1);
    assert.equal(count(callbacks, 'AUTHENTICATE_FLOW_COMPLETE'), 1);

    // Log out, then log back in with the new password.
    await page.evaluate('(options) => AuthWidget.client(options).logout()', { publicToken: PUBLIC_TOKEN, apiBaseUrl: emulator.origin });
    assert.deepEqual(await page.cookieNames(), []);
    await page.goto(url);
    await submitEmail(page, email);
    await page.expectHeading('Log in');
    // This time by the keyboard: Enter in the password field submits the form.
    await page.fill('Password', STRONG_PASSWORD);
    await page.pressEnter();
    await page.expectHeading('Success!');
    await expectSessionCookies(page);
  },
};

export const passwordReset: Journey = {
  name: 'password reset by email',
  async run({ page, emulator, host }) {
    const email = uniqueEmail('reset');
    await emulator.stageUser({ email, password: STRONG_PASSWORD });
    const reset = host.widgetPage('reset', { widget: 'resetPassword', showUser: true });
    const config = {
      products: ['emailMagicLinks', 'passwords'],
      emailMagicLinksOptions: { loginRedirectURL: reset, signupRedirectURL: reset },
      passwordOptions: { resetPasswordRedirectURL: reset, loginRedirectURL: reset },
    };
    await page.goto(host.widgetPage('login-pw', { mount: { config } }));
    await submitEmail(page, email);
    await page.click('Forgot Password?');
    await page.expectHeading('Check your email for help signing in!');

    const { link } = await emulator.waitForMessage(email);
    await page.goto(link!);
    await page.expectHeading('Reset your password');
    assert.ok(!(await page.evaluate<string>('() => location.href')).includes('token='), 'the token leaves the address bar');
    // Started in this browser, so the form names the account to password managers.
    await page.waitFor('the account in the username field', '(email) => document.querySelector("#login form input[autocomplete=username]")?.value === email', [email]);
    assert.equal(await page.isDisabled('Continue'), true, 'Continue waits for a password');
    await page.fill('Password', 'password');
    await page.expectText('This password may have been used on a different site');
    assert.equal(await page.isDisabled('Continue'), true, 'Continue stays off for a breached password');
    await page.fill('Password', NEW_PASSWORD);
    await page.click('Continue');

    await page.expectHeading('Success!');
    await expectTextOf(page, '#who', `Signed in as ${email}`);
    await expectSessionCookies(page);
    const { callbacks } = await widgetEvents(page);
    assert.equal(count(callbacks, 'PASSWORD_RESET_BY_EMAIL'), 1);
    assert.equal(count(callbacks, 'AUTHENTICATE_FLOW_COMPLETE'), 1);
  },
};
