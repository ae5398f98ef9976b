// Issue 37, item 9: a screen that only says why a widget cannot be used (or waits) starts at the
// top of the card as every other screen does; it was centred in the room held for the widget's
// first screen, with some 100 px of empty card above its heading.
import { expect, test } from './fixtures';
import { named } from './passkeyHelpers';

/** How far the widget's heading sits below the card's top edge, in px. */
const headingOffset = (page: import('@playwright/test').Page) =>
  page.locator('#login').locator('[part=container]').evaluate((card) => {
    const heading = card.querySelector('h1, h2, h3')!;
    return heading.getBoundingClientRect().top - card.getBoundingClientRect().top;
  });

for (const width of [320, 1280]) {
  test(`at ${width} px the error cards' headings sit at the card's top (its 32 px padding and a border), not centred in the held room: reset without a token, passkey registration without a session, the identity provider without a request`, async ({ page, host }) => {
    await page.setViewportSize({ width, height: 900 });
    const pages = [
      [host.widgetPage('top-reset', { widget: 'resetPassword' }), 'alert'],
      [named(host.widgetPage('top-passkeys', { widget: 'passkeyRegistration' })), 'alert'],
      [host.widgetPage('top-idp', { widget: 'identityProvider' }), 'heading'],
    ] as const;
    for (const [url, role] of pages) {
      await page.goto(url);
      await expect(page.getByRole(role).first()).toBeVisible();
      expect(await headingOffset(page), url).toBeLessThanOrEqual(34);
    }
  });
}
