// The type every locale file satisfies: every text key the widget has, no other, and each
// translation keeps its English text's placeholders (texts.ts `TranslationOf`).
//
// `EnglishMessages` (../en) joins the main file's, the shared, the widgets', every product's
// (composition.ts), the API errors' and the server errors' texts. It also carries a `string`
// index signature: `ProductMessages` joins each product's declared `strings?: Record<string, Text>`
// (login/product.ts). With it, `satisfies` would still refuse a missing key but accept any
// unknown one, so the index signature is dropped here and only the named keys remain.
import type { en, enApiErrors, enServerErrors, enShared } from '../i18n/en';
import type { ProductMessages } from '../productMessages';
import type { enIdentityProvider } from '../widgets/identityProvider/strings';
import type { enPasskeyRegistration } from '../widgets/passkeyRegistration/strings';
import type { enResetLink } from '../widgets/resetPassword/strings';
import type { TranslationOf } from '../i18n/texts';

// See i18n/texts.ts.
/** Every English text, as written (literal types, so placeholders are known). */
export type EnglishMessages = typeof en &
  typeof enShared &
  typeof enPasskeyRegistration &
  typeof enIdentityProvider &
  typeof enResetLink &
  ProductMessages &
  typeof enApiErrors &
  typeof enServerErrors;

/** The English texts by key, literal, without the index signature. */
export type EnglishTexts = { [K in keyof EnglishMessages as string extends K ? never : number extends K ? never : K]: EnglishMessages[K] };

export type AllMessages = { [K in keyof EnglishTexts]: TranslationOf<EnglishTexts[K]> };

/**
 * The `strings` mount option: any texts, by key, each keeping its English placeholders. A key that
 * is not a text of the widget, or a text that drops a placeholder, fails to compile.
 */
export type StringsOverride = Partial<AllMessages>;
