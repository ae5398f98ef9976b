// Crypto-wallet sign-in, end to end (docs/spec/product.md §2 Main and Crypto screens, §8, §9; docs/spec/api.md §3
// crypto rows; docs/spec/security.md C1-C6): the built widget in Chromium, the test wallets of
// testWallets.ts signing with real keys, and the emulator checking every signature. Wallets that
// only need to be seen (to fill Main, or to be hostile) are announced by a small init script here.
import { ed25519 } from '@noble/curves/ed25519.js';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { encodeBase58 } from '../../emulator/crypto/base58';
import type { AuthResponse, User } from '../../src/contract/index';
import { personalSign } from '../emulator/softWallets';
import { expect, expectSessionCookies, PUBLIC_TOKEN, sessionCookies, test, widgetEvents, type Emulator, type Host } from './fixtures';
import { layoutShifts, overflowIn, watchLayoutShifts } from './layoutPages';
import { addTestWallets, testWalletsScript, walletCalls, type Behaviour } from './testWallets';
import { nextFrames, settled } from './settle';

// ---- the texts, verbatim (src/products/crypto/strings.ts, docs/spec/product.md §2, §8) ----

const CONNECTING = 'Connecting to your wallet...';
const SIGNING = 'Completing signature request...';
const CONNECTED = 'You have successfully connected your wallet.';
const ERROR_HEADING = 'Looks like there was an error!';
const ERROR_TEXT = 'Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!';
const OTHER_BUTTON = 'Continue with another crypto wallet';
const OTHER_HEADING = 'Continue with other wallet';
const SET_UP = 'Set up a new crypto wallet';
const SET_UP_TEXT =
  'Signing in with a crypto wallet keeps your account private and secure: there is no password to steal, and only you can sign with your wallet. Get one of these wallets to start:';
const pendingText = (wallet: string) => `Open ${wallet}: it is still waiting for you to answer an earlier request from this site. Answer or cancel it there, then try again.`;
const FAILURE = { connect: '[Error] Could not connect to wallet', sign: '[Error] Could not sign message' } as const;

const EVENTS = ['CRYPTO_WALLET_AUTHENTICATE_START', 'CRYPTO_WALLET_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE'];
const START_PRIMARY = '/crypto_wallets/authenticate/start/primary';
const START_SECONDARY = '/crypto_wallets/authenticate/start/secondary';
const AUTHENTICATE = '/crypto_wallets/authenticate';

/** The test wallet as MetaMask announces itself (the default rdns lists it as an other wallet). */
const METAMASK = { rdns: 'io.metamask', name: 'MetaMask' };

/** An icon wallets really announce: a data:image URL. */
const ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#888"/></svg>')}`;

// ---- helpers ----

/** A host page with the wallets and the email form (so Main has its 'or' and a form to hold still). */
function walletPage(host: Host, name: string) {
  return host.widgetPage(name, { mount: { config: { products: ['crypto', 'emailMagicLinks'] } }, showUser: true });
}

const walletButton = (page: Page, wallet: string) => page.getByRole('button', { name: `Continue with ${wallet}`, exact: true });
const backButton = (page: Page) => page.getByRole('button', { name: 'Back', exact: true });

async function expectConnected(page: Page) {
  await expect(page.getByRole('heading', { name: 'Success', exact: true })).toBeVisible();
  await expect(page.getByText(CONNECTED, { exact: true })).toBeVisible();
}

/** The onEvent callbacks with their data, oldest first. */
function callbackEvents(page: Page): Promise<{ type: string; data: any }[]> {
  return page.evaluate(() => (window as unknown as { __events: { type: string; data: unknown }[] }).__events.map(({ type, data }) => ({ type, data })));
}

/** The widget's wallet requests to the emulator from now on: the path after /sdk/v1 and the body as sent. */
function watchWalletRequests(page: Page): { path: string; body: any }[] {
  const seen: { path: string; body: any }[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && pathname.startsWith('/sdk/v1/crypto_wallets/')) seen.push({ path: pathname.slice('/sdk/v1'.length), body: request.postDataJSON() });
  });
  return seen;
}

