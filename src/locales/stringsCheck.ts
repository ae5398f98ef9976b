// The `strings` mount option's check at run time (issue 14), a chunk of its own fetched only when a
// host passes `strings`: it needs every English text, which no other file carries whole. A
// TypeScript host's compiler already refuses what this refuses (locales/types.ts
// `StringsOverride`); a JavaScript host learns it here, through onError, and the text is ignored.
import { english } from './english';
import type { PluralForm, Text } from '../i18n/texts';

const FORMS: readonly PluralForm[] = ['zero', 'one', 'two', 'few', 'many', 'other'];
const placeholdersOf = (text: string) => new Set(text.match(/\{\w+\}/g) ?? []);
const describe = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : typeof value === 'string' ? JSON.stringify(value) : `a ${typeof value}`;

/** Why `value` cannot stand for the English `source`, or undefined when it can. */
function problemOf(source: Text, value: unknown): string | undefined {
  const wanted = placeholdersOf(typeof source === 'string' ? source : source.other);
  const keeps = (text: string) => [...wanted].filter((name) => !text.includes(name));
  const adds = (text: string) => [...placeholdersOf(text)].filter((name) => !wanted.has(name));
  if (typeof source === 'string') {
    if (typeof value !== 'string') return `must be a string, got ${describe(value)}`;
    const missing = keeps(value);
    if (missing.length) return `must keep ${missing.join(' and ')}`;
  } else {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return `must be an object of plural forms (${FORMS.join(', ')}), got ${describe(value)}`;
    const forms = Object.entries(value);
    const wrong = forms.find(([form, text]) => !FORMS.includes(form as PluralForm) || typeof text !== 'string');
    if (wrong) return `has ${FORMS.includes(wrong[0] as PluralForm) ? `a ${wrong[0]} form that is ${describe(wrong[1])}` : `no plural form called "${wrong[0]}"`}`;
    if (typeof (value as { other?: unknown }).other !== 'string') return 'must have an "other" form';
    const missing = keeps((value as { other: string }).other);
    if (missing.length) return `must keep ${missing.join(' and ')} in its "other" form`;
  }
  const texts = typeof value === 'string' ? [value] : Object.values(value as Record<string, string>);
  const extra = texts.flatMap(adds);
  return extra.length ? `has ${[...new Set(extra)].join(' and ')}, which this text does not fill` : undefined;
}

/**
 * The texts of `strings` the widget can use; each other one is named in one error, reported
 * through `report` (onError and the console), and ignored.
 */
export function checkStrings(call: string, strings: Record<string, unknown>, report: (error: Error) => void): Record<string, Text> {
  const usable: Record<string, Text> = {};
  const problems: string[] = [];
  for (const [key, value] of Object.entries(strings)) {
    const source = Object.hasOwn(english, key) ? (english as Record<string, Text>)[key] : undefined;
    const problem = source === undefined ? 'is not a text of the widget' : problemOf(source, value);
    if (problem) problems.push(`strings.${key} ${problem}; it is ignored.`);
    else usable[key] = value as Text;
  }
  if (problems.length) report(new Error(`Invalid call to ${call}\n${problems.join('\n')}`));
  return usable;
}
