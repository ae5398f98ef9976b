// The client's errors, as stable codes: the provider's error_type and status, or the SDK's own
// error (docs/spec/product.md §8). What a person reads for each is the layer above's to say
// (flows/errorMessages.ts, which the client chunk hands the transport as `describe`).
import type { ApiErrorBody, ErrorType, SchemaErrorBody } from '../contract/index';
import { INVALID_JSON, INVALID_RESPONSE, NETWORK_ERROR } from '../contract/sdkErrors';
import type { TextSegment } from '../util/textLinks';

// The same shape as flows/messages.ts `UiMessage`; `segments`: docs/spec/security.md X2.
/**
 * What a person is shown for an error: a text of the widget by `key`, with its English beside it
 * when only the client chunk has that English; or the server's sentence (`server`), with
 * `segments` when it links to the provider.
 */
export type PersonMessage = ({ key: string; text?: string } | { key?: undefined; text: string }) & {
  values?: Record<string, string | number>;
  server?: boolean;
  segments?: TextSegment[];
};

// The catalogue: docs/spec/product.md §8.
/** Every error the widget's client raises; `message` is the error catalogue's text. */
export class AuthWidgetError extends Error {
  override name = 'AuthWidgetError';
  /** What the person sees, once the layer above has said it; `message` may be for developers. */
  ui?: PersonMessage;
}

export class NetworkError extends AuthWidgetError {
  override name = 'NetworkError';
  constructor() {
    super(NETWORK_ERROR);
  }
}

export class InvalidJsonError extends AuthWidgetError {
  override name = 'InvalidJsonError';
  constructor() {
    super(INVALID_JSON);
  }
}

export class InvalidResponseError extends AuthWidgetError {
  override name = 'InvalidResponseError';
  /** The HTTP status of a non-JSON error answer (a proxy's 502 page), so a refresh knows to retry. */
  constructor(readonly status?: number) {
    super(INVALID_RESPONSE);
  }
}

export class SchemaError extends AuthWidgetError {
  override name = 'SchemaError';
  constructor(readonly details: SchemaErrorBody) {
    super('Request does not match expected schema.');
  }
}

/** A wrong argument from host code: 'Invalid call to X' plus what was wrong. */
export class UsageError extends AuthWidgetError {
  override name = 'UsageError';
  constructor(call: string, detail: string) {
    super(`Invalid call to ${call}\n${detail}`);
  }
}

export class ApiError extends AuthWidgetError {
  override name = 'ApiError';
  readonly status_code: number;
  readonly error_type: ErrorType;
  readonly error_message: string;
  readonly error_url: string;
  readonly request_id: string;
  readonly error_details: Record<string, unknown> | undefined;
  // docs/spec/security.md S8.
  /** The answer's `Retry-After`, in ms, when it had one; a 429's sentence then says the wait. */
  retryAfterMs: number | undefined;
  constructor(body: ApiErrorBody) {
    super(
      `[${body.status_code}] ${body.error_type}\n${body.error_message}\nSee ${body.error_url} for more information.\nrequest_id: ${body.request_id}`,
    );
    this.status_code = body.status_code;
    this.error_type = body.error_type;
    this.error_message = body.error_message;
    this.error_url = body.error_url;
    this.request_id = body.request_id;
    this.error_details = body.error_details;
  }
}
