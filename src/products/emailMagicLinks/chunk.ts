// The magic-link group, loaded lazily (the `emailMagicLinks` chunk): sending, and the screens.
export { EmailConfirmation } from './EmailConfirmation';
export { TokenAuthenticating as LinkAuthenticating, TokenSignedIn as LoginConfirmation } from '../../screens/TokenLanding';
export { authenticateLink, sendMagicLink, tryAgain } from './send';
