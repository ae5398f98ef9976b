// What failed passkey requests show, shared by passkey login (products/passkeys) and the
// passkey-registration widget.
import { isAlreadyRegistered, isOwnAbort } from '../util/webauthnErrors';
import type { UiMessageKey } from './messages';

/** What a failed passkey login shows (W3): nothing for our own abort, else the spec's texts (§8). */
export function loginFailureOf(error: unknown): UiMessageKey | null {
  if (isOwnAbort(error)) return null;
  return (error as { error_type?: unknown } | null)?.error_type === 'webauthn_registration_not_found' ? 'passkeyNotFound' : 'passkeyUnknownError';
}

/** What a failed passkey creation shows (W3): nothing for our own abort, else the spec's texts (§8). */
export function registrationFailureOf(error: unknown): UiMessageKey | null {
  if (isOwnAbort(error)) return null;
  return isAlreadyRegistered(error) ? 'passkeyAlreadyRegistered' : 'passkeyNotCreated';
}