/** The user as the emulator keeps it, asked with the session token the widget stored in its cookie. */
async function serverUser(context: BrowserContext, request: APIRequestContext, emulator: Emulator, host: Host): Promise<User> {
  const token = (await sessionCookies(context, host.origin)).find((cookie) => cookie.name === 'stytch_session')!.value;
  const response = await request.get(`${emulator.origin}/sdk/v1/users/me`, {
    headers: { authorization: `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${token}`).toString('base64')}` },
  });
  expect(response.status()).toBe(200);
  const body = await response.json();
  return (body.data ?? body) as User;
}

/** Signs out through the host's client, as a host's sign-out button would. */
async function logOut(page: Page, emulator: Emulator) {
  await page.evaluate(
    (options) => (window as unknown as { AuthWidget: { client(options: object): { logout(): Promise<void> } } }).AuthWidget.client(options).logout(),
    { publicToken: PUBLIC_TOKEN, apiBaseUrl: emulator.origin },
  );
  await expect(page.locator('#who')).toHaveText('Signed out');
}

/** Sets how a test wallet answers from its next call on (the live config, read at each call). */
function setBehaviour(page: Page, chain: 'ethereum' | 'solana', behaviour: { connect?: Behaviour; sign?: Behaviour }) {
  return page.evaluate(({ chain, behaviour }) => void ((window as any).__testWallets[chain].behaviour = behaviour), { chain, behaviour });
}

/** The methods a page's test wallets were asked, in order. */
async function walletMethods(page: Page) {
  return (await walletCalls(page)).map((call) => call.method);
}

const utf8Hex = (text: string) => `0x${Buffer.from(text, 'utf8').toString('hex')}`;
const fromHex = (hex: string) => Buffer.from(hex.replace(/^0x/, ''), 'hex').toString('utf8');

interface Announced {
  uuid: string;
  name: string;
  rdns: string;
  icon: string;
}

/**
 * Announces `wallets` by EIP-6963 from the document's start, each with a provider that records
 * what it is asked (in `window.__announcedCalls`) and answers as `answer` says: a refusal (4001),
 * or only `later`, when the test calls `answerLater(page, result)` (a pop-up the person leaves
 * open meanwhile). Enough to be seen and chosen, not to sign.
 */
async function announceWallets(page: Page, wallets: Announced[], answer: 'reject' | 'later' = 'reject') {
  await page.addInitScript(
    ({ wallets, answer }) => {
      const calls: { name: string; method: string }[] = ((window as any).__announcedCalls = []);
      const later: ((result: unknown) => void)[] = ((window as any).__answerLater = []);
      for (const info of wallets) {
        const provider = {
          request({ method }: { method: string }) {
            calls.push({ name: info.name, method });
            return answer === 'later' ? new Promise((resolve) => later.push(resolve)) : Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }));
          },
          on: () => provider,
          removeListener: () => provider,
        };
        const detail = Object.freeze({ info: Object.freeze({ ...info }), provider });
        const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
        window.addEventListener('eip6963:requestProvider', announce);
        announce();
      }
    },
    { wallets, answer },
  );
}

/** Answers every request the announced wallets are still holding with `result`. */
const answerLater = (page: Page, result: unknown) => page.evaluate((result) => (window as any).__answerLater.splice(0).forEach((answer: (result: unknown) => void) => answer(result)), result);

const announcedCalls = (page: Page): Promise<{ name: string; method: string }[]> => page.evaluate(() => (window as any).__announcedCalls);

let uuids = 0;
const wallet = (name: string, rdns: string, icon = ICON): Announced => ({ uuid: `00000000-0000-4000-8000-${String(++uuids).padStart(12, '0')}`, name, rdns, icon });

/**
 * What one successful sign-in left behind: the three events in order, with the wallet on the user
 * and a crypto_wallet factor on the session, no error, and the session cookies.
 */
async function expectSignedIn(page: Page, host: Host, type: 'ethereum' | 'solana', address: string): Promise<{ challenge: string; auth: AuthResponse }> {
  await expectConnected(page);
  const events = await callbackEvents(page);
  expect(events.map((event) => event.type)).toEqual(EVENTS);
  const [start, authenticated, complete] = events;
  const auth = authenticated!.data as AuthResponse;
  expect(start!.data.challenge).toEqual(expect.any(String));
  expect(auth.user.crypto_wallets).toEqual([expect.objectContaining({ crypto_wallet_type: type, crypto_wallet_address: address })]);
  expect(auth.session.authentication_factors).toEqual([
    expect.objectContaining({ delivery_method: 'crypto_wallet', crypto_wallet_factor: expect.objectContaining({ crypto_wallet_address: address, crypto_wallet_type: type }) }),
  ]);
  expect((complete!.data as AuthResponse).user_id).toBe(auth.user_id);
  // The DOM events say the same (pages.ts listens to both).
  const { dom, errors, domErrors } = await widgetEvents(page);
  expect(dom).toEqual(EVENTS);
  expect([errors, domErrors]).toEqual([[], []]);
  await expectSessionCookies(page.context(), host.origin);
  // The host's own client (AuthWidget.client) sees the session too.
  await expect(page.locator('#who')).toHaveText(/^Signed in as/);
  return { challenge: start!.data.challenge, auth };
}

// The wallets' script takes seconds to build on two busy cores: once, outside the tests' 30 s.
test.beforeAll(async () => {
  test.setTimeout(120_000);
  await testWalletsScript();
});

// ---- sign-up, then log-in, on each chain ----

test('Ethereum (EIP-6963): a new wallet signs up, the same key logs in again as the same user; personal_sign gets the 0x-hex challenge and the address', async ({ page, context, host, emulator, request }) => {
  const { ethereum: address, config } = await addTestWallets(page, { ethereum: METAMASK });
  const privateKey = (config.ethereum as { privateKey: string }).privateKey.replace(/^0x/, '');
  const requests = watchWalletRequests(page);
  const url = walletPage(host, 'ethereum');

  const signInOnce = async () => {
    await page.goto(url);
    await walletButton(page, 'MetaMask').click();
    const { challenge, auth } = await expectSignedIn(page, host, 'ethereum', address!);
    // The page's script runs again at each load, so these are this sign-in's calls only.
    expect(await walletCalls(page)).toEqual([
      { chain: 'ethereum', method: 'eth_requestAccounts' },
      { chain: 'ethereum', method: 'personal_sign', params: [utf8Hex(challenge), address] },
    ]);
    // What was sent is the wallet's own signature of that challenge (deterministic, RFC 6979).
    // …for the default session of 30 minutes (docs/spec/product.md §9).
    expect(requests.at(-1)).toEqual({
      path: AUTHENTICATE,
      body: expect.objectContaining({ crypto_wallet_type: 'ethereum', crypto_wallet_address: address, signature: personalSign(privateKey, challenge), session_duration_minutes: 30 }),
    });
    return auth;
  };

  const signUp = await signInOnce();
  expect((await serverUser(context, request, emulator, host)).user_id).toBe(signUp.user_id);
  await logOut(page, emulator);

  const logIn = await signInOnce();
  expect(logIn.user_id).toBe(signUp.user_id);
  const user = await serverUser(context, request, emulator, host);
  expect(user.user_id).toBe(signUp.user_id);
  expect(user.crypto_wallets.map((entry) => entry.crypto_wallet_address)).toEqual([address]);
  // Signed out both times, so both were primary sign-ins.
  expect(requests.map((sent) => sent.path)).toEqual([START_PRIMARY, AUTHENTICATE, START_PRIMARY, AUTHENTICATE]);
  expect(requests[0]!.body).toEqual({ crypto_wallet_address: address, crypto_wallet_type: 'ethereum' });
});

test("Solana (Phantom): a new wallet signs up, the same key logs in again as the same user; signMessage gets the challenge's exact bytes, the signature goes in base58", async ({ page, context, host, emulator, request }) => {
  const { solana: address, config } = await addTestWallets(page, { solana: {} });
  const secretKey = Buffer.from((config.solana as { secretKey: string }).secretKey.replace(/^0x/, ''), 'hex');
  const requests = watchWalletRequests(page);
  const url = walletPage(host, 'solana');

  const signInOnce = async () => {
    await page.goto(url);
    await walletButton(page, 'Phantom').click();
    const { challenge, auth } = await expectSignedIn(page, host, 'solana', address!);
    expect((await walletCalls(page)).map(({ method, params }) => [method, params])).toEqual([
      ['connect', undefined],
      ['signMessage', { text: challenge, hex: Buffer.from(challenge, 'utf8').toString('hex') }],
    ]);
    // ed25519 is deterministic: the signature sent is the key's over those bytes, in base58.
    const signature = encodeBase58(ed25519.sign(new TextEncoder().encode(challenge), secretKey));
    expect(requests.at(-1)).toEqual({ path: AUTHENTICATE, body: expect.objectContaining({ crypto_wallet_type: 'solana', crypto_wallet_address: address, signature }) });
    return auth;
  };

  const signUp = await signInOnce();
  await logOut(page, emulator);
  const logIn = await signInOnce();
  expect(logIn.user_id).toBe(signUp.user_id);
  const user = await serverUser(context, request, emulator, host);
  expect(user.crypto_wallets.map((entry) => [entry.crypto_wallet_type, entry.crypto_wallet_address])).toEqual([['solana', address]]);
  expect(requests.map((sent) => sent.path)).toEqual([START_PRIMARY, AUTHENTICATE, START_PRIMARY, AUTHENTICATE]);
  expect(requests[0]!.body).toEqual({ crypto_wallet_address: address, crypto_wallet_type: 'solana' });
});

// ---- Sign-In with Ethereum (EIP-4361) ----

test('with SIWE required, the Ethereum wallet signs an EIP-4361 message bound to the page (domain and URI) and signs in; Solana is unaffected', async ({ page, host, emulator, request }) => {
  expect((await request.post(`${emulator.origin}/__emulator/project`, { data: { siwe_required_for_crypto_wallets: true } })).status()).toBe(200);
  const { ethereum, solana } = await addTestWallets(page, { ethereum: METAMASK, solana: {} });
  const requests = watchWalletRequests(page);
  const url = walletPage(host, 'siwe');
  const pageHost = new URL(host.origin).host;

  await page.goto(url);
  await walletButton(page, 'MetaMask').click();
  await expectSignedIn(page, host, 'ethereum', ethereum!);
  // The widget asked for a message bound to the page it is on…
  expect(requests[0]).toEqual({ path: START_PRIMARY, body: { crypto_wallet_address: ethereum, crypto_wallet_type: 'ethereum', siwe_params: { uri: host.origin } } });
  // …and the wallet signed exactly that: EIP-4361's layout, the page's host as the domain (as the
  // emulator saw it in the request's Origin, not the emulator's own host) and its origin as URI.
  const [accounts, sign] = await walletCalls(page);
  expect(accounts!.method).toBe('eth_requestAccounts');
  expect(sign!.method).toBe('personal_sign');
  const [hex, from] = sign!.params as [string, string];
  expect(from).toBe(ethereum);
  const message = fromHex(hex);
  expect(pageHost).not.toBe(new URL(emulator.origin).host);
  const lines = message.split('\n');
  expect(lines.slice(0, 3), message).toEqual([`${pageHost} wants you to sign in with your Ethereum account:`, ethereum, '']);
  expect(lines).toContain(`URI: ${host.origin}`);
  expect(lines).toContain('Version: 1');
  expect(lines.find((line) => line.startsWith('Chain ID: '))).toMatch(/^Chain ID: [1-9]\d*$/);
  expect(lines.find((line) => line.startsWith('Nonce: '))).toMatch(/^Nonce: [A-Za-z0-9]{8,}$/);
  expect(Date.parse(lines.find((line) => line.startsWith('Issued At: '))!.slice('Issued At: '.length))).not.toBeNaN();

  // Solana challenges are never SIWE: no siwe_params (the emulator would refuse them), the plain challenge.
  await logOut(page, emulator);
  requests.length = 0;
  await page.goto(url);
  await walletButton(page, 'Phantom').click();
  const { challenge } = await expectSignedIn(page, host, 'solana', solana!);
  expect(requests[0]).toEqual({ path: START_PRIMARY, body: { crypto_wallet_address: solana, crypto_wallet_type: 'solana' } });
  expect(challenge).toMatch(/^Signing in with .+: \S+$/);
});

// ---- the person says no, or has a prompt of ours open already (C3) ----

const CHAINS = [
  { chain: 'ethereum', name: 'MetaMask', methods: { connect: 'eth_requestAccounts', sign: 'personal_sign' } },
  { chain: 'solana', name: 'Phantom', methods: { connect: 'connect', sign: 'signMessage' } },
] as const;

for (const { chain, name, methods } of CHAINS) {
  for (const phase of ['connect', 'sign'] as const) {
    test(`${name}: a refusal (4001) at ${phase} shows CryptoError, reports '${FAILURE[phase]}', asks the wallet once only; Back returns to Main and a second try signs in`, async ({ page, context, host }) => {
      await page.clock.install();
      const wallets = await addTestWallets(page, chain === 'ethereum' ? { ethereum: { ...METAMASK, behaviour: { [phase]: 'reject' } } } : { solana: { behaviour: { [phase]: 'reject' } } });
      await page.goto(walletPage(host, `reject-${chain}-${phase}`));
      await walletButton(page, name).click();

      await expect(page.getByRole('heading', { name: ERROR_HEADING })).toBeVisible();
      await expect(page.getByText(ERROR_TEXT, { exact: true })).toBeVisible();
      expect(await widgetEvents(page)).toMatchObject({ errors: [FAILURE[phase]], domErrors: [FAILURE[phase]] });
      expect((await callbackEvents(page)).map((event) => event.type)).toEqual(phase === 'sign' ? ['CRYPTO_WALLET_AUTHENTICATE_START'] : []);
      // A refusal is final (C3): a retry, whether at once or on a timer, would have asked the
      // wallet again once the page's clock has run on and the tasks it set off have run.
      await page.clock.runFor(2_000);
      await settled(page);
      const asked = phase === 'connect' ? [methods.connect] : [methods.connect, methods.sign];
      expect(await walletMethods(page)).toEqual(asked);
      expect(await sessionCookies(context, host.origin)).toEqual([]);

      await backButton(page).click();
      await expect(walletButton(page, name)).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();

      // The person changes their mind in the wallet and tries again.
      await setBehaviour(page, chain, {});
      await walletButton(page, name).click();
      await expectConnected(page);
      expect(await walletMethods(page)).toEqual([...asked, methods.connect, methods.sign]);
      await expectSessionCookies(context, host.origin);
      const auth = (await callbackEvents(page)).find((event) => event.type === 'CRYPTO_WALLET_AUTHENTICATE')!.data as AuthResponse;
      expect(auth.user.crypto_wallets.map((entry) => entry.crypto_wallet_address)).toEqual([wallets[chain]]);
    });

    test(`${name}: a prompt already open (-32002) at ${phase} asks the person to open the wallet, sends nothing more; 'Try again' signs in`, async ({ page, host }) => {
      await page.clock.install();
      await addTestWallets(page, chain === 'ethereum' ? { ethereum: { ...METAMASK, behaviour: { [phase]: 'pending' } } } : { solana: { behaviour: { [phase]: 'pending' } } });
      await page.goto(walletPage(host, `pending-${chain}-${phase}`));
      await walletButton(page, name).click();

      // The heading says which request waits in the wallet.
      await expect(page.getByRole('heading', { name: phase === 'connect' ? CONNECTING : SIGNING })).toBeVisible();
      await expect(page.getByText(pendingText(name), { exact: true })).toBeVisible();
      const tryAgain = page.getByRole('button', { name: 'Try again', exact: true });
      await expect(tryAgain).toBeVisible();
      // Not a failure: no CryptoError, nothing reported, and no new prompt piled on the open one,
      // at once or on a timer, once the page's clock has run on and the tasks it set off have run.
      await page.clock.runFor(2_000);
      await settled(page);
      const asked = phase === 'connect' ? [methods.connect] : [methods.connect, methods.sign];
      expect(await walletMethods(page)).toEqual(asked);
      expect(await widgetEvents(page)).toMatchObject({ errors: [], domErrors: [] });
      await expect(page.getByRole('heading', { name: ERROR_HEADING })).toHaveCount(0);

      // The person answers the open prompt in the wallet, then comes back.
      await setBehaviour(page, chain, {});
      await tryAgain.click();
      await expectConnected(page);
      expect(await walletMethods(page)).toEqual([...asked, methods.connect, methods.sign]);
    });
  }
}

// ---- failures that are not the person's ----

for (const [phase, path] of [
  ['connect', START_PRIMARY],
  ['sign', AUTHENTICATE],
] as const) {
  test(`the provider failing at ${path} shows CryptoError and reports '${FAILURE[phase]}'`, async ({ page, context, host }) => {
    await addTestWallets(page, { ethereum: METAMASK });
    // A signature the provider cannot verify (one digit changed in transit), or a start it fails.
    await page.route(`**/sdk/v1${path}`, (route) =>
      phase === 'sign'
        ? route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), signature: route.request().postDataJSON().signature.replace(/.$/, (digit: string) => (digit === 'b' ? 'c' : 'b')) }) })
        : route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status_code: 500, error_type: 'internal_server_error', error_message: 'Boom', error_url: '', request_id: 'r' }) }),
    );
    await page.goto(walletPage(host, `server-${phase}`));
    await walletButton(page, 'MetaMask').click();
    await expect(page.getByRole('heading', { name: ERROR_HEADING })).toBeVisible();
    await expect(page.getByText(ERROR_TEXT, { exact: true })).toBeVisible();
    expect(await widgetEvents(page)).toMatchObject({ errors: [FAILURE[phase]], domErrors: [FAILURE[phase]] });
    expect(await sessionCookies(context, host.origin)).toEqual([]);
    await backButton(page).click();
    await expect(walletButton(page, 'MetaMask')).toBeVisible();
  });
}

test('the crypto chunk failing to download: the card says it is the network and the host hears why once; a reload that gets it signs in', async ({ page, host }) => {
  await addTestWallets(page, { ethereum: METAMASK });
  let failures = 1;
  await page.route(/\/cdn\/auth-widget\.crypto\.js$/, (route) => (failures-- > 0 ? route.abort() : route.continue()));
  await page.goto(walletPage(host, 'chunk-fails'));
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('Unable to contact our servers.', { exact: true })).toBeVisible();
  expect((await widgetEvents(page)).errors).toEqual(['auth-widget: could not load the "crypto" chunk.']);
  expect(await walletCalls(page)).toEqual([]);

  await page.reload();
  await walletButton(page, 'MetaMask').click();
  await expectConnected(page);
});

// ---- Main's wallets: discovery, the count rule, the order, the other screen (C1) ----

test('six wallets and one OAuth provider: Main shows Google, then four wallets in the spec order, then "other"; the other screen lists the other two and signs in', async ({ page, host }) => {
  // Announced out of the spec's order, so the order on screen is the widget's doing. The real test
  // wallet (default rdns: an other Ethereum wallet) announces after the unknown Rabby, so the two
  // other Ethereum wallets are the ones without room on Main.
  await announceWallets(page, [wallet('Rabby Wallet', 'io.rabby'), wallet('MetaMask', 'io.metamask'), wallet('Coinbase Wallet', 'com.coinbase.wallet'), wallet('Binance Wallet', 'com.binance.wallet')]);
  const { ethereum: address } = await addTestWallets(page, { ethereum: {}, solana: {} });
  const url = `${host.origin}${new URL(host.add('six', '')).pathname}`;
  await page.goto(
    host.widgetPage('six', {
      mount: { config: { products: ['oauth', 'crypto', 'emailMagicLinks'], oauthOptions: { providers: [{ type: 'google' }], loginRedirectURL: url, signupRedirectURL: url } } },
      showUser: true,
    }),
  );

  // 5 - 1 OAuth provider = 4 wallet buttons.
  const buttons = page.locator('#login').getByRole('button');
  await expect(buttons).toHaveText([
    'Continue with Google',
    'Continue with Phantom',
    'Continue with Binance Wallet',
    'Continue with Coinbase Wallet',
    'Continue with MetaMask',
    OTHER_BUTTON,
    'Continue with email',
  ]);
  // The 'or' divider sits between the social/wallet group and the form.
  const top = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!.y;
  const divider = page.locator('#login [part=divider]');
  await expect(divider).toHaveText('or');
  expect(await top(page.getByRole('button', { name: OTHER_BUTTON }))).toBeLessThan(await top(divider));
  expect(await top(divider)).toBeLessThan(await top(page.getByRole('textbox', { name: 'Email', exact: true })));

  await page.getByRole('button', { name: OTHER_BUTTON }).click();
  await expect(page.getByRole('heading', { name: OTHER_HEADING })).toBeVisible();
  await expect(page.locator('#login').getByRole('button', { name: /^(Continue with|Set up)/ })).toHaveText(['Continue with Rabby Wallet', 'Continue with Test Wallet', SET_UP]);

  await walletButton(page, 'Test Wallet').click();
  await expectSignedIn(page, host, 'ethereum', address!);
  // Only the chosen wallet was asked anything.
  expect(await announcedCalls(page)).toEqual([]);
  expect(await walletMethods(page)).toEqual(['eth_requestAccounts', 'personal_sign']);
});

test('all seven kinds of wallet, found every way and in no particular order, show in the spec order: Phantom, Vessel, Binance, Coinbase, MetaMask, other Ethereum, other Solana', async ({ page, host }) => {
  // Injected before the test wallets: Vessel (window.vessel.ethereum, no flag), Coinbase as
  // window.ethereum (it sets isMetaMask too, for compatibility), a Solana wallet that is not Phantom.
  await page.addInitScript(() => {
    const request = () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }));
    (window as any).vessel = { ethereum: { request } };
    (window as any).ethereum = { isCoinbaseWallet: true, isMetaMask: true, request };
    (window as any).solana = { connect: request, signMessage: request };
  });
  await announceWallets(page, [wallet('Rabby Wallet', 'io.rabby'), wallet('Binance Wallet', 'com.binance.wallet')]);
  await addTestWallets(page, { ethereum: METAMASK, solana: { injectWindowSolana: false } });
  await page.goto(walletPage(host, 'seven'));

  // No OAuth: room for 5. Injected wallets have no name of their own: the spec's, or their chain's.
  await expect(page.locator('#login').getByRole('button')).toHaveText([
    'Continue with Phantom',
    'Continue with Vessel',
    'Continue with Binance Wallet',
    'Continue with Coinbase',
    'Continue with MetaMask',
    OTHER_BUTTON,
    'Continue with email',
  ]);
  await page.getByRole('button', { name: OTHER_BUTTON }).click();
  await expect(page.getByRole('heading', { name: OTHER_HEADING })).toBeVisible();
  await expect(page.locator('#login').getByRole('button', { name: /^(Continue with|Set up)/ })).toHaveText(['Continue with Rabby Wallet', 'Continue with Solana wallet', SET_UP]);
});

test('discovery (C1): an announced wallet also injected shows once, a later announcement of its uuid cannot replace it, malformed announcements and globals that throw are skipped without an error', async ({ page, host }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const { ethereum: address, config } = await addTestWallets(page, { ethereum: { ...METAMASK, injectWindowEthereum: true, flags: { isMetaMask: true } } });
  const uuid = (config.ethereum as { uuid: string }).uuid;
  // An impostor answering for the real wallet's uuid, after it.
  await announceWallets(page, [{ uuid, name: 'MetaMask', rdns: 'io.metamask', icon: ICON }]);
  // Announcements no wallet would make (unreadable, a field of the wrong type, no request()), and
  // injected globals that throw when read.
  await page.addInitScript(() => {
    Object.defineProperty(window, 'solana', {
      get() {
        throw new Error('hostile getter');
      },
    });
    (window as any).vessel = {
      get ethereum() {
        throw new Error('hostile getter');
      },
    };
    const announce = (detail: unknown) => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
    const request = () => Promise.resolve([]);
    window.addEventListener('eip6963:requestProvider', () => {
      announce({
        get info() {
          throw new Error('hostile getter');
        },
        provider: { request },
      });
      announce({ info: { uuid: 'u-number', name: 42, icon: '', rdns: 'evil.number' }, provider: { request } });
      announce({ info: { uuid: 'u-norequest', name: 'No Request', icon: '', rdns: 'evil.norequest' }, provider: {} });
      announce(null);
    });
  });
  await page.goto(walletPage(host, 'discovery'));

  await expect(page.locator('#login').getByRole('button')).toHaveText(['Continue with MetaMask', 'Continue with email']);
  await walletButton(page, 'MetaMask').click();
  await expectSignedIn(page, host, 'ethereum', address!);
  expect(await announcedCalls(page)).toEqual([]);
  expect(pageErrors).toEqual([]);
});

// ---- no wallet at all ----

test("without a wallet, Main offers only 'Set up a new crypto wallet': the explanation and four download links opening new tabs; Back returns to Main", async ({ page, host }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(walletPage(host, 'no-wallet'));
  await expect(page.locator('#login').getByRole('button')).toHaveText([SET_UP, 'Continue with email']);

  await page.getByRole('button', { name: SET_UP }).click();
  await expect(page.getByRole('heading', { name: SET_UP })).toBeVisible();
  await expect(page.getByText(SET_UP_TEXT, { exact: true })).toBeVisible();
  // The download list's links (the card's footer has a link of its own).
  const links = page.locator('#login').getByRole('listitem').getByRole('link');
  await expect(links).toHaveText(['MetaMask (opens in a new tab)', 'Phantom (opens in a new tab)', 'Coinbase wallet (opens in a new tab)', 'Binance wallet (opens in a new tab)']);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(link).toHaveAttribute('target', '_blank');
    // noopener: the wallet maker's page gets no handle on the host's window.
    expect((await link.getAttribute('rel'))!.split(/\s+/)).toContain('noopener');
  }
  expect(await overflowIn(page)).toEqual([]);

  await backButton(page).click();
  await expect(page.getByRole('button', { name: SET_UP })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
});

// ---- hostile and slow wallets (C1, C2) ----

test('hostile announcements: a name of markup shows as text and runs nothing, icons that are no image URL never reach an <img>, and a 300-character name fits at 320 px', async ({ page, host, requests }) => {
  const markup = '<img src=x onerror="window.__pwned=1">';
  const long = 'Wallet'.repeat(50);
  // Scripts in an SVG run nowhere when it is an <img>'s source (C2's own example).
  const svgIcon = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" onload="parent.__pwned=2"><script>parent.__pwned=3</script></svg>')}`;
  await announceWallets(
    page,
    [
      wallet(markup, 'evil.markup', 'javascript:alert(1)'),
      wallet('Plain HTTP Icon', 'evil.http', `${host.origin}/icon.png`),
      wallet('Relative Icon', 'evil.relative', '//127.0.0.1:9/icon.png'),
      wallet('SVG Icon', 'evil.svg', svgIcon),
      wallet(long, 'evil.long'),
    ],
    'later',
  );
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => void (dialogs.push(dialog.message()), dialog.dismiss()));
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(walletPage(host, 'hostile'));

  const evil = walletButton(page, markup);
  await expect(evil).toBeVisible();
  for (const name of [markup, 'Plain HTTP Icon', 'Relative Icon']) {
    // No image at all for these: the generic wallet icon instead.
    await expect(walletButton(page, name).locator('img')).toHaveCount(0);
    await expect(walletButton(page, name).locator('svg')).toHaveCount(1);
  }
  // The only <img>s in the widget are of image URLs (the last two wallets' data: icons), none is 'x'.
  const sources = () => page.locator('#login img').evaluateAll((images) => images.map((image) => image.getAttribute('src')));
  expect(await sources()).toEqual([svgIcon, ICON]);
  expect(await overflowIn(page)).toEqual([]);

  // The connecting screen names the wallet too: as text again.
  await evil.click();
  await expect(page.getByRole('heading', { name: CONNECTING })).toBeVisible();
  await expect(page.getByText(`Approve the request in ${markup} to connect your wallet to this site.`, { exact: true })).toBeVisible();
  expect(await sources()).toEqual([]);
  await backButton(page).click();
  await page.getByRole('button', { name: /^Continue with (Wallet){3}/ }).click();
  await expect(page.getByRole('heading', { name: CONNECTING })).toBeVisible();
  expect(await overflowIn(page)).toEqual([]);

  // Give an injected handler every chance to have run.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 200))));
  expect(await page.evaluate(() => (window as any).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(requests.urls.filter((url) => /icon\.png|\/x$/.test(url))).toEqual([]);
});

test('a wallet that does not answer: Back leaves the connecting screen, and its answer coming later changes nothing', async ({ page, context, host }) => {
  await announceWallets(page, [wallet('Slow Wallet', 'com.example.slow')], 'later');
  const requests = watchWalletRequests(page);
  await page.goto(walletPage(host, 'slow'));
  await walletButton(page, 'Slow Wallet').click();
  await expect(page.getByRole('heading', { name: CONNECTING })).toBeVisible();
  await expect(page.getByText('Approve the request in Slow Wallet to connect your wallet to this site.', { exact: true })).toBeVisible();

  // Waiting on the person, not on a request of ours: Back works at once.
  await backButton(page).click();
  await expect(walletButton(page, 'Slow Wallet')).toBeVisible();
  await answerLater(page, ['0x0000000000000000000000000000000000000001']);
  await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
  await expect(walletButton(page, 'Slow Wallet')).toBeVisible();
  expect(requests).toEqual([]);
  expect(await announcedCalls(page)).toEqual([{ name: 'Slow Wallet', method: 'eth_requestAccounts' }]);
  expect(await sessionCookies(context, host.origin)).toEqual([]);
  expect(await widgetEvents(page)).toMatchObject({ callbacks: [], errors: [] });
});

// ---- layout ----

test('the wallet buttons are in the first frame Main paints (it waits for the crypto chunk), and nothing moves after', async ({ page, host }) => {
  await addTestWallets(page, { ethereum: METAMASK, solana: {} });
  await watchLayoutShifts(page);
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/cdn\/auth-widget\.crypto\.js$/, async (route) => (await held, route.continue()));
  // The first frame with the widget's card in it, seen from the document's start: a frame callback
  // runs before its frame is painted, and measuring there lays out what that frame shows.
  await page.addInitScript(() => {
    const look = () => {
      const card = document.querySelector('#login [part=container]');
      const email = card?.querySelector('input[type=email]');
      if (!card || !email) return void requestAnimationFrame(look);
      const { x, y, width, height } = email.getBoundingClientRect();
      (window as any).__firstFrame = { buttons: [...card.querySelectorAll('button')].map((button) => button.textContent), box: { x, y, width, height } };
    };
    requestAnimationFrame(look);
  });
  await page.goto(walletPage(host, 'layout'), { waitUntil: 'commit' });
  await page.waitForLoadState('domcontentloaded');
  await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
  // Held: no card without its wallets.
  await expect(page.locator('#login [part=container]')).toHaveCount(0);
  release();
  const first = (await (await page.waitForFunction(() => (window as any).__firstFrame)).jsonValue()) as { buttons: string[]; box: object };
  expect(first.buttons).toEqual(['Continue with Phantom', 'Continue with MetaMask', 'Continue with email']);
  await nextFrames(page);
  expect(await page.getByRole('textbox', { name: 'Email', exact: true }).boundingBox()).toEqual(first.box);
  expect((await layoutShifts(page)).filter((shift) => !shift.hadRecentInput)).toEqual([]);
});

