// The `locale` of link, passcode and reset sends (issue 14): checked like any other field, kept on
// the outbox message, and the message written in it (English, German, Spanish; else English),
// with its link or code the same in every language.
import { describe, expect, it } from 'vitest';
import { messageLanguageOf } from '../../emulator/api/messageTemplates';
import type { OutboxMessage } from '../../src/contract/index';
import { createHarness, ORIGIN, REDIRECT, type Harness } from './harness';
import { passwordHarness, stageUser } from './passwordsHarness';

const EMAIL = 'lena@example.com';
const PHONE = '+15555550123';
const RESET_PAGE = 'http://localhost:3000/reset';

/** Each route that takes `locale`, with a body it accepts, and who gets the message. */
const SENDS = [
  { route: '/magic_links/email/login_or_create', body: { email: EMAIL, signup_magic_link_url: REDIRECT, login_magic_link_url: REDIRECT }, to: EMAIL },
  { route: '/otps/email/login_or_create', body: { email: EMAIL }, to: EMAIL },
  { route: '/otps/sms/login_or_create', body: { phone_number: PHONE }, to: PHONE },
  { route: '/otps/whatsapp/login_or_create', body: { phone_number: PHONE }, to: PHONE },
  { route: '/passwords/email/reset/start', body: { email: EMAIL, reset_password_redirect_url: RESET_PAGE }, to: EMAIL },
] as const;

/** A harness where every send above reaches someone: the reset needs an existing user. */
async function harness(): Promise<Harness> {
  const h = passwordHarness();
  await stageUser(h, { email: EMAIL });
  return h;
}

