// The magic-link group, loaded lazily (the `emailMagicLinks` chunk): sending, and the screens.
export { EmailConfirmation } from './EmailConfirmation';
export { LinkAuthenticating } from './LinkAuthenticating';
export { LoginConfirmation } from './LoginConfirmation';
export { authenticateLink, sendMagicLink, tryAgain } from './send';
