import type { ComponentType } from 'react';
import type { LoginStepName } from '../flows/steps';
import { EmailConfirmation } from './login/EmailConfirmation';
import { LinkAuthenticating, LoginConfirmation, OtpConfirmation } from './login/Confirmations';
import { Main } from './login/Main';
import { OtpAuthenticate } from './login/OtpAuthenticate';
import type { ScreenProps } from './screenProps';

/** Every login step's screen, and whether it has a back arrow to Main. A step without a screen fails to compile. */
export const loginScreens: { [N in LoginStepName]: { Screen: ComponentType<ScreenProps<N>>; back?: true } } = {
  main: { Screen: Main },
  'email-confirmation': { Screen: EmailConfirmation, back: true },
  'otp-authenticate': { Screen: OtpAuthenticate, back: true },
  'otp-confirmation': { Screen: OtpConfirmation },
  'link-authenticating': { Screen: LinkAuthenticating },
  'login-confirmation': { Screen: LoginConfirmation },
};
