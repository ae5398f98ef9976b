// What a user does with the widget, in the words the screens show (docs/spec/product.md §2).
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The six passcode boxes, 'Digit 1 of 6' to 'Digit 6 of 6'. */
export function digitBoxes(page: Page): Locator[] {
  return [1, 2, 3, 4, 5, 6].map((n) => page.getByRole('textbox', { name: `Digit ${n} of 6`, exact: true }));
}

/** Types a code key by key from the first box, as a user would. */
export async function typeCode(page: Page, code: string) {
  await digitBoxes(page)[0]!.click();
  await page.keyboard.type(code);
}

/** Pastes `text` into the first box with a real paste event (clipboardData), as a user's Ctrl+V would. */
export async function pasteCode(page: Page, text: string) {
  await digitBoxes(page)[0]!.evaluate((input, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

export async function expectEmptyBoxes(page: Page) {
  for (const box of digitBoxes(page)) await expect(box).toHaveValue('');
}

export async function submitEmail(page: Page, email: string, button = 'Continue with email') {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: button }).click();
}

export const phoneInput = (page: Page) => page.getByRole('textbox', { name: 'Phone number', exact: true });

/** Types a national number into the phone field key by key and continues. */
export async function submitPhone(page: Page, digits: string) {
  await phoneInput(page).pressSequentially(digits);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

export async function expectSuccess(page: Page) {
  await expect(page.getByRole('heading', { name: 'Success', exact: true })).toBeVisible();
  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
}

/** A password user at `login` types a wrong password: 'Log in' shows its error. */
export async function logInWithWrongPassword(page: Page, login: string, email: string) {
  await page.goto(login);
  await submitEmail(page, email);
  await expect(page.getByRole('heading', { name: 'Log in', exact: true })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('The email or password is incorrect.');
}
