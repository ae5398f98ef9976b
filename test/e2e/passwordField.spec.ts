// The password fields as a careful person meets them (issue 9): bounded length, a card that keeps
// its height while the strength check answers, one show/hide toggle state, the strength told in
// words, and a reset form that names its account and refuses to show without a reset link.
import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail, type Host } from './fixtures';
import { stageUser } from './accounts';
import { overflowIn } from './layoutPages';
import { nextFrames } from './settle';
import { submitEmail } from './widget';

const STRONG = 'violet-Tractor-89-lantern';
const MAX_PASSWORD = 256;

const passwordPage = (host: Host) =>
  host.widgetPage('password-field', {
    mount: {
      config: {
        products: ['emailMagicLinks', 'passwords'],
        emailMagicLinksOptions: { loginRedirectURL: `${host.origin}/done`, signupRedirectURL: `${host.origin}/done` },
        passwordOptions: { resetPasswordRedirectURL: `${host.origin}/reset`, loginRedirectURL: `${host.origin}/done` },
      },
    },
  });
const passwordInput = (page: Page) => page.getByLabel('Password', { exact: true });
const card = (page: Page) => page.locator('#login [part=container]');

async function createAccountScreen(page: Page, host: Host) {
  await page.goto(passwordPage(host));
  await submitEmail(page, uniqueEmail('pw-field'));
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
}

/** The password bodies the page sent to `path`, as the server received their lengths. */
function sentPasswords(page: Page, path: string): number[] {
  const lengths: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(path)) lengths.push((JSON.parse(request.postData()!) as { password: string }).password.length);
  });
  return lengths;
}

for (const width of [320, 400, 1280]) {
  test(`at ${width} px the card keeps its height from the first character on while the strength check answers`, async ({ page, host }) => {
    await page.setViewportSize({ width, height: 900 });
    await createAccountScreen(page, host);
    await passwordInput(page).pressSequentially(STRONG[0]!);
    await expect(page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', /\d/);
    // The frame that drew the first answer is past.
    await nextFrames(page);
    // Every height the card takes from here on, however briefly.
    await card(page).evaluate((element) => {
      const heights: number[] = ((window as unknown as { __heights: number[] }).__heights = [element.getBoundingClientRect().height]);
      new ResizeObserver(() => heights.push(element.getBoundingClientRect().height)).observe(element);
    });
    // Keys follow one another inside the debounce; after each '-' the check of what is typed so
    // far is answered, and the frame that draws the answer is past, before the next key.
    let typed = STRONG[0]!;
    for (const key of STRONG.slice(1)) {
      typed += key;
      const checked = typed;
      const answer = key === '-' ? page.waitForResponse((response) => response.url().endsWith('/passwords/strength_check') && (response.request().postDataJSON() as { password: string }).password === checked) : undefined;
      await passwordInput(page).press(key);
      if (answer) {
        await (await answer).finished();
        await nextFrames(page);
      }
    }
    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
    await nextFrames(page);
    const heights = await page.evaluate(() => (window as unknown as { __heights: number[] }).__heights);
    expect(new Set(heights.map((height) => Math.round(height)))).toEqual(new Set([Math.round(heights[0]!)]));
  });
}

test('the strength is told in words, the field’s description is the messages (no bare number), and becoming acceptable is announced', async ({ page, host }) => {
  await createAccountScreen(page, host);
  const meter = page.getByRole('meter', { name: 'Password strength' });
  await passwordInput(page).fill('viole');
  await expect(meter).toHaveAttribute('aria-valuetext', 'Weak');
  // The description is the messages: no bare segment count, no meter label.
  await expect(passwordInput(page)).toHaveAccessibleDescription('Single names or surnames are easy to guess.');
  await passwordInput(page).fill(STRONG);
  await expect(meter).toHaveAttribute('aria-valuetext', 'Strong');
  const live = page.locator('#login [part=strength][aria-live=polite]');
  await expect(live).toContainText('This password is strong enough.');
  await expect(passwordInput(page)).toHaveAccessibleDescription('This password is strong enough.');
});

test('show/hide keeps the name "Show password" and says its state with aria-pressed; at 320 px the input keeps its room', async ({ page, host }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await createAccountScreen(page, host);
  const toggle = page.getByRole('button', { name: 'Show password', exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(passwordInput(page)).toHaveAttribute('type', 'text');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Hide password' })).toHaveCount(0);
  await toggle.click();
  await expect(passwordInput(page)).toHaveAttribute('type', 'password');
  expect((await passwordInput(page).boundingBox())!.width).toBeGreaterThanOrEqual(180);
});

test(`a pasted 100,000-character password is cut to ${MAX_PASSWORD} in the create field, and the strength check gets at most 100`, async ({ page, host }) => {
  await createAccountScreen(page, host);
  const checked = sentPasswords(page, '/passwords/strength_check');
  await expect(passwordInput(page)).toHaveAttribute('maxlength', String(MAX_PASSWORD));
  await passwordInput(page).fill('x'.repeat(100_000));
  await expect(page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', /./);
  expect((await passwordInput(page).inputValue()).length).toBe(MAX_PASSWORD);
  expect(checked.length).toBeGreaterThan(0);
  expect(Math.max(...checked)).toBeLessThanOrEqual(100);
});

test(`the login password field takes at most ${MAX_PASSWORD} characters`, async ({ page, host, emulator }) => {
  const email = uniqueEmail('pw-long');
  await stageUser(emulator, { email, password: STRONG });
  await page.goto(passwordPage(host));
  await submitEmail(page, email);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(passwordInput(page)).toHaveAttribute('maxlength', String(MAX_PASSWORD));
  const sent = sentPasswords(page, '/passwords/authenticate');
  await passwordInput(page).fill('y'.repeat(100_000));
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('The email or password is incorrect.');
  expect(sent).toEqual([MAX_PASSWORD]);
});

test('the reset form carries the account as a hidden username and bounds its password', async ({ page, host }) => {
  await page.goto(host.widgetPage('reset-known', { widget: 'resetPassword', mount: { passwordResetToken: 'a-token', email: 'ada@example.com' } }));
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  const username = page.locator('#login form input[autocomplete=username]');
  await expect(username).toHaveValue('ada@example.com');
  await expect(username).toBeHidden();
  await expect(passwordInput(page)).toHaveAttribute('maxlength', String(MAX_PASSWORD));
  await passwordInput(page).fill('x'.repeat(1000));
  expect((await passwordInput(page).inputValue()).length).toBe(MAX_PASSWORD);
});

test('without a reset token the reset widget says so and shows no password form, only a way to ask for a new link (issue 37)', async ({ page, host }) => {
  await page.goto(host.widgetPage('reset-no-token', { widget: 'resetPassword' }));
  await expect(page.getByRole('alert')).toHaveText('This password reset link is incomplete or was already used. Open the link in your email again, or ask for a new one.');
  await expect(passwordInput(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Email me a new link' })).toBeVisible();
  // The long sentence wraps inside the card on a phone.
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await overflowIn(page)).toEqual([]);
});
