import type { AuthResponse } from '../contract/index';
import type { ChunkName, Chunks } from '../chunkTable';
import type { AuthWidgetClientOptions } from '../options';
import type { AuthClient } from '../session/authClient';
import { DEFAULT_SESSION_DURATION_MINUTES, type ClientHandle } from '../session/clientHandle';

export type LoadChunk = <K extends ChunkName>(name: K) => Promise<Chunks[K]>;

/** What every headless namespace works with. */
export interface HeadlessContext {
  handle: ClientHandle;
  /** The loaded network client: asked for only after a method has checked its arguments. */
  client(): Promise<AuthClient>;
  /** The host's `sessionOptions.sessionDurationMinutes`, if given. */
  configuredMinutes: number | undefined;
  /** A call's duration: the one given, else the client's default, else 30 minutes. */
  minutes(given: number | undefined): number;
  /** Runs a call that signs in and stores its session as the screens' calls do (cookies, tabs, onChange). */
  signIn<T extends Pick<AuthResponse, 'user' | 'session' | 'session_token' | 'session_jwt'>>(request: (client: AuthClient) => Promise<T>): Promise<T>;
  /**
   * Runs a call that changes the user, then re-reads the session (which carries the user), so
   * `getSync`, `onChange` and other tabs see the change; a failed re-read does not fail the call.
   */
  userChanged<T>(request: (client: AuthClient) => Promise<T>): Promise<T>;
  /** The main file's chunk loader (the passkeys group's browser ceremonies). */
  load: LoadChunk;
}

export function createContext(handle: ClientHandle, options: AuthWidgetClientOptions, load: LoadChunk): HeadlessContext {
  const configuredMinutes = options.sessionOptions?.sessionDurationMinutes;
  return {
    handle,
    client: handle.ready,
    configuredMinutes,
    minutes: (given) => given ?? configuredMinutes ?? DEFAULT_SESSION_DURATION_MINUTES,
    async signIn(request) {
      const client = await handle.ready();
      const auth = await request(client);
      client.storeAuth(auth);
      return auth;
    },
    async userChanged(request) {
      const client = await handle.ready();
      const result = await request(client);
      if (handle.state.get()) await client.refreshSession().catch(() => undefined);
      return result;
    },
    load,
  };
}
