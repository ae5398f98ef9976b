// The custom elements (issue 16) on a plain page that only loads the script: <auth-login> in the
// page's HTML, upgraded when the script arrives, driven by attributes and properties.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { CDN_DIR, expect, expectSessionCookies, PUBLIC_TOKEN, test, uniqueEmail, widgetEvents, type Emulator, type Host } from './fixtures';
import { EVENT_FLUSH_MS } from '../../src/api/telemetry';
import { isSettledRequest, settled } from './settle';
import { expectSuccess, submitEmail, typeCode } from './widget';

const OTP_EVENTS = ['OTP_LOGIN_OR_CREATE', 'OTP_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE'];
const OTP_CONFIG = { products: ['otp'], otpOptions: { methods: ['email'] } };
/** #ADBCC5, the default container border (docs/spec/product.md §3 Theme). */
const BORDER = 'rgb(173, 188, 197)';

/** A page with `<auth-login>` before the script (so the script upgrades it), and `markup` beside it. */
function elementPage(host: Host, emulator: Emulator, name: string, options: { attributes?: string; markup?: string; csp?: string } = {}) {
  const attributes = options.attributes ?? `public-token="${PUBLIC_TOKEN}" api-base-url="${emulator.origin}"`;
  return host.widgetPage(name, { mount: false, csp: options.csp, body: `<auth-login id="widget" ${attributes}></auth-login>\n${options.markup ?? ''}` });
}

const container = (page: Page) => page.locator('auth-login [part=container]');

test('upgraded on load with its properties, re-rendered in place by a config change, it signs in by email passcode', async ({ page, context, host, emulator }) => {
  // Properties set by the page before the script arrives.
  const markup = `<script>
const widget = document.getElementById('widget');
widget.config = { headingLevel: 2 };
widget.styles = { container: { backgroundColor: 'rgb(250, 240, 230)' } };
window.__elementEvents = [];
widget.callbacks = { onEvent: (event) => __elementEvents.push(event.type) };
</script>`;
  await page.goto(elementPage(host, emulator, 'element', { markup }));

  await expect(page.locator('auth-login h2')).toBeVisible();
  await expect(container(page)).toHaveCSS('background-color', 'rgb(250, 240, 230)');
  // Its own shadow root: nothing in the light DOM.
  expect(await page.evaluate(() => [document.getElementById('widget')!.shadowRoot !== null, document.getElementById('widget')!.children.length])).toEqual([true, 0]);

  await page.evaluate((config) => {
    const widget = document.getElementById('widget') as HTMLElement & { config: unknown; marked?: boolean };
    widget.marked = true;
    widget.config = config;
  }, OTP_CONFIG);
  await expect(page.locator('auth-login h1')).toBeVisible();
  await expect(page.locator('auth-login h2')).toHaveCount(0);
  // The same element, re-rendered: not replaced.
  expect(await page.evaluate(() => (document.getElementById('widget') as HTMLElement & { marked?: boolean }).marked)).toBe(true);

  const email = uniqueEmail('element');
  await submitEmail(page, email);
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  await typeCode(page, (await emulator.waitForMessage(email, { channel: 'email' })).code!);
  await expectSuccess(page);
  await expectSessionCookies(context, host.origin);
  expect(await page.evaluate(() => (window as unknown as { __elementEvents: string[] }).__elementEvents)).toEqual(OTP_EVENTS);
  expect((await widgetEvents(page)).dom).toEqual(OTP_EVENTS);
});

test('what the elements do is a chunk of their own, fetched with its SRI hash from the locale index (issue 38)', async ({ page, host, emulator, requests }) => {
  await page.goto(elementPage(host, emulator, 'chunk'));
  await expect(page.getByRole('button', { name: 'Continue with email' })).toBeVisible();
  const files = requests.cdnFiles();
  expect(files).toEqual(expect.arrayContaining(['auth-widget.locale-index.js', 'auth-widget.elements.js']));
  expect(files.indexOf('auth-widget.locale-index.js')).toBeLessThan(files.indexOf('auth-widget.elements.js'));
  const integrity = await page.evaluate(() => document.querySelector('script[src$="/auth-widget.elements.js"]')?.getAttribute('integrity'));
  expect(integrity).toBe(`sha256-${createHash('sha256').update(readFileSync(join(CDN_DIR, 'auth-widget.elements.js'))).digest('base64')}`);
});

