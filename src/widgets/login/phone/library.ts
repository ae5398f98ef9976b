// The phone chunk: libphonenumber-js's metadata is ~30 KB brotli, so it loads only when a phone
// field is shown. Built as its own file beside the main script; see rollup.config.mjs.
import { AsYouType, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { pseudoLocalize } from '../../../i18n/pseudo';
import type { Country } from '../../../flows/phone';
import { exampleDigits, regionName, REGIONS } from './regionNames';

/** Each region's example in national form, once formatted. */
const examples: Record<string, string> = {};

/**
 * Every region, `first` at the top (the default: most people pick it), then in the order of the
 * names a person reads in `lang`. English names come from the generated table, already in order:
 * a first Intl.DisplayNames is a long task in Chromium (ICU loading its data), and
 * its English names differ from the table's in four places only ('Hong Kong' for 'Hong Kong SAR
 * China'). The pseudo-locale accents the English names. Any other language asks the browser for
 * its names and sorts them with its collator, a one-time cost of that same order; a browser
 * without Intl.DisplayNames keeps the English names.
 */
export function countries(first?: string, lang = 'en'): Country[] {
  const list = REGIONS.map((region) => ({
    region,
    dialCode: getCountryCallingCode(region as CountryCode),
    name: regionName(region),
    // Formatted when first read: the field shows one region's example at a time, not 245.
    get example() {
      return (examples[region] ??= parsePhoneNumberFromString(exampleDigits(region), region as CountryCode)?.formatNational() ?? '');
    },
  }));
  if (lang === 'en-XA') for (const country of list) country.name = pseudoLocalize(country.name);
  else if (lang !== 'en' && typeof Intl.DisplayNames === 'function') {
    const names = new Intl.DisplayNames([lang], { type: 'region' });
    for (const country of list) country.name = names.of(country.region) ?? country.name;
    const byName = new Intl.Collator(lang).compare;
    list.sort((a, b) => byName(a.name, b.name));
  }
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
