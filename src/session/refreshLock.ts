import type { SafeStorage } from '../util/storage';
import type { Timers } from './refreshScheduler';
import { REFRESH_TIMEOUT_MS } from './refreshPolicy';

/** Longer than a holder can hold it (its request times out first), so only an orphan is taken over. */
export const LOCK_WAIT_MS = REFRESH_TIMEOUT_MS + 5_000;
/** How often the storage fallback looks again at a lease someone else holds. */
const LEASE_POLL_MS = 250;
/** Two tabs that wrote the lease at once both read it back after this; one of them wins. */
const LEASE_SETTLE_MS = 50;

type LockManagerLike = {
  request(name: string, options: { signal?: AbortSignal; steal?: boolean }, task: () => Promise<void>): Promise<void>;
};

export type WithLock = (task: () => Promise<void>) => Promise<void>;

const sleep = (timers: Timers, ms: number) => new Promise<void>((resolve) => timers.set(resolve, ms));

/**
 * The cross-tab refresh lock through Web Locks (S6, S7). The browser frees a closed tab's lock; a
 * lock still not granted after LOCK_WAIT_MS is taken over with `steal` (its holder is stuck), and
 * if even that is not granted in time the task runs unlocked: sign-in and refresh never hang on
 * a lock. A second refresh that slips through finds the first one's mark and adopts it.
 */
export function webLock(locks: LockManagerLike, name: string, timers: Timers): WithLock {
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
  return async (task) => {
    // A request granted after it was given up on must not run the task a second time.
    let ran = false;
    const once = () => (ran ? Promise.resolve() : ((ran = true), task()));
    if (await request(false, once)) return;
    if (await request(true, once)) return;
    await once();
  };
}

/**
 * The fallback where Web Locks are missing: a lease in storage, `{tab id}:{expiry}`, which a
 * closed tab leaves behind and which then expires (S7). Storage that throws keeps the lease in
 * this page's memory, which is all one tab needs (S15). Garbage in the key reads as no lease.
 */
export function storageLease(storage: SafeStorage, key: string, tabId: string, timers: Timers): WithLock {
  const holder = () => {
    const match = /^([\w-]{1,64}):(\d{1,16})$/.exec(storage.get(key) ?? '');
    return match && Number(match[2]) > timers.now() ? match[1] : null;
  };
  return async (task) => {
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
}
