// Layout that holds (issue 9): long values and narrow screens stay inside the card, buttons grow
// with their text, nothing moves as chunks, the bootstrap or strength answers arrive, and reduced
// motion and forced colours are honoured. The screens are reached for real, against the emulator,
// in light and shadow DOM.
import type { Page, Route } from '@playwright/test';
import { createEmulator } from '../../emulator/app';
import { startEmulatorServer } from '../../emulator/server';
import { CDN_DIR, expect, PUBLIC_TOKEN, test, uniqueEmail } from './fixtures';
import { widgetPageHtml } from './pages';
import { emailLinkConfig, emailPage, everyConfig, everyPage, layoutShifts, LONG_EMAIL, overflowIn, passcodePage, passwordsPage, resetLayoutShifts, watchLayoutShifts, WIDTHS } from './layoutPages';
import { named } from './passkeyHelpers';
import { submitEmail, typeCode } from './widget';

/** Holds every request to a URL `matches` until the returned release is called. */
async function hold(page: Page, matches: (url: URL) => boolean) {
  let open = false;
  const waiting: Route[] = [];
  await page.route(matches, (route) => (open ? route.continue() : void waiting.push(route)));
  return async () => {
    open = true;
    await Promise.all(waiting.splice(0).map((route) => route.continue().catch(() => undefined)));
  };
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

/** Relative luminance contrast of two computed `rgb(…)` colours (WCAG). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = color.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number).map((value) => {
      const channel = value / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

// The default theme, a yellow brand on a white card (a ring in the primary colour vanishes there),
// and a dark card.
const FOCUS_THEMES = {
  default: {},
  'yellow brand': { colors: { primary: '#FFD400' }, buttons: { primary: { backgroundColor: '#FFD400', textColor: '#19303D', borderColor: '#FFD400' } } },
  'dark card': { container: { backgroundColor: '#101418', textColor: '#FFFFFF', borderColor: '#5C727D' }, colors: { primary: '#8AB4F8' }, buttons: { primary: { backgroundColor: '#8AB4F8', textColor: '#101418', borderColor: '#8AB4F8' } } },
};

for (const [name, styles] of Object.entries(FOCUS_THEMES)) {
  test(`the keyboard focus ring is two-tone, each band 2 px, one contrasting with the button and one with the card: ${name} theme`, async ({ page, host }) => {
    await page.goto(host.widgetPage(`focus-${name.replace(/ /g, '-')}`, { mount: { config: emailLinkConfig(host), styles } }));
    await page.getByRole('textbox', { name: 'Email', exact: true }).focus();
    await page.keyboard.press('Tab');
    const button = page.getByRole('button', { name: 'Continue with email' });
    await expect(button).toBeFocused();
    const ring = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      const card = getComputedStyle(element.closest('[part=container]')!);
      return {
        outline: [style.outlineStyle, parseFloat(style.outlineWidth), parseFloat(style.outlineOffset), style.outlineColor] as const,
        shadow: style.boxShadow,
        button: style.backgroundColor,
        card: card.backgroundColor,
      };
    });
    const [outlineStyle, outlineWidth, offset, outer] = ring.outline;
    expect(outlineStyle).toBe('solid');
    expect(outlineWidth).toBeGreaterThanOrEqual(2);
    // The inner band fills the offset: a box shadow's spread at least as wide, else the card shows through.
    const spread = /(rgba?\([^)]*\)) 0px 0px 0px (\d+(?:\.\d+)?)px/.exec(ring.shadow);
    expect(offset).toBeGreaterThanOrEqual(2);
    const inner = spread && Number(spread[2]) >= offset ? spread[1]! : ring.card;
    expect(Math.max(contrast(inner, ring.button), contrast(outer, ring.button))).toBeGreaterThanOrEqual(3);
    expect(Math.max(contrast(inner, ring.card), contrast(outer, ring.card))).toBeGreaterThanOrEqual(3);
    // The two bands set each other off, so the ring reads as a ring wherever it lies.
    expect(contrast(inner, outer)).toBeGreaterThanOrEqual(3);
  });
}

for (const shadow of [false, true]) {
  const dom = shadow ? ' (shadow DOM)' : '';
  test(`nothing shifts while the chunks and the bootstrap arrive, in either order: email links, email passcode, every product${dom}`, async ({ page, host }) => {
    await watchLayoutShifts(page);
    const pages = [
      { name: 'email links', url: emailPage(host, shadow), last: () => page.getByRole('textbox', { name: 'Email', exact: true }) },
      { name: 'email passcode', url: passcodePage(host, shadow), last: () => page.getByRole('textbox', { name: 'Email', exact: true }) },
      // With passkey autofill (Chromium) and a phone tab, the passkey button shows too; on a name,
      // since WebAuthn refuses an IP address and the autofill request would fail.
      { name: 'every product', url: named(everyPage(host, shadow)), last: () => page.getByRole('button', { name: 'Login with a Passkey' }) },
    ];
    for (const { name, url, last } of pages) {
      for (const first of ['bootstrap', 'chunks'] as const) {
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        // The client chunk goes at once: it asks for the bootstrap.
        const chunks = await hold(page, (url) => /\/cdn\/auth-widget\.(?!client\.)[\w-]+\.js$/.test(url.pathname));
        const bootstrap = await hold(page, (url) => url.pathname.includes('/projects/bootstrap/'));
        await page.goto(url, { waitUntil: 'domcontentloaded' });
        if (first === 'bootstrap') {
          await bootstrap();
          await expect(page.getByText('Powered by')).toBeVisible();
          await chunks();
        } else {
          await chunks();
          await expect(last()).toBeVisible();
          await bootstrap();
        }
        await expect(page.getByText('Powered by')).toBeVisible();
        await expect(last()).toBeVisible();
        await expect(page.locator('#login').locator('.aw-spinner')).toHaveCount(0);
        const shifts = (await layoutShifts(page)).filter((shift) => !shift.hadRecentInput);
        expect(shifts, `${name}, the ${first} first`).toEqual([]);
      }
    }
  });
}

for (const width of [320, 1280]) {
  test(`the strength display changes as one types, and nothing below it moves, at ${width} px`, async ({ page, host }) => {
    await watchLayoutShifts(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(everyPage(host));
    await page.getByRole('tab', { name: 'Email' }).click();
    await submitEmail(page, uniqueEmail('layout-strength'));
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toBeVisible();
    await expect(page.getByText('Powered by')).toBeVisible();
    // Each answer takes 600 ms, as on a slow network: past the 500 ms after a key press in which a
    // layout shift is put down to the input, so whatever the answers move counts.
    await page.route('**/passwords/strength_check', async (route) => {
      await new Promise((done) => setTimeout(done, 600));
      await route.continue();
    });
    await resetLayoutShifts(page);
    const meter = page.getByRole('meter', { name: 'Password strength' });
    // Weak with a warning, breached (the longest answer), weak again, then strong.
    for (const [typed, shown] of [
      ['passw', meter],
      ['ord', page.getByText(/This password may have been used on a different site/)],
      ['-99', meter],
      [' violet-Tractor', page.getByText('This password is strong enough.')],
    ] as const) {
      await password.pressSequentially(typed, { delay: 30 });
      await expect(shown).toBeVisible();
      await page.waitForTimeout(700);
    }
    expect((await layoutShifts(page)).filter((shift) => !shift.hadRecentInput)).toEqual([]);
  });
}

