import { describe, expect, it, vi } from 'vitest';
import type { AntiFraudFields } from '../../../src/contract/index';
import { ApiError } from '../../../src/api/errors';
import { createTelemetry } from '../../../src/api/telemetry';
import { createTransport, type TransportConfig } from '../../../src/api/transport';
import { safeStorage } from '../../../src/util/storage';
import { VERSION } from '../../../src/util/version';
import { decodeBase64Json, decodeBasic, fakeFetch, json, ok, text, type Responder } from '../../support/fetch';

const TOKEN = 'public-token-test-abc';
const ORIGIN = 'http://localhost:9099';

function setup(respond: Responder, overrides: Partial<TransportConfig> = {}) {
  const { fetch, calls } = fakeFetch(respond);
  let session: string | undefined;
  let captchas = 0;
  const antiFraud = vi.fn(async (): Promise<AntiFraudFields> => ({ captcha_token: `captcha-${++captchas}`, dfp_telemetry_id: `dfp-${captchas}` }));
  const onUnrecoverable = vi.fn();
  const call = createTransport({
    publicToken: TOKEN,
    origin: ORIGIN,
    fetch,
    sessionToken: () => session,
    telemetryHeader: () => 'telemetry-header',
    antiFraud,
    onUnrecoverable,
    ...overrides,
  });
  return { call, calls, antiFraud, onUnrecoverable, signIn: (token: string | undefined) => (session = token) };
}

const apiErrorBody = (status: number, type: string) => ({
  status_code: status,
  request_id: 'request-id-test-9',
  error_type: type,
  error_message: `Message for ${type}.`,
  error_url: `https://stytch.com/docs/api/errors/${status}#${type}`,
  error_details: { field: 'email' },
});

