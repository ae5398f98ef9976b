import { describe, expect, it } from 'vitest';
import { isRightToLeft, LOCALES, localeChunk, providerLocaleOf, resolveLocale, writingTag } from '../../../src/i18n/locale';

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
