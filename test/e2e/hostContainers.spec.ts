// The card in the containers hosts put it in (issue 37): centred by flex or grid, or in a fixed
// centred modal, at phone widths, the card stays inside the viewport (a shrink-to-fit container
// takes its width from the card, so max-width:100% alone held nothing); right to left, the country
// picker's arrow keeps its room at the inline end; under a host's reset (Tailwind's preflight) the
// heading stays bold and links stay underlined.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const PHONE = { products: ['otp'], otpOptions: { methods: ['sms'] } };
const EMAIL = { products: ['otp'], otpOptions: { methods: ['email'] } };

const HOSTS = {
  flex: 'body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center}',
  grid: 'body{margin:0;min-height:100vh;display:grid;place-items:center}',
  modal: 'body{margin:0}#login{position:fixed;top:50%;left:50%;transform:translate(-50%,-50%)}',
} as const;

/** The card's box, and how far the page scrolls sideways, once the form is shown. */
async function cardBox(page: Page) {
  await expect(page.getByRole('heading').first()).toBeVisible();
  return page.evaluate(() => {
    const login = document.querySelector('#login')!;
    const card = (login.shadowRoot ?? login).querySelector('[part="container"]')!.getBoundingClientRect();
    return { left: card.left, right: card.right, width: card.width, scrollWidth: document.scrollingElement!.scrollWidth };
  });
}

for (const [layout, css] of Object.entries(HOSTS)) {
  for (const shadow of [false, true]) {
    test(`centred by ${layout}${shadow ? ' (shadow DOM)' : ''}: the card stays inside a 320 and a 360 px screen, and is 400 px at 1280`, async ({ page, host }) => {
      const url = host.widgetPage(`containers-${layout}-${shadow}`, { body: `<style>${css}</style>`, mount: { config: { ...EMAIL, enableShadowDOM: shadow } } });
      for (const width of [320, 360]) {
        await page.setViewportSize({ width, height: 700 });
        await page.goto(url);
        const box = await cardBox(page);
        expect(box.left, `left edge at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(box.right, `right edge at ${width} px`).toBeLessThanOrEqual(width);
        expect(box.scrollWidth, `sideways scroll at ${width} px`).toBeLessThanOrEqual(width);
      }
      await page.setViewportSize({ width: 1280, height: 700 });
      await page.goto(url);
      const wide = await cardBox(page);
      expect(wide.width).toBe(400);
      expect(Math.abs(wide.left + wide.right - 1280)).toBeLessThanOrEqual(1); // centred
    });
  }
}

for (const locale of ['ar', 'he']) {
  test(`${locale}, right to left: the country picker's arrow has its room at the inline end, clear of 'US +1'`, async ({ page, host }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(host.widgetPage(`country-${locale}`, { mount: { locale, config: PHONE } }));
    const chip = page.locator('[part="country"]');
    await expect(chip).toBeVisible();
    const room = await chip.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const arrow = getComputedStyle(element, '::after');
      const text = document.createRange();
      text.selectNodeContents(element.querySelector('[aria-hidden]') ?? element);
      const label = text.getBoundingClientRect();
      // In right to left the inline end is the left: the arrow sits there, 10 px in, 10 px wide.
      const arrowLeft = box.left + parseFloat(getComputedStyle(element).borderLeftWidth) + parseFloat(arrow.left);
      return { direction: getComputedStyle(element).direction, arrowRight: arrowLeft + 10, labelLeft: label.left, paddingLeft: getComputedStyle(element).paddingLeft };
    });
    expect(room.direction).toBe('rtl');
    expect(room.paddingLeft).toBe('26px');
    expect(room.labelLeft, "the label starts after the arrow's room").toBeGreaterThanOrEqual(room.arrowRight);
  });
}

test("under a host's reset (h1{font-weight:inherit}, a{text-decoration:inherit}) the heading stays bold and the links underlined", async ({ page, host }) => {
  const reset = '<style>h1,h2,h3,h4,h5,h6{font-size:inherit;font-weight:inherit}a{color:inherit;text-decoration:inherit}</style>';
  await page.goto(host.widgetPage('host-reset', { body: reset, mount: { config: EMAIL } }));
  const heading = page.getByRole('heading').first();
  await expect(heading).toBeVisible();
  expect(await heading.evaluate((element) => getComputedStyle(element).fontWeight)).toBe('700');
  const links = page.locator('#login a:not(.aw-btn)'); // the footer's 'Powered by' link, at least
  expect(await links.count()).toBeGreaterThan(0);
  for (const decoration of await links.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).textDecorationLine))) {
    expect(decoration).toBe('underline');
  }
});
