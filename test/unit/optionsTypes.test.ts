// The compiler's side of the public option types (the npm package's declarations come from the
// same files): `npm test`'s type check fails if a `@ts-expect-error` below stops being an error.
// The run-time checks, for callers without types, are options.test.ts.
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../src/i18n/locale';
import type { LoginConfig, MountLoginOptions, SupportedLocale, WidgetConfig, WidgetEvent } from '../../src/options';

const base = { elementSelector: '#login', publicToken: 'public-token-test-1' };
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

describe('the public option types', () => {
  it('list the locales the widget has, and take any other BCP 47 tag', () => {
    const listed: Same<SupportedLocale, Locale> = true;
    const options: MountLoginOptions[] = [
      { ...base, locale: 'pt-BR' },
      { ...base, locale: 'de-AT' },
    ];
    expect([listed, options.length]).toEqual([true, 2]);
  });

  it('take heading levels 1 to 6 only', () => {
    const config: WidgetConfig = { headingLevel: 2 };
    // @ts-expect-error: there is no h9.
    const nine: WidgetConfig = { headingLevel: 9 };
    expect([config.headingLevel, nine.headingLevel]).toEqual([2, 9]);
  });

  it("require a listed product's required options", () => {
    const configs: LoginConfig[] = [
      {},
      { products: ['emailMagicLinks', 'passwords', 'passkeys', 'crypto'] },
      { products: ['otp'], otpOptions: { methods: ['sms'] } },
      { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] } },
      { products: ['otp', 'oauth'], otpOptions: { methods: ['email'] }, oauthOptions: { providers: [{ type: 'github' }] } },
      // Options of a product that is not listed are allowed (and ignored).
      { products: ['passwords'], otpOptions: { methods: ['sms'] } },
    ];
    // @ts-expect-error: otp needs otpOptions.
    const otp: LoginConfig = { products: ['otp'] };
    // @ts-expect-error: otpOptions needs methods.
    const methods: LoginConfig = { products: ['otp'], otpOptions: { expirationMinutes: 5 } };
    // @ts-expect-error: oauth needs oauthOptions.
    const oauth: LoginConfig = { products: ['passwords', 'oauth'] };
    // @ts-expect-error: both are listed, one is given.
    const both: LoginConfig = { products: ['otp', 'oauth'], otpOptions: { methods: ['sms'] } };
    // @ts-expect-error: the same through mountLogin's options.
    const mount: MountLoginOptions = { ...base, config: { products: ['otp'] } };
    expect([configs.length, otp, methods, oauth, both, mount.config]).toHaveLength(6);
  });

  it("narrow an event's data by its type, in callbacks and in the DOM event", () => {
    const seen: string[] = [];
    const onEvent = (event: WidgetEvent) => {
      if (event.type === 'OTP_LOGIN_OR_CREATE') seen.push(event.data.method_id);
      if (event.type === 'MAGIC_LINK_LOGIN_OR_CREATE') seen.push(event.data.email);
      // @ts-expect-error: a sent link's data has no session.
      if (event.type === 'MAGIC_LINK_LOGIN_OR_CREATE') seen.push(event.data.session_token);
      if (event.type === 'AUTHENTICATE_FLOW_COMPLETE') seen.push(event.data.session.session_id);
    };
    onEvent({ type: 'OTP_LOGIN_OR_CREATE', data: { method_id: 'email-1' } });
    // @ts-expect-error: PASSKEY_SKIP carries null.
    onEvent({ type: 'PASSKEY_SKIP', data: { method_id: 'x' } });
    const element = document.createElement('div');
    element.addEventListener('auth-widget-event', (event) => {
      if (event.detail.type === 'OTP_LOGIN_OR_CREATE') seen.push(event.detail.data.method_id);
    });
    document.addEventListener('auth-widget-error', (event) => seen.push(event.detail.message));
    element.dispatchEvent(new CustomEvent('auth-widget-event', { detail: { type: 'OTP_LOGIN_OR_CREATE', data: { method_id: 'sms-1' } } }));
    expect(seen).toEqual(['email-1', 'sms-1']);
  });
});