for (const shadow of [false, true]) {
  test(`a LUDS project: typed key by key through every answer and back, the card keeps its height and Continue its place, and an inactive Continue says why, at 320 and 1280 px${shadow ? ' (shadow DOM)' : ''}`, async ({ page, host }) => {
    test.setTimeout(120_000);
    const luds = await startEmulatorServer({
      port: 0,
      cdnDir: CDN_DIR,
      emulator: createEmulator({ project: { password_policy: 'luds', password_config: { luds_complexity: 3, luds_minimum_count: 10 } } }),
    });
    try {
      for (const width of [320, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(passwordsPage(host, luds.origin, shadow));
        await submitEmail(page, uniqueEmail('layout-luds'));
        const password = page.getByLabel('Password', { exact: true });
        const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
        await expect(password).toBeVisible();
        await expect(page.getByText('Powered by')).toBeVisible();
        const geometry = async () => {
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
          const card = (await page.locator('#login [part=container]').boundingBox())!;
          const button = (await continueButton.boundingBox())!;
          return { card: card.height, continue: [button.x, button.y, button.height] };
        };
        // One key, then the next once its answer is shown; looked at while it is checked and after.
        const press = async (key: string) => {
          const typed = await password.inputValue();
          const next = key === 'Backspace' ? typed.slice(0, -1) : typed + key;
          const answered =
            next === ''
              ? Promise.resolve()
              : page.waitForResponse((response) => response.url().endsWith('/passwords/strength_check') && (response.request().postDataJSON() as { password: string }).password === next);
          await password.press(key);
          expect(await geometry(), `${width} px, "${next}" while it is checked`).toEqual(kept);
          await answered;
          await expect(page.getByText('Checking your password...')).toHaveCount(0);
          expect(await geometry(), `${width} px, "${next}" answered`).toEqual(kept);
          if ((await continueButton.getAttribute('aria-disabled')) === 'true') {
            await expect(continueButton, `${width} px, "${next}"`).toHaveAccessibleDescription(/\S/);
          }
        };

        // The bootstrap does not name the policy (API.md §6): the first answer does, and lays the
        // requirements out, once. From there nothing moves.
        await password.press('a');
        await expect(page.getByText('Must be at least 10 characters long (9 more needed)')).toBeVisible();
        const kept = await geometry();
        const states = new Set<string>();
        const seen = async (state: string, text: string | RegExp) => {
          await expect(page.getByText(text).first()).toBeVisible();
          states.add(state);
        };
        await press('Backspace');
        await seen('empty', /^Must be at least 10 characters long$/);
        await expect(continueButton).toHaveAccessibleDescription(
          'Must be at least 10 characters long Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol',
        );
        for (const key of 'abcdefghij') await press(key);
        await seen('missing complexity', 'Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol (2 more needed)');
        await seen('long enough', 'Must be at least 10 characters long (done)');
        await press('A');
        await press('7');
        await seen('valid', 'This password is strong enough.');
        await expect(continueButton).not.toHaveAttribute('aria-disabled', 'true');
        for (let key = 0; key < 'abcdefghijA7'.length; key++) {
          await press('Backspace');
          if (key === 5) await seen('too short', /^Must be at least 10 characters long \(4 more needed\)$/);
        }
        await seen('emptied', /^Must be at least 10 characters long$/);
        for (const key of 'Password1!') await press(key);
        await seen('breached', /This password may have been used on a different site/);
        expect([...states].sort()).toEqual(['breached', 'emptied', 'empty', 'long enough', 'missing complexity', 'too short', 'valid']);
        expect(await overflowIn(page), `${width} px`).toEqual([]);
      }
    } finally {
      await luds.close();
    }
  });
}

/** A system colour as the page resolves it (forced colours leave the probe's own value alone). */
const systemColour = (page: Page, name: string) =>
  page.evaluate((colour) => {
    const probe = document.body.appendChild(document.createElement('i'));
    probe.style.cssText = `forced-color-adjust:none;color:${colour}`;
    const value = getComputedStyle(probe).color;
    probe.remove();
    return value;
  }, name);

test('in forced colours the strength meter and the progress bar take system colours: Highlight on the canvas, and a visible track', async ({ page, host }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto(everyPage(host));
  const [canvas, canvasText, highlight] = [await systemColour(page, 'Canvas'), await systemColour(page, 'CanvasText'), await systemColour(page, 'Highlight')];
  expect(new Set([canvas, canvasText, highlight]).size).toBe(3);

  await page.getByRole('tab', { name: 'Email' }).click();
  await submitEmail(page, uniqueEmail('forced-meter'));
  await page.getByLabel('Password', { exact: true }).fill('passw');
  const meter = page.getByRole('meter', { name: 'Password strength' });
  await expect(meter).toHaveAttribute('aria-valuenow', /[1-3]/);
  const segments = await meter.locator('span').evaluateAll((spans) =>
    spans.map((span) => {
      const style = getComputedStyle(span);
      return { on: span.hasAttribute('data-on'), background: style.backgroundColor, border: `${style.borderTopStyle} ${parseFloat(style.borderTopWidth) >= 1} ${style.borderTopColor}` };
    }),
  );
  expect(segments.filter((segment) => segment.on).length).toBeGreaterThan(0);
  for (const segment of segments) {
    if (segment.on) expect(segment.background).toBe(highlight);
    else expect(segment).toEqual({ on: false, background: canvas, border: `solid true ${canvasText}` });
  }

  await page.goto(passcodePage(host, false));
  await submitEmail(page, uniqueEmail('forced-progress'));
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  await page.route('**/otps/authenticate', () => undefined);
  await typeCode(page, '000000');
  const progress = page.getByRole('progressbar');
  await expect(progress).toBeVisible();
  const [track, bar] = await progress.evaluate((element) => {
    const style = getComputedStyle(element);
    return [
      { background: style.backgroundColor, border: `${style.borderTopStyle} ${parseFloat(style.borderTopWidth) >= 1} ${style.borderTopColor}` },
      getComputedStyle(element.firstElementChild!).backgroundColor,
    ];
  });
  expect(track).toEqual({ background: canvas, border: `solid true ${canvasText}` });
  expect(bar).toBe(highlight);
});

/**
 * 80 characters, one word: a project named in CamelCase leaves a browser nowhere to break the line.
 * The widget shows the name nowhere yet (only the identity provider's consent screens, not built,
 * would), so its part here guards the future; the emulator's outbox page does show it.
 */
const LONG_PROJECT = 'AcmeCorporationInternationalCustomerIdentityAndAccessManagementProductionTenant2';

/** The page scrolling sideways, or a heading or paragraph wider than its box: for pages other than the widget's. */
const pageOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    const wide = [...document.querySelectorAll('h1, h2, p')].filter((element) => element.scrollWidth > element.clientWidth + 1);
    return [...(root.scrollWidth > root.clientWidth ? [`the page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`] : []), ...wide.map((element) => `<${element.tagName.toLowerCase()}> overflows`)];
  });

