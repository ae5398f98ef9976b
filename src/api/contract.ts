// The provider's wire contract (../shared/spec/API.md), shared by the widget's client and the
// emulator. Only types live here, so the emulator can import it without pulling in widget code,
// and the two sides cannot drift apart without a compile error.

import type {
  PasswordCreateRequest,
  PasswordAuthenticateRequest,
  PasswordResetByEmailStartRequest,
  PasswordResetByEmailRequest,
  PasswordResetByExistingPasswordRequest,
  PasswordResetBySessionRequest,
  PasswordStrengthCheckRequest,
  PasswordStrengthCheckResponse,
  UsersSearchRequest,
  UsersSearchResponse,
} from './contract/passwords';
import type {
  CryptoWalletAuthenticateRequest,
  CryptoWalletAuthenticateStartRequest,
  CryptoWalletAuthenticateStartResponse,
} from './contract/cryptoWallets';
import type {
  IdpAuthorizeStartRequest,
  IdpAuthorizeStartResponse,
  IdpAuthorizeSubmitRequest,
  IdpAuthorizeSubmitResponse,
  OAuthLogoutStartRequest,
  OAuthLogoutStartResponse,
} from './contract/idp';
import type { OAuthAuthenticateRequest, OAuthAuthenticateResponse, OneTapErrorType, RawEndpoints } from './contract/oauth';
import type { TelemetryEvent } from './contract/telemetry';
import type { B2BMemberSearchRequest, B2BMemberSearchResponse } from './contract/b2b';
import type {
  ImpersonationAuthenticateRequest,
  TotpAuthenticateRequest,
  TotpAuthenticateResponse,
  TotpCreateRequest,
  TotpCreateResponse,
  TotpRecoverRequest,
  TotpRecoverResponse,
  TotpRecoveryCodesResponse,
} from './contract/totps';
import type { AuthResponse, Bootstrap, User, UserChangeResponse, UsersUpdateRequest, UsersUpdateResponse, WebAuthnRegistration } from './contract/users';
import type {
  WebAuthnRegisterStartRequest,
  WebAuthnRegisterStartResponse,
  WebAuthnRegisterRequest,
  WebAuthnAuthenticateStartRequest,
  WebAuthnAuthenticateStartResponse,
  WebAuthnAuthenticateRequest,
  WebAuthnUpdateRequest,
} from './contract/webauthn';

/** Error types the provider returns, the UI branches on, or the emulator throws. */
export type ErrorType =
  // Unrecoverable: the local session is cleared (API.md §2).
  | 'unauthorized_credentials'
  | 'user_unauthenticated'
  | 'invalid_secret_authentication'
  | 'session_not_found'
  // The UI branches on or translates these.
  | 'invalid_email'
  | 'invalid_phone_number'
  | 'unsubscribed_phone_number'
  | 'inactive_email'
  | 'email_not_found'
  | 'phone_number_not_found'
  | 'unable_to_auth_magic_link'
  | 'no_user_password'
  | 'breached_password'
  | 'reset_password'
  | 'oauth_token_not_found'
  | 'invalid_code'
  | 'otp_code_not_found'
  | 'user_lock_limit_reached'
  | 'invalid_session_token'
  | 'invalid_phone_number_country_code'
  | 'webauthn_registration_not_found'
  | 'oauth_config_not_found'
  | 'no_login_redirect_urls_set'
  | 'no_signup_redirect_urls_set'
  // Passwords (emulator choices documented in emulator/routes/passwords.ts).
  | 'invalid_credentials'
  | 'weak_password'
  | 'duplicate_email'
  | 'no_reset_password_redirect_urls_set'
  // WebAuthn (emulator choices documented in emulator/routes/webauthn.ts).
  | 'invalid_webauthn_domain'
  | 'webauthn_origin_not_allowed'
  | 'webauthn_challenge_not_found'
  | 'webauthn_verification_failed'
  | 'duplicate_webauthn_registration'
  // OAuth: the stand-in provider's state is unknown, used, expired or for another request.
  | 'oauth_state_mismatch'
  // Issue 17: TOTP, recovery codes, impersonation, factor deletion, B2B (the provider's names).
  | 'totp_not_found'
  | 'invalid_totp_code'
  | 'totp_code_already_authenticated'
  | 'expired_totp'
  | 'active_totp_exists'
  | 'invalid_recovery_code'
  | 'no_active_recovery_code_backed_factor'
  | 'invalid_token'
  | 'oauth_user_registration_not_found'
  | 'biometric_registration_not_found'
  | 'cannot_delete_last_primary_factor'
  | 'organization_not_found'
  // Google One Tap's start and callback (contract/oauth.ts).
  | OneTapErrorType
  // Request-shape and transport errors.
  | 'bad_request'
  | 'invalid_json'
  | 'missing_argument'
  | 'invalid_argument'
  | 'invalid_public_token'
  | 'route_not_found'
  | 'method_not_allowed'
  | 'request_too_large'
  | 'forbidden_host'
  | 'origin_not_allowed'
  | 'pkce_mismatch'
  | 'invalid_redirect_url'
  | 'too_many_requests'
  | 'internal_server_error'
  | 'service_unavailable';

