import type { ApiError } from '../api/errors';

/**
 * A message for the user: a key the screens translate through `i18n/en.ts`, or text from the
 * server or an error, shown as text.
 */
export type UiMessage = { key: UiMessageKey; text?: undefined } | { key?: undefined; text: string };

export type UiMessageKey =
  | 'invalidEmailAddress'
  | 'invalidEmailOtp'
  | 'invalidPhone'
  | 'invalidPasscode'
  | 'configPasskeysAlone'
  | 'configEmlAndEmailOtp'
  | 'codeResent'
  | 'emailResent'
  | 'passkeyNotFound'
  | 'passkeyUnknownError'
  | 'passkeyAlreadyRegistered'
  | 'passkeyNotCreated';

/** API errors show their error_message; anything else shows its message (product-spec.md §8). */
export function messageOf(error: unknown): UiMessage {
  // By shape, not instanceof: the network client is a separate chunk with its own classes.
  const api = error as Partial<ApiError> | null;
  if (typeof api?.error_type === 'string' && api.error_message) return { text: api.error_message };
  return { text: error instanceof Error ? error.message : String(error) };
}
