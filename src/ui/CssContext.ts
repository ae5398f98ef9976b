import { createContext, useContext } from 'react';
import type { Css } from './styled';

/** The goober `css` bound to this widget's own style element (document head or shadow root). */
export const CssContext = createContext<Css>(() => '');
export const useCss = () => useContext(CssContext);
