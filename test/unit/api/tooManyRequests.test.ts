// A 429 (docs/spec/security.md A5) reads as a sentence with the wait from Retry-After, never the raw error.
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../src/contract/index';
import { ApiError } from '../../../src/api/errors';
import { giveWords, personMessageOf, tooManyRequestsMessage } from '../../../src/flows/errorMessages';
import { createTransport } from '../../../src/api/transport';
import { enApiErrors } from '../../../src/i18n/en';
import { fakeFetch } from '../../support/fetch';

const body: ApiErrorBody = {
  status_code: 429,
  error_type: 'too_many_requests',
  error_message: 'Too many messages to this address; try again in 42 seconds',
  error_url: 'https://stytch.com/docs/api/errors/429#too_many_requests',
  request_id: 'request-id-test-429',
};

/** The English a person reads for a wait of `ms`. */
const waitText = (ms: number) => tooManyRequestsMessage(ms).text!.replace('Too many attempts. Please try again in ', '').slice(0, -1);

describe('the wait', () => {
  it('says whole seconds under a minute and whole minutes above, rounded up, never 0', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(1000)).toBe('1 second');
    expect(waitText(1001)).toBe('2 seconds');
    expect(waitText(30_000)).toBe('30 seconds');
    expect(waitText(59_000)).toBe('59 seconds');
    expect(waitText(59_001)).toBe('1 minute');
    expect(waitText(60_000)).toBe('1 minute');
    expect(waitText(61_000)).toBe('2 minutes');
    expect(waitText(120_000)).toBe('2 minutes');
    expect(waitText(3_600_000)).toBe('60 minutes');
  });

  it('carries its key and count, so another language says it with its own plural', () => {
    expect(tooManyRequestsMessage(30_000)).toMatchObject({ key: 'tooManyRequestsSeconds', values: { count: 30 } });
    expect(tooManyRequestsMessage(120_000)).toMatchObject({ key: 'tooManyRequestsMinutes', values: { count: 2 } });
  });
});

describe('the 429 sentence', () => {
  it('names the wait when Retry-After gave one', () => {
    expect(tooManyRequestsMessage(30_000).text).toBe('Too many attempts. Please try again in 30 seconds.');
    expect(tooManyRequestsMessage(120_000).text).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(tooManyRequestsMessage(60_000).text).toBe('Too many attempts. Please try again in 1 minute.');
  });

  it('falls back to the sentence without a wait when there is none (or it is 0)', () => {
    expect(tooManyRequestsMessage(undefined)).toEqual({ key: 'tooManyRequests', text: enApiErrors.tooManyRequests });
    expect(tooManyRequestsMessage(0)).toEqual({ key: 'tooManyRequests', text: enApiErrors.tooManyRequests });
    expect(tooManyRequestsMessage(Number.NaN)).toEqual({ key: 'tooManyRequests', text: enApiErrors.tooManyRequests });
  });

  it('an ApiError follows its retryAfterMs, and never shows the server text', () => {
    const error = new ApiError(body);
    expect(personMessageOf(error)).toEqual({ key: 'tooManyRequests', text: enApiErrors.tooManyRequests });
    error.retryAfterMs = 42_000;
    expect(error.retryAfterMs).toBe(42_000);
    expect(personMessageOf(error)!.text).toBe('Too many attempts. Please try again in 42 seconds.');
    error.retryAfterMs = undefined;
    expect(personMessageOf(error)).toEqual({ key: 'tooManyRequests', text: enApiErrors.tooManyRequests });
  });

  it('leaves other statuses alone when they carry Retry-After (a 503 keeps its own text)', () => {
    const error = new ApiError({ ...body, status_code: 503, error_type: 'service_unavailable', error_message: 'Down' });
    const before = personMessageOf(error);
    error.retryAfterMs = 5000;
    expect(personMessageOf(error)).toEqual(before);
  });

  it('the transport hands the widget the wait from the answer header, in the words the client chunk gives it', async () => {
    const { fetch } = fakeFetch(
      () => new Response(JSON.stringify(body), { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '90' } }),
    );
    const call = createTransport({
      publicToken: 'public-token-test-abc',
      origin: 'http://localhost:9099',
      fetch,
      sessionToken: () => undefined,
      telemetryHeader: () => 'telemetry-header',
      antiFraud: async () => ({}),
      onUnrecoverable: () => {},
      describe: giveWords,
    });
    const error = await call('GET /users/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).retryAfterMs).toBe(90_000);
    expect((error as ApiError).ui?.text).toBe('Too many attempts. Please try again in 2 minutes.');
  });
});
