// The phone chunk: libphonenumber-js's metadata is ~30 KB brotli, so it loads only when a phone
// field is shown. Built as its own file beside the main script; see rollup.config.mjs.
import { AsYouType, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { pseudoLocalize } from '../../../i18n/pseudo';
import type { Country } from '../../../flows/phone';
import { exampleDigits, REGIONS } from './regionNames';

/** Each region's example in national form, once formatted. */
const examples: Record<string, string> = {};

/**
 * Every region, `first` at the top (the default: most people pick it), then in the order of the
 * names a person reads in `lang` (issue 38): the browser's names (Intl.DisplayNames) sorted with
 * its collator. Chromium's first DisplayNames is a long task while ICU loads its data (75 to 180 ms
 * at 4x CPU), paid here in a task of its own (flows/phone.ts). A browser without Intl.DisplayNames
 * gets `english`, the lazy `regionNames` chunk, already in order (REGIONS'), or the codes when it
 * could not load. The pseudo-locale accents the English names, in the English order.
 */
export function countries(first?: string, lang = 'en', english?: Readonly<Record<string, string>>): Country[] {
  const language = lang === 'en-XA' ? 'en' : lang;
  const named = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([language], { type: 'region' }) : undefined;
  const list = REGIONS.map((region) => ({
    region,
    dialCode: getCountryCallingCode(region as CountryCode),
    name: named?.of(region) ?? english?.[region] ?? region,
    // Formatted when first read: the field shows one region's example at a time, not 245.
    get example() {
      return (examples[region] ??= parsePhoneNumberFromString(exampleDigits(region), region as CountryCode)?.formatNational() ?? '');
    },
  }));
  if (named) {
    const byName = new Intl.Collator(language).compare;
    list.sort((a, b) => byName(a.name, b.name));
  }
  if (lang === 'en-XA') for (const country of list) country.name = pseudoLocalize(country.name);
  // Stable: the rest keep their order.
  return list.sort((a, b) => Number(b.region === first) - Number(a.region === first));
}

function isRegion(region: string): region is CountryCode {
  return REGIONS.includes(region);
}

/** The digits typed so far, formatted in the region's national form. */
export function formatNational(text: string, region: string): string {
  return isRegion(region) ? new AsYouType(region).input(text) : text;
}

/** The number in E.164, or null when it is not a valid number for the region. */
export function toE164(text: string, region: string): string | null {
  if (!isRegion(region)) return null;
  const number = parsePhoneNumberFromString(text, region);
  return number && number.isValid() ? number.number : null;
}

/** How to show a number to the user: international format. */
export function formatInternational(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
