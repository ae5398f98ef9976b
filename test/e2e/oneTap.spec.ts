// Google One Tap through the emulator's stand-in Google Identity Services, in Chromium
// (docs/spec/product.md §2 One Tap, §8 One Tap failures; docs/spec/api.md §3): embedded and floating, a choice
// that signs in, closing it, and the setup failures a test project's developer is told of.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, uniqueEmail, type Emulator, type Host } from './fixtures';

const LIVE_TOKEN = 'public-token-live-00000000-0000-4000-8000-000000000000';

function oneTapPage(host: Host, emulator: Emulator, position: 'embedded' | 'floating', extra: Record<string, unknown> = {}, name = 'login') {
  const url = `${host.origin}${new URL(host.add(name, '')).pathname}`;
  const oauthOptions = {
    providers: [{ type: 'google', one_tap: true, position }, { type: 'github' }],
    loginRedirectURL: url,
    signupRedirectURL: url,
    googleScriptURL: `${emulator.origin}/gsi/client`,
  };
  return host.widgetPage(name, {
    mount: { config: { products: ['oauth', 'emailMagicLinks'], oauthOptions }, ...extra },
    showUser: true,
    csp: `script-src 'nonce-{nonce}' 'strict-dynamic'; style-src 'nonce-{nonce}'; object-src 'none'; base-uri 'none'`,
  });
}

async function project(request: APIRequestContext, emulator: Emulator, data: Record<string, unknown>) {
  expect((await request.post(`${emulator.origin}/__emulator/project`, { data })).status()).toBe(200);
}

async function stageGoogleUser(request: APIRequestContext, emulator: Emulator, email: string, name: string) {
  expect((await request.post(`${emulator.origin}/__emulator/google/identities`, { data: { identities: [{ email, name }] } })).status()).toBe(200);
}

const googleButton = (page: Page) => page.getByRole('button', { name: 'Continue with Google', exact: true });
const chooser = (page: Page) => page.locator('[data-emulator-gsi="prompt"]');

/**
 * The width of each stand-in chooser's card (fixed when prompt() ran, as Google's iframe is), the
 * placeholder's, whether there is one card and it fits in the placeholder, and whether the page
 * scrolls sideways.
 */
const layout = (page: Page) =>
  page.evaluate(() => {
    const cards = [...document.querySelectorAll('[data-emulator-gsi="prompt"]')].map((host) => host.shadowRoot!.querySelector('.card')!.getBoundingClientRect().width);
    const placeholder = document.querySelector('#login .aw-onetap')!.getBoundingClientRect().width;
    const { scrollWidth, clientWidth } = document.documentElement;
    return { cards, placeholder, fits: cards.length === 1 && cards[0]! <= placeholder + 0.5, overflows: scrollWidth > clientWidth };
  });

