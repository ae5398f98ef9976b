import type { ApiError } from '../api/errors';
import type { Messages } from '../i18n/en';

/**
 * A message for the user: a key the screens translate through `i18n/en.ts`, or text from the
 * server or an error, shown as text.
 */
export type UiMessage = { key: UiMessageKey; text?: undefined } | { key?: undefined; text: string };

/** Any string of the widget (i18n/en.ts `Messages`). */
export type UiMessageKey = keyof Messages;

/** API errors show their error_message; anything else shows its message (product-spec.md §8). */
export function messageOf(error: unknown): UiMessage {
  // By shape, not instanceof: the network client is a separate chunk with its own classes.
  const api = error as Partial<ApiError> | null;
  if (typeof api?.error_type === 'string' && api.error_message) return { text: api.error_message };
  return { text: error instanceof Error ? error.message : String(error) };
}
