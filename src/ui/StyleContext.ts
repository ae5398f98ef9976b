import { createContext, useContext } from 'react';
import type { StyleSheet } from './styled';

/**
 * This widget's style element (document head or shadow root), for components with styles of their
 * own, the level of its headings in the host page's outline (`config.headingLevel`, 1 unless given),
 * and the language it speaks (`lang`, and `dir` for a right-to-left one).
 */
export const StyleContext = createContext<StyleSheet & { headingLevel?: number; lang?: string; dir?: 'rtl' }>({ add: () => undefined });

/** Adds a component's flat CSS (`scopedStyles`) to the widget's sheet, once, before it paints. */
export function useStyles(text: string): void {
  useContext(StyleContext).add(text);
}
