// The widget in hosts' pages, as the Chromium specs check them (test/e2e/csp.spec.ts,
// locales.spec.ts, hostContainers.spec.ts): under a strict CSP, right to left at 320 px, and
// centred by a flex host at 1280 px.
import assert from 'node:assert/strict';
import { messages as ar } from '../../src/locales/ar';
import { expectSessionCookies, submitEmail, uniqueEmail, widgetEvents, type Journey } from './journey';
import type { EnginePage } from './page';

const OTP_EMAIL = { products: ['otp'], otpOptions: { methods: ['email'] } };
const OTP_EVENTS = ['OTP_LOGIN_OR_CREATE', 'OTP_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE'];
/** The strictest policy the Chromium suite holds the widget to: nonces, strict-dynamic and Trusted Types. */
const STRICT_CSP = "script-src 'nonce-{nonce}' 'strict-dynamic'; style-src 'nonce-{nonce}'; require-trusted-types-for 'script'; trusted-types auth-widget; object-src 'none'; base-uri 'none'";
/** #ADBCC5, the default container border (docs/spec/product.md §3 Theme). */
const BORDER = 'rgb(173, 188, 197)';

/** Listens for CSP violations before anything else runs: the first script in the head, with the page's nonce. */
function withViolationWatch(html: string): string {
  const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
  assert.ok(nonce, 'the host page carries a nonce');
  const watch = `<script nonce="${nonce}">window.__violations = []; addEventListener('securitypolicyviolation', (event) => __violations.push(event.violatedDirective + ' ' + event.blockedURI), true);</script>`;
  return html.replace('<head>', `<head>${watch}`);
}

export const strictCsp: Journey = {
  name: 'strict CSP',
  async run({ page, emulator, host }) {
    await page.goto(host.widgetPage('csp', { csp: STRICT_CSP, mount: { config: OTP_EMAIL } }, withViolationWatch));

    await page.expectHeading('Sign up or log in');
    const styles = await page.evaluate<{ border: string; width: string; styleNonce: string | undefined; scriptNonce: string | undefined }>(`() => {
      const container = getComputedStyle(document.querySelector('[part=container]'));
      return {
        border: container.borderTopColor,
        width: container.width,
        styleNonce: document.querySelector('style[data-auth-widget]')?.nonce,
        scriptNonce: document.querySelector('script[src*="auth-widget.js"]')?.nonce,
      };
    }`);
    assert.deepEqual({ border: styles.border, width: styles.width }, { border: BORDER, width: '400px' }, 'the widget is styled');
    // Our style element carries the page's nonce, read from our own script tag (K2).
    assert.ok(styles.styleNonce, 'the style element has a nonce');
    assert.equal(styles.styleNonce, styles.scriptNonce);

    const email = uniqueEmail('csp');
    await submitEmail(page, email);
    await page.expectHeading('Enter passcode');
    await page.typeInto('Digit 1 of 6', (await emulator.waitForMessage(email)).code!);
    await page.expectHeading('Success');
    await expectSessionCookies(page);
    assert.deepEqual((await widgetEvents(page)).callbacks, OTP_EVENTS);
    assert.deepEqual(await page.evaluate<string[]>('() => window.__violations'), [], 'no CSP violations');
  },
};

/** Nothing scrolls sideways, and the card sits inside the 320 px viewport. */
async function expectInside320(page: EnginePage, screen: string) {
  const box = await page.evaluate<{ scrollWidth: number; innerWidth: number; left: number; right: number; overflow: number }>(`() => {
    const container = document.querySelector('[part="container"]');
    const card = container.getBoundingClientRect();
    return {
      scrollWidth: document.scrollingElement.scrollWidth,
      innerWidth,
      left: card.left,
      right: card.right,
      overflow: container.scrollWidth - container.clientWidth,
    };
  }`);
  assert.equal(box.innerWidth, 320, `${screen}: the viewport is 320 px wide`);
  assert.ok(box.scrollWidth <= box.innerWidth, `${screen}: the page scrolls sideways (${box.scrollWidth} > ${box.innerWidth})`);
  assert.ok(box.left >= 0 && box.right <= 320, `${screen}: the card (${box.left}..${box.right}) is inside 0..320`);
  assert.equal(box.overflow, 0, `${screen}: the card's content overflows it by ${box.overflow} px`);
}

export const rightToLeft320: Journey = {
  name: 'right to left at 320 px',
  async run({ page, emulator, host }) {
    await page.driver.setViewport(320, 800);
    await page.goto(host.widgetPage('locale-ar', { mount: { locale: 'ar', config: OTP_EMAIL } }));
    await page.expectHeading(ar.header);
    const root = await page.evaluate<{ lang: string | null; dir: string | null }>(`() => {
      const root = document.querySelector('[part="container"]');
      return { lang: root.getAttribute('lang'), dir: root.getAttribute('dir') };
    }`);
    assert.deepEqual(root, { lang: 'ar', dir: 'rtl' });
    await expectInside320(page, 'the first screen');

    const email = uniqueEmail('rtl');
    await submitEmail(page, email, { email: ar.emailLabel, button: ar.continueWithEmail });
    await page.expectHeading(ar.enterPasscode);
    await expectInside320(page, 'the passcode screen');
    // The widget writes numbers in its root's language as this engine's Intl does: WebKitGTK's
    // ICU gives plain `ar` Arabic-Indic digits (الرقم ١ من ٦), Chromium's and Firefox's Latin ones.
    const digitLabel = (n: number) =>
      page.evaluate<string>("(template, n) => template.replace('{n}', n.toLocaleString('ar')).replace('{total}', (6).toLocaleString('ar'))", ar.digitLabel, n);
    const [first, last] = [await digitLabel(1), await digitLabel(6)];
    // The digit boxes run left to right, like the code itself.
    const order = await page.evaluate<number[]>('(labels) => labels.map((label) => document.querySelector(`[aria-label="${label}"]`).getBoundingClientRect().left)', [first, last]);
    assert.ok(order[0]! < order[1]!, `the first digit box (${order[0]}) is left of the last (${order[1]})`);
    const { code } = await emulator.waitForMessage(email);
    await page.typeInto(first, code!);
    await page.expectHeading(ar.success);
    await expectInside320(page, 'the success screen');
  },
};

export const flexCentred1280: Journey = {
  name: 'flex-centred host at 1280 px',
  async run({ page, host }) {
    await page.driver.setViewport(1280, 700);
    const flex = '<style>body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center}</style>';
    await page.goto(host.widgetPage('flex', { body: flex, mount: { config: OTP_EMAIL } }));
    await page.expectHeading('Sign up or log in');
    const card = await page.evaluate<{ left: number; right: number; top: number; bottom: number; width: number; innerWidth: number; innerHeight: number }>(`() => {
      const { left, right, top, bottom, width } = document.querySelector('[part="container"]').getBoundingClientRect();
      return { left, right, top, bottom, width, innerWidth, innerHeight };
    }`);
    assert.equal(card.innerWidth, 1280, 'the viewport is 1280 px wide');
    assert.equal(card.width, 400, 'the card is 400 px wide');
    assert.ok(Math.abs(card.left + card.right - 1280) <= 1, `the card is centred across (${card.left}..${card.right})`);
    assert.ok(card.top >= 0 && card.bottom <= card.innerHeight, `the card (${card.top}..${card.bottom}) is inside the ${card.innerHeight} px height`);
    assert.ok(Math.abs(card.top + card.bottom - card.innerHeight) <= 1, `the card is centred down (${card.top}..${card.bottom} of ${card.innerHeight})`);
  },
};
