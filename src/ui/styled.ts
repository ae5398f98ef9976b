import { css as gooberCss } from 'goober';

export type Css = (styles: string | Record<string, string>) => string;

/**
 * Our own style element for goober, in `parent` (the document head or a shadow root). goober
 * finds it through a target that returns it, so it never creates `#_goober` (a host's goober
 * would find ours through `window._goober`), never writes markup strings (Trusted Types, K5), and its
 * per-call `nonce = window.__nonce__` cannot unset the nonce we gave the element (K2).
 */
export function createStyleSheet(parent: Node, nonce: string | undefined): Css {
  const element = document.createElement('style');
  if (nonce) element.setAttribute('nonce', nonce);
  element.setAttribute('data-auth-widget', '');
  Object.defineProperty(element, 'nonce', { get: () => nonce ?? '', set: () => undefined });
  element.appendChild(document.createTextNode(''));
  parent.appendChild(element);
  const target = { querySelector: () => element } as unknown as Element;
  return gooberCss.bind({ target }) as unknown as Css;
}
