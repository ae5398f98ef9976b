// Issue 37, item 13: 'Login with a Passkey' is as large as the sign-in buttons beside it, and a
// sign-in button's icon stays beside its text when the label wraps (at 320 px zoomed to 200 %, a
// 160 px layout), not at the far edge of the button.
import { expect, test } from './fixtures';
import { everyConfig, zoom } from './layoutPages';

/** Each sign-in button's font size, and for those with an icon the gap from the icon to its label's first line. */
const buttons = (page: import('@playwright/test').Page) =>
  page.locator('#login').locator('[part=container]').evaluate((card) =>
    [...card.querySelectorAll('.aw-social button')].map((button) => {
      const icon = button.querySelector('.aw-icon');
      const text = [...button.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())!;
      const range = document.createRange();
      range.selectNodeContents(text);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      return {
        label: button.textContent!.trim(),
        fontSize: getComputedStyle(button).fontSize,
        lines: lines.size,
        gap: icon ? Math.round(range.getClientRects()[0].left - icon.getBoundingClientRect().right) : null,
      };
    }),
  );

test('at 320 px, as is and at 200 %: the passkey button is 16 px as the OAuth buttons are, and each OAuth icon sits 12 px before its label, wrapped or not', async ({ page, host }) => {
  await page.setViewportSize({ width: 320, height: 900 });
  const config = { ...everyConfig(host), products: ['oauth', ...everyConfig(host).products], oauthOptions: { providers: [{ type: 'google' }, { type: 'microsoft' }] } };
  await page.goto(host.widgetPage('buttons-every', { mount: { config } }));
  await expect(page.getByRole('button', { name: 'Login with a Passkey' })).toBeVisible();
  await expect(page.locator('#login .aw-icon svg').first()).toBeVisible();
  for (const factor of [1, 2]) {
    await zoom(page, factor);
    const found = await buttons(page);
    expect(found.map((button) => button.label).sort()).toEqual(['Continue with Google', 'Continue with Microsoft', 'Login with a Passkey']);
    expect(found.map((button) => button.fontSize)).toEqual(['16px', '16px', '16px']);
    // Boxes come zoomed: 12 px of layout is 24 px of box at 200 %.
    for (const button of found.filter((button) => button.gap !== null)) expect(Math.abs(button.gap! - 12 * factor), `${button.label} at ${factor * 100} %`).toBeLessThanOrEqual(1);
    // At 200 % the labels wrap: the check above is about wrapped labels too.
    if (factor === 2) expect(found.some((button) => button.lines > 1)).toBe(true);
  }
});
