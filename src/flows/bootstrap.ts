import { signal } from '@preact/signals';
import type { BootstrapState, ClientHandle } from '../session/clientHandle';

/**
 * The project's bootstrap as a signal that follows the client's: what arrives later (the
 * watermark, the password rules) re-renders the widget, and `loading` drives its floating
 * indicator. `stop` ends the subscription when the widget goes.
 */
export function watchBootstrap(client: ClientHandle) {
  const bootstrap = signal<BootstrapState>(client.bootstrap.peek() ?? { data: {}, loading: false });
  const stop = client.bootstrap.subscribe((value) => (bootstrap.value = value));
  return { bootstrap, stop };
}
