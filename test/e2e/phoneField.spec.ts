// The phone field as a careful person meets it (issue 9): countries listed by the name they read
// with the default region first, an example number for the chosen region, and a country select
// that stays readable at 320 px.
import type { Page } from '@playwright/test';
import { expect, test, type Host } from './fixtures';
import { phoneInput } from './widget';

const smsPage = (host: Host) => host.widgetPage('phone-field', { mount: { config: { products: ['otp'], otpOptions: { methods: ['sms'] } } } });
const countrySelect = (page: Page) => page.getByRole('combobox', { name: 'Country' });

/** How wide the closed select's visible text is, against the room it has. */
async function closedCountryText(page: Page) {
  return page.locator('#login [part~=country]').evaluate((box) => {
    const shown = box.querySelector<HTMLElement>('span')!;
    const range = document.createRange();
    range.selectNodeContents(shown);
    const text = range.getBoundingClientRect();
    // The box less its padding: the chevron sits in the right-hand padding.
    const style = getComputedStyle(box);
    const outer = box.getBoundingClientRect();
    const room = { left: outer.left + parseFloat(style.paddingLeft), right: outer.right - parseFloat(style.paddingRight) };
    return { text: shown.textContent, fits: text.left >= room.left - 0.5 && text.right <= room.right + 0.5, width: outer.width };
  });
}

test('the country list is in name order with the default region first, and the number field shows an example for the region', async ({ page, host }) => {
  await page.goto(smsPage(host));
  const select = countrySelect(page);
  await expect(select).toHaveValue('US');
  await expect(select.locator('option')).not.toHaveCount(1);
  const names = await select.locator('option').allTextContents();
  expect(names[0]).toBe('United States +1');
  expect(names.slice(1, 4)).toEqual(['Afghanistan +93', 'Åland Islands +358', 'Albania +355']);
  const rest = names.slice(1).map((label) => label.replace(/ \+[\d ]+$/, ''));
  expect(rest).toEqual([...rest].sort(new Intl.Collator('en').compare));

  await expect(phoneInput(page)).toHaveAttribute('placeholder', '(201) 555-0123');
  await select.selectOption('GB');
  await expect(phoneInput(page)).toHaveAttribute('placeholder', '07400 123456');
  await select.selectOption('FR');
  await expect(phoneInput(page)).toHaveAttribute('placeholder', '06 12 34 56 78');
});

test('the browser names the countries, and only a browser without Intl.DisplayNames downloads the English names, which then name them (issue 38)', async ({ page, host, requests }) => {
  await page.goto(smsPage(host));
  await phoneInput(page).focus();
  await expect(countrySelect(page).locator('option')).not.toHaveCount(1);
  expect(requests.cdnFiles()).toContain('auth-widget.phone.js');
  expect(requests.cdnFiles()).not.toContain('auth-widget.region-names.js');

  // A browser from before Intl.DisplayNames.
  await page.addInitScript(() => delete (Intl as { DisplayNames?: unknown }).DisplayNames);
  await page.goto(host.widgetPage('phone-field-english', { mount: { config: { products: ['otp'], otpOptions: { methods: ['sms'] } } } }));
  await phoneInput(page).focus();
  await expect(countrySelect(page).locator('option')).not.toHaveCount(1);
  const names = await countrySelect(page).locator('option').allTextContents();
  expect(names.slice(0, 3)).toEqual(['United States +1', 'Afghanistan +93', 'Åland Islands +358']);
  expect(names).toContain('Hong Kong SAR China +852');
  expect(requests.cdnFiles()).toContain('auth-widget.region-names.js');
});

for (const width of [320, 1280]) {
  test(`at ${width} px the closed country select reads as its code and dial code, in full, and nothing overflows`, async ({ page, host }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(smsPage(host));
    await expect(phoneInput(page)).toHaveAttribute('placeholder', '(201) 555-0123');
    expect(await closedCountryText(page)).toMatchObject({ text: 'US +1', fits: true });
    // Room for the example number: "(201) 555-0123" at 18 px.
    expect((await phoneInput(page).boundingBox())!.width).toBeGreaterThanOrEqual(150);
    await countrySelect(page).selectOption('UZ');
    expect(await closedCountryText(page)).toMatchObject({ text: 'UZ +998', fits: true });
    // The select keeps the full name for assistive technology and the open list.
    expect(await countrySelect(page).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]!.textContent)).toBe('Uzbekistan +998');
    const overflow = await page.evaluate(() => {
      const card = document.querySelector('#login [part=container]')!.getBoundingClientRect();
      const input = document.querySelector<HTMLInputElement>('#login input[type=tel]')!;
      const page = document.scrollingElement!;
      return { sideways: page.scrollWidth > page.clientWidth, inputInside: input.getBoundingClientRect().right <= card.right, inputWidth: input.getBoundingClientRect().width };
    });
    expect(overflow).toMatchObject({ sideways: false, inputInside: true });
    expect(overflow.inputWidth).toBeGreaterThanOrEqual(130);
  });
}

test('the number library is asked for when the field is focused, not when it is drawn; digits typed before it arrives stay and are formatted when it does (issue 38)', async ({ page, host, requests }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/auth-widget.phone.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(smsPage(host));
  await expect(phoneInput(page)).toBeVisible();
  // The page's start (2 s after paint, as the bench counts it) passes without the library.
  await page.waitForTimeout(2000);
  expect(requests.cdnFiles()).not.toContain('auth-widget.phone.js');
  await expect(phoneInput(page)).not.toHaveAttribute('placeholder');

  await phoneInput(page).pressSequentially('4155550123');
  // Asked for at focus, after the locale index that carries its hash: on a busy machine the
  // request may still be on its way when the last digit is typed.
  await expect.poll(() => requests.cdnFiles()).toContain('auth-widget.phone.js');
  await expect(phoneInput(page)).toHaveValue('4155550123');
  release();
  await expect(phoneInput(page)).toHaveValue('(415) 555-0123');
  await expect(phoneInput(page)).toHaveAttribute('placeholder', '(201) 555-0123');
});
