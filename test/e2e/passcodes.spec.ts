// One-time passcodes by email, SMS and WhatsApp (docs/spec/product.md §2 OTP, §4 Flows, §5).
import type { Page } from '@playwright/test';
import { expect, expectSessionCookies, sessionCookies, test, uniqueEmail, widgetEvents, type Host } from './fixtures';
import { digitBoxes, expectEmptyBoxes, expectSuccess, pasteCode, phoneInput, submitEmail, submitPhone, typeCode } from './widget';

const OTP_EVENTS = ['OTP_LOGIN_OR_CREATE', 'OTP_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE'];

const emailOtpPage = (host: Host) => host.widgetPage('email-otp', { mount: { config: { products: ['otp'], otpOptions: { methods: ['email'] } } } });
const phonePage = (host: Host, methods: string[]) => host.widgetPage('phone-otp', { mount: { config: { products: ['otp'], otpOptions: { methods } } } });

/** A code that is not `code` (every digit shifted by one). */
const wrong = (code: string) => code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));

async function expectPasscodeScreen(page: Page, destination: string) {
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  await expect(page.getByText(`A 6-digit passcode was sent to you at ${destination}.`)).toBeVisible();
  await expect(page.getByText(/^Your code expires in [45]:\d\d\. Didn't get it\?/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend code' })).toBeVisible();
}