describe('request headers (docs/spec/api.md §2)', () => {
  it('sends Basic public_token:public_token without a session, then the session token read at each call', async () => {
    const { call, calls, signIn } = setup(() => ok({ user_id: 'user-1' }));
    await call('GET /users/me');
    signIn('session-token-1');
    await call('GET /users/me');
    signIn(undefined);
    await call('GET /users/me');
    expect(calls.map((c) => decodeBasic(c.headers.authorization!))).toEqual([
      `${TOKEN}:${TOKEN}`,
      `${TOKEN}:session-token-1`,
      `${TOKEN}:${TOKEN}`,
    ]);
  });

  it('sends JSON, the telemetry header, the parent host and credentials: include', async () => {
    const { call, calls } = setup(() => ok());
    await call('POST /sessions/authenticate', { session_duration_minutes: 30 });
    const [sent] = calls;
    expect(sent!.url).toBe(`${ORIGIN}/sdk/v1/sessions/authenticate`);
    expect(sent!.method).toBe('POST');
    expect(sent!.init.credentials).toBe('include');
    expect(sent!.headers['content-type']).toBe('application/json');
    expect(sent!.headers['x-sdk-client']).toBe('telemetry-header');
    expect(sent!.headers['x-sdk-parent-host']).toBe(location.origin);
    expect(sent!.headers['x-sdk-parent-host']).toBe('http://localhost:3000');
    expect(sent!.body).toEqual({ session_duration_minutes: 30 });
  });

  it('X-SDK-Client is base64 JSON with the §4 fields, new for each call', async () => {
    const telemetry = createTelemetry({
      publicToken: TOKEN,
      origin: ORIGIN,
      fetch: async () => ok(),
      storage: safeStorage(),
      version: VERSION,
      ids: () => ({ user_id: 'user-test-1', session_id: 'session-test-1' }),
    });
    const { call, calls } = setup(() => ok(), { telemetryHeader: telemetry.header });
    await call('GET /users/me');
    await call('GET /users/me');
    const [first, second] = calls.map((c) => decodeBase64Json(c.headers['x-sdk-client']!));
    expect(first).toEqual({
      event_id: expect.stringMatching(/^event-id-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      app_session_id: expect.stringMatching(/^app-session-id-[0-9a-f-]{36}$/),
      persistent_id: expect.stringMatching(/^persistent-id-[0-9a-f-]{36}$/),
      client_sent_at: expect.any(String),
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      stytch_user_id: 'user-test-1',
      stytch_session_id: 'session-test-1',
      app: { identifier: 'localhost' },
      sdk: { identifier: 'auth-widget', version: VERSION },
    });
    expect(new Date(first.client_sent_at).toISOString()).toBe(first.client_sent_at);
    expect(second.event_id).not.toBe(first.event_id);
    expect(second.app_session_id).toBe(first.app_session_id);
  });

  it('GET carries no body; POST without a body sends {}', async () => {
    const { call, calls } = setup(() => ok());
    await call('GET /users/me');
    await call('POST /sessions/revoke');
    expect(calls[0]!.init.body).toBeUndefined();
    expect(calls[1]!.init.body).toBe('{}');
  });

  it('URL-encodes path parameters', async () => {
    const { call, calls } = setup(() => ok());
    await call('GET /projects/bootstrap/:public_token', undefined, { params: { public_token: 'a/b?c#d é' } });
    await call('DELETE /users/emails/:email_id', undefined, { params: { email_id: '../../sessions/revoke' } });
    expect(calls[0]!.url).toBe(`${ORIGIN}/sdk/v1/projects/bootstrap/a%2Fb%3Fc%23d%20%C3%A9`);
    expect(calls[1]!.url).toBe(`${ORIGIN}/sdk/v1/users/emails/..%2F..%2Fsessions%2Frevoke`);
  });
});

describe('responses', () => {
  it('returns `data` from the envelope', async () => {
    const { call } = setup(() => ok({ method_id: 'email-test-1' }));
    await expect(call('POST /otps/email/login_or_create', { email: 'a@example.com', expiration_minutes: 5 })).resolves.toEqual({
      method_id: 'email-test-1',
      request_id: 'request-id-test-1',
      status_code: 200,
    });
  });

  it('a network failure is "Unable to contact our servers."', async () => {
    const { call } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(call('GET /users/me')).rejects.toThrow(/^Unable to contact our servers\.$/);
  });

  it('a body that cannot be read is a network failure too', async () => {
    const broken = { ok: true, status: 200, text: () => Promise.reject(new TypeError('stream reset')) } as unknown as Response;
    const { call } = setup(() => broken);
    await expect(call('GET /users/me')).rejects.toThrow('Unable to contact our servers.');
  });

  it.each([
    ['not JSON', 'Service is up!'],
    ['empty', ''],
    ['truncated', '{"data":{"user_id":'],
  ])('an unparseable 2xx (%s) is "Invalid JSON response from our servers."', async (_, body) => {
    const { call } = setup(() => text(200, body));
    await expect(call('GET /users/me')).rejects.toThrow(/^Invalid JSON response from our servers\.$/);
  });

  it.each([['{"user_id":"x"}'], ['{"data":null}'], ['{"data":"x"}'], ['[]']])('a 2xx without an object `data` (%s) is an invalid response', async (body) => {
    const { call } = setup(() => text(200, body));
    await expect(call('GET /users/me')).rejects.toThrow(/^Invalid or no response from server\.$/);
  });

  it.each([
    [502, '<html><body>Bad gateway</body></html>'],
    [500, ''],
    [404, '"not found"'],
    [400, '{"message":"no error_type here"}'],
  ])('a non-2xx without an API error body (%i %s) is "Invalid or no response from server."', async (status, body) => {
    const { call, onUnrecoverable } = setup(() => text(status, body));
    await expect(call('GET /users/me')).rejects.toThrow(/^Invalid or no response from server\.$/);
    expect(onUnrecoverable).not.toHaveBeenCalled();
  });

  it.each(['body', 'params', 'query'])('a schema error in `%s` is "Request does not match expected schema."', async (key) => {
    const details = [{ keyword: 'type', dataPath: '.email', schemaPath: '#/properties/email/type', message: 'should be string' }];
    const { call } = setup(() => json(400, { [key]: details }));
    const error = await call('GET /users/me').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Request does not match expected schema.');
    expect((error as { details: unknown }).details).toEqual({ [key]: details });
  });

  it('an API error carries status, type, message, url and request id, its message starting "[status] error_type"', async () => {
    const { call, calls } = setup(() => json(400, apiErrorBody(400, 'invalid_email')));
    const error = (await call('POST /otps/email/login_or_create', { email: 'x', expiration_minutes: 5 }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status_code: 400,
      error_type: 'invalid_email',
      error_message: 'Message for invalid_email.',
      error_url: 'https://stytch.com/docs/api/errors/400#invalid_email',
      request_id: 'request-id-test-9',
      error_details: { field: 'email' },
    });
    expect(error.message.split('\n')).toEqual([
      '[400] invalid_email',
      'Message for invalid_email.',
      'See https://stytch.com/docs/api/errors/400#invalid_email for more information.',
      'request_id: request-id-test-9',
    ]);
    expect(calls).toHaveLength(1);
  });

  it('takes the HTTP status when the error body has none', async () => {
    const { status_code: _, ...body } = apiErrorBody(429, 'too_many_requests');
    const { call } = setup(() => json(429, body));
    await expect(call('GET /users/me')).rejects.toMatchObject({ status_code: 429, message: expect.stringMatching(/^\[429\] too_many_requests\n/) });
  });
});

describe('unrecoverable errors (docs/spec/api.md §2)', () => {
  it.each(['unauthorized_credentials', 'user_unauthenticated', 'invalid_secret_authentication', 'session_not_found'])(
    '%s clears the local session once',
    async (type) => {
      const { call, onUnrecoverable } = setup(() => json(401, apiErrorBody(401, type)));
      await expect(call('GET /users/me')).rejects.toMatchObject({ error_type: type });
      expect(onUnrecoverable).toHaveBeenCalledTimes(1);
    },
  );

  // P5: error types are looked up in a list, never as keys of an object.
  it.each(['invalid_email', 'otp_code_not_found', 'invalid_session_token', 'constructor', '__proto__', 'toString', 'hasOwnProperty', ''])(
    '%j does not',
    async (type) => {
      const { call, onUnrecoverable } = setup(() => json(401, apiErrorBody(401, type)));
      await expect(call('GET /users/me')).rejects.toMatchObject({ error_type: type });
      expect(onUnrecoverable).not.toHaveBeenCalled();
    },
  );
});

describe('captcha retry', () => {
  it("retries 'Captcha required' exactly once, with fresh anti-fraud fields", async () => {
    const { call, calls, antiFraud } = setup((_, index) => (index === 0 ? text(403, 'Captcha required') : ok({ method_id: 'email-1' })));
    const data = await call('POST /otps/email/login_or_create', { email: 'a@example.com', expiration_minutes: 5 }, { antiFraud: true });
    expect(data.method_id).toBe('email-1');
    expect(calls).toHaveLength(2);
    expect(antiFraud).toHaveBeenCalledTimes(2);
    expect(calls[0]!.body).toEqual({ email: 'a@example.com', expiration_minutes: 5, captcha_token: 'captcha-1', dfp_telemetry_id: 'dfp-1' });
    expect(calls[1]!.body).toEqual({ email: 'a@example.com', expiration_minutes: 5, captcha_token: 'captcha-2', dfp_telemetry_id: 'dfp-2' });
  });

  it('does not retry a second time', async () => {
    const { call, calls } = setup(() => text(403, 'Error: Captcha required for this request'));
    await expect(call('POST /magic_links/email/login_or_create', { email: 'a@example.com' }, { antiFraud: true })).rejects.toThrow(
      'Invalid or no response from server.',
    );
    expect(calls).toHaveLength(2);
  });

  it('sends no anti-fraud fields to endpoints that do not take them, and does not retry other errors', async () => {
    const { call, calls, antiFraud } = setup(() => text(503, 'Service unavailable'));
    await expect(call('POST /sessions/authenticate', {})).rejects.toThrow('Invalid or no response from server.');
    expect(calls).toHaveLength(1);
    expect(antiFraud).not.toHaveBeenCalled();
    expect(calls[0]!.body).toEqual({});
  });
});

describe('abort', () => {
  it('an aborted signal rethrows the abort, not a network error', async () => {
    const { call } = setup(
      (sent) =>
        new Promise<Response>((_, reject) => {
          const signal = sent.init.signal!;
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    const controller = new AbortController();
    const pending = call('GET /users/me', undefined, { signal: controller.signal });
    const reason = new DOMException('The user left', 'AbortError');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });

  it('an abort while the body is read rethrows the abort too', async () => {
    const controller = new AbortController();
    const reason = new DOMException('The user left', 'AbortError');
    const { call } = setup(() => {
      const response = new Response('{"data":{}}', { status: 200 });
      Object.defineProperty(response, 'text', {
        value: () => {
          controller.abort(reason);
          return Promise.reject(reason);
        },
      });
      return response;
    });
    await expect(call('GET /users/me', undefined, { signal: controller.signal })).rejects.toBe(reason);
  });
});
