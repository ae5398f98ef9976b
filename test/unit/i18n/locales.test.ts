/// <reference types="vite/client" />
// Every locale file against the English strings: the same keys (at run time too; `satisfies` only
// checks at compile time), the same placeholders per key, and clean text (no empty values, no
// stray whitespace, no bidi or other control characters, nothing left in English by mistake).
import { describe, expect, it } from 'vitest';
import { en, enApiErrors, enServerErrors, enShared } from '../../../src/i18n/en';
import { enIdentityProvider } from '../../../src/widgets/identityProvider/strings';
import { enPasskeyRegistration } from '../../../src/widgets/passkeyRegistration/strings';
import { enResetLink } from '../../../src/widgets/resetPassword/strings';
import { english as englishTable } from '../../../src/locales/english';
import type { AllMessages } from '../../../src/locales/types';
import type { Text } from '../../../src/i18n/texts';
import { enCrypto, enCryptoMain } from '../../../src/products/crypto/strings';
import { enEmailMagicLinks } from '../../../src/products/emailMagicLinks/strings';
import { enOAuth, enOAuthMain } from '../../../src/products/oauth/strings';
import { enOtp, enOtpMain } from '../../../src/products/otp/strings';
import { enPasskeys, enPasskeysMain } from '../../../src/products/passkeys/strings';
import { enPasswords } from '../../../src/products/passwords/strings';

const sources = [
  en,
  enShared,
  enApiErrors,
  enServerErrors,
  enPasskeyRegistration,
  enIdentityProvider,
  enResetLink,
  enPasskeysMain,
  enPasskeys,
  enOAuthMain,
  enOAuth,
  enCryptoMain,
  enCrypto,
  enEmailMagicLinks,
  enOtpMain,
  enOtp,
  enPasswords,
] as const;

type Union =
  | keyof typeof en
  | keyof typeof enShared
  | keyof typeof enApiErrors
  | keyof typeof enServerErrors
  | keyof typeof enPasskeyRegistration
  | keyof typeof enIdentityProvider
  | keyof typeof enResetLink
  | keyof typeof enPasskeysMain
  | keyof typeof enPasskeys
  | keyof typeof enOAuthMain
  | keyof typeof enOAuth
  | keyof typeof enCryptoMain
  | keyof typeof enCrypto
  | keyof typeof enEmailMagicLinks
  | keyof typeof enOtpMain
  | keyof typeof enOtp
  | keyof typeof enPasswords;
type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// AllMessages is exactly the union of every English object's keys: no source is missing from it
// (a key only in `sources` fails) and it has no key the sources lack.
const unionMatches: Equal<keyof AllMessages, Union> = true;

/** The English union; a key several objects share must have one text everywhere. */
const english: Record<string, Text> = {};
for (const source of sources) {
  for (const [key, value] of Object.entries(source)) {
    if (key in english) expect(english[key], `English '${key}' differs between objects`).toEqual(value);
    english[key] = value;
  }
}

/** A text's forms: a sentence is its one form. */
const formsOf = (text: Text | undefined): string[] => (text === undefined ? [] : typeof text === 'string' ? [text] : Object.values(text));

const locales = import.meta.glob<Record<string, unknown>>('../../../src/locales/*.ts', { eager: true });
const TAGS = ['es', 'fr', 'de', 'pt-BR', 'it', 'nl', 'ja', 'zh-CN', 'ko', 'ar', 'he'];

function load(tag: string): Record<string, Text> | undefined {
  const module = locales[`../../../src/locales/${tag}.ts`];
  return module?.messages as Record<string, Text> | undefined;
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

const placeholders = (text: string): string[] => (text.match(/\{\w+\}/g) ?? []).sort();
// U+200E, U+200F, U+202A–U+202E, U+2066–U+2069, and every C0/C1 control character.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const FORBIDDEN = /[\u200e\u200f\u202a-\u202e\u2066-\u2069\u0000-\u001f\u007f-\u009f]/;

describe('locale files', () => {
  it('AllMessages is the union of every English object', () => {
    expect(unionMatches).toBe(true);
    expect(Object.keys(english).length).toBeGreaterThan(150);
    expect(englishTable).toEqual(english);
  });

  for (const tag of TAGS) {
    describe(tag, () => {
      const messages = load(tag);

      it('exists and exports its object', () => {
        expect(messages, `src/locales/${tag}.ts exporting messages`).toBeTypeOf('object');
      });
      if (!messages) return;

      it('has exactly the English keys', () => {
        const missing = Object.keys(english).filter((key) => !Object.hasOwn(messages, key));
        const unknown = Object.keys(messages).filter((key) => !Object.hasOwn(english, key));
        expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
      });

      it('keeps each key’s placeholders', () => {
        // A plural's `other` form keeps them all; its `one` may say '1 second' without {count}.
        const other = (text: Text | undefined) => (typeof text === 'object' ? text.other : (text ?? ''));
        const wrong = Object.keys(english).filter((key) => placeholders(other(messages[key])).join() !== placeholders(other(english[key])).join());
        const stray = Object.keys(english).filter((key) => formsOf(messages[key]).some((form) => placeholders(form).some((name) => !placeholders(other(english[key])).includes(name))));
        expect(stray).toEqual([]);
        expect(wrong).toEqual([]);
      });

      it('has clean, non-empty values', () => {
        const problems: string[] = [];
        for (const [key, text] of Object.entries(messages)) {
          if (typeof text !== typeof english[key]) problems.push(`${key}: a ${typeof text} where English has a ${typeof english[key]}`);
          for (const value of formsOf(text)) {
            if (value.trim() === '') problems.push(`${key}: empty`);
            else {
              if (value !== value.trim()) problems.push(`${key}: leading or trailing whitespace`);
              if (FORBIDDEN.test(value)) problems.push(`${key}: bidi or control character`);
            }
          }
        }
        expect(problems).toEqual([]);
      });

      it("gives plurals only the forms the language's plural rules use", () => {
        const used = new Set<string>(new Intl.PluralRules(tag).resolvedOptions().pluralCategories);
        const wrong = Object.entries(messages).flatMap(([key, text]) =>
          typeof text === 'object' ? Object.keys(text).filter((form) => !used.has(form)).map((form) => `${key}.${form}`) : [],
        );
        expect(wrong).toEqual([]);
      });

      it('translates everything but the allowed names', () => {
        const allowed = new Set([...SAME_AS_ENGLISH['*']!, ...(SAME_AS_ENGLISH[tag] ?? [])]);
        const untranslated = Object.keys(english).filter((key) => formsOf(messages[key]).join() === formsOf(english[key]).join() && !allowed.has(key));
        expect(untranslated).toEqual([]);
      });
    });
  }
});