// ---- a session already there ----

test('signed in already: Main shows again after a reload, and a second wallet is added to the same user through the secondary start', async ({ page, context, host, emulator, request }) => {
  const { ethereum, solana } = await addTestWallets(page, { ethereum: METAMASK, solana: {} });
  const requests = watchWalletRequests(page);
  const url = walletPage(host, 'secondary');

  await page.goto(url);
  await walletButton(page, 'Phantom').click();
  const { auth: first } = await expectSignedIn(page, host, 'solana', solana!);

  await page.reload();
  await expect(page.locator('#who')).toHaveText(/^Signed in as/);
  await walletButton(page, 'MetaMask').click();
  await expectConnected(page);
  expect(requests.map((sent) => sent.path)).toEqual([START_PRIMARY, AUTHENTICATE, START_SECONDARY, AUTHENTICATE]);

  const user = await serverUser(context, request, emulator, host);
  expect(user.user_id).toBe(first.user_id);
  expect(user.crypto_wallets.map((entry) => [entry.crypto_wallet_type, entry.crypto_wallet_address]).sort()).toEqual([
    ['ethereum', ethereum],
    ['solana', solana],
  ]);
  const auth = (await callbackEvents(page)).find((event) => event.type === 'CRYPTO_WALLET_AUTHENTICATE')!.data as AuthResponse;
  expect(auth.user_id).toBe(first.user_id);
  expect(auth.session.authentication_factors.map((factor) => factor.delivery_method)).toContain('crypto_wallet');
});

