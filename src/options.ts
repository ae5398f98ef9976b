// The integrator's contract: the options of every mount call, as types only (validateOptions.ts
// checks them at run time). The npm package's declarations are generated from this file, so it
// imports no widget internals: what it reaches is what a host's compiler loads.
import type { StringsOverride } from './i18n/locales/types';
import type { ProductConfigs } from './products/configs';
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
} from './api/contract';
import type { AuthState, SessionChange } from './session/authState';
import type { CookieOptions } from './session/cookies';

export type Product = 'emailMagicLinks' | 'otp' | 'passwords' | 'passkeys' | 'oauth' | 'crypto';

// Each product's options are declared in its folder (options.ts) and joined here through the table.
export type { EmailMagicLinksOptions } from './products/emailMagicLinks/options';
export type { OtpOptions } from './products/otp/options';
export type { PasswordOptions } from './products/passwords/options';

/** Replaces PasswordConfirmation's 'Success!' and 'You have successfully logged in.' (issue 3). */
export interface PasswordConfirmationTexts {
  header?: string;
  text?: string;
}

/** The login widget's config: the shared options and every product's (products/table.ts). */
export type LoginConfig = WidgetConfig & { products: Product[] } & ProductConfigs;

export interface Styles {
  fontFamily?: string;
  hideHeaderText?: boolean;
  logo?: { logoImageUrl?: string };
  container?: { backgroundColor?: string; borderColor?: string; borderRadius?: string; width?: string; textColor?: string };
  colors?: { primary?: string; secondary?: string; success?: string; error?: string };
  buttons?: {
    primary?: { backgroundColor?: string; textColor?: string; borderColor?: string; borderRadius?: string };
    secondary?: { backgroundColor?: string; textColor?: string; borderColor?: string; borderRadius?: string };
  };
  inputs?: { backgroundColor?: string; borderColor?: string; borderRadius?: string; textColor?: string; placeholderColor?: string };
}

/** The event names (API.md §9): the provider's own UI's, so hosts migrating keep their callback code. */
export type WidgetEventType =
  | 'MAGIC_LINK_LOGIN_OR_CREATE'
  | 'OTP_LOGIN_OR_CREATE'
  | 'OTP_AUTHENTICATE'
  | 'CRYPTO_WALLET_AUTHENTICATE_START'
  | 'CRYPTO_WALLET_AUTHENTICATE'
  | 'PASSWORD_CREATE'
  | 'PASSWORD_AUTHENTICATE'
  | 'PASSWORD_RESET_BY_EMAIL_START'
  | 'PASSWORD_RESET_BY_EMAIL'
  | 'PASSKEY_REGISTER'
  | 'PASSKEY_AUTHENTICATE'
  | 'PASSKEY_SKIP'
  | 'PASSKEY_DONE'
  | 'AUTHENTICATE_FLOW_COMPLETE'
  | 'OAUTH_AUTHORIZE_FLOW_START'
  | 'OAUTH_AUTHORIZE_FLOW_COMPLETE'
  | 'OAUTH_AUTHORIZE_FLOW_CONSENT_DENIED';

/** A widget event (API.md §9), also dispatched on the mount element as a DOM CustomEvent. */
export interface WidgetEvent {
  type: WidgetEventType;
  data: unknown;
}

/** What `onError` receives. */
export interface WidgetError {
  message: string;
}

// Properties, not methods: TypeScript checks a property's function type strictly, so a host's
// callback that expects another event shape fails to compile (a method's parameter would be bivariant).
export interface Callbacks {
  onEvent?: (event: WidgetEvent) => void;
  onError?: (error: WidgetError) => void;
}

export interface ClientOptions {
  publicToken: string;
  /** A full origin such as `http://localhost:9099`; by default the token picks the test or live host. */
  apiBaseUrl?: string;
  cookieOptions?: CookieOptions;
}

/** The config every widget takes. */
export interface WidgetConfig {
  sessionOptions?: { sessionDurationMinutes?: number };
  enableShadowDOM?: boolean;
  /** The level of the widget's headings, 1 to 6 (by default 1), so it fits the host page's outline. */
  headingLevel?: number;
}

/** What every widget's mount call takes. */
export interface MountBaseOptions extends ClientOptions {
  elementSelector: string;
  styles?: Styles;
  callbacks?: Callbacks;
  /** The CSP nonce for our style element; by default the nonce of the script tag that loaded us. */
  nonce?: string;
  /**
   * A BCP 47 tag: 'en', 'es', 'fr', 'de', 'pt-BR', 'it', 'nl', 'ja', 'zh-CN', 'ko', 'ar', 'he', or
   * the pseudo-locale 'en-XA'. By default the first supported match of the browser's languages.
   */
  locale?: string;
  /**
   * Texts that replace the locale's, by key (the keys of i18n/en.ts and the products' strings.ts),
   * e.g. `{ header: 'Welcome back' }`. Placeholders such as {email} must be kept. A wrong key or
   * text is reported through onError and ignored.
   */
  strings?: StringsOverride;
}

export interface MountLoginOptions extends MountBaseOptions {
  config?: Partial<LoginConfig>;
}

export interface ResetPasswordConfig extends WidgetConfig {
  passwordConfirmation?: PasswordConfirmationTexts;
}

export interface MountResetPasswordOptions extends MountBaseOptions {
  config?: ResetPasswordConfig;
  /** The reset token; by default it is read from the page's URL (`stytch_token_type=reset_password`). */
  passwordResetToken?: string;
  /**
   * The account's email, when the host knows it: the form carries it in a hidden username field,
   * so password managers file the new password under it. Without it, the address this browser
   * started the reset for. Checked in the reset group (the main file has no bytes to spare): a
   * wrong type goes to onError and is ignored.
   */
  email?: string;
}

export type PasskeyRegistrationConfig = WidgetConfig;

export interface MountPasskeyRegistrationOptions extends MountBaseOptions {
  config?: PasskeyRegistrationConfig;
}

/** `mountIdentityProvider` takes the base options only: no config (product-spec.md §1). */
export type MountIdentityProviderOptions = MountBaseOptions;

/** `client()`'s options: the shared client's, and the default session length of its calls. */
export interface AuthWidgetClientOptions extends ClientOptions {
  /** The `session_duration_minutes` of every call that takes one and is given none; by default 30. */
  sessionOptions?: { sessionDurationMinutes?: number };
}

/** A call's answer: the wire's `data` (API.md §3), with its `request_id` and `status_code`. */
export type Answer<T> = Promise<T & ResponseMeta>;
/** The optional session length of a call that signs in; the client's `sessionOptions` by default. */
export interface SessionDuration {
  session_duration_minutes?: number;
}

/**
 * The headless methods (product-spec.md §7), named and shaped like the provider's own headless
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

/** What `client()` returns: session and user, their changes, logout, URL tokens, and the headless methods. */
export interface AuthWidgetClient extends HeadlessClient {
  getSession(): Session | null;
  getUser(): User | null;
  /** Calls `listener` on every change, here or in another tab; returns the unsubscribe. */
  onChange(listener: (state: AuthState | null, change: SessionChange) => void): () => void;
  logout(): Promise<void>;
  /** Signs in with the magic-link, OAuth or impersonation token in the page's URL, if any. */
  authenticateFromUrl(options?: { sessionDurationMinutes?: number }): Promise<AuthResponse | null>;
}
