import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { PERSON_MESSAGE_OF, personMessageOf } from '../../../src/flows/errorMessages';
import { HEADLESS_PERSON_MESSAGE_OF } from '../../../src/headless/errorWords';

/** What the client chunk's entry gives an API error to say (flows/errorMessages.ts). */
const wordsOf = (error: ApiError) => personMessageOf(error)!;
import type { ApiErrorBody } from '../../../src/contract/index';
import { segmentsOf } from '../../../src/screens/messages';
import { en, enApiErrors, enServerErrors, format } from '../../../src/i18n/en';
import { messages as de } from '../../../src/locales/de';
import { messages as ja } from '../../../src/locales/ja';

const body = (over: Partial<ApiErrorBody>): ApiErrorBody =>
  ({
    status_code: 400,
    error_type: 'unable_to_auth_magic_link',
    error_message: 'Magic link could not be authenticated.',
    error_url: 'https://stytch.com/docs/api/errors/400',
    request_id: 'request-id-test-1',
    ...over,
  }) as ApiErrorBody;

describe('what a person sees of an API error (issue 9, X2)', () => {
  it('keeps the server sentence as plain text when it has no link', () => {
    const ui = wordsOf(new ApiError(body({})));
    expect(ui).toEqual({ key: 'unable_to_auth_magic_link', text: 'Magic link could not be authenticated.', server: true });
    expect(segmentsOf(en, ui)).toEqual([{ text: 'Magic link could not be authenticated.' }]);
  });

  it('splits links to the provider in the client chunk, so the banner can render them as anchors', () => {
    const message = 'Try again. See https://stytch.com/docs/errors.';
    const ui = wordsOf(new ApiError(body({ error_message: message })));
    expect(segmentsOf(en, ui)).toEqual([
      { text: 'Try again. See ' },
      { text: 'https://stytch.com/docs/errors', href: 'https://stytch.com/docs/errors' },
      { text: '.' },
    ]);
  });

  it('leaves look-alike hosts and other schemes as text', () => {
    for (const message of ['See https://stytch.com.evil.example/x', 'See http://stytch.com/x', 'See https://evilstytch.com/x']) {
      const ui = wordsOf(new ApiError(body({ error_message: message })));
      expect(segmentsOf(en, ui)).toEqual([{ text: message }]);
    }
  });

  it('shows the catalogue sentence, never developer text, for a developer error type', () => {
    const ui = wordsOf(new ApiError(body({ error_type: 'invalid_argument', error_message: 'email_address is invalid, see https://stytch.com/docs' })));
    expect(segmentsOf(en, ui)).toEqual([{ text: en.somethingWrong }]);
  });

  // The emulator's own texts for these (emulator/validate/validate.ts, emulator/api/magicLinks.ts), word for word.
  const textOf = (over: Partial<ApiErrorBody>) => segmentsOf(en, wordsOf(new ApiError(body(over))))!.map((segment) => segment.text).join('');

  it("a server check of what the person typed shows the form's own sentence, not the server's", () => {
    expect(textOf({ error_type: 'invalid_email', error_message: 'email must be a valid email address of at most 254 characters' })).toBe('Invalid email address');
    expect(textOf({ error_type: 'invalid_phone_number', error_message: 'phone_number must be in E.164 format, e.g. +15555550123' })).toBe(
      'Invalid phone number, please try again.',
    );
    expect(textOf({ error_type: 'invalid_phone_number_country_code', error_message: 'phone_number has an unsupported country code' })).toBe(
      'Invalid phone number, please try again.',
    );
  });

  it.each([
    ['no_login_redirect_urls_set', 'No login_magic_link_url was given and the project has no default login redirect URL'],
    ['no_signup_redirect_urls_set', 'No signup_magic_link_url was given and the project has no default sign-up redirect URL'],
    ['no_reset_password_redirect_urls_set', 'No reset_password_redirect_url was given and the project has no default reset password redirect URL'],
    ['oauth_config_not_found', 'No OAuth config for this provider'],
    ['invalid_redirect_url', 'login_magic_link_url is not an allowed redirect URL for this project'],
    ['invalid_public_token', 'Unknown public token'],
    ['invalid_webauthn_domain', 'domain "x" is not a loopback host nor the host of an allowed origin of this project'],
  ] as const)('a setup error (%s) tells the person it is the site, not them', (error_type, error_message) => {
    expect(textOf({ error_type, error_message })).toBe(enApiErrors.notSetUp);
  });

  it('the raw error still carries the server text, for onError and the console', () => {
    const error = new ApiError(body({ error_type: 'invalid_email', error_message: 'email must be a valid email address of at most 254 characters' }));
    expect(error.message).toContain('[400] invalid_email');
    expect(error.message).toContain('email must be a valid email address of at most 254 characters');
    expect(error.error_message).toBe('email must be a valid email address of at most 254 characters');
  });

  it("the client chunk's sentences are plain sentences for people", () => {
    // A {count} placeholder is filled before a person reads it (tooManyRequests.test.ts).
    const texts = Object.values(enApiErrors).flatMap((text) => (typeof text === 'string' ? [text] : Object.values(text)));
    for (const text of texts) expect(format(text, { count: 30 })).toMatch(/^[A-Z][^_{}[\]]*\.$/);
  });

  it('every error type the emulator sends is either mapped or written for people', () => {
    const root = resolve(__dirname, '../../../emulator');
    // The backend API (emulator/backend/) answers a host's server, never the widget.
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.startsWith('backend/'));
    const sent = new Set(
      sources.flatMap((file) => [...readFileSync(join(root, file), 'utf8').matchAll(/(?:EmulatorError\(|assert\()[^;]*?\b\d{3},\s*'([a-z_]+)'/g)].map((match) => match[1]!)),
    );
    // The emulator's texts for these are sentences for the person (e.g. 'The email or password is incorrect.').
    const forPeople = [
      'email_not_found',
      'phone_number_not_found',
      'duplicate_email',
      'invalid_credentials',
      'weak_password',
      'breached_password',
      'reset_password',
      'unable_to_auth_magic_link',
      'otp_code_not_found',
      'session_not_found',
      'unauthorized_credentials',
      'no_user_password',
      'webauthn_registration_not_found',
      'duplicate_webauthn_registration',
      'oauth_token_not_found',
      'oauth_callback_not_found',
    ];
    // Sent only on the emulator's own pages (the stand-in OAuth provider's), never to the widget.
    // And the test hooks' own (fault injection, E7): a test that injects them reads the text it asked for.
    const onEmulatorPages = ['oauth_state_mismatch', 'injected_fault', 'fault_not_found', 'csrf_token_mismatch'];
    expect(sent.size).toBeGreaterThan(20);
    for (const type of sent) expect(type in PERSON_MESSAGE_OF || type in HEADLESS_PERSON_MESSAGE_OF || forPeople.includes(type) || onEmulatorPages.includes(type), type).toBe(true);
    // Another language shows a translation of each, never the server's English (issue 14).
    expect(forPeople.filter((type) => !Object.hasOwn(enServerErrors, type))).toEqual([]);
  });
});

describe('server errors in another language (issue 14)', () => {
  const shown = (over: Partial<ApiErrorBody>, messages: Parameters<typeof segmentsOf>[0], lang: string) =>
    segmentsOf(messages, wordsOf(new ApiError(body(over))), lang)!.map((segment) => segment.text).join('');

  it('a type the widget knows reads its translation, not the server English', () => {
    const wrongPassword = { status_code: 401, error_type: 'invalid_credentials', error_message: 'The email or password is incorrect.' } as const;
    expect(shown(wrongPassword, en, 'en')).toBe('The email or password is incorrect.');
    expect(shown(wrongPassword, de, 'de')).toBe(de.invalid_credentials);
    expect(shown(wrongPassword, ja, 'ja')).toBe(ja.invalid_credentials);
    expect(de.invalid_credentials).not.toBe(enServerErrors.invalid_credentials);
  });

  it('an unknown type reads the general sentence in the language, with no English mixed in', () => {
    const unknown = { error_type: 'some_new_type' as never, error_message: 'A brand new server sentence.' };
    expect(shown(unknown, en, 'en')).toBe('A brand new server sentence.');
    expect(shown(unknown, de, 'de')).toBe(de.somethingWrong);
  });

  it("a link in the server's English is not kept in another language", () => {
    const linked = { error_type: 'unable_to_auth_magic_link', error_message: 'Expired. See https://stytch.com/docs/errors.' } as const;
    expect(segmentsOf(de, wordsOf(new ApiError(body(linked))), 'de')).toEqual([{ text: de.unable_to_auth_magic_link }]);
  });

  it("the client chunk's own sentences come in the language (a 429 with its wait, a bad answer)", () => {
    const limited = new ApiError(body({ status_code: 429, error_type: 'too_many_requests', error_message: 'Slow down' }));
    limited.retryAfterMs = 3000;
    expect(segmentsOf(en, wordsOf(limited), 'en')![0]!.text).toBe('Too many attempts. Please try again in 3 seconds.');
    expect(segmentsOf(de, wordsOf(limited), 'de')![0]!.text).toBe('Zu viele Versuche. Bitte versuchen Sie es in 3 Sekunden erneut.');
    limited.retryAfterMs = 1000;
    expect(segmentsOf(de, wordsOf(limited), 'de')![0]!.text).toBe('Zu viele Versuche. Bitte versuchen Sie es in 1 Sekunde erneut.');
  });
});
