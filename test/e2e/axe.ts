// axe-core in the page, with the WCAG 2.2 A/AA rules, run on the whole document: axe looks into
// open shadow roots by itself. Its source goes in as an init script, which the DevTools protocol
// runs before the page's own scripts and outside its CSP (a script tag would need the page's nonce).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Makes axe available on every document the page loads from now on. */
export const addAxe = (page: Page) => page.addInitScript({ content: AXE_SOURCE });

/** The violations axe finds now, one line per element: rule, element, what is wrong. */
export function axeViolations(page: Page): Promise<string[]> {
  return page.evaluate(async (tags) => {
    type Result = { id: string; nodes: { target: unknown[]; failureSummary?: string }[] };
    const axe = (window as unknown as { axe?: { run(context: Document, options: object): Promise<{ violations: Result[] }> } }).axe;
    if (!axe) throw new Error('axe-core is not in the page: call addAxe(page) before page.goto');
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${JSON.stringify(node.target)}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`),
    );
  }, WCAG_TAGS);
}

/** The media axe runs under for each screen: as is, forced colours (Windows High Contrast), reduced motion. */
const MEDIA = [
  { name: '', media: {} },
  { name: ' (forced colours)', media: { forcedColors: 'active' } },
  { name: ' (reduced motion)', media: { reducedMotion: 'reduce' } },
] as const;

/**
 * Runs axe on the screen now showing under each media, and adds what it finds to `found`, named
 * after `screen`; the page's media are back to normal after.
 */
export async function checkScreen(page: Page, screen: string, found: string[]): Promise<void> {
  for (const { name, media } of MEDIA) {
    await page.emulateMedia({ forcedColors: 'none', reducedMotion: 'no-preference', ...media });
    for (const violation of await axeViolations(page)) found.push(`${screen}${name}: ${violation}`);
  }
  await page.emulateMedia({ forcedColors: 'none', reducedMotion: 'no-preference' });
}
