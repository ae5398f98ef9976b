// `AuthWidget.client()`: the shared client for host code, without a widget (mount.tsx shares it
// with the widgets through sharedClient).
import type { AuthWidgetClient } from './options';
import { loadChunk, loadHeadless } from './chunkTable';
import type { LoadClient } from './session/clientHandle';
import { sharedClient } from './session/sharedClients';
import { afterFirstPaint } from './loading/schedule';
import { validateClientOptions } from './validateOptions';

/** The network client's factory, from its chunk (loaded after the first paint), with the loader it fetches the session keeper with. */
export const loadClient: LoadClient = () => loadChunk('client').then((chunk) => (options, shared) => chunk.createAuthClient(options, shared, loadChunk));

/**
 * The shared client for host code: session and user, changes, logout, URL tokens, and the
 * provider-named headless methods (`HeadlessClient`). Its network part loads after the
 * first paint, to keep the session fresh and in step with other tabs, and to restore one this page
 * knows only by its cookie. The headless methods are the `headless` chunk, fetched at the first
 * call: here the client is a forwarder (a Proxy, so the namespaces' names cost the main file no
 * bytes) whose any other name, nested too (otps.sms.loginOrCreate), is a function that loads the
 * chunk and runs it there; the chunk checks the arguments and rejects a name it does not know.
 * `getSync` answers at once from the state held here.
 */
export function client(options: unknown): AuthWidgetClient {
  const opts = validateClientOptions('client', options);
  const shared = sharedClient(opts, loadClient, 'client');
  void afterFirstPaint().then(shared.ready).catch(() => undefined);
  // `path` ends with a dot; `then` stays undefined, so awaiting the client or a namespace calls nothing.
  const forward = (path: string, own: object = () => undefined): never =>
    new Proxy(own, {
      get: (target, key) => (key in target ? (target as Record<PropertyKey, unknown>)[key] : typeof key == 'string' && key != 'then' ? forward(path + key + '.') : undefined),
      apply: (_target, _this, args) => loadHeadless().then((chunk) => chunk.run(shared, opts, path, args, loadChunk)),
    }) as never;
  return forward('', {
    getSession: shared.getSession,
    getUser: shared.getUser,
    onChange: shared.onChange,
    logout: async () => (await shared.ready()).logout(),
    user: forward('user.', { getSync: shared.getUser }),
    session: forward('session.', { getSync: shared.getSession }),
  });
}
