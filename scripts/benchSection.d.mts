// Types for scripts/benchSection.mjs, so its unit test type-checks.
/** The marked section of `text` (markers included), or null when it has none. */
export function emulatorSection(text: string): string | null;
/** `markdown` wrapped in the markers. */
export function markEmulatorSection(markdown: string): string;
/** `text` with its marked section replaced by `section`, or with `section` appended (null: unchanged). */
export function withEmulatorSection(text: string, section: string | null): string;
