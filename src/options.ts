// The integrator's contract: the options of every mount call, as types only (validateOptions.ts
// checks them at run time). The npm package's declarations are generated from this file, so it
// imports no widget internals: what it reaches is what a host's compiler loads.
import type { StringsOverride } from './locales/types';
import type { ProductConfigs } from './productConfigs';
import type { AuthResponse, Session, User } from './contract/index';
import type { HeadlessClient } from './headless/types';
import type { AuthState, SessionChange } from './session/authState';
import type { CookieOptions } from './session/cookies';

import type { Callbacks, WidgetConfig } from './flows/config';
import type { PasswordConfirmationTexts } from './flows/config';

// The shared rows declare the options they read; the host sees them all here.
export type { Callbacks, WidgetConfig, WidgetError, WidgetEvent, WidgetEventType } from './flows/config';
export type { PasswordConfirmationTexts } from './flows/config';

export type Product = 'emailMagicLinks' | 'otp' | 'passwords' | 'passkeys' | 'oauth' | 'crypto';

// Each product's options are declared in its folder (options.ts) and joined here through the table.
export type { EmailMagicLinksOptions } from './products/emailMagicLinks/options';
export type { OtpOptions } from './products/otp/options';
export type { PasswordOptions } from './products/passwords/options';

/** The login widget's config: the shared options and every product's (composition.ts). */
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

export interface ClientOptions {
  publicToken: string;
  /** A full origin such as `http://localhost:9099`; by default the token picks the test or live host. */
  apiBaseUrl?: string;
  cookieOptions?: CookieOptions;
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

/** `mountIdentityProvider` takes the base options only: no config (docs/spec/product.md §1). */
export type MountIdentityProviderOptions = MountBaseOptions;

/** `client()`'s options: the shared client's, and the default session length of its calls. */
export interface AuthWidgetClientOptions extends ClientOptions {
  /** The `session_duration_minutes` of every call that takes one and is given none; by default 30. */
  sessionOptions?: { sessionDurationMinutes?: number };
}

export type * from './headless/types';

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
