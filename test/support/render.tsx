// Renders a component the way mount.tsx does: inside a CssContext provider whose `css` writes to
// our own style element (createStyleSheet), with preact's act() flushing renders and effects.
import type { ReactNode } from 'react';
import { render } from 'react';
import { act } from 'preact/test-utils';
import { CssContext } from '../../src/ui/CssContext';
import { createStyleSheet } from '../../src/ui/styled';

export interface Rendered {
  container: HTMLElement;
  rerender(node: ReactNode): Promise<void>;
  unmount(): Promise<void>;
}

export async function renderWithCss(node: ReactNode): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const css = createStyleSheet(document.head, 'test-nonce');
  const draw = (child: ReactNode) =>
    act(() => {
      render(<CssContext.Provider value={css}>{child}</CssContext.Provider>, container);
    });
  await draw(node);
  return {
    container,
    rerender: draw,
    async unmount() {
      await act(() => {
        render(null, container);
      });
      container.remove();
    },
  };
}

/** Fires an event inside act(), so state updates and effects have landed when it resolves. */
export async function fire(target: Element, event: Event): Promise<void> {
  await act(() => {
    target.dispatchEvent(event);
  });
}

export const key = (name: string) => new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
