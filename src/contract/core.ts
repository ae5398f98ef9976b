// The contract's shared shapes: error types, envelopes and the request bodies that several
// products share. Every other file here may import it.
import type { OneTapErrorType } from './oauth';


/** Error types the provider returns, the UI branches on, or the emulator throws. */
export type ErrorType =
  // Unrecoverable: the local session is cleared (docs/spec/api.md §2).
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
  // Passwords (emulator choices documented in emulator/api/passwords.ts).
  | 'invalid_credentials'
  | 'weak_password'
  | 'duplicate_email'
  | 'no_reset_password_redirect_urls_set'
  | 'session_too_old_to_reset_password'
  // WebAuthn (emulator choices documented in emulator/api/webauthn.ts).
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
  // Issue 36: connected apps, access-token exchange, OAuth attach, trusted-token attestation.
  | 'connected_app_not_found'
  | 'idp_access_token_not_found'
  | 'idp_access_token_expired'
  | 'oauth_access_token_exchange_missing_full_access'
  | 'invalid_oauth_provider'
  | 'invalid_oauth_attach_token'
  | 'trusted_token_profile_not_found'
  | 'invalid_trusted_auth_token'
  | 'jwt_invalid_issuer'
  | 'jwt_invalid_audience'
  | 'jwt_invalid_claims'
  | 'user_not_found'
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

// docs/spec/api.md §2.
/** The error types after which a client must clear its local session. */
export const UNRECOVERABLE_ERROR_TYPES: readonly ErrorType[] = [
  'unauthorized_credentials',
  'user_unauthenticated',
  'invalid_secret_authentication',
  'session_not_found',
];

// docs/spec/api.md §2.
/** A flat API error body. */
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

// `+cap` in docs/spec/api.md §3.
/** The optional anti-fraud fields. */
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

/** A connected app's access token, granted full_access, for a session of its user. */
export interface SessionsExchangeAccessTokenRequest {
  access_token: string;
  session_duration_minutes?: number;
}

/** A JWT from an external issuer, verified by the project's trusted token profile `profile_id`. */
export interface SessionsAttestRequest {
  profile_id: string;
  token: string;
  session_duration_minutes?: number;
}
