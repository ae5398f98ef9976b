// The provider's official SDK (@stytch/vanilla-js, its headless client) against the emulator for
// issue 36: rbac.isAuthorized reads the user's roles in the project's rbac_policy, so a role set
// through PUT /__emulator/users/:user_id/roles authorizes its permissions once the session
// refreshes, and no others; and oauth.authenticate resolves with the account's profile picture
// (served by the emulator) and the locale chosen on the stand-in provider's page.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, PUBLIC_TOKEN, test, uniqueEmail, type Emulator, type Host } from './fixtures';
import { openOfficialSdk as openSdkWithEndpoints } from './officialSdk';

const OFFICIAL_SDK = fileURLToPath(new URL('../../node_modules/@stytch/vanilla-js/dist/iife/index.headless.js', import.meta.url));

const POLICY = {
  roles: [{ role_id: 'editor', description: 'Edits documents', permissions: [{ resource_id: 'documents', actions: ['read', 'write'] }] }],
  resources: [{ resource_id: 'documents', description: 'Documents', actions: ['read', 'write', 'delete'] }],
  scopes: [],
};

/** Loads the official headless client as `window.client` on a host page; its https://test.stytch.com calls reach the emulator. */
async function openOfficialSdk(page: Page, host: Host, emulator: Emulator, url?: string): Promise<string> {
  await page.context().route(/^https:\/\/test\.stytch\.com\//, async (route) => {
    await route.fulfill({ response: await route.fetch({ url: route.request().url().replace('https://test.stytch.com', emulator.origin) }) });
  });
  if (url === undefined) {
    host.add('sdk.js', readFileSync(OFFICIAL_SDK, 'utf8'), { 'content-type': 'text/javascript; charset=utf-8' });
    url = host.add('rbac', '<!doctype html><html><head><link rel="icon" href="data:,"></head><body><script src="sdk.js"></script></body></html>');
  }
  await page.goto(url);
  await page.evaluate((publicToken) => {
    (window as any).client = new (window as any).stytch.StytchHeadlessClient(publicToken);
  }, PUBLIC_TOKEN);
  return url;
}

/** Runs `script` with `client` and `arg` in the page and answers its result. */
function inPage<T>(page: Page, script: string, arg?: unknown): Promise<T> {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the scripts are this file's own, run in the page
  return page.evaluate(([body, value]) => new Function('client', 'arg', `return (${body})`)((window as any).client, value), [script, arg] as const) as Promise<T>;
}

test('a role set through the dev route authorizes its permissions in rbac.isAuthorized after the session refreshes', async ({ page, host, emulator, request }) => {
  expect((await request.post(`${emulator.origin}/__emulator/project`, { data: { rbac_policy: POLICY } })).status()).toBe(200);
  await openOfficialSdk(page, host, emulator);
  const email = uniqueEmail('rbac');
  const sent = await inPage<{ method_id: string }>(page, 'client.otps.email.loginOrCreate(arg, { expiration_minutes: 5 })', email);
  const { code } = await emulator.waitForMessage(email, { channel: 'email' });
  const signedIn = await inPage<{ user_id: string }>(page, 'client.otps.authenticate(arg.code, arg.method, { session_duration_minutes: 30 })', { code, method: sent.method_id });
  expect(await inPage(page, "client.rbac.isAuthorized('documents', 'write')")).toBe(false);

  const put = await request.put(`${emulator.origin}/__emulator/users/${signedIn.user_id}/roles`, { data: { roles: ['editor'] } });
  expect(put.status(), await put.text()).toBe(200);
  const refreshed = await inPage<{ session: { roles: string[] } }>(page, 'client.session.authenticate({ session_duration_minutes: 30 })');
  expect(refreshed.session.roles).toEqual(['stytch_user', 'editor']);

  expect(await inPage(page, "client.rbac.isAuthorized('documents', 'write')")).toBe(true);
  expect(await inPage(page, "client.rbac.isAuthorized('documents', 'read')")).toBe(true);
  expect(await inPage(page, "client.rbac.isAuthorized('documents', 'delete')")).toBe(false);
  expect(await inPage(page, 'client.rbac.allPermissions()')).toEqual({ documents: { read: true, write: true, delete: false } });
});

test("oauth.authenticate resolves with the account's profile picture and the locale chosen at the stand-in", async ({ page, host, emulator, request }) => {
  const sdk = await openSdkWithEndpoints(page, host, emulator, { name: 'profile' });
  await Promise.all([
    page.waitForURL((next) => next.origin === emulator.origin),
    page
      .evaluate((redirect) => (window as any).client.oauth.github.start({ login_redirect_url: redirect, signup_redirect_url: redirect }), sdk.url)
      .catch(() => undefined), // the page navigates away before the call settles
  ]);
  await page.getByLabel('Email').fill(uniqueEmail('profile'));
  await page.getByLabel('Locale').selectOption('fr-FR');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((next) => next.href.startsWith(sdk.url) && next.searchParams.get('stytch_token_type') === 'oauth');
  const token = new URL(page.url()).searchParams.get('token');
  const back = await openSdkWithEndpoints(page, host, emulator, { path: sdk.url, query: new URL(page.url()).search });
  const { ok: auth } = await back.call('oauth.authenticate', 'arg, { session_duration_minutes: 30 }', token);
  const picture = `${emulator.origin}/__emulator/oauth/github/avatar/${auth.provider_subject}`;
  expect([auth.profile_picture_url, auth.locale]).toEqual([picture, 'fr-FR']);
  expect(auth.user.providers).toEqual([expect.objectContaining({ profile_picture_url: picture, locale: 'fr-FR' })]);

  // The host page shows it as an image, from the emulator's origin.
  const width = await page.evaluate(async (src) => {
    const img = document.createElement('img');
    img.src = src;
    document.body.append(img);
    await img.decode();
    return img.naturalWidth;
  }, picture);
  expect(width).toBeGreaterThan(0);
  const image = await request.get(picture);
  expect([image.headers()['content-type'], image.headers()['x-content-type-options']]).toEqual(['image/svg+xml', 'nosniff']);
});