/** The error types after which a client must clear its local session (API.md §2). */
export const UNRECOVERABLE_ERROR_TYPES: readonly ErrorType[] = [
  'unauthorized_credentials',
  'user_unauthenticated',
  'invalid_secret_authentication',
  'session_not_found',
];

/** A flat API error body (API.md §2). */
export interface ApiErrorBody {
  status_code: number;
  request_id: string;
  error_type: ErrorType;
  error_message: string;
  error_url: string;
  error_details?: Record<string, unknown>;
}

/** A schema error body: one of these keys carries the details. */
export interface SchemaErrorDetail {
  keyword: string;
  dataPath: string;
  schemaPath: string;
  message: string;
}
export type SchemaErrorBody = Partial<Record<'body' | 'params' | 'query', SchemaErrorDetail[]>>;

/** Every success carries these inside `data`. */
export interface ResponseMeta {
  request_id: string;
  status_code: number;
}
export interface Envelope<T> {
  data: T & ResponseMeta;
}

// ---- Request bodies ----

/** The optional anti-fraud fields (`+cap` in API.md §3). */
export interface AntiFraudFields {
  captcha_token?: string;
  dfp_telemetry_id?: string;
}

export interface MagicLinkLoginOrCreateRequest extends AntiFraudFields {
  email: string;
  login_magic_link_url?: string;
  signup_magic_link_url?: string;
  login_expiration_minutes?: number;
  signup_expiration_minutes?: number;
  login_template_id?: string;
  signup_template_id?: string;
  locale?: string;
  code_challenge?: string;
  create_user_as_pending?: boolean;
}

export interface MagicLinkAuthenticateRequest {
  token: string;
  session_duration_minutes: number;
  code_verifier?: string;
}

export type OtpChannel = 'sms' | 'whatsapp' | 'email';

export interface OtpPhoneLoginOrCreateRequest extends AntiFraudFields {
  phone_number: string;
  expiration_minutes: number;
  locale?: string;
}
export interface OtpEmailLoginOrCreateRequest extends AntiFraudFields {
  email: string;
  expiration_minutes: number;
  locale?: string;
  login_template_id?: string;
  signup_template_id?: string;
}

export interface OtpAuthenticateRequest extends AntiFraudFields {
  token: string;
  method_id: string;
  session_duration_minutes: number;
}

export interface SessionsAuthenticateRequest {
  session_duration_minutes?: number;
}

// ---- The endpoint map: path → [request body, response data] ----

/**
 * Every SDK endpoint the widget calls and the emulator serves, keyed by `METHOD /path` under
 * `/sdk/v1`. Path parameters are written `:name`. Later products add their rows here.
 */
