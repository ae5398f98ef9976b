import type { OAuthProviderType } from '../../contract/index';

/** Where Google One Tap shows: in the widget, in place of the Google button, or at the page's top right. */
export type OneTapPosition = 'embedded' | 'floating';

/** One OAuth provider of `oauthOptions.providers` (docs/spec/product.md §3). */
export interface OAuthProviderOptions {
  type: OAuthProviderType;
  /** Scopes asked for besides the provider's defaults. */
  custom_scopes?: string[];
  /** Sent to the provider as they are (`provider_<key>=<value>` on the start URL). */
  provider_params?: Record<string, string>;
  /** Google only: One Tap instead of the button. */
  one_tap?: boolean;
  position?: OneTapPosition;
}

/** `config.oauthOptions` (docs/spec/product.md §3). */
export interface OAuthOptions {
  providers: OAuthProviderOptions[];
  loginRedirectURL?: string;
  signupRedirectURL?: string;
  /** Google Identity Services, for One Tap; the emulator serves a stand-in at `/gsi/client`. */
  googleScriptURL?: string;
}

export interface OAuthConfig {
  oauthOptions?: OAuthOptions;
}
