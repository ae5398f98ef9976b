// Lazy chunks: which files a config downloads, and how (K4, K7; rollup.config.mjs, src/loading/load.ts).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { CDN_DIR, expect, test, uniqueEmail, type RequestLog } from './fixtures';
import { cdnManifest } from './pages';
import { expectSuccess, phoneInput, submitEmail, typeCode } from './widget';

const MAIN = 'auth-widget.js';
const CLIENT = 'auth-widget.client.js';
const OTP = 'auth-widget.otp.js';
const MAGIC_LINKS = 'auth-widget.email-magic-links.js';
const PHONE_FIELD = 'auth-widget.phone-field.js';
const PHONE = 'auth-widget.phone.js';
const CHUNKS = [CLIENT, OTP, MAGIC_LINKS, PHONE_FIELD, PHONE];
/** What a phone tab's page fetches: the chunks, and the locale index that holds the phone library's hash (issue 38). */
const PHONE_PAGE = () => [MAIN, ...CHUNKS, LOCALE_INDEX];
/** Built too, but loaded only by configs with passwords, and where the reset widget is mounted. */
const PASSWORDS = 'auth-widget.passwords.js';
const RESET_PASSWORD = 'auth-widget.reset-password.js';
const PASSKEYS = 'auth-widget.passkeys.js';
const PASSKEY_REGISTRATION = 'auth-widget.passkey-registration.js';
const OAUTH = 'auth-widget.oauth.js';
/** The wallet sign-in and its screens: only configs with crypto, prefetched when the page is idle. */
const CRYPTO = 'auth-widget.crypto.js';
const IDENTITY_PROVIDER = 'auth-widget.identity-provider.js';
/** The session's refresh and tab sync, once a session exists; its hash rides in the client chunk. */
const SESSION_KEEPER = 'auth-widget.session-keeper.js';
const LOCALE_INDEX = 'auth-widget.locale-index.js';
/** The countries' English names: only a browser without Intl.DisplayNames fetches them (issue 38). */
const REGION_NAMES = 'auth-widget.region-names.js';
/** What the custom elements do: only a page with one of them fetches it, its hash in the locale index (issue 38). */
const ELEMENTS = 'auth-widget.elements.js';

/** Waits until every one of `files` has been requested. */
async function waitForFiles(requests: RequestLog, files: string[]) {
  await expect.poll(() => files.filter((file) => !requests.cdnFiles().includes(file)), { message: 'files not yet requested' }).toEqual([]);
}

/**
 * What is fetched before anyone reaches into the widget, then once they do (focus in the widget):
 * the screens after Enter's answer wait for that (issue 38).
 */
async function beforeAndAfterFocus(page: Page, requests: RequestLog, before: string[], after: string[]) {
  await waitForFiles(requests, before);
  // The widget's idle work was queued before this idle callback, so it has run when this one does.
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => setTimeout(done, 100), { timeout: 2000 })));
  expect(requests.cdnFiles().sort()).toEqual(before.sort());
  await page.locator('#login input:not([type=hidden])').first().focus();
  await waitForFiles(requests, after);
}

/** The widget's script elements: the main file and the chunks it added to <head>. */
function widgetScripts(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src]')]
      .filter((script) => script.src.includes('/cdn/auth-widget'))
      .map((script) => ({
        src: script.src,
        integrity: script.getAttribute('integrity'),
        crossOrigin: script.getAttribute('crossorigin'),
        nonce: script.nonce,
      })),
  );
}

test('an email magic-link config downloads the client and its own screens only, those once the person reaches into the form (issue 38)', async ({ page, host, requests }) => {
  const redirect = host.widgetPage('redirect', { mount: false });
  const emailMagicLinksOptions = { loginRedirectURL: redirect, signupRedirectURL: redirect };
  await page.goto(host.widgetPage('eml', { mount: { config: { products: ['emailMagicLinks'], emailMagicLinksOptions } } }));
  // The client loads as the main script runs; the screen group once the email field has focus.
  await beforeAndAfterFocus(page, requests, [MAIN, CLIENT], [MAGIC_LINKS]);
  await submitEmail(page, uniqueEmail('lazy'));
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  expect(requests.cdnFiles().sort()).toEqual([MAIN, CLIENT, MAGIC_LINKS].sort());
});

