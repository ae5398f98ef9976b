// The provider's wire contract (docs/spec/api.md), shared by the widget's client and the
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
} from './passwords';
import type {
  CryptoWalletAuthenticateRequest,
  CryptoWalletAuthenticateStartRequest,
  CryptoWalletAuthenticateStartResponse,
} from './cryptoWallets';
import type {
  IdpAuthorizeStartRequest,
  IdpAuthorizeStartResponse,
  IdpAuthorizeSubmitRequest,
  IdpAuthorizeSubmitResponse,
  OAuthLogoutStartRequest,
  OAuthLogoutStartResponse,
  UserConnectedAppsResponse,
} from './idp';
import type { OAuthAttachRequest, OAuthAttachResponse, OAuthAuthenticateRequest, OAuthAuthenticateResponse, RawEndpoints } from './oauth';
import type { TelemetryEvent } from './telemetry';
import type { B2BMemberSearchRequest, B2BMemberSearchResponse } from './b2b';
import type {
  ImpersonationAuthenticateRequest,
  TotpAuthenticateRequest,
  TotpAuthenticateResponse,
  TotpCreateRequest,
  TotpCreateResponse,
  TotpRecoverRequest,
  TotpRecoverResponse,
  TotpRecoveryCodesResponse,
} from './totps';
import type { AuthResponse, Bootstrap, User, UserChangeResponse, UsersUpdateRequest, UsersUpdateResponse, WebAuthnRegistration } from './users';
import type {
  WebAuthnRegisterStartRequest,
  WebAuthnRegisterStartResponse,
  WebAuthnRegisterRequest,
  WebAuthnAuthenticateStartRequest,
  WebAuthnAuthenticateStartResponse,
  WebAuthnAuthenticateRequest,
  WebAuthnUpdateRequest,
} from './webauthn';
import type { MagicLinkLoginOrCreateRequest, MagicLinkAuthenticateRequest, OtpPhoneLoginOrCreateRequest, OtpEmailLoginOrCreateRequest, OtpAuthenticateRequest, SessionsAttestRequest, SessionsAuthenticateRequest, SessionsExchangeAccessTokenRequest } from './core';

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
  // Issue 36: connected apps' grants, access-token exchange, OAuth attach, trusted-token attestation.
  'GET /users/connected_apps': [undefined, UserConnectedAppsResponse];
  'POST /users/connected_apps/:connected_app_id/revoke': [undefined | Record<string, never>, Record<string, never>];
  'POST /sessions/exchange_access_token': [SessionsExchangeAccessTokenRequest, AuthResponse];
  'POST /sessions/attest': [SessionsAttestRequest, AuthResponse];
  'POST /oauth/attach': [OAuthAttachRequest, OAuthAttachResponse];
  // docs/spec/api.md §4.
  /** Sent without an Authorization header. */
  'POST /events': [TelemetryEvent[], Record<string, never>];
}
export type EndpointKey = keyof Endpoints;
export type RequestOf<K extends EndpointKey> = Endpoints[K][0];
export type ResponseOf<K extends EndpointKey> = Endpoints[K][1];

// The raw rows: contract/oauth.ts `RawEndpoints`.
/** The SDK endpoints and the raw rows outside `/sdk/v1`, as the client calls them. */
type AllEndpoints = Endpoints & RawEndpoints;
export type AnyEndpointKey = keyof AllEndpoints;
export type AnyRequestOf<K extends AnyEndpointKey> = AllEndpoints[K][0];
export type AnyResponseOf<K extends AnyEndpointKey> = AllEndpoints[K][1];

// Each product's types live beside this file; they are part of the contract.
export * from './core';
export * from './passwords';
export * from './users';
export * from './oauth';
export * from './telemetry';
export * from './webauthn';
export * from './cryptoWallets';
export * from './idp';
export * from './totps';
export * from './b2b';
