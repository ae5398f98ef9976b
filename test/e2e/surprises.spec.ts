// Flows that never surprise (issue 9): a locked passcode, Back while verifying, focus that stays
// on a busy control, a config with no products, a shadow root left by an earlier mount, and errors
// that read as sentences for people while the details go to the host.
import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail, widgetEvents, type Host } from './fixtures';
import { digitBoxes, expectSuccess, submitEmail, typeCode } from './widget';
import { stageUser } from './accounts';
import { overflowIn } from './layoutPages';

const emailOtpPage = (host: Host) => host.widgetPage('surprises-otp', { mount: { config: { products: ['otp'], otpOptions: { methods: ['email'] } } } });
const wrong = (code: string) => code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));

/** What has focus, looking into the widget's shadow root when it has one. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active ? `${active.tagName.toLowerCase()}${active.getAttribute('aria-label') ? `[${active.getAttribute('aria-label')}]` : ''}${active.textContent?.trim() ? ` "${active.textContent.trim()}"` : ''}` : 'none';
  });

test('five wrong passcodes lock the code: the screen says so, offers a new code, and that code signs in', async ({ page, host, emulator }) => {
  const email = uniqueEmail('locked');
  await page.goto(emailOtpPage(host));
  await submitEmail(page, email);
  const { code } = await emulator.waitForMessage(email, { channel: 'email' });
  for (let attempt = 1; attempt <= 4; attempt++) {
    await typeCode(page, wrong(code!));
    await expect(page.getByRole('alert')).toHaveText('Invalid passcode, please try again.');
    // The same text stood there after the last try: wait for this try's answer, which empties the
    // boxes for typing again, before the next one.
    await expect(digitBoxes(page)[0]!).toBeFocused();
    await expect(digitBoxes(page)[0]!).not.toHaveAttribute('readonly');
    await expect(digitBoxes(page)[5]!).toHaveValue('');
  }
  await typeCode(page, wrong(code!));
  await expect(page.getByRole('alert')).toHaveText('Too many wrong tries: this passcode no longer works. Get a new code to try again.');
  const newCode = page.getByRole('button', { name: 'Get a new code' });
  await expect(newCode).toBeFocused();
  // The boxes take no more digits, so the dead code is never sent again.
  await expect(digitBoxes(page)[0]!).toHaveAttribute('readonly', '');

  await newCode.press('Enter');
  const fresh = await emulator.waitForMessage(email, { channel: 'email', count: 2 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(newCode).toHaveCount(0);
  await typeCode(page, fresh.code!);
  await expectSuccess(page);
});

test('while a passcode verifies, Back does nothing, focus stays in the boxes, and the wait is announced', async ({ page, host, emulator }) => {
  const email = uniqueEmail('verifying');
  await page.goto(emailOtpPage(host));
  await submitEmail(page, email);
  const { code } = await emulator.waitForMessage(email, { channel: 'email' });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/sdk/v1/otps/authenticate', async (route) => {
    await held;
    await route.continue();
  });

  await typeCode(page, code!);
  await expect(page.getByRole('status').filter({ hasText: 'Verifying passcode...' })).toBeVisible();
  const back = page.getByRole('button', { name: 'Back' });
  await expect(back).toHaveAttribute('aria-disabled', 'true');
  expect(await focused(page)).toMatch(/^input\[Digit \d of 6\]/);
  await back.click({ force: true }); // Playwright waits for an enabled control; a person can still press it
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();

  release();
  await expectSuccess(page);
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toHaveCount(0);
});

test('a busy Continue keeps focus and stays in the tab order', async ({ page, host }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/sdk/v1/otps/email/login_or_create', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(emailOtpPage(host));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('busy'));
  const submit = page.getByRole('button', { name: 'Continue with email' });
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expect(submit).toBeFocused();
  // A second Enter while busy sends nothing more.
  await page.keyboard.press('Enter');
  release();
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  // The tag alone: focused() adds the element's text, and the body's is the whole page's. Focus
  // moves to the new screen's heading after its first paint, so look until it has.
  await expect.poll(async () => (await focused(page)).split(/[[ ]/)[0]).not.toBe('body');
});

test('products: [] shows a configuration error in the card and tells the host', async ({ page, host }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  await page.goto(host.widgetPage('surprises-no-products', { mount: { config: { products: [] } } }));
  await expect(page.getByRole('alert')).toHaveText('Error: Please add a product to the config.');
  await expect(page.getByRole('textbox')).toHaveCount(0);
  const { errors } = await widgetEvents(page);
  expect(errors).toEqual(['AuthWidget: Error: Please add a product to the config.']);
  expect(consoleErrors.some((text) => text.includes('Please add a product to the config.'))).toBe(true);
});

test('mounting in light DOM where a shadow-DOM mount was shows the widget', async ({ page, host }) => {
  await page.goto(host.widgetPage('surprises-remount', { mount: { config: { enableShadowDOM: true } } }));
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  expect(await page.locator('#login').evaluate((element) => element.shadowRoot !== null)).toBe(true);
  await page.evaluate(() => (window as unknown as { mountWidget(o: object): void }).mountWidget({ config: { enableShadowDOM: false } }));
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
  // And back again.
  await page.evaluate(() => (window as unknown as { mountWidget(o: object): void }).mountWidget({ config: { enableShadowDOM: true } }));
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toHaveCount(1);
});

test('developer text never reaches the person: a bare 429 and a chunk that cannot load read as sentences; the host gets the details', async ({ page, host }) => {
  // The provider's answer is rewritten to a bare 429 on its way back (CORS headers kept).
  await page.route('**/sdk/v1/otps/email/login_or_create', async (route) =>
    route.fulfill({
      response: await route.fetch(),
      status: 429,
      body: JSON.stringify({ status_code: 429, request_id: 'request-id-429', error_type: 'too_many_requests', error_message: '', error_url: '' }),
    }),
  );
  await page.goto(emailOtpPage(host));
  await submitEmail(page, uniqueEmail('throttled'));
  await expect(page.getByRole('alert')).toHaveText('Too many attempts. Please wait a moment and try again.');
  const { errors } = await widgetEvents(page);
  expect(errors.at(-1)).toContain('[429] too_many_requests');
  expect(errors.at(-1)).toContain('request_id: request-id-429');

  // The passcode screens' chunk cannot load: the person reads about the network, not the chunk.
  await page.unroute('**/sdk/v1/otps/email/login_or_create');
  await page.route('**/auth-widget.otp.js', (route) => route.abort('internetdisconnected'));
  await page.goto(host.widgetPage('surprises-no-chunk', { mount: { config: { products: ['otp'], otpOptions: { methods: ['email'] } } } }));
  await submitEmail(page, uniqueEmail('no-chunk'));
  await expect(page.getByRole('alert')).toHaveText('Unable to contact our servers.');
  await expect(page.getByText('chunk')).toHaveCount(0);
  expect((await widgetEvents(page)).errors.some((message) => message.includes('could not load the "otp" chunk'))).toBe(true);
});

