// The OAuth group, loaded lazily (the `oauth` chunk, fetched at mount on a page with OAuth): Main's
// part (the buttons with their icons, 'Last used', Google One Tap, the start navigation and the way
// back) and the way back's screens.
import type { MainPart } from '../../login/product';
import { createOAuthMain, type OAuthMain } from './main';
import { OAuthButtons } from './OAuthButtons';

export const main: MainPart<OAuthMain> = { create: createOAuthMain, Block: OAuthButtons };
export { TokenAuthenticating as OAuthAuthenticating, TokenSignedIn as OAuthConfirmation } from '../../screens/TokenLanding';
