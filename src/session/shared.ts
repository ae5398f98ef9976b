// What the main file's client handle and the client chunk share: the state both read and the
// defaults both use. A leaf of session/, so the handle can name the chunk's client and the chunk
// can read the handle's state without either importing the other in a circle.
import type { Bootstrap } from '../contract/index';
import type { Observable } from '../util/observable';
import type { SafeStorage } from '../util/storage';
import type { AuthState, SessionChange } from './authState';

/**
 * The bootstrap as far as it is known: the cached copy from storage (untrusted, so every reader
 * checks types) until the client chunk fetches a fresh one.
 */
export interface BootstrapState {
  data: Partial<Bootstrap>;
  loading: boolean;
}

/** What the main file knows synchronously; the full client arrives as the `client` chunk. */
export interface ClientShared {
  publicToken: string;
  origin: string;
  storage: SafeStorage;
  state: Observable<AuthState | null>;
  /** The last change's reason, set by the client just before it sets `state` (so set when listeners run). */
  change?: SessionChange;
  bootstrap: Observable<BootstrapState>;
}

export const DEFAULT_SESSION_DURATION_MINUTES = 30;
export const bootstrapCacheKey = (publicToken: string) => `auth_widget_bootstrap:${publicToken}`;
