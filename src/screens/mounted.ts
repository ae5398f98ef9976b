import type { ReactNode } from 'react';
import type { WidgetEvent } from '../options';
import type { ClientHandle } from '../session/clientHandle';

/** What mounting gives a widget (mount.tsx): the shared client, reporting, and its root. */
export interface Mounted {
  client: ClientHandle;
  emit(event: WidgetEvent): void;
  reportError(error: unknown): void;
  /** Renders into the widget's root, inside the style and screen-loader contexts. */
  show(view: ReactNode): void;
  /** Runs when the widget is unmounted or mounted again at the same element. */
  onDispose(dispose: () => void): void;
}