test('a session that ended outside the widget (revoked by the host): the wallet sign-in still succeeds, as a primary one', async ({ page, context, host, emulator, request }) => {
  // The stored session has ended elsewhere: the secondary start is refused (401), the client
  // forgets the session, and the widget starts again as primary, with no second wallet prompt.
  const { ethereum, solana } = await addTestWallets(page, { ethereum: METAMASK, solana: {} });
  const requests = watchWalletRequests(page);
  const url = walletPage(host, 'revoked');
  await page.goto(url);
  await walletButton(page, 'Phantom').click();
  await expectSignedIn(page, host, 'solana', solana!);

  const token = (await sessionCookies(context, host.origin)).find((cookie) => cookie.name === 'stytch_session')!.value;
  const revoked = await request.post(`${emulator.origin}/sdk/v1/sessions/revoke`, {
    headers: { authorization: `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${token}`).toString('base64')}` },
    data: {},
  });
  expect(revoked.status()).toBe(200);

  await page.reload();
  requests.length = 0;
  await walletButton(page, 'MetaMask').click();
  await expect(page.getByText(CONNECTED, { exact: true })).toBeVisible();
  expect(requests.map((sent) => sent.path)).toEqual([START_SECONDARY, START_PRIMARY, AUTHENTICATE]);
  expect(await walletMethods(page)).toEqual(['eth_requestAccounts', 'personal_sign']);
  const auth = (await callbackEvents(page)).find((event) => event.type === 'CRYPTO_WALLET_AUTHENTICATE')!.data as AuthResponse;
  expect(auth.user.crypto_wallets.map((entry) => entry.crypto_wallet_address)).toEqual([ethereum]);
});
