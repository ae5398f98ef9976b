// Layout that holds (issue 9): on every screen reached, at 320, 400 and 1280 px and zoomed to
// 200 %, long values (190-character emails, a 60-character passkey name, an 80-character project
// name) stay inside the card, buttons grow with their text, and no toast or neighbour covers a
// control; nothing moves as chunks, the bootstrap or strength answers arrive; reduced motion and
// forced colours are honoured. The screens are reached for real, against the emulator, in light
// and shadow DOM. LAYOUT_SHOTS=<folder> saves each checked view there, to look at.
import type { Locator, Page, Route } from '@playwright/test';
import { createEmulator } from '../../emulator/app';
import { startEmulatorServer } from '../../emulator/server';
import { CDN_DIR, expect, PUBLIC_TOKEN, test, uniqueEmail } from './fixtures';
import { widgetPageHtml } from './pages';
import { stageUser } from './accounts';
import { after, checkLayout, coveredIn, emailLinkConfig, emailPage, everyConfig, everyPage, layoutShifts, LONG_EMAIL, longEmail, ludsPasswordsPage, oauthPage, overflowIn, passcodePage, passwordsPage, resetLayoutShifts, watchLayoutShifts, WIDTHS } from './layoutPages';
import { addAuthenticator, named, passkeyList, signOut, signUp } from './passkeyHelpers';
import { nextFrames } from './settle';
import { expectSuccess, logInWithWrongPassword, submitEmail, typeCode } from './widget';

/** Holds every request to a URL `matches` until the returned release is called; `held()` counts those waiting. */
async function hold(page: Page, matches: (url: URL) => boolean) {
  let open = false;
  const waiting: Route[] = [];
  await page.route(matches, (route) => (open ? route.continue() : void waiting.push(route)));
  const release = async () => {
    open = true;
    await Promise.all(waiting.splice(0).map((route) => route.continue().catch(() => undefined)));
  };
  return Object.assign(release, { held: () => waiting.length });
}

for (const shadow of [false, true]) {
  test(`a 190-character email stays inside the card, and nothing covers a control, on Main, 'Check your email' and 'Enter passcode', at ${WIDTHS.join(', ')} px and at 200 %${shadow ? ' (shadow DOM)' : ''}`, async ({ page, host, emulator }) => {
    const found: string[] = [];
    const dom = shadow ? ' (shadow DOM)' : '';
    for (const width of WIDTHS) {
      // Two messages to one address per width: a minute between widths keeps within 5 sends a minute (A5).
      await emulator.advanceClock(60_000);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(emailPage(host, shadow));
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(LONG_EMAIL);
      await checkLayout(page, `Main${dom}`, found);
      await page.getByRole('button', { name: 'Continue with email' }).click();
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
      await expect(page.getByText(LONG_EMAIL)).toBeVisible();
      await checkLayout(page, `'Check your email'${dom}`, found);

      await page.goto(passcodePage(host, shadow));
      await submitEmail(page, LONG_EMAIL);
      await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
      await checkLayout(page, `'Enter passcode'${dom}`, found);
    }
    expect(found).toEqual([]);
  });
}

test(`every button of the every-product Main holds its text, nothing scrolls sideways and nothing covers a control, at ${WIDTHS.join(', ')} px and at 200 % (at 320 px, a 160 px layout where every label wraps)`, async ({ page, host }) => {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(everyPage(host));
    await expect(page.getByRole('tab', { name: 'Email' })).toBeVisible();
    await checkLayout(page, 'Main, Text tab (every product)', found);
    await page.getByRole('tab', { name: 'Email' }).click();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
    await checkLayout(page, 'Main, Email tab (every product)', found);
  }
  expect(found).toEqual([]);
});

