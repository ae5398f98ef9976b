// Numbers, names and values in the widget's language (issue 14): the passcode countdown in the
// locale's digits, the address in the sentence kept left to right in Arabic, and the phone field's
// countries named and ordered in German. Texts come from the locale files themselves.
import { messages as ar } from '../../src/locales/ar';
import { messages as de } from '../../src/locales/de';
import { expect, test, uniqueEmail } from './fixtures';

test('Arabic at 320 px: the countdown in the locale’s digits as m:ss, and the address left to right inside the right-to-left sentence', async ({ page, host }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(host.widgetPage('locale-formats-ar', { mount: { locale: 'ar', config: { products: ['otp'], otpOptions: { methods: ['email'] } } } }));
  const email = uniqueEmail('locale-formats');
  await page.getByRole('textbox', { name: ar.emailLabel, exact: true }).fill(email);
  await page.getByRole('button', { name: ar.continueWithEmail }).click();
  await expect(page.getByRole('heading', { name: ar.enterPasscode })).toBeVisible();

  // The digits are whatever this browser's Intl gives Arabic: CLDR 42 made Latin digits the
  // default for the generic 'ar' (Chromium 156 here), where older engines gave Arabic-Indic ones.
  const digits = await page.evaluate(() => [...'0123456789'].map((digit) => Number(digit).toLocaleString('ar')).join(''));
  const time = page.locator('#login bdi[dir=ltr]').filter({ hasText: /:/ });
  await expect(time).toHaveText(new RegExp(`^[${digits}]:[${digits}]{2}$`));
  await expect(time).toHaveCSS('direction', 'ltr');
  await expect(time.locator('..')).toContainText(ar.codeExpiresIn.split('{time}')[0]!);

  const address = page.locator('#login p bdi', { hasText: email });
  await expect(address).toHaveAttribute('dir', 'ltr');
  await expect(address).toHaveCSS('direction', 'ltr');
  // Its paragraph reads right to left around it.
  await expect(address.locator('..')).toHaveCSS('direction', 'rtl');
  // The address's own order is kept: its start is left of its end.
  const order = await address.evaluate((bdi) => {
    const text = bdi.firstChild as Text;
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, 1);
    const first = range.getBoundingClientRect().left;
    range.setStart(text, text.length - 1);
    range.setEnd(text, text.length);
    return { first, last: range.getBoundingClientRect().left };
  });
  expect(order.first).toBeLessThan(order.last);
  // Nothing overflows the 320 px card.
  const overflow = await page.locator('#login [part=container]').evaluate((root) => root.scrollWidth - root.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('German: the phone field names the countries in German, in German order, the default region first', async ({ page, host }) => {
  await page.goto(host.widgetPage('locale-formats-de', { mount: { locale: 'de', config: { products: ['otp'], otpOptions: { methods: ['sms'] } } } }));
  const select = page.getByRole('combobox', { name: de.countryLabel });
  await expect(select).toHaveValue('US');
  await expect(select.locator('option')).not.toHaveCount(1);
  const names = await select.locator('option').allTextContents();
  expect(names[0]).toBe('Vereinigte Staaten +1');
  expect(names.slice(1, 4)).toEqual(['Afghanistan +93', 'Ägypten +20', 'Ålandinseln +358']);
  const rest = names.slice(1).map((label) => label.replace(/ \+[\d ]+$/, ''));
  expect(rest).toEqual([...rest].sort(new Intl.Collator('de').compare));
  expect(names).toContain('Deutschland +49');
});

test('Egyptian Arabic: the countdown and the digit labels in Arabic-Indic digits, the root in ar-EG, and the code typed signs in', async ({ page, host, emulator }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(host.widgetPage('locale-formats-ar-eg', { mount: { locale: 'ar-EG', config: { products: ['otp'], otpOptions: { methods: ['email'] } } } }));
  const root = page.locator('#login [part=container]');
  await expect(root).toHaveAttribute('lang', 'ar-EG');
  await expect(root).toHaveAttribute('dir', 'rtl');
  const email = uniqueEmail('locale-formats-eg');
  await page.getByRole('textbox', { name: ar.emailLabel, exact: true }).fill(email);
  await page.getByRole('button', { name: ar.continueWithEmail }).click();
  await expect(page.getByRole('heading', { name: ar.enterPasscode })).toBeVisible();
  await expect(page.locator('#login bdi[dir=ltr]').filter({ hasText: /:/ })).toHaveText(/^[٠-٩]:[٠-٩]{2}$/);
  const first = page.getByRole('textbox', { name: ar.digitLabel.replace('{n}', '١').replace('{total}', '٦') });
  await expect(first).toBeVisible();
  const { code } = await emulator.waitForMessage(email);
  await first.click();
  await page.keyboard.type(code!);
  await expect(page.getByRole('heading', { name: ar.success, exact: true })).toBeVisible();
});
