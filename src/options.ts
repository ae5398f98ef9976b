// The integrator's contract: the options of every mount call, as types only (validateOptions.ts
// checks them at run time). The npm package's declarations are generated from this file, so it
// imports no widget internals: what it reaches is what a host's compiler loads.
import type { StringsOverride } from './locales/types';
import type { ProductConfigs } from './productConfigs';
import type { OAuthOptions } from './products/oauth/options';
import type { OtpOptions } from './products/otp/options';
import type { AuthResponse, Session, User } from './contract/index';
import type { HeadlessClient } from './headless/types';
import type { AuthState, SessionChange } from './session/authState';
import type { CookieOptions } from './session/cookies';

import type { Callbacks, WidgetConfig, WidgetEvent } from './flows/config';
import type { PasswordConfirmationTexts } from './flows/config';

// The shared rows declare the options they read; the host sees them all here.
export type { Callbacks, WidgetConfig, WidgetError, WidgetEvent, WidgetEventMap, WidgetEventType } from './flows/config';
export type { PasswordConfirmationTexts } from './flows/config';

/** The login methods the login widget can offer, in `config.products`. */
export type Product = 'emailMagicLinks' | 'otp' | 'passwords' | 'passkeys' | 'oauth' | 'crypto';

// Each product's options are declared in its folder (options.ts) and joined here through the table.
export type { EmailMagicLinksOptions } from './products/emailMagicLinks/options';
export type { OAuthOptions, OAuthProviderOptions, OneTapPosition } from './products/oauth/options';
export type { OtpOptions } from './products/otp/options';
export type { PasswordOptions } from './products/passwords/options';

/** The products whose options the login widget cannot go without: the mount refuses a config that lists one without them. */
export type ProductWithRequiredOptions = 'otp' | 'oauth';

/**
 * A login config that lists, of the products with required options, those in `Listed`, and gives
 * their `Options`.
 */
export type ProductListing<Listed extends ProductWithRequiredOptions, Options> = {
  products?: (Exclude<Product, ProductWithRequiredOptions> | Listed)[];
} & Options;

/**
 * The login widget's config: the products to offer (by default `['emailMagicLinks']`), their
 * options and the options every widget takes. Listing `otp` requires `otpOptions` (with its
 * `methods`), and listing `oauth` requires `oauthOptions` (with its `providers`).
 */
export type LoginConfig = WidgetConfig &
  ProductConfigs &
  (
    | ProductListing<never, unknown>
    | ProductListing<'otp', { otpOptions: OtpOptions }>
    | ProductListing<'oauth', { oauthOptions: OAuthOptions }>
    | ProductListing<'otp' | 'oauth', { otpOptions: OtpOptions; oauthOptions: OAuthOptions }>
  );

/** The login config as the mount holds it once checked: `products` filled in, each product's options optional. */
export type CheckedLoginConfig = WidgetConfig & { products: Product[] } & ProductConfigs;

/** Colours, fonts and sizes of the widget; any left out keep the default theme's. */
export interface Styles {
  /**
   * The preset under the colours given here: `'light'` (the default), `'dark'`, or `'auto'`, which
   * follows the visitor's `prefers-color-scheme` as it changes. Colours given in `styles` win over either preset.
   */
  colorScheme?: 'light' | 'dark' | 'auto';
  /** The CSS `font-family` of every text. */
  fontFamily?: string;
  /** Hides the login widget's heading on its first screen ('Sign up or log in'). */
  hideHeaderText?: boolean;
  /** An image shown above the login widget's first screen, by its URL. */
  logo?: { logoImageUrl?: string };
  /** The card: its background, border, corner radius, width and text colour (CSS values). */
  container?: { backgroundColor?: string; borderColor?: string; borderRadius?: string; width?: string; textColor?: string };
  /** The theme's colours: primary (buttons, links), secondary (muted text), success and error. */
  colors?: { primary?: string; secondary?: string; success?: string; error?: string };
  /** The primary (Continue) and secondary (the other) buttons' colours, borders and corner radius. */
  buttons?: {
    primary?: { backgroundColor?: string; textColor?: string; borderColor?: string; borderRadius?: string };
    secondary?: { backgroundColor?: string; textColor?: string; borderColor?: string; borderRadius?: string };
  };
  /** The text fields' colours, borders and corner radius. */
  inputs?: { backgroundColor?: string; borderColor?: string; borderRadius?: string; textColor?: string; placeholderColor?: string };
}

/** What every call that talks to the provider takes: the project and where its API is. */
export interface ClientOptions {
  /** The project's public token (`public-token-test-…` or `public-token-live-…`), from the provider's dashboard. */
  publicToken: string;
  /** A full origin such as `http://localhost:9099`; by default the token picks the test or live host. */
  apiBaseUrl?: string;
  /** The session cookies' names, path and domain. */
  cookieOptions?: CookieOptions;
}

