// The headless client's public types (options.ts re-exports them): each namespace of `client()`,
// named and shaped as the provider's own headless client. Types only: they cost the files nothing.
import type {
  AntiFraudFields,
  AuthResponse,
  CryptoWalletAuthenticateStartResponse,
  CryptoWalletType,
  IdpAuthorizeStartRequest,
  IdpAuthorizeStartResponse,
  IdpAuthorizeSubmitResponse,
  MagicLinkLoginOrCreateRequest,
  OAuthAuthenticateResponse,
  OAuthLogoutStartRequest,
  OAuthLogoutStartResponse,
  OAuthProviderType,
  PasswordResetByEmailStartRequest,
  PasswordStrengthCheckResponse,
  ResponseMeta,
  Session,
  SiweParams,
  TotpCreateResponse,
  TotpRecoveryCodesResponse,
  User,
  UserName,
  UsersUpdateResponse,
  WebAuthnRegistration,
} from '../contract/index';
// docs/spec/api.md §3.
/** A call's answer: the wire's `data`, with its `request_id` and `status_code`. */
export type Answer<T> = Promise<T & ResponseMeta>;
/** The optional session length of a call that signs in; the client's `sessionOptions` by default. */
export interface SessionDuration {
  session_duration_minutes?: number;
}

// docs/spec/product.md §7.
/**
 * The headless methods, named and shaped like the provider's own headless
 * client so host code moves over unchanged: option objects are snake_case, exactly as the wire
 * takes them. Each checks its arguments before any request ('Invalid call to X' and the detail).
 * A call that signs in stores the session as the widgets do: cookies, other tabs, `onChange`.
 */
export interface HeadlessUser {
  /** `GET /users/me`; the stored user follows it. */
  get(): Answer<User>;
  getSync(): User | null;
  update(options: { name?: Partial<UserName>; untrusted_metadata?: Record<string, unknown> }): Answer<UsersUpdateResponse>;
  deleteEmail(emailId: string): Answer<{ user_id: string }>;
  deletePhoneNumber(phoneId: string): Answer<{ user_id: string }>;
  deleteTOTP(totpId: string): Answer<{ user_id: string }>;
  deleteCryptoWallet(cryptoWalletId: string): Answer<{ user_id: string }>;
  deleteOAuthRegistration(oauthUserRegistrationId: string): Answer<{ user_id: string }>;
  deleteWebauthnRegistration(webauthnRegistrationId: string): Answer<{ user_id: string }>;
  deleteBiometricRegistration(biometricRegistrationId: string): Answer<{ user_id: string }>;
}

export interface HeadlessSession {
  getSync(): Session | null;
  /** Checks the session with the provider and, given a duration, extends it. */
  authenticate(options?: SessionDuration): Answer<AuthResponse>;
  /** Signs out; `forceClear` clears the local session even when the call fails. */
  revoke(options?: { forceClear?: boolean }): Promise<void>;
}

export interface HeadlessTotps {
  /** Enrols an authenticator app on the signed-in user: its secret, a QR code data URL and 10 recovery codes. */
  create(options: { expiration_minutes: number }): Answer<TotpCreateResponse>;
  authenticate(options: { totp_code: string } & SessionDuration): Answer<AuthResponse & { totp_id: string }>;
  recoveryCodes(): Answer<TotpRecoveryCodesResponse>;
  recover(options: { recovery_code: string } & SessionDuration): Answer<AuthResponse & { totp_id: string }>;
}

export interface HeadlessImpersonation {
  authenticate(options: { impersonation_token: string }): Answer<AuthResponse>;
}

export interface HeadlessPhoneOtp {
  loginOrCreate(phoneNumber: string, options?: { expiration_minutes?: number; locale?: string }): Answer<{ method_id: string }>;
}
export interface HeadlessOtps {
  sms: HeadlessPhoneOtp;
  whatsapp: HeadlessPhoneOtp;
  email: {
    loginOrCreate(
      email: string,
      options?: { expiration_minutes?: number; login_template_id?: string; signup_template_id?: string; locale?: string },
    ): Answer<{ method_id: string }>;
  };
  authenticate(code: string, methodId: string, options?: SessionDuration): Answer<AuthResponse & { method_id: string }>;
}

