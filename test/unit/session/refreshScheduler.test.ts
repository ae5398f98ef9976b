// The refresh scheduler as a model (S5–S12): fake timers, a fake network, no DOM.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../../src/api/errors';
import { REFRESH_INTERVAL_MS, REFRESH_TIMEOUT_MS } from '../../../src/session/refreshPolicy';
import { createRefreshScheduler, type SchedulerDeps } from '../../../src/session/refreshScheduler';

const START = Date.parse('2030-01-01T00:00:00Z');
const MINUTE = 60_000;

const apiError = (status_code: number, error_type: string, retryAfterMs?: number) =>
  Object.assign(new ApiError({ status_code, error_type: error_type as never, error_message: '', error_url: '', request_id: 'r' }), { retryAfterMs });

/** One tab: a session expiring at `expiresAt`, a shared mark, and a server answering with `answers` in turn (then success). */
function harness(options: { expiresAt?: number | null; mark?: number | null; answers?: (() => Promise<void>)[] } = {}) {
  let expiresAt: number | null = options.expiresAt === undefined ? START + 600 * MINUTE : options.expiresAt;
  let mark: number | null = options.mark === undefined ? START : options.mark;
  let online = true;
  const answers = [...(options.answers ?? [])];
  const calls: number[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const events: string[] = [];
  const deps: SchedulerDeps = {
    timers: { now: () => Date.now(), set: (task, ms) => setTimeout(task, ms), clear: (handle) => clearTimeout(handle as number) },
    random: () => 0.5,
    expiresAt: () => expiresAt,
    lastRefreshedAt: () => mark,
    online: () => online,
    withLock: (task) => task(),
    async refresh(signal) {
      calls.push(Date.now() - START);
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        const answer = answers.shift();
        if (answer) await Promise.race([answer(), new Promise((_, reject) => signal.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' }))))]);
        mark = Date.now();
        if (expiresAt === null) expiresAt = Date.now() + 600 * MINUTE;
      } finally {
        inFlight--;
      }
    },
    adopt: () => (events.push('adopt'), true),
    expire() {
      events.push('expire');
      expiresAt = null;
    },
  };
  const scheduler = createRefreshScheduler(deps);
  return {
    scheduler,
    calls,
    events,
    maxInFlight: () => maxInFlight,
    setOnline: (value: boolean) => (online = value),
    setMark: (value: number | null) => (mark = value),
    signOut() {
      expiresAt = null;
      scheduler.sessionChanged();
    },
  };
}

const fail = (error: unknown) => () => Promise.reject(error);
const hang = () => new Promise<void>(() => undefined);

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => vi.useRealTimers());

describe('the refresh scheduler', () => {
  it('re-authenticates once a period while a session exists', async () => {
    const tab = harness();
    tab.scheduler.start(null);
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(tab.calls).toEqual([3, 6, 9, 12, 15, 18, 21, 24, 27, 30].map((m) => m * MINUTE));
  });

  it('refreshes at once when no tab has marked a refresh, then every period', async () => {
    const tab = harness({ mark: null });
    tab.scheduler.start(null);
    await vi.advanceTimersByTimeAsync(7 * MINUTE);
    expect(tab.calls).toEqual([0, 3 * MINUTE, 6 * MINUTE]);
  });

  it('does nothing without a session and nothing to restore', async () => {
    const tab = harness({ expiresAt: null });
    tab.scheduler.start(null);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(tab.calls).toEqual([]);
    expect(tab.scheduler.state().armed).toBe(false);
  });

  it('restores a session known only by its cookie at once, and one behind a custom host after a period', async () => {
    const byCookie = harness({ expiresAt: null, mark: null });
    byCookie.scheduler.start('cookie');
    await vi.advanceTimersByTimeAsync(0);
    expect(byCookie.calls).toEqual([0]);

    const byHost = harness({ expiresAt: null, mark: null });
    byHost.scheduler.start('host');
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS - 1);
    expect(byHost.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(byHost.calls).toEqual([REFRESH_INTERVAL_MS]);
  });

  it('stops after a restore that finds no session (no loop)', async () => {
    const tab = harness({ expiresAt: null, mark: null, answers: [fail(apiError(404, 'session_not_found'))] });
    tab.scheduler.start('cookie');
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(tab.calls).toEqual([0]);
  });

  it('retries network failures with backoff 2 s, 4 s, 8 s … and resets after a success', async () => {
    const network = fail(new NetworkError());
    const tab = harness({ answers: [network, network, network, network] });
    tab.scheduler.start(null);
    await vi.advanceTimersByTimeAsync(3 * MINUTE + 2000 + 4000 + 8000 + 16000);
    const t0 = 3 * MINUTE;
    expect(tab.calls).toEqual([t0, t0 + 2000, t0 + 6000, t0 + 14000, t0 + 30000]);
    // The fifth succeeded: the next is a full period later, and a failure then starts again at 2 s.
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(tab.calls.at(-1)).toBe(t0 + 30000 + 3 * MINUTE);
  });

  it('caps the backoff at 2^7 · 2 s', async () => {
    const tab = harness({ answers: Array.from({ length: 12 }, () => fail(apiError(503, 'service_unavailable'))) });
    tab.scheduler.start(null);
    await vi.advanceTimersByTimeAsync(3 * MINUTE + 2_000_000);
    const gaps = tab.calls.slice(1).map((t, i) => t - tab.calls[i]!);
    expect(gaps.slice(0, 11)).toEqual([2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000, 256000, 256000, 256000]);
  });

  it('waits for a 429 Retry-After longer than the backoff', async () => {
    const tab = harness({ answers: [fail(apiError(429, 'too_many_requests', 45_000))] });
    tab.scheduler.start(null);
    await vi.advanceTimersByTimeAsync(3 * MINUTE + 44_999);
    expect(tab.calls).toEqual([3 * MINUTE]);
    await vi.advanceTimersByTimeAsync(1);
    expect(tab.calls).toEqual([3 * MINUTE, 3 * MINUTE + 45_000]);
  });

  it.each([
    ['session_not_found', apiError(404, 'session_not_found')],
    ['unauthorized_credentials', apiError(401, 'unauthorized_credentials')],
  ])('does not retry %s (the transport has signed out)', async (_, error) => {
    const tab = harness({ answers: [() => (tab.signOut(), Promise.reject(error))] });
    tab.scheduler.start(null);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(tab.calls).toEqual([3 * MINUTE]);
  });

  it('after an answer that is not retried (400), waits a period rather than looping', async () => {
    const tab = harness({ answers: [fail(apiError(400, 'bad_request'))] });
    tab.scheduler.start(null);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(tab.calls).toEqual([3 * MINUTE, 6 * MINUTE, 9 * MINUTE]);
  });

  it('keeps one request in flight: a hung request times out and the retry replaces the tick', async () => {
    const tab = harness({ answers: [hang, hang, hang] });
    tab.scheduler.start(null);
    await vi.advanceTimersByTimeAsync(3 * MINUTE + 3 * REFRESH_TIMEOUT_MS + 2000 + 4000);
    expect(tab.maxInFlight()).toBe(1);
    const t0 = 3 * MINUTE;
    expect(tab.calls).toEqual([t0, t0 + REFRESH_TIMEOUT_MS + 2000, t0 + 2 * REFRESH_TIMEOUT_MS + 6000]);
  });

  it('catch-up during a request in flight sends no second one', async () => {
    const tab = harness({ answers: [() => new Promise<void>((resolve) => setTimeout(resolve, 5000))] });
    tab.scheduler.start(null);
    await vi.advanceTimersByTimeAsync(3 * MINUTE + 100);
    tab.scheduler.catchUp();
    tab.scheduler.catchUp();
    await vi.advanceTimersByTimeAsync(5000);
    expect(tab.calls).toEqual([3 * MINUTE]);
    expect(tab.maxInFlight()).toBe(1);
  });

  it("adopts instead of refreshing when another tab's mark is fresh", async () => {
    const tab = harness();
    tab.scheduler.start(null);
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    // Another tab refreshed at 2 minutes: the next is due at 5, not 3.
    tab.setMark(Date.now());
    tab.scheduler.sessionChanged();
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(tab.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(tab.calls).toEqual([5 * MINUTE]);
  });

  it('adopts when the mark moved while it waited for the lock', async () => {
    const tab = harness();
    tab.scheduler.start(null);
    await vi.advanceTimersByTimeAsync(3 * MINUTE - 1);
    tab.setMark(Date.now() + 1); // written by the tab that held the lock
    await vi.advanceTimersByTimeAsync(1);
    expect(tab.calls).toEqual([]);
    expect(tab.events).toEqual(['adopt']);
  });

  it('sends nothing offline and refreshes on catch-up when back online', async () => {
    const tab = harness();
    tab.scheduler.start(null);
    tab.setOnline(false);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(tab.calls).toEqual([]);
    expect(tab.events).toEqual([]);
    tab.setOnline(true);
    tab.scheduler.catchUp();
    await vi.advanceTimersByTimeAsync(0);
    expect(tab.calls).toEqual([60 * MINUTE]);
  });

  it('offline past the expiry, signs out at the expiry without a request', async () => {
    const tab = harness({ expiresAt: START + 50 * MINUTE });
    tab.scheduler.start(null);
    tab.setOnline(false);
    await vi.advanceTimersByTimeAsync(50 * MINUTE - 1);
    expect(tab.events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(tab.events).toEqual(['expire']);
    expect(tab.calls).toEqual([]);
  });

  it('signs out at expiry, even between refreshes', async () => {
    const tab = harness({ expiresAt: START + 4 * MINUTE });
    tab.scheduler.start(null);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(tab.calls).toEqual([3 * MINUTE]);
    expect(tab.events).toEqual(['expire']);
  });

  it('catches up after sleep: a clock that jumped past the due time refreshes at once', async () => {
    const tab = harness();
    tab.scheduler.start(null);
    vi.setSystemTime(START + 30 * MINUTE); // the timers did not run while asleep
    tab.scheduler.catchUp();
    await vi.advanceTimersByTimeAsync(0);
    expect(tab.calls).toEqual([30 * MINUTE]);
  });

  it('after sleep past expiry, catch-up signs out without a request', async () => {
    const tab = harness({ expiresAt: START + 20 * MINUTE });
    tab.scheduler.start(null);
    vi.setSystemTime(START + 30 * MINUTE);
    tab.scheduler.catchUp();
    await vi.advanceTimersByTimeAsync(0);
    expect(tab.calls).toEqual([]);
    expect(tab.events).toEqual(['expire']);
  });

  it('a sign-out stops the timers; a session of a year never fires its timer early', async () => {
    const tab = harness({ expiresAt: START + 366 * 24 * 60 * MINUTE });
    tab.scheduler.start(null);
    await vi.advanceTimersByTimeAsync(MINUTE);
    tab.signOut();
    expect(tab.scheduler.state().armed).toBe(false);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(tab.calls).toEqual([]);
  });

  it('a fresh session from another tab ends a backoff', async () => {
    const network = fail(new NetworkError());
    const tab = harness({ answers: [network, network, network, network, network, network] });
    tab.scheduler.start(null);
    await vi.advanceTimersByTimeAsync(3 * MINUTE + 2000 + 4000);
    expect(tab.scheduler.state().failures).toBe(3);
    tab.setMark(Date.now());
    tab.scheduler.sessionChanged();
    expect(tab.scheduler.state()).toMatchObject({ failures: 0, retryAt: null });
    await vi.advanceTimersByTimeAsync(3 * MINUTE - 1);
    expect(tab.calls).toHaveLength(3);
  });
});
