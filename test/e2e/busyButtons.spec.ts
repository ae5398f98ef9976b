// A busy button shows progress (issue 37, item 2): a spinner at its end that moves neither the
// label nor the button, aria-busy, the label still its name; with reduced motion the spinner and
// the 'Verifying passcode...' bar fade in place instead of freezing part-way.
import type { Locator, Page } from '@playwright/test';
import { expect, test, uniqueEmail, type Host } from './fixtures';
import { submitEmail, typeCode } from './widget';

const emailOtpPage = (host: Host) => host.widgetPage('email-otp', { mount: { config: { products: ['otp'], otpOptions: { methods: ['email'] } } } });

/** Latency for the next call of `route` at the emulator (POST /__emulator/faults). */
async function slow(emulatorOrigin: string, route: string, latency_ms: number) {
  const response = await fetch(`${emulatorOrigin}/__emulator/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ route, latency_ms, times: 1 }),
  });
  expect(response.status, await response.text()).toBe(200);
}

const spinnerOf = (button: Locator) =>
  button.evaluate((element) => {
    const after = getComputedStyle(element, '::after');
    return { content: after.content, animation: after.animationName, width: after.width, position: after.position };
  });

async function pressContinue(page: Page, email: string) {
  const button = page.getByRole('button', { name: 'Continue with email' });
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  const before = await button.boundingBox();
  await button.click();
  return { button, before };
}

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`a slow 'Continue with email' spins while busy, keeping its size and name (reduced motion: ${reducedMotion})`, async ({ page, host, emulator }) => {
    await page.emulateMedia({ reducedMotion });
    await page.goto(emailOtpPage(host));
    await slow(emulator.origin, 'POST /sdk/v1/otps/email/login_or_create', 3000);
    const { button, before } = await pressContinue(page, uniqueEmail('busy'));
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // Still found by its label: the spinner adds no name.
    await expect(button).toHaveAccessibleName('Continue with email');
    const spinner = await spinnerOf(button);
    expect(spinner).toMatchObject({ content: '""', position: 'absolute', width: '16px' });
    expect(spinner.animation).toBe(reducedMotion === 'reduce' ? 'aw-fade' : 'aw-spin');
    expect(await button.boundingBox()).toEqual(before);
    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible({ timeout: 10_000 });
  });
}

test("only the button doing the work spins: an Enter in the Email field spins Continue, not the OAuth buttons that wait with it", async ({ page, host, emulator }) => {
  await page.goto(
    host.widgetPage('busy-only-one', {
      mount: { config: { products: ['oauth', 'otp'], oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] }, otpOptions: { methods: ['email'] } } },
    }),
  );
  await slow(emulator.origin, 'POST /sdk/v1/otps/email/login_or_create', 3000);
  const field = page.getByRole('textbox', { name: 'Email', exact: true });
  await field.fill(uniqueEmail('busy-one'));
  await field.press('Enter');
  const continueButton = page.getByRole('button', { name: 'Continue with email' });
  await expect(continueButton).toHaveAttribute('aria-busy', 'true');
  const github = page.getByRole('button', { name: 'Continue with GitHub' });
  // Inactive while the request is out, as every button of the screen, but without a spinner.
  await expect(github).toHaveAttribute('aria-disabled', 'true');
  await expect(github).not.toHaveAttribute('aria-busy');
  expect((await spinnerOf(github)).content).toBe('none');
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible({ timeout: 10_000 });
});

test("in forced colours the busy button's spinner keeps its open side, so it is seen to turn (forced colours repaint every border side alike)", async ({ page, host, emulator }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto(emailOtpPage(host));
  await slow(emulator.origin, 'POST /sdk/v1/otps/email/login_or_create', 3000);
  const { button } = await pressContinue(page, uniqueEmail('busy-forced'));
  await expect(button).toHaveAttribute('aria-busy', 'true');
  const ring = await button.evaluate((element) => {
    const after = getComputedStyle(element, '::after');
    return { top: after.borderTopWidth, right: after.borderRightWidth, topColour: after.borderTopColor, animation: after.animationName };
  });
  expect(ring).toMatchObject({ top: '2px', right: '0px', animation: 'aw-spin' });
  expect(ring.topColour).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible({ timeout: 10_000 });
});

test("with reduced motion 'Verifying passcode...' fills its track and fades, never a bar frozen part-way", async ({ page, host, emulator }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const email = uniqueEmail('busy-bar');
  await page.goto(emailOtpPage(host));
  await submitEmail(page, email);
  const message = await emulator.waitForMessage(email, { channel: 'email' });
  await slow(emulator.origin, 'POST /sdk/v1/otps/authenticate', 3000);
  await typeCode(page, message.code!);
  const bar = page.getByRole('progressbar', { name: 'Verifying passcode...' });
  await expect(bar).toBeVisible();
  const look = await bar.evaluate((track) => {
    const fill = track.firstElementChild!;
    const style = getComputedStyle(fill);
    return { track: track.getBoundingClientRect().width, fill: fill.getBoundingClientRect().width, animation: style.animationName, transform: style.transform };
  });
  expect(look.fill).toBe(look.track);
  expect(look.transform).toBe('none');
  expect(look.animation).toBe('aw-fade');
});

test('the busy button at 320 and 1280 px (screenshots for review)', async ({ page, host, emulator }, testInfo) => {
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 600 });
    await page.goto(emailOtpPage(host));
    await slow(emulator.origin, 'POST /sdk/v1/otps/email/login_or_create', 3000);
    const { button } = await pressContinue(page, uniqueEmail(`busy-${width}`));
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await page.screenshot({ path: testInfo.outputPath(`busy-${width}.png`), animations: 'allow' });
  }
});
