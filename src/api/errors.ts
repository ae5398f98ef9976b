import { PROVIDER_HOST } from '../util/provider';
import { splitProviderLinks, type TextSegment } from '../util/textLinks';
import type { ApiErrorBody, ErrorType, SchemaErrorBody } from './contract';

/**
 * What a person is shown for an error: one of the main file's strings, or a sentence written for
 * people, with `segments` when it may hold links to the provider (X2: split here, in the client
 * chunk, where such text arrives, so the main file carries no link parser). The details
 * (`message`) go to onError and the console (issue 9).
 */
export type UserMessage =
  | { key: 'networkError' | 'somethingWrong'; text?: undefined }
  | { key?: undefined; text: string; segments?: TextSegment[] };

/**
 * The error types that describe our request or the project's setup, not anything the person did:
 * their messages are for developers.
 */
const DEVELOPER_ERROR_TYPE =
  /^(bad_request|invalid_(json|argument|public_token|redirect_url)|missing_argument|route_not_found|method_not_allowed|request_too_large|forbidden_host|origin_not_allowed|pkce_mismatch|internal_server_error)$/;

/** Every error the widget's client raises; `message` is the catalogue text (product-spec.md §8). */
export class AuthWidgetError extends Error {
  override name = 'AuthWidgetError';
  /** What the person sees; `message` may be for developers. */
  ui: UserMessage = { key: 'somethingWrong' };
}

export class NetworkError extends AuthWidgetError {
  override name = 'NetworkError';
  constructor() {
    super('Unable to contact our servers.');
    this.ui = { key: 'networkError' };
  }
}

export class InvalidJsonError extends AuthWidgetError {
  override name = 'InvalidJsonError';
  constructor() {
    super('Invalid JSON response from our servers.');
    this.ui = { text: this.message };
  }
}

export class InvalidResponseError extends AuthWidgetError {
  override name = 'InvalidResponseError';
  constructor() {
    super('Invalid or no response from server.');
    this.ui = { text: this.message };
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

/** The server's sentence, with its segments when it links to the provider. */
function withLinks(text: string): UserMessage {
  const segments = splitProviderLinks(text, PROVIDER_HOST);
  return segments.some((segment) => segment.href) ? { text, segments } : { text };
}

export class ApiError extends AuthWidgetError {
  override name = 'ApiError';
  readonly status_code: number;
  readonly error_type: ErrorType;
  readonly error_message: string;
  readonly error_url: string;
  readonly request_id: string;
  readonly error_details: Record<string, unknown> | undefined;
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
    this.ui =
      body.status_code === 429
        ? { text: 'Too many attempts. Please wait a moment and try again.' }
        : body.error_message && !DEVELOPER_ERROR_TYPE.test(body.error_type)
          ? withLinks(body.error_message)
          : { key: 'somethingWrong' };
  }
}
