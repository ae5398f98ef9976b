import { enApiErrors, type Messages } from '../i18n/en';
import { formatText } from '../i18n/texts';
import { PROVIDER_HOST } from '../util/provider';
import { splitProviderLinks, type TextSegment } from '../util/textLinks';
import type { ApiErrorBody, ErrorType, SchemaErrorBody } from '../contract/index';

/**
 * What a person is shown for an error: a text of the widget, with its English beside it when only
 * the client chunk has that English; or the server's sentence (`server`), with `segments` when it
 * may hold links to the provider (X2: split here, in the client chunk, where such text arrives, so
 * the main file carries no link parser). The details (`message`) go to onError and the console
 * (issue 9). The same shape as flows/messages.ts `UiMessage`, which the screens render.
 */
export type UserMessage = ({ key: keyof Messages; text?: string } | { key?: undefined; text: string }) & {
  values?: Record<string, string | number>;
  server?: boolean;
  segments?: TextSegment[];
};

const SOMETHING_WRONG: UserMessage = { key: 'somethingWrong' };
const NOT_SET_UP: UserMessage = { key: 'notSetUp', text: enApiErrors.notSetUp };
const INVALID_PHONE: UserMessage = { key: 'invalidPhone' };

/**
 * The error types whose server text is for developers, and what a person reads instead (issue 9).
 * Any other type shows the server's error_message (product-spec.md §8).
 */
export const PERSON_MESSAGE_OF: { [type in ErrorType]?: UserMessage } = {
  // The server's check refused what the person typed: the form's own texts (product-spec.md §5).
  invalid_email: { key: 'invalidEmailAddress' },
  invalid_phone_number: INVALID_PHONE,
  invalid_phone_number_country_code: INVALID_PHONE,
  // The project's setup: nothing the person can change.
  no_login_redirect_urls_set: NOT_SET_UP,
  no_signup_redirect_urls_set: NOT_SET_UP,
  no_reset_password_redirect_urls_set: NOT_SET_UP,
  oauth_config_not_found: NOT_SET_UP,
  // Google One Tap's setup; the One Tap control says more to a test project's developer.
  origin_not_allowed_for_client: NOT_SET_UP,
  invalid_client: NOT_SET_UP,
  default_provider_not_allowed: NOT_SET_UP,
  invalid_redirect_url: NOT_SET_UP,
  invalid_public_token: NOT_SET_UP,
  origin_not_allowed: NOT_SET_UP,
  forbidden_host: NOT_SET_UP,
  invalid_webauthn_domain: NOT_SET_UP,
  webauthn_origin_not_allowed: NOT_SET_UP,
  // A limit (SECURITY.md A5); any 429 says this, with the wait when Retry-After gave one.
  too_many_requests: { key: 'tooManyRequests', text: enApiErrors.tooManyRequests },
  // Our request's shape, or the server itself.
  bad_request: SOMETHING_WRONG,
  invalid_json: SOMETHING_WRONG,
  invalid_argument: SOMETHING_WRONG,
  missing_argument: SOMETHING_WRONG,
  route_not_found: SOMETHING_WRONG,
  method_not_allowed: SOMETHING_WRONG,
  request_too_large: SOMETHING_WRONG,
  pkce_mismatch: SOMETHING_WRONG,
  webauthn_challenge_not_found: SOMETHING_WRONG,
  webauthn_verification_failed: SOMETHING_WRONG,
  invalid_id_token: SOMETHING_WRONG,
  internal_server_error: SOMETHING_WRONG,
  service_unavailable: SOMETHING_WRONG,
  // Issue 17's headless calls, which no screen makes yet: a host's own screens branch on error_type.
  organization_not_found: NOT_SET_UP,
  totp_not_found: SOMETHING_WRONG,
  invalid_totp_code: SOMETHING_WRONG,
  totp_code_already_authenticated: SOMETHING_WRONG,
  expired_totp: SOMETHING_WRONG,
  active_totp_exists: SOMETHING_WRONG,
  invalid_recovery_code: SOMETHING_WRONG,
  no_active_recovery_code_backed_factor: SOMETHING_WRONG,
  invalid_token: SOMETHING_WRONG,
  oauth_user_registration_not_found: SOMETHING_WRONG,
  biometric_registration_not_found: SOMETHING_WRONG,
  cannot_delete_last_primary_factor: SOMETHING_WRONG,
};

/** Every error the widget's client raises; `message` is the catalogue text (product-spec.md §8). */
export class AuthWidgetError extends Error {
  override name = 'AuthWidgetError';
  /** What the person sees; `message` may be for developers. */
  ui: UserMessage = SOMETHING_WRONG;
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
    super(enApiErrors.invalidJson);
    this.ui = { key: 'invalidJson', text: this.message };
  }
}

export class InvalidResponseError extends AuthWidgetError {
  override name = 'InvalidResponseError';
  /** The HTTP status of a non-JSON error answer (a proxy's 502 page), so a refresh knows to retry. */
  constructor(readonly status?: number) {
    super(enApiErrors.invalidResponse);
    this.ui = { key: 'invalidResponse', text: this.message };
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

/** What a person reads for a 429: the wait when the answer gave one (Retry-After), else a moment. */
export function tooManyRequestsMessage(retryAfterMs?: number): UserMessage {
  if (retryAfterMs === undefined || !(retryAfterMs > 0)) return { key: 'tooManyRequests', text: enApiErrors.tooManyRequests };
  // In whole seconds under a minute, else in whole minutes, rounded up: never too short.
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const [key, count] = seconds < 60 ? (['tooManyRequestsSeconds', seconds] as const) : (['tooManyRequestsMinutes', Math.ceil(seconds / 60)] as const);
  return { key, values: { count }, text: formatText(enApiErrors[key], { count }, 'en') };
}

/**
 * The server's sentence, shown as it is in English (product-spec.md §8), with its segments when it
 * links to the provider; another language shows the type's translation (en.ts enServerErrors, its
 * keys are the types), or a general sentence for a type it has none for (screens/messages.ts).
 */
function serverMessage(type: ErrorType, text: string): UserMessage {
  const key = type as keyof Messages;
  const segments = splitProviderLinks(text, PROVIDER_HOST);
  return segments.some((segment) => segment.href) ? { key, text, server: true, segments } : { key, text, server: true };
}

export class ApiError extends AuthWidgetError {
  override name = 'ApiError';
  readonly status_code: number;
  readonly error_type: ErrorType;
  readonly error_message: string;
  readonly error_url: string;
  readonly request_id: string;
  readonly error_details: Record<string, unknown> | undefined;
  private waitMs: number | undefined;
  /** The answer's `Retry-After`, in ms, when it had one (S8); a 429's sentence then says the wait. */
  get retryAfterMs(): number | undefined {
    return this.waitMs;
  }
  set retryAfterMs(ms: number | undefined) {
    this.waitMs = ms;
    if (this.status_code === 429) this.ui = tooManyRequestsMessage(ms);
  }
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
        ? tooManyRequestsMessage()
        : (PERSON_MESSAGE_OF[body.error_type] ?? (body.error_message ? serverMessage(body.error_type, body.error_message) : SOMETHING_WRONG));
  }
}
