// What a person reads for the error types that only the headless client's calls meet (issues 17
// and 36): here, not in the client chunk's table (flows/errorMessages.ts), which every sign-in
// downloads. A host's own screens branch on error_type; `ui` is for a host that shows ours.
import type { ErrorType } from '../contract/index';
import { enApiErrors } from '../i18n/en';

const SOMETHING_WRONG = { key: 'somethingWrong' };
const NOT_SET_UP = { key: 'notSetUp', text: enApiErrors.notSetUp };

/** The server's text for these is for developers: what a person reads instead. */
export const HEADLESS_PERSON_MESSAGE_OF: { [type in ErrorType]?: { key: string; text?: string } } = {
  // Issue 17's calls: TOTP, recovery codes, impersonation, factor deletion, B2B.
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
  session_too_old_to_reset_password: SOMETHING_WRONG,
  // Issue 36's calls.
  trusted_token_profile_not_found: NOT_SET_UP,
  invalid_oauth_provider: NOT_SET_UP,
  invalid_trusted_auth_token: SOMETHING_WRONG,
  jwt_invalid_issuer: SOMETHING_WRONG,
  jwt_invalid_audience: SOMETHING_WRONG,
  jwt_invalid_claims: SOMETHING_WRONG,
  user_not_found: SOMETHING_WRONG,
  idp_access_token_not_found: SOMETHING_WRONG,
  idp_access_token_expired: SOMETHING_WRONG,
  oauth_access_token_exchange_missing_full_access: SOMETHING_WRONG,
};

/**
 * Gives a failed headless call's error its person's words when its type is one of these. The
 * client chunk's transport has given it the server's sentence already (its table lacks these
 * types); a 429 keeps its 'Too many attempts' whatever its type. Duck-typed: the client chunk's
 * ApiError is not this chunk's class.
 */
export function giveHeadlessWords(error: unknown): void {
  const { error_type: type, status_code: status } = (error ?? {}) as { error_type?: unknown; status_code?: unknown };
  const words = typeof type === 'string' && status !== 429 ? HEADLESS_PERSON_MESSAGE_OF[type as ErrorType] : undefined;
  if (words) (error as { ui?: object }).ui = words;
}
