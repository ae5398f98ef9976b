// Every English text of the widget in one table: the source of the pseudo-locale (locales/en-XA.ts)
// and of the `strings` option's check (stringsCheck.ts). The widget itself never loads it whole:
// each file carries just the texts it shows (en.ts).
import { en, enApiErrors, enServerErrors, enShared } from '../i18n/en';
import { enIdentityProvider } from '../widgets/identityProvider/strings';
import { enPasskeyRegistration } from '../widgets/passkeyRegistration/strings';
import { enResetLink } from '../widgets/resetPassword/strings';
import { enCrypto, enCryptoMain } from '../products/crypto/strings';
import { enEmailMagicLinks } from '../products/emailMagicLinks/strings';
import { enOAuth, enOAuthMain } from '../products/oauth/strings';
import { enOtp, enOtpMain } from '../products/otp/strings';
import { enPasskeys, enPasskeysMain } from '../products/passkeys/strings';
import { enPasswords } from '../products/passwords/strings';
import type { EnglishTexts } from './types';

export const english = {
  ...en,
  ...enShared,
  ...enApiErrors,
  ...enServerErrors,
  ...enPasskeyRegistration,
  ...enIdentityProvider,
  ...enResetLink,
  ...enPasskeysMain,
  ...enPasskeys,
  ...enOAuthMain,
  ...enOAuth,
  ...enCryptoMain,
  ...enCrypto,
  ...enEmailMagicLinks,
  ...enOtpMain,
  ...enOtp,
  ...enPasswords,
} satisfies EnglishTexts;
