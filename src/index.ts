// The npm entry (`auth-widget`): the CDN's functions with their option types, for bundlers. The
// package build (rollup.package.config.mjs) loads the lazy groups through import() instead of
// <script> tags; the widgets and their types are the same.
import * as mount from './mount';
import type {
  AuthWidgetClient,
  AuthWidgetClientOptions,
  MountIdentityProviderOptions,
  MountLoginOptions,
  MountPasskeyRegistrationOptions,
  MountResetPasswordOptions,
} from './options';

// mount.tsx takes `unknown` because CDN pages call it untyped and it validates at run time; here
// the same functions carry the types a host's compiler checks.
export const mountLogin: (options: MountLoginOptions) => void = mount.mountLogin;
export const mountResetPassword: (options: MountResetPasswordOptions) => void = mount.mountResetPassword;
export const mountPasskeyRegistration: (options: MountPasskeyRegistrationOptions) => void = mount.mountPasskeyRegistration;
export const mountIdentityProvider: (options: MountIdentityProviderOptions) => void = mount.mountIdentityProvider;
export const client: (options: AuthWidgetClientOptions) => AuthWidgetClient = mount.client;
export { VERSION as version } from './util/version';
export { AuthWidgetError, UsageError } from './api/errors';

export type {
  Answer,
  AuthWidgetClient,
  AuthWidgetClientOptions,
  Callbacks,
  ClientOptions,
  LoginConfig,
  MountBaseOptions,
  MountIdentityProviderOptions,
  MountLoginOptions,
  MountPasskeyRegistrationOptions,
  MountResetPasswordOptions,
  PasskeyRegistrationConfig,
  PasswordConfirmationTexts,
  Product,
  ResetPasswordConfig,
  Styles,
  WidgetConfig,
  WidgetError,
  WidgetEvent,
  WidgetEventType,
  EmailMagicLinksOptions,
  OtpOptions,
  PasswordOptions,
  HeadlessClient,
  HeadlessCryptoWallets,
  HeadlessIdp,
  HeadlessImpersonation,
  HeadlessMagicLinks,
  HeadlessOAuth,
  HeadlessOAuthStartOptions,
  HeadlessOtps,
  HeadlessPasswords,
  HeadlessPhoneOtp,
  HeadlessSession,
  HeadlessTotps,
  HeadlessUser,
  HeadlessWebAuthn,
  SessionDuration,
} from './options';
export type { CookieOptions } from './session/cookies';
export type { AuthState, SessionChange } from './session/authState';
export type {
  AuthResponse,
  Session,
  User,
  TotpCreateResponse,
  TotpRecoveryCodesResponse,
  UsersUpdateResponse,
} from './contract/index';
export type { StringsOverride } from './locales/types';