test('a host stylesheet reaches the parts through ::part', async ({ page, host, emulator }) => {
  const markup = '<style>auth-login::part(container) { outline: 3px solid rgb(1, 2, 3); } auth-login::part(input) { outline: 2px dashed rgb(4, 5, 6); }</style>';
  await page.goto(elementPage(host, emulator, 'parts', { markup }));
  await expect(container(page)).toHaveCSS('outline-color', 'rgb(1, 2, 3)');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveCSS('outline-color', 'rgb(4, 5, 6)');
  // The host's part rules add to the widget's own styles, which still apply.
  await expect(container(page)).toHaveCSS('border-top-color', BORDER);
});

/** Counts the page's live intervals (the passcode screen's countdown is one) as `__liveIntervals()`. */
async function countIntervals(page: Page) {
  await page.addInitScript(() => {
    const live = new Set<unknown>();
    const { setInterval: set, clearInterval: clear } = window;
    window.setInterval = ((...args: Parameters<typeof set>) => {
      const id = set(...args);
      live.add(id);
      return id;
    }) as typeof set;
    window.clearInterval = (id) => {
      live.delete(id);
      clear(id);
    };
    (window as unknown as { __liveIntervals: () => number }).__liveIntervals = () => live.size;
  });
  return () => page.evaluate(() => (window as unknown as { __liveIntervals: () => number }).__liveIntervals());
}

test('removing the element stops its countdown and its requests', async ({ page, host, emulator, requests }) => {
  // The page's clock (time flows as usual until the test runs it on), then the interval count on top.
  await page.clock.install();
  const liveIntervals = await countIntervals(page);
  const markup = `<script>document.getElementById('widget').config = ${JSON.stringify(OTP_CONFIG)};</script>`;
  await page.goto(elementPage(host, emulator, 'removal', { markup }));
  const email = uniqueEmail('removal');
  await submitEmail(page, email);
  await expect(page.getByText(/^Your code expires in [45]:\d\d\./)).toBeVisible();
  await emulator.waitForMessage(email, { channel: 'email' });
  expect(await liveIntervals()).toBe(1);
  // A telemetry batch leaves 800 ms after the first event queued: that time run, one that waited
  // has gone and is logged before counting.
  await page.clock.runFor(EVENT_FLUSH_MS);
  await settled(page);

  const before = requests.urls.length;
  await page.evaluate(() => document.getElementById('widget')!.remove());
  await expect.poll(liveIntervals).toBe(0);
  expect(await page.evaluate(() => document.getElementById('widget')?.shadowRoot?.querySelector('[part=container]') ?? null)).toBeNull();
  // Every timer the widget could have left runs: past the code's expiry (the countdown's end) and
  // any telemetry batch. What they began is logged once the page has settled. The page's client,
  // which any widget or headless caller on the page shares and which outlives each of them, keeps
  // checking the session every 3 minutes (refreshPolicy.ts): that is the page's, not the widget's.
  await page.clock.runFor('06:00');
  await settled(page);
  // So is its session keeper, which a page with its own API host fetches one period after load (issue 38).
  const pageClient = (url: string) => ['/sdk/v1/sessions/authenticate', '/cdn/auth-widget.locale-index.js', '/cdn/auth-widget.session-keeper.js'].includes(new URL(url).pathname);
  expect(requests.urls.slice(before).filter((url) => !isSettledRequest(url) && !pageClient(url))).toEqual([]);
});