test("a server's validation error reads as a sentence for people, and a passcode that cannot be sent is no wrong try; the host gets the details", async ({ page, host, emulator }) => {
  await page.goto(emailOtpPage(host));
  const sends: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/otps/email/login_or_create')) sends.push(request.method());
  });
  // An address the provider would refuse gets the field's own sentence, before any request.
  await submitEmail(page, 'person@example..com');
  await expect(page.getByRole('alert')).toHaveText('Invalid email, please try again.');
  expect(sends).toEqual([]);

  // The provider refuses an address the widget accepts (its own rules may be stricter): the
  // answer is rewritten to the emulator's invalid_email on its way back (CORS headers kept).
  const serverText = 'email must be a valid email address of at most 254 characters';
  await page.route('**/sdk/v1/otps/email/login_or_create', async (route) =>
    route.fulfill({
      response: await route.fetch(),
      status: 400,
      body: JSON.stringify({ status_code: 400, request_id: 'request-id-400', error_type: 'invalid_email', error_message: serverText, error_url: '' }),
    }),
  );
  await submitEmail(page, uniqueEmail('refused'));
  // The passcode form's own sentence, as for an address refused before any request.
  await expect(page.getByRole('alert')).toHaveText('Invalid email, please try again.');
  await expect(page.getByText(serverText)).toHaveCount(0);
  const { errors } = await widgetEvents(page);
  expect(errors.at(-1)).toContain('[400] invalid_email');
  expect(errors.at(-1)).toContain(serverText);

  // A passcode that cannot reach the server: the person reads about the network, the digits stay
  // unmarked for sending again, and it is no wrong try.
  await page.unroute('**/sdk/v1/otps/email/login_or_create');
  const email = uniqueEmail('offline-code');
  await submitEmail(page, email);
  const { code } = await emulator.waitForMessage(email, { channel: 'email' });
  await page.route('**/sdk/v1/otps/authenticate', (route) => route.abort('internetdisconnected'));
  await typeCode(page, code!);
  await expect(page.getByRole('alert')).toHaveText('Unable to contact our servers.');
  await expect(digitBoxes(page)[5]!).toHaveValue(code!.at(-1)!);
  await expect(digitBoxes(page)[0]!).not.toHaveAttribute('aria-invalid');
  expect((await widgetEvents(page)).errors.at(-1)).toContain('Unable to contact our servers.');
  await page.unroute('**/sdk/v1/otps/authenticate');
  // Typing the last digit again sends the same code.
  await digitBoxes(page)[5]!.press(code!.at(-1)!);
  await expectSuccess(page);
});

