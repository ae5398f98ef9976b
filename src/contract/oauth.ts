// OAuth sign-in (docs/spec/api.md §3, §7): the start navigation's query, the authenticate call, and the
// error a redirect URL may carry instead of a token.
import type { AuthResponse } from './users';

// docs/spec/product.md §2.
/** The providers the widget has buttons for, as they appear in URLs. */
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

/** POST /oauth/attach: the signed-in user's single-use token for the named provider's start. */
export interface OAuthAttachRequest {
  provider: string;
}

export interface OAuthAttachResponse {
  oauth_attach_token: string;
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

// ---- Google One Tap (docs/spec/api.md §3; docs/spec/product.md §2, §8) ----

/**
 * GET `{base}/v1/public/oauth/google/onetap/start?public_token=…` (not under /sdk/v1), answered
 * raw, not wrapped in `data`. An empty `google_client_id` means One Tap is not configured: the
 * widget treats it as `oauth_config_not_found`.
 */
export interface OneTapStartResponse {
  request_id: string;
  google_client_id: string;
  /** Names the callback below; single-use, short-lived. Empty when One Tap is not configured. */
  oauth_callback_id: string;
}

/** The header that marks POST `{base}/v1/oauth/callback/{oauth_callback_id}` as One Tap's. */
export type OneTapOAuthTypeHeader = { 'x-stytch-oauth-type': 'google-one-tap' };

/** The body of POST `{base}/v1/oauth/callback/{oauth_callback_id}`. */
export interface OneTapCallbackRequest {
  /** The credential Google's script handed to the callback of `initialize`. */
  id_token: string;
  login_redirect_url?: string;
  signup_redirect_url?: string;
  /** Sent by the provider's own UI from a cookie; a direct caller from the host page leaves it out. */
  stytch_csrf_token?: string;
}

/**
 * Raw, not wrapped in `data`. `redirect_url` carries `?stytch_token_type=oauth&token=…`; the page
 * navigates to it and redeems the token through POST /oauth/authenticate as after a redirect.
 */
export interface OneTapCallbackResponse {
  redirect_url: string;
  status_code: number;
  request_id: string;
}

/**
 * The rows outside `/sdk/v1` that are fetched, not navigated to, answered raw (not in `data`).
 * The start's query is written as a path parameter, so the client fills it like any other.
 */
export interface RawEndpoints {
  'GET /v1/public/oauth/google/onetap/start?public_token=:public_token': [undefined, OneTapStartResponse];
  'POST /v1/oauth/callback/:oauth_callback_id': [OneTapCallbackRequest, OneTapCallbackResponse];
}

// The One Tap failures: docs/spec/product.md §8.
/**
 * The One Tap failures that are not among the shared ErrorType, plus the
 * callback's own refusals. The render reasons `unregistered_origin` and `invalid_client` map to
 * `origin_not_allowed_for_client` and `invalid_client`.
 */
export type OneTapErrorType =
  | 'origin_not_allowed_for_client'
  | 'invalid_client'
  | 'default_provider_not_allowed'
  /** The ID token's signature, issuer, audience or expiry does not hold, or it is not a JWT. */
  | 'invalid_id_token'
  /** The oauth_callback_id is unknown, already used or expired: call the start again. */
  | 'oauth_callback_not_found';

// ---- Google Identity Services (the script at /gsi/client), as far as the widget uses it ----

export type GsiSelectBy = 'auto' | 'user' | 'user_1tap' | 'user_2tap' | 'btn' | 'btn_confirm' | 'btn_add_session' | 'btn_confirm_add_session';

/** What the `callback` of `initialize` receives. */
export interface GsiCredentialResponse {
  /** The ID token (a JWT), to be sent as `id_token` to the One Tap callback. */
  credential: string;
  select_by: GsiSelectBy;
  clientId: string;
}

export interface GsiIdConfiguration {
  client_id: string;
  callback: (response: GsiCredentialResponse) => void;
  auto_select?: boolean;
  cancel_on_tap_outside?: boolean;
  /** The id of the element the prompt is put in; the top right of the page when absent. */
  prompt_parent_id?: string;
  itp_support?: boolean;
  use_fedcm_for_prompt?: boolean;
}

export type GsiNotDisplayedReason =
  | 'browser_not_supported'
  | 'invalid_client'
  | 'missing_client_id'
  | 'opt_out_or_no_session'
  | 'secure_http_required'
  | 'suppressed_by_user'
  | 'unregistered_origin'
  | 'unknown_reason';
export type GsiSkippedReason = 'auto_cancel' | 'user_cancel' | 'tap_outside' | 'issuing_failed';
export type GsiDismissedReason = 'credential_returned' | 'cancel_called' | 'flow_restarted';
export type GsiMomentType = 'display' | 'skipped' | 'dismissed';

/** What the listener given to `prompt` receives, once per moment. */
export interface GsiPromptMomentNotification {
  isDisplayMoment(): boolean;
  isDisplayed(): boolean;
  isNotDisplayed(): boolean;
  getNotDisplayedReason(): GsiNotDisplayedReason | undefined;
  isSkippedMoment(): boolean;
  getSkippedReason(): GsiSkippedReason | undefined;
  isDismissedMoment(): boolean;
  getDismissedReason(): GsiDismissedReason | undefined;
  getMomentType(): GsiMomentType;
}

export interface GsiButtonOptions {
  type?: 'standard' | 'icon';
  theme?: 'outline' | 'filled_blue' | 'filled_black';
  size?: 'large' | 'medium' | 'small';
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  shape?: 'rectangular' | 'pill' | 'circle' | 'square';
  logo_alignment?: 'left' | 'center';
  width?: number | string;
  locale?: string;
}

/** `window.google.accounts.id`. */
export interface GsiAccountsId {
  initialize(config: GsiIdConfiguration): void;
  prompt(momentListener?: (notification: GsiPromptMomentNotification) => void): void;
  renderButton(parent: HTMLElement, options: GsiButtonOptions): void;
  cancel(): void;
}

// ---- The emulator's stand-in Google (emulator-only, docs/spec/security.md E6) ----

/** Someone "signed in to Google" in the browser, as staged by POST /__emulator/google/identities. */
export interface GoogleIdentity {
  /** Google's stable subject; by default derived from the email as the redirect flow does. */
  sub: string;
  email: string;
  name: string;
}

export interface GoogleIdentityInput {
  email: string;
  name: string;
  sub?: string;
}

/** The body of POST /__emulator/google/identities (replaces the list) and the answer of both methods. */
export interface EmulatorGoogleIdentities<T = GoogleIdentity> {
  identities: T[];
}

/** The claims of an ID token the stand-in Google signs (RS256). */
export interface GoogleIdTokenClaims {
  iss: string;
  azp: string;
  /** The project's Google client id. */
  aud: string;
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  iat: number;
  exp: number;
}
