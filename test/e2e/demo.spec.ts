// The demo `npm start` serves (scripts/demo.mjs, cdn/demo/), in Chromium as a person meets it: the
// host page on its own origin and the widget from the emulator's, One Tap offering the Google
// identity the demo stages, and the Email tab's passcode and magic link with the secrets read from
// the outbox, and the 'Test wallets' switch signing in with the test wallets. Every test also checks
// that the pages asked nothing of any other origin and logged no console error (Chromium logs a CSP
// violation as one, should the demo ever set a policy).
import { ed25519 } from '@noble/curves/ed25519.js';
import { hexToBytes } from '@noble/hashes/utils.js';
import { test as base, type Page } from '@playwright/test';
import { encodeBase58 } from '../../emulator/crypto/base58';
import { startDemo, TEST_WALLETS_PATH, type Demo } from '../../scripts/demo.mjs';
import { ethereumAddressOf } from '../emulator/softWallets';
import { emulatorClient, expect, expectSessionCookies, recordRequests, uniqueEmail, type Emulator } from './fixtures';
import { expectSuccess, submitEmail, typeCode } from './widget';

const test = base.extend<{ emulator: Emulator; wellBehaved: void }, { demo: Demo }>({
  // In-process, as `npm start` runs it after setting up and building (the suite needs cdn/ built).
  // Its start builds the test wallets' script: seconds on two busy cores.
  demo: [
    async ({}, use) => {
      const demo = await startDemo({ port: 0, demoPort: 0 });
      await use(demo);
      await demo.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],

  // The demo's emulator as the tests leave it: no reset between tests, whose users the later ones see.
  emulator: async ({ demo, request }, use) => use(emulatorClient(demo.emulatorOrigin, request)),

  wellBehaved: [
    async ({ demo, context }, use) => {
      const requests = recordRequests(context);
      const errors: string[] = [];
      context.on('console', (message) => message.type() === 'error' && errors.push(`${message.location().url}: ${message.text()}`));
      context.on('weberror', (error) => errors.push(error.error().message));
      await use();
      const ours = [demo.demoOrigin, demo.emulatorOrigin, demo.relyingPartyOrigin];
      const elsewhere = requests.urls.filter((url) => !url.startsWith('data:') && !ours.includes(new URL(url).origin));
      expect(elsewhere, 'requests outside the demo, the emulator and the relying party').toEqual([]);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

test('a reset keeps what the demo registered: its relying party, its consent page and whom One Tap offers', async ({ demo, request }) => {
  // It resets the emulator the later tests share: what they rely on is what a reset keeps.
  const origin = demo.emulatorOrigin;
  expect((await request.post(`${origin}/__emulator/reset`, { data: {} })).ok()).toBe(true);
  const project = (await (await request.get(`${origin}/__emulator/project`)).json()) as { connected_apps: { client_id: string }[]; idp_authorization_url: string };
  expect(project.connected_apps.map((app) => app.client_id)).toEqual(['demo-notes']);
  expect(project.idp_authorization_url).toBe(`${demo.demoOrigin}/idp.html`);
  const { identities } = (await (await request.get(`${origin}/__emulator/google/identities`)).json()) as { identities: { email: string }[] };
  expect(identities.map((identity) => identity.email)).toEqual(['grace@example.com']);
  // 'Sign in with Demo': the provider still knows the client and sends the person to the consent page.
  const login = await request.get(`${demo.relyingPartyOrigin}/login`, { maxRedirects: 0 });
  const authorize = await request.get(login.headers().location!, { maxRedirects: 0 });
  expect(authorize.status(), await authorize.text()).toBeLessThan(400);
  expect(authorize.headers().location).toContain(`${demo.demoOrigin}/idp.html`);
});

test("every link in the demo pages' own markup answers", async ({ browser, demo, request }) => {
  expect(new Set([demo.demoOrigin, demo.emulatorOrigin, demo.relyingPartyOrigin]).size).toBe(3);
  // The markup as served, without scripts: the widgets' links (e.g. 'Powered by') lead off this machine.
  const markup = await browser.newContext({ javaScriptEnabled: false });
  const page = await markup.newPage();
  const links = new Set<string>();
  for (const path of ['/', '/passkeys.html', '/reset.html', '/idp.html']) {
    await page.goto(`${demo.demoOrigin}${path}`);
    for (const href of await page.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))) links.add(href);
  }
  await markup.close();
  expect([...links].sort()).toEqual(
    [`${demo.demoOrigin}/`, `${demo.demoOrigin}/passkeys.html`, `${demo.demoOrigin}/idp.html`, `${demo.emulatorOrigin}/outbox`, `${demo.relyingPartyOrigin}/`].sort(),
  );
  for (const link of links) expect((await request.get(link)).status(), link).toBe(200);
  // P10: the consent page says no site may frame it; the others may be framed by a host.
  expect((await request.get(`${demo.demoOrigin}/idp.html`)).headers()['content-security-policy']).toBe("frame-ancestors 'none'");
  expect((await request.get(`${demo.demoOrigin}/`)).headers()['content-security-policy']).toBeUndefined();
});

test("the widget shows the demo's blocks; One Tap signs Grace Hopper in, and after Log out the widget starts over", async ({ page, context, demo }) => {
  await page.goto(`${demo.demoOrigin}/`);
  const widget = page.locator('#login');
  await expect(widget.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Login with a Passkey' })).toBeVisible();
  const choice = widget.getByRole('button', { name: 'Continue as Grace Hopper' });
  await expect(choice).toBeVisible();
  // One Tap shows in the Google button's place.
  await expect(widget.getByRole('button', { name: 'Continue with Google', exact: true })).toHaveCount(0);
  await expect(widget.getByRole('button', { name: 'Continue with GitHub', exact: true })).toBeVisible();
  await expect(widget.getByRole('tab')).toHaveText(['Text', 'WhatsApp', 'Email']);
  await expect(widget.getByRole('textbox', { name: 'Phone number', exact: true })).toBeVisible();
  await expect(page.locator('#signed-in')).toBeHidden();

  await choice.click();
  await expect(widget.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(widget.getByText('You have successfully logged in.')).toBeVisible();
  await expect(page.locator('#who')).toHaveText('grace@example.com');
  await expect(page.locator('#log')).toContainText('event AUTHENTICATE_FLOW_COMPLETE');
  await expectSessionCookies(context, demo.demoOrigin);

  // Signed out, the widget starts over: 'Login with a Passkey' is there to use, as the page says.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.locator('#signed-in')).toBeHidden();
  await expect(page.locator('#log')).toContainText('logged out');
  await expect(widget.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Login with a Passkey' })).toBeVisible();
  await expect(choice).toBeVisible();
});

test("'a passcode': the Email tab sends a code, the code from the outbox signs in, and the passkeys page knows the user", async ({ page, demo, emulator }) => {
  const email = uniqueEmail('demo-otp');
  await page.goto(`${demo.demoOrigin}/`);
  await page.getByRole('radio', { name: 'a passcode' }).check();
  await page.getByRole('tab', { name: 'Email' }).click();
  await submitEmail(page, email);
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();

  const message = await emulator.waitForMessage(email, { channel: 'email' });
  await typeCode(page, message.code!);
  await expectSuccess(page);
  await expect(page.locator('#who')).toHaveText(email);

  // Signed in, the passkeys page the demo links to knows the user (signed out, its widget's 401 is a console error).
  await page.getByRole('link', { name: 'Set up and manage passkeys' }).click();
  await expect(page.locator('#who')).toHaveText(email);
  await expect(page.getByRole('button', { name: 'Create a Passkey' })).toBeVisible();
});

test("'a magic link': the link from the outbox comes back to the demo page and signs in", async ({ page, demo, emulator }) => {
  const email = uniqueEmail('demo-link');
  await page.goto(`${demo.demoOrigin}/`);
  await page.getByRole('radio', { name: 'a magic link' }).check();
  await page.getByRole('tab', { name: 'Email' }).click();
  await submitEmail(page, email);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const message = await emulator.waitForMessage(email, { channel: 'email' });
  expect(message.link).toMatch(new RegExp(`^${demo.demoOrigin}/\\?`));
  await page.goto(message.link!);
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page.locator('#who')).toHaveText(email);
  // The token left the address bar.
  expect(page.url()).toBe(`${demo.demoOrigin}/`);
});

/** Clicks the demo's 'Test wallets' switch, which reloads the page. */
async function flipTestWallets(page: Page) {
  const loaded = page.waitForEvent('load');
  await page.getByRole('checkbox', { name: 'Test wallets (no extension needed)' }).click();
  await loaded;
}

/** The switch's state and test keys in the tab's sessionStorage, and the addresses worked out from the keys here. */
async function savedTestWallets(page: Page) {
  const saved: { on: boolean; ethereum: string; solana: string } = await page.evaluate(() => JSON.parse(sessionStorage.getItem('auth-widget-demo:test-wallets')!));
  return { ...saved, addresses: { ethereum: ethereumAddressOf(saved.ethereum), solana: encodeBase58(ed25519.getPublicKey(hexToBytes(saved.solana))) } };
}

test("the 'Test wallets' switch: the Ethereum test wallet signs in, after a reload the Solana one, and off leaves only 'Set up a new crypto wallet'", async ({ page, demo, request }) => {
  // The script is served by the demo's own origin, saying what it is.
  const script = await request.get(`${demo.demoOrigin}${TEST_WALLETS_PATH}`);
  expect(script.headers()['content-type']).toMatch(/^application\/javascript/);
  expect((await script.text()).split('\n')[0]).toContain('test keys only');

  await page.goto(`${demo.demoOrigin}/`);
  const widget = page.locator('#login');
  const toggle = page.getByRole('checkbox', { name: 'Test wallets (no extension needed)' });
  const setUp = widget.getByRole('button', { name: 'Set up a new crypto wallet' });
  const ethereumButton = widget.getByRole('button', { name: 'Continue with Demo Test Wallet' });
  // Discovery takes the Phantom-shaped provider (isPhantom) for Phantom.
  const solanaButton = widget.getByRole('button', { name: 'Continue with Phantom' });
  const addresses = page.locator('#test-wallet-addresses');
  // Off: this browser has no wallet, and the page installed none.
  await expect(toggle).not.toBeChecked();
  await expect(setUp).toBeVisible();
  await expect(widget.getByRole('button', { name: /^Continue with (Demo Test Wallet|Phantom)$/ })).toHaveCount(0);
  await expect(addresses).toBeHidden();

  // On: the page comes back with both wallets, after OAuth's buttons, and shows who will sign in.
  await flipTestWallets(page);
  await expect(toggle).toBeChecked();
  const saved = await savedTestWallets(page);
  expect(saved.on).toBe(true);
  await expect(page.locator('#test-wallet-ethereum')).toHaveText(saved.addresses.ethereum);
  await expect(page.locator('#test-wallet-solana')).toHaveText(saved.addresses.solana);
  await expect(ethereumButton).toBeVisible();
  await expect(solanaButton).toBeVisible();
  await expect(setUp).toHaveCount(0);
  const social = await widget.getByRole('button', { name: /^Continue with / }).allInnerTexts();
  expect(social.map((text) => text.trim())).toEqual(['Continue with GitHub', 'Continue with Phantom', 'Continue with Demo Test Wallet']);

  await ethereumButton.click();
  await expect(widget.getByText('You have successfully connected your wallet.')).toBeVisible();
  await expect(page.locator('#who')).toHaveText(saved.addresses.ethereum);
  await expect(page.locator('#log')).toContainText('event AUTHENTICATE_FLOW_COMPLETE');

  // Signed out (signed in, a wallet's sign-in adds it to the user), a reload keeps the same keys,
  // so the same wallets.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.locator('#signed-in')).toBeHidden();
  await page.reload();
  await expect(toggle).toBeChecked();
  expect(await savedTestWallets(page)).toEqual(saved);
  await expect(page.locator('#test-wallet-solana')).toHaveText(saved.addresses.solana);
  await solanaButton.click();
  await expect(widget.getByText('You have successfully connected your wallet.')).toBeVisible();
  await expect(page.locator('#who')).toHaveText(saved.addresses.solana);

  // Off: no wallet but the set-up offer; the keys stay for when it is turned on again.
  await flipTestWallets(page);
  await expect(toggle).not.toBeChecked();
  await expect(addresses).toBeHidden();
  await expect(setUp).toBeVisible();
  await expect(widget.getByRole('button', { name: /^Continue with (Demo Test Wallet|Phantom)$/ })).toHaveCount(0);
  expect(await page.evaluate(() => 'solana' in window || 'phantom' in window || '__testWallets' in window)).toBe(false);
  expect(await savedTestWallets(page)).toEqual({ ...saved, on: false });
});

test("the identity-provider round trip: Demo Notes on a third origin signs in with Demo (consent, Allow), shows the user, and logs out", async ({ page, context, demo }) => {
  // Signed in on the demo page first: the consent page needs a session.
  await page.goto(`${demo.demoOrigin}/`);
  await page.locator('#login').getByRole('button', { name: 'Continue as Grace Hopper' }).click();
  await expect(page.locator('#who')).toHaveText('grace@example.com');

  await page.getByRole('link', { name: 'Demo Notes' }).click();
  await expect(page).toHaveURL(`${demo.relyingPartyOrigin}/`);
  await page.getByRole('link', { name: 'Sign in with Demo' }).click();

  // The emulator's authorization endpoint sent the browser to idp.html, whose widget asks.
  await expect(page).toHaveURL(new RegExp(`^${demo.demoOrigin}/idp\\.html\\?`));
  const widget = page.locator('#idp');
  await expect(widget.getByRole('heading', { name: /^Sign in to Demo Notes with / })).toBeVisible();
  await expect(widget.getByText(`You will be sent to ${new URL(demo.relyingPartyOrigin).host}.`)).toBeVisible();
  await expect(page.locator('#log')).toContainText('event OAUTH_AUTHORIZE_FLOW_START');
  await widget.getByRole('button', { name: 'Allow' }).click();

  // Back at the relying party: it exchanged the code, validated the ID token and called userinfo.
  await expect(page).toHaveURL(`${demo.relyingPartyOrigin}/`);
  await expect(page.locator('#rp-email')).toHaveText('grace@example.com');
  await expect(page.locator('#rp-user')).toContainText('Grace Hopper');
  const claims = JSON.parse((await page.locator('#rp-claims').textContent())!) as Record<string, unknown>;
  expect(claims).toMatchObject({ iss: demo.emulatorOrigin, aud: 'demo-notes', email: 'grace@example.com', sub: expect.stringMatching(/^user-/), nonce: expect.any(String) });

  // Log out through the relying party: its ID token is the hint, so nothing is asked; the demo's session ends too.
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${demo.relyingPartyOrigin}/signed-out`);
  await expect(page.locator('#rp-signed-out')).toHaveText('You are signed out of Demo Notes.');
  expect((await context.cookies(demo.demoOrigin)).filter((cookie) => cookie.name.startsWith('stytch_session'))).toEqual([]);
  await page.goto(`${demo.relyingPartyOrigin}/`);
  await expect(page.getByRole('link', { name: 'Sign in with Demo' })).toBeVisible();
  await page.goto(`${demo.demoOrigin}/`);
  await expect(page.locator('#signed-in')).toBeHidden();
});
