import type { SafeStorage } from '../util/storage';
import type { Timers } from './refreshScheduler';
import { REFRESH_INTERVAL_MS, REFRESH_TIMEOUT_MS } from './refreshPolicy';

/** Longer than a holder can hold it (its request times out first), so only an orphan is taken over. */
export const LOCK_WAIT_MS = REFRESH_TIMEOUT_MS + 5_000;
/** How often the storage fallback looks again at a lease someone else holds. */
const LEASE_POLL_MS = 250;
/** Two tabs that wrote the lease at once both read it back after this; one of them wins. */
const LEASE_SETTLE_MS = 50;

type LockManagerLike = {
  request(name: string, options: { signal?: AbortSignal; steal?: boolean; mode?: 'shared' }, task: () => Promise<void>): Promise<void>;
  query?(): Promise<{ held?: { name?: string }[] }>;
};

export type WithLock = (task: () => Promise<void>) => Promise<void>;

/**
 * The cross-tab lock, and a mark of the last refresh that the next holder is sure to see.
 * localStorage alone is not enough for that: Chromium carries a storage write to the other tabs'
 * processes apart from the lock's grant, and the next holder may still read the old mark.
 */
export interface RefreshLock {
  run: WithLock;
  /** Marks a refresh made at `at` (local ms) for whoever holds the lock next. */
  mark(at: number): void;
  /** The latest refresh marked, or null: read while holding the lock. */
  latest(): Promise<number | null>;
}

const sleep = (timers: Timers, ms: number) => new Promise<void>((resolve) => timers.set(resolve, ms));

/**
 * The cross-tab refresh lock through Web Locks (S6, S7). The browser frees a closed tab's lock; a
 * lock still not granted after LOCK_WAIT_MS is taken over with `steal` (its holder is stuck), and
 * if even that is not granted in time the task runs unlocked: sign-in and refresh never hang on
 * a lock. A second refresh that slips through finds the first one's mark and adopts it.
 */
export function webLock(locks: LockManagerLike, name: string, timers: Timers): RefreshLock {
  const request = (steal: boolean, task: () => Promise<void>) => {
    const controller = new AbortController();
    let granted = false;
    const locked = locks.request(name, steal ? { steal } : { signal: controller.signal }, () => ((granted = true), task()));
    return new Promise<boolean>((resolve, reject) => {
      const handle = timers.set(() => {
        if (granted) return;
        controller.abort();
        resolve(false);
      }, LOCK_WAIT_MS);
      locked.then(
        () => (timers.clear(handle), resolve(true)),
        (error: unknown) => (timers.clear(handle), granted ? reject(error) : resolve(false)),
      );
    });
  };
  const markPrefix = `${name}:refreshed:`;
  return {
    async run(task) {
      // A request granted after it was given up on must not run the task a second time.
      let ran = false;
      const once = () => (ran ? Promise.resolve() : ((ran = true), task()));
      if (await request(false, once)) return;
      if (await request(true, once)) return;
      await once();
    },
    // The mark is a shared lock whose name says when, held for a period by the tab that refreshed.
    // The lock manager orders its grant before the refresh lock's release, so the next holder's
    // query sees it; a closed tab's mark goes with it (storage still has it by then).
    mark(at) {
      void locks
        .request(`${markPrefix}${at}`, { mode: 'shared' }, () => new Promise<void>((resolve) => timers.set(resolve, REFRESH_INTERVAL_MS)))
        .catch(() => undefined);
    },
    async latest() {
      try {
        const held = (await locks.query?.())?.held ?? [];
        const marks = held.map((lock) => Number(lock.name?.startsWith(markPrefix) ? lock.name.slice(markPrefix.length) : NaN));
        const latest = Math.max(...marks.filter(Number.isFinite));
        return latest === -Infinity ? null : latest;
      } catch {
        return null;
      }
    },
  };
}

/**
 * The fallback where Web Locks are missing: a lease in storage, `{tab id}:{expiry}`, which a
 * closed tab leaves behind and which then expires (S7). Storage that throws keeps the lease in
 * this page's memory, which is all one tab needs (S15). Garbage in the key reads as no lease.
 */
export function storageLease(storage: SafeStorage, key: string, tabId: string, timers: Timers): RefreshLock {
  const holder = () => {
    const match = /^([\w-]{1,64}):(\d{1,16})$/.exec(storage.get(key) ?? '');
    return match && Number(match[2]) > timers.now() ? match[1] : null;
  };
  const run: WithLock = async (task) => {
    const deadline = timers.now() + LOCK_WAIT_MS;
    for (;;) {
      const current = holder();
      if (current === null || current === tabId || timers.now() >= deadline) {
        storage.set(key, `${tabId}:${timers.now() + LOCK_WAIT_MS}`);
        await sleep(timers, LEASE_SETTLE_MS);
        if (holder() === tabId || timers.now() >= deadline) break;
      } else await sleep(timers, LEASE_POLL_MS);
    }
    try {
      await task();
    } finally {
      if (holder() === tabId) storage.remove(key);
    }
  };
  // Storage's own mark is all there is here.
  return { run, mark: () => undefined, latest: async () => null };
}
