// What every widget shares of the host's options, below the root's public types (options.ts
// re-exports them): the config every widget takes, its events and its error callback.
import type {
  AuthResponse,
  CryptoWalletAuthenticateStartResponse,
  IdpAuthorizeStartResponse,
  IdpAuthorizeSubmitResponse,
} from '../contract/index';

/**
 * Each event the widgets send, by name, with its `data`. The names are the provider's own UI's, so
 * a host moving from it keeps its callback code.
 */
export interface WidgetEventMap {
  /** The login widget sent a sign-in or sign-up link to `email`. */
  MAGIC_LINK_LOGIN_OR_CREATE: { email: string };
  /** The login widget sent a one-time passcode; `method_id` names the phone number or address it went to. */
  OTP_LOGIN_OR_CREATE: { method_id: string };
  /** A one-time passcode signed the person in: the new session and its user. */
  OTP_AUTHENTICATE: AuthResponse & { method_id: string };
  /** The provider's challenge, which the crypto wallet is asked to sign. */
  CRYPTO_WALLET_AUTHENTICATE_START: CryptoWalletAuthenticateStartResponse;
  /** The wallet's signature signed the person in. */
  CRYPTO_WALLET_AUTHENTICATE: AuthResponse;
  /** A new user chose a password: the account is created and signed in. */
  PASSWORD_CREATE: AuthResponse;
  /** A password signed the person in. */
  PASSWORD_AUTHENTICATE: AuthResponse;
  /** The login widget sent a password-reset email to `email`. */
  PASSWORD_RESET_BY_EMAIL_START: { email: string };
  /** The reset-password widget set the new password and signed the person in. */
  PASSWORD_RESET_BY_EMAIL: AuthResponse;
  /** The passkey-registration widget created a passkey; `webauthn_registration_id` names it. */
  PASSKEY_REGISTER: AuthResponse & { webauthn_registration_id: string };
  /** A passkey signed the person in; `webauthn_registration_id` names it. */
  PASSKEY_AUTHENTICATE: AuthResponse & { webauthn_registration_id: string };
  /** The person chose not to create a passkey now (the passkey-registration widget's Skip). */
  PASSKEY_SKIP: null;
  /** The person is done with the passkey-registration widget (its Done button). */
  PASSKEY_DONE: null;
  /**
   * The login or reset-password widget signed the person in and shows its success screen: once
   * per sign-in, after the method's own event when it has one. The session is stored already.
   */
  AUTHENTICATE_FLOW_COMPLETE: AuthResponse;
  /** The identity-provider widget received an authorization request: the application and the scopes it asks for. */
  OAUTH_AUTHORIZE_FLOW_START: IdpAuthorizeStartResponse;
  /** The person allowed the application; the browser is sent to `redirect_uri` next. */
  OAUTH_AUTHORIZE_FLOW_COMPLETE: IdpAuthorizeSubmitResponse;
  /** The person denied the application; the widget stays on its 'access denied' message. */
  OAUTH_AUTHORIZE_FLOW_CONSENT_DENIED: IdpAuthorizeSubmitResponse;
}

/** The event names: `OTP_LOGIN_OR_CREATE`, `AUTHENTICATE_FLOW_COMPLETE`, … (see WidgetEventMap). */
export type WidgetEventType = keyof WidgetEventMap;

/**
 * A widget event: `type` names it and decides its `data`, so `if (event.type === 'OTP_AUTHENTICATE')`
 * narrows `event.data` to the session. `onEvent` receives it, and the mount element gets it as the
 * `detail` of an `auth-widget-event` DOM event (which bubbles, and crosses shadow roots).
 */
export type WidgetEvent<T extends WidgetEventType = WidgetEventType> = { [K in T]: { type: K; data: WidgetEventMap[K] } }[T];

/** What `onError` receives: an `Error`, whose message says what went wrong. */
export interface WidgetError {
  /** What went wrong, for the developer (the person sees the widget's own sentence). */
  message: string;
}

// Properties, not methods: TypeScript checks a property's function type strictly, so a host's
// callback that expects another event shape fails to compile (a method's parameter would be bivariant).
/** The host's callbacks; each is also a DOM event on the mount element. */
export interface Callbacks {
  /** Called with each event the widget sends (also dispatched as `auth-widget-event`). */
  onEvent?: (event: WidgetEvent) => void;
  /** Called with each error the widget reports, as it shows the person its own text (also dispatched as `auth-widget-error`). */
  onError?: (error: WidgetError) => void;
}

/** The config every widget takes. */
export interface WidgetConfig {
  /** How long a session made by the widget lasts, in minutes; by default 30. */
  sessionOptions?: { sessionDurationMinutes?: number };
  /**
   * Renders the widget in a shadow root on the mount element, so the page's CSS does not reach it
   * (style it through `styles` and `::part()`). By default it renders in the light DOM, where the
   * host's CSS applies to it. The custom elements always use a shadow root.
   */
  enableShadowDOM?: boolean;
  /** The level of the widget's headings, 1 to 6 (by default 1), so it fits the host page's outline. */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
}

/** Replaces the password confirmation's 'Success!' and 'You have successfully logged in.'. */
export interface PasswordConfirmationTexts {
  /** The heading, in place of 'Success!'. */
  header?: string;
  /** The line below it, in place of 'You have successfully logged in.'. */
  text?: string;
}
