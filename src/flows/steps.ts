import type { OtpChannel } from '../api/contract';

/** The login widget's screens as states; `screens/registry.ts` maps each name to its screen. */
export type LoginStep =
  | { name: 'main' }
  | { name: 'email-confirmation'; email: string }
  | {
      name: 'otp-authenticate';
      channel: OtpChannel;
      methodId: string;
      /** What the code was sent to: E.164 or an email address. */
      target: string;
      /** How to show it to the user. */
      destination: string;
      expiresAt: number;
    }
  | { name: 'otp-confirmation' }
  | { name: 'link-authenticating' }
  | { name: 'login-confirmation' };

export type LoginStepName = LoginStep['name'];
