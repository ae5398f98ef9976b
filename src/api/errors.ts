import type { ApiErrorBody, ErrorType, SchemaErrorBody } from './contract';

/** Every error the widget's client raises; `message` is the catalogue text (product-spec.md §8). */
export class AuthWidgetError extends Error {
  override name = 'AuthWidgetError';
}

export class NetworkError extends AuthWidgetError {
  override name = 'NetworkError';
  constructor() {
    super('Unable to contact our servers.');
  }
}

export class InvalidJsonError extends AuthWidgetError {
  override name = 'InvalidJsonError';
  constructor() {
    super('Invalid JSON response from our servers.');
  }
}

export class InvalidResponseError extends AuthWidgetError {
  override name = 'InvalidResponseError';
  constructor() {
    super('Invalid or no response from server.');
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
