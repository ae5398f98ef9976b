import { assertNoPoisoning } from '@fast-check/poisoning';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTheme, DEFAULT_THEME, themeRule } from '../../../src/ui/theme';

const PRIMARY = '--aw-colors-primary';
const primaryFor = (value: unknown) => createTheme({ colors: { primary: value } }).variables[PRIMARY];

/** Every variable the defaults define, with its default value. */
function flatten(tree: object, path = '--aw'): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>(
    (all, [key, value]) => ({ ...all, ...(typeof value === 'object' ? flatten(value, `${path}-${key}`) : { [`${path}-${key}`]: value }) }),
    {},
  );
}
const DEFAULTS = flatten(DEFAULT_THEME);

/**
 * Whether a value, put in `--x:VALUE;`, ends where it started as the CSS tokenizer sees it: no
 * string or parenthesis left open, no `;` or braces outside them, no escapes, comments or markup.
 */
function staysInDeclaration(value: string): boolean {
  if (/[\\<>{};@!:/*]|[\n\r\f]/.test(value)) return false;
  if (/(url|expression|image-set)\s*\(/i.test(value)) return false;
  let quote: string | undefined;
  let depth = 0;
  for (const char of value) {
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')' && --depth < 0) return false;
  }
  return quote === undefined && depth === 0;
}

describe('createTheme (X4)', () => {
  it('without styles gives every default as a custom property', () => {
    const theme = createTheme(undefined);
    expect(theme.variables).toEqual(DEFAULTS);
    expect(theme.variables[PRIMARY]).toBe('#19303D');
    expect(theme.variables['--aw-container-width']).toBe('400px');
    expect(theme).toMatchObject({ hideHeaderText: false, logoImageUrl: '' });
  });

  it.each([
    '#ff0000',
    'red',
    'rgb(10, 20, 30)',
    'rgba(0,0,0,.5)',
    'hsl(200 50% 40%)',
    'var(--brand-color)',
    'calc(100% - 16px)',
    '12px',
    '"Helvetica Neue", Arial, sans-serif',
    "'Inter', system-ui",
    'transparent',
  ])('passes the safe value %j through', (value) => {
    expect(primaryFor(value)).toBe(value);
  });

  it.each([
    'red;}body{x:y',
    'red; background: blue',
    'url(javascript:alert(1))',
    'URL(https://evil.example/x.png)',
    'url (x)',
    'expression(alert(1))',
    'image-set("x.png" 1x)',
    '</style><script>alert(1)</script>',
    'red /* comment',
    'red\\3b x',
    'red !important',
    'rgb(0,0,0',
    'rgb(0,0,0))',
    '"Arial',
    "Arial'",
    'a"b',
    'red\n}',
    '@import "x"',
    '',
    'x'.repeat(201),
  ])('falls back to the default for %j', (value) => {
    expect(primaryFor(value)).toBe(DEFAULTS[PRIMARY]);
  });

  it('nested parentheses are not supported: such a value falls back', () => {
    expect(primaryFor('calc(1px + (2px))')).toBe(DEFAULTS[PRIMARY]);
    expect(primaryFor('var(--a, var(--b))')).toBe(DEFAULTS[PRIMARY]);
  });

  it.each([5, true, null, ['red'], { toString: () => 'red' }])('ignores the non-string %j', (value) => {
    expect(primaryFor(value)).toBe(DEFAULTS[PRIMARY]);
  });

  it('an accepted value never leaves its declaration (property)', () => {
    const piece = fc.constantFrom(
      ...'abc019 #%.,+-()"\';{}\\/*<>:!@\n\t'.split(''),
      'url(',
      'URL (',
      'expression(',
      'image-set(',
      'rgb(',
      'var(--x)',
      '"a b"',
      "'c'",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join('')), (value) => {
        if (primaryFor(value) === value && value !== DEFAULTS[PRIMARY]) expect(staysInDeclaration(value)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('reads the two non-CSS options by type', () => {
    expect(createTheme({ hideHeaderText: true, logo: { logoImageUrl: 'https://example.com/logo.png' } })).toMatchObject({
      hideHeaderText: true,
      logoImageUrl: 'https://example.com/logo.png',
    });
    expect(createTheme({ hideHeaderText: 'yes', logo: { logoImageUrl: 5 } })).toMatchObject({ hideHeaderText: false, logoImageUrl: '' });
  });

  it('takes own keys only: inherited and __proto__ values are ignored', () => {
    const inherited = Object.create({ colors: { primary: 'red' } });
    expect(createTheme(inherited).variables[PRIMARY]).toBe(DEFAULTS[PRIMARY]);
    const parsed = JSON.parse('{"__proto__": {"colors": {"primary": "red"}}, "constructor": {"prototype": {"primary": "red"}}}');
    expect(createTheme(parsed).variables).toEqual(DEFAULTS);
    expect(createTheme({ colors: JSON.parse('{"__proto__": {"primary": "red"}}') }).variables[PRIMARY]).toBe(DEFAULTS[PRIMARY]);
  });
});

describe('createTheme with hostile host objects (X4, @fast-check/poisoning)', () => {
  const KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'colors', 'primary', 'container', 'buttons', 'secondary', 'inputs', 'fontFamily', 'hideHeaderText', 'logo', 'logoImageUrl'];
  const key = fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 8 }));
  const leaf = fc.oneof(fc.constantFrom('red', '#fff', 'red;}body{x:y', 'url(javascript:alert(1))'), fc.string({ maxLength: 12 }), fc.boolean(), fc.constant(null), fc.integer());
  /** Objects whose keys, `__proto__` included, are own properties (as JSON.parse makes them). */
  const { tree } = fc.letrec((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(fc.tuple(key, tie('tree')), { maxLength: 5 }).map((entries) => {
        const object: Record<string, unknown> = {};
        for (const [name, value] of entries) Object.defineProperty(object, name, { value, enumerable: true, configurable: true, writable: true });
        return object;
      }),
      fc.array(tie('tree'), { maxLength: 3 }),
    ),
  }));

  it('never touches globals or Object.prototype, and outputs only the known variables', () => {
    fc.assert(
      fc.property(tree, (styles) => {
        const theme = createTheme(styles);
        assertNoPoisoning({ ignoredRootRegex: /^(__vitest|__VITEST|\$\$vitest|vi$|happyDOM)/ });
        expect(Object.keys(theme.variables).sort()).toEqual(Object.keys(DEFAULTS).sort());
        for (const [name, value] of Object.entries(theme.variables)) {
          expect(typeof value).toBe('string');
          expect(value === DEFAULTS[name] || staysInDeclaration(value)).toBe(true);
        }
        expect(Object.getPrototypeOf(theme.variables)).toBe(Object.prototype);
        expect(Object.keys(theme)).toEqual(['variables', 'dark', 'hideHeaderText', 'logoImageUrl']);
      }),
      { numRuns: 300 },
    );
  });
});

