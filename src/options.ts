// The integrator's contract: the options of every mount call, their defaults and their validation.
import type { OtpChannel } from './api/contract';
import { UsageError } from './api/errors';
import type { CookieOptions } from './session/cookies';

export type Product = 'emailMagicLinks' | 'otp' | 'passwords' | 'passkeys' | 'oauth' | 'crypto';
export const ALL_PRODUCTS: readonly Product[] = ['emailMagicLinks', 'otp', 'passwords', 'passkeys', 'oauth', 'crypto'];
/** Products this build renders; the others arrive with their issues and are skipped with a warning. */
export const SUPPORTED_PRODUCTS: readonly Product[] = ['emailMagicLinks', 'otp'];

export interface EmailMagicLinksOptions {
  loginRedirectURL?: string;
  loginExpirationMinutes?: number;
  signupRedirectURL?: string;
  signupExpirationMinutes?: number;
  createUserAsPending?: boolean;
  /** The sender domain to search for in the mail links of EmailConfirmation. */
  domainHint?: string;
  loginTemplateId?: string;
  signupTemplateId?: string;
}

export interface OtpOptions {
  methods: OtpChannel[];
  expirationMinutes?: number;
  loginTemplateId?: string;
  signupTemplateId?: string;
}

export interface LoginConfig {
  products: Product[];
  emailMagicLinksOptions?: EmailMagicLinksOptions;
  otpOptions?: OtpOptions;
  sessionOptions?: { sessionDurationMinutes?: number };
  enableShadowDOM?: boolean;
}

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

/** A widget event (API.md §9), also dispatched on the mount element as a DOM CustomEvent. */
export interface WidgetEvent {
  type: string;
  data: unknown;
}

export interface Callbacks {
  onEvent?(event: WidgetEvent): void;
  onError?(error: { message: string }): void;
}

export interface ClientOptions {
  publicToken: string;
  /** A full origin such as `http://localhost:9099`; by default the token picks the test or live host. */
  apiBaseUrl?: string;
  cookieOptions?: CookieOptions;
}

export interface MountLoginOptions extends ClientOptions {
  elementSelector: string;
  config?: Partial<LoginConfig>;
  styles?: Styles;
  callbacks?: Callbacks;
  /** The CSP nonce for our style element; by default the nonce of the script tag that loaded us. */
  nonce?: string;
}

export const DEFAULT_LOGIN_CONFIG: LoginConfig = { products: ['emailMagicLinks'] };

const OTP_CHANNELS: readonly OtpChannel[] = ['sms', 'whatsapp', 'email'];

