// OAuth through the emulator's stand-in providers, in Chromium (docs/spec/product.md §2 Main, §3
// oauthOptions; docs/spec/api.md §3, §7): the buttons, a whole sign-in out to the provider and back, its
// failures, and no request leaving the emulator and the host.
import type { Page } from '@playwright/test';
import { expect, expectSessionCookies, test, uniqueEmail, widgetEvents, type Emulator, type Host } from './fixtures';
import { layoutShifts, watchLayoutShifts } from './layoutPages';
import { nextFrames } from './settle';

const ALL = [
  ['google', 'Google'],
  ['microsoft', 'Microsoft'],
  ['apple', 'Apple'],
  ['github', 'GitHub'],
  ['gitlab', 'GitLab'],
  ['facebook', 'Facebook'],
  ['discord', 'Discord'],
  ['salesforce', 'Salesforce'],
  ['slack', 'Slack'],
  ['amazon', 'Amazon'],
  ['bitbucket', 'Bitbucket'],
  ['linkedin', 'LinkedIn'],
  ['coinbase', 'Coinbase'],
  ['twitch', 'Twitch'],
  ['twitter', 'X'],
  ['tiktok', 'TikTok'],
  ['snapchat', 'Snapchat'],
  ['figma', 'Figma'],
  ['yahoo', 'Yahoo'],
] as const;

/**
 * A login page with OAuth (and email links, so the 'or' divider shows) that is also its own
 * redirect page: the provider sends the person back to it, and the widget mounted there signs in.
 */
function oauthPage(host: Host, oauthOptions: Record<string, unknown> = {}, name = 'login') {
  const url = `${host.origin}${new URL(host.add(name, '')).pathname}`;
  const options = {
    providers: [{ type: 'google' }, { type: 'github', custom_scopes: ['repo'], provider_params: { prompt: 'consent' } }],
    loginRedirectURL: url,
    signupRedirectURL: `${url}?welcome=1`,
    ...oauthOptions,
  };
  return host.widgetPage(name, { mount: { config: { products: ['oauth', 'emailMagicLinks'], oauthOptions: options } }, showUser: true });
}

