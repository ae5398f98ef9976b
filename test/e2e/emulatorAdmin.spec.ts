// The emulator's admin page (issue 16) in Chromium: a person revokes a session, fixes a rejected
// config edit and deletes a user by clicking, under the page's no-script CSP, with no CSP
// violation and no console error but the rejected edit's 400.
import type { APIRequestContext } from '@playwright/test';
import type { AuthResponse } from '../../src/contract/index';
import { expect, PUBLIC_TOKEN, test, uniqueEmail, type Emulator } from './fixtures';
import { watchViolations } from './violations';

const basic = (secret = PUBLIC_TOKEN) => ({ authorization: `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${secret}`).toString('base64')}` });

/** An email passcode sign-in through the API, as the widget would make it. */
async function signIn(request: APIRequestContext, emulator: Emulator, email: string): Promise<AuthResponse> {
  const api = `${emulator.origin}/sdk/v1`;
  const count = (await emulator.messages(email)).length + 1;
  const sent = await request.post(`${api}/otps/email/login_or_create`, { headers: basic(), data: { email } });
  expect(sent.status()).toBe(200);
  const { code } = await emulator.waitForMessage(email, { count });
  const auth = await request.post(`${api}/otps/authenticate`, { headers: basic(), data: { token: code, method_id: (await sent.json()).data.method_id, session_duration_minutes: 30 } });
  expect(auth.status()).toBe(200);
  return (await auth.json()).data as AuthResponse;
}

async function authenticates(request: APIRequestContext, emulator: Emulator, sessionToken: string): Promise<boolean> {
  const res = await request.post(`${emulator.origin}/sdk/v1/sessions/authenticate`, { headers: basic(sessionToken), data: {} });
  return res.status() === 200;
}

test('a person revokes one session from the admin page, a rejected config edit keeps their text, and a deleted user can sign up again', async ({ page, request, emulator }) => {
  const email = uniqueEmail('admin');
  const revoked = await signIn(request, emulator, email);
  const kept = await signIn(request, emulator, email);
  const report = await watchViolations(page);

  await page.goto(`${emulator.origin}/outbox`);
  await page.getByRole('link', { name: 'Admin page' }).click();
  await expect(page.getByRole('heading', { name: 'Users (1)' })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sessions (2)' })).toBeVisible();

  await page.getByRole('row').filter({ hasText: revoked.session.session_id }).getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('status')).toHaveText('The session was revoked: its token no longer authenticates.');
  await expect(page).toHaveURL(`${emulator.origin}/admin?notice=session_revoked`);
  await expect(page.getByRole('heading', { name: 'Sessions (1)' })).toBeVisible();
  await expect(page.getByText(revoked.session.session_id)).toHaveCount(0);
  expect(await authenticates(request, emulator, revoked.session_token)).toBe(false);
  expect(await authenticates(request, emulator, kept.session_token)).toBe(true);

  expect(await report()).toEqual({ violations: [], consoleErrors: [] });

  // A config edit that fails validation shows why, with the text as typed. The page comes with a
  // 400, which Chromium logs as a failed load: the only console error allowed.
  const config = page.getByRole('textbox', { name: 'Config (JSON)' });
  await config.fill('{"project_nam": "Typo"}');
  await page.getByRole('button', { name: 'Save config' }).click();
  await expect(page.getByRole('alert')).toContainText('project_nam');
  await expect(config).toHaveValue('{"project_nam": "Typo"}');
  await config.fill('{"project_name": "Acme"}');
  await page.getByRole('button', { name: 'Save config' }).click();
  await expect(page.getByRole('status')).toHaveText('The project config was saved. The next requests use it.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acme emulator');

  // Deleting the user ends the kept session too and frees the address for a new sign-up.
  await page.getByRole('button', { name: 'Delete this user' }).click();
  await expect(page.getByRole('status')).toContainText('The user was deleted');
  await expect(page.getByRole('heading', { name: 'Users (0)' })).toBeVisible();
  expect(await authenticates(request, emulator, kept.session_token)).toBe(false);
  expect((await signIn(request, emulator, email)).user_id).not.toBe(kept.user_id);

  expect(await report()).toEqual({ violations: [], consoleErrors: ['Failed to load resource: the server responded with a status of 400 (Bad Request)'] });
});
