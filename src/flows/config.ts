// What every widget shares of the host's options, below the root's public types (options.ts
// re-exports them): the config every widget takes, its events and its error callback.

/** The event names (docs/spec/api.md §9): the provider's own UI's, so hosts migrating keep their callback code. */
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

/** A widget event (docs/spec/api.md §9), also dispatched on the mount element as a DOM CustomEvent. */
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

/** The config every widget takes. */
export interface WidgetConfig {
  sessionOptions?: { sessionDurationMinutes?: number };
  enableShadowDOM?: boolean;
  /** The level of the widget's headings, 1 to 6 (by default 1), so it fits the host page's outline. */
  headingLevel?: number;
}

/** Replaces PasswordConfirmation's 'Success!' and 'You have successfully logged in.' (issue 3). */
export interface PasswordConfirmationTexts {
  header?: string;
  text?: string;
}