test(`an ${LONG_PROJECT.length}-character project name: Main, 'Check your email', every product and the outbox that shows the name stay inside ${WIDTHS.join(', ')} px`, async ({ page, host }) => {
  const server = await startEmulatorServer({ port: 0, cdnDir: CDN_DIR, emulator: createEmulator({ project: { project_name: LONG_PROJECT } }) });
  try {
    const widgetPage = (name: string, config: object) => {
      const { html, headers } = widgetPageHtml({ emulatorOrigin: server.origin, publicToken: PUBLIC_TOKEN, mount: { config } });
      return host.add(name, html, headers);
    };
    const links = widgetPage('long-project-links', emailLinkConfig(host));
    const every = widgetPage('long-project-every', everyConfig(host));
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      // The widget has the name: it comes with the bootstrap.
      const bootstrap = page.waitForResponse((response) => response.url().includes('/projects/bootstrap/'));
      await page.goto(links);
      const body = (await (await bootstrap).json()) as { data?: { project_name: string }; project_name?: string };
      expect((body.data ?? body).project_name).toBe(LONG_PROJECT);
      await expect(page.getByText('Powered by')).toBeVisible();
      expect(await overflowIn(page), `Main at ${width} px`).toEqual([]);
      const email = uniqueEmail('long-project');
      await submitEmail(page, email);
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
      expect(await overflowIn(page), `'Check your email' at ${width} px`).toEqual([]);

      await page.goto(every);
      await expect(page.getByRole('tab', { name: 'Text' })).toBeVisible();
      expect(await overflowIn(page), `every product at ${width} px`).toEqual([]);

      // The emulator's outbox page names the project in its text and in the subjects.
      await page.goto(`${server.origin}/outbox`);
      await expect(page.getByText(LONG_PROJECT).first()).toBeVisible();
      expect(await pageOverflow(page), `the outbox at ${width} px`).toEqual([]);
    }
  } finally {
    await server.close();
  }
});
