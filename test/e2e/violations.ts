// CSP violations (from before any page script runs) and console errors, for the specs that must
// show a page runs clean under its policy.
import type { Page } from '@playwright/test';

/** Starts watching `page`; the returned function reads what was seen so far. */
export async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = violations;
    window.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`), true);
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return async () => ({ violations: await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations), consoleErrors });
}
