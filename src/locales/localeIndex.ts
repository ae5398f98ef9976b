// The `localeIndex` chunk: each locale chunk's SRI hash, by chunk name, and the locale choice for a
// widget that may not speak English (the main file asks only speaksEnglish.ts). The build writes
// the real table here (rollup.config.mjs `localeIndex`); the main file carries this chunk's hash only.
export const LOCALE_INTEGRITY: Partial<Record<string, string>> = {};
export { chooseLocale, localeChunk } from '../i18n/locale';
