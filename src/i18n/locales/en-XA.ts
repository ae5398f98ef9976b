// The pseudo-locale `en-XA` (issue 14), for tests and for hosts checking their layout: every
// English string accented, about 40 % longer and marked at both ends, so a text that is not
// translated (hard-coded, or English from somewhere else) stands out, and so does a layout that
// cannot take longer text. Placeholders stay as they are.
import { en, enApiErrors, enIdentityProvider, enPasskeyRegistration, enShared } from '../en';
import { enCrypto, enCryptoMain } from '../../products/crypto/strings';
import { enEmailMagicLinks, enEmailMagicLinksMain } from '../../products/emailMagicLinks/strings';
import { enOAuth, enOAuthMain } from '../../products/oauth/strings';
import { enOtp, enOtpMain } from '../../products/otp/strings';
import { enPasskeys, enPasskeysMain } from '../../products/passkeys/strings';
import { enPasswords } from '../../products/passwords/strings';
import type { AllMessages } from './types';

const english = {
  ...en,
  ...enShared,
  ...enApiErrors,
  ...enPasskeyRegistration,
  ...enIdentityProvider,
  ...enPasskeysMain,
  ...enPasskeys,
  ...enOAuthMain,
  ...enOAuth,
  ...enCryptoMain,
  ...enCrypto,
  ...enEmailMagicLinksMain,
  ...enEmailMagicLinks,
  ...enOtpMain,
  ...enOtp,
  ...enPasswords,
} satisfies AllMessages;

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [letter, [...'àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]!]),
);

/** `Continue` → `⟦Çöñţîñûé···⟧`: letters accented outside `{placeholders}`, 40 % more, marked. */
export function pseudoLocalize(text: string): string {
  const accented = text.replace(/\{\w+\}|[A-Za-z]/g, (part) => ACCENTED[part] ?? part);
  return `⟦${accented}${'·'.repeat(Math.ceil([...text].length * 0.4))}⟧`;
}

export const messages = Object.fromEntries(Object.entries(english).map(([key, text]) => [key, pseudoLocalize(text)])) as AllMessages;
