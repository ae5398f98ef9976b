import type { ApiError } from '../api/errors';
import type { Messages } from '../i18n/en';
import type { TextSegment } from '../util/textLinks';

/**
 * A message for the user: a text of the widget by `key`, filled with `values` in the locale
 * (screens/messages.ts `textOf`), or English `text` from the server or an error. A message may
 * carry both: the client chunk's own texts are not in the main file's English, so they come with
 * their English `text`; and the server's words (`server`) show in English (docs/spec/product.md §8),
 * while another language shows the key's translation (issue 14). `segments` mark the provider's
 * links in the server's text (api/errors.ts, X2).
 */
export type UiMessage = ({ key: UiMessageKey; text?: string } | { key?: undefined; text: string }) & {
  values?: Record<string, string | number>;
  server?: boolean;
  segments?: TextSegment[];
  /** Not an error but news of what the person chose (a sign-in they cancelled): a neutral banner. */
  info?: boolean;
};

/** Any string of the widget (i18n/en.ts `Messages`). */
export type UiMessageKey = keyof Messages;

/**
 * What a person sees for an error: the provider's error_message when it was written for people,
 * the catalogue's text for our own errors (docs/spec/product.md §8), else a plain sentence. Developer
 * details never show; they go to onError and the console (issue 9).
 */
export function messageOf(error: unknown): UiMessage {
  // By shape, not instanceof: the network client is a separate chunk with its own classes.
  return (error as Partial<ApiError> | null)?.ui ?? { key: 'somethingWrong' };
}
