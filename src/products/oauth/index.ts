// OAuth (docs/spec/product.md §2 Main and One Tap, §3 oauthOptions; docs/spec/api.md §3, §7): a button per
// configured provider, Google One Tap, the start navigation and the way back.
import type { ProductDef, Schema } from '../../login/product';
import type { OAuthMain } from './main';
import type { OAuthConfig, OAuthProviderOptions } from './options';
import { OAUTH_PROVIDER_TYPES } from './providers';
import type { OAuthStep } from './session';
import type { enOAuth, enOAuthMain } from './strings';

/** Each provider's options besides its type (docs/spec/product.md §3). */
const PROVIDER_SCHEMA: Schema = { custom_scopes: 'a', provider_params: 'r', one_tap: 'b', position: ['embedded', 'floating'] };

export const oauth: ProductDef<'oauth', OAuthStep, OAuthMain, typeof import('./chunk'), typeof enOAuth & typeof enOAuthMain, OAuthConfig> = {
  name: 'oauth',
  options: { oauthOptions: { loginRedirectURL: 's', signupRedirectURL: 's', googleScriptURL: 's' } },
  validate(config, { fail, known, types }) {
    const list = config.oauthOptions?.providers;
    const at = 'config.oauthOptions.providers';
    if (!Array.isArray(list) || !list.length) return fail(`${at} must list at least one provider.`);
    list.forEach((provider: OAuthProviderOptions, index) => {
      const here = `${at}[${index}]`;
      const [type] = known([provider?.type], `${here}.type`, OAUTH_PROVIDER_TYPES);
      if (list.findIndex((other) => other?.type === type) < index) fail(`${here}.type: "${type}" is listed twice.`);
      types(provider as never, PROVIDER_SCHEMA, `${here}.`);
      if (provider.one_tap && type !== 'google') fail(`${here}.one_tap is for google only.`);
    });
  },
  slot: 'social',
  buttons: (config) => config.oauthOptions?.providers.length ?? 0,
  // The buttons come with the group: the first paint waits for it only on a page with OAuth.
  main: { group: 'oauth' },
  chunks: ['oauth'],
  screens: {
    'oauth-authenticating': { group: 'oauth', name: 'OAuthAuthenticating' },
    'oauth-confirmation': { group: 'oauth', name: 'OAuthConfirmation' },
  },
};
