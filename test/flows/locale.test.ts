// The widget's locale reaches the provider (issue 14): every link, passcode and reset email is
// asked for in it, resends and the password screens' reset emails included, and the emulator
// writes the message in it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator } from '../../emulator/app';
import { createFakeClock } from '../../emulator/store/clock';
import { createPasswordHasher } from '../../emulator/crypto/passwordHash';
import type { Locale } from '../../src/i18n/locale';
import type { LoginConfig } from '../../src/options';
import type { PasswordModel } from '../../src/products/passwords/model';
import { resetPage } from '../support/browser';
import { API_ORIGIN, createFlow, REDIRECT_URL, type Flow } from '../support/flow';

const EMAIL = 'lena@example.com';
const LINKS: Partial<LoginConfig> = {
  products: ['emailMagicLinks'],
  emailMagicLinksOptions: { loginRedirectURL: REDIRECT_URL, signupRedirectURL: REDIRECT_URL },
};
const EMAIL_OTP: Partial<LoginConfig> = { products: ['otp'], otpOptions: { methods: ['email'] } };
const SMS_OTP: Partial<LoginConfig> = { products: ['otp'], otpOptions: { methods: ['sms'] } };
const PASSWORDS: Partial<LoginConfig> = {
  ...LINKS,
  products: ['emailMagicLinks', 'passwords'],
  passwordOptions: { resetPasswordRedirectURL: REDIRECT_URL, loginRedirectURL: REDIRECT_URL },
};
const STRONG = 'violet-Tractor-89-lantern';

const flows: Flow[] = [];
const open = (locale: Locale, config: Partial<LoginConfig>, emulator?: Flow['emulator']) => {
  const flow = createFlow({ locale, config, ...(emulator ? { emulator } : {}) });
  flows.push(flow);
  return flow;
};

/** The `locale` of each send the widget made to routes matching `route`, in order. */
const localesSent = (flow: Flow, route: RegExp) =>
  flow
    .sdkCalls()
    .filter((call) => route.test(call.url))
    .map((call) => (JSON.parse(call.body!) as { locale?: unknown }).locale);

async function submitEmail(flow: Flow, email = EMAIL) {
  flow.model.form.email.value = email;
  await flow.model.form.submitEmail();
}

beforeEach(() => resetPage());
afterEach(async () => {
  for (const flow of flows.splice(0)) {
    await flow.dispose();
    expect(flow.unexpected).toEqual([]);
  }
});

describe('passcodes', () => {
  it('an email passcode and its resend are asked for in German, and come in German', async () => {
    const flow = open('de', EMAIL_OTP);
    await submitEmail(flow);
    await flow.otp().resend();
    expect(localesSent(flow, /\/otps\/email\/login_or_create$/)).toEqual(['de', 'de']);
    const messages = await flow.outbox(EMAIL);
    expect(messages.map((message) => [message.locale, message.rendered_locale, message.subject])).toEqual([
      ['de', 'de', 'Ihr Code für Demo'],
      ['de', 'de', 'Ihr Code für Demo'],
    ]);
    // The code is read the same way in every language, and signs in.
    await flow.otp().verify(messages[1]!.code!);
    expect(flow.model.step.value).toEqual({ name: 'otp-confirmation' });
  });

  it('an SMS passcode is asked for in Spanish', async () => {
    const flow = open('es', SMS_OTP);
    await flow.model.form.showPhone();
    const phone = flow.model.form.phone.value!;
    await phone.input('2133734253');
    await flow.model.form.submitPhone();
    expect(localesSent(flow, /\/otps\/sms\/login_or_create$/)).toEqual(['es']);
    expect((await flow.latest('+12133734253')).text).toMatch(/^Su código es \d{6}\./);
  });

  it('English is asked for as en; the pseudo-locale asks for English too, and pt-BR as itself', async () => {
    for (const [locale, sent] of [
      ['en', 'en'],
      ['en-XA', 'en'],
      ['pt-BR', 'pt-BR'],
    ] as const) {
      const flow = open(locale, EMAIL_OTP);
      await submitEmail(flow, `${locale.toLowerCase()}@example.com`);
      expect(localesSent(flow, /\/otps\/email\/login_or_create$/), locale).toEqual([sent]);
      expect(await flow.latest(`${locale.toLowerCase()}@example.com`)).toMatchObject({ locale: sent, rendered_locale: 'en', subject: 'Your Demo passcode' });
    }
  });
});