/**
 * The languages the widget is translated into, as BCP 47 tags; `en-XA` is a pseudo-locale for
 * testing (accented, longer, bracketed English).
 */
export type SupportedLocale = 'en' | 'es' | 'fr' | 'de' | 'pt-BR' | 'it' | 'nl' | 'ja' | 'zh-CN' | 'ko' | 'ar' | 'he' | 'en-XA';

/** What every widget's mount call takes. */
export interface MountBaseOptions extends ClientOptions {
  /** A CSS selector for the element the widget renders into, such as `#login`; its content is replaced. */
  elementSelector: string;
  /** The widget's colours, fonts and sizes. */
  styles?: Styles;
  /** Functions the widget calls with its events and errors. */
  callbacks?: Callbacks;
  /** The CSP nonce for our style element; by default the nonce of the script tag that loaded us. */
  nonce?: string;
  /**
   * A BCP 47 tag: one of the supported locales, or any other tag, which falls back to a supported
   * one of the same language (`de-AT` speaks `de`, `pt-PT` `pt-BR`), else English. By default the
   * first supported match of the browser's languages.
   */
  locale?: SupportedLocale | (string & {});
  /**
   * Texts that replace the locale's, by key (the keys of the widget's English texts), e.g.
   * `{ header: 'Welcome back' }`. Placeholders such as {email} must be kept. A wrong key or text
   * is reported through onError and ignored.
   */
  strings?: StringsOverride;
}

/** `mountLogin`'s options. */
export interface MountLoginOptions extends MountBaseOptions {
  /** The products to offer and their options; by default email magic links alone. */
  config?: LoginConfig;
}

/** The reset-password widget's config. */
export interface ResetPasswordConfig extends WidgetConfig {
  /** The texts of the success screen, after the new password is set. */
  passwordConfirmation?: PasswordConfirmationTexts;
}

/** `mountResetPassword`'s options. */
export interface MountResetPasswordOptions extends MountBaseOptions {
  /** The options every widget takes, and the success screen's texts. */
  config?: ResetPasswordConfig;
  /** The reset token; by default it is read from the page's URL (`stytch_token_type=reset_password`). */
  passwordResetToken?: string;
  /**
   * The account's email, when the host knows it: the form carries it in a hidden username field,
   * so password managers file the new password under it. Without it, the address this browser
   * started the reset for. A wrong type is reported through onError and ignored.
   */
  email?: string;
}

/** The passkey-registration widget's config: the options every widget takes. */
export type PasskeyRegistrationConfig = WidgetConfig;

/** `mountPasskeyRegistration`'s options. */
export interface MountPasskeyRegistrationOptions extends MountBaseOptions {
  /** The options every widget takes. */
  config?: PasskeyRegistrationConfig;
}

/** `mountIdentityProvider` takes the base options only: no config. */
export type MountIdentityProviderOptions = MountBaseOptions;

/** `client()`'s options: the shared client's, and the default session length of its calls. */
export interface AuthWidgetClientOptions extends ClientOptions {
  /** The `session_duration_minutes` of every call that takes one and is given none; by default 30. */
  sessionOptions?: { sessionDurationMinutes?: number };
}

export type * from './headless/types';

/** What `client()` returns: session and user, their changes, logout, URL tokens, and the headless methods. */
export interface AuthWidgetClient extends HeadlessClient {
  /** The current session, synchronously from storage, or null when signed out. */
  getSession(): Session | null;
  /** The signed-in user, synchronously from storage, or null when signed out. */
  getUser(): User | null;
  /** Calls `listener` on every change, here or in another tab; returns the unsubscribe. */
  onChange(listener: (state: AuthState | null, change: SessionChange) => void): () => void;
  /** Revokes the session and signs out every tab of the site. */
  logout(): Promise<void>;
  /** Signs in with the magic-link, OAuth or impersonation token in the page's URL, if any. */
  authenticateFromUrl(options?: { sessionDurationMinutes?: number }): Promise<AuthResponse | null>;
}

// The widgets' DOM events: each mount element (and each custom element) dispatches them; they
// bubble and cross shadow roots, so `document` hears them too.
declare global {
  interface HTMLElementEventMap {
    /** A widget event, as `callbacks.onEvent` receives it; `detail.type` narrows `detail.data`. */
    'auth-widget-event': CustomEvent<WidgetEvent>;
    /** A widget error, as `callbacks.onError` receives it. */
    'auth-widget-error': CustomEvent<Error>;
  }
  interface DocumentEventMap {
    /** A widget event, as `callbacks.onEvent` receives it; `detail.type` narrows `detail.data`. */
    'auth-widget-event': CustomEvent<WidgetEvent>;
    /** A widget error, as `callbacks.onError` receives it. */
    'auth-widget-error': CustomEvent<Error>;
  }
}
