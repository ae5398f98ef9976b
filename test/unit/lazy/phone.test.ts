import { getCountries } from 'libphonenumber-js/min';
import { describe, expect, it, vi } from 'vitest';
import { ENGLISH_NAMES } from '../../../src/widgets/login/phone/englishNames';
import { countries } from '../../../src/widgets/login/phone/library';

describe('the phone chunk’s countries', () => {
  it('come in the order of the names a person reads, not of their ISO codes', () => {
    const names = countries().map((country) => country.name);
    expect(names.slice(0, 3)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(names).toHaveLength(getCountries().length);
  });

  it.each([
    ['US', '(201) 555-0123'],
    ['GB', '07400 123456'],
    ['FR', '06 12 34 56 78'],
    ['DE', '01512 3456789'],
  ])('carry an example mobile number of %s in national form: %s', (region, example) => {
    expect(countries().find((country) => country.region === region)!.example).toBe(example);
  });

  it('have an example for every region', () => {
    for (const country of countries()) expect(country.example, country.region).toMatch(/\d/);
  });
});

it('put the region asked for first, once', () => {
  const list = countries('US');
  expect(list.slice(0, 3).map((country) => country.region)).toEqual(['US', 'AF', 'AX']);
  expect(list.filter((country) => country.region === 'US')).toHaveLength(1);
});

describe('country names in the widget’s language (issue 14)', () => {
  it('come from Intl.DisplayNames in German, sorted with a German collator', () => {
    const list = countries('US', 'de');
    const names = list.map((country) => country.name);
    expect(list[0]).toMatchObject({ region: 'US', name: 'Vereinigte Staaten' });
    expect(list.find((country) => country.region === 'DE')!.name).toBe('Deutschland');
    // German order: Ä sorts with A (Ägypten before Albanien), unlike a code-point sort.
    expect(names.slice(1, 4)).toEqual(['Afghanistan', 'Ägypten', 'Ålandinseln']);
    expect(names.slice(1)).toEqual([...names.slice(1)].sort(new Intl.Collator('de').compare));
    expect(names).toHaveLength(getCountries().length);
  });

  it('are in Arabic script for Arabic', () => {
    expect(countries(undefined, 'ar').find((country) => country.region === 'EG')!.name).toBe('مصر');
  });

  it('are the English names pseudo-localized for en-XA, in the English order', () => {
    const list = countries('US', 'en-XA');
    expect(list[0]!.name).toBe('⟦Ûñîţéđ Šţàţéš ······⟧');
    expect(list.slice(1, 3).map((country) => country.region)).toEqual(['AF', 'AX']);
  });

  it('come from Intl.DisplayNames in English too, not from the English table (issue 38)', () => {
    const names = vi.spyOn(Intl.DisplayNames.prototype, 'of');
    try {
      const list = countries('US', 'en', { US: 'not this one' });
      expect(names).toHaveBeenCalled();
      expect(list[0]!.name).toBe(new Intl.DisplayNames(['en'], { type: 'region' }).of('US'));
      const rest = list.slice(1).map((country) => country.name);
      expect(rest).toEqual([...rest].sort(new Intl.Collator('en').compare));
    } finally {
      names.mockRestore();
    }
  });

  describe('where the browser has no Intl.DisplayNames', () => {
    // A browser from before Intl.DisplayNames.
    const withoutDisplayNames = <T>(run: () => T): T => {
      vi.stubGlobal('Intl', { ...Intl, DisplayNames: undefined });
      try {
        return run();
      } finally {
        vi.unstubAllGlobals();
      }
    };

    it('are the English names of the regionNames chunk, in English order, whatever the language', () => {
      const list = withoutDisplayNames(() => countries(undefined, 'de', ENGLISH_NAMES));
      expect(list.slice(0, 2).map((country) => country.name)).toEqual(['Afghanistan', 'Åland Islands']);
      expect(list.find((country) => country.region === 'DE')!.name).toBe('Germany');
    });

    it('are the codes when the English names could not load', () => {
      const list = withoutDisplayNames(() => countries('US', 'de'));
      expect(list.slice(0, 3).map((country) => country.name)).toEqual(['US', 'AF', 'AX']);
    });
  });
});