/** Continue at the stand-in provider's page as `email`. */
async function consent(page: Page, provider: string, email: string, name = 'Ada Lovelace') {
  await expect(page.getByRole('heading', { name: `Sign in with ${provider}` })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function expectSignedIn(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page.getByText('You have successfully logged in.')).toBeVisible();
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
  // The token and its type left the address bar before the exchange (docs/spec/api.md §7).
  expect(new URL(page.url()).searchParams.get('token')).toBeNull();
  expect(new URL(page.url()).searchParams.get('stytch_token_type')).toBeNull();
}

async function eventNames(emulator: Emulator) {
  return (await emulator.telemetry()).map((event) => event.event_name);
}

test('all 19 buttons, in config order, with their labels, accessible names and icons; the divider before the form', async ({ page, host }) => {
  await page.goto(oauthPage(host, { providers: ALL.map(([type]) => ({ type })) }));
  const buttons = page.getByRole('button', { name: /^Continue with / });
  await expect(buttons).toHaveText([...ALL.map(([, name]) => `Continue with ${name}`), 'Continue with email']);
  for (const [, name] of ALL) {
    const button = page.getByRole('button', { name: `Continue with ${name}`, exact: true });
    await expect(button).toBeVisible();
    await expect(button.locator('svg[aria-hidden="true"] path').first()).toBeAttached();
  }
  await expect(page.getByText('or', { exact: true })).toBeVisible();
});

test('Main waits for the oauth group, then paints its buttons whole: icons in their first frame, nothing moved after', async ({ page, host }) => {
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/cdn\/auth-widget\.oauth\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await watchLayoutShifts(page);
  // The first frame with the button in it, seen from the document's start: a frame callback runs
  // before its frame is painted.
  await page.addInitScript(() => {
    const look = () => {
      const button = [...document.querySelectorAll('#login button')].find((element) => element.textContent === 'Continue with GitHub');
      if (!button) return void requestAnimationFrame(look);
      (window as any).__firstFrame = { icon: !!button.querySelector('svg path'), cards: document.querySelectorAll('#login [part=container]').length };
    };
    requestAnimationFrame(look);
  });
  // Not 'load': the page's load waits for the held chunk.
  await page.goto(oauthPage(host), { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
  // Held: no half-drawn card.
  await expect(page.locator('#login [part=container]')).toHaveCount(0);
  release();
  const first = await (await page.waitForFunction(() => (window as any).__firstFrame)).jsonValue();
  expect(first).toEqual({ icon: true, cards: 1 });
  await nextFrames(page);
  expect((await layoutShifts(page)).filter((shift) => !shift.hadRecentInput)).toEqual([]);
});

test('the oauth group failing to download: the card says it is the network, the host hears why once', async ({ page, host }) => {
  await page.route(/\/cdn\/auth-widget\.oauth\.js$/, (route) => route.abort());
  await page.goto(oauthPage(host));
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('Unable to contact our servers.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with GitHub', exact: true })).toHaveCount(0);
  expect((await widgetEvents(page)).errors).toEqual(['auth-widget: could not load the "oauth" chunk.']);
});

for (const [type, name, provider] of [
  ['google', 'Google', 'Google'],
  ['github', 'GitHub', 'GitHub'],
] as const) {
  test(`${name}: a round trip through the stand-in provider signs up, then logs in; 'Last used' marks it`, async ({ page, context, host, emulator }) => {
    const email = uniqueEmail(`oauth-${type}`);
    const url = oauthPage(host);
    await page.goto(url);
    await page.getByRole('button', { name: `Continue with ${name}`, exact: true }).click();
    await page.waitForURL((at) => at.pathname.startsWith(`/__emulator/oauth/${type}/authorize`));
    if (type === 'github') {
      // The config's scopes and params reached the provider.
      await expect(page.getByText('repo', { exact: true })).toBeVisible();
      await expect(page.getByText('consent', { exact: true })).toBeVisible();
    }
    await consent(page, provider, email);
    // A new user comes back to the sign-up URL.
    await page.waitForURL((at) => at.origin === host.origin);
    await expectSignedIn(page, email);
    expect(new URL(page.url()).searchParams.get('welcome')).toBe('1');
    await expectSessionCookies(context, host.origin);
    expect((await widgetEvents(page)).callbacks).toEqual(['AUTHENTICATE_FLOW_COMPLETE']);
    await expect.poll(() => eventNames(emulator)).toEqual(expect.arrayContaining(['start_oauth_flow', 'oauth_success']));

    // Again, as a returning user: the login URL, and the provider is marked 'Last used'.
    await context.clearCookies();
    await page.goto(url);
    const button = page.getByRole('button', { name: `Continue with ${name}`, exact: true });
    await expect(page.locator('.aw-social', { has: button }).getByText('Last used')).toBeVisible();
    await button.click();
    await consent(page, provider, email);
    await page.waitForURL((at) => at.origin === host.origin);
    await expectSignedIn(page, email);
    expect(new URL(page.url()).searchParams.get('welcome')).toBeNull();
  });
}

test('Cancel at the provider comes back to Main with a neutral note, not a red error (issue 37), and the address bar is clean', async ({ page, host }) => {
  await page.goto(oauthPage(host));
  await page.getByRole('button', { name: 'Continue with GitHub', exact: true }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL((at) => at.origin === host.origin);
  const note = page.locator('#login [part="banner banner-info"]');
  await expect(note).toHaveText('Sign-in was cancelled. Please try again.');
  await expect(note).toHaveAttribute('role', 'status');
  await expect(page.getByRole('alert')).toHaveCount(0);
  // In the card's text colour, not the error's (#8B1214).
  const [color, text] = await note.evaluate((element) => [getComputedStyle(element).color, getComputedStyle(element.closest('[part=container]')!).color]);
  expect(color).toBe(text);
  expect(color).not.toBe('rgb(139, 18, 20)');
  await expect(page.getByRole('button', { name: 'Continue with GitHub', exact: true })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  expect((await widgetEvents(page)).errors).toEqual([expect.stringContaining('access_denied')]);
});

test("a replayed token shows the server's message on Main", async ({ page, host }) => {
  const email = uniqueEmail('oauth-replay');
  await page.goto(oauthPage(host));
  await page.getByRole('button', { name: 'Continue with Google', exact: true }).click();
  await consent(page, 'Google', email);
  await page.waitForURL((at) => at.origin === host.origin);
  await expectSignedIn(page, email);
  // The same redirect again, as a back button or a shared link would bring it.
  const replay = (await page.evaluate(() => performance.getEntriesByType('navigation')[0]!.name)) as string;
  expect(new URL(replay).searchParams.get('token')).toBeTruthy();
  await page.context().clearCookies();
  await page.goto(replay);
  await expect(page.getByRole('alert')).toHaveText('This sign-in could not be completed: it has expired or was already used. Please try again.');
  await expect(page.getByRole('button', { name: 'Continue with Google', exact: true })).toBeVisible();
});

test('a project that requires PKCE: the start carries the challenge, and the exchange the verifier', async ({ page, host, emulator, request }) => {
  expect((await request.post(`${emulator.origin}/__emulator/project`, { data: { pkce_required_for_oauth: true } })).status()).toBe(200);
  const email = uniqueEmail('oauth-pkce');
  await page.goto(oauthPage(host));
  const [start] = await Promise.all([
    page.waitForRequest((req) => req.url().includes('/v1/public/oauth/google/start')),
    page.getByRole('button', { name: 'Continue with Google', exact: true }).click(),
  ]);
  expect(new URL(start.url()).searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const [exchange] = await Promise.all([
    page.waitForRequest((req) => req.url().endsWith('/sdk/v1/oauth/authenticate')),
    consent(page, 'Google', email),
  ]);
  expect(exchange.postDataJSON().code_verifier).toMatch(/^[0-9a-f]{128}$/);
  await expectSignedIn(page, email);
});

test('no request leaves the emulator and the host', async ({ page, host, emulator, requests }) => {
  const email = uniqueEmail('oauth-requests');
  await page.goto(oauthPage(host, { providers: ALL.map(([type]) => ({ type })) }));
  await page.getByRole('button', { name: 'Continue with Slack', exact: true }).click();
  await consent(page, 'Slack', email);
  await page.waitForURL((at) => at.origin === host.origin);
  await expectSignedIn(page, email);
  const origins = new Set(requests.urls.filter((url) => !url.startsWith('data:')).map((url) => new URL(url).origin));
  expect([...origins].sort()).toEqual([emulator.origin, host.origin].sort());
});