test('the client is asked for as the main script runs, what Main waits for in the mount, the rest once the person reaches into the widget (issues 8, 38)', async ({ page, host }) => {
  await page.goto(host.widgetPage('early', { mount: false }));
  // No widget yet: the main script alone asked for the client.
  expect((await widgetScripts(page)).map((script) => script.src.slice(script.src.lastIndexOf('/') + 1)).sort()).toEqual([MAIN, CLIENT].sort());
  const insertedByMount = (config: object) =>
    page.evaluate((options) => {
      const before = new Set(document.scripts);
      (window as unknown as { mountWidget(options: object): void }).mountWidget(options);
      return [...document.scripts].filter((script) => !before.has(script)).map((script) => script.src.slice(script.src.lastIndexOf('/') + 1));
    }, { config });
  // Main paints in the mount's task; the product's screens, which Enter does not need, are asked
  // for at the first focus in the widget, not after the paint.
  expect(await insertedByMount({ products: ['otp'], otpOptions: { methods: ['email'] } })).toEqual([]);
  const scriptFiles = async () => (await widgetScripts(page)).map((script) => script.src.slice(script.src.lastIndexOf('/') + 1));
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 300))));
  expect(await scriptFiles()).not.toContain(OTP);
  await page.getByRole('textbox', { name: 'Email' }).focus();
  await expect.poll(scriptFiles).toContain(OTP);
  // Main waits for OAuth's group, asked for in the mount's task as well.
  expect(await insertedByMount({ products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] } })).toEqual([OAUTH]);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
});

test('an email passcode sign-in downloads the client and its screens, the session keeper only once signed in (without the locale index), and never the phone chunks (issue 38)', async ({ page, host, emulator, requests }) => {
  const email = uniqueEmail('lazy-otp');
  const widgetPage = host.widgetPage('email-otp', { mount: { config: { products: ['otp'], otpOptions: { methods: ['email'] } } } });
  await page.goto(widgetPage);
  await beforeAndAfterFocus(page, requests, [MAIN, CLIENT], [OTP]);
  await submitEmail(page, email);
  const code = (await emulator.waitForMessage(email)).code!;
  // The client has long been started (it sent the code): a signed-out page has no keeper to fetch.
  expect(requests.cdnFiles().sort()).toEqual([MAIN, CLIENT, OTP].sort());
  await typeCode(page, code);
  await expectSuccess(page);
  // The client chunk carries the keeper's hash: no locale index on an English page.
  await waitForFiles(requests, [SESSION_KEEPER]);
  expect(requests.cdnFiles().sort()).toEqual([MAIN, CLIENT, OTP, SESSION_KEEPER].sort());

  // A page loaded with the session keeps it from the start, without a sign-in (its scripts, since a cached file makes no request).
  await page.goto(widgetPage);
  await expect.poll(async () => (await widgetScripts(page)).some((script) => script.src.endsWith(`/${SESSION_KEEPER}`))).toBe(true);
});

test('the phone chunks download only once a phone tab is shown', async ({ page, host, requests }) => {
  // Text is always the first tab when present, so the phone tab appears by mounting a phone config later.
  await page.goto(host.widgetPage('later', { mount: { config: { products: ['emailMagicLinks'] } } }));
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
  await beforeAndAfterFocus(page, requests, [MAIN, CLIENT], [MAGIC_LINKS]);
  expect(requests.cdnFiles()).not.toContain(PHONE_FIELD);
  expect(requests.cdnFiles()).not.toContain(PHONE);

  await page.evaluate(() =>
    (window as unknown as { mountWidget(options: object): void }).mountWidget({
      config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } },
    }),
  );
  await expect(page.getByRole('tab')).toHaveText(['Text', 'Email']);
  await phoneInput(page).pressSequentially('4155550123');
  await waitForFiles(requests, [PHONE_FIELD, LOCALE_INDEX, PHONE, OTP]);
  await expect(phoneInput(page)).toHaveValue('(415) 555-0123');
  // Each file once, however many times it was asked for.
  const files = requests.cdnFiles();
  expect(files.sort()).toEqual(PHONE_PAGE().sort());
});

test('a magic-link redirect page never downloads the phone number library', async ({ page, host, emulator, requests }) => {
  const config = { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } };
  const redirect = host.widgetPage('redirect', { mount: { config } });
  const email = uniqueEmail('lazy-link');
  await page.goto(host.widgetPage('login', { mount: { config: { ...config, emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect } } } }));
  await page.getByRole('tab', { name: 'Email' }).click();
  await submitEmail(page, email);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const { link } = await emulator.waitForMessage(email);

  requests.urls.length = 0;
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  // Main never showed, so neither did a phone tab: once the idle prefetch has run (the passcode
  // group), neither the phone field nor its 150 KB parser has been requested.
  await waitForFiles(requests, [OTP]);
  expect(requests.cdnFiles()).not.toContain(PHONE_FIELD);
  expect(requests.cdnFiles()).not.toContain(PHONE);
});

