// The widget in other languages (issue 14): the host's `locale`, the browser's languages, only the
// chosen locale's chunk fetched, `lang` and `dir` on the widget's root. Texts are read from the
// locale files themselves, so the tests follow the translations.
import { messages as ar } from '../../src/locales/ar';
import { messages as de } from '../../src/locales/de';
import { messages as fr } from '../../src/locales/fr';
import { messages as ja } from '../../src/locales/ja';
import type { AllMessages } from '../../src/locales/types';
import { expect, test, uniqueEmail } from './fixtures';

type Strings = AllMessages;

const OTP_EMAIL = { products: ['otp'], otpOptions: { methods: ['email'] } };

/** A passcode sign-in in the language of `t`, from Main to the success screen. */
async function passcodeSignIn(page: import('@playwright/test').Page, emulator: { waitForMessage(r: string): Promise<{ code?: string }> }, t: Strings) {
  const email = uniqueEmail('locale');
  await expect(page.getByRole('heading', { name: t.header })).toBeVisible();
  await page.getByRole('textbox', { name: t.emailLabel, exact: true }).fill(email);
  await page.getByRole('button', { name: t.continueWithEmail }).click();
  await expect(page.getByRole('heading', { name: t.enterPasscode })).toBeVisible();
  const { code } = await emulator.waitForMessage(email);
  await page.getByRole('textbox', { name: t.digitLabel.replace('{n}', '1').replace('{total}', '6') }).click();
  await page.keyboard.type(code!);
  await expect(page.getByRole('heading', { name: t.success, exact: true })).toBeVisible();
}

for (const [tag, t] of [
  ['de', de],
  ['ja', ja],
] as const) {
  test(`a passcode sign-in in ${tag}: every screen in the language, lang="${tag}" on the root`, async ({ page, host, emulator }) => {
    await page.goto(host.widgetPage(`locale-${tag}`, { mount: { locale: tag, config: OTP_EMAIL } }));
    await expect(page.locator('[part="container"]')).toHaveAttribute('lang', tag);
    await passcodeSignIn(page, emulator, t);
    await expect(page.locator('[part="container"]')).not.toHaveAttribute('dir', 'rtl');
  });
}

test('Arabic is right to left: dir="rtl" and lang="ar" on the root, the back arrow points right, the digits stay left to right, nothing overflows at 320 px', async ({ page, host, emulator }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(host.widgetPage('locale-ar', { mount: { locale: 'ar', config: OTP_EMAIL } }));
  const root = page.locator('[part="container"]');
  await expect(root).toHaveAttribute('lang', 'ar');
  await expect(root).toHaveAttribute('dir', 'rtl');
  const noOverflow = async () => {
    const widths = await page.evaluate(() => {
      const container = document.querySelector('[part="container"]')!;
      return { page: document.documentElement.scrollWidth, container: container.scrollWidth - container.clientWidth };
    });
    expect(widths).toEqual({ page: 320, container: 0 });
  };
  await noOverflow();

  const email = uniqueEmail('locale-ar');
  await page.getByRole('textbox', { name: ar.emailLabel, exact: true }).fill(email);
  await page.getByRole('button', { name: ar.continueWithEmail }).click();
  await expect(page.getByRole('heading', { name: ar.enterPasscode })).toBeVisible();
  await noOverflow();
  // The back arrow points right: it is the left-pointing glyph mirrored.
  const back = page.getByRole('button', { name: ar.back });
  expect(await back.locator('svg').evaluate((svg) => getComputedStyle(svg).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  const arrow = await back.boundingBox();
  expect(arrow!.x).toBeGreaterThan(160);
  // The digit boxes run left to right, like the code itself.
  const digit = (n: number) => page.getByRole('textbox', { name: ar.digitLabel.replace('{n}', String(n)).replace('{total}', '6') });
  const [first, last] = [await digit(1).boundingBox(), await digit(6).boundingBox()];
  expect(first!.x).toBeLessThan(last!.x);
  const { code } = await emulator.waitForMessage(email);
  await digit(1).click();
  await page.keyboard.type(code!);
  await expect(page.getByRole('heading', { name: ar.success, exact: true })).toBeVisible();
  await noOverflow();
});

test("without a locale, the browser's languages choose it", async ({ browser, host }) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  try {
    await page.goto(host.widgetPage('locale-browser', { mount: { config: OTP_EMAIL } }));
    await expect(page.getByRole('heading', { name: fr.header })).toBeVisible();
    await expect(page.locator('[part="container"]')).toHaveAttribute('lang', 'fr');
  } finally {
    await context.close();
  }
});

test("only the chosen locale's chunk is fetched, after the locale index; English fetches neither", async ({ page, host, requests }) => {
  await page.goto(host.widgetPage('locale-fetch', { mount: { locale: 'de-AT', config: OTP_EMAIL } }));
  await expect(page.getByRole('heading', { name: de.header })).toBeVisible();
  const locales = () => requests.cdnFiles().filter((file) => file.startsWith('auth-widget.locale-'));
  expect(locales()).toEqual(['auth-widget.locale-index.js', 'auth-widget.locale-de.js']);

  requests.urls.length = 0;
  await page.goto(host.widgetPage('locale-fetch-en', { mount: { locale: 'en', config: OTP_EMAIL } }));
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  expect(locales()).toEqual([]);
});

test('an unsupported locale falls back to English', async ({ page, host }) => {
  await page.goto(host.widgetPage('locale-unknown', { mount: { locale: 'tlh', config: OTP_EMAIL } }));
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  await expect(page.locator('[part="container"]')).toHaveAttribute('lang', 'en');
});

test("`strings` replaces single texts, in English and in another language; a wrong key is reported through onError and ignored", async ({ page, host, requests }) => {
  await page.goto(host.widgetPage('strings-en', { mount: { config: OTP_EMAIL, strings: { header: 'Welcome to Acme' } } }));
  await expect(page.getByRole('heading', { name: 'Welcome to Acme' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with email' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __errors: unknown[] }).__errors)).toEqual([]);
  await expect.poll(() => requests.cdnFiles()).toContain('auth-widget.strings-check.js');

  await page.goto(
    host.widgetPage('strings-de', { mount: { locale: 'de', config: OTP_EMAIL, strings: { header: 'Willkommen bei Acme', headr: 'x', continueWithEmail: 42 } } }),
  );
  await expect(page.getByRole('heading', { name: 'Willkommen bei Acme' })).toBeVisible();
  await expect(page.getByRole('button', { name: de.continueWithEmail })).toBeVisible();
  const errors = await page.evaluate(() => (window as unknown as { __errors: { message: string }[] }).__errors);
  expect(errors).toEqual([
    { message: 'Invalid call to mountLogin\nstrings.headr is not a text of the widget; it is ignored.\nstrings.continueWithEmail must be a string, got a number; it is ignored.' },
  ]);
});

test('without `strings`, the strings check is never fetched', async ({ page, host, requests }) => {
  await page.goto(host.widgetPage('strings-none', { mount: { locale: 'ja', config: OTP_EMAIL } }));
  await expect(page.getByRole('heading', { name: ja.header })).toBeVisible();
  expect(requests.cdnFiles()).not.toContain('auth-widget.strings-check.js');
});
