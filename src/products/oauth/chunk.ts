// The OAuth group, loaded lazily (the `oauth` chunk): the providers' icons, 'Last used', the start
// navigation, the way back and its screens, and Google One Tap.
export { OAuthIcon } from './OAuthIcon';
export { OneTap } from './OneTap';
export { TokenAuthenticating as OAuthAuthenticating, TokenSignedIn as OAuthConfirmation } from '../../screens/TokenLanding';
export { createOAuthSession } from './session';
export { enOAuth } from './strings';
