import type { ReactNode } from 'react';
import type { MainMessages, Messages } from '../i18n/en';
import type { Locale } from '../i18n/locale';
import type { WidgetEvent } from '../flows/config';
import type { ClientHandle } from '../session/clientHandle';

/** What mounting gives a widget (mount.tsx): the shared client, reporting, and its root. */
export interface Mounted {
  client: ClientHandle;
  emit(event: WidgetEvent): void;
  reportError(error: unknown): void;
  /** The strings of the widget's locale: English (the main file's), or a locale chunk's, all of them. */
  messages: MainMessages & Partial<Messages>;
  /** The language of `messages` (the root's `lang`), for what the provider sends. */
  locale: Locale;
  /** Renders into the widget's root, inside the style and screen-loader contexts. */
  show(view: ReactNode): void;
  /** The element the widget is mounted at (a shadow root's host, when it has one). */
  element: Element;
  /** Runs when the widget is unmounted or mounted again at the same element. */
  onDispose(dispose: () => void): void;
}
