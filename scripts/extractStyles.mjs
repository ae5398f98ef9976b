// A rollup plugin: the widget's styles compiled at build time with goober's own compiler (what
// the unbuilt modules call), so the browser inserts flat text instead of parsing styles at first
// paint. src/ui/widgetSheet.ts becomes the compiled main sheet, and every
// `scopedStyles(`…`)` call in a module becomes the flat CSS it returns.
import { readFileSync } from 'node:fs';
import { css } from 'goober';

const SHEET_MODULE = /src[\\/]ui[\\/]widgetSheet\.ts$/;
const STYLES_FILE = 'src/ui/styles.ts';
const ROOMS_FILE = 'src/ui/rooms.ts';
const SCOPED_CALL = /\bscopedStyles\(\s*`([^`]*)`\s*,?\s*\)/g;

/** A plain template literal's text, refused when it has `${…}` or escapes (its text would not be its value). */
function literal(text, where) {
  if (/\$\{|\\/.test(text)) throw new Error(`${where}: styles must have no \${…} or escapes, so the build can read them as text`);
  return text;
}

/** The named heights of src/ui/rooms.ts, `export const NAME = <number>;` each. */
export function readRooms(path = ROOMS_FILE) {
  const rooms = new Map();
  for (const [, name, value] of readFileSync(path, 'utf8').matchAll(/^export const (\w+) = (\d+(?:\.\d+)?);$/gm)) rooms.set(name, value);
  return rooms;
}

/** WIDGET_STYLES from src/ui/styles.ts, its `${NAME}` references to rooms.ts replaced by their values. */
export function readWidgetStyles(path = STYLES_FILE, roomsPath = ROOMS_FILE) {
  const match = /export const WIDGET_STYLES = `([^`]*)`;/.exec(readFileSync(path, 'utf8'));
  if (!match) throw new Error(`${path}: expected \`export const WIDGET_STYLES = \\\`…\\\`;\``);
  const rooms = readRooms(roomsPath);
  const text = match[1].replace(/\$\{(\w+)\}/g, (_, name) => {
    if (!rooms.has(name)) throw new Error(`${path}: \${${name}} is not a number exported by ${roomsPath}`);
    return rooms.get(name);
  });
  return literal(text, path);
}

/** As src/ui/styled.ts compileStyles, in Node (where goober writes to its target). */
export function compileStyles(source) {
  const sheet = { data: '' };
  const className = css.bind({ target: sheet })(source);
  return { className, text: sheet.data };
}

export const compileWidgetStyles = () => compileStyles(readWidgetStyles());

/** As src/ui/widgetSheet.ts scopedStyles. */
export function scopedStyles(source, root = compileWidgetStyles().className) {
  const { className, text } = compileStyles(source);
  return text.split(`.${className}`).join(`.${root}`);
}

export const extractStyles = () => {
  let root;
  return {
    name: 'extract-styles',
    load(id) {
      if (!SHEET_MODULE.test(id)) return null;
      this.addWatchFile(STYLES_FILE);
      this.addWatchFile(ROOMS_FILE);
      const sheet = compileWidgetStyles();
      root = sheet.className;
      return [
        `export const WIDGET_SHEET = ${JSON.stringify(sheet)};`,
        "export function scopedStyles() { throw new Error('scopedStyles is compiled at build time'); }",
      ].join('\n');
    },
    transform(code, id) {
      if (!code.includes('scopedStyles(')) return null;
      root ??= compileWidgetStyles().className;
      return { code: code.replace(SCOPED_CALL, (_, source) => JSON.stringify(scopedStyles(literal(source, id), root))), map: null };
    },
  };
};
