// The emulator's load table inside docs/bench.md (issue 15): `npm run bench:emulator` writes it
// between two marker comments, and `npm run bench`, which rewrites the rest of that file, carries
// the marked section over unchanged. Either benchmark can run alone without losing the other's.
const START = '<!-- bench:emulator: written by `npm run bench:emulator`; `npm run bench` keeps it -->';
const END = '<!-- /bench:emulator -->';

/** The marked section of `text` (markers included), or null when it has none. */
export function emulatorSection(text) {
  const start = text.indexOf(START);
  const end = text.indexOf(END, start);
  return start === -1 || end === -1 ? null : text.slice(start, end + END.length);
}

/** `markdown` wrapped in the markers. */
export function markEmulatorSection(markdown) {
  return `${START}\n\n${markdown.trim()}\n\n${END}`;
}

/** `text` with its marked section replaced by `section`, or with `section` appended (null: unchanged). */
export function withEmulatorSection(text, section) {
  if (section === null) return text;
  const old = emulatorSection(text);
  if (old !== null) return text.replace(old, () => section);
  return `${text.trimEnd()}\n\n${section}\n`;
}
