// The main file's one question about language before first paint (issue 8): is it certainly
// English? Then the widget renders at once. Otherwise the `localeIndex` chunk, which a translated
// widget needs anyway for its locale chunk's hash, makes the choice (locale.ts chooseLocale), so the
// locale table and its matching rules stay out of the main file.

/** The languages of the locales other than English (locale.ts LOCALES; a unit test keeps them equal). */
export const OTHER_LANGUAGES = ['es', 'fr', 'de', 'pt', 'it', 'nl', 'ja', 'zh', 'ko', 'ar', 'he'];

/**
 * True when the first of `wanted` (the host's tag first, then the browser's) in English or in a
 * language a locale chunk speaks is English, or when none is: never for a wanted pseudo-locale.
 */
export function speaksEnglish(wanted: readonly (string | undefined)[]): boolean {
  for (const tag of wanted) {
    if (typeof tag !== 'string') continue;
    const language = tag.toLowerCase().split(/[-_]/)[0]!;
    if (OTHER_LANGUAGES.includes(language) || /^en-xa$/i.test(tag)) return false;
    if (language === 'en') return true;
  }
  return true;
}
