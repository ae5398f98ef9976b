// Request-body readers that answer 400 with the field's name (docs/spec/security.md X5). Unknown fields
// are ignored; a known field of the wrong type is an error, never silently coerced. Optional
// fields sent as null count as absent, as the provider's SDKs sometimes send them that way.
// The email rule is the widget's own function, imported rather than copied, so the two cannot differ.
import { canonicalEmail, isValidEmail, MAX_EMAIL_LENGTH } from '../../src/contract/email';
import { assert } from '../errors';
import { isAllowedRedirectUrl } from './origins';

export type Body = Record<string, unknown>;

export { MAX_EMAIL_LENGTH };
const E164 = /^\+[1-9]\d{6,14}$/;
const DEFAULT_MAX_STRING = 2048;
/** Longer than any tag a provider has texts for, with room for extensions (`de-DE-u-co-phonebk`). */
const MAX_LOCALE_LENGTH = 128;

/** The body as an object; an empty body counts as `{}` so that missing fields are named. */
export function objectBody(body: unknown): Body {
  if (body === undefined) return {};
  assert(typeof body === 'object' && body !== null && !Array.isArray(body), 400, 'bad_request', 'The request body must be a JSON object');
  return body as Body;
}

function present(body: Body, name: string): boolean {
  return Object.hasOwn(body, name) && body[name] !== null && body[name] !== undefined;
}

export function requiredString(body: Body, name: string, maxLength = DEFAULT_MAX_STRING): string {
  assert(present(body, name), 400, 'missing_argument', `${name} is required and must be a string`);
  return optionalString(body, name, maxLength)!;
}

export function optionalString(body: Body, name: string, maxLength = DEFAULT_MAX_STRING): string | undefined {
  if (!present(body, name)) return undefined;
  const value = body[name];
  assert(typeof value === 'string', 400, 'invalid_argument', `${name} must be a string`);
  assert(value.length <= maxLength, 400, 'invalid_argument', `${name} must be at most ${maxLength} characters long`);
  return value;
}

export function optionalBoolean(body: Body, name: string): boolean | undefined {
  if (!present(body, name)) return undefined;
  assert(typeof body[name] === 'boolean', 400, 'invalid_argument', `${name} must be true or false`);
  return body[name] as boolean;
}

/** An integer in [min, max]; `fallback` when absent. */
export function integerInRange(body: Body, name: string, min: number, max: number, fallback: number): number {
  if (!present(body, name)) return fallback;
  const value = body[name];
  assert(
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max,
    400,
    'invalid_argument',
    `${name} must be an integer between ${min} and ${max}`,
  );
  return value;
}

/** A plain JSON object field, e.g. untrusted_metadata. */
export function optionalObject(body: Body, name: string): Body | undefined {
  if (!present(body, name)) return undefined;
  const value = body[name];
  assert(typeof value === 'object' && !Array.isArray(value), 400, 'invalid_argument', `${name} must be an object`);
  return value as Body;
}

/** A required email in its canonical form (canonicalEmail), which is what the provider keeps and keys on. */
export function emailAddress(body: Body, name = 'email'): string {
  const value = requiredString(body, name, Number.MAX_SAFE_INTEGER);
  assert(
    isValidEmail(value),
    400,
    'invalid_email',
    `${name} must be a valid email address (a dot-atom of at most 64 characters, @, a host name or IDN domain) of at most ${MAX_EMAIL_LENGTH} characters`,
  );
  return canonicalEmail(value);
}

/**
 * An optional BCP 47 language tag (`de`, `pt-BR`), in canonical form (`pt-br` is `pt-BR`). A
 * malformed one (`de_DE`, `''`) is refused, as a wrong type is, rather than read as English.
 */
export function localeTag(body: Body, name = 'locale'): string | undefined {
  const value = optionalString(body, name, MAX_LOCALE_LENGTH);
  if (value === undefined) return undefined;
  let canonical: string | undefined;
  try {
    canonical = Intl.getCanonicalLocales(value)[0];
  } catch {
    canonical = undefined; // a RangeError: not a well-formed tag
  }
  assert(canonical !== undefined, 400, 'invalid_argument', `${name} must be a BCP 47 language tag, e.g. en, de or pt-BR`);
  return canonical;
}

/** A required phone number in E.164 form, e.g. +15555550123. */
export function phoneNumber(body: Body, name = 'phone_number'): string {
  const value = requiredString(body, name, Number.MAX_SAFE_INTEGER);
  assert(E164.test(value), 400, 'invalid_phone_number', `${name} must be in E.164 format, e.g. +15555550123`);
  return value;
}

/** An optional redirect URL field that must be allowed by the project (exact match, or any loopback URL when none are listed). */
export function redirectUrlField(body: Body, name: string, allowed: readonly string[]): string | undefined {
  const url = optionalString(body, name);
  assert(url === undefined || isAllowedRedirectUrl(url, allowed), 400, 'invalid_redirect_url', `${name} is not an allowed redirect URL for this project`);
  return url;
}

/**
 * The named fields of a query string or form as a Body, for the readers above. A repeated field
 * is refused (which one counts would be a guess); an empty one counts as absent, as null does.
 */
export function searchParamsBody(params: URLSearchParams, names: readonly string[]): Body {
  const body: Body = {};
  for (const name of names) {
    const values = params.getAll(name);
    assert(values.length <= 1, 400, 'invalid_argument', `${name} must be given at most once`);
    if (values[0]) body[name] = values[0];
  }
  return body;
}
