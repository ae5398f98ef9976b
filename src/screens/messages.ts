import { createContext, useContext } from 'react';
import type { UiMessage } from '../flows/messages';
import { en, type MainMessages, type Messages } from '../i18n/en';
import type { TextSegment } from '../util/textLinks';

/** The widget's strings; a locale provides all of `Messages` here, English provides the main file's. */
export const MessagesContext = createContext<MainMessages & Partial<Messages>>(en);

/** The strings for a screen; a lazy group's screen passes its own English strings as defaults. */
export function useMessages(): MainMessages;
export function useMessages<G extends Partial<Messages>>(group: G): MainMessages & G;
export function useMessages(group?: Partial<Messages>): MainMessages & Partial<Messages>;
export function useMessages(group?: Partial<Messages>) {
  const messages = useContext(MessagesContext);
  return group ? { ...group, ...messages } : messages;
}

export function textOf(messages: Partial<Messages>, message: UiMessage): string {
  return message.key !== undefined ? (messages[message.key] ?? message.key) : message.text;
}

/**
 * A message as text segments: the server's text with its links to the provider's host made
 * clickable where the client split it (X2), any other message as plain text.
 */
export function segmentsOf(messages: Partial<Messages>, message: UiMessage | null): TextSegment[] | null {
  return message ? (message.segments ?? [{ text: textOf(messages, message) }]) : null;
}
