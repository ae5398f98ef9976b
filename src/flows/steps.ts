import type { OtpModel } from './otp';

/** The login widget's screens as states; `screens/registry.ts` maps each name to its screen. */
export type LoginStep =
  | { name: 'main' }
  | { name: 'email-confirmation'; email: string }
  | { name: 'otp-authenticate'; otp: OtpModel }
  | { name: 'otp-confirmation' }
  | { name: 'link-authenticating' }
  | { name: 'login-confirmation' };

export type LoginStepName = LoginStep['name'];
