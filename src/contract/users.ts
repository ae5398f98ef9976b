// Users, sessions and the bootstrap (docs/spec/api.md §5, §6): the records the provider returns.

// ---- Users and sessions (docs/spec/api.md §5) ----

export interface UserName {
  first_name: string;
  middle_name: string;
  last_name: string;
}
export interface UserEmail {
  email_id: string;
  email: string;
  verified: boolean;
}
export interface UserPhoneNumber {
  phone_id: string;
  phone_number: string;
  verified: boolean;
}
export interface WebAuthnRegistration {
  webauthn_registration_id: string;
  domain: string;
  user_agent: string;
  authenticator_type: string;
  verified: boolean;
  name: string;
}
export interface OAuthProviderRecord {
  oauth_user_registration_id: string;
  provider_subject: string;
  provider_type: string;
  profile_picture_url: string;
  locale: string;
}
export interface CryptoWallet {
  crypto_wallet_id: string;
  crypto_wallet_address: string;
  crypto_wallet_type: 'ethereum' | 'solana';
  verified: boolean;
}
export interface User {
  user_id: string;
  created_at: string;
  status: 'active' | 'pending';
  name: UserName;
  emails: UserEmail[];
  phone_numbers: UserPhoneNumber[];
  providers: OAuthProviderRecord[];
  webauthn_registrations: WebAuthnRegistration[];
  crypto_wallets: CryptoWallet[];
  totps: { totp_id: string; verified: boolean }[];
  biometric_registrations: unknown[];
  password: null | { password_id: string; requires_reset: boolean };
  trusted_metadata: Record<string, unknown>;
  untrusted_metadata: Record<string, unknown>;
  roles: string[];
}

export type DeliveryMethod =
  | 'email'
  | 'sms'
  | 'whatsapp'
  | `oauth_${string}`
  | 'webauthn_registration'
  | 'authenticator_app'
  | 'recovery_code'
  | 'crypto_wallet'
  | 'knowledge'
  | 'impersonation'
  | 'trusted_token_exchange';

export interface AuthenticationFactor {
  type: 'magic_link' | 'otp' | 'oauth' | 'webauthn' | 'totp' | 'recovery_codes' | 'crypto' | 'password' | 'session' | 'impersonated' | 'trusted_auth_token';
  delivery_method: DeliveryMethod;
  last_authenticated_at: string;
  email_factor?: { email_id: string; email_address: string };
  phone_number_factor?: { phone_id: string; phone_number: string };
  webauthn_factor?: { webauthn_registration_id: string; domain: string; user_agent: string };
  crypto_wallet_factor?: { crypto_wallet_id: string; crypto_wallet_address: string; crypto_wallet_type: CryptoWallet['crypto_wallet_type'] };
  /** `type: 'totp'`, `delivery_method: 'authenticator_app'`. */
  authenticator_app_factor?: { totp_id: string };
  /** `type: 'recovery_codes'`, `delivery_method: 'recovery_code'`. */
  recovery_code_factor?: { totp_recovery_code_id: string };
  /** `type: 'impersonated'`, `delivery_method: 'impersonation'`: who is acting as the user. */
  impersonated_factor?: { impersonator_id: string; impersonator_email_address: string };
  /** `type: 'oauth'`, `delivery_method: 'oauth_access_token_exchange'`: a connected app's access token became this session. */
  oauth_access_token_exchange_factor?: { client_id: string };
  /** `type: 'trusted_auth_token'`, `delivery_method: 'trusted_token_exchange'`: an attested JWT's id. */
  trusted_auth_token_factor?: { token_id: string };
}

export interface Session {
  session_id: string;
  user_id: string;
  started_at: string;
  last_accessed_at: string;
  expires_at: string;
  attributes: { ip_address: string; user_agent: string };
  custom_claims: Record<string, unknown> | null;
  roles: string[];
  authentication_factors: AuthenticationFactor[];
}

// docs/spec/api.md §5.
/** The authenticate payload: the signed-in user, the session and its tokens. */
export interface AuthResponse {
  user_id: string;
  user: User;
  session: Session;
  session_token: string;
  session_jwt: string;
}

// ---- Bootstrap (docs/spec/api.md §6) ----

export interface Bootstrap {
  project_name: string;
  disable_sdk_watermark: boolean;
  cname_domain: string | null;
  email_domains: string[];
  captcha_settings: { enabled: false } | { enabled: true; siteKey: string };
  pkce_required_for_email_magic_links: boolean;
  pkce_required_for_password_resets: boolean;
  pkce_required_for_oauth: boolean;
  pkce_required_for_sso: boolean;
  password_config: { luds_complexity: number; luds_minimum_count: number } | null;
  dfp_protected_auth_enabled: boolean;
  dfp_protected_auth_mode: string | null;
  rbac_policy: { roles: unknown[]; resources: unknown[]; scopes: { scope: string; description: string; permissions: unknown[] }[] };
  siwe_required_for_crypto_wallets: boolean;
  vertical: string;
}

export interface UsersUpdateRequest {
  name?: Partial<UserName>;
  untrusted_metadata?: Record<string, unknown>;
}
/**
 * What a change to the user answers besides its own fields: the whole user as `__user`, which the
 * provider's own SDK reads to refresh the user it holds (it fails without it). Not in the provider's
 * API reference; the emulator sends it so that SDK works against it, and this client does not rely on it.
 */
export interface UserEcho {
  __user?: User;
}
/** A factor's removal: DELETE /users/{factor}/{id}. */
export type UserChangeResponse = { user_id: string } & UserEcho;

export interface UsersUpdateResponse extends UserEcho {
  user_id: string;
  emails: UserEmail[];
  phone_numbers: UserPhoneNumber[];
  crypto_wallets: CryptoWallet[];
}