export interface Endpoints {
  'GET /projects/bootstrap/:public_token': [undefined, Bootstrap];
  'GET /users/me': [undefined, User];
  'PUT /users/me': [UsersUpdateRequest, UsersUpdateResponse];
  'DELETE /users/emails/:email_id': [undefined, UserChangeResponse];
  'DELETE /users/phone_numbers/:phone_id': [undefined, UserChangeResponse];
  'POST /sessions/authenticate': [SessionsAuthenticateRequest, AuthResponse];
  'POST /sessions/revoke': [undefined | Record<string, never>, Record<string, never>];
  'POST /magic_links/email/login_or_create': [MagicLinkLoginOrCreateRequest, Record<string, never>];
  'POST /magic_links/email/send/primary': [MagicLinkLoginOrCreateRequest, Record<string, never>];
  'POST /magic_links/email/send/secondary': [MagicLinkLoginOrCreateRequest, Record<string, never>];
  'POST /magic_links/authenticate': [MagicLinkAuthenticateRequest, AuthResponse & { method_id: string }];
  'POST /otps/sms/login_or_create': [OtpPhoneLoginOrCreateRequest, { method_id: string }];
  'POST /otps/whatsapp/login_or_create': [OtpPhoneLoginOrCreateRequest, { method_id: string }];
  'POST /otps/email/login_or_create': [OtpEmailLoginOrCreateRequest, { method_id: string }];
  'POST /otps/sms/send/primary': [OtpPhoneLoginOrCreateRequest, { method_id: string }];
  'POST /otps/sms/send/secondary': [OtpPhoneLoginOrCreateRequest, { method_id: string }];
  'POST /otps/whatsapp/send/primary': [OtpPhoneLoginOrCreateRequest, { method_id: string }];
  'POST /otps/whatsapp/send/secondary': [OtpPhoneLoginOrCreateRequest, { method_id: string }];
  'POST /otps/email/send/primary': [OtpEmailLoginOrCreateRequest, { method_id: string }];
  'POST /otps/email/send/secondary': [OtpEmailLoginOrCreateRequest, { method_id: string }];
  'POST /otps/authenticate': [OtpAuthenticateRequest, AuthResponse & { method_id: string }];
  'POST /passwords': [PasswordCreateRequest, AuthResponse & { email_id: string }];
  'POST /passwords/authenticate': [PasswordAuthenticateRequest, AuthResponse];
  'POST /passwords/email/reset/start': [PasswordResetByEmailStartRequest, Record<string, never>];
  'POST /passwords/email/reset': [PasswordResetByEmailRequest, AuthResponse];
  'POST /passwords/existing_password/reset': [PasswordResetByExistingPasswordRequest, AuthResponse];
  'POST /passwords/session/reset': [PasswordResetBySessionRequest, AuthResponse];
  'POST /passwords/strength_check': [PasswordStrengthCheckRequest, PasswordStrengthCheckResponse];
  'POST /users/search': [UsersSearchRequest, UsersSearchResponse];
  'POST /webauthn/register/start': [WebAuthnRegisterStartRequest, WebAuthnRegisterStartResponse];
  'POST /webauthn/register': [WebAuthnRegisterRequest, AuthResponse & { webauthn_registration_id: string }];
  'POST /webauthn/authenticate/start/primary': [WebAuthnAuthenticateStartRequest, WebAuthnAuthenticateStartResponse];
  'POST /webauthn/authenticate/start/secondary': [WebAuthnAuthenticateStartRequest, WebAuthnAuthenticateStartResponse];
  'POST /webauthn/authenticate': [WebAuthnAuthenticateRequest, AuthResponse & { webauthn_registration_id: string }];
  'PUT /webauthn/update/:webauthn_registration_id': [WebAuthnUpdateRequest, { webauthn_registration: WebAuthnRegistration }];
  'DELETE /users/webauthn_registrations/:webauthn_registration_id': [undefined, UserChangeResponse];
  'POST /oauth/authenticate': [OAuthAuthenticateRequest, OAuthAuthenticateResponse];
  'POST /crypto_wallets/authenticate/start/primary': [CryptoWalletAuthenticateStartRequest, CryptoWalletAuthenticateStartResponse];
  'POST /crypto_wallets/authenticate/start/secondary': [CryptoWalletAuthenticateStartRequest, CryptoWalletAuthenticateStartResponse];
  'POST /crypto_wallets/authenticate': [CryptoWalletAuthenticateRequest, AuthResponse];
  'DELETE /users/crypto_wallets/:crypto_wallet_id': [undefined, UserChangeResponse];
  'POST /idp/oauth/authorize/start': [IdpAuthorizeStartRequest, IdpAuthorizeStartResponse];
  'POST /idp/oauth/authorize/submit': [IdpAuthorizeSubmitRequest, IdpAuthorizeSubmitResponse];
  'POST /oauth/logout/start': [OAuthLogoutStartRequest, OAuthLogoutStartResponse];
  // Issue 17: the headless client's remaining calls.
  'DELETE /users/totps/:totp_id': [undefined, UserChangeResponse];
  'DELETE /users/oauth/:oauth_user_registration_id': [undefined, UserChangeResponse];
  'DELETE /users/biometric_registrations/:biometric_registration_id': [undefined, UserChangeResponse];
  'POST /totps': [TotpCreateRequest, TotpCreateResponse];
  'POST /totps/authenticate': [TotpAuthenticateRequest, TotpAuthenticateResponse];
  'POST /totps/recovery_codes': [undefined | Record<string, never>, TotpRecoveryCodesResponse];
  'POST /totps/recover': [TotpRecoverRequest, TotpRecoverResponse];
  'POST /impersonation/authenticate': [ImpersonationAuthenticateRequest, AuthResponse];
  'POST /b2b/organizations/members/search': [B2BMemberSearchRequest, B2BMemberSearchResponse];
  /** Sent without an Authorization header (API.md §4). */
  'POST /events': [TelemetryEvent[], Record<string, never>];
}
export type EndpointKey = keyof Endpoints;
export type RequestOf<K extends EndpointKey> = Endpoints[K][0];
export type ResponseOf<K extends EndpointKey> = Endpoints[K][1];

/** The SDK endpoints and the raw rows outside `/sdk/v1` (contract/oauth.ts `RawEndpoints`), as the client calls them. */
type AllEndpoints = Endpoints & RawEndpoints;
export type AnyEndpointKey = keyof AllEndpoints;
export type AnyRequestOf<K extends AnyEndpointKey> = AllEndpoints[K][0];
export type AnyResponseOf<K extends AnyEndpointKey> = AllEndpoints[K][1];

// Each product's types live beside this file; they are part of the contract.
export * from './contract/passwords';
export * from './contract/users';
export * from './contract/oauth';
export * from './contract/telemetry';
export * from './contract/webauthn';
export * from './contract/cryptoWallets';
export * from './contract/idp';
export * from './contract/totps';
export * from './contract/b2b';
