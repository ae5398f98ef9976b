// Names people type (a user's first, middle and last name, a passkey's name) are shown back to
// people, in lists and in other systems (issue 15, docs/spec/security.md X1 and X5). They take any script,
// emoji and joiners, but no control characters (NUL, BEL, U+0085), no bidi controls, which turn
// what is shown after them around (U+202E makes "cod.exe" read "exe.doc"), no line or paragraph
// separators, and no lone surrogates, which no encoding can carry.
import { assert } from '../errors';
import { optionalString, type Body } from './validate';

const UNSAFE = /[\p{Cc}\p{Cs}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** True when `text` holds a character a name must not. */
export function hasUnsafeCharacters(text: string): boolean {
  return UNSAFE.test(text);
}

/** `value`, or 400 invalid_argument naming the field. */
export function plainText(value: string, name: string): string {
  assert(!hasUnsafeCharacters(value), 400, 'invalid_argument', `${name} must not contain control or bidi characters`);
  return value;
}

/** An optional string field that must be plain text (optionalString's checks first). */
export function optionalPlainText(body: Body, name: string, maxLength: number): string | undefined {
  const value = optionalString(body, name, maxLength);
  return value === undefined ? undefined : plainText(value, name);
}
