import { resolveApiOrigin } from '../api/baseUrl';
import type { Bootstrap, Session, TelemetryEventName, User } from '../contract/index';
import { UsageError } from '../api/errors';
import { observable } from '../util/observable';
import { retryingOnce } from '../util/once';
import { afterFirstPaint } from '../loading/schedule';
import { parseJson, safeStorage } from '../util/storage';
import type { AuthClient, AuthClientOptions } from './authClient';
import { bootstrapCacheKey, type ClientShared } from './shared';

export { bootstrapCacheKey, DEFAULT_SESSION_DURATION_MINUTES, type BootstrapState, type ClientShared } from './shared';
import { authStateStore, type AuthState, type SessionChange } from './authState';

export type { SessionChange } from './authState';

export type LoadClient = () => Promise<(options: AuthClientOptions, shared: ClientShared) => AuthClient>;


/**
 * The client as the main file holds it: the session and user from storage and the cached
 * bootstrap, synchronously when first asked for (first paint asks for neither), and `ready()`
 * for the network client, which is loaded once, in the background, when a widget mounts.
 */
export function createClientHandle(options: AuthClientOptions, loadClient: LoadClient, call: string) {
  const { publicToken } = options;
  const storage = safeStorage();
  const shared: ClientShared = {
    publicToken,
    origin: resolveApiOrigin(publicToken, options.apiBaseUrl, call),
    storage,
    state: observable(() => authStateStore(storage, publicToken).read()),
    bootstrap: observable(() => {
      const cached = parseJson(storage.get(bootstrapCacheKey(publicToken)));
      return { data: cached && typeof cached === 'object' ? (cached as Partial<Bootstrap>) : {}, loading: false };
    }),
  };
  // A failed download may succeed later. The load's error says why to the host (a network
  // failure, a Trusted Types policy) and 'Unable to contact our servers.' to the person.
  const ready = retryingOnce(() => loadClient().then((create) => create(options, shared)));

  return {
    ...shared,
    ready,
    /** Telemetry never blocks or fails the user's action, nor loads the client before first paint. */
    log(name: TelemetryEventName, details: Record<string, unknown> = {}) {
      void afterFirstPaint()
        .then(ready)
        .then((loaded) => loaded.telemetry.log(name, details), () => undefined);
    },
    getSession: (): Session | null => shared.state.get()?.session ?? null,
    getUser: (): User | null => shared.state.get()?.user ?? null,
    onChange(listener: (state: AuthState | null, change: SessionChange) => void): () => void {
      if (typeof listener !== 'function') throw new UsageError('client.onChange', 'listener must be a function.');
      return shared.state.subscribe((state) => listener(state, shared.change!));
    },
  };
}
export type ClientHandle = ReturnType<typeof createClientHandle>;

/**
 * The handle with the loaded client's calls bound to `signal`: a widget's own, which its removal
 * aborts. The bound client is made once (its API rows are many closures, and a first Enter asks
 * for it twice).
 */
export const boundTo = (handle: ClientHandle, signal: AbortSignal): ClientHandle => {
  const ready = retryingOnce(() => handle.ready().then((loaded): AuthClient => ({ ...loaded, ...loaded.scoped(signal) })));
  // Made once the page has painted, with the client (handle.log loads it then), not in a first Enter.
  void afterFirstPaint().then(ready).catch(() => undefined);
  return { ...handle, ready };
};
