import type { AuthResponse } from '../contract/index';
import type { WidgetConfig } from '../flows/config';
import type { AuthClientOptions } from '../session/authClient';
import type { Ceremonies } from '../util/webauthn';
import type { AuthClient } from '../session/authClient';
import { DEFAULT_SESSION_DURATION_MINUTES, type ClientHandle } from '../session/clientHandle';

/**
 * The main file's chunk loader, as much of it as the headless methods use: the passkeys group's
 * browser requests, one pending request per page whichever widget started it.
 */
/** `client()`'s options: the shared client's, and the default session length of its calls. */
export type HeadlessOptions = AuthClientOptions & Pick<WidgetConfig, 'sessionOptions'>;

export type LoadCeremonies = (group: 'passkeys') => Promise<{ createCeremonies(): Ceremonies }>;

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
  /** The passkeys group's browser requests. */
  ceremonies(): Promise<Ceremonies>;
}

export function createContext(handle: ClientHandle, options: HeadlessOptions, loadCeremonies: LoadCeremonies): HeadlessContext {
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
    ceremonies: () => loadCeremonies('passkeys').then((group) => group.createCeremonies()),
  };
}
