// Layout that holds (issue 9): long values and narrow screens stay inside the card, buttons grow
// with their text, and reduced motion and forced colours are honoured. The screens are reached
// for real, against the emulator, in light and shadow DOM.
import type { Page } from '@playwright/test';
import { expect, test, type Host } from './fixtures';
import { submitEmail } from './widget';

/** A valid address of 190 characters: a 64-character local part and long domain labels. */
const LONG_EMAIL = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.com`;
const WIDTHS = [320, 400, 1280];

const emailPage = (host: Host, shadow: boolean) =>
  host.widgetPage(`layout-email-${shadow}`, {
    mount: {
      config: {
        products: ['emailMagicLinks'],
        emailMagicLinksOptions: { loginRedirectURL: `${host.origin}/done`, signupRedirectURL: `${host.origin}/done` },
        enableShadowDOM: shadow,
      },
    },
  });
const passcodePage = (host: Host, shadow: boolean) =>
  host.widgetPage(`layout-otp-${shadow}`, { mount: { config: { products: ['otp'], otpOptions: { methods: ['email'] }, enableShadowDOM: shadow } } });
const everyPage = (host: Host) =>
  host.widgetPage('layout-every', {
    mount: {
      config: {
        products: ['emailMagicLinks', 'otp', 'passwords', 'passkeys'],
        otpOptions: { methods: ['email', 'sms'] },
        emailMagicLinksOptions: { loginRedirectURL: `${host.origin}/done`, signupRedirectURL: `${host.origin}/done` },
        passwordOptions: { loginRedirectURL: `${host.origin}/done`, resetPasswordRedirectURL: `${host.origin}/reset` },
      },
    },
  });

/**
 * What overflows: the page scrolling sideways, an element of the widget past the card's edges,
 * or text taller or wider than its own box. Light and shadow DOM alike.
 */
async function overflowIn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const host = document.querySelector('#login')!;
    const root = host.shadowRoot ?? host;
    const card = root.querySelector<HTMLElement>('[part=container]')!;
    const problems: string[] = [];
    const page = document.scrollingElement!;
    if (page.scrollWidth > page.clientWidth) problems.push(`the page scrolls sideways: ${page.scrollWidth} > ${page.clientWidth}`);
    const edge = card.getBoundingClientRect();
    const name = (element: Element) => `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    for (const element of card.querySelectorAll<HTMLElement>('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.right > edge.right + 0.5 || box.left < edge.left - 0.5) problems.push(`${name(element)} is outside the card (${box.left}-${box.right} vs ${edge.left}-${edge.right})`);
      if (element.matches('button, p, h1, label, [role=tab]') && element.scrollWidth > element.clientWidth + 1) problems.push(`${name(element)} overflows its box sideways`);
      if (element.matches('button') && element.scrollHeight > element.clientHeight + 1) problems.push(`${name(element)} spills out of its button`);
    }
    return problems;
  });
}

for (const shadow of [false, true]) {
  test(`a 190-character email stays inside the card on Main, 'Check your email' and 'Enter passcode', at ${WIDTHS.join(', ')} px${shadow ? ' (shadow DOM)' : ''}`, async ({ page, host }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(emailPage(host, shadow));
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(LONG_EMAIL);
      expect(await overflowIn(page), `Main at ${width} px`).toEqual([]);
      await page.getByRole('button', { name: 'Continue with email' }).click();
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
      await expect(page.getByText(LONG_EMAIL)).toBeVisible();
      expect(await overflowIn(page), `'Check your email' at ${width} px`).toEqual([]);

      await page.goto(passcodePage(host, shadow));
      await submitEmail(page, LONG_EMAIL);
      await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
      expect(await overflowIn(page), `'Enter passcode' at ${width} px`).toEqual([]);
    }
  });
}

test('at 320 px, and zoomed to 200 % there, every button of the every-product Main holds its text and nothing scrolls sideways', async ({ page, host }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(everyPage(host));
  await expect(page.getByRole('tab', { name: 'Email' })).toBeVisible();
  expect(await overflowIn(page)).toEqual([]);
  // 200 % zoom of the 320 px window: a 160 px layout, where every label wraps.
  await page.evaluate(() => ((document.documentElement.style as CSSStyleDeclaration & { zoom: string }).zoom = '2'));
  expect(await overflowIn(page)).toEqual([]);
});

test('with reduced motion the spinner stands still; in forced colours only the selected tab is underlined', async ({ page, host }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The phone field's spinner shows until its chunk arrives; hold the chunk to look at it.
  await page.route('**/auth-widget.phone-field.js', () => undefined);
  await page.goto(host.widgetPage('layout-sms', { mount: { config: { products: ['otp'], otpOptions: { methods: ['sms'] } } } }), { waitUntil: 'domcontentloaded' });
  // The form's spinner: the floating one leaves when the bootstrap arrives.
  const spinner = page.locator('#login :not(.aw-floating) > .aw-spinner').first();
  await expect(spinner).toBeVisible();
  expect(await spinner.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.emulateMedia({ reducedMotion: 'no-preference', forcedColors: 'active' });
  await page.goto(everyPage(host));
  const underline = (selected: boolean) => page.locator(`#login [role=tab][aria-selected=${selected}]`).first().evaluate((tab) => { const style = getComputedStyle(tab); return `${style.borderBottomWidth} ${style.borderBottomStyle}`; });
  await expect(page.locator('#login [role=tab]')).toHaveCount(2);
  expect(await underline(false)).toBe('0px none');
  expect(await underline(true)).toBe('3px solid');
});

test('placeholder text contrasts at 4.5:1 or more with the input, and the widget declares its language', async ({ page, host }) => {
  await page.goto(emailPage(host, false));
  const input = page.getByRole('textbox', { name: 'Email', exact: true });
  const [placeholder, background] = await input.evaluate((element) => [
    getComputedStyle(element, '::placeholder').color,
    getComputedStyle(element).backgroundColor,
  ]);
  const luminance = (color: string) => {
    const [r, g, b] = color.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number).map((value) => {
      const channel = value / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(background!), luminance(placeholder!)].sort((a, b) => b - a);
  expect((light! + 0.05) / (dark! + 0.05)).toBeGreaterThanOrEqual(4.5);
  await expect(page.locator('#login [part=container]')).toHaveAttribute('lang', 'en');
});
