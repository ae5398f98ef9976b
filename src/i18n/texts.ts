// What a text of the widget may be, and how it is filled (issue 14). English texts are declared
// `as const`, so their placeholders are known to the compiler: a translation, or a host's
// `strings` override, that drops one fails to compile.

/** The plural categories a language may use (Intl.PluralRules); `other` is always required. */
export type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** A text with a form per plural category, chosen by its `{count}`. */
export type Plural = { readonly other: string } & { readonly [form in Exclude<PluralForm, 'other'>]?: string };

/** One text of the widget: a sentence, or a sentence per plural form. */
export type Text = string | Plural;

/** The same keys with their values widened: what a locale provides at run time. */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : T[K] extends Plural ? Plural : Text };

/** The `{names}` in a template: 'Rename {name}' → 'name'. */
export type PlaceholdersOf<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | PlaceholdersOf<Rest> : never;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** Any string holding every placeholder of `S`, in any order: 'Rename {name}' → `${string}{name}${string}`. */
export type WithPlaceholders<S extends string> = [PlaceholdersOf<S>] extends [never]
  ? string
  : UnionToIntersection<PlaceholdersOf<S> extends infer Name extends string ? `${string}{${Name}}${string}` : never>;

/**
 * A text that may stand for the English `S`: a string keeping its placeholders, or for a plural
 * its `other` form keeping them (a `one` form may say '1 second' without `{count}`).
 */
export type TranslationOf<S> = S extends string
  ? WithPlaceholders<S>
  : S extends { readonly other: infer Other extends string }
    ? { readonly other: WithPlaceholders<Other> } & { readonly [form in Exclude<PluralForm, 'other'>]?: string }
    : never;

/**
 * Fills `{name}` placeholders; values are plain text and are rendered as text. Given `lang`, numbers
 * are written in its digits and grouping (Intl.NumberFormat through toLocaleString).
 */
export function format(template: string, values: Record<string, string | number>, lang?: string): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? (lang ? values[name]!.toLocaleString(lang) : String(values[name])) : whole));
}

/** `text` filled with `values`; a plural's form is the one `lang`'s rules choose for `values.count`. */
export function formatText(text: Text, values: Record<string, string | number>, lang: string): string {
  const template = typeof text === 'string' ? text : (text[new Intl.PluralRules(lang).select(Number(values.count))] ?? text.other);
  return format(template, values, lang);
}
