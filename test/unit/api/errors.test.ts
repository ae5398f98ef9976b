import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import type { ApiErrorBody } from '../../../src/api/contract';
import { segmentsOf } from '../../../src/screens/messages';
import { en } from '../../../src/i18n/en';

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
    const { ui } = new ApiError(body({}));
    expect(ui).toEqual({ text: 'Magic link could not be authenticated.' });
    expect(segmentsOf(en, ui)).toEqual([{ text: 'Magic link could not be authenticated.' }]);
  });

  it('splits links to the provider in the client chunk, so the banner can render them as anchors', () => {
    const message = 'Try again. See https://stytch.com/docs/errors.';
    const { ui } = new ApiError(body({ error_message: message }));
    expect(segmentsOf(en, ui)).toEqual([
      { text: 'Try again. See ' },
      { text: 'https://stytch.com/docs/errors', href: 'https://stytch.com/docs/errors' },
      { text: '.' },
    ]);
  });

  it('leaves look-alike hosts and other schemes as text', () => {
    for (const message of ['See https://stytch.com.evil.example/x', 'See http://stytch.com/x', 'See https://evilstytch.com/x']) {
      const { ui } = new ApiError(body({ error_message: message }));
      expect(segmentsOf(en, ui)).toEqual([{ text: message }]);
    }
  });

  it('shows the catalogue sentence, never developer text, for a developer error type', () => {
    const { ui } = new ApiError(body({ error_type: 'invalid_argument', error_message: 'email_address is invalid, see https://stytch.com/docs' }));
    expect(segmentsOf(en, ui)).toEqual([{ text: en.somethingWrong }]);
  });
});
