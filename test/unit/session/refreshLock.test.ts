// The cross-tab refresh lock (S6, S7): Web Locks that never grant, and the storage lease.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCK_WAIT_MS, storageLease, webLock } from '../../../src/session/refreshLock';
import type { Timers } from '../../../src/session/refreshScheduler';
import { safeStorage } from '../../../src/util/storage';

const timers: Timers = { now: () => Date.now(), set: (task, ms) => setTimeout(task, ms), clear: (handle) => clearTimeout(handle as number) };

/** A LockManager whose grants the test controls: `grant` decides per request whether it is ever granted. */
function fakeLocks(grant: (options: { steal?: boolean }) => boolean) {
  const requests: { steal: boolean; aborted: boolean }[] = [];
  return {
    requests,
    request(_name: string, options: { signal?: AbortSignal; steal?: boolean }, task: () => Promise<void>): Promise<void> {
      const entry = { steal: options.steal === true, aborted: false };
      requests.push(entry);
      if (grant(options)) return Promise.resolve().then(task);
      return new Promise<void>((_, reject) =>
        options.signal?.addEventListener('abort', () => {
          entry.aborted = true;
          reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
        }),
      );
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2030-01-01T00:00:00Z') });
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('webLock', () => {
  it('runs the task under the lock and passes its failure on', async () => {
    const locks = fakeLocks(() => true);
    const withLock = webLock(locks, 'l', timers);
    const ran = vi.fn(async () => undefined);
    await withLock(ran);
    expect(ran).toHaveBeenCalledTimes(1);
    await expect(withLock(() => Promise.reject(new Error('refresh failed')))).rejects.toThrow('refresh failed');
    expect(locks.requests.every((request) => !request.steal)).toBe(true);
  });

  it('takes over a lock that is never released (an orphan) with steal after the wait', async () => {
    const locks = fakeLocks((options) => options.steal === true);
    const ran = vi.fn(async () => undefined);
    const done = webLock(locks, 'l', timers)(ran);
    await vi.advanceTimersByTimeAsync(LOCK_WAIT_MS - 1);
    expect(ran).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(ran).toHaveBeenCalledTimes(1);
    expect(locks.requests).toEqual([
      { steal: false, aborted: true },
      { steal: true, aborted: false },
    ]);
  });

  it('runs unlocked, once, when even a steal is never granted: never hangs', async () => {
    const locks = fakeLocks(() => false);
    const ran = vi.fn(async () => undefined);
    const done = webLock(locks, 'l', timers)(ran);
    await vi.advanceTimersByTimeAsync(2 * LOCK_WAIT_MS);
    await done;
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('a grant that comes after it was given up on does not run the task again', async () => {
    let late: (() => Promise<void>) | undefined;
    const locks = {
      request(_n: string, options: { steal?: boolean }, task: () => Promise<void>) {
        if (!options.steal) late = task; // granted far too late, ignoring the abort
        return new Promise<void>(() => undefined);
      },
    };
    const ran = vi.fn(async () => undefined);
    const done = webLock(locks, 'l', timers)(ran);
    await vi.advanceTimersByTimeAsync(2 * LOCK_WAIT_MS);
    await done;
    await late!();
    expect(ran).toHaveBeenCalledTimes(1);
  });
});

describe('storageLease (no Web Locks)', () => {
  const KEY = 'auth_widget_refresh:t';

  it('serialises two tabs: the second waits for the first to release', async () => {
    const storage = safeStorage();
    const order: string[] = [];
    const task = (name: string, ms: number) => async () => {
      order.push(`${name} start`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      order.push(`${name} end`);
    };
    const a = storageLease(storage, KEY, 'tab-a', timers)(task('a', 1000));
    await vi.advanceTimersByTimeAsync(100);
    const b = storageLease(storage, KEY, 'tab-b', timers)(task('b', 10));
    await vi.advanceTimersByTimeAsync(5000);
    await Promise.all([a, b]);
    expect(order).toEqual(['a start', 'a end', 'b start', 'b end']);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("recovers a closed tab's lease once it expires", async () => {
    localStorage.setItem(KEY, `tab-gone:${Date.now() + LOCK_WAIT_MS}`);
    const ran = vi.fn(async () => undefined);
    const done = storageLease(safeStorage(), KEY, 'tab-b', timers)(ran);
    await vi.advanceTimersByTimeAsync(LOCK_WAIT_MS - 500);
    expect(ran).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it.each([['garbage'], ['tab:x'], ['tab:1:2'], ['<img src=x>:99999999999999'], ['a'.repeat(100) + ':99999999999']])(
    'reads %j in the key as no lease',
    async (raw) => {
      localStorage.setItem(KEY, raw);
      const ran = vi.fn(async () => undefined);
      const done = storageLease(safeStorage(), KEY, 'tab-b', timers)(ran);
      await vi.advanceTimersByTimeAsync(100);
      await done;
      expect(ran).toHaveBeenCalledTimes(1);
    },
  );

  it('a lease set far in the future is overridden after the wait: never hangs', async () => {
    localStorage.setItem(KEY, `tab-evil:${Date.now() + 10 ** 12}`);
    const ran = vi.fn(async () => undefined);
    const done = storageLease(safeStorage(), KEY, 'tab-b', timers)(ran);
    await vi.advanceTimersByTimeAsync(LOCK_WAIT_MS + 100);
    await done;
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('works in one tab when storage throws (S15)', async () => {
    const throwing = safeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const ran = vi.fn(async () => undefined);
    const done = storageLease(throwing, KEY, 'tab-a', timers)(ran);
    await vi.advanceTimersByTimeAsync(100);
    await done;
    expect(ran).toHaveBeenCalledTimes(1);
  });
});
