import type { OtpModel } from './otp';
import type { PasswordModel } from './passwords';

/**
 * Why a reset email was sent after PasswordCreateOrLogin: PasswordForgot, PasswordBreached,
 * PasswordDedupe or PasswordSetNew (one screen, with the spec's texts for each).
 */
export type PasswordEmailReason = 'forgot' | 'breached' | 'dedupe' | 'set-new';

/** The login widget's screens as states; `screens/registry.ts` maps each name to its screen. */
export type LoginStep =
  | { name: 'main' }
  | { name: 'email-confirmation'; email: string }
  | { name: 'otp-authenticate'; otp: OtpModel }
  | { name: 'otp-confirmation' }
  | { name: 'link-authenticating' }
  | { name: 'login-confirmation' }
  | { name: 'password-create-or-login'; passwords: PasswordModel }
  | { name: 'password-email-sent'; reason: PasswordEmailReason; email: string; passwords: PasswordModel }
  | { name: 'password-confirmation' }
  | { name: 'passkey-confirmation' };

export type LoginStepName = LoginStep['name'];
