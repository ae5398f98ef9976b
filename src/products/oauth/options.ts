import type { OAuthProviderType } from '../../contract/index';

/** Where Google One Tap shows: in the widget, in place of the Google button, or at the page's top right. */
export type OneTapPosition = 'embedded' | 'floating';

/** One OAuth provider of `oauthOptions.providers`. */
export interface OAuthProviderOptions {
  /** The provider, such as `google` or `github`: its button on the widget's first screen. */
  type: OAuthProviderType;
  /** Scopes asked for besides the provider's defaults. */
  custom_scopes?: string[];
  /** Sent to the provider as they are (`provider_<key>=<value>` on the start URL). */
  provider_params?: Record<string, string>;
  /** Google only: One Tap instead of the button. */
  one_tap?: boolean;
  /** Where One Tap shows: `embedded` (in the widget, by default) or `floating` (the page's top right). */
  position?: OneTapPosition;
}

/** `config.oauthOptions`: required, with `providers`, when `oauth` is a product. */
export interface OAuthOptions {
  /** The providers to offer, one button each, in this order; at least one, each type once. */
  providers: OAuthProviderOptions[];
  /** Where an existing user comes back after the provider: a page that mounts the login widget to finish the sign-in. */
  loginRedirectURL?: string;
  /** Where a new user comes back after the provider: a page that mounts the login widget to finish the sign-up. */
  signupRedirectURL?: string;
  /** Google Identity Services, for One Tap; the emulator serves a stand-in at `/gsi/client`. */
  googleScriptURL?: string;
}

/** The `oauth` product's part of the login config. */
export interface OAuthConfig {
  /** The providers and the pages they send the browser back to. */
  oauthOptions?: OAuthOptions;
}
