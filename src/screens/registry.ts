import type { ComponentType } from 'react';
import type { LoginStepName } from '../flows/steps';
import type { LazyScreen } from './groups';
import { Main } from './login/Main';
import type { ScreenProps } from './screenProps';

export type ScreenEntry<P> = ({ Screen: ComponentType<P> } | LazyScreen<P>) & { back?: true };

/**
 * Every login step's screen, and whether it has a back arrow to Main. Screens that are not needed
 * for first paint come from their method's lazy group. A step without a screen fails to compile.
 */
export const loginScreens: { [N in LoginStepName]: ScreenEntry<ScreenProps<N>> } = {
  main: { Screen: Main },
  'link-authenticating': { group: 'emailMagicLinks', name: 'LinkAuthenticating' },
  'email-confirmation': { group: 'emailMagicLinks', name: 'EmailConfirmation', back: true },
  'login-confirmation': { group: 'emailMagicLinks', name: 'LoginConfirmation' },
  'otp-authenticate': { group: 'otp', name: 'OtpAuthenticate', back: true },
  'otp-confirmation': { group: 'otp', name: 'OtpConfirmation' },
  'password-create-or-login': { group: 'passwords', name: 'PasswordCreateOrLogin', back: true },
  'password-email-sent': { group: 'passwords', name: 'PasswordEmailSent', back: true },
  'password-confirmation': { group: 'passwords', name: 'PasswordConfirmation' },
  'passkey-confirmation': { group: 'passkeys', name: 'PasskeyConfirmation' },
};