describe('magic links', () => {
  it('a link is asked for in Spanish, comes in Spanish, and signs in', async () => {
    const flow = open('es', LINKS);
    await submitEmail(flow);
    expect(localesSent(flow, /\/magic_links\/email\/login_or_create$/)).toEqual(['es']);
    const message = await flow.latest(EMAIL);
    expect(message).toMatchObject({ locale: 'es', rendered_locale: 'es', subject: 'Complete su registro' });
    const token = new URL(message.link!).searchParams.get('token')!;
    expect((await (await flow.client.ready()).api.magicLinks.authenticate(token, 30)).session_token).toBeTruthy();
  });
});

describe('the password screens', () => {
  // A cheap hasher: the default scrypt cost would make each password step slow.
  const emulator = createEmulator({ clock: createFakeClock(), passwordHasher: createPasswordHasher({ log2N: 4 }) });
  const stage = async (body: Record<string, unknown>) => {
    const response = await emulator.handle(`${API_ORIGIN}/__emulator/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
  };
  /** Main's email field with passwords on: the PasswordCreateOrLogin step's model. */
  const passwordsFor = async (flow: Flow, email: string): Promise<PasswordModel> => {
    await submitEmail(flow, email);
    const step = flow.model.step.value;
    if (step.name !== 'password-create-or-login') throw new Error(`expected password-create-or-login, got ${step.name}`);
    return step.passwords;
  };
  const resetStarts = (flow: Flow) => localesSent(flow, /\/passwords\/email\/reset\/start$/);
  beforeEach(() => emulator.reset());

  it("'Forgot Password?' and its resend ask for the reset email in German", async () => {
    await stage({ email: EMAIL, password: STRONG });
    const flow = open('de', PASSWORDS, emulator);
    const passwords = await passwordsFor(flow, EMAIL);
    await passwords.forgot();
    await passwords.resendReset();
    expect(resetStarts(flow)).toEqual(['de', 'de']);
    expect((await flow.outbox(EMAIL)).map((message) => message.subject)).toEqual(['Ihr Passwort für Demo zurücksetzen', 'Ihr Passwort für Demo zurücksetzen']);
    passwords.dispose();
  });

  it('the dedupe and breached reset emails are asked for in German', async () => {
    await stage({ email: EMAIL, password: STRONG, requires_reset: true });
    await stage({ email: 'breached@example.com', password: 'password' });
    const flow = open('de', PASSWORDS, emulator);
    const dedupe = await passwordsFor(flow, EMAIL);
    dedupe.setPassword(STRONG);
    await dedupe.login();
    const breached = await passwordsFor(flow, 'breached@example.com');
    breached.setPassword('password');
    await breached.login();
    expect(flow.model.step.value).toMatchObject({ name: 'password-email-sent', reason: 'breached' });
    expect(resetStarts(flow)).toEqual(['de', 'de']);
    expect((await flow.latest('breached@example.com')).rendered_locale).toBe('de');
  });

  it("a passwordless user's link and 'Create a password instead' are asked for in Spanish", async () => {
    await stage({ email: EMAIL, password: null });
    const flow = open('es', PASSWORDS, emulator);
    const passwords = await passwordsFor(flow, EMAIL);
    expect(passwords.sent.value).toBe('magic-link');
    await passwords.createInstead();
    expect(localesSent(flow, /\/magic_links\/email\/login_or_create$/)).toEqual(['es']);
    expect(resetStarts(flow)).toEqual(['es']);
    expect((await flow.outbox(EMAIL)).map((message) => message.rendered_locale)).toEqual(['es', 'es']);
  });
});
