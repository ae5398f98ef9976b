// mountLogin's contract: re-mounting, the spec's errors, option checks, host styles and callbacks
// (docs/spec/product.md §1 Mount rules, §2 Main; options.ts).
import type { Page } from '@playwright/test';
import { expect, PUBLIC_TOKEN, test, uniqueEmail, widgetEvents } from './fixtures';
import { expectSuccess, submitEmail, typeCode } from './widget';

type MountWindow = { mountWidget(options: object): void; AuthWidget: { mountLogin(options: unknown): void; client(options: unknown): unknown } };

/** Calls mountLogin with exactly `options` and returns the thrown message, or null. */
function mountError(page: Page, options: Record<string, unknown>) {
  return page.evaluate((given) => {
    try {
      (window as unknown as MountWindow).AuthWidget.mountLogin(given);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  }, options);
}

test('mounting twice at the same element re-renders one widget, and the second options win', async ({ page, host, emulator }) => {
  await page.goto(host.widgetPage('twice'));
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with email' })).toBeVisible();

  await page.evaluate(() => {
    const w = window as unknown as MountWindow & { __second: string[] };
    w.__second = [];
    w.mountWidget({
      config: { products: ['otp'], otpOptions: { methods: ['email'] } },
      styles: { hideHeaderText: true },
      callbacks: { onEvent: (event: { type: string }) => w.__second.push(event.type) },
    });
  });
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toHaveCount(0);
  await expect(page.locator('[part=container]')).toHaveCount(1);
  await expect(page.getByRole('textbox')).toHaveCount(1);

  // The first mount is gone: its callbacks hear nothing, the second's hear the passcode flow.
  const email = uniqueEmail('twice');
  await submitEmail(page, email);
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  await typeCode(page, (await emulator.waitForMessage(email)).code!);
  await expectSuccess(page);
  expect((await widgetEvents(page)).callbacks).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __second: string[] }).__second)).toEqual([
    'OTP_LOGIN_OR_CREATE',
    'OTP_AUTHENTICATE',
    'AUTHENTICATE_FLOW_COMPLETE',
  ]);
});

test('a selector that matches nothing throws the spec’s message', async ({ page, host, emulator }) => {
  await page.goto(host.widgetPage('missing', { mount: false }));
  expect(await mountError(page, { elementSelector: '#x', publicToken: PUBLIC_TOKEN, apiBaseUrl: emulator.origin })).toBe(
    'The selector "#x" applies to no DOM elements currently on the page.',
  );
});

test('passkeys alone, and magic links with email passcodes, show the spec’s configuration errors', async ({ page, host }) => {
  await page.goto(host.widgetPage('passkeys', { mount: { config: { products: ['passkeys'] } } }));
  await expect(page.getByRole('alert')).toHaveText('Error: Cannot use Passkeys by itself, please add another product to the config.');
  await expect(page.getByRole('textbox')).toHaveCount(0);

  await page.goto(host.widgetPage('eml-and-otp', { mount: { config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } } } }));
  await expect(page.getByRole('alert')).toHaveText('Error: Cannot use both EML and Email OTP');
  await expect(page.getByRole('textbox')).toHaveCount(0);
  expect((await widgetEvents(page)).callbacks).toEqual([]);
});

test("wrong options throw 'Invalid call to mountLogin' and render nothing", async ({ page, host, emulator }) => {
  await page.goto(host.widgetPage('invalid', { mount: false }));
  const base = { elementSelector: '#login', publicToken: PUBLIC_TOKEN, apiBaseUrl: emulator.origin };
  const cases: [Record<string, unknown>, string][] = [
    [{ ...base, apiBaseUrl: 'localhost:9099' }, 'apiBaseUrl must be a full http(s) origin'],
    [{ ...base, apiBaseUrl: 'javascript:alert(1)' }, 'apiBaseUrl must be a full http(s) origin'],
    [{ ...base, apiBaseUrl: 42 }, 'apiBaseUrl must be a string'],
    [{ ...base, publicToken: 42 }, 'publicToken must be a non-empty string'],
    [{ ...base, elementSelector: '' }, 'elementSelector must be a non-empty CSS selector string'],
    [{ ...base, config: { products: 'otp' } }, 'config.products must be an array'],
    [{ ...base, config: { products: ['sms'] } }, 'config.products has "sms"'],
    [{ ...base, config: { products: ['otp'] } }, 'config.otpOptions.methods must be an array'],
    [{ ...base, config: { products: ['otp'], otpOptions: { methods: [] } } }, 'must not be empty'],
    [{ ...base, config: { enableShadowDOM: 'yes' } }, 'config.enableShadowDOM must be a boolean'],
    [{ ...base, callbacks: { onEvent: 'handler' } }, 'callbacks.onEvent must be a function'],
    [{ ...base, styles: 'dark' }, 'styles must be an object'],
  ];
  for (const [options, detail] of cases) {
    const message = await mountError(page, options);
    expect(message, JSON.stringify(options)).toMatch(/^Invalid call to mountLogin\n/);
    expect(message, JSON.stringify(options)).toContain(detail);
  }
  expect(await mountError(page, 'not options' as unknown as Record<string, unknown>)).toMatch(/^Invalid call to mountLogin\n/);
  // A malformed selector throws the browser's own SyntaxError, which names it.
  expect(await mountError(page, { ...base, elementSelector: '#' })).toContain("'#' is not a valid selector");
  await expect(page.locator('#login')).toBeEmpty();

  const clientError = await page.evaluate((origin) => {
    try {
      (window as unknown as MountWindow).AuthWidget.client({ publicToken: 'public-token-test-x', apiBaseUrl: `${origin}/sdk`.replace('http', 'ftp') });
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  }, emulator.origin);
  expect(clientError).toMatch(/^Invalid call to client\n/);
});

test('host styles apply, and a value that tries to leave its declaration is ignored', async ({ page, host }) => {
  await page.goto(host.widgetPage('styles', { mount: { styles: { container: { borderColor: '#FF0000', width: '360px' }, colors: { primary: 'rgb(0, 0, 255)' } } } }));
  const container = page.locator('[part=container]');
  await expect(container).toHaveCSS('border-top-color', 'rgb(255, 0, 0)');
  await expect(container).toHaveCSS('width', '360px');
  await expect(page.getByRole('button', { name: 'Continue with email' })).toHaveCSS('background-color', 'rgb(25, 48, 61)');

  await page.goto(host.widgetPage('hostile-styles', { mount: { styles: { container: { borderColor: 'red}body{display:none' } } } }));
  await expect(page.locator('[part=container]')).toHaveCSS('border-top-color', 'rgb(173, 188, 197)');
  await expect(page.locator('body')).toBeVisible();
});

test('a host callback that throws breaks neither the flow nor the DOM events', async ({ page, host, emulator }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  await page.goto(host.widgetPage('throwing', { mount: false }));
  await page.evaluate(() =>
    (window as unknown as MountWindow).mountWidget({
      config: { products: ['otp'], otpOptions: { methods: ['email'] } },
      callbacks: {
        onEvent: () => {
          throw new Error('host bug');
        },
      },
    }),
  );
  const email = uniqueEmail('throwing');
  await submitEmail(page, email);
  await typeCode(page, (await emulator.waitForMessage(email)).code!);
  await expectSuccess(page);
  expect((await widgetEvents(page)).dom).toEqual(['OTP_LOGIN_OR_CREATE', 'OTP_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
  expect(consoleErrors.filter((text) => text.includes('host bug'))).toHaveLength(3);
});
