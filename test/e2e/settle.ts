// Waits that stand for "and then nothing else happened" without wall time (issue 34): a check of
// an absence first waits for an event after which the thing would have shown, then asserts.
import type { Page, Request } from '@playwright/test';

/** The path of `settled`'s own request on the page's origin (the host server answers it 404). */
export const SETTLED_PATH = '/__settled';

/**
 * Two frames of the page: what the last action set off in the page's tasks and microtasks has run
 * and been drawn (a frame's callbacks run after the tasks queued before it).
 */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/**
 * Two frames, then a request of the page's own, answered: every request the page began before
 * that one has been reported to Playwright by then (Chromium reports requests in the order they
 * begin), so a request log read afterwards holds anything the widget started meanwhile.
 */
export async function settled(page: Page): Promise<void> {
  await nextFrames(page);
  await page.evaluate((path) => fetch(`${location.origin}${path}?${Math.random()}`, { cache: 'no-store' }).then(() => undefined, () => undefined), SETTLED_PATH);
}

/** Whether a logged URL is `settled`'s own request rather than the widget's. */
export const isSettledRequest = (url: string) => new URL(url).pathname === SETTLED_PATH;

/** The requests the page begins from now on whose path ends with `suffix` (method and URL). */
export function watchRequests(page: Page, suffix: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(suffix)) seen.push(request);
  });
  return seen;
}
