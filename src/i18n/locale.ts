// Which language a widget speaks (issue 14): the host's `locale`, else the browser's languages,
// else English. English is in the main file; every other locale is a chunk of its own, fetched
// only when chosen (rollup.config.mjs builds one per file in ./locales). The main file only asks
// whether English is certain (speaksEnglish.ts); the choice itself is made by the `localeIndex`
// chunk, which a translated widget waits for anyway, for its locale chunk's hash.

/** The locales, as BCP 47 tags. `en-XA` is the pseudo-locale for tests: accented, longer, bracketed. */
export const LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR', 'it', 'nl', 'ja', 'zh-CN', 'ko', 'ar', 'he', 'en-XA'] as const;
export type Locale = (typeof LOCALES)[number];

/** The chunk of a locale: `pt-BR` is `localePtBr` (auth-widget.locale-pt-br.js). */
export type LocaleChunkName = `locale${string}`;
export const localeChunk = (locale: Locale) =>
  `locale${locale.replace(/(^|-)(\w)(\w*)/g, (_, _dash: string, first: string, rest: string) => first.toUpperCase() + rest.toLowerCase())}` as LocaleChunkName;

export const isRightToLeft = (locale: Locale) => locale === 'ar' || locale === 'he';

/**
 * The tag sent with links, passcodes and reset emails (docs/spec/api.md `locale`), so they arrive in the
 * widget's language. The pseudo-locale is English underneath and no provider knows it: `en`.
 */
export const providerLocaleOf = (locale: Locale): string => (locale === 'en-XA' ? 'en' : locale);

/**
 * The first supported match of `wanted` (the host's tag first, then the browser's): the same
 * tag in any case, else the same language (`de-AT` speaks `de`, `pt-PT` the Brazilian `pt-BR`).
 * Chinese only matches Simplified Chinese (a `zh-TW` reader gets the next choice), and the
 * pseudo-locale only itself.
 */
export function resolveLocale(wanted: readonly (string | undefined)[]): Locale {
  for (const tag of wanted) {
    if (typeof tag !== 'string') continue;
    const lower = tag.toLowerCase();
    const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
    if (exact) return exact;
    const [language, ...rest] = lower.split(/[-_]/);
    if (language === 'zh' && rest.length > 0 && !rest.some((part) => ['cn', 'sg', 'hans'].includes(part))) continue;
    const sameLanguage = LOCALES.find((locale) => locale !== 'en-XA' && locale.split('-')[0]!.toLowerCase() === language);
    if (sameLanguage) return sameLanguage;
  }
  return 'en';
}

/**
 * The tag the widget writes in (its root's `lang`; numbers, plurals): `locale`, or the wanted tag
 * that chose it where that tag's digits differ. CLDR 42 gave the generic `ar` Latin digits, so a
 * host or browser asking for `ar-EG` or `ar-u-nu-arab` keeps its Arabic-Indic ones that way.
 */
export function writingTag(wanted: readonly (string | undefined)[], locale: Locale): string {
  const digits = (tag: string) => new Intl.NumberFormat(tag).resolvedOptions().numberingSystem;
  for (const tag of wanted) {
    try {
      if (typeof tag === 'string' && tag.slice(0, 3).toLowerCase() === `${locale.slice(0, 2)}-` && resolveLocale([tag]) === locale) return digits(tag) === digits(locale) ? locale : tag;
    } catch {
      // A malformed tag (de_DE) writes nothing; resolveLocale took it by its language.
    }
  }
  return locale;
}

/** A widget's language, as chosen: the locale, the tag it writes in (the root's `lang`) and its direction. */
export interface LocaleChoice {
  locale: Locale;
  lang: string;
  dir?: 'rtl';
}

export const ENGLISH: LocaleChoice = { locale: 'en', lang: 'en' };

/** The locale for `wanted`, with its writing tag and direction. */
export function chooseLocale(wanted: readonly (string | undefined)[]): LocaleChoice {
  const locale = resolveLocale(wanted);
  return locale === 'en' ? ENGLISH : { locale, lang: writingTag(wanted, locale), ...(isRightToLeft(locale) ? { dir: 'rtl' as const } : {}) };
}