test('in Arabic, Hebrew, German and en-XA at 320 px and 200 %, tabs, sign-in buttons and the footer link keep their words whole: tabs that cannot share a row wrap as a whole, en-XA\'s padding goes to the next line on its own (issue 37 item 17)', async ({ page, host }) => {
  const found: string[] = [];
  await page.setViewportSize({ width: 320, height: 800 });
  const config = { ...everyConfig(host), products: ['oauth', ...everyConfig(host).products], oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }, { type: 'microsoft' }] } };
  for (const locale of ['ar', 'he', 'de', 'en-XA']) {
    await page.goto(host.widgetPage(`layout-words-${locale}`, { mount: { locale, config } }));
    await expect(page.getByRole('tab').nth(1)).toBeVisible();
    await expect(page.locator('[part=container] a').last()).toBeVisible();
    await checkLayout(page, `Main, every product and OAuth, ${locale}`, found);
  }
  expect(found).toEqual([]);
});

for (const shadow of [false, true]) {
  test(`the coverage check itself: a box laid over Continue is found, in ${shadow ? 'shadow' : 'light'} DOM`, async ({ page, host }) => {
    await page.goto(emailPage(host, shadow));
    await expect(page.getByRole('button', { name: 'Continue with email' })).toBeVisible();
    expect(await coveredIn(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue with email' }).evaluate((button) => {
      const box = button.getBoundingClientRect();
      const cover = document.createElement('div');
      cover.style.cssText = `position:fixed;left:${box.left}px;top:${box.top}px;width:${box.width}px;height:${box.height}px;background:red`;
      const root = button.getRootNode();
      (root instanceof ShadowRoot ? root : document.body).appendChild(cover);
    });
    expect(await coveredIn(page)).toEqual(['<button> "Continue with email" is covered by <div> ""']);
  });
}

