// Server and user strings render as text, never as markup (docs/spec/security.md X1, X2).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test, widgetEvents } from './fixtures';
import { expectSuccess, submitEmail, typeCode } from './widget';

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { pwned?: unknown }).pwned);

test('a hostile email address shows as text on every screen and in the outbox', async ({ page, host, emulator }) => {
  // Markup is no longer a valid address (issue 15's email rule); this one is, and carries what an
  // unsafe renderer would mishandle: a quote, an entity-like '&amp=', and a '{destination}' that
  // a second interpolation pass would replace.
  const email = "o'neil&amp=1{destination}@example.com";
  await page.goto(host.widgetPage('otp', { mount: { config: { products: ['otp'], otpOptions: { methods: ['email'] } } }, showUser: true }));
  await submitEmail(page, email);
  await expect(page.getByText(`A 6-digit passcode was sent to you at ${email}.`)).toBeVisible();
  await typeCode(page, (await emulator.waitForMessage(email)).code!);
  await expectSuccess(page);
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
  await expect(page.locator('[onload], [onerror]')).toHaveCount(0);
  expect(await pwned(page)).toBeUndefined();

  // The emulator's own outbox page shows the address as text too.
  await page.goto(`${emulator.origin}/outbox`);
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.locator('[onload], [onerror]')).toHaveCount(0);
  expect(await pwned(page)).toBeUndefined();
});

/**
 * A provider that answers every call with an API error whose message is markup. The emulator's
 * messages never echo input, so this stands in for a hostile or compromised provider; the widget
 * still talks real HTTP to it (CORS and all).
 */
async function startHostileProvider(message: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': req.headers.origin ?? '*',
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': 'authorization, content-type, x-sdk-client, x-sdk-parent-host',
      'access-control-allow-methods': 'GET, POST, PUT, DELETE',
    };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    const body = {
      status_code: 400,
      request_id: 'request-id-hostile',
      // A type whose server text is meant for people (an invalid_email's text is replaced by the
      // widget's own sentence), so the hostile text reaches the banner.
      error_type: 'email_not_found',
      error_message: message,
      error_url: 'https://stytch.com/docs/api/errors/400',
      error_details: {},
    };
    res.writeHead(400, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

test('a hostile error message from the provider shows as text, with only provider links as anchors', async ({ page, host }) => {
  const message = '<img src=x onerror="window.pwned=1"> Read https://stytch.com/docs/api/errors/400 not https://stytch.com.evil.example/x or javascript:window.pwned=1';
  const provider = await startHostileProvider(message);
  try {
    await page.goto(host.widgetPage('hostile', { mount: { apiBaseUrl: provider.origin, config: { products: ['otp'], otpOptions: { methods: ['email'] } } } }));
    await submitEmail(page, 'someone@example.com');
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(message);
    await expect(alert.locator('img')).toHaveCount(0);
    await expect(page.locator('[onerror]')).toHaveCount(0);
    const links = alert.getByRole('link');
    await expect(links).toHaveCount(1);
    await expect(links).toHaveAttribute('href', 'https://stytch.com/docs/api/errors/400');
    await expect(links).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await pwned(page)).toBeUndefined();
    expect((await widgetEvents(page)).errors[0]).toContain(message);
  } finally {
    provider.server.closeAllConnections();
    await new Promise((done) => provider.server.close(done));
  }
});
