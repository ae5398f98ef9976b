import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError, InvalidJsonError, InvalidResponseError, NetworkError, SchemaError } from '../../../src/api/errors';
import { parseRetryAfter } from '../../../src/api/transport';
import { backoffDelay, retryDelay } from '../../../src/session/refreshPolicy';

const apiError = (status_code: number, error_type = 'internal_server_error', retryAfterMs?: number) => {
  const error = new ApiError({ status_code, error_type: error_type as never, error_message: '', error_url: '', request_id: 'r' });
  error.retryAfterMs = retryAfterMs;
  return error;
};
const abortError = () => Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });
const middle = () => 0.5;

describe('backoffDelay (S9)', () => {
  it('doubles from 2 s and stops doubling at 2^7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => backoffDelay(n, middle))).toEqual([
      2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000, 256000, 256000,
    ]);
  });

  it('stays within ±175 ms of the base for any random value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (n, r) => {
        const base = 2000 * 2 ** Math.min(n, 7);
        const delay = backoffDelay(n, () => r);
        return delay >= base - 175 && delay <= base + 175;
      }),
    );
  });

  it('spreads: the extremes of the random source reach both ends', () => {
    expect(backoffDelay(0, () => 0)).toBe(1825);
    expect(backoffDelay(0, () => 0.999999)).toBeCloseTo(2175, 0);
  });
});

describe('retryDelay (S8): which failures are retried', () => {
  it.each([
    ['a network failure', new NetworkError()],
    ['our own request timeout', abortError()],
    ['500', apiError(500)],
    ['502', apiError(502, 'bad_gateway')],
    ['503', apiError(503, 'service_unavailable')],
    ['429', apiError(429, 'too_many_requests')],
    ['a non-JSON 502 from a proxy', new InvalidResponseError(502)],
  ])('retries %s', (_, error) => {
    expect(retryDelay(error, 0, middle)).toBe(2000);
  });

  it.each([
    ['400', apiError(400, 'bad_request')],
    ['401 unauthorized_credentials', apiError(401, 'unauthorized_credentials')],
    ['404 session_not_found', apiError(404, 'session_not_found')],
    ['403', apiError(403, 'forbidden_host')],
    ['a schema error', new SchemaError({ body: [] } as never)],
    ['an unparseable 2xx', new InvalidJsonError()],
    ['a non-JSON answer of unknown status', new InvalidResponseError()],
    ['a non-JSON 404', new InvalidResponseError(404)],
    ['a plain Error', new Error('boom')],
    ['a thrown string', 'boom'],
    ['null', null],
  ])('does not retry %s', (_, error) => {
    expect(retryDelay(error, 0, middle)).toBeNull();
  });

  it('waits at least the Retry-After, never less than the backoff, and at most an hour', () => {
    expect(retryDelay(apiError(429, 'too_many_requests', 30_000), 0, middle)).toBe(30_000);
    expect(retryDelay(apiError(503, 'service_unavailable', 1_000), 2, middle)).toBe(8000);
    expect(retryDelay(apiError(429, 'too_many_requests', 10 ** 12), 0, middle)).toBe(3_600_000);
  });

  it('knows errors made by the client chunk’s classes, which are not this chunk’s (issue 38: the keeper is a chunk of its own)', () => {
    class OtherCopy extends Error {}
    const made = (name: string, fields: object = {}) => Object.assign(new OtherCopy(), { name, ...fields });
    expect(retryDelay(made('NetworkError'), 0, middle)).toBe(2000);
    expect(retryDelay(made('ApiError', { status_code: 503 }), 0, middle)).toBe(2000);
    expect(retryDelay(made('ApiError', { status_code: 429, retryAfterMs: 30_000 }), 0, middle)).toBe(30_000);
    expect(retryDelay(made('InvalidResponseError', { status: 502 }), 0, middle)).toBe(2000);
    expect(retryDelay(made('ApiError', { status_code: 404 }), 0, middle)).toBeNull();
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2030-01-01T00:00:00Z');
  it.each([
    ['120', 120_000],
    [' 0 ', 0],
    ['Tue, 01 Jan 2030 00:00:30 GMT', 30_000],
    ['Mon, 31 Dec 2029 23:00:00 GMT', 0],
    ['soon', undefined],
    ['-5', undefined],
    ['1.5', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %j', (value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });
});
