// Issue 37, item 13: 'Login with a Passkey' is as large as the sign-in buttons beside it, and a
// sign-in button's icon stays beside its text when the label wraps (at 320 px zoomed to 200 %, a
// 160 px layout), not at the far edge of the button.
import { expect, test, uniqueEmail } from './fixtures';
import { everyConfig, zoom } from './layoutPages';
import { addAuthenticator, passkeyList, registrationPage, signUp } from './passkeyHelpers';

/**
 * Each sign-in button's font size, its label's lines, and where its icon is: `beside` (on the first
 * line's row, this many px before the label's first word), or `above` (on a row of its own when not
 * even the first word fits beside it, centred over the label: the distance from the button's centre).
 */
const buttons = (page: import('@playwright/test').Page) =>
  page.locator('#login').locator('[part=container]').evaluate((card) =>
    [...card.querySelectorAll('.aw-social button')].map((button) => {
      const icon = button.querySelector('.aw-icon')?.getBoundingClientRect();
      const text = [...button.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())!;
      const range = document.createRange();
      range.selectNodeContents(text);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      const first = rects[0];
      const box = button.getBoundingClientRect();
      const onFirstRow = icon && icon.top + icon.height / 2 > first.top && icon.top + icon.height / 2 < first.bottom;
      return {
        label: button.textContent!.trim(),
        fontSize: getComputedStyle(button).fontSize,
        lines: new Set(rects.map((rect) => Math.round(rect.top))).size,
        icon: !icon ? null : onFirstRow ? { beside: Math.round(first.left - icon.right) } : { above: Math.round(Math.abs(icon.left + icon.width / 2 - (box.left + box.width / 2))) },
      };
    }),
  );

for (const locale of ['en', 'en-XA'] as const) {
  test(`at 320 px, as is and at 200 %, in ${locale}: the passkey button is 16 px as the OAuth buttons are, and each OAuth icon stays by its label, wrapped or not: 12 px before its first line, or centred above it, never at the far edge`, async ({ page, host }) => {
    await page.setViewportSize({ width: 320, height: 900 });
    const config = { ...everyConfig(host), products: ['oauth', ...everyConfig(host).products], oauthOptions: { providers: [{ type: 'google' }, { type: 'microsoft' }] } };
    await page.goto(host.widgetPage(`buttons-every-${locale}`, { mount: { config, ...(locale === 'en' ? {} : { locale }) } }));
    await expect(page.locator('#login .aw-social button')).toHaveCount(3);
    await expect(page.locator('#login .aw-icon svg').first()).toBeVisible();
    const wrapped: boolean[] = [];
    for (const factor of [1, 2]) {
      await zoom(page, factor);
      const found = await buttons(page);
      expect(found.map((button) => button.fontSize)).toEqual(['16px', '16px', '16px']);
      for (const button of found.filter((button) => button.icon)) {
        const where = `${button.label} at ${factor * 100} %`;
        // Boxes come zoomed: 12 px of layout is 24 px of box at 200 %.
        if ('beside' in button.icon!) expect(Math.abs(button.icon.beside! - 12 * factor), where).toBeLessThanOrEqual(1);
        // Centred but for its 12 px end margin: 6 px off the centre.
        else expect(Math.abs(button.icon!.above! - 6 * factor), where).toBeLessThanOrEqual(2);
        if ('beside' in button.icon! && button.lines > 1) wrapped.push(true);
      }
    }
    // en-XA's longer labels wrap at 320 px with the icon still beside them: the case this is about.
    if (locale === 'en-XA') expect(wrapped.length).toBeGreaterThan(0);
  });
}

// Issue 37, item 14: the passkey list's rename has text 'Save' and 'Cancel' buttons that fit side by
// side at 320 px (an icon-only ✓ beside a text 'Cancel' dropped to its own line), and 'Delete' is
// destructive, in the error colour, not a second navy primary beside 'Done'.
test("at 320 px the passkey list's 'Save' and 'Cancel' sit side by side, and 'Delete' is outlined in the error colour", async ({ page, host, emulator }) => {
  await page.setViewportSize({ width: 320, height: 900 });
  await addAuthenticator(page);
  await signUp(page, host, emulator, uniqueEmail('pk-buttons'));
  await page.goto(registrationPage(host));
  await page.getByRole('button', { name: 'Create a Passkey' }).click();
  await expect(passkeyList(page)).toHaveCount(1);
  await page.getByRole('button', { name: /^Rename / }).click();
  const save = await page.getByRole('button', { name: 'Save', exact: true }).boundingBox();
  const cancel = await page.getByRole('button', { name: 'Cancel', exact: true }).boundingBox();
  expect(Math.round(save!.y)).toBe(Math.round(cancel!.y));
  expect(save!.x + save!.width).toBeLessThan(cancel!.x);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByRole('button', { name: /^Delete / }).click();
  const remove = page.getByRole('button', { name: 'Delete', exact: true });
  expect(await remove.evaluate((button) => [getComputedStyle(button).color, getComputedStyle(button).borderTopColor])).toEqual(['rgb(139, 18, 20)', 'rgb(139, 18, 20)']);
});