test('embedded: the prompt shows inside the widget in place of the Google button, and a choice signs up', async ({ page, host, emulator, request }) => {
  const email = uniqueEmail('one-tap');
  await stageGoogleUser(request, emulator, email, 'Grace Hopper');
  const violations: string[] = [];
  page.on('console', (message) => message.text().includes('Content Security Policy') && violations.push(message.text()));
  await page.goto(oneTapPage(host, emulator, 'embedded'));
  const choice = page.getByRole('button', { name: 'Continue as Grace Hopper' });
  await expect(choice).toBeVisible();
  // Inside the widget's placeholder, not floating over the page; the Google button gave it its place.
  await expect(chooser(page)).toHaveAttribute('data-placement', 'inline');
  await expect(page.locator('#login .aw-onetap [data-emulator-gsi="prompt"]')).toHaveCount(1);
  await expect(googleButton(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue with GitHub', exact: true })).toBeVisible();
  await choice.click();
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
  expect(new URL(page.url()).searchParams.get('token')).toBeNull();
  expect(violations).toEqual([]);
});

test('embedded: the container narrowing from 1280 to 320 px lays the prompt out again at its width, and a choice still signs in', async ({ page, host, emulator, request }) => {
  const email = uniqueEmail('one-tap-resize');
  await stageGoogleUser(request, emulator, email, 'Grace Hopper');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(oneTapPage(host, emulator, 'embedded'));
  const choice = page.getByRole('button', { name: 'Continue as Grace Hopper' });
  await expect(choice).toBeVisible();
  const wide = await layout(page);
  expect(wide).toMatchObject({ fits: true, overflows: false });
  expect(wide.cards[0]).toBeCloseTo(wide.placeholder, 0);

  await page.setViewportSize({ width: 320, height: 720 });
  await expect.poll(() => layout(page)).toMatchObject({ fits: true, overflows: false });
  expect((await layout(page)).placeholder).toBeLessThan(wide.placeholder);

  await choice.click();
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
});

test('embedded in shadow DOM: the prompt is slotted into the placeholder', async ({ page, host, emulator, request }) => {
  await stageGoogleUser(request, emulator, uniqueEmail('one-tap-shadow'), 'Grace Hopper');
  await page.goto(
    host.widgetPage('shadow', {
      mount: {
        config: {
          enableShadowDOM: true,
          products: ['oauth'],
          oauthOptions: { providers: [{ type: 'google', one_tap: true }], googleScriptURL: `${emulator.origin}/gsi/client` },
        },
      },
    }),
  );
  await expect(page.getByRole('button', { name: 'Continue as Grace Hopper' })).toBeVisible();
  // A light-DOM child of the host, shown through the named slot at the placeholder.
  const slotted = page.locator('#login > [slot]');
  await expect(slotted).toHaveCount(1);
  const box = await page.locator('.aw-onetap').boundingBox();
  const prompt = await chooser(page).boundingBox();
  expect(prompt!.y).toBeGreaterThanOrEqual(box!.y - 1);
  expect(prompt!.x).toBeGreaterThanOrEqual(box!.x - 1);
});

test('by keyboard alone, in shadow DOM: Tab reaches the embedded chooser where it shows, then the other buttons; Enter on a choice signs in', async ({ page, host, emulator, request }) => {
  const email = uniqueEmail('one-tap-keyboard');
  await stageGoogleUser(request, emulator, email, 'Grace Hopper');
  const url = `${host.origin}${new URL(host.add('keyboard', '')).pathname}`;
  await page.goto(
    host.widgetPage('keyboard', {
      showUser: true,
      mount: {
        config: {
          enableShadowDOM: true,
          products: ['oauth', 'emailMagicLinks'],
          oauthOptions: { providers: [{ type: 'google', one_tap: true }, { type: 'github' }], loginRedirectURL: url, signupRedirectURL: url, googleScriptURL: `${emulator.origin}/gsi/client` },
        },
      },
    }),
  );
  const choice = page.getByRole('button', { name: 'Continue as Grace Hopper' });
  await expect(choice).toBeVisible();
  // The slotted chooser is in the widget's order of focus, where the placeholder is.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(choice).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Continue with GitHub', exact: true })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
});

test('floating: the prompt floats at the top right of the page; closing it shows the Google button, which still signs in', async ({ page, host, emulator, request }) => {
  const email = uniqueEmail('one-tap-floating');
  await stageGoogleUser(request, emulator, email, 'Grace Hopper');
  await page.goto(oneTapPage(host, emulator, 'floating'));
  await expect(page.getByRole('button', { name: 'Continue as Grace Hopper' })).toBeVisible();
  await expect(chooser(page)).toHaveAttribute('data-placement', 'floating');
  await expect(page.locator('#login [data-emulator-gsi]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(googleButton(page)).toBeVisible();
  await expect(page.locator('.aw-onetap-why')).toHaveCount(0);
  await googleButton(page).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
});

test('nobody signed in to Google: the normal Google button, with nothing to explain', async ({ page, host, emulator }) => {
  await page.goto(oneTapPage(host, emulator, 'embedded'));
  await expect(googleButton(page)).toBeVisible();
  await expect(page.locator('.aw-onetap-why')).toHaveCount(0);
});

test('a setup failure is explained under the Google button for a test token, and not for a live one', async ({ page, host, emulator, request }) => {
  await stageGoogleUser(request, emulator, uniqueEmail('one-tap-origin'), 'Grace Hopper');
  await project(request, emulator, { google_authorized_origins: ['http://localhost:1'] });
  await page.goto(oneTapPage(host, emulator, 'embedded'));
  await expect(googleButton(page)).toBeVisible();
  await expect(page.locator('.aw-onetap-why')).toHaveText(/this site's origin is not allowed for the Google client/);

  await project(request, emulator, { public_token: LIVE_TOKEN });
  await page.goto(oneTapPage(host, emulator, 'embedded', { publicToken: LIVE_TOKEN }, 'live'));
  await expect(googleButton(page)).toBeVisible();
  await expect(page.locator('.aw-onetap-why')).toHaveCount(0);
});

test('One Tap not configured for the project: the Google button, and why for a test token', async ({ page, host, emulator, request }) => {
  await project(request, emulator, { google_client_id: '' });
  await page.goto(oneTapPage(host, emulator, 'embedded'));
  await expect(googleButton(page)).toBeVisible();
  await expect(page.locator('.aw-onetap-why')).toHaveText(/no Google OAuth client is configured/);
});

test('embedded, by keyboard: Enter on the prompt’s Close moves the focus to the Google button in its place (issue 37)', async ({ page, host, emulator, request }) => {
  await stageGoogleUser(request, emulator, uniqueEmail('one-tap-close'), 'Grace Hopper');
  await page.goto(oneTapPage(host, emulator, 'embedded'));
  await expect(page.getByRole('button', { name: 'Continue as Grace Hopper' })).toBeVisible();
  const github = page.getByRole('button', { name: 'Continue with GitHub', exact: true });
  await page.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Enter');
  await expect(googleButton(page)).toBeFocused();
  // Tab goes on from there, not from the top of the host page.
  await page.keyboard.press('Tab');
  await expect(github).toBeFocused();
});

for (const width of [1280, 320]) {
  test(`embedded at ${width} px: 'Continue with GitHub' keeps its place while the prompt is on its way and when it shows, and moves up under the Google button after Close (issue 37)`, async ({ page, host, emulator, request }) => {
    await stageGoogleUser(request, emulator, uniqueEmail('one-tap-room'), 'Grace Hopper');
    await page.setViewportSize({ width, height: 800 });
    // Google's script is held back until the page has been measured without the prompt.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route('**/gsi/client*', async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto(oneTapPage(host, emulator, 'embedded'));
    const github = page.getByRole('button', { name: 'Continue with GitHub', exact: true });
    await expect(github).toBeVisible();
    await expect.poll(() => asked).toBe(true);
    await expect(page.locator('#login .aw-onetap[aria-busy=true]')).toBeVisible();
    /** GitHub's top, once two frames have gone by with nothing moving. */
    const top = () =>
      github.evaluate(
        (el) =>
          new Promise<number>((resolve) => {
            let last = NaN;
            const frame = () => {
              const y = el.getBoundingClientRect().y;
              if (y === last) resolve(y);
              else requestAnimationFrame(() => ((last = y), frame()));
            };
            frame();
          }),
      );
    const pending = await top();

    release();
    await expect(page.getByRole('button', { name: 'Continue as Grace Hopper' })).toBeVisible();
    expect(await top()).toBe(pending);

    // Closed: the room goes back at once, in answer to the Close (no empty box is left), and stays so.
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(googleButton(page)).toBeVisible();
    const closed = await top();
    const google = (await googleButton(page).boundingBox())!;
    expect(closed).toBeLessThan(pending);
    expect(closed - (google.y + google.height)).toBeLessThan(24);
    await page.waitForTimeout(300);
    expect(await top()).toBe(closed);
  });
}
