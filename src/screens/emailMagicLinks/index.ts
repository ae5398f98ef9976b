// The magic-link group, loaded lazily (the `emailMagicLinks` chunk).
export { EmailConfirmation } from './EmailConfirmation';
export { LinkAuthenticating } from './LinkAuthenticating';
export { LoginConfirmation } from './LoginConfirmation';
