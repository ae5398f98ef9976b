// What a person reads for each of the client's errors (issue 9): the provider's error_message
// when it was written for people, the catalogue's text for our own errors (docs/spec/product.md
// §8), else a plain sentence. In the client chunk only: its entry (clientChunk.ts) hands
// `giveWords` to the transport, so neither the main file nor api/ carries these texts.
import { ApiError, AuthWidgetError, InvalidJsonError, InvalidResponseError, NetworkError } from '../api/errors';
import type { ErrorType } from '../contract/index';
import { enApiErrors } from '../i18n/en';
import { formatText } from '../i18n/texts';
import { PROVIDER_HOST } from '../util/provider';
import { splitProviderLinks } from '../util/textLinks';
import type { UiMessage } from './messages';


const SOMETHING_WRONG: UiMessage = { key: 'somethingWrong' };
const NOT_SET_UP: UiMessage = { key: 'notSetUp', text: enApiErrors.notSetUp };
const INVALID_PHONE: UiMessage = { key: 'invalidPhone' };

/**
 * The error types whose server text is for developers, and what a person reads instead (issue 9).
 * Any other type shows the server's error_message (docs/spec/product.md §8).
 */
export const PERSON_MESSAGE_OF: { [type in ErrorType]?: UiMessage } = {
  // The server's check refused what the person typed: the form's own texts (docs/spec/product.md §5).
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
  // A limit (docs/spec/security.md A5); any 429 says this, with the wait when Retry-After gave one.
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
  // Issue 36's calls; an OAuth sign-in's return (authenticateFromUrl) may meet the attach token's.
  connected_app_not_found: SOMETHING_WRONG,
  invalid_oauth_attach_token: SOMETHING_WRONG,
  // The types only headless calls meet have their words in the headless chunk (headless/errorWords.ts).
};

/** What a person reads for a 429: the wait when the answer gave one (Retry-After), else a moment. */
export function tooManyRequestsMessage(retryAfterMs?: number): UiMessage {
  if (retryAfterMs === undefined || !(retryAfterMs > 0)) return { key: 'tooManyRequests', text: enApiErrors.tooManyRequests };
  // In whole seconds under a minute, else in whole minutes, rounded up: never too short.
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const [key, count] = seconds < 60 ? (['tooManyRequestsSeconds', seconds] as const) : (['tooManyRequestsMinutes', Math.ceil(seconds / 60)] as const);
  return { key, values: { count }, text: formatText(enApiErrors[key], { count }, 'en') };
}

/**
 * The server's sentence, shown as it is in English (docs/spec/product.md §8), with its segments when it
 * links to the provider; another language shows the type's translation (en.ts enServerErrors, its
 * keys are the types), or a general sentence for a type it has none for (screens/messages.ts).
 */
function serverMessage(type: ErrorType, text: string): UiMessage {
  const key: string = type;
  const segments = splitProviderLinks(text, PROVIDER_HOST);
  return segments.some((segment) => segment.href) ? { key, text, server: true, segments } : { key, text, server: true };
}


/** The person's words for one of the client's errors; undefined for an error of no known kind. */
export function personMessageOf(error: unknown): UiMessage | undefined {
  if (error instanceof ApiError) {
    if (error.status_code === 429) return tooManyRequestsMessage(error.retryAfterMs);
    return PERSON_MESSAGE_OF[error.error_type] ?? (error.error_message ? serverMessage(error.error_type, error.error_message) : SOMETHING_WRONG);
  }
  if (error instanceof NetworkError) return { key: 'networkError' };
  if (error instanceof InvalidJsonError) return { key: 'invalidJson', text: error.message };
  if (error instanceof InvalidResponseError) return { key: 'invalidResponse', text: error.message };
  return undefined;
}

/** Gives a client error its words, unless it has some (a product may have said its own). */
export function giveWords(error: unknown): void {
  if (error instanceof AuthWidgetError) error.ui ??= personMessageOf(error);
}
