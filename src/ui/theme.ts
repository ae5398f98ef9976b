/** The widget's look: CSS custom properties from the theme, and the two non-CSS options. */
export interface Theme {
  variables: Record<string, string>;
  hideHeaderText: boolean;
  logoImageUrl: string;
}

/** The spec's default theme (docs/spec/product.md §3, §9); host styles override any of these values. */
export const DEFAULT_THEME = {
  fontFamily: 'Arial, Helvetica, sans-serif',
  container: { backgroundColor: '#FFFFFF', borderColor: '#ADBCC5', borderRadius: '8px', width: '400px', textColor: '#19303D' },
  colors: { primary: '#19303D', secondary: '#5C727D', success: '#0C5A56', error: '#8B1214' },
  buttons: {
    primary: { backgroundColor: '#19303D', textColor: '#FFFFFF', borderColor: '#19303D', borderRadius: '4px' },
    secondary: { backgroundColor: '#FFFFFF', textColor: '#19303D', borderColor: '#19303D', borderRadius: '4px' },
  },
  inputs: { backgroundColor: '#FFFFFF', borderColor: '#19303D', borderRadius: '4px', textColor: '#19303D', placeholderColor: '#637782' },
};

// A theme value must stay inside its own declaration (X4): no `;`, braces, comments, escapes,
// markup, newlines or url()/expression() calls, and parentheses and quotes only in closed pairs
// (an unclosed one swallows every later rule of the sheet).
const SAFE_CSS_VALUE = /^(?!.*(?:url|expression|image-set)\s*\()(?:[\w #%.,+-]|\([\w #%.,+-]*\)|(["'])[\w #%.,+-]*\1){1,200}$/i;

/** An own property only: host objects are never merged, so `__proto__` and friends go nowhere (X4). */
const own = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' && Object.hasOwn(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined;

/**
 * Reads host styles against the defaults: each default becomes a custom property named by its
 * path (`--aw-colors-primary`), taking the host's value when it is safe CSS. Unknown keys are ignored.
 */
export function createTheme(styles: unknown): Theme {
  const variables: Record<string, string> = {};
  const walk = (given: unknown, defaults: object, path: string) => {
    for (const [key, fallback] of Object.entries(defaults) as [string, string | object][]) {
      const value = own(given, key);
      if (typeof fallback === 'object') walk(value, fallback, `${path}-${key}`);
      else variables[`${path}-${key}`] = typeof value === 'string' && SAFE_CSS_VALUE.test(value) ? value : fallback;
    }
  };
  walk(styles, DEFAULT_THEME, '--aw');
  const logo = own(own(styles, 'logo'), 'logoImageUrl');
  return { variables, hideHeaderText: own(styles, 'hideHeaderText') === true, logoImageUrl: typeof logo === 'string' ? logo : '' };
}

/**
 * The theme as one rule of custom properties, under a class named after its text, added to the
 * widget's sheet once: one style insertion instead of a property set per variable. Every value
 * passed SAFE_CSS_VALUE, so none can leave its declaration (X4).
 */
export function themeRule(variables: Record<string, string>): { className: string; text: string } {
  const body = Object.entries(variables)
    .map(([name, value]) => `${name}:${value};`)
    .join('');
  let hash = 5381;
  for (let i = 0; i < body.length; i++) hash = (hash * 33) ^ body.charCodeAt(i);
  const className = `aw-t${(hash >>> 0).toString(36)}`;
  return { className, text: `.${className}{${body}}` };
}