export interface HeadlessMagicLinks {
  email: {
    /** With PKCE when the project asks for it (the bootstrap), as the widget does. */
    loginOrCreate(email: string, options?: Omit<MagicLinkLoginOrCreateRequest, 'email' | 'code_challenge' | keyof AntiFraudFields>): Answer<Record<string, never>>;
  };
  authenticate(token: string, options?: SessionDuration): Answer<AuthResponse & { method_id: string }>;
}

export interface HeadlessPasswords {
  create(options: { email: string; password: string } & SessionDuration): Answer<AuthResponse & { email_id: string }>;
  authenticate(options: { email: string; password: string } & SessionDuration): Answer<AuthResponse>;
  resetByEmailStart(options: Omit<PasswordResetByEmailStartRequest, 'code_challenge' | keyof AntiFraudFields>): Answer<Record<string, never>>;
  resetByEmail(options: { token: string; password: string } & SessionDuration): Answer<AuthResponse>;
  resetByExistingPassword(options: { email: string; existing_password: string; new_password: string } & SessionDuration): Answer<AuthResponse>;
  resetBySession(options: { password: string } & SessionDuration): Answer<AuthResponse>;
  strengthCheck(options: { email?: string; password: string }): Answer<PasswordStrengthCheckResponse>;
}

export interface HeadlessWebAuthn {
  /** Registers a passkey for the signed-in user, through the browser's dialog. */
  register(options?: SessionDuration): Answer<AuthResponse & { webauthn_registration_id: string }>;
  /** Signs in (or adds a factor to the session) with a passkey, through the browser's dialog. */
  authenticate(options?: SessionDuration): Answer<AuthResponse & { webauthn_registration_id: string }>;
  update(options: { webauthn_registration_id: string; name: string }): Answer<{ webauthn_registration: WebAuthnRegistration }>;
}

export interface HeadlessOAuthStartOptions {
  login_redirect_url?: string;
  signup_redirect_url?: string;
  custom_scopes?: string[];
  provider_params?: Record<string, string>;
}
/** `oauth.google.start(…)` navigates to the provider; `oauth.authenticate` takes the token it sends back. */
export type HeadlessOAuth = { [P in OAuthProviderType]: { start(options?: HeadlessOAuthStartOptions): Promise<void> } } & {
  authenticate(token: string, options?: SessionDuration): Answer<OAuthAuthenticateResponse>;
};

export interface HeadlessCryptoWallets {
  /** The challenge to sign; a signed-in user adds the wallet as another factor. */
  authenticateStart(options: { crypto_wallet_address: string; crypto_wallet_type: CryptoWalletType; siwe_params?: SiweParams }): Answer<CryptoWalletAuthenticateStartResponse>;
  authenticate(options: { crypto_wallet_address: string; crypto_wallet_type: CryptoWalletType; signature: string } & SessionDuration): Answer<AuthResponse>;
}

export interface HeadlessIdp {
  oauthAuthorizeStart(options: IdpAuthorizeStartRequest): Answer<IdpAuthorizeStartResponse>;
  oauthAuthorizeSubmit(options: IdpAuthorizeStartRequest & { consent_granted: boolean }): Answer<IdpAuthorizeSubmitResponse>;
  oauthLogoutStart(options: OAuthLogoutStartRequest): Answer<OAuthLogoutStartResponse>;
}

/** The namespaces of the headless client; their code is the `headless` chunk, loaded at the first call. */
export interface HeadlessClient {
  user: HeadlessUser;
  session: HeadlessSession;
  totps: HeadlessTotps;
  impersonation: HeadlessImpersonation;
  otps: HeadlessOtps;
  magicLinks: HeadlessMagicLinks;
  passwords: HeadlessPasswords;
  webauthn: HeadlessWebAuthn;
  oauth: HeadlessOAuth;
  cryptoWallets: HeadlessCryptoWallets;
  idp: HeadlessIdp;
}

