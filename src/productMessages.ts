// Every product's English texts, main-file and chunk, joined for `Messages` (i18n/en.ts). Written
// out from the products' strings files rather than derived from the product table, so the npm
// package's declarations (the `strings` option's type) do not reach the products' runtime;
// table.ts checks the two agree.
import type { Text } from './i18n/texts';
import type { enCrypto, enCryptoMain } from './products/crypto/strings';
import type { enEmailMagicLinks } from './products/emailMagicLinks/strings';
import type { enOAuth, enOAuthMain } from './products/oauth/strings';
import type { enOtp, enOtpMain } from './products/otp/strings';
import type { enPasskeys, enPasskeysMain } from './products/passkeys/strings';
import type { enPasswords } from './products/passwords/strings';

export type ProductMessages = typeof enCrypto &
  typeof enCryptoMain &
  typeof enEmailMagicLinks &
  typeof enOAuth &
  typeof enOAuthMain &
  typeof enOtp &
  typeof enOtpMain &
  typeof enPasskeys &
  typeof enPasskeysMain &
  typeof enPasswords &
  // A product's `strings` field is declared as any texts (login/product.ts).
  Record<string, Text>;