test('an invalid field shows it on the field itself: an error border and a mark by its label, not only the banner', async ({ page, host }) => {
  await page.goto(emailOtpPage(host));
  const input = page.getByRole('textbox', { name: 'Email', exact: true });
  const looks = () =>
    input.evaluate((element) => {
      const label = element.closest('[part=field]')!.querySelector('label')!;
      return { border: getComputedStyle(element).borderTopColor, mark: getComputedStyle(label, '::after').content };
    });
  const before = await looks();
  expect(before.mark).toBe('none');
  await submitEmail(page, 'not-an-email');
  await expect(page.getByRole('alert')).toHaveText('Invalid email, please try again.');
  const after = await looks();
  expect(after.border).toBe('rgb(139, 18, 20)'); // the theme's error colour, #8B1214
  expect(after.mark).toContain('!');
  // The mark is decoration: the field's name stays 'Email'.
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute('aria-invalid', 'true');
});

/** Host content right under the widget, as a host page may put there: a toast must not cover it either. */
const BELOW = '<p id="below"><a href="#below">A link of the host page, right under the widget</a></p>';

/**
 * The card's height, its toast slot (in the card or not, its height, and the toast's text), and each
 * control of the card and the host's link under it: how far down it sits, whether it is in the line
 * the toast stands in for, and whether what lies at its centre is that control (a toast over it would
 * be hit instead). The line's controls are hidden under a toast, so only the others are compared.
 * Light and shadow DOM alike.
 */
const controlsAround = (page: Page, waitFor: string | null) =>
  page.evaluate(async (waitFor) => {
    const host = document.querySelector('#login')!;
    const root: Document | ShadowRoot = host.shadowRoot ?? document;
    const slot = () => root.querySelector('[part=toasts]');
    // Measured the moment the toast says so: a success toast stays only 2 s.
    while (waitFor !== null && !slot()?.textContent?.includes(waitFor)) await new Promise(requestAnimationFrame);
    const card = root.querySelector('[part=container]')!;
    const cardBox = card.getBoundingClientRect();
    const slotBox = slot()!.getBoundingClientRect();
    const line = slot()!.parentElement!;
    const controls = [...card.querySelectorAll('button, input, a, h1, h2'), document.querySelector('#below a')!].filter((control) => !line.contains(control));
    return {
      cardHeight: cardBox.height,
      toast: slot()!.querySelector('[part=toast]')?.textContent ?? null,
      slotHeight: slotBox.height,
      lineHidden: [...line.firstElementChild!.querySelectorAll('button')].map((control) => getComputedStyle(control).visibility),
      toastBorder: [...root.querySelectorAll('[part=toast]')].map((toast) => { const style = getComputedStyle(toast); return `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`; }),
      slotInCard: card.contains(slot()) && slotBox.top >= cardBox.top && slotBox.bottom <= cardBox.bottom && slotBox.left >= cardBox.left && slotBox.right <= cardBox.right,
      controls: controls.map((control) => {
        const box = control.getBoundingClientRect();
        const hit = (control.getRootNode() as Document | ShadowRoot).elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return { control: `<${control.tagName.toLowerCase()}> ${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 30)}`, top: box.top, reached: !!hit && (hit === control || control.contains(hit)) };
      }),
    };
  }, waitFor);

/**
 * No room is held for a toast before one comes (issue 37: 60–70 px of blank card); the toast then
 * stands in place of the line it answers, which it hides, and covers and moves nothing else: the
 * same controls, reached, at the same heights, in a card as tall.
 */
async function expectToastInPlace(page: Page, before: Awaited<ReturnType<typeof controlsAround>>, toast: string) {
  const after = await controlsAround(page, toast);
  expect(after.toast).toContain(toast);
  expect(before.toast).toBeNull();
  expect(before.slotHeight).toBe(0);
  expect(before.lineHidden).toEqual(['visible']);
  expect(after.lineHidden).toEqual(['hidden']);
  expect(after.controls.filter((control) => !control.reached)).toEqual([]);
  expect(after.controls).toEqual(before.controls);
  expect(after.cardHeight).toBe(before.cardHeight);
  expect(after.slotInCard).toBe(true);
  return after;
}