test('a request answered after the removal starts nothing: no countdown, no event', async ({ page, host, emulator }) => {
  const liveIntervals = await countIntervals(page);
  const response = await fetch(`${emulator.origin}/__emulator/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ route: 'POST /sdk/v1/otps/email/login_or_create', latency_ms: 1000, times: 1 }),
  });
  expect(response.status, await response.text()).toBe(200);
  const markup = `<script>document.getElementById('widget').config = ${JSON.stringify(OTP_CONFIG)};</script>`;
  await page.goto(elementPage(host, emulator, 'late-answer', { markup }));
  const email = uniqueEmail('late');
  const sent = page.waitForRequest((request) => request.url().endsWith('/sdk/v1/otps/email/login_or_create'));
  await submitEmail(page, email);
  await page.evaluate(() => document.getElementById('widget')!.remove());
  await emulator.waitForMessage(email, { channel: 'email' });
  // The request has ended, answered or given up by the removed widget, and the tasks that ended it
  // have run: a countdown or an event would have started by now.
  const answer = await (await sent).response();
  await answer?.finished();
  await settled(page);
  expect(await liveIntervals()).toBe(0);
  expect((await widgetEvents(page)).dom).toEqual([]);
});

test('a missing public-token is reported by auth-widget-error and the console, and the attribute then mounts it', async ({ page, host, emulator }) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  // The element reports as soon as the script has run: listen from before it.
  const markup = "<script>window.__heard = []; document.addEventListener('auth-widget-error', (event) => __heard.push(event.detail.message));</script>";
  await page.goto(elementPage(host, emulator, 'no-token', { attributes: `api-base-url="${emulator.origin}"`, markup }));
  const message = 'Invalid call to <auth-login>\npublicToken must be a non-empty string, got undefined.';
  await expect.poll(() => page.evaluate(() => (window as unknown as { __heard: string[] }).__heard)).toEqual([message]);
  expect(consoleErrors.join('\n')).toContain('publicToken must be a non-empty string');
  expect(pageErrors).toEqual([]);
  await expect(container(page)).toHaveCount(0);

  await page.evaluate((token) => document.getElementById('widget')!.setAttribute('public-token', token), PUBLIC_TOKEN);
  await expect(page.getByRole('button', { name: 'Continue with email' })).toBeVisible();
});

test('under a strict CSP the element is styled with the page nonce and signs in', async ({ page, context, host, emulator }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  const csp = "script-src 'nonce-{nonce}' 'strict-dynamic'; style-src 'nonce-{nonce}'; object-src 'none'; base-uri 'none'";
  await page.goto(elementPage(host, emulator, 'csp', { csp }));
  await expect(container(page)).toHaveCSS('border-top-color', BORDER);
  const nonces = await page.evaluate(() => ({
    styles: [...document.getElementById('widget')!.shadowRoot!.querySelectorAll('style')].map((style) => style.nonce),
    script: document.querySelector<HTMLScriptElement>('script[src*="auth-widget.js"]')?.nonce,
  }));
  expect(nonces.script).toBeTruthy();
  expect(nonces.styles.length).toBeGreaterThan(0);
  expect(new Set(nonces.styles)).toEqual(new Set([nonces.script]));

  // Playwright's evaluate is not subject to the page's CSP: the host's own script would carry the nonce.
  await page.evaluate((config) => ((document.getElementById('widget') as HTMLElement & { config: unknown }).config = config), OTP_CONFIG);
  const email = uniqueEmail('csp-element');
  await submitEmail(page, email);
  await expect(page.getByRole('group', { name: 'One-time passcode' })).toHaveCSS('max-width', '316px');
  await typeCode(page, (await emulator.waitForMessage(email, { channel: 'email' })).code!);
  await expectSuccess(page);
  await expectSessionCookies(context, host.origin);
  expect(violations).toEqual([]);
});

test('the three other elements each render their widget in their own shadow root', async ({ page, host, emulator }) => {
  const attributes = `public-token="${PUBLIC_TOKEN}" api-base-url="${emulator.origin}"`;
  const tags = ['auth-reset-password', 'auth-passkey-registration', 'auth-identity-provider'];
  await page.goto(host.widgetPage('others', { mount: false, body: tags.map((tag) => `<${tag} ${attributes}></${tag}>`).join('\n') }));
  for (const tag of tags) {
    await expect(page.locator(`${tag} [part=container]`)).toBeVisible();
    await expect(page.locator(`${tag} h1`)).not.toHaveText('Loading');
  }
  expect(await page.evaluate((names) => names.map((tag) => document.querySelector(tag)!.shadowRoot!.querySelectorAll('[part=container]').length), tags)).toEqual([1, 1, 1]);
});
