// Styles are written in goober's nested syntax and compiled by goober to flat CSS: at build time
// for the CDN files (scripts/extractStyles.mjs), here for unbuilt code (the unit tests). The
// browser only inserts text: no stylesheet parse at first paint.
import { css as gooberCss } from 'goober';

/** The widget's own style element in a document head or shadow root. */
export interface StyleSheet {
  /** Appends flat CSS once; the same text again is a no-op. */
  add(text: string): void;
}

/**
 * Our own style element in `parent`, with the page's nonce set before any text (K2), starting
 * with `text`. Never `#_goober` or markup strings: a host's goober cannot find it (K6) and
 * Trusted Types see no sink (K5).
 */
export function createStyleSheet(parent: Node, nonce: string | undefined, text = ''): StyleSheet {
  const element = document.createElement('style');
  if (nonce) element.setAttribute('nonce', nonce);
  element.setAttribute('data-auth-widget', '');
  const added = new Set([text]);
  element.appendChild(document.createTextNode(text));
  parent.appendChild(element);
  return {
    add(more) {
      if (added.has(more)) return;
      added.add(more);
      element.appendChild(document.createTextNode(more));
    },
  };
}

/** goober's nested CSS compiled to flat rules under the class goober names for it. */
export function compileStyles(source: string): { className: string; text: string } {
  // In a browser goober writes to `querySelector(…).firstChild` of a style element it takes to be
  // in the page already; elsewhere to the target itself.
  const sheet = { data: '', querySelector: () => ({ firstChild: sheet, parentNode: sheet }) };
  const className = gooberCss.bind({ target: sheet as unknown as Element })(source);
  return { className, text: sheet.data };
}
