import type { SafeStorage } from '../util/storage';
import { parseAuthState, refreshedKey, stateKey, type AuthState, type SessionChange } from './authState';
import { storageLease, webLock } from './refreshLock';
import { createRefreshScheduler, type Timers } from './refreshScheduler';
import { parseJson } from '../util/storage';

export interface KeeperDeps {
  /** The page: its events, `navigator` and `localStorage` (for the storage events' area). */
  win: Window;
  storage: SafeStorage;
  publicToken: string;
  tabId: string;
  timers: Timers;
  random(): number;
  /** The session this tab holds. */
  current(): AuthState | null;
  /** Sets this tab's state and says why; writes nothing to storage. */
  adopt(next: AuthState | null, change: SessionChange): void;
  /** Signs out here and in every tab (cookies, storage, state). */
  signOut(reason: 'expired'): void;
  /** `POST /sessions/authenticate`, stored as a sign-in stores it. */
  refresh(signal: AbortSignal): Promise<void>;
}

/**
 * The `sessionKeeper` chunk (loaded by the client once this tab has a session, or may have one).
 * Keeps a session alive in one page and in step with the page's other tabs (docs/spec/product.md §4,
 * S4–S15): the refresh scheduler, the lock it shares with other tabs, the mark of the last
 * refresh, `storage` events from other tabs (untrusted: garbage changes nothing, S14), and the
 * page coming back from sleep, the back-forward cache or offline (S11, S12).
 */
export function createSessionKeeper(deps: KeeperDeps) {
  const { win, storage, publicToken, timers } = deps;
  const key = stateKey(publicToken);
  const markKey = refreshedKey(publicToken);

  /** What the lock's own mark said when this tab last held it. */
  let lockMark: number | null = null;
  /** The last refresh by any tab; a mark from the future (a tab's clock, or garbage) is ignored. */
  const lastRefreshedAt = (): number | null => {
    const marks = [parseJson(storage.get(markKey)), lockMark].filter(
      (mark): mark is number => typeof mark === 'number' && Number.isFinite(mark) && mark <= timers.now() + 1000,
    );
    return marks.length ? Math.max(...marks) : null;
  };
  const expiresAt = () => {
    const session = deps.current()?.session;
    return session ? Date.parse(session.expires_at) : null;
  };
  const locks = (win.navigator as Navigator | undefined)?.locks;
  const lockName = `auth_widget_refresh:${publicToken}`;
  const lock =
    locks && typeof locks.request === 'function'
      ? webLock(locks as never, lockName, timers)
      : storageLease(storage, lockName, deps.tabId, timers);

  const fromStorage = (raw: string | null) => parseAuthState(parseJson(raw), timers.now());

  const scheduler = createRefreshScheduler({
    timers,
    random: deps.random,
    expiresAt,
    lastRefreshedAt,
    online: () => win.navigator?.onLine !== false,
    withLock: (task) =>
      lock.run(async () => {
        lockMark = await lock.latest();
        await task();
      }),
    refresh: deps.refresh,
    adopt() {
      const stored = fromStorage(storage.get(key));
      if (stored && JSON.stringify(stored) !== JSON.stringify(deps.current())) deps.adopt(stored, { type: 'refreshed', fromAnotherTab: true });
      return stored !== null;
    },
    expire: () => deps.signOut('expired'),
  });

  /** What another tab wrote (S14): removal signs out here, a valid session is adopted, anything else is ignored. */
  function onStorage(event: StorageEvent) {
    if (event.key === markKey) return scheduler.sessionChanged();
    if (event.key !== key) return;
    if (event.newValue === null) {
      if (deps.current() !== null) deps.adopt(null, { type: 'signed_out', reason: 'another_tab' });
      return;
    }
    const next = fromStorage(event.newValue);
    if (!next) return;
    const before = deps.current();
    const type = before?.session.session_id === next.session.session_id ? 'refreshed' : 'signed_in';
    deps.adopt(next, { type, fromAnotherTab: true });
  }

  return {
    scheduler,
    /** Listens to other tabs' storage events and to the page waking up (S11, S12, S14). */
    listen() {
      win.addEventListener('storage', onStorage);
      win.addEventListener('online', scheduler.catchUp);
      win.addEventListener('pageshow', scheduler.catchUp);
      win.document?.addEventListener('visibilitychange', () => win.document.visibilityState === 'visible' && scheduler.catchUp());
    },
    /** Takes what storage holds now when it differs from this tab's state (a change made before we listened). */
    adoptStored() {
      const raw = storage.get(key);
      const next = fromStorage(raw);
      const before = deps.current();
      if (JSON.stringify(next) === JSON.stringify(before)) return;
      if (next) deps.adopt(next, { type: before?.session.session_id === next.session.session_id ? 'refreshed' : 'signed_in', fromAnotherTab: true });
      else if (raw === null) deps.adopt(null, { type: 'signed_out', reason: 'another_tab' });
    },
    /** Marks a fresh authentication (a sign-in or a refresh) for every tab; `at` for one made before this keeper was loaded. */
    markRefreshed(at = timers.now()) {
      storage.set(markKey, String(at));
      lock.mark(at);
    },
    clearMark: () => storage.remove(markKey),
  };
}