function fail(call: string, detail: string): never {
  throw new UsageError(call, detail);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function optional(call: string, where: string, value: unknown, type: 'string' | 'number' | 'boolean' | 'object' | 'function') {
  if (value === undefined) return;
  const ok = type === 'object' ? isObject(value) : typeof value === type;
  if (!ok) fail(call, `${where} must be ${type === 'object' ? 'an object' : `a ${type}`}, got ${describe(value)}.`);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'string' ? JSON.stringify(value.slice(0, 40)) : typeof value;
}

/** Checks the shared client options; warns about a token that does not look like a public token. */
export function validateClientOptions(call: string, options: unknown): ClientOptions {
  if (!isObject(options)) fail(call, `Expected an options object, got ${describe(options)}.`);
  if (typeof options.publicToken !== 'string' || options.publicToken === '') {
    fail(call, `publicToken must be a non-empty string, got ${describe(options.publicToken)}.`);
  }
  optional(call, 'apiBaseUrl', options.apiBaseUrl, 'string');
  optional(call, 'cookieOptions', options.cookieOptions, 'object');
  if (!options.publicToken.startsWith('public-token-')) {
    console.warn(`AuthWidget: the public token ${JSON.stringify(options.publicToken)} does not start with "public-token-"; check that it is your project's public token.`);
  }
  return options as unknown as ClientOptions;
}

/** Checks `mountLogin`'s options and fills the config's defaults. */
export function validateLoginOptions(call: string, options: unknown): MountLoginOptions & { config: LoginConfig } {
  const client = validateClientOptions(call, options);
  const raw = options as Record<string, unknown>;
  if (typeof raw.elementSelector !== 'string' || raw.elementSelector.trim() === '') {
    fail(call, `elementSelector must be a non-empty CSS selector string, got ${describe(raw.elementSelector)}.`);
  }
  optional(call, 'config', raw.config, 'object');
  optional(call, 'styles', raw.styles, 'object');
  optional(call, 'callbacks', raw.callbacks, 'object');
  optional(call, 'nonce', raw.nonce, 'string');
  const callbacks = (raw.callbacks ?? {}) as Record<string, unknown>;
  optional(call, 'callbacks.onEvent', callbacks.onEvent, 'function');
  optional(call, 'callbacks.onError', callbacks.onError, 'function');
  return { ...(raw as unknown as MountLoginOptions), ...client, config: validateLoginConfig(call, (raw.config ?? {}) as Record<string, unknown>) };
}

function validateLoginConfig(call: string, config: Record<string, unknown>): LoginConfig {
  const products = config.products ?? DEFAULT_LOGIN_CONFIG.products;
  if (!Array.isArray(products)) fail(call, `config.products must be an array, got ${describe(products)}.`);
  for (const product of products) {
    if (!ALL_PRODUCTS.includes(product as Product)) {
      fail(call, `config.products has an unknown product ${describe(product)}; known products are ${ALL_PRODUCTS.join(', ')}.`);
    }
  }
  for (const product of products as Product[]) {
    if (!SUPPORTED_PRODUCTS.includes(product)) console.warn(`AuthWidget: the "${product}" product is not available in this version and is skipped.`);
  }
  optional(call, 'config.emailMagicLinksOptions', config.emailMagicLinksOptions, 'object');
  optional(call, 'config.otpOptions', config.otpOptions, 'object');
  optional(call, 'config.sessionOptions', config.sessionOptions, 'object');
  optional(call, 'config.enableShadowDOM', config.enableShadowDOM, 'boolean');

  const eml = (config.emailMagicLinksOptions ?? {}) as Record<string, unknown>;
  for (const key of ['loginRedirectURL', 'signupRedirectURL', 'domainHint', 'loginTemplateId', 'signupTemplateId']) {
    optional(call, `config.emailMagicLinksOptions.${key}`, eml[key], 'string');
  }
  optional(call, 'config.emailMagicLinksOptions.loginExpirationMinutes', eml.loginExpirationMinutes, 'number');
  optional(call, 'config.emailMagicLinksOptions.signupExpirationMinutes', eml.signupExpirationMinutes, 'number');
  optional(call, 'config.emailMagicLinksOptions.createUserAsPending', eml.createUserAsPending, 'boolean');

  const session = (config.sessionOptions ?? {}) as Record<string, unknown>;
  optional(call, 'config.sessionOptions.sessionDurationMinutes', session.sessionDurationMinutes, 'number');

  let otpOptions: OtpOptions | undefined;
  if (products.includes('otp')) {
    const otp = (config.otpOptions ?? {}) as Record<string, unknown>;
    const methods = otp.methods;
    if (!Array.isArray(methods) || methods.length === 0) {
      fail(call, `config.otpOptions.methods must list at least one of ${OTP_CHANNELS.join(', ')} when "otp" is a product.`);
    }
    for (const method of methods) {
      if (!OTP_CHANNELS.includes(method as OtpChannel)) {
        fail(call, `config.otpOptions.methods has an unknown method ${describe(method)}; known methods are ${OTP_CHANNELS.join(', ')}.`);
      }
    }
    optional(call, 'config.otpOptions.expirationMinutes', otp.expirationMinutes, 'number');
    optional(call, 'config.otpOptions.loginTemplateId', otp.loginTemplateId, 'string');
    optional(call, 'config.otpOptions.signupTemplateId', otp.signupTemplateId, 'string');
    otpOptions = { ...(otp as unknown as OtpOptions), methods: [...new Set(methods as OtpChannel[])] };
  }
  return { ...(config as unknown as LoginConfig), products: [...new Set(products as Product[])], otpOptions };
}