test('with reduced motion the spinner does not turn, it fades in place (issue 37); in forced colours only the selected tab is underlined', async ({ page, host }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The phone field's spinner shows until its chunk arrives; hold the chunk to look at it.
  await page.route('**/auth-widget.phone-field.js', () => undefined);
  await page.goto(host.widgetPage('layout-sms', { mount: { config: { products: ['otp'], otpOptions: { methods: ['sms'] } } } }), { waitUntil: 'domcontentloaded' });
  // The form's spinner: the floating one leaves when the bootstrap arrives.
  const spinner = page.locator('#login :not(.aw-floating) > .aw-spinner').first();
  await expect(spinner).toBeVisible();
  expect(await spinner.evaluate((element) => getComputedStyle(element).animationName)).toBe('aw-fade');

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

interface LoadingPage {
  name: string;
  url: string;
  /** What shows last: the page has settled once it and 'Powered by' show. */
  last: () => Locator;
  /** A whole widget in a chunk (reset, passkey registration): its chunk draws the card, footer and all. */
  whole?: boolean;
  /**
   * Main waits for the groups that hold its products' blocks (OAuth, wallets, the passkey button):
   * the card first shows once they have arrived, whole (oauth.spec.ts and cryptoWallets.spec.ts
   * check its first frame), so the page moves once then, as a host that reserves no room for the
   * widget expects; what counts is that nothing moves after.
   */
  waitsForGroups?: boolean;
}

/**
 * Loads each page with its chunks and the bootstrap held, releases them in either order, and
 * returns every layout shift that no input explains, named after the page and the order.
 */
async function shiftsWhileLoading(page: Page, pages: LoadingPage[]): Promise<string[]> {
  const found: string[] = [];
  for (const { name, url, last, whole = false, waitsForGroups = false } of pages) {
    for (const first of ['bootstrap', 'chunks'] as const) {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      // The client chunk goes at once: it asks for the bootstrap.
      const chunks = await hold(page, (url) => /\/cdn\/auth-widget\.(?!client\.)[\w-]+\.js$/.test(url.pathname));
      const bootstrap = await hold(page, (url) => url.pathname.includes('/projects/bootstrap/'));
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      // What shows before anything arrives is on screen first (two frames), so whatever an arrival
      // moves counts, however late a loaded machine paints.
      await nextFrames(page);
      if (first === 'bootstrap') {
        // A whole widget may ask for the bootstrap only once its chunk runs.
        const asked = bootstrap.held() > 0;
        const answered = page.waitForEvent('requestfinished', (request) => request.url().includes('/projects/bootstrap/'));
        await bootstrap();
        if (asked) await answered;
        if (!whole && !waitsForGroups) await expect(page.getByText('Powered by')).toBeVisible();
        await chunks();
        if (waitsForGroups) {
          await expect(last()).toBeVisible();
          await resetLayoutShifts(page);
        }
      } else {
        await chunks();
        await expect(last()).toBeVisible();
        if (waitsForGroups) await resetLayoutShifts(page);
        await bootstrap();
      }
      await expect(page.getByText('Powered by')).toBeVisible();
      await expect(last()).toBeVisible();
      await expect(page.locator('#login').locator('.aw-spinner')).toHaveCount(0);
      for (const shift of (await layoutShifts(page)).filter((shift) => !shift.hadRecentInput)) found.push(`${name}, the ${first} first: ${shift.moved.join(', ')}`);
    }
  }
  return found;
}

for (const shadow of [false, true]) {
  const dom = shadow ? ' (shadow DOM)' : '';
  test(`nothing shifts while the chunks and the bootstrap arrive, in either order: email links, email passcode, every product, OAuth${dom}`, async ({ page, host }) => {
    await watchLayoutShifts(page);
    const found = await shiftsWhileLoading(page, [
      { name: 'email links', url: emailPage(host, shadow), last: () => page.getByRole('textbox', { name: 'Email', exact: true }) },
      { name: 'email passcode', url: passcodePage(host, shadow), last: () => page.getByRole('textbox', { name: 'Email', exact: true }) },
      // With passkey autofill (Chromium) and a phone tab, the passkey button shows too; on a name,
      // since WebAuthn refuses an IP address and the autofill request would fail. Its first paint
      // waits for the groups that hold the passkey, OAuth and wallet buttons.
      { name: 'every product', url: named(everyPage(host, shadow)), last: () => page.getByRole('button', { name: 'Login with a Passkey' }), waitsForGroups: true },
      // Main waits for the oauth group: the buttons paint with their icons.
      { name: 'OAuth', url: oauthPage(host, shadow), last: () => page.getByRole('button', { name: 'Continue with Slack' }).locator('svg'), waitsForGroups: true },
    ]);
    expect(found).toEqual([]);
  });

  // The main file's 'Loading' card keeps the room of each widget's first screen (ui/WidgetRoom.tsx),
  // measured at 320 px, the narrowest and tallest; wider, the form leaves room above the footer.
  test(`nothing shifts while the chunk and the bootstrap arrive, in either order: the reset and passkey-registration widgets, at 320 and 1280 px${dom}`, async ({ page, host, emulator }) => {
    await signUp(page, host, emulator, uniqueEmail('layout-shift'));
    await watchLayoutShifts(page);
    const widget = (name: string, options: Parameters<typeof host.widgetPage>[1]) => host.widgetPage(name, { after, ...options });
    const found: string[] = [];
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const shifts = await shiftsWhileLoading(page, [
        {
          name: 'the reset widget',
          whole: true,
          url: widget(`shift-reset-${shadow}-${width}`, { widget: 'resetPassword', mount: { config: { enableShadowDOM: shadow }, passwordResetToken: 'a-token', email: 'ada@example.com' } }),
          last: () => page.getByLabel('Password', { exact: true }),
        },
        // Signed in (signUp above) on the name the sign-up used.
        {
          name: 'the passkey-registration widget',
          whole: true,
          url: named(widget(`shift-registration-${shadow}-${width}`, { widget: 'passkeyRegistration', mount: { config: { enableShadowDOM: shadow } } })),
          last: () => page.getByRole('button', { name: 'Create a Passkey' }),
        },
      ]);
      found.push(...shifts.map((shift) => `${width} px: ${shift}`));
    }
    expect(found).toEqual([]);
  });
}

for (const [form, width] of [['create', 320], ['create', 1280], ['reset', 320], ['reset', 1280]] as const) {
  const where = form === 'create' ? "'Create an account'" : 'the reset form';
  test(`the strength display changes as one types, and nothing below it moves, on ${where} at ${width} px`, async ({ page, host }) => {
    await watchLayoutShifts(page);
    await page.setViewportSize({ width, height: 900 });
    if (form === 'create') {
      await page.goto(everyPage(host));
      await page.getByRole('tab', { name: 'Email' }).click();
      await submitEmail(page, uniqueEmail('layout-strength'));
    } else {
      await page.goto(host.widgetPage('layout-strength-reset', { widget: 'resetPassword', after, mount: { passwordResetToken: 'a-token', email: 'ada@example.com' } }));
    }
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
    // Weak with a warning, breached (the longest answer), weak again, then strong: each answer for
    // the whole password typed so far, shown, and the frame that draws it past before the next
    // keys, so a shift it makes is not put down to them.
    const breached = page.getByText(/This password may have been used on a different site/);
    let sofar = '';
    for (const [typed, shown] of [
      ['passw', async () => expect(meter).toBeVisible()],
      ['ord', async () => expect(breached).toBeVisible()],
      ['-99', async () => (await expect(meter).toBeVisible(), await expect(breached).toHaveCount(0))],
      [' violet-Tractor', async () => expect(page.getByText('This password is strong enough.')).toBeVisible()],
    ] as const) {
      const checked = (sofar += typed);
      const answer = page.waitForResponse((response) => response.url().endsWith('/passwords/strength_check') && (response.request().postDataJSON() as { password: string }).password === checked);
      await password.pressSequentially(typed, { delay: 30 });
      await answer;
      await shown();
      await nextFrames(page);
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
        await page.goto(ludsPasswordsPage(host, luds.origin, shadow));
        await submitEmail(page, uniqueEmail('layout-luds'));
        const password = page.getByLabel('Password', { exact: true });
        const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
        await expect(password).toBeVisible();
        await expect(page.getByText('Powered by')).toBeVisible();
        const geometry = async () => {
          await nextFrames(page);
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

        // The bootstrap does not name the policy (docs/spec/api.md §6): the first answer does, and lays the
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

test(`an ${LONG_PROJECT.length}-character project name: Main, 'Check your email', every product (also at 200 %, and with no control covered) and the outbox that shows the name stay inside ${WIDTHS.join(', ')} px`, async ({ page, host }) => {
  const server = await startEmulatorServer({ port: 0, cdnDir: CDN_DIR, emulator: createEmulator({ project: { project_name: LONG_PROJECT } }) });
  try {
    const widgetPage = (name: string, config: object) => {
      const { html, headers } = widgetPageHtml({ emulatorOrigin: server.origin, publicToken: PUBLIC_TOKEN, mount: { config } });
      return host.add(name, html, headers);
    };
    const links = widgetPage('long-project-links', emailLinkConfig(host));
    const every = widgetPage('long-project-every', everyConfig(host));
    const found: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      // The widget has the name: it comes with the bootstrap.
      const bootstrap = page.waitForResponse((response) => response.url().includes('/projects/bootstrap/'));
      await page.goto(links);
      const body = (await (await bootstrap).json()) as { data?: { project_name: string }; project_name?: string };
      expect((body.data ?? body).project_name).toBe(LONG_PROJECT);
      await expect(page.getByText('Powered by')).toBeVisible();
      await checkLayout(page, 'Main', found);
      const email = uniqueEmail('long-project');
      await submitEmail(page, email);
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
      await checkLayout(page, "'Check your email'", found);

      await page.goto(every);
      await expect(page.getByRole('tab', { name: 'Text' })).toBeVisible();
      await checkLayout(page, 'every product', found);

      // The emulator's outbox page names the project in its text and in the subjects.
      await page.goto(`${server.origin}/outbox`);
      await expect(page.getByText(LONG_PROJECT).first()).toBeVisible();
      expect(await pageOverflow(page), `the outbox at ${width} px`).toEqual([]);
    }
    expect(found).toEqual([]);
  } finally {
    await server.close();
  }
});

const STRONG = 'violet-Tractor-89-lantern';
const NEW_PASSWORD = 'quiet Harbor 7 marmalade';
/** 60 characters and no space: a passkey name a browser can break only where the widget lets it. */
const LONG_PASSKEY_NAME = 'WorkLaptopInTheSecondFloorMeetingRoomNextToTheCoffeeMachine1';
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const passwordInput = (page: Page) => page.getByLabel('Password', { exact: true });

for (const shadow of [false, true]) {
  const dom = shadow ? ' (shadow DOM)' : '';
  for (const width of WIDTHS) {
    test(`at ${width} px and at 200 %, with 190-character emails, nothing overflows or is covered: the password screens, their toasts, passcode and magic-link success, and the reset widget${dom}`, async ({ page, host, emulator }) => {
      // Some twenty screens, each checked as is and zoomed.
      test.slow();
      await page.setViewportSize({ width, height: 800 });
      const login = passwordsPage(host, shadow);
      const found: string[] = [];
      const check = (screen: string) => checkLayout(page, `${screen}${dom}`, found);

      // A new user: 'Create an account' with its two other ways, a breached password, then a code instead.
      const newUser = longEmail('new');
      await page.goto(login);
      await submitEmail(page, newUser);
      await expect(heading(page, 'Create an account')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Email me a login code' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Email me a login link' })).toBeVisible();
      await expect(page.getByText('Powered by')).toBeVisible();
      await check("'Create an account'");
      await passwordInput(page).fill('password');
      await expect(page.getByText(/This password may have been used on a different site/)).toBeVisible();
      await check("'Create an account' with a breached password");
      await page.getByRole('button', { name: 'Email me a login code' }).click();
      await expect(heading(page, 'Enter passcode')).toBeVisible();
      await emulator.waitForMessage(newUser, { channel: 'email' });
      await page.getByRole('button', { name: 'Resend code' }).click();
      const code = (await emulator.waitForMessage(newUser, { channel: 'email', count: 2 })).code!;
      await expect(page.locator('#login [part=toast]')).toContainText('Code resent');
      await check("'Enter passcode' with the 'Code resent' toast");
      await typeCode(page, code);
      await expectSuccess(page);
      await check('Success (passcode)');

      // A password user: a wrong password, 'Forgot Password?', its toast, then the reset widget.
      const user = longEmail('user');
      await stageUser(emulator, { email: user, password: STRONG });
      await logInWithWrongPassword(page, login, user);
      await check("'Log in' with a wrong password");
      await page.getByRole('button', { name: 'Forgot Password?' }).click();
      await expect(heading(page, 'Check your email for help signing in!')).toBeVisible();
      await emulator.waitForMessage(user);
      await page.getByRole('button', { name: 'Resend email' }).click();
      const reset = await emulator.waitForMessage(user, { count: 2 });
      await expect(page.locator('#login [part=toast]')).toContainText('Email resent');
      await check("'Check your email for help signing in!' with the 'Email resent' toast");
      await page.goto(reset.link!);
      await expect(heading(page, 'Reset your password')).toBeVisible();
      await passwordInput(page).fill('password');
      await expect(page.getByText(/This password may have been used on a different site/)).toBeVisible();
      await check("'Reset your password' with a breached password");
      await passwordInput(page).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(heading(page, 'Success!')).toBeVisible();
      await check("the reset widget's 'Success!'");

      // A passwordless user gets a link at once; asks for a password instead; the link signs in.
      const passwordless = longEmail('none');
      await stageUser(emulator, { email: passwordless, password: null });
      await page.goto(login);
      await submitEmail(page, passwordless);
      await expect(heading(page, 'Check your email')).toBeVisible();
      await check("'Check your email' (passwordless)");
      const link = (await emulator.waitForMessage(passwordless)).link!;
      await page.getByRole('button', { name: 'Create a password instead' }).click();
      await expect(heading(page, 'Check your email!')).toBeVisible();
      await check("'Check your email!'");
      await page.goto(link);
      await expect(heading(page, 'Success!')).toBeVisible();
      await expect(page.getByText('You have successfully logged in.')).toBeVisible();
      await check("'Success!' (magic link)");

      // The account must confirm itself, then a breached password: each a reset email and its screen.
      for (const [tag, password, requires_reset, shown] of [
        ['dedupe', STRONG, true, 'Check your email to set a new password!'],
        ['breached', 'password', false, 'Check your email to set a new password'],
      ] as const) {
        const email = longEmail(tag);
        await stageUser(emulator, { email, password, ...(requires_reset ? { requires_reset } : {}) });
        await page.goto(login);
        await submitEmail(page, email);
        await passwordInput(page).fill(password);
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await expect(heading(page, shown)).toBeVisible();
        await check(`'${shown}' (${tag})`);
      }
      expect(found).toEqual([]);
    });

    test(`at ${width} px and at 200 %, passkey registration with a ${LONG_PASSKEY_NAME.length}-character name, its rename and delete modes, and passkey login's Success: nothing overflows or is covered${dom}`, async ({ page, host, emulator }) => {
      test.slow();
      await page.setViewportSize({ width, height: 800 });
      const found: string[] = [];
      const check = (screen: string) => checkLayout(page, `${screen}${dom}`, found);
      await addAuthenticator(page);
      await signUp(page, host, emulator, longEmail('passkey'));
      await page.goto(named(host.widgetPage(`layout-registration-${shadow}`, { widget: 'passkeyRegistration', mount: { config: { enableShadowDOM: shadow } } })));
      await expect(heading(page, 'Set up a new Passkey')).toBeVisible();
      await expect(page.getByText('Powered by')).toBeVisible();
      await check("'Set up a new Passkey'");
      await page.getByRole('button', { name: 'Create a Passkey' }).click();
      await expect(passkeyList(page)).toHaveCount(1);
      await page.getByRole('button', { name: 'Rename Chrome on Linux' }).click();
      const nameInput = page.getByRole('textbox', { name: 'Passkey name' });
      await nameInput.fill(LONG_PASSKEY_NAME);
      await check('the list, renaming to a long name');
      await nameInput.press('Enter');
      await expect(passkeyList(page)).toHaveText([LONG_PASSKEY_NAME]);
      await expect(page.getByRole('button', { name: 'Set up another Passkey' })).toBeVisible();
      await check(`the list with a ${LONG_PASSKEY_NAME.length}-character name`);
      await page.getByRole('button', { name: `Delete ${LONG_PASSKEY_NAME}` }).click();
      await expect(page.getByText('Once deleted, the passkey cannot be restored.')).toBeVisible();
      await check('the list, deleting');
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();

      // Signed out, 'Login with a Passkey' signs in with it.
      await signOut(page, emulator);
      await page.goto(named(host.widgetPage(`layout-passkey-login-${shadow}`, { mount: { config: { enableShadowDOM: shadow, products: ['otp', 'passkeys'], otpOptions: { methods: ['sms'] } } } })));
      await page.getByRole('button', { name: 'Login with a Passkey' }).click();
      await expect(heading(page, 'Success')).toBeVisible();
      await expect(page.getByText('Your Passkey has been successfully authenticated.')).toBeVisible();
      await check('Success (passkey)');
      expect(found).toEqual([]);
    });
  }
}
