// Styles are written in goober's nested syntax and compiled by goober to flat CSS: at build time
// for the CDN files (scripts/extractStyles.mjs), here for unbuilt code (the unit tests). The
// browser only inserts text: no stylesheet parse at first paint.
import { css as gooberCss } from 'goober';

/** The widget's own style elements in a document head or shadow root. */
export interface StyleSheet {
  /** Adds flat CSS once; the same text again is a no-op. */
  add(text: string): void;
}

/**
 * Our own style elements in `parent`, each with the page's nonce set before any text (K2), the
 * first with `text`. Never `#_goober` or markup strings: a host's goober cannot find them (K6) and
 * Trusted Types see no sink (K5). Each added text gets an element of its own: text appended to
 * one element has the browser parse all of it again, the whole widget sheet for the theme's rule
 * and for each lazy group's styles (docs/performance.md).
 */
export function createStyleSheet(parent: Node, nonce: string | undefined, text = ''): StyleSheet {
  const added = new Set<string>();
  const add = (more: string) => {
    if (added.has(more)) return;
    added.add(more);
    const element = document.createElement('style');
    if (nonce) element.setAttribute('nonce', nonce);
    element.setAttribute('data-auth-widget', '');
    element.appendChild(document.createTextNode(more));
    parent.appendChild(element);
  };
  add(text);
  return { add };
}

/** goober's nested CSS compiled to flat rules under the class goober names for it. */
export function compileStyles(source: string): { className: string; text: string } {
  // In a browser goober writes to `querySelector(…).firstChild` of a style element it takes to be
  // in the page already; elsewhere to the target itself.
  const sheet = { data: '', querySelector: () => ({ firstChild: sheet, parentNode: sheet }) };
  const className = gooberCss.bind({ target: sheet as unknown as Element })(source);
  return { className, text: sheet.data };
}
