import { createContext, useContext } from 'react';
import type { UiMessage } from '../flows/messages';
import { en, type Messages } from '../i18n/en';
import { PROVIDER_HOST } from '../util/provider';
import { splitProviderLinks, type TextSegment } from '../util/textLinks';

/** The widget's strings; a locale other than English is provided here. */
export const MessagesContext = createContext<Messages>(en);
export const useMessages = () => useContext(MessagesContext);

export function textOf(messages: Messages, message: UiMessage): string {
  return message.key ? messages[message.key] : message.text;
}

/** A message as text segments, links to the provider's host made clickable (X2). */
export function segmentsOf(messages: Messages, message: UiMessage | null): TextSegment[] | null {
  return message ? splitProviderLinks(textOf(messages, message), PROVIDER_HOST) : null;
}
