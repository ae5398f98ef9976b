// Renders a component the way mount.tsx does: inside a StyleContext provider for our own style
// element (createStyleSheet), with preact's act() flushing renders and effects.
import type { ReactNode } from 'react';
import { render } from 'react';
import { act } from 'preact/test-utils';
import { StyleContext } from '../../src/ui/StyleContext';
import { createStyleSheet } from '../../src/ui/styled';
import { WIDGET_SHEET } from '../../src/ui/widgetSheet';

export interface Rendered {
  container: HTMLElement;
  rerender(node: ReactNode): Promise<void>;
  unmount(): Promise<void>;
}

/** `language`: the widget's `lang` and `dir`, as mount.tsx passes them; English when not given. */
export async function renderWithCss(node: ReactNode, language: { lang?: string; dir?: 'rtl' } = {}): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const sheet = createStyleSheet(document.head, 'test-nonce', WIDGET_SHEET.text);
  const draw = (child: ReactNode) =>
    act(() => {
      render(<StyleContext.Provider value={{ ...sheet, ...language }}>{child}</StyleContext.Provider>, container);
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
