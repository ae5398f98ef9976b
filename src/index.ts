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
/**
 * Mounts the login widget into the element `elementSelector` names, replacing its content: the
 * products of `config.products` (by default email magic links), then their screens up to the
 * signed-in confirmation. On a page a magic link or OAuth sends the browser back to, it signs the
 * URL's token in. Throws a `UsageError` for wrong options; everything later goes to
 * `callbacks.onError` and the `auth-widget-error` DOM event. Mounting again at the same element
 * replaces the widget.
 */
export const mountLogin: (options: MountLoginOptions) => void = mount.mountLogin;
/**
 * Mounts the reset-password widget, for the page the reset emails link to: the token comes from
 * the page's URL (or `passwordResetToken`); the new password signs the person in.
 */
export const mountResetPassword: (options: MountResetPasswordOptions) => void = mount.mountResetPassword;
/**
 * Mounts the passkey-registration widget, for a signed-in person: creates a passkey, then lists,
 * renames and deletes theirs. Without a session it says so.
 */
export const mountPasskeyRegistration: (options: MountPasskeyRegistrationOptions) => void = mount.mountPasskeyRegistration;
/**
 * Mounts the identity-provider widget, for the page an OpenID relying party sends the browser to:
 * the page's query says whether to ask the person's consent for the application or to log out.
 * It takes no config, and refuses to ask inside another site's frame.
 */
export const mountIdentityProvider: (options: MountIdentityProviderOptions) => void = mount.mountIdentityProvider;
/**
 * The session without a widget: the signed-in user and session (at once, from storage), their
 * changes here and in other tabs, logout, the tokens in the page's URL, and the provider's
 * headless calls under their names (`client.otps.email.loginOrCreate(…)`). One client per project
 * and page, shared with the widgets.
 */
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
  WidgetEventMap,
  WidgetEventType,
  SupportedLocale,
  OAuthOptions,
  OAuthProviderOptions,
  OneTapPosition,
  ProductListing,
  ProductWithRequiredOptions,
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
