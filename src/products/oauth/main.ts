import type { OAuthProviderType } from '../../contract/index';
import type { OAuthContext } from './context';
import type { OAuthProviderOptions } from './options';
import { createOAuthSession, type OAuthSession } from './session';
import { enOAuth, enOAuthMain } from './strings';

export interface OAuthMain {
  providers: OAuthProviderOptions[];
  session: OAuthSession;
  login(type: OAuthProviderType): Promise<void>;
  start(): Promise<boolean>;
  dispose(): void;
}

/**
 * OAuth as Main holds it, made once the `oauth` group (this file's, fetched at mount) has arrived:
 * the configured providers' buttons with their icons, 'Last used', One Tap and the start of a
 * sign-in, all there from the first paint.
 */
export function createOAuthMain(context: OAuthContext): OAuthMain {
  context.addStrings({ ...enOAuthMain, ...enOAuth });
  const session = createOAuthSession(context);
  return {
    providers: context.config.oauthOptions!.providers,
    session,
    /** 'Continue with {provider}': the navigation to the provider. */
    login: (type: OAuthProviderType) => context.run(() => session.login(type)),
    /** The page is the provider's way back (`stytch_token_type=oauth`): sign in with its token. */
    async start() {
      if (new URL(location.href).searchParams.get('stytch_token_type') !== 'oauth') return false;
      context.step.value = { name: 'oauth-authenticating' };
      await session.finish();
      return true;
    },
    dispose: () => session.dispose(),
  };
}
