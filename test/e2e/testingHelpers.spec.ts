// auth-widget/testing as a host's Playwright suite uses it (docs/guide/testing.md), against the
// real cdn/ widget and the emulator: signIn makes the next load signed in with no UI, latestCode
// and latestLink read what a flow sent, advanceClock moves the emulator's clock, resetEmulator
// clears. The helpers are the package's source (src/testing/), the same code dist/testing.js holds.
import { advanceClock, latestCode, latestLink, resetEmulator, signIn } from '../../src/testing/index';
import { expect, expectSessionCookies, PUBLIC_TOKEN, test, uniqueEmail, type Host } from './fixtures';
import { expectSuccess, submitEmail, typeCode } from './widget';

const otpPage = (host: Host, name: string) => host.widgetPage(name, { mount: { config: { products: ['otp'], otpOptions: { methods: ['email'] } } }, showUser: true });

test('signIn puts a real session into the browser: the next load is signed in, with no UI', async ({ page, context, host, emulator }) => {
  const email = uniqueEmail('helpers-sign-in');
  await page.goto(otpPage(host, 'sign-in'));
  await expect(page.locator('#who')).toHaveText('Signed out');

  const auth = await signIn(page, { email, publicToken: PUBLIC_TOKEN, apiBaseUrl: emulator.origin });
  await expectSessionCookies(context, host.origin);
  await page.reload();
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
  // The same user a second time: signIn finds, not creates.
  const again = await signIn(page, { email, publicToken: PUBLIC_TOKEN, apiBaseUrl: emulator.origin });
  expect(again.user.user_id).toBe(auth.user.user_id);
});

test('latestCode and latestLink read what a flow sent', async ({ page, host, emulator }) => {
  const email = uniqueEmail('helpers-code');
  await page.goto(otpPage(host, 'code'));
  await submitEmail(page, email);
  // No wait for the send first: latestCode waits for the message itself.
  await typeCode(page, await latestCode(email, { apiBaseUrl: emulator.origin }));
  await expectSuccess(page);

  const linked = uniqueEmail('helpers-link');
  const redirect = host.widgetPage('linked', { mount: { config: { products: ['emailMagicLinks'] } }, showUser: true });
  await page.goto(host.widgetPage('link', { mount: { config: { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect } } } }));
  await submitEmail(page, linked);
  const link = await latestLink(linked, { apiBaseUrl: emulator.origin, channel: 'email' });
  expect(link).toBe((await emulator.waitForMessage(linked)).link);
  await page.goto(link);
  await expect(page.locator('#who')).toHaveText(`Signed in as ${linked}`);
});

test("advanceClock moves the emulator's clock: a passcode expires by it", async ({ page, host, emulator, request }) => {
  const clock = async () => Date.parse(((await (await request.get(`${emulator.origin}/__emulator/clock`)).json()) as { now: string }).now);
  const before = await clock();
  const now = await advanceClock(60 * 60_000, { apiBaseUrl: emulator.origin });
  expect(now.getTime() - before).toBeGreaterThanOrEqual(60 * 60_000);
  // The emulator's clock is real time plus an offset: it has run on a little since.
  expect((await clock()) - now.getTime()).toBeGreaterThanOrEqual(0);
  expect((await clock()) - now.getTime()).toBeLessThan(5000);

  const email = uniqueEmail('helpers-clock');
  await page.goto(otpPage(host, 'clock'));
  await submitEmail(page, email);
  const code = await latestCode(email, { apiBaseUrl: emulator.origin });
  await advanceClock(11 * 60_000, { apiBaseUrl: emulator.origin });
  await typeCode(page, code);
  await expect(page.getByRole('heading', { name: 'Success', exact: true })).toHaveCount(0);
  await expect(page.getByRole('alert')).toBeVisible();
});

test('resetEmulator clears users, sessions and the outbox', async ({ page, host, emulator }) => {
  const email = uniqueEmail('helpers-reset');
  await page.goto(otpPage(host, 'reset'));
  const auth = await signIn(page, { email, publicToken: PUBLIC_TOKEN, apiBaseUrl: emulator.origin });
  const sent = uniqueEmail('helpers-reset-code');
  await submitEmail(page, sent);
  await latestCode(sent, { apiBaseUrl: emulator.origin });

  await resetEmulator({ apiBaseUrl: emulator.origin });
  await expect(latestCode(sent, { apiBaseUrl: emulator.origin, timeoutMs: 0 })).rejects.toThrow(`latestCode: nothing of the kind was sent to ${sent}`);
  const me = await page.request.get(`${emulator.origin}/sdk/v1/users/me`, {
    headers: { authorization: `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${auth.session_token}`).toString('base64')}` },
  });
  expect(me.status(), 'the session is gone with its user').toBe(401);
});
