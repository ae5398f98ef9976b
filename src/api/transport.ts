import type { AntiFraudFields, AnyEndpointKey, AnyRequestOf, AnyResponseOf, ResponseMeta } from '../contract/index';
import { UNRECOVERABLE_ERROR_TYPES } from '../contract/index';
import { ApiError, InvalidJsonError, InvalidResponseError, NetworkError, SchemaError } from './errors';
import { base64Utf8 } from '../util/base64';

export interface TransportConfig {
  publicToken: string;
  /** The API origin, e.g. `http://localhost:9099`. */
  origin: string;
  fetch: typeof fetch;
  /** Read at each call from the cookie, since another tab may have changed it (docs/spec/api.md §2). */
  sessionToken(): string | undefined;
  /** The base64 `X-SDK-Client` header, new for each call. */
  telemetryHeader(): string;
  /** Fresh anti-fraud fields for calls that carry them; asked again (`retry`) for the captcha retry. */
  antiFraud(retry?: boolean): Promise<AntiFraudFields>;
  /**
   * Told of an unrecoverable error type with the session token the call carried, so the local
   * session is cleared unless a newer one has replaced it meanwhile.
   */
  onUnrecoverable(sentToken: string | undefined): void;
  /** Gives a failed call's error its words for a person (the client chunk's flows/errorMessages.ts). */
  describe?(error: unknown): void;
}

export interface CallOptions {
  /** Path parameters, substituted for `:name` segments (URL-encoded). */
  params?: Record<string, string>;
  /** The endpoint takes captcha_token and dfp_telemetry_id (`+cap` in docs/spec/api.md §3). */
  antiFraud?: boolean;
  signal?: AbortSignal;
  /** Headers of this endpoint's own (One Tap's callback marks itself). */
  headers?: Record<string, string>;
}

/**
 * A call to an SDK endpoint (under `/sdk/v1`, answered in `{data}`), or to one of the raw rows
 * outside it (a path starting `/v1/`, answered unwrapped: One Tap's, docs/spec/api.md §3).
 */
export type Call = <K extends AnyEndpointKey>(
  endpoint: K,
  body?: AnyRequestOf<K>,
  options?: CallOptions,
) => Promise<AnyResponseOf<K> & ResponseMeta>;

const CAPTCHA_REQUIRED = 'Captcha required';

/** The page's fetch, looked up at each call (a host may wrap it after we load). */
export const browserFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

/** The one place that talks HTTP to the provider: headers, the `{data}` envelope and every error branch. */
export function createTransport(config: TransportConfig): Call {
  const call = callOf(config);
  return (endpoint, body, options) =>
    call(endpoint, body, options).catch((error: unknown) => {
      config.describe?.(error);
      throw error;
    });
}

function callOf(config: TransportConfig): Call {
  return async function call(endpoint, body, options = {}) {
    const space = endpoint.indexOf(' ');
    const method = endpoint.slice(0, space);
    const path = endpoint
      .slice(space + 1)
      .replace(/:([a-z_]+)/g, (_, name: string) => encodeURIComponent(options.params?.[name] ?? ''));
    const raw = path.startsWith('/v1/');
    const url = `${config.origin}${raw ? '' : '/sdk/v1'}${path}`;

    let sentToken: string | undefined;
    const send = async (extra: AntiFraudFields) => {
      const payload = body === undefined && method === 'GET' ? undefined : JSON.stringify({ ...(body ?? {}), ...extra });
      sentToken = config.sessionToken() || undefined;
      const credentials = `${config.publicToken}:${sentToken ?? config.publicToken}`;
      try {
        return await config.fetch(url, {
          method,
          credentials: 'include',
          signal: options.signal,
          headers: {
            Authorization: `Basic ${base64Utf8(credentials)}`,
            'Content-Type': 'application/json',
            'X-SDK-Client': config.telemetryHeader(),
            'X-SDK-Parent-Host': globalThis.location?.origin ?? '',
            ...options.headers,
          },
          body: payload,
        });
      } catch (error) {
        if (options.signal?.aborted) throw error;
        throw new NetworkError();
      }
    };

    const extra = options.antiFraud ? await config.antiFraud() : {};
    let response = await send(extra);
    let text = await readText(response, options.signal);
    let parsed = parseJson(text);
    if (!response.ok && parsed === undefined && text.includes(CAPTCHA_REQUIRED)) {
      // One retry with fresh anti-fraud fields (docs/spec/api.md §2).
      response = await send(await config.antiFraud(true));
      text = await readText(response, options.signal);
      parsed = parseJson(text);
    }

    if (response.ok) {
      if (parsed === undefined) throw new InvalidJsonError();
      const data = raw ? parsed : (parsed as { data?: unknown }).data;
      if (data === null || typeof data !== 'object') throw new InvalidResponseError();
      return data as never;
    }
    if (parsed !== null && typeof parsed === 'object') {
      const errorBody = parsed as Record<string, unknown>;
      if ('body' in errorBody || 'params' in errorBody || 'query' in errorBody) throw new SchemaError(errorBody as never);
      if (typeof errorBody.error_type === 'string') {
        /* eslint-disable @typescript-eslint/no-base-to-string -- the provider sends these as strings; String() makes any other value text */
        const error = new ApiError({
          status_code: typeof errorBody.status_code === 'number' ? errorBody.status_code : response.status,
          request_id: String(errorBody.request_id ?? ''),
          error_type: errorBody.error_type as ApiError['error_type'],
          error_message: String(errorBody.error_message ?? ''),
          error_url: String(errorBody.error_url ?? ''),
          error_details: errorBody.error_details as Record<string, unknown> | undefined,
        });
        /* eslint-enable @typescript-eslint/no-base-to-string */
        error.retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), Date.now());
        if (UNRECOVERABLE_ERROR_TYPES.includes(error.error_type)) config.onUnrecoverable(sentToken);
        throw error;
      }
    }
    throw new InvalidResponseError(response.status);
  };
}

async function readText(response: Response, signal: AbortSignal | undefined): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError();
  }
}

/** `Retry-After` in ms: delta-seconds or an HTTP date (RFC 9110 §10.2.3); undefined when absent or malformed. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  const text = value?.trim() ?? '';
  if (/^\d{1,9}$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its month; V8 would read '-5' or '1.5' as dates too.
  const date = /[a-z]/i.test(text) ? Date.parse(text) : NaN;
  return Number.isFinite(date) ? Math.max(0, date - now) : undefined;
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