async function send(h: Harness, index: number, locale: unknown): Promise<OutboxMessage> {
  const { route, body, to } = SENDS[index]!;
  const res = await h.call('POST', route, { body: { ...body, locale } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return h.latest(to);
}

describe('locale on the send routes', () => {
  it.each(SENDS.map((entry, index) => [entry.route, index] as const))('%s refuses a malformed or mistyped locale and sends nothing', async (_, index) => {
    const h = await harness();
    const { route, body } = SENDS[index]!;
    for (const locale of ['de_DE', '', 'de-', 'x'.repeat(129), 42, ['de'], { tag: 'de' }]) {
      const res = await h.call('POST', route, { body: { ...body, locale } });
      expect(res.status, `locale ${JSON.stringify(locale)}`).toBe(400);
      expect(res.json).toMatchObject({ error_type: 'invalid_argument', error_message: expect.stringContaining('locale') });
    }
    expect(await h.outbox()).toEqual([]);
  });

  it.each(SENDS.map((entry, index) => [entry.route, index] as const))('%s keeps the canonical tag on the message; null or absent is no tag, in English', async (_, index) => {
    const h = await harness();
    expect(await send(h, index, 'pt-br')).toMatchObject({ locale: 'pt-BR', rendered_locale: 'en' });
    for (const locale of [null, undefined]) {
      const message = await send(h, index, locale);
      expect(message.rendered_locale).toBe('en');
      expect(message).not.toHaveProperty('locale');
    }
  });

  it.each(SENDS.map((entry, index) => [entry.route, index] as const))('%s: the link or code in the text is the one in its field, in every language', async (_, index) => {
    const h = await harness();
    for (const locale of ['en', 'de', 'es', 'de-AT', 'ja']) {
      const message = await send(h, index, locale);
      const secret = message.code ?? message.link;
      expect(secret).toBeTruthy();
      expect(message.text).toContain(secret);
      if (message.login_link) expect(message.text).toContain(message.login_link);
    }
  });
});

describe('messages written in the asked locale', () => {
  it('a magic link in German and in Spanish, for sign-up and for login', async () => {
    const h = createHarness();
    const link = (locale: string, email: string) =>
      h.call('POST', '/magic_links/email/login_or_create', { body: { email, signup_magic_link_url: REDIRECT, login_magic_link_url: REDIRECT, locale } });
    await link('de', 'neu@example.com');
    expect(await h.latest('neu@example.com')).toMatchObject({
      subject: 'Schließen Sie Ihre Registrierung ab',
      text: expect.stringMatching(/^Öffnen Sie diesen Link, um Ihre Registrierung bei Demo abzuschließen:.*Er ist 30 Minuten lang gültig/s),
      locale: 'de',
      rendered_locale: 'de',
    });
    await h.loginWithMagicLink('ana@example.com');
    await link('es', 'ana@example.com');
    expect(await h.latest('ana@example.com')).toMatchObject({
      subject: 'Su enlace de inicio de sesión',
      text: expect.stringMatching(/^Abra este enlace para iniciar sesión en Demo:.*Vence en 30 minutos/s),
      locale: 'es',
      rendered_locale: 'es',
    });
  });

  it('a passcode by email, SMS and WhatsApp in German and Spanish, one minute in the singular', async () => {
    const h = createHarness();
    await h.call('POST', '/otps/email/login_or_create', { body: { email: EMAIL, locale: 'de', expiration_minutes: 1 } });
    const german = await h.latest(EMAIL);
    expect(german).toMatchObject({ subject: 'Ihr Code für Demo', text: `Ihr Code lautet ${german.code}. Er ist 1 Minute lang gültig. Geben Sie ihn an niemanden weiter.` });
    await h.call('POST', '/otps/sms/login_or_create', { body: { phone_number: PHONE, locale: 'es', expiration_minutes: 1 } });
    const spanish = await h.latest(PHONE);
    expect(spanish).toMatchObject({ subject: '', text: `Su código es ${spanish.code}. Vence en 1 minuto. No lo comparta con nadie.`, rendered_locale: 'es' });
    await h.call('POST', '/otps/whatsapp/login_or_create', { body: { phone_number: PHONE, locale: 'de' } });
    expect((await h.latest(PHONE)).text).toMatch(/^Ihr Code lautet \d{6}\. Er ist 5 Minuten lang gültig\./);
  });

  it('a password reset email in German and Spanish', async () => {
    const h = await harness();
    await h.call('POST', '/passwords/email/reset/start', { body: { ...SENDS[4].body, locale: 'de' } });
    expect(await h.latest(EMAIL)).toMatchObject({ subject: 'Ihr Passwort für Demo zurücksetzen', text: expect.stringContaining('Oder melden Sie sich ohne Passwort an:') });
    await h.call('POST', '/passwords/email/reset/start', { body: { ...SENDS[4].body, locale: 'es' } });
    expect(await h.latest(EMAIL)).toMatchObject({ subject: 'Restablezca su contraseña de Demo', text: expect.stringContaining('O inicie sesión sin contraseña:') });
  });

  it('English stays as it was', async () => {
    const h = createHarness();
    await h.call('POST', '/otps/email/login_or_create', { body: { email: EMAIL, locale: 'en' } });
    const message = await h.latest(EMAIL);
    expect(message).toMatchObject({ subject: 'Your Demo passcode', text: `Your passcode is ${message.code}. It expires in 5 minutes. Do not share it with anyone.`, locale: 'en', rendered_locale: 'en' });
  });

  it('the outbox page marks the subject and text with their language', async () => {
    const h = createHarness();
    await h.call('POST', '/otps/email/login_or_create', { body: { email: EMAIL, locale: 'de-AT' } });
    const html = await (await h.emulator.handle(`${ORIGIN}/outbox`)).text();
    expect(html).toContain('<h2 lang="de">Ihr Code für Demo</h2>');
    expect(html).toMatch(/<pre lang="de">Ihr Code lautet \d{6}/);
    expect(html).toContain(', locale de-AT</p>');
  });
});

describe('messageLanguageOf', () => {
  it("takes the tag's language, else English", () => {
    expect(['de', 'de-AT', 'de-CH-1996', 'es', 'es-419', 'en', 'en-GB', 'fr', 'pt-BR', 'zh-Hans-CN', undefined].map(messageLanguageOf)).toEqual([
      'de', 'de', 'de', 'es', 'es', 'en', 'en', 'en', 'en', 'en', 'en',
    ]);
  });
});