/** Records whether 'Verifying passcode...' ever appears, however briefly (the call is fast locally). */
async function watchForVerifying(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __sawVerifying: boolean };
    w.__sawVerifying = false;
    new MutationObserver(() => {
      if (document.body.innerText.includes('Verifying passcode...')) w.__sawVerifying = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

test('email passcode: typing the six digits signs the user in', async ({ page, context, host, emulator }) => {
  const email = uniqueEmail('otp');
  await page.goto(emailOtpPage(host));
  await submitEmail(page, email);
  await expectPasscodeScreen(page, email);

  const message = await emulator.waitForMessage(email, { channel: 'email' });
  expect(message.code).toMatch(/^\d{6}$/);
  expect(await sessionCookies(context, host.origin)).toEqual([]);
  await watchForVerifying(page);
  await typeCode(page, message.code!);

  await expectSuccess(page);
  expect(await page.evaluate(() => (window as unknown as { __sawVerifying: boolean }).__sawVerifying)).toBe(true);
  await expectSessionCookies(context, host.origin);
  const events = await widgetEvents(page);
  expect(events.callbacks).toEqual(OTP_EVENTS);
  expect(events.dom).toEqual(OTP_EVENTS);
  expect(events.errors).toEqual([]);
  const complete = await page.evaluate(() => (window as unknown as { __events: { type: string; data: { user: { emails: { email: string }[] } } }[] }).__events[2]!.data);
  expect(complete.user.emails.map((entry) => entry.email)).toEqual([email]);
});

test('SMS passcode: the number formats as typed, goes out in E.164, and a pasted code signs in', async ({ page, context, host, emulator, requests }) => {
  await page.goto(phonePage(host, ['sms']));
  const input = phoneInput(page);
  await input.pressSequentially('415555');
  // Formatting needs the phone chunk (libphonenumber), which loads when the field shows.
  await expect(input).toHaveValue('(415) 555');
  await input.pressSequentially('0123');
  await expect(input).toHaveValue('(415) 555-0123');
  expect(requests.cdnFiles()).toContain('auth-widget.phone.js');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expectPasscodeScreen(page, '+1 415 555 0123');
  const message = await emulator.waitForMessage('+14155550123', { channel: 'sms' });
  expect(message.recipient).toBe('+14155550123');
  expect(await emulator.messages('+14155550123', 'whatsapp')).toEqual([]);
  await pasteCode(page, ` ${message.code!.slice(0, 3)}-${message.code!.slice(3)} `);

  await expectSuccess(page);
  await expectSessionCookies(context, host.origin);
  expect((await widgetEvents(page)).callbacks).toEqual(OTP_EVENTS);
});

test('WhatsApp passcode: the WhatsApp tab sends on the whatsapp channel', async ({ page, context, host, emulator }) => {
  await page.goto(phonePage(host, ['sms', 'whatsapp']));
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Text', 'WhatsApp']);
  await expect(page.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'WhatsApp' }).click();
  await expect(page.getByRole('tab', { name: 'WhatsApp' })).toHaveAttribute('aria-selected', 'true');
  await submitPhone(page, '4155550124');

  await expectPasscodeScreen(page, '+1 415 555 0124');
  const message = await emulator.waitForMessage('+14155550124', { channel: 'whatsapp' });
  expect(await emulator.messages('+14155550124', 'sms')).toEqual([]);
  // One-time-code autofill puts all six digits into the first box at once.
  await digitBoxes(page)[0]!.fill(message.code!);

  await expectSuccess(page);
  await expectSessionCookies(context, host.origin);
  const events = await widgetEvents(page);
  expect(events.callbacks).toEqual(OTP_EVENTS);
  expect(events.callbacks.filter((type) => type === 'AUTHENTICATE_FLOW_COMPLETE')).toHaveLength(1);
});

test("a wrong code shows 'Invalid passcode, please try again.' and empties the boxes", async ({ page, context, host, emulator }) => {
  const email = uniqueEmail('wrong');
  await page.goto(emailOtpPage(host));
  await submitEmail(page, email);
  const { code } = await emulator.waitForMessage(email);
  await typeCode(page, wrong(code!));

  await expect(page.getByRole('alert')).toHaveText('Invalid passcode, please try again.');
  await expectEmptyBoxes(page);
  await expect(digitBoxes(page)[0]!).toBeFocused();
  expect(await sessionCookies(context, host.origin)).toEqual([]);

  // The right code still works after one wrong try.
  await typeCode(page, code!);
  await expectSuccess(page);
  const events = await widgetEvents(page);
  expect(events.callbacks).toEqual(OTP_EVENTS);
  expect(events.errors).toHaveLength(1);
  expect(events.errors[0]).toContain('otp_code_not_found');
});

test("'Resend code' shows 'Code resent' and only the new code works", async ({ page, host, emulator }) => {
  const email = uniqueEmail('resend');
  await page.goto(emailOtpPage(host));
  await submitEmail(page, email);
  const first = await emulator.waitForMessage(email);

  // The success toast lives 2 s: on a loaded machine a poll can miss it, so the page records it.
  await page.evaluate(() => {
    const w = window as unknown as { __toast: string | null };
    w.__toast = null;
    new MutationObserver(() => {
      const toast = document.querySelector('[part=toasts][role=status] [part=toast]');
      if (toast && w.__toast === null) w.__toast = toast.textContent;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __toast: string | null }).__toast)).toContain('Code resent');
  const second = await emulator.waitForMessage(email, { count: 2 });
  expect(second.code).not.toBe(first.code);
  // The success toast goes away by itself (2 s).
  await expect(page.getByText('Code resent')).toHaveCount(0);

  await typeCode(page, first.code!);
  await expect(page.getByRole('alert')).toHaveText('Invalid passcode, please try again.');
  await expectEmptyBoxes(page);
  await typeCode(page, second.code!);
  await expectSuccess(page);
  expect((await widgetEvents(page)).callbacks).toEqual(['OTP_LOGIN_OR_CREATE', 'OTP_LOGIN_OR_CREATE', 'OTP_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
});

test('an expired code: the countdown ends and the code no longer works', async ({ page, host, emulator }) => {
  // The browser's clock is Playwright's, installed before the widget loads; the emulator's moves by its endpoint.
  await page.clock.install();
  const email = uniqueEmail('expiry');
  await page.goto(emailOtpPage(host));
  await submitEmail(page, email);
  await expectPasscodeScreen(page, email);
  const { code } = await emulator.waitForMessage(email);

  // The status region is there from the start, so its new text is announced once (issue 9).
  const expiry = page.getByRole('status').filter({ hasText: /^Your code has expired\.$/ });
  await expect(expiry).toHaveCount(0);
  const statusRegions = await page.getByRole('status').count();
  await page.clock.fastForward('05:00');
  await expect(page.getByText('Your code has expired.')).toBeVisible();
  await expect(expiry).toHaveCount(1);
  expect(await page.getByRole('status').count()).toBe(statusRegions);
  await expect(page.getByText(/Your code expires in/)).toHaveCount(0);

  await emulator.advanceClock(5 * 60_000 + 1000);
  await typeCode(page, code!);
  await expect(page.getByRole('alert')).toHaveText('Invalid passcode, please try again.');

  // A resend restarts the countdown with a fresh code.
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(page.getByText(/^Your code expires in (5:00|4:5\d)\./)).toBeVisible();
  const fresh = await emulator.waitForMessage(email, { count: 2 });
  await typeCode(page, fresh.code!);
  await expectSuccess(page);
});

test('the back arrow on the passcode screen returns to Main', async ({ page, host, emulator }) => {
  const email = uniqueEmail('otp-back');
  await page.goto(emailOtpPage(host));
  await submitEmail(page, email);
  await expectPasscodeScreen(page, email);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  await emulator.waitForMessage(email);
});

test("invalid input: 'Invalid email, please try again.' and 'Invalid phone number, please try again.'", async ({ page, host, emulator }) => {
  await page.goto(host.widgetPage('both', { mount: { config: { products: ['otp'], otpOptions: { methods: ['sms', 'email'] } } } }));
  await submitPhone(page, '123');
  await expect(page.getByRole('alert')).toHaveText('Invalid phone number, please try again.');
  await expect(phoneInput(page)).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('tab', { name: 'Email' }).click();
  // Switching tabs clears the message.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await submitEmail(page, 'nobody@nowhere');
  await expect(page.getByRole('alert')).toHaveText('Invalid email, please try again.');
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  expect(await emulator.messages('nobody@nowhere')).toEqual([]);
  expect((await widgetEvents(page)).callbacks).toEqual([]);
});

test("the passcode can be typed on arrival: the first box has focus, and its description says the screen's heading and sentence", async ({ page, host, emulator }) => {
  const email = uniqueEmail('otp-arrival');
  await page.goto(emailOtpPage(host));
  await submitEmail(page, email);
  await expectPasscodeScreen(page, email);
  const first = digitBoxes(page)[0]!;
  await expect(first).toBeFocused();
  await expect(first).toHaveAccessibleDescription(`Enter passcode A 6-digit passcode was sent to you at ${email}.`);
  // No click: the keys go where focus already is.
  await page.keyboard.type((await emulator.waitForMessage(email, { channel: 'email' })).code!);
  await expectSuccess(page);
});
