/** The widget's look: CSS custom properties from the theme, and the two non-CSS options. */
export interface Theme extends ThemeColors {
  hideHeaderText: boolean;
  logoImageUrl: string;
}

/** What the card's rule is made of (themeRule). */
export interface ThemeColors {
  variables: Record<string, string>;
  /** The dark preset's declarations, after the variables in the card's rule: as they are for `colorScheme: 'dark'`, inside a prefers-color-scheme query for 'auto'. */
  dark?: string;
}

/**
 * The spec's default theme (docs/spec/product.md §3, §9); host styles override any of these values.
 * Controls' borders are a neutral grey at 3:1 on the card (WCAG 1.4.11) rather than the text's
 * navy, and corners 6 px, as the provider's own components draw them.
 */
export const DEFAULT_THEME = {
  fontFamily: 'Arial, Helvetica, sans-serif',
  container: { backgroundColor: '#FFFFFF', borderColor: '#ADBCC5', borderRadius: '8px', width: '400px', textColor: '#19303D' },
  colors: { primary: '#19303D', secondary: '#5C727D', success: '#0C5A56', error: '#8B1214' },
  buttons: {
    primary: { backgroundColor: '#19303D', textColor: '#FFFFFF', borderColor: '#19303D', borderRadius: '6px' },
    secondary: { backgroundColor: '#FFFFFF', textColor: '#19303D', borderColor: '#7A8A93', borderRadius: '6px' },
  },
  inputs: { backgroundColor: '#FFFFFF', borderColor: '#7A8A93', borderRadius: '6px', textColor: '#19303D', placeholderColor: '#637782' },
};

/**
 * The dark preset (`styles.colorScheme`): each of DEFAULT_THEME's colours followed by the one that
 * takes its place, so a colour the defaults share (the navy of text, primary and buttons) has one
 * dark counterpart. Every pair is AA (test/unit/ui/theme.test.ts measures them).
 */
const DARK_PAIRS = '#FFFFFF#161B1F#ADBCC5#4A5860#19303D#E8EEF1#5C727D#A3B1B9#0C5A56#6FD6C9#8B1214#FF9E99#7A8A93#8595A0#637782#95A3AB';

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
  const scheme = own(styles, 'colorScheme');
  // The dark preset's values for the colours the host left out: after the light ones in the same
  // rule for 'dark', so they win; for 'auto' in a media query that switches them live, with no listener.
  let dark = '';
  const walk = (given: unknown, defaults: object, path: string) => {
    for (const [key, fallback] of Object.entries(defaults) as [string, string | object][]) {
      const value = own(given, key);
      const name = `${path}-${key}`;
      if (typeof fallback === 'object') walk(value, fallback, name);
      else if (typeof value === 'string' && SAFE_CSS_VALUE.test(value)) variables[name] = value;
      else {
        variables[name] = fallback;
        // A default colour's dark counterpart; a default that is no colour (a radius, a font) has none.
        const at = DARK_PAIRS.indexOf(fallback);
        if (at >= 0) dark += `${name}:${DARK_PAIRS.slice(at + 7, at + 14)};`;
      }
    }
  };
  walk(styles, DEFAULT_THEME, '--aw');
  const logo = own(own(styles, 'logo'), 'logoImageUrl');
  return {
    variables,
    dark:
      scheme == 'dark' ? `${dark}color-scheme:dark`
      : scheme == 'auto' ? `color-scheme:light dark;@media (prefers-color-scheme:dark){${dark}color-scheme:dark}`
      : '',
    hideHeaderText: own(styles, 'hideHeaderText') === true,
    logoImageUrl: typeof logo === 'string' ? logo : '',
  };
}

/**
 * The theme as one rule of custom properties, under a class named after its text, added to the
 * widget's sheet once: one style insertion instead of a property set per variable. Every value
 * passed SAFE_CSS_VALUE, so none can leave its declaration (X4).
 */
export function themeRule({ variables, dark = '' }: ThemeColors): { className: string; text: string } {
  const body =
    Object.entries(variables)
      .map(([name, value]) => `${name}:${value};`)
      .join('') + dark;
  let hash = 5381;
  for (let i = 0; i < body.length; i++) hash = (hash * 33) ^ body.charCodeAt(i);
  const className = `aw-t${(hash >>> 0).toString(36)}`;
  return { className, text: `.${className}{${body}}` };
}
