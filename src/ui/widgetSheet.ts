import { compileStyles } from './styled';
import { WIDGET_STYLES } from './styles';

/**
 * The widget's stylesheet as flat CSS, and the root class it is scoped to. The build replaces
 * this module with the same values compiled in Node (scripts/extractStyles.mjs).
 */
export const WIDGET_SHEET = compileStyles(WIDGET_STYLES);

/**
 * A component's own nested styles, relative to the widget's root (`& .aw-toasts{…}`), as flat CSS
 * under the root class. The build replaces every call with its result, so lazy groups carry text.
 */
export function scopedStyles(source: string): string {
  const { className, text } = compileStyles(source);
  return text.split(`.${className}`).join(`.${WIDGET_SHEET.className}`);
}
