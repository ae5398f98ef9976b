// The options' validation at mount (options.ts has their types): each call's schema, the
// defaults, and the spec's 'Invalid call to …' errors.
import { UsageError } from './api/errors';
import type { ProductTable } from './login/compose';
import type { Schema } from './login/product';
import type {
  AuthWidgetClientOptions,
  CheckedLoginConfig,
  ClientOptions,
  MountBaseOptions,
  MountLoginOptions,
  MountPasskeyRegistrationOptions,
  MountResetPasswordOptions,
  Product,
  PasskeyRegistrationConfig,
  ResetPasswordConfig,
  WidgetConfig,
} from './options';

export const DEFAULT_LOGIN_CONFIG: CheckedLoginConfig = { products: ['emailMagicLinks'] };

const TYPE_NAMES = {
  s: 'a string',
  n: 'a number',
  b: 'a boolean',
  f: 'a function',
  o: 'an object',
  h: 'an integer from 1 to 6',
  a: 'an array of strings',
  r: 'an object of strings',
};
const strings = (values: unknown[]) => values.every((value) => typeof value == 'string');

const CLIENT_SCHEMA: Schema = { apiBaseUrl: 's', cookieOptions: 'o' };
const SESSION_OPTIONS: Schema = { sessionDurationMinutes: 'n' };
const WIDGET_SCHEMA: Schema = { ...CLIENT_SCHEMA, nonce: 's', locale: 's', strings: 'o', styles: { colorScheme: ['light', 'dark', 'auto'] }, callbacks: { onEvent: 'f', onError: 'f' } };
/** Every widget's config options; the login widget's products add their own (their `options`). */
const WIDGET_CONFIG_SCHEMA: Schema = { enableShadowDOM: 'b', headingLevel: 'h', sessionOptions: SESSION_OPTIONS };

const RESET_PASSWORD_SCHEMA: Schema = {
  ...WIDGET_SCHEMA,
  passwordResetToken: 's',
  config: { ...WIDGET_CONFIG_SCHEMA, passwordConfirmation: { header: 's', text: 's' } },
};
const PASSKEY_REGISTRATION_SCHEMA: Schema = { ...WIDGET_SCHEMA, config: WIDGET_CONFIG_SCHEMA };

function fail(call: string, detail: string): never {
  throw new UsageError(call, detail);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const isList = (type: Schema[string]): type is readonly string[] => Array.isArray(type);

const describe = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value);

/** Checks the types of the options a schema names; absent options are fine. */
function checkTypes(call: string, value: Record<string, unknown>, schema: Schema, path = '') {
  for (const [key, type] of Object.entries(schema)) {
    const option = value[key];
    if (option === undefined) continue;
    if (isList(type)) {
      if (!type.includes(option as string)) fail(call, `${path}${key} has ${JSON.stringify(option)}; expected one of ${type.join(', ')}.`);
      continue;
    }
    const ok =
      typeof type === 'object' || type === 'o'
        ? isObject(option)
        : type === 'h'
          ? [1, 2, 3, 4, 5, 6].includes(option as number)
          : type === 'a'
            ? Array.isArray(option) && strings(option)
            : type === 'r'
              ? isObject(option) && strings(Object.values(option))
              : typeof option === { s: 'string', n: 'number', b: 'boolean', f: 'function' }[type];
    if (!ok) fail(call, `${path}${key} must be ${TYPE_NAMES[typeof type === 'object' ? 'o' : type]}, got ${describe(option)}.`);
    if (typeof type === 'object') checkTypes(call, option as Record<string, unknown>, type, `${path}${key}.`);
  }
}

function checkClient(call: string, options: unknown): asserts options is Record<string, unknown> & ClientOptions {
  if (!isObject(options)) fail(call, `Expected an options object, got ${describe(options)}.`);
  if (typeof options.publicToken !== 'string' || !options.publicToken) {
    fail(call, `publicToken must be a non-empty string, got ${describe(options.publicToken)}.`);
  }
  if (!options.publicToken.startsWith('public-token-')) console.warn('AuthWidget: publicToken does not start with "public-token-".');
}

