// What a journey is, and the checks more than one journey makes.
import assert from 'node:assert/strict';
import type { EnginePage } from './page';
import type { Emulator, Host } from './servers';

export interface JourneyContext {
  page: EnginePage;
  emulator: Emulator;
  /** A host site of its own (servers.ts startHost). */
  host: Host;
}

export interface Journey {
  /** Short, for the report line and the screenshot's file name. */
  name: string;
  run(context: JourneyContext): Promise<void>;
}

export const SESSION_COOKIES = ['stytch_session', 'stytch_session_jwt'];
export const STRONG_PASSWORD = 'violet-Tractor-89-lantern';

let sequence = 0;
/** An address no other journey uses. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${process.pid}-${Date.now().toString(36)}-${++sequence}@example.com`;
}

/** The widget wrote both session cookies on the host's origin, readable by its scripts. */
export async function expectSessionCookies(page: EnginePage) {
  const names = await page.cookieNames();
  for (const cookie of SESSION_COOKIES) assert.ok(names.includes(cookie), `the ${cookie} cookie is set (cookies: ${names.join(', ') || 'none'})`);
}

/** The widget events the page's callbacks recorded (test/e2e/pages.ts), and its errors. */
export function widgetEvents(page: EnginePage) {
  return page.evaluate<{ callbacks: string[]; dom: string[]; errors: string[] }>(`() => ({
    callbacks: window.__events.map((event) => event.type),
    dom: window.__domEvents.map((event) => event.type),
    errors: window.__errors.map((error) => error.message),
  })`);
}

/** Types the email into 'Email' and presses the continue button. */
export async function submitEmail(page: EnginePage, email: string, labels = { email: 'Email', button: 'Continue with email' }) {
  await page.fill(labels.email, email);
  await page.click(labels.button);
}

/** The text of the element `selector` matches, once it does. */
export async function expectTextOf(page: EnginePage, selector: string, text: string) {
  await page.waitFor(`"${text}" in ${selector}`, '(selector, text) => document.querySelector(selector)?.textContent === text', [selector, text]);
}
