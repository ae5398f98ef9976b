import { deepMerge } from '../util/merge';

/** The widget's theme: the spec's defaults (product-spec.md §3, §9), overridable by host styles. */
export interface Theme {
  fontFamily: string;
  hideHeaderText: boolean;
  logo: { logoImageUrl: string };
  container: { backgroundColor: string; borderColor: string; borderRadius: string; width: string; textColor: string };
  colors: { primary: string; secondary: string; success: string; error: string };
  buttons: {
    primary: { backgroundColor: string; textColor: string; borderColor: string; borderRadius: string };
    secondary: { backgroundColor: string; textColor: string; borderColor: string; borderRadius: string };
  };
  inputs: { backgroundColor: string; borderColor: string; borderRadius: string; textColor: string; placeholderColor: string };
}

export const DEFAULT_THEME: Theme = {
  fontFamily: 'Arial, Helvetica, sans-serif',
  hideHeaderText: false,
  logo: { logoImageUrl: '' },
  container: { backgroundColor: '#FFFFFF', borderColor: '#ADBCC5', borderRadius: '8px', width: '400px', textColor: '#19303D' },
  colors: { primary: '#19303D', secondary: '#5C727D', success: '#0C5A56', error: '#8B1214' },
  buttons: {
    primary: { backgroundColor: '#19303D', textColor: '#FFFFFF', borderColor: '#19303D', borderRadius: '4px' },
    secondary: { backgroundColor: '#FFFFFF', textColor: '#19303D', borderColor: '#19303D', borderRadius: '4px' },
  },
  inputs: { backgroundColor: '#FFFFFF', borderColor: '#19303D', borderRadius: '4px', textColor: '#19303D', placeholderColor: '#8296A1' },
};

export const BUTTON_HEIGHT = '45px';
export const OTP_MAX_WIDTH = '316px';

// A theme value must stay inside its own declaration (X4): no `;`, braces, comments, escapes,
// markup or url()/expression() calls.
const SAFE_CSS_VALUE = /^(?!.*(?:url|expression|image-set|@import)\s*\()[\w\s#%.,()'"+-]{1,200}$/i;

function safe(value: string, fallback: string): string {
  return typeof value === 'string' && SAFE_CSS_VALUE.test(value) ? value : fallback;
}

export function createTheme(styles: unknown): Theme {
  return deepMerge(DEFAULT_THEME, styles);
}

/** The theme as CSS custom properties on the widget's root; unsafe values fall back to the defaults. */
export function themeVariables(theme: Theme): Record<string, string> {
  const d = DEFAULT_THEME;
  return {
    '--aw-font': safe(theme.fontFamily, d.fontFamily),
    '--aw-bg': safe(theme.container.backgroundColor, d.container.backgroundColor),
    '--aw-border': safe(theme.container.borderColor, d.container.borderColor),
    '--aw-radius': safe(theme.container.borderRadius, d.container.borderRadius),
    '--aw-width': safe(theme.container.width, d.container.width),
    '--aw-text': safe(theme.container.textColor, d.container.textColor),
    '--aw-primary': safe(theme.colors.primary, d.colors.primary),
    '--aw-secondary': safe(theme.colors.secondary, d.colors.secondary),
    '--aw-success': safe(theme.colors.success, d.colors.success),
    '--aw-error': safe(theme.colors.error, d.colors.error),
    '--aw-btn-bg': safe(theme.buttons.primary.backgroundColor, d.buttons.primary.backgroundColor),
    '--aw-btn-text': safe(theme.buttons.primary.textColor, d.buttons.primary.textColor),
    '--aw-btn-border': safe(theme.buttons.primary.borderColor, d.buttons.primary.borderColor),
    '--aw-btn-radius': safe(theme.buttons.primary.borderRadius, d.buttons.primary.borderRadius),
    '--aw-btn2-bg': safe(theme.buttons.secondary.backgroundColor, d.buttons.secondary.backgroundColor),
    '--aw-btn2-text': safe(theme.buttons.secondary.textColor, d.buttons.secondary.textColor),
    '--aw-btn2-border': safe(theme.buttons.secondary.borderColor, d.buttons.secondary.borderColor),
    '--aw-btn2-radius': safe(theme.buttons.secondary.borderRadius, d.buttons.secondary.borderRadius),
    '--aw-input-bg': safe(theme.inputs.backgroundColor, d.inputs.backgroundColor),
    '--aw-input-border': safe(theme.inputs.borderColor, d.inputs.borderColor),
    '--aw-input-radius': safe(theme.inputs.borderRadius, d.inputs.borderRadius),
    '--aw-input-text': safe(theme.inputs.textColor, d.inputs.textColor),
    '--aw-placeholder': safe(theme.inputs.placeholderColor, d.inputs.placeholderColor),
  };
}
