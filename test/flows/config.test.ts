import type { OtpChannel } from '../../src/contract/index';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as compose from '../../src/login/compose';
import { PRODUCTS } from '../../src/composition';
import type { CheckedLoginConfig } from '../../src/options';

// The real table, as the root hands it to the login frame.
const configErrorOf = (config: CheckedLoginConfig) => compose.configErrorOf(config, PRODUCTS);
const formTabsOf = (config: CheckedLoginConfig) => compose.formTabsOf(config, PRODUCTS);
import { resetPage } from '../support/browser';
import { createFlow, type Flow } from '../support/flow';

const config = (products: CheckedLoginConfig['products'], methods?: OtpChannel[]): CheckedLoginConfig => ({
  products,
  ...(methods ? { otpOptions: { methods } } : {}),
});

describe('configErrorOf (docs/spec/product.md §2 Main)', () => {
  it.each([
    [config(['passkeys']), 'configPasskeysAlone'],
    [config(['passkeys', 'passkeys']), 'configPasskeysAlone'],
    [config(['emailMagicLinks', 'otp'], ['email']), 'configEmlAndEmailOtp'],
    [config(['emailMagicLinks', 'otp'], ['sms', 'email']), 'configEmlAndEmailOtp'],
    [config(['emailMagicLinks']), null],
    [config(['emailMagicLinks', 'otp'], ['sms']), null],
    [config(['otp'], ['email']), null],
    [config(['passkeys', 'emailMagicLinks']), null],
    // Nothing configured: the card says so instead of staying empty (issue 9).
    [config([]), 'configNoProducts'],
  ] as const)('%j → %s', (given, expected) => {
    expect(configErrorOf(given)).toBe(expected);
  });
});

describe('formTabsOf', () => {
  it.each([
    [config(['emailMagicLinks']), ['email']],
    [config(['otp'], ['email', 'whatsapp', 'sms']), ['sms', 'whatsapp', 'email']],
    [config(['emailMagicLinks', 'otp'], ['whatsapp']), ['whatsapp', 'email']],
    [config(['otp'], ['sms']), ['sms']],
    [config(['passkeys']), []],
    [config([]), []],
  ] as const)('%j → %j', (given, expected) => {
    expect(formTabsOf(given)).toEqual(expected);
  });
});

describe('a model with a configuration error', () => {
  let flow: Flow;
  beforeEach(() => {
    resetPage();
    flow = createFlow({ config: config(['emailMagicLinks', 'otp'], ['email']) });
  });
  afterEach(() => flow.dispose());

  it('shows the error at once and never sends', async () => {
    expect(flow.model.configError).toBe('configEmlAndEmailOtp');
    expect(flow.model.error.value).toEqual({ key: 'configEmlAndEmailOtp' });
    flow.model.form.email.value = 'a@example.com';
    await flow.model.form.submitEmail();
    await flow.model.form.submitPhone();
    expect(flow.sdkCalls()).toEqual([]);
    expect(flow.model.error.value).toEqual({ key: 'configEmlAndEmailOtp' });
  });

  it('offers no tabs, so no form and no phone field load', async () => {
    const withPhone = createFlow({ config: config(['emailMagicLinks', 'otp'], ['sms', 'email']) });
    expect(withPhone.model.form.tabs).toEqual([]);
    expect(withPhone.model.form.tab.value).toBeUndefined();
    withPhone.model.form.selectTab('sms');
    expect(withPhone.model.form.tab.value).toBeUndefined();
    await withPhone.dispose();
  });

  it('keeps the error through back and tab changes', () => {
    flow.model.back();
    flow.model.form.selectTab('email');
    expect(flow.model.error.value).toEqual({ key: 'configEmlAndEmailOtp' });
  });

  it('is reported to the host once, with its sentence', () => {
    expect(flow.errors.map((error) => (error as Error).message)).toEqual(['AuthWidget: Error: Cannot use both EML and Email OTP']);
  });

  it('with no products at all, the card says so and the host is told', async () => {
    const empty = createFlow({ config: config([]) });
    expect(empty.model.error.value).toEqual({ key: 'configNoProducts' });
    expect(empty.model.blocks).toEqual([]);
    expect(empty.errors.map((error) => (error as Error).message)).toEqual(['AuthWidget: Error: Please add a product to the config.']);
    await empty.dispose();
  });
});

describe('a model without one', () => {
  it('starts on Main, on the first tab, without an error; a tab change clears an error', async () => {
    resetPage();
    const flow = createFlow({ config: config(['emailMagicLinks', 'otp'], ['sms']) });
    expect(flow.model.step.value).toEqual({ name: 'main' });
    expect(flow.model.form.tabs).toEqual(['sms', 'email']);
    expect(flow.model.form.tab.value).toBe('sms');
    expect(flow.model.error.value).toBeNull();
    flow.model.form.selectTab('email');
    await flow.model.form.submitEmail();
    expect(flow.model.error.value).toEqual({ key: 'invalidEmailAddress' });
    flow.model.form.selectTab('sms');
    expect(flow.model.error.value).toBeNull();
    await flow.dispose();
  });
});