test('a crypto config fetches the crypto chunk at mount, before any click (its buttons are part of Main); a config without crypto never downloads it, even with a wallet in the browser', async ({ page, host, requests }) => {
  // A wallet in the browser both times (an injected MetaMask): the config decides, not the wallet.
  await page.addInitScript(() => {
    (window as unknown as { ethereum: object }).ethereum = { isMetaMask: true, request: () => new Promise(() => {}) };
  });
  await page.goto(host.widgetPage('crypto', { mount: { config: { products: ['crypto', 'emailMagicLinks'] } } }));
  await expect(page.getByRole('button', { name: 'Continue with MetaMask' })).toBeVisible();
  // Nothing is clicked or focused in this test: the magic-link screens are not fetched either.
  await waitForFiles(requests, [MAIN, CLIENT, CRYPTO]);
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => setTimeout(done, 100), { timeout: 2000 })));
  expect(requests.cdnFiles().sort()).toEqual([MAIN, CLIENT, CRYPTO].sort());

  requests.urls.length = 0;
  const redirect = `${host.origin}/done`;
  const oauthOptions = { providers: [{ type: 'google' }], loginRedirectURL: redirect, signupRedirectURL: redirect };
  await page.goto(host.widgetPage('no-crypto', { mount: { config: { products: ['oauth', 'emailMagicLinks'], oauthOptions } } }));
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await waitForFiles(requests, [MAIN, CLIENT, OAUTH]);
  // The widget's idle work was queued before this idle callback, so it has run when this one does.
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => setTimeout(done, 100), { timeout: 2000 })));
  expect(requests.cdnFiles()).not.toContain(CRYPTO);
  await expect(page.getByRole('button', { name: /MetaMask|crypto wallet/i })).toHaveCount(0);
});

test('every chunk loads from the main script’s origin with its SRI hash, crossorigin and the page nonce', async ({ page, host, emulator, requests }) => {
  await page.goto(host.widgetPage('all', { mount: { config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } } } }));
  await phoneInput(page).focus();
  await waitForFiles(requests, PHONE_PAGE());

  // The host page pins the main file with the manifest's sha384; the main file carries each
  // chunk's sha256 (smaller, and SRI accepts it). Either way the hash is of the bytes served.
  const integrity = new Map(cdnManifest().files.map((file) => [file.file, file.integrity]));
  const sha256 = (file: string) => `sha256-${createHash('sha256').update(readFileSync(join(CDN_DIR, file))).digest('base64')}`;
  const scripts = await widgetScripts(page);
  expect(scripts.map((script) => script.src.split('/').pop()).sort()).toEqual(PHONE_PAGE().sort());
  const mainNonce = scripts.find((script) => script.src.endsWith(`/${MAIN}`))!.nonce;
  expect(mainNonce).not.toBe('');
  for (const script of scripts) {
    const file = script.src.split('/').pop()!;
    expect(script.src, file).toBe(`${emulator.origin}/cdn/${file}`);
    expect(script.integrity, file).toBe(file === MAIN ? integrity.get(file) : sha256(file));
    expect(script.crossOrigin, file).toBe('anonymous');
    expect(script.nonce, file).toBe(mainNonce);
  }
  const widgetRequests = requests.urls.filter((url) => /\/auth-widget\.[\w.-]*js$/.test(url));
  expect(widgetRequests.every((url) => url.startsWith(`${emulator.origin}/cdn/`))).toBe(true);
  expect(widgetRequests).toHaveLength(PHONE_PAGE().length);
});

test('cdn/manifest.json lists every file with its size and sha384 integrity (K7)', () => {
  const manifest = cdnManifest();
  const files = readdirSync(CDN_DIR).filter((file) => file.endsWith('.js')).sort();
  expect(manifest.main).toBe(MAIN);
  expect(manifest.files.map((entry) => entry.file)).toEqual(files);
  const LOCALES = ['ar', 'de', 'en-xa', 'es', 'fr', 'he', 'index', 'it', 'ja', 'ko', 'nl', 'pt-br', 'zh-cn'].map((name) => `auth-widget.locale-${name}.js`);
  const STRINGS_CHECK = 'auth-widget.strings-check.js';
  // client()'s provider-named methods, fetched at a host's first call of one (issue 17).
  const HEADLESS = 'auth-widget.headless.js';
  expect(files.sort()).toEqual([MAIN, ...CHUNKS, PASSWORDS, RESET_PASSWORD, PASSKEYS, PASSKEY_REGISTRATION, OAUTH, CRYPTO, IDENTITY_PROVIDER, ...LOCALES, STRINGS_CHECK, HEADLESS, SESSION_KEEPER, REGION_NAMES, ELEMENTS].sort());
  for (const entry of manifest.files) {
    const body = readFileSync(join(CDN_DIR, entry.file));
    expect(entry.bytes, entry.file).toBe(body.length);
    expect(entry.integrity, entry.file).toBe(`sha384-${createHash('sha384').update(body).digest('base64')}`);
  }
});
