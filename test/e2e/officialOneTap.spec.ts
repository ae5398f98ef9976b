// The provider's official SDK (@stytch/vanilla-js) against the emulator's stand-in for its
// clientside-services iframe (emulator/standins/clientsideServices.ts), offline: its headless One
// Tap on a host page of another origin, where a choice in the stand-in Google's prompt signs the
// person in, and is refused with the API's reason on a page the project does not allow; and its
// prebuilt UI's phone form, which formats and validates through the iframe.
// The SDK loads Google's script from https://accounts.google.com/gsi/client whatever it is told,
// so that host is routed to the emulator, whose /gsi/client and /__emulator/google/* answer; any
// other outside request fails.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, PUBLIC_TOKEN, test, uniqueEmail, type Emulator, type Host } from './fixtures';
import { emulatorEndpoints, offlineWithStandInGoogle } from './officialSdk';

const SDK_DIR = '../../node_modules/@stytch/vanilla-js/dist/iife/';
const sdkFile = (name: string) => readFileSync(fileURLToPath(new URL(`${SDK_DIR}${name}`, import.meta.url)), 'utf8');

const offline = offlineWithStandInGoogle;

const endpointsOf = (emulator: Emulator) => emulatorEndpoints(emulator.origin);

/** A blank page on the host's origin with the SDK's `file` as its only script. */
function sdkPage(host: Host, name: string, file: string): string {
  host.add(`${name}-sdk.js`, sdkFile(file), { 'content-type': 'text/javascript; charset=utf-8' });
  return host.add(name, `<!doctype html><html><head><link rel="icon" href="data:,"></head><body><div id="login"></div><script src="${name}-sdk.js"></script></body></html>`);
}

function headlessClient(page: Page, emulator: Emulator) {
  return page.evaluate(
    ({ publicToken, endpoints }) => {
      const w = window as any;
      w.client = new w.stytch.StytchHeadlessClient(publicToken, { endpoints });
    },
    { publicToken: PUBLIC_TOKEN, endpoints: endpointsOf(emulator) },
  );
}

test("the official SDK's One Tap: the stand-in's prompt, a choice, and the person is signed in", async ({ page, host, emulator, request }) => {
  const email = uniqueEmail('official-one-tap');
  expect((await request.post(`${emulator.origin}/__emulator/google/identities`, { data: { identities: [{ email, name: 'Grace Hopper' }] } })).status()).toBe(200);
  await offline(page.context(), emulator);
  const url = sdkPage(host, 'one-tap', 'index.headless.js');
  await page.goto(url);
  await headlessClient(page, emulator);

  // It settles once the prompt shows, as with Google's.
  const started = await page.evaluate((back) => (window as any).client.oauth.googleOneTap.start({ login_redirect_url: back, signup_redirect_url: back }), url);
  expect(started).toEqual({ success: true });
  await expect(page.locator(`iframe[src="${emulator.origin}/clientside-services/index.html"]`)).toHaveCount(1);

  // The choice goes to the iframe's submit, whose redirect URL the SDK follows.
  await page.getByRole('button', { name: 'Continue as Grace Hopper' }).click();
  await page.waitForURL((next) => next.searchParams.get('stytch_token_type') === 'oauth' && next.searchParams.has('token'));
  const token = new URL(page.url()).searchParams.get('token')!;
  await headlessClient(page, emulator);
  const signedIn = await page.evaluate(async (oauthToken) => {
    const client = (window as any).client;
    const auth = await client.oauth.authenticate(oauthToken, { session_duration_minutes: 30 });
    const user = await client.user.get();
    return { provider: auth.provider_type, email: user.emails[0]?.email, session: client.session.getSync()?.session_id === auth.session.session_id };
  }, token);
  expect(signedIn).toEqual({ provider: 'google', email, session: true });
});

test("the official SDK's One Tap on a page whose origin the project does not allow: it fails with the API's reason, and does not hang", async ({ page, host, emulator, request }) => {
  expect((await request.post(`${emulator.origin}/__emulator/project`, { data: { allowed_origins: ['https://app.example.com'] } })).status()).toBe(200);
  await offline(page.context(), emulator);
  await page.goto(sdkPage(host, 'refused', 'index.headless.js'));
  await headlessClient(page, emulator);
  const outcome = await page.evaluate(() =>
    (window as any).client.oauth.googleOneTap.start({}).then(
      () => 'started',
      (error: Error) => error.message,
    ),
  );
  expect(outcome).toBe('One Tap could not load: origin_not_allowed');
});

test("the official SDK's phone form formats and validates a number through the iframe, offline", async ({ page, host, emulator }) => {
  await offline(page.context(), emulator);
  await page.goto(sdkPage(host, 'phone', 'index.js'));
  await page.evaluate(
    ({ publicToken, endpoints }) => {
      const w = window as any;
      const client = w.stytch.createStytchClient(publicToken, { endpoints });
      customElements.define('stytch-ui', w.stytch.StytchUI);
      const config = { products: [w.stytch.Products.otp], otpOptions: { methods: ['sms'], expirationMinutes: 5 } };
      (document.querySelector('#login')!.appendChild(document.createElement('stytch-ui')) as any).render({ client, config });
    },
    { publicToken: PUBLIC_TOKEN, endpoints: endpointsOf(emulator) },
  );
  const phone = page.locator('#phone-input');
  const submit = page.getByRole('button', { name: 'Continue with text message' });
  const sends: string[] = [];
  page.on('request', (sent) => sent.url().includes('/otps/sms/login_or_create') && sends.push(sent.url()));

  // Too short to be a number anywhere: the form says so itself and sends nothing (without the
  // iframe's answer it would send +1555 after 2 s, and show the API's refusal).
  await phone.fill('555');
  await submit.click();
  await expect(page.getByText('Phone number format is invalid.', { exact: false })).toBeVisible();
  expect(sends).toEqual([]);

  // Written in national form as it is typed, and sent in E.164.
  await phone.fill('2015550123');
  await expect(phone).toHaveValue('(201) 555-0123');
  await submit.click();
  const message = await emulator.waitForMessage('+12015550123', { channel: 'sms' });
  expect(message.code).toMatch(/^\d{6}$/);
});
