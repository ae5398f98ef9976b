/// <reference types="vite/client" />
// Every locale file against the English strings: the same keys (at run time too; `satisfies` only
// checks at compile time), the same placeholders per key, and clean text (no empty values, no
// stray whitespace, no bidi or other control characters, nothing left in English by mistake).
import { describe, expect, it } from 'vitest';
import { en, enApiErrors, enIdentityProvider, enPasskeyRegistration, enShared } from '../../../src/i18n/en';
import type { AllMessages } from '../../../src/i18n/locales/types';
import { enCrypto, enCryptoMain } from '../../../src/products/crypto/strings';
import { enEmailMagicLinks, enEmailMagicLinksMain } from '../../../src/products/emailMagicLinks/strings';
import { enOAuth, enOAuthMain } from '../../../src/products/oauth/strings';
import { enOtp, enOtpMain } from '../../../src/products/otp/strings';
import { enPasskeys, enPasskeysMain } from '../../../src/products/passkeys/strings';
import { enPasswords } from '../../../src/products/passwords/strings';

const sources = [
  en,
  enShared,
  enApiErrors,
  enPasskeyRegistration,
  enIdentityProvider,
  enPasskeysMain,
  enPasskeys,
  enOAuthMain,
  enOAuth,
  enCryptoMain,
  enCrypto,
  enEmailMagicLinksMain,
  enEmailMagicLinks,
  enOtpMain,
  enOtp,
  enPasswords,
] as const;

type Union =
  | keyof typeof en
  | keyof typeof enShared
  | keyof typeof enApiErrors
  | keyof typeof enPasskeyRegistration
  | keyof typeof enIdentityProvider
  | keyof typeof enPasskeysMain
  | keyof typeof enPasskeys
  | keyof typeof enOAuthMain
  | keyof typeof enOAuth
  | keyof typeof enCryptoMain
  | keyof typeof enCrypto
  | keyof typeof enEmailMagicLinksMain
  | keyof typeof enEmailMagicLinks
  | keyof typeof enOtpMain
  | keyof typeof enOtp
  | keyof typeof enPasswords;
type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// AllMessages is exactly the union of every English object's keys: no source is missing from it
// (a key only in `sources` fails) and it has no key the sources lack.
const unionMatches: Equal<keyof AllMessages, Union> = true;

/** The English union; a key several objects share must have one text everywhere. */
const english: Record<string, string> = {};
for (const source of sources) {
  for (const [key, value] of Object.entries(source)) {
    if (key in english) expect(english[key], `English '${key}' differs between objects`).toBe(value);
    english[key] = value;
  }
}

const locales = import.meta.glob<Record<string, unknown>>('../../../src/i18n/locales/*.ts', { eager: true });
const TAGS = ['es', 'fr', 'de', 'pt-BR', 'it', 'nl', 'ja', 'zh-CN', 'ko', 'ar', 'he'];

function load(tag: string): Record<string, string> | undefined {
  const module = locales[`../../../src/i18n/locales/${tag}.ts`];
  return module?.messages as Record<string, string> | undefined;
}

/**
 * Values that may equal the English one in a given language: names (brands, products) that are
 * not translated, and words a language borrows unchanged. Anything else left in English is a
 * forgotten translation.
 */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  // Brand names: shown as they are in every language.
  '*': ['tabWhatsapp', 'metamask', 'phantom', 'emailPlaceholder'],
  // The same word in the language: Spanish and Italian 'No'; Italian uses the English loanwords
  // 'Email' and 'Password' (Apple, Google and Microsoft write them so in Italian).
  // Japanese and Korean interfaces keep 'Powered by' before a logo (as Stripe's checkout does):
  // their own phrasing ('… 提供', '… 제공') follows the name, and the logo comes after the text.
  ja: ['poweredBy'],
  ko: ['poweredBy'],
  es: ['no'],
  it: ['no', 'tabEmail', 'passwordLabel'],
};

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
// U+200E, U+200F, U+202A–U+202E, U+2066–U+2069, and every C0/C1 control character.
const FORBIDDEN = /[\u200e\u200f\u202a-\u202e\u2066-\u2069\u0000-\u001f\u007f-\u009f]/;

describe('locale files', () => {
  it('AllMessages is the union of every English object', () => {
    expect(unionMatches).toBe(true);
    expect(Object.keys(english).length).toBeGreaterThan(150);
  });

  for (const tag of TAGS) {
    describe(tag, () => {
      const messages = load(tag);

      it('exists and exports its object', () => {
        expect(messages, `src/i18n/locales/${tag}.ts exporting messages`).toBeTypeOf('object');
      });
      if (!messages) return;

      it('has exactly the English keys', () => {
        const missing = Object.keys(english).filter((key) => !Object.hasOwn(messages, key));
        const unknown = Object.keys(messages).filter((key) => !Object.hasOwn(english, key));
        expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
      });

      it('keeps each key’s placeholders', () => {
        const wrong = Object.keys(english).filter(
          (key) => placeholders(messages[key] ?? '').join() !== placeholders(english[key]!).join(),
        );
        expect(wrong).toEqual([]);
      });

      it('has clean, non-empty values', () => {
        const problems: string[] = [];
        for (const [key, value] of Object.entries(messages)) {
          if (typeof value !== 'string') problems.push(`${key}: not a string`);
          else if (value.trim() === '') problems.push(`${key}: empty`);
          else {
            if (value !== value.trim()) problems.push(`${key}: leading or trailing whitespace`);
            if (FORBIDDEN.test(value)) problems.push(`${key}: bidi or control character`);
          }
        }
        expect(problems).toEqual([]);
      });

      it('translates everything but the allowed names', () => {
        const allowed = new Set([...SAME_AS_ENGLISH['*']!, ...(SAME_AS_ENGLISH[tag] ?? [])]);
        const untranslated = Object.keys(english).filter((key) => messages[key] === english[key] && !allowed.has(key));
        expect(untranslated).toEqual([]);
      });
    });
  }
});