describe('themeRule', () => {
  it('is one rule of every variable under a class named after its text', () => {
    const variables = createTheme({ colors: { primary: '#123456' } }).variables;
    const rule = themeRule({ variables });
    expect(rule.className).toMatch(/^aw-t[0-9a-z]+$/);
    expect(rule.text.startsWith(`.${rule.className}{`)).toBe(true);
    for (const [name, value] of Object.entries(variables)) expect(rule.text).toContain(`${name}:${value};`);
    expect(themeRule({ variables: { ...variables } }).className).toBe(rule.className);
    expect(themeRule(createTheme({})).className).not.toBe(rule.className);
  });
});

/** WCAG 2 contrast ratio of two #RRGGBB colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('colorScheme (issue 37)', () => {
  /** The values a card shows: the variables, then the dark preset's declarations over them. */
  const shown = (styles: object) => {
    const theme = createTheme(styles);
    const values = { ...theme.variables };
    for (const [, name, value] of theme.dark!.matchAll(/(--aw-[\w-]+):([^;}]+)/g)) values[name] = value;
    return values;
  };
  const v = (name: string, scheme: string) => shown({ colorScheme: scheme })[`--aw-${name}`];

  it.each(['light', 'dark'])('%s: text pairs reach 4.5:1 and control edges 3:1', (scheme) => {
    const card = v('container-backgroundColor', scheme);
    const text: [string, string][] = [
      [v('container-textColor', scheme), card],
      [v('colors-primary', scheme), card],
      [v('colors-secondary', scheme), card],
      [v('colors-error', scheme), card],
      [v('colors-success', scheme), card],
      [v('buttons-primary-textColor', scheme), v('buttons-primary-backgroundColor', scheme)],
      [v('buttons-secondary-textColor', scheme), v('buttons-secondary-backgroundColor', scheme)],
      [v('inputs-textColor', scheme), v('inputs-backgroundColor', scheme)],
      [v('inputs-placeholderColor', scheme), v('inputs-backgroundColor', scheme)],
    ];
    for (const [fg, bg] of text) expect(contrast(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    for (const edge of [v('inputs-borderColor', scheme), v('buttons-secondary-borderColor', scheme)]) {
      expect(contrast(edge, v('inputs-backgroundColor', scheme)), edge).toBeGreaterThanOrEqual(3);
    }
    // The two-tone focus ring (styles.ts): its black or its white clears 3:1 on the card.
    expect(Math.max(contrast('#000000', card), contrast('#FFFFFF', card))).toBeGreaterThanOrEqual(3);
  });

  it('light is the default and changes nothing', () => {
    expect(createTheme({ colorScheme: 'light' })).toEqual(createTheme(undefined));
    expect(createTheme(undefined).dark).toBe('');
  });

  it("dark takes the preset where the host gave no colour, and the host's colours win", () => {
    const styles = { colorScheme: 'dark', colors: { primary: '#123456' } };
    expect(shown(styles)[PRIMARY]).toBe('#123456');
    expect(shown(styles)['--aw-container-backgroundColor']).toBe('#161B1F');
    expect(shown(styles)['--aw-container-width']).toBe('400px');
    const theme = createTheme(styles);
    expect(theme.dark).not.toContain(PRIMARY);
    expect(theme.dark).not.toContain('@media');
    expect(theme.dark!.endsWith('color-scheme:dark')).toBe(true);
    // After the light values in the same rule, so the dark ones win.
    const rule = themeRule(theme).text;
    expect(rule.indexOf('--aw-container-backgroundColor:#161B1F')).toBeGreaterThan(rule.indexOf('--aw-container-backgroundColor:#FFFFFF'));
  });

  it('auto keeps light values and switches to the preset inside a prefers-color-scheme query', () => {
    const theme = createTheme({ colorScheme: 'auto', inputs: { textColor: '#000000' } });
    expect(theme.variables['--aw-container-backgroundColor']).toBe('#FFFFFF');
    expect(theme.dark).toMatch(/^color-scheme:light dark;@media \(prefers-color-scheme:dark\)\{.*--aw-container-backgroundColor:#161B1F;.*color-scheme:dark\}$/);
    expect(theme.dark).not.toContain('--aw-inputs-textColor');
    const rule = themeRule(theme);
    expect(rule.text.endsWith(`${theme.dark}}`)).toBe(true);
    expect(rule.className).not.toBe(themeRule({ variables: theme.variables }).className);
  });
});
