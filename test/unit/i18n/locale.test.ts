import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseLocale, isRightToLeft, LOCALES, localeChunk, providerLocaleOf, resolveLocale, writingTag } from '../../../src/i18n/locale';
import { OTHER_LANGUAGES, speaksEnglish } from '../../../src/i18n/speaksEnglish';

describe('resolveLocale (issue 14)', () => {
  it.each([
    [['de'], 'de'],
    [['DE-at'], 'de'],
    [['pt-PT'], 'pt-BR'],
    [['pt_br'], 'pt-BR'],
    [['zh'], 'zh-CN'],
    [['zh-Hans-HK'], 'zh-CN'],
    [['zh-TW', 'ja'], 'ja'],
    [['zh-Hant'], 'en'],
    [['en-XA'], 'en-XA'],
    [['en-GB'], 'en'],
    [['tlh', 'fr-CA'], 'fr'],
    [[undefined, 'ar-EG'], 'ar'],
    [['sv', 'fi'], 'en'],
    [[], 'en'],
  ] as const)('%j → %s', (wanted, expected) => {
    expect(resolveLocale(wanted)).toBe(expected);
  });

  it('names each locale chunk as the build does, and knows the right-to-left ones', () => {
    expect(['de', 'pt-BR', 'zh-CN', 'en-XA'].map((tag) => localeChunk(tag as never))).toEqual(['localeDe', 'localePtBr', 'localeZhCn', 'localeEnXa']);
    expect(['ar', 'he', 'de', 'en'].map((tag) => isRightToLeft(tag as never))).toEqual([true, true, false, false]);
  });

  it('asks the provider for each locale by its own tag, and for English in the pseudo-locale, which no provider knows', () => {
    expect(LOCALES.map(providerLocaleOf)).toEqual(LOCALES.map((tag) => (tag === 'en-XA' ? 'en' : tag)));
    expect(providerLocaleOf('en-XA')).toBe('en');
    expect(providerLocaleOf('pt-BR')).toBe('pt-BR');
  });
});

describe('writingTag: the tag the widget writes numbers and plurals in (issue 14)', () => {
  it('is the wanted tag where its digits differ from the locale’s: Egyptian Arabic keeps Arabic-Indic digits', () => {
    expect(writingTag(['ar-EG'], 'ar')).toBe('ar-EG');
    expect(writingTag(['ar-u-nu-arab'], 'ar')).toBe('ar-u-nu-arab');
    expect(writingTag([undefined, 'fr-FR', 'ar-SA'], 'ar')).toBe('ar-SA');
  });

  it('is the locale itself where the digits are the same, or no wanted tag chose it', () => {
    expect(writingTag(['ar'], 'ar')).toBe('ar');
    expect(writingTag(['ar-MA'], 'ar')).toBe('ar');
    expect(writingTag(['de-AT'], 'de')).toBe('de');
    expect(writingTag(['pt-PT'], 'pt-BR')).toBe('pt-BR');
    expect(writingTag(['tlh'], 'en')).toBe('en');
    expect(writingTag([], 'he')).toBe('he');
  });

  it('skips a malformed tag and one of another language', () => {
    expect(writingTag(['ar_EG'], 'ar')).toBe('ar');
    expect(writingTag(['fa-IR', 'ar'], 'ar')).toBe('ar');
    expect(writingTag(['arz-EG'], 'ar')).toBe('ar');
  });
});

describe('speaksEnglish: the main file decides English without the locale table (issue 8)', () => {
  it('knows the languages of every other locale', () => {
    expect(new Set(OTHER_LANGUAGES)).toEqual(new Set(LOCALES.filter((tag) => tag !== 'en' && tag !== 'en-XA').map((tag) => tag.split('-')[0])));
  });

  it('is never wrong when it says English: the locale index would have chosen English too', () => {
    const tag = fc.oneof(
      fc.constantFrom(...LOCALES, 'EN-xa', 'en_XA', 'zh-TW', 'zh-Hant', 'zh-Hans-HK', 'pt-PT', 'de-AT', 'sv', 'tlh', 'ar-EG', 'en-GB', 'EN', 'fr_CA', '', '-'),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(fc.array(fc.option(tag, { nil: undefined }), { maxLength: 4 }), (wanted) => {
        if (speaksEnglish(wanted)) expect(resolveLocale(wanted)).toBe('en');
        if (resolveLocale(wanted) !== 'en') expect(speaksEnglish(wanted)).toBe(false);
      }),
      { numRuns: 3000 },
    );
  });

  it('asks the index only for a supported language or the pseudo-locale first', () => {
    expect(speaksEnglish(['en-US', 'de'])).toBe(true);
    expect(speaksEnglish(['sv', 'fi'])).toBe(true);
    expect(speaksEnglish([undefined, 'sv', 'en'])).toBe(true);
    expect(speaksEnglish(['de-AT'])).toBe(false);
    expect(speaksEnglish(['en-XA'])).toBe(false);
    expect(speaksEnglish(['sv', 'ja-JP'])).toBe(false);
    expect(speaksEnglish(['zh-TW'])).toBe(false);
  });
});

describe("chooseLocale: the locale index's choice", () => {
  it('gives the writing tag and the direction', () => {
    expect(chooseLocale(['ar-EG'])).toEqual({ locale: 'ar', lang: 'ar-EG', dir: 'rtl' });
    expect(chooseLocale(['he'])).toEqual({ locale: 'he', lang: 'he', dir: 'rtl' });
    expect(chooseLocale(['pt-PT'])).toEqual({ locale: 'pt-BR', lang: 'pt-BR' });
    expect(chooseLocale(['sv'])).toEqual({ locale: 'en', lang: 'en' });
  });
});
