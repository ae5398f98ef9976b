// Email magic links (docs/spec/product.md §2 Main and Email confirmation, docs/spec/api.md §7, §8).
import { expect, expectSessionCookies, sessionCookies, test, uniqueEmail, widgetEvents, type Host } from './fixtures';
import { submitEmail } from './widget';

/** The page the links lead to: it mounts the widget and shows who is signed in. */
function redirectPage(host: Host, name: string) {
  return host.widgetPage(name, { mount: { config: { products: ['emailMagicLinks'] } }, showUser: true });
}

/** A login page whose links go to separate sign-up and login pages. */
function loginPage(host: Host) {
  const signupRedirectURL = redirectPage(host, 'welcome');
  const loginRedirectURL = redirectPage(host, 'signed-in');
  const url = host.widgetPage('login', {
    mount: { config: { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL, signupRedirectURL } } },
  });
  return { url, signupRedirectURL, loginRedirectURL };
}

test('sign-up by magic link: the link signs the user in on the redirect page', async ({ page, context, host, emulator }) => {
  const email = uniqueEmail('signup');
  const { url, signupRedirectURL } = loginPage(host);
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  await submitEmail(page, email);

  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(`An email was sent to ${email}.`)).toBeVisible();
  // The project's one sender domain (bootstrap email_domains) makes each link a search for its mail.
  await expect(page.getByRole('link', { name: 'Open Gmail' })).toHaveAttribute('href', /^https:\/\/mail\.google\.com\/.*example\.com/);
  await expect(page.getByRole('link', { name: 'Open Yahoo' })).toHaveAttribute('href', /^https:\/\/mail\.yahoo\.com\/.*example\.com/);
  await expect(page.getByRole('link', { name: 'Open Outlook' })).toHaveAttribute('href', /^https:\/\/outlook\.live\.com\/.*example\.com/);
  expect((await widgetEvents(page)).callbacks).toEqual(['MAGIC_LINK_LOGIN_OR_CREATE']);

  const message = await emulator.waitForMessage(email, { channel: 'email' });
  expect(message.subject).toBe('Complete your sign up');
  expect(message.link!.startsWith(`${signupRedirectURL}?stytch_token_type=magic_links&token=`)).toBe(true);
  expect(await sessionCookies(context, host.origin)).toEqual([]);

  await page.goto(message.link!);
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page.getByText('You have successfully logged in.')).toBeVisible();
  // The token leaves the address bar (docs/spec/api.md §7).
  expect(page.url()).toBe(signupRedirectURL);
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
  await expectSessionCookies(context, host.origin);
  // No cookie on the emulator's origin: the widget writes them for the host page.
  expect(await sessionCookies(context, emulator.origin)).toEqual([]);

  const events = await widgetEvents(page);
  expect(events.callbacks).toEqual(['AUTHENTICATE_FLOW_COMPLETE']);
  expect(events.dom).toEqual(['AUTHENTICATE_FLOW_COMPLETE']);
  expect(events.errors).toEqual([]);

  // A reload keeps the session: the host's client reads it back from storage.
  await page.reload();
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
  expect((await widgetEvents(page)).callbacks).toEqual([]);
});

test('a returning user gets a link to the login redirect URL', async ({ page, host, emulator }) => {
  const email = uniqueEmail('returning');
  const { url, loginRedirectURL } = loginPage(host);
  await page.goto(url);
  await submitEmail(page, email);
  await page.goto((await emulator.waitForMessage(email)).link!);
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();

  await page.goto(url);
  await submitEmail(page, email);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const second = await emulator.waitForMessage(email, { count: 2 });
  expect(second.subject).toBe('Your login link');
  expect(second.link!.startsWith(`${loginRedirectURL}?stytch_token_type=magic_links&token=`)).toBe(true);
  await page.goto(second.link!);
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
});

test("'Try again' returns to Main with the address still in the field, as Back does (issue 37)", async ({ page, host, emulator }) => {
  const email = uniqueEmail('again');
  await page.goto(loginPage(host).url);
  await submitEmail(page, email);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();

  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The form works again, with the address as it was.
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await emulator.waitForMessage(email, { count: 2 });
});

test("the back arrow on 'Check your email' returns to Main", async ({ page, host }) => {
  await page.goto(loginPage(host).url);
  await submitEmail(page, uniqueEmail('back'));
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
});

test("an invalid email shows 'Invalid email address' and sends nothing", async ({ page, host, emulator }) => {
  await page.goto(loginPage(host).url);
  await submitEmail(page, 'not-an-email');
  await expect(page.getByRole('alert')).toHaveText('Invalid email address');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  expect(await emulator.messages('not-an-email')).toEqual([]);
  expect((await widgetEvents(page)).callbacks).toEqual([]);
});

test('an already-used link shows an error and signs no one in', async ({ page, browser, host, emulator }) => {
  const email = uniqueEmail('reuse');
  await page.goto(loginPage(host).url);
  await submitEmail(page, email);
  const { link } = await emulator.waitForMessage(email);
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();

  // The same link in another browser profile: the emulator refuses it (single use, A4).
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await second.goto(link!);
    await expect(second.getByRole('alert')).toContainText('could not be authenticated');
    await expect(second.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await expect(second.locator('#who')).toHaveText('Signed out');
    expect(second.url()).not.toContain('token=');
    expect(await sessionCookies(other, host.origin)).toEqual([]);
    const events = await widgetEvents(second);
    expect(events.callbacks).toEqual([]);
    expect(events.errors).toHaveLength(1);
    expect(events.errors[0]).toContain('unable_to_auth_magic_link');
  } finally {
    await other.close();
  }
});

test('telemetry reaches the provider in batches without credentials', async ({ page, host, emulator }) => {
  const email = uniqueEmail('telemetry');
  const batches: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === `${emulator.origin}/sdk/v1/events`) batches.push(request.headers()['authorization']);
  });
  await page.goto(loginPage(host).url);
  await submitEmail(page, email);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();

  const names = ['sdk_instance_instantiated', 'render_login_screen', 'email_sent', 'email_try_again_clicked'];
  await expect.poll(async () => (await emulator.telemetry()).map((event) => event.event_name)).toEqual(names);
  const events = await emulator.telemetry();
  expect(events[0]!.details).toEqual({ callbacks: { onEvent: true, onError: true } });
  expect(events[3]!.details).toEqual({ email, type: 'login_or_create_eml' });
  // The page's request events reach the test on their own channel, possibly after the emulator answered the poll.
  await expect.poll(() => batches.length).toBeGreaterThan(0);
  expect(batches.every((authorization) => authorization === undefined)).toBe(true);
});
