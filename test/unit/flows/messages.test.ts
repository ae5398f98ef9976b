import { described } from '../../support/described';
import { describe, expect, it } from 'vitest';
import { ApiError, InvalidResponseError, NetworkError, SchemaError, UsageError } from '../../../src/api/errors';
import { messageOf } from '../../../src/flows/messages';
import { en } from '../../../src/i18n/en';
import { shown } from '../../support/shown';

const api = (status_code: number, error_type: string, error_message: string) =>
  described(new ApiError({ status_code, request_id: 'request-id-1', error_type: error_type as never, error_message, error_url: 'https://stytch.com/docs/api/errors' }));

describe('messageOf: what a person sees for an error (issue 9)', () => {
  it("shows the provider's message when it was written for people", () => {
    expect(shown(messageOf(api(404, 'email_not_found', 'No user has this email address.')))).toBe('No user has this email address.');
    expect(shown(messageOf(api(401, 'unauthorized_credentials', 'Email or password is incorrect.')))).toBe('Email or password is incorrect.');
  });

  it('never shows developer text: an empty message, request-shape and setup errors, server errors', () => {
    expect(messageOf(api(404, 'email_not_found', ''))).toEqual({ key: 'somethingWrong' });
    for (const type of ['invalid_argument', 'bad_request', 'missing_argument', 'route_not_found', 'request_too_large', 'pkce_mismatch', 'internal_server_error']) {
      expect(messageOf(api(400, type, 'token must be a string of 6 digits'))).toEqual({ key: 'somethingWrong' });
    }
    for (const type of ['invalid_public_token', 'no_login_redirect_urls_set', 'no_signup_redirect_urls_set']) {
      expect(shown(messageOf(api(400, type, 'No login_magic_link_url was given')))).toBe("Sign-in is not set up correctly on this site. Please contact the site's support.");
    }
  });

  it('too many requests, with or without a message, says to wait', () => {
    const expected = 'Too many attempts. Please wait a moment and try again.';
    expect(shown(messageOf(api(429, 'too_many_requests', '')))).toBe(expected);
    expect(shown(messageOf(api(429, 'too_many_requests', 'Too many requests have been made.')))).toBe(expected);
  });

  it("the client's own errors show the catalogue's sentences (docs/spec/product.md §8), or a plain one", () => {
    expect(messageOf(described(new NetworkError()))).toEqual({ key: 'networkError' });
    expect(shown(messageOf(described(new InvalidResponseError())))).toBe('Invalid or no response from server.');
    expect(messageOf(described(new SchemaError({ body: [] } as never)))).toEqual({ key: 'somethingWrong' });
    expect(messageOf(described(new UsageError('mountLogin', 'config.products must be an array')))).toEqual({ key: 'somethingWrong' });
  });

  it('anything else, a bug included, is a plain sentence; its details stay in the error', () => {
    expect(messageOf(new TypeError("Cannot read properties of undefined (reading 'x')"))).toEqual({ key: 'somethingWrong' });
    expect(messageOf('a string')).toEqual({ key: 'somethingWrong' });
    expect(messageOf(null)).toEqual({ key: 'somethingWrong' });
    // Its key is one of the main file's strings, so Main can show it before any chunk loads.
    expect(en.somethingWrong).toBe('Something went wrong. Please try again.');
    expect(en.networkError).toBe('Unable to contact our servers.');
  });

  it('the developer details stay on the error, for onError and the console', () => {
    const error = api(429, 'too_many_requests', '');
    expect(error.message).toContain('[429] too_many_requests');
    expect(error.message).toContain('request_id: request-id-1');
  });
});
