// The host's view of the session through AuthWidget.client (docs/spec/api.md §8; docs/spec/security.md S1, S4).
import { expect, PUBLIC_TOKEN, sessionCookies, test, uniqueEmail } from './fixtures';
import { expectSuccess, submitEmail, typeCode } from './widget';

type ClientWindow = {
  AuthWidget: {
    client(options: object): {
      getSession(): { session_id: string; expires_at: string } | null;
      getUser(): { user_id: string } | null;
      logout(): Promise<void>;
      authenticateFromUrl(): Promise<{ user: { emails: { email: string }[] } } | null>;
    };
  };
};

test('the host client sees the sign-in, and logout clears cookies and state and kills the token', async ({ page, context, host, emulator, request }) => {
  const email = uniqueEmail('session');
  await page.goto(host.widgetPage('session', { mount: { config: { products: ['otp'], otpOptions: { methods: ['email'] } } }, showUser: true }));
  await expect(page.locator('#who')).toHaveText('Signed out');
  await submitEmail(page, email);
  await typeCode(page, (await emulator.waitForMessage(email)).code!);
  await expectSuccess(page);
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);

  const client = { publicToken: PUBLIC_TOKEN, apiBaseUrl: emulator.origin };
  const session = await page.evaluate((options) => (window as unknown as ClientWindow).AuthWidget.client(options).getSession(), client);
  expect(session!.session_id).toEqual(expect.any(String));
  const cookies = await sessionCookies(context, host.origin);
  const token = cookies.find((cookie) => cookie.name === 'stytch_session')!.value;
  const jwt = cookies.find((cookie) => cookie.name === 'stytch_session_jwt')!.value;
  expect(jwt.split('.')).toHaveLength(3);
  // The cookies expire with the session.
  for (const cookie of cookies) expect(Math.abs(cookie.expires * 1000 - Date.parse(session!.expires_at))).toBeLessThan(2000);

  const headers = { authorization: `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${token}`).toString('base64')}` };
  const authenticate = () => request.post(`${emulator.origin}/sdk/v1/sessions/authenticate`, { headers, data: {} });
  const me = () => request.get(`${emulator.origin}/sdk/v1/users/me`, { headers });
  expect((await authenticate()).status()).toBe(200);
  expect((await me()).status()).toBe(200);

  await page.evaluate((options) => (window as unknown as ClientWindow).AuthWidget.client(options).logout(), client);
  await expect(page.locator('#who')).toHaveText('Signed out');
  expect(await sessionCookies(context, host.origin)).toEqual([]);
  expect(await page.evaluate((options) => (window as unknown as ClientWindow).AuthWidget.client(options).getUser(), client)).toBeNull();
  // The old token is dead: 401 for calls that need a session, 404 session_not_found (as the provider answers) for a refresh.
  expect((await me()).status()).toBe(401);
  const refused = await authenticate();
  expect(refused.status()).toBe(404);
  expect((await refused.json()).error_type).toBe('session_not_found');

  // Nothing comes back on reload.
  await page.reload();
  await expect(page.locator('#who')).toHaveText('Signed out');
});

test('a second tab of the host sees the session the first one created', async ({ page, context, host, emulator }) => {
  const email = uniqueEmail('tabs');
  const url = host.widgetPage('tabs', { mount: { config: { products: ['otp'], otpOptions: { methods: ['email'] } } }, showUser: true });
  await page.goto(url);
  await submitEmail(page, email);
  await typeCode(page, (await emulator.waitForMessage(email)).code!);
  await expectSuccess(page);

  const second = await context.newPage();
  await second.goto(url);
  await expect(second.locator('#who')).toHaveText(`Signed in as ${email}`);
});

test('without a widget, the host finishes a magic link with client().authenticateFromUrl()', async ({ page, context, host, emulator }) => {
  const email = uniqueEmail('from-url');
  const landing = host.widgetPage('landing', { mount: false, showUser: true });
  await page.goto(host.widgetPage('login', { mount: { config: { emailMagicLinksOptions: { loginRedirectURL: landing, signupRedirectURL: landing } } } }));
  await submitEmail(page, email);
  const { link } = await emulator.waitForMessage(email);

  await page.goto(link!);
  await expect(page.locator('#who')).toHaveText('Signed out');
  const client = { publicToken: PUBLIC_TOKEN, apiBaseUrl: emulator.origin };
  const emails = await page.evaluate(
    async (options) => (await (window as unknown as ClientWindow).AuthWidget.client(options).authenticateFromUrl())?.user.emails.map((entry) => entry.email),
    client,
  );
  expect(emails).toEqual([email]);
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
  expect(page.url()).toBe(landing);
  expect(await sessionCookies(context, host.origin)).toHaveLength(2);
  // With no token left in the address bar there is nothing to do.
  expect(await page.evaluate((options) => (window as unknown as ClientWindow).AuthWidget.client(options).authenticateFromUrl(), client)).toBeNull();
});