for (const shadow of [false, true]) {
  test(`'Code resent' stands in place of the resend line, with no room held for it before: it covers no control of the card or of the host page under it and moves nothing, and the focus goes to the new code's boxes${shadow ? ' (shadow DOM)' : ''}`, async ({ page, host, emulator }) => {
    const email = uniqueEmail('toasts');
    await page.goto(host.widgetPage(`surprises-toasts-${shadow}`, { after: BELOW, mount: { config: { products: ['otp'], otpOptions: { methods: ['email'] }, enableShadowDOM: shadow } } }));
    await submitEmail(page, email);
    await emulator.waitForMessage(email, { channel: 'email' });
    // The code is sent before its screen shows: measure the screen, not the moment between.
    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    const before = await controlsAround(page, null);
    expect(before.controls.filter((control) => !control.reached)).toEqual([]);
    const resend = page.getByRole('button', { name: 'Resend code' });
    await resend.focus();
    await page.keyboard.press('Enter');
    await expectToastInPlace(page, before, 'Code resent');
    // The focus does not stay on the hidden line: a new code's boxes take it, as they do on arrival.
    await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();
    await expect(resend).toBeVisible({ timeout: 6000 });
    await expect(resend).toBeVisible();
  });
}

test('at 320 px a long error toast wraps inside the card: nothing past its edges, nothing covered (light and shadow DOM)', async ({ page, host, emulator }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  // A server's sentence with a long address in it, as a failed resend can show.
  const message = 'This email address cannot receive passcodes right now. See https://stytch.com/docs/api/errors/400#inactive_email_and_what_to_do_about_it for more.';
  for (const shadow of [false, true]) {
    const email = uniqueEmail('toasts-long');
    await page.goto(host.widgetPage(`surprises-toasts-long-${shadow}`, { after: BELOW, mount: { config: { products: ['otp'], otpOptions: { methods: ['email'] }, enableShadowDOM: shadow } } }));
    await submitEmail(page, email);
    await emulator.waitForMessage(email, { channel: 'email' });
    await page.route('**/sdk/v1/otps/email/login_or_create', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ status_code: 400, request_id: 'request-id-test', error_type: 'inactive_email', error_message: message, error_url: 'https://stytch.com/docs/api/errors/400' }) }),
    );
    await page.getByRole('button', { name: 'Resend code' }).click();
    const after = await controlsAround(page, 'cannot receive passcodes');
    expect(after.toast).toContain(message);
    expect(after.slotInCard).toBe(true);
    expect(after.controls.filter((control) => !control.reached)).toEqual([]);
    expect(await overflowIn(page)).toEqual([]);
    await page.unrouteAll();
  }
});

test("'Email resent' stands in place of 'Resend email' in the password 'email sent' screen, with no room held for it before: 'Login without a password' above it does not move, nothing is covered, forced colours keep its border, and the focus is not left on the hidden link", async ({ page, host, emulator }) => {
  const email = uniqueEmail('toasts-pw');
  await stageUser(emulator, { email, password: 'violet-Tractor-89-lantern' });
  await page.goto(
    host.widgetPage('surprises-toasts-passwords', {
      after: BELOW,
      mount: {
        config: {
          products: ['emailMagicLinks', 'passwords'],
          emailMagicLinksOptions: { loginRedirectURL: `${host.origin}/done`, signupRedirectURL: `${host.origin}/done` },
          passwordOptions: { resetPasswordRedirectURL: `${host.origin}/reset`, loginRedirectURL: `${host.origin}/done` },
        },
      },
    }),
  );
  await submitEmail(page, email);
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(page.getByRole('button', { name: 'Login without a password' })).toBeVisible();
  await emulator.waitForMessage(email);
  // Forced colours drop backgrounds: the toast keeps its outline through a border in a system colour.
  await page.emulateMedia({ forcedColors: 'active' });
  const before = await controlsAround(page, null);
  await page.getByRole('button', { name: 'Resend email' }).click();
  const after = await expectToastInPlace(page, before, 'Email resent');
  expect(after.toastBorder).toEqual(['1px solid rgb(0, 0, 0)']);
  // The clicked link is hidden under the toast, and the focus is not left on it; it shows again
  // when the toast goes (by itself after 2 s).
  const resend = page.getByRole('button', { name: 'Resend email' });
  await expect(resend).not.toBeFocused();
  await expect(resend).toBeVisible({ timeout: 6000 });
});

for (const widget of ['resetPassword', 'passkeyRegistration'] as const) {
  test(`the ${widget} widget follows the bootstrap as the login widget does: a loading indicator, then 'Powered by' without any re-render of ours`, async ({ page, host }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route('**/sdk/v1/projects/bootstrap/**', async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto(host.widgetPage(`surprises-bootstrap-${widget}`, { widget, mount: {} }));
    await expect.poll(() => asked).toBe(true);
    const indicator = page.getByRole('status').filter({ hasText: 'Loading' });
    await expect(indicator).toBeVisible();
    await expect(page.getByText('Powered by')).toBeHidden();
    release();
    await expect(page.getByText('Powered by')).toBeVisible();
    await expect(indicator).toHaveCount(0);
  });
}
