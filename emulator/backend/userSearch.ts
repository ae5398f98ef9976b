// POST /v1/users/search: the provider's query language over the emulator's users. `query` is
// `{ operator: 'AND' | 'OR', operands: [{ filter_name, filter_value }] }`; no query (or no
// operands) matches everyone. Results come oldest first, `limit` at a time (default 100, at most
// 1000), with an opaque `next_cursor` for the next page and the `total` of matches.
import { domainToUnicode } from 'node:url';
import type { User } from '../../src/contract/index';
import { canonicalEmail } from '../../src/contract/email';
import { assert } from '../errors';
import { integerInRange, optionalObject, optionalString, type Body } from '../validate/validate';
import type { BackendHandler } from './backendRoute';
import { backendUser } from './backendUser';

type Match = (user: User) => boolean;

const invalid = (message: string) => `query.operands: ${message}`;

function stringList(value: unknown, filter: string): string[] {
  assert(Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string'), 400, 'invalid_argument', invalid(`${filter} takes a non-empty array of strings`));
  return value as string[];
}

function text(value: unknown, filter: string): string {
  assert(typeof value === 'string' && value !== '', 400, 'invalid_argument', invalid(`${filter} takes a non-empty string`));
  return value;
}

function flag(value: unknown, filter: string): boolean {
  assert(typeof value === 'boolean', 400, 'invalid_argument', invalid(`${filter} takes true or false`));
  return value;
}

function instant(value: unknown, filter: string): number {
  const ms = typeof value === 'string' ? Date.parse(value) : NaN;
  assert(!Number.isNaN(ms), 400, 'invalid_argument', invalid(`${filter} takes an RFC 3339 time, e.g. 2026-01-31T00:00:00Z`));
  return ms;
}

const digits = (phone: string) => phone.replace(/\D/g, '');
const fullName = (user: User) => [user.name.first_name, user.name.middle_name, user.name.last_name].filter(Boolean).join(' ').toLowerCase();
const createdAt = (user: User) => Date.parse(user.created_at);

/** A filter on a list of values: true when some item of the user's has one of them. */
const anyOf = <T>(items: (u: User) => readonly T[], key: (item: T) => string, normalize = (v: string) => v) => (value: unknown, filter: string): Match => {
  const wanted = new Set(stringList(value, filter).map(normalize));
  return (u) => items(u).some((item) => wanted.has(key(item)));
};

/** A filter on part of a text: true when some item's text contains it. */
const containing = <T>(items: (u: User) => readonly T[], textOf: (item: T) => string, normalize: (v: string) => string) => (value: unknown, filter: string): Match => {
  const part = normalize(text(value, filter));
  return (u) => part !== '' && items(u).some((item) => textOf(item).includes(part));
};

/** A filter on a yes/no property of some item of the user's. */
const anyWith = <T>(items: (u: User) => readonly T[], test: (item: T) => boolean) => (value: unknown, filter: string): Match => {
  const want = flag(value, filter);
  return (u) => items(u).some((item) => test(item) === want);
};

const itself = (u: User) => [u];
const emails = (u: User) => u.emails;
const phones = (u: User) => u.phone_numbers;
const lower = (v: string) => v.toLowerCase();
/** A stored (canonical) email, and again with its domain in Unicode, so a fuzzy `bücher` finds `xn--bcher-kva`. */
const bothForms = (email: string) => {
  const at = email.lastIndexOf('@');
  return `${email}\n${email.slice(0, at)}@${domainToUnicode(email.slice(at + 1))}`;
};
/** Part of an address, each piece between @s as canonicalEmail treats a local part (width, case, NFC). */
const fragment = (part: string) => part.split('@').map(canonicalEmail).join('@');

/** Each filter the emulator knows, by the provider's name: its operand's check, and the test it makes. */
const FILTERS: Record<string, (value: unknown, filter: string) => Match> = {
  user_id: anyOf(itself, (u) => u.user_id),
  status: (value, filter) => {
    assert(value === 'active' || value === 'pending', 400, 'invalid_argument', invalid(`${filter} takes "active" or "pending"`));
    return (u) => u.status === value;
  },
  // Any spelling of a mailbox finds it (issue 36).
  email_address: anyOf(emails, (e) => e.email, canonicalEmail),
  email_address_fuzzy: containing(emails, (e) => bothForms(e.email), fragment),
  email_id: anyOf(emails, (e) => e.email_id),
  email_verified: anyWith(emails, (e) => e.verified),
  phone_number: anyOf(phones, (p) => p.phone_number),
  // Digits only on both sides, so "555 0123" finds +15555550123.
  phone_number_fuzzy: containing(phones, (p) => digits(p.phone_number), digits),
  phone_id: anyOf(phones, (p) => p.phone_id),
  phone_verified: anyWith(phones, (p) => p.verified),
  full_name_fuzzy: containing(itself, fullName, lower),
  oauth_provider: anyOf((u) => u.providers, (p) => p.provider_type),
  password_exists: anyWith(itself, (u) => u.password !== null),
  created_at_greater_than: (value, filter) => {
    const after = instant(value, filter);
    return (u) => createdAt(u) > after;
  },
  created_at_less_than: (value, filter) => {
    const before = instant(value, filter);
    return (u) => createdAt(u) < before;
  },
  created_at_between: (value, filter) => {
    const range = value as { greater_than?: unknown; less_than?: unknown } | null;
    assert(typeof range === 'object' && range !== null, 400, 'invalid_argument', invalid(`${filter} takes {"greater_than": time, "less_than": time}`));
    const after = instant(range.greater_than, `${filter}.greater_than`);
    const before = instant(range.less_than, `${filter}.less_than`);
    return (u) => createdAt(u) > after && createdAt(u) < before;
  },
};

/** The query as one test; checked whole, so a bad operand is a 400 naming it. */
function readQuery(body: Body): Match {
  const query = optionalObject(body, 'query');
  if (query === undefined) return () => true;
  const operator = query.operator;
  assert(operator === 'AND' || operator === 'OR', 400, 'invalid_argument', 'query.operator must be "AND" or "OR"');
  assert(Array.isArray(query.operands), 400, 'invalid_argument', 'query.operands must be an array of {filter_name, filter_value}');
  const tests = (query.operands as unknown[]).map((operand, index) => {
    const { filter_name: name, filter_value: value } = (operand ?? {}) as { filter_name?: unknown; filter_value?: unknown };
    assert(typeof name === 'string' && Object.hasOwn(FILTERS, name), 400, 'invalid_argument', invalid(`operand ${index} has filter_name ${JSON.stringify(name)}; known: ${Object.keys(FILTERS).join(', ')}`));
    return FILTERS[name]!(value, name);
  });
  if (tests.length === 0) return () => true;
  return operator === 'AND' ? (u) => tests.every((t) => t(u)) : (u) => tests.some((t) => t(u));
}

/** The cursor is the offset of the next page, opaque to the caller. */
const encodeCursor = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');

function readCursor(body: Body): number {
  const cursor = optionalString(body, 'cursor');
  if (cursor === undefined || cursor === '') return 0;
  const match = /^offset:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString());
  assert(match, 400, 'invalid_argument', 'cursor must be a next_cursor from an earlier search');
  return Number(match[1]);
}

export const searchUsers: BackendHandler = (ctx, body) => {
  const matches = readQuery(body);
  const limit = integerInRange(body, 'limit', 1, 1000, 100);
  const offset = readCursor(body);
  const found = [...ctx.store.users.values()].filter(matches);
  const page = found.slice(offset, offset + limit);
  const next = offset + limit < found.length ? encodeCursor(offset + limit) : null;
  return { results: page.map(backendUser), results_metadata: { total: found.length, next_cursor: next } };
};
