import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateClientOptions, validateIdentityProviderOptions, validateLoginOptions, validatePasskeyRegistrationOptions, validateResetPasswordOptions } from '../../src/validateOptions';
import { PRODUCTS } from '../../src/composition';

const CALL = 'mountLogin';
const base = { publicToken: 'public-token-test-1', elementSelector: '#login' };
const validate = (options: unknown) => validateLoginOptions(CALL, options, PRODUCTS);
/** The error's two lines: 'Invalid call to mountLogin' and the detail. */
const failure = (options: unknown) => {
  try {
    validate(options);
  } catch (error) {
    return (error as Error).message.split('\n');
  }
  throw new Error('expected the options to be refused');
};

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('validateLoginOptions', () => {
  it.each([
    ['nothing', undefined, /^Expected an options object, got undefined\.$/],
    ['a string', 'public-token-test-1', /^Expected an options object, got string\.$/],
    ['an array', [base], /^Expected an options object, got an array\.$/],
    ['null', null, /^Expected an options object, got null\.$/],
  ])('refuses %s as the options', (_, options, detail) => {
    const [head, line] = failure(options);
    expect(head).toBe('Invalid call to mountLogin');
    expect(line).toMatch(detail);
  });

  it.each([
    ['publicToken', { elementSelector: '#x' }, 'publicToken must be a non-empty string, got undefined.'],
    ['publicToken', { ...base, publicToken: '' }, 'publicToken must be a non-empty string, got string.'],
    ['publicToken', { ...base, publicToken: 42 }, 'publicToken must be a non-empty string, got number.'],
    ['elementSelector', { ...base, elementSelector: undefined }, 'elementSelector must be a non-empty CSS selector string, got undefined.'],
    ['elementSelector', { ...base, elementSelector: '   ' }, 'elementSelector must be a non-empty CSS selector string, got string.'],
    ['elementSelector', { ...base, elementSelector: document.body }, 'elementSelector must be a non-empty CSS selector string, got object.'],
    ['apiBaseUrl', { ...base, apiBaseUrl: 9099 }, 'apiBaseUrl must be a string, got number.'],
    ['cookieOptions', { ...base, cookieOptions: 'secure' }, 'cookieOptions must be an object, got string.'],
    ['nonce', { ...base, nonce: true }, 'nonce must be a string, got boolean.'],
    ['styles', { ...base, styles: ['red'] }, 'styles must be an object, got an array.'],
    ['styles.colorScheme', { ...base, styles: { colorScheme: 'night' } }, 'styles.colorScheme has "night"; expected one of light, dark, auto.'],
    ['callbacks', { ...base, callbacks: () => undefined }, 'callbacks must be an object, got function.'],
    ['callbacks.onEvent', { ...base, callbacks: { onEvent: 'handler' } }, 'callbacks.onEvent must be a function, got string.'],
    ['callbacks.onError', { ...base, callbacks: { onError: null } }, 'callbacks.onError must be a function, got null.'],
    ['config', { ...base, config: null }, 'config must be an object, got null.'],
    ['config.enableShadowDOM', { ...base, config: { enableShadowDOM: 'true' } }, 'config.enableShadowDOM must be a boolean, got string.'],
    ['config.emailMagicLinksOptions', { ...base, config: { emailMagicLinksOptions: [] } }, 'config.emailMagicLinksOptions must be an object, got an array.'],
    [
      'config.emailMagicLinksOptions.loginRedirectURL',
      { ...base, config: { emailMagicLinksOptions: { loginRedirectURL: new URL('https://example.com') } } },
      'config.emailMagicLinksOptions.loginRedirectURL must be a string, got object.',
    ],
    [
      'config.emailMagicLinksOptions.loginExpirationMinutes',
      { ...base, config: { emailMagicLinksOptions: { loginExpirationMinutes: '30' } } },
      'config.emailMagicLinksOptions.loginExpirationMinutes must be a number, got string.',
    ],
    [
      'config.emailMagicLinksOptions.createUserAsPending',
      { ...base, config: { emailMagicLinksOptions: { createUserAsPending: 1 } } },
      'config.emailMagicLinksOptions.createUserAsPending must be a boolean, got number.',
    ],
    [
      'config.otpOptions.expirationMinutes',
      { ...base, config: { products: ['otp'], otpOptions: { methods: ['sms'], expirationMinutes: '5' } } },
      'config.otpOptions.expirationMinutes must be a number, got string.',
    ],
    ['config.sessionOptions', { ...base, config: { sessionOptions: 30 } }, 'config.sessionOptions must be an object, got number.'],
    [
      'config.sessionOptions.sessionDurationMinutes',
      { ...base, config: { sessionOptions: { sessionDurationMinutes: null } } },
      'config.sessionOptions.sessionDurationMinutes must be a number, got null.',
    ],
    ['config.products', { ...base, config: { products: 'otp' } }, 'config.products must be an array, got string.'],
  ])('a wrong %s names the option', (_, options, detail) => {
    expect(failure(options)).toEqual(['Invalid call to mountLogin', detail]);
  });

  it.each([['sso'], ['constructor'], ['__proto__'], [42]])('refuses the unknown product %j', (product) => {
    const [head, detail] = failure({ ...base, config: { products: ['emailMagicLinks', product] } });
    expect(head).toBe('Invalid call to mountLogin');
    expect(detail).toMatch(/^config\.products has .*; expected one of passkeys, oauth, crypto, emailMagicLinks, otp, passwords\.$/);
  });

  it.each([['fax'], ['toString'], ['SMS']])('refuses the unknown otp method %j', (method) => {
    const [, detail] = failure({ ...base, config: { products: ['otp'], otpOptions: { methods: ['sms', method] } } });
    expect(detail).toMatch(/^config\.otpOptions\.methods has "[^"]*"; expected one of sms, whatsapp, email\.$/);
  });

  it('refuses otp without methods, or with none', () => {
    expect(failure({ ...base, config: { products: ['otp'] } })).toEqual([
      'Invalid call to mountLogin',
      'config.otpOptions.methods must be an array, got undefined.',
    ]);
    expect(failure({ ...base, config: { products: ['otp'], otpOptions: { methods: [] } } })).toEqual([
      'Invalid call to mountLogin',
      'config.otpOptions.methods must not be empty when "otp" is a product.',
    ]);
  });

  it('fills the defaults: email magic links only, no otp options', () => {
    const options = validate(base);
    expect(options.config).toEqual({ products: ['emailMagicLinks'], otpOptions: undefined });
    expect(options.publicToken).toBe(base.publicToken);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps otp options, removes duplicate products and methods', () => {
    const options = validate({
      ...base,
      config: { products: ['otp', 'otp', 'emailMagicLinks'], otpOptions: { methods: ['sms', 'sms', 'whatsapp'], expirationMinutes: 10 } },
    });
    expect(options.config.products).toEqual(['otp', 'emailMagicLinks']);
    expect(options.config.otpOptions).toEqual({ methods: ['sms', 'whatsapp'], expirationMinutes: 10 });
  });

  it('ignores otp options when otp is not a product', () => {
    expect(validate({ ...base, config: { otpOptions: { methods: ['fax'] } } }).config.otpOptions).toBeUndefined();
  });

  it('warns about a token without "public-token-"', () => {
    validate({ ...base, publicToken: 'secret-live-123' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('does not start with "public-token-"'));
  });

  it("takes every product of the spec, and lists the table's when a product is unknown", () => {
    const all = ['passkeys', 'oauth', 'crypto', 'emailMagicLinks', 'otp', 'passwords'];
    const config = { products: all, oauthOptions: { providers: [{ type: 'google' }] }, otpOptions: { methods: ['sms'] } };
    expect(validate({ ...base, config }).config.products).toEqual(all);
    expect(() => validate({ ...base, config: { products: ['cryptoWallets'] } })).toThrow(
      `config.products has "cryptoWallets"; expected one of ${all.join(', ')}.`,
    );
  });
});

describe('validateClientOptions', () => {
  it('checks the token and the client options only', () => {
    expect(validateClientOptions('client', { publicToken: 'public-token-test-1' })).toEqual({ publicToken: 'public-token-test-1' });
    expect(() => validateClientOptions('client', { publicToken: 'public-token-test-1', apiBaseUrl: 1 })).toThrow(
      'Invalid call to client\napiBaseUrl must be a string, got number.',
    );
    expect(() => validateClientOptions('client', {})).toThrow(/^Invalid call to client\npublicToken must be/);
  });
});

describe('config.headingLevel (issue 9), on every widget', () => {
  const validators = {
    mountLogin: (options: unknown) => validateLoginOptions('mountLogin', options, PRODUCTS),
    mountResetPassword: (options: unknown) => validateResetPasswordOptions('mountResetPassword', options),
    mountPasskeyRegistration: (options: unknown) => validatePasskeyRegistrationOptions('mountPasskeyRegistration', options),
  };

  it.each(Object.keys(validators))('%s takes 1 to 6, and nothing when it is left out', (call) => {
    const check = validators[call as keyof typeof validators];
    for (const level of [1, 2, 3, 4, 5, 6]) expect(check({ ...base, config: { headingLevel: level } }).config.headingLevel).toBe(level);
    expect(check(base).config.headingLevel).toBeUndefined();
  });

  it.each(Object.keys(validators).flatMap((call) => [0, 7, 2.5, -1, Number.NaN, '2', null, true].map((level) => [call, level] as const)))(
    '%s refuses %j',
    (call, level) => {
      expect(() => validators[call as keyof typeof validators]({ ...base, config: { headingLevel: level } })).toThrow(
        `Invalid call to ${call}\nconfig.headingLevel must be an integer from 1 to 6, got ${level === null ? 'null' : typeof level}.`,
      );
    },
  );
});

describe('validateIdentityProviderOptions (issue 12)', () => {
  const check = (options: unknown) => validateIdentityProviderOptions('mountIdentityProvider', options);

  it('takes the shared options, styles and callbacks, and gives an empty config', () => {
    const onEvent = () => undefined;
    expect(check({ ...base, apiBaseUrl: 'http://localhost:9099', styles: {}, callbacks: { onEvent } })).toEqual({
      ...base,
      apiBaseUrl: 'http://localhost:9099',
      styles: {},
      callbacks: { onEvent },
      config: {},
    });
  });

  it.each([{}, { enableShadowDOM: true }, null])('refuses config %j: the widget takes none', (config) => {
    expect(() => check({ ...base, config })).toThrow('Invalid call to mountIdentityProvider\nconfig is not taken.');
  });

  it('checks the shared options as every widget does', () => {
    expect(() => check({ ...base, callbacks: { onError: 1 } })).toThrow('Invalid call to mountIdentityProvider\ncallbacks.onError must be a function, got number.');
    expect(() => check({ publicToken: 'public-token-test-1' })).toThrow(/^Invalid call to mountIdentityProvider\nelementSelector/);
  });
});
