// The phone chunk: libphonenumber-js's metadata is ~30 KB brotli, so it loads only when a phone
// field is shown. Built as its own file beside the main script; see rollup.config.mjs.
import { AsYouType, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { exampleDigits, regionName, REGIONS } from './regionNames';

export interface Country {
  region: string;
  dialCode: string;
  /** Its English name. */
  name: string;
  /** An example mobile number in national form, for the field's placeholder. */
  readonly example: string;
}

/**
 * Every region, `first` at the top (the default: most people pick it), then in the order of the
 * names a person reads (the widget is English: lang=en), which the generated list already has.
 */
export function countries(first?: string): Country[] {
  return REGIONS.map((region) => ({
    region,
    dialCode: getCountryCallingCode(region as CountryCode),
    name: regionName(region),
    // Formatted when read: the field shows one region's example at a time, not 245.
    get example() {
      return parsePhoneNumberFromString(exampleDigits(region), region as CountryCode)?.formatNational() ?? '';
    },
  })).sort((a, b) => Number(b.region === first) - Number(a.region === first));
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
