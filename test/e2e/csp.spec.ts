// The widget under a strict Content-Security-Policy, and inside a shadow root (docs/spec/security.md K1, K2, K4, K5).
import { expect, expectSessionCookies, test, uniqueEmail, widgetEvents } from './fixtures';
import { digitBoxes, expectSuccess, phoneInput, submitEmail, submitPhone, typeCode } from './widget';
import { watchViolations } from './violations';

const POLICIES = {
  "'strict-dynamic'": "script-src 'nonce-{nonce}' 'strict-dynamic'; style-src 'nonce-{nonce}'; object-src 'none'; base-uri 'none'",
  'nonce-only': "script-src 'nonce-{nonce}'; style-src 'nonce-{nonce}'; connect-src {emulator}; object-src 'none'; base-uri 'none'",
  // K5: no string reaches an injection sink; chunk URLs go through our one named policy.
  'Trusted Types': "script-src 'nonce-{nonce}' 'strict-dynamic'; style-src 'nonce-{nonce}'; require-trusted-types-for 'script'; trusted-types auth-widget",
};
/** #ADBCC5, the default container border (docs/spec/product.md §3 Theme). */
const BORDER = 'rgb(173, 188, 197)';

for (const [name, policy] of Object.entries(POLICIES)) {
  test(`under a ${name} CSP the widget is styled and an SMS sign-in loads every chunk`, async ({ page, context, host, emulator, requests }) => {
    const report = await watchViolations(page);
    const url = host.widgetPage('csp', { csp: policy, mount: { config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } } } });
    const response = await page.goto(url);
    expect(response!.headers()['content-security-policy']).toContain("'nonce-");

    const container = page.locator('[part=container]');
    await expect(container).toHaveCSS('border-top-color', BORDER);
    await expect(container).toHaveCSS('width', '400px');
    // Our style element carries the page's nonce, read from our own script tag (K2).
    const nonces = await page.evaluate(() => ({
      style: document.querySelector<HTMLStyleElement>('style[data-auth-widget]')?.nonce,
      script: document.querySelector<HTMLScriptElement>('script[src*="auth-widget.js"]')?.nonce,
    }));
    expect(nonces.style).toBeTruthy();
    expect(nonces.style).toBe(nonces.script);

    await phoneInput(page).pressSequentially('4155550125');
    await expect(phoneInput(page)).toHaveValue('(415) 555-0125');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    // The passcode group's own styles apply too.
    await expect(page.getByRole('group', { name: 'One-time passcode' })).toHaveCSS('max-width', '316px');
    await typeCode(page, (await emulator.waitForMessage('+14155550125', { channel: 'sms' })).code!);
    await expectSuccess(page);
    await expectSessionCookies(context, host.origin);

    const files = requests.cdnFiles();
    for (const chunk of ['client', 'otp', 'email-magic-links', 'phone-field', 'phone']) expect(files).toContain(`auth-widget.${chunk}.js`);
    expect(await report()).toEqual({ violations: [], consoleErrors: [] });
  });
}

test('with enableShadowDOM the widget renders and styles itself inside a shadow root, under the strict CSP', async ({ page, host, emulator }) => {
  const report = await watchViolations(page);
  await page.goto(
    host.widgetPage('shadow', {
      csp: POLICIES["'strict-dynamic'"],
      mount: { config: { products: ['otp'], otpOptions: { methods: ['email'] }, enableShadowDOM: true } },
    }),
  );
  const container = page.locator('[part=container]');
  await expect(container).toHaveCSS('border-top-color', BORDER);
  const placement = await page.evaluate(() => {
    const root = document.querySelector('#login')!.shadowRoot;
    return {
      inShadow: root?.querySelector('[part=container]') !== null && root !== null,
      lightChildren: document.querySelector('#login')!.children.length,
      shadowStyles: root?.querySelectorAll('style[data-auth-widget]').length,
      documentStyles: document.querySelectorAll('style[data-auth-widget]').length,
    };
  });
  // Nothing of ours lands in the host's document: our styles live in the shadow root (the sheet,
  // the theme's rule, each lazy group's styles).
  expect(placement).toEqual({ inShadow: true, lightChildren: 0, shadowStyles: expect.any(Number), documentStyles: 0 });
  expect(placement.shadowStyles).toBeGreaterThanOrEqual(2);

  const email = uniqueEmail('shadow');
  await submitEmail(page, email);
  await expect(page.getByRole('group', { name: 'One-time passcode' })).toHaveCSS('max-width', '316px');
  await expect(digitBoxes(page)[0]!).toHaveCSS('text-align', 'center');
  await typeCode(page, (await emulator.waitForMessage(email)).code!);
  await expectSuccess(page);
  // Events from inside the shadow root reach the document (composed).
  expect((await widgetEvents(page)).dom).toEqual(['OTP_LOGIN_OR_CREATE', 'OTP_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
  expect(await report()).toEqual({ violations: [], consoleErrors: [] });
});

test('control: a policy without the page’s nonce blocks the widget and is reported', async ({ page, host }) => {
  // Shows that the zero-violation checks above can fail.
  const report = await watchViolations(page);
  await page.goto(host.widgetPage('blocked', { csp: "script-src 'nonce-other'; style-src 'nonce-other'", mount: {} }));
  await expect.poll(async () => (await report()).violations.length).toBeGreaterThan(0);
  await expect(page.locator('[part=container]')).toHaveCount(0);
});

test('an SMS sign-in works inside a shadow root', async ({ page, context, host, emulator }) => {
  await page.goto(host.widgetPage('shadow-sms', { mount: { config: { products: ['otp'], otpOptions: { methods: ['sms'] }, enableShadowDOM: true } } }));
  await submitPhone(page, '4155550126');
  await typeCode(page, (await emulator.waitForMessage('+14155550126', { channel: 'sms' })).code!);
  await expectSuccess(page);
  await expectSessionCookies(context, host.origin);
});

test("a Trusted Types list without the widget's policy: the person gets a sentence, not a spinner; the host gets the fix", async ({ page, host }) => {
  const fix = "AuthWidget: Trusted Types refused our policy: allow auth-widget in this page's trusted-types directive.";
  await page.goto(
    host.widgetPage('trusted-types-refused', {
      csp: "script-src 'nonce-{nonce}' 'strict-dynamic'; style-src 'nonce-{nonce}'; require-trusted-types-for 'script'; trusted-types host-policy",
      mount: { config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } } },
    }),
  );
  // The form opens on its Text tab, whose field is a chunk that cannot load.
  await expect(page.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
  await expect(page.locator('[part=spinner]')).toHaveCount(0);
  await expect.poll(async () => (await widgetEvents(page)).errors).toContain(fix);
  expect((await widgetEvents(page)).errors.every((message) => message === fix)).toBe(true);
});
