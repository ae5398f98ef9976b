// OAuth sign-in (API.md §3, §7): the start navigation's query, the authenticate call, and the
// error a redirect URL may carry instead of a token.
import type { AuthResponse } from './users';

/** The providers the widget has buttons for (product-spec.md §2), as they appear in URLs. */
export type OAuthProviderType =
  | 'google'
  | 'microsoft'
  | 'apple'
  | 'github'
  | 'gitlab'
  | 'facebook'
  | 'discord'
  | 'salesforce'
  | 'slack'
  | 'amazon'
  | 'bitbucket'
  | 'linkedin'
  | 'coinbase'
  | 'twitch'
  | 'twitter'
  | 'tiktok'
  | 'snapchat'
  | 'figma'
  | 'yahoo';

/**
 * The query of the navigation to `{base}/v1/public/oauth/{provider}/start` (not a fetch). Each
 * provider param travels as its own `provider_<key>=<value>`.
 */
export interface OAuthStartQuery {
  public_token: string;
  code_challenge?: string;
  /** Space-joined, added to the provider's default scopes. */
  custom_scopes?: string;
  login_redirect_url?: string;
  signup_redirect_url?: string;
  [providerParam: `provider_${string}`]: string;
}

export interface OAuthAuthenticateRequest {
  token: string;
  session_duration_minutes: number;
  code_verifier?: string;
}

/** What the provider granted; `id_token` is empty for providers without OpenID Connect. */
export interface OAuthProviderValues {
  access_token: string;
  id_token: string;
  refresh_token: string;
  scopes: string[];
  expires_at: string;
}

export interface OAuthAuthenticateResponse extends AuthResponse {
  provider_subject: string;
  provider_type: OAuthProviderType;
  provider_values: OAuthProviderValues;
}

/**
 * The query a redirect URL carries instead of `token` when the sign-in did not finish at the
 * provider (the person cancelled): `?stytch_token_type=oauth&error=…&error_description=…`, with
 * RFC 6749 §4.1.2.1 error codes.
 */
export interface OAuthRedirectError {
  stytch_token_type: 'oauth';
  error: 'access_denied';
  error_description: string;
}
