// The headless methods' argument checks (docs/spec/product.md §5): a wrong type rejects with 'Invalid
// call to X' and what was wrong, before any request.
import { UsageError } from '../api/errors';

/** A field's type: s a string, n a finite number, b a boolean, o an object, a an array; `?` when it may be absent. */
type Kind = 's' | 'n' | 'b' | 'o' | 'a';
export type FieldType = Kind | `${Kind}?`;
export type Fields = Record<string, FieldType>;

const KIND_NAMES: Record<Kind, string> = { s: 'a string', n: 'a number', b: 'a boolean', o: 'an object', a: 'an array' };

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function hasKind(value: unknown, kind: Kind): boolean {
  if (kind === 'o') return isObject(value);
  if (kind === 'a') return Array.isArray(value);
  if (kind === 'n') return typeof value === 'number' && Number.isFinite(value);
  return typeof value === (kind === 's' ? 'string' : 'boolean');
}

/** One argument or field; returns it. */
export function check<T>(call: string, name: string, value: unknown, type: FieldType): T {
  const kind = type[0] as Kind;
  if (!(type.endsWith('?') && value === undefined) && !hasKind(value, kind)) {
    throw new UsageError(call, `${name} must be ${KIND_NAMES[kind]}.`);
  }
  return value as T;
}

/**
 * An options object as the wire takes it (snake_case), each named field checked. Returns only the
 * fields named, so nothing else reaches the request. `optional`: the whole object may be absent.
 */
export function checkOptions<T>(call: string, options: unknown, fields: Fields, optional = false): T {
  if (optional && options === undefined) return {} as T;
  const given = check<Record<string, unknown>>(call, 'options', options, 'o');
  const picked: Record<string, unknown> = {};
  for (const [name, type] of Object.entries(fields)) {
    if (check(call, name, given[name], type) !== undefined) picked[name] = given[name];
  }
  return picked as T;
}