/** Checks `client()`'s options; warns about a token that does not look like a public token. */
export function validateClientOptions(call: string, options: unknown): AuthWidgetClientOptions {
  checkClient(call, options);
  checkTypes(call, options, { ...CLIENT_SCHEMA, sessionOptions: SESSION_OPTIONS });
  return options;
}

/** `at`: the element to mount into (a custom element, elements/), which needs no selector. */
function checkMount(call: string, options: unknown, schema: Schema, at: Element | undefined): asserts options is Record<string, unknown> & MountBaseOptions {
  checkClient(call, options);
  if (!at && (typeof options.elementSelector !== 'string' || !options.elementSelector.trim())) {
    fail(call, `elementSelector must be a non-empty CSS selector string, got ${describe(options.elementSelector)}.`);
  }
  checkTypes(call, options, schema);
}

/** Checks `mountResetPassword`'s options. */
export function validateResetPasswordOptions(call: string, options: unknown, at?: Element): MountResetPasswordOptions & { config: ResetPasswordConfig } {
  checkMount(call, options, RESET_PASSWORD_SCHEMA, at);
  return { ...(options as MountResetPasswordOptions), config: (options.config ?? {}) as ResetPasswordConfig };
}

/** Checks `mountPasskeyRegistration`'s options. */
export function validatePasskeyRegistrationOptions(
  call: string,
  options: unknown,
  at?: Element,
): MountPasskeyRegistrationOptions & { config: PasskeyRegistrationConfig } {
  checkMount(call, options, PASSKEY_REGISTRATION_SCHEMA, at);
  return { ...(options as MountPasskeyRegistrationOptions), config: (options.config ?? {}) as PasskeyRegistrationConfig };
}

/** Checks `mountIdentityProvider`'s options: it takes only styles and callbacks (docs/spec/product.md §1), no config. */
export function validateIdentityProviderOptions(call: string, options: unknown, at?: Element): MountBaseOptions & { config: WidgetConfig } {
  checkMount(call, options, WIDGET_SCHEMA, at);
  if (options.config !== undefined) fail(call, 'config is not taken.');
  return { ...options, config: {} };
}

/**
 * Checks `mountLogin`'s options and fills the config's defaults: the shared options here, each
 * configured product's through its `options` schema and `validate` (login/product.ts).
 */
export function validateLoginOptions(
  call: string,
  options: unknown,
  table: ProductTable,
  at?: Element,
): Omit<MountLoginOptions, 'config'> & { config: CheckedLoginConfig } {
  const configSchema = Object.assign({}, WIDGET_CONFIG_SCHEMA, ...table.map((product) => product.options)) as Schema;
  checkMount(call, options, { ...WIDGET_SCHEMA, config: configSchema }, at);
  const given = (options.config ?? {}) as Record<string, unknown> & Partial<CheckedLoginConfig>;
  const checks = {
    fail: (detail: string) => fail(call, detail),
    types: (value: Record<string, unknown>, schema: Schema, path: string) => checkTypes(call, value, schema, path),
    known<T>(list: unknown, name: string, allowed: readonly T[]): T[] {
      if (!Array.isArray(list)) fail(call, `${name} must be an array, got ${describe(list)}.`);
      for (const item of list as T[]) {
        if (!allowed.includes(item)) fail(call, `${name} has ${JSON.stringify(item)}; expected one of ${allowed.join(', ')}.`);
      }
      return [...new Set(list as T[])];
    },
  };
  const products = checks.known(
    given.products ?? DEFAULT_LOGIN_CONFIG.products,
    'config.products',
    table.map((product) => product.name as Product),
  );
  const config = { ...given, products } as CheckedLoginConfig & Record<string, unknown>;
  for (const product of table) {
    // A product that is not configured reads none of its options.
    if (products.includes(product.name as Product)) Object.assign(config, product.validate?.(config, checks));
    else for (const key of Object.keys(product.options ?? {})) delete config[key];
  }
  return { ...(options as unknown as MountLoginOptions), config };
}
