// The widget in other languages (issue 14): the host's `locale`, the browser's languages, only the
// chosen locale's chunk fetched, `lang` and `dir` on the widget's root. Texts are read from the
// locale files themselves, so the tests follow the translations.
import { messages as ar } from '../../src/i18n/locales/ar';
import { messages as de } from '../../src/i18n/locales/de';
import { messages as fr } from '../../src/i18n/locales/fr';
import { messages as ja } from '../../src/i18n/locales/ja';
import type { AllMessages } from '../../src/i18n/locales/types';
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
  await page.getByRole('textbox', { name: t.digitLabel.replace('{n}', '1') }).click();
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

test('Arabic is right to left: dir="rtl" and lang="ar" on the root, and a passcode sign-in works', async ({ page, host, emulator }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(host.widgetPage('locale-ar', { mount: { locale: 'ar', config: OTP_EMAIL } }));
  const root = page.locator('[part="container"]');
  await expect(root).toHaveAttribute('lang', 'ar');
  await expect(root).toHaveAttribute('dir', 'rtl');
  await passcodeSignIn(page, emulator, ar);
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
