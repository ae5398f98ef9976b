import type { ApiError } from '../api/errors';
import type { Messages } from '../i18n/en';
import type { TextSegment } from '../util/textLinks';

/**
 * A message for the user: a key the screens translate through `i18n/en.ts`, or text from the
 * server or an error, shown as text; `segments` mark the provider's links in the server's text
 * (api/errors.ts, X2).
 */
export type UiMessage = { key: UiMessageKey; text?: undefined; segments?: undefined } | { key?: undefined; text: string; segments?: TextSegment[] };

/** Any string of the widget (i18n/en.ts `Messages`). */
export type UiMessageKey = keyof Messages;

/**
 * What a person sees for an error: the provider's error_message when it was written for people,
 * the catalogue's text for our own errors (product-spec.md §8), else a plain sentence. Developer
 * details never show; they go to onError and the console (issue 9).
 */
export function messageOf(error: unknown): UiMessage {
  // By shape, not instanceof: the network client is a separate chunk with its own classes.
  return (error as Partial<ApiError> | null)?.ui ?? { key: 'somethingWrong' };
}
