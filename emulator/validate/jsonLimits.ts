// Depth bounds for JSON (docs/spec/security.md X5). JSON.parse itself copes with deep nesting, but everything
// that later walks the value recursively (JSON.stringify, structuredClone, our own validators)
// overflows the stack a few thousand levels down and turns a request into a 500. So depth is
// measured before anything recurses, by loops that keep no stack of their own.

/** No request body of the API nests anywhere near this; metadata a host stores fits easily. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether the JSON text nests objects and arrays deeper than `max`, read as text before it is
 * parsed: brackets inside strings (escaped quotes included) do not count. Malformed text is left
 * for JSON.parse to refuse; this only has to be right about text that parses.
 */
export function jsonTextTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/**
 * The nesting depth of a parsed value (a scalar is 0, `{}` and `[]` are 1), walked with an explicit
 * queue; it stops counting once past `max`, so its answer is at most `max + 1`.
 */
export function valueDepth(value: unknown, max = MAX_JSON_DEPTH): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [item, above] = pending.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    const depth = above + 1;
    if (depth > deepest) deepest = depth;
    if (depth > max) return deepest;
    for (const child of Object.values(item)) pending.push([child, depth]);
  }
  return deepest;
}
