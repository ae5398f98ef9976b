import { createContext, useContext } from 'react';
import type { UiMessage } from '../flows/messages';
import { en, type MainMessages, type Messages } from '../i18n/en';
import { formatText, type Texts } from '../i18n/texts';
import { StyleContext } from '../ui/StyleContext';
import type { TextSegment } from '../util/textLinks';

/** The widget's strings; a locale provides all of `Messages` here, English provides the main file's. */
export const MessagesContext = createContext<MainMessages & Partial<Messages>>(en);

/** The strings for a screen; a lazy group's screen passes its own English strings as defaults. */
export function useMessages(): MainMessages;
export function useMessages<G extends Partial<Messages>>(group: G): MainMessages & Texts<G>;
export function useMessages(group?: Partial<Messages>): MainMessages & Partial<Messages>;
export function useMessages(group?: Partial<Messages>) {
  const messages = useContext(MessagesContext);
  return group ? { ...group, ...messages } : messages;
}

/** The language this widget speaks (its root's `lang`), for plurals and numbers. */
export const useLang = () => useContext(StyleContext).lang ?? 'en';

/**
 * A message in `lang`: the key's text, filled; but the server's own words in English (docs/spec/product.md
 * §8), else their type's translation or a general sentence; and the English beside a key this
 * widget's English does not carry (the client chunk's).
 */
export function textOf(messages: Partial<Messages>, message: UiMessage, lang = 'en'): string {
  const own = message.key !== undefined ? messages[message.key] : undefined;
  if (message.text !== undefined && (message.server ? lang === 'en' : own === undefined)) return message.text;
  const text = own ?? (message.server ? messages.somethingWrong : undefined);
  return text === undefined ? String(message.key) : formatText(text, message.values ?? {}, lang);
}

/**
 * A message as text segments: the server's text with its links to the provider's host made
 * clickable where the client split it (X2), any other message as plain text.
 */
export function segmentsOf(messages: Partial<Messages>, message: UiMessage | null, lang = 'en'): TextSegment[] | null {
  if (!message) return null;
  const text = textOf(messages, message, lang);
  return message.segments && text === message.text ? message.segments : [{ text }];
}
