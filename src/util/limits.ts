/**
 * The longest password the widget takes (docs/spec/security.md X5: bounded, at least 64). 256 is the
 * emulator's limit (emulator/routes/passwords.ts); the field counts UTF-16 units, the server code
 * points, so a password the field allows is never too long for the server.
 */
export const MAX_PASSWORD_LENGTH = 256;

/** The first `count` characters, never splitting a surrogate pair. */
export function firstCharacters(text: string, count: number): string {
  return text.length <= count ? text : Array.from(text.slice(0, count * 2)).slice(0, count).join('');
}
