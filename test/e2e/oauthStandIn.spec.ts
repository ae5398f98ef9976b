// The emulator's stand-in OAuth provider in a real browser (issue 10): its consent page walked by
// keyboard alone, its form post and redirects as Chromium makes them (the in-process emulator
// tests cannot see what a browser sends, such as the Origin of a form post).
import { expect, PUBLIC_TOKEN, test, uniqueEmail } from './fixtures';

const basic = `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${PUBLIC_TOKEN}`).toString('base64')}`;

test('the stand-in provider, by keyboard: Continue signs up and comes back with a token that signs in once; Cancel comes back with the error', async ({ page, host, emulator, request }) => {
  const landing = host.add('oauth-landing', '<!doctype html><title>Back at the host</title><p>Back at the host</p>');
  const start = `${emulator.origin}/v1/public/oauth/github/start?${new URLSearchParams({
    public_token: PUBLIC_TOKEN,
    login_redirect_url: landing,
    signup_redirect_url: landing,
    custom_scopes: 'repo',
    provider_prompt: 'consent',
  })}`;
  const email = uniqueEmail('oauth-stand-in');

  await page.goto(start);
  await expect(page.getByRole('heading', { name: 'Sign in with GitHub' })).toBeVisible();
  await expect(page.getByText('repo', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Ada Lovelace');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.href.startsWith(landing));
  const back = new URL(page.url());
  expect(back.searchParams.get('stytch_token_type')).toBe('oauth');
  const token = back.searchParams.get('token');
  expect(token).toBeTruthy();

  const authenticate = () =>
    request.post(`${emulator.origin}/sdk/v1/oauth/authenticate`, { headers: { authorization: basic }, data: { token, session_duration_minutes: 30 } });
  const first = await authenticate();
  expect(first.status()).toBe(200);
  const { data } = await first.json();
  expect(data.user.emails[0].email).toBe(email);
  expect(data.provider_type).toBe('github');
  expect(data.provider_values.scopes).toContain('repo');
  expect((await authenticate()).status()).toBe(404);

  // Cancel, reached by keyboard: email, name, locale, Continue, Cancel.
  await page.goto(start);
  await expect(page.getByLabel('Email')).toBeFocused();
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.href.startsWith(landing));
  const cancelled = new URL(page.url());
  expect(cancelled.searchParams.get('error')).toBe('access_denied');
  expect(cancelled.searchParams.get('token')).toBeNull();
});
