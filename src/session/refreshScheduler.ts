import { REFRESH_INTERVAL_MS, REFRESH_TIMEOUT_MS, retryDelay } from './refreshPolicy';

/** Time and timers, injected so the model runs under a fake clock. */
export interface Timers {
  now(): number;
  set(task: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface SchedulerDeps {
  timers: Timers;
  random(): number;
  /** The known session's absolute expiry (local ms), or null when this tab knows no session. */
  expiresAt(): number | null;
  /** When any tab last authenticated the session (local ms, untrusted storage), or null. */
  lastRefreshedAt(): number | null;
  online(): boolean;
  /** Runs `task` holding the refresh lock that all tabs share. */
  withLock(task: () => Promise<void>): Promise<void>;
  /** `POST /sessions/authenticate`, storing the answer; rejects as the transport does. */
  refresh(signal: AbortSignal): Promise<void>;
  /** Takes the session another tab stored; false when storage holds none to take. */
  adopt(): boolean;
  /** Signs out: the session is past its expiry. */
  expire(): void;
}

/** setTimeout's delay is a signed 32-bit number; a longer one would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * One page's background refresh (docs/spec/product.md §4, S5–S12): one timer and at most one request
 * in flight, so a retry replaces the next tick instead of overlapping it. A tick re-authenticates
 * when a period has passed since any tab last did, under the lock all tabs share, so across tabs
 * there is one refresh per period and the others adopt the stored session (S6). Failures retry with
 * backoff only when retrying can help (S8, S9); offline, nothing is sent until `catchUp()` on
 * `online` (S12); a session past its expiry is signed out.
 */
export function createRefreshScheduler(deps: SchedulerDeps) {
  const { timers } = deps;
  let timer: unknown;
  let inFlight = false;
  let failures = 0;
  let retryAt: number | null = null;
  /** When to look for a session this tab does not know (only its cookie, or HttpOnly cookies), or null. */
  let restoreAt: number | null = null;
  /** When this tab last tried, so an answer that is not retried waits a period, not a loop. */
  let lastAttemptAt: number | null = null;

  const dueAt = (): number | null => {
    const expires = deps.expiresAt();
    if (expires === null && restoreAt === null) return null;
    if (retryAt !== null) return retryAt;
    if (expires === null) return restoreAt;
    const last = Math.max(deps.lastRefreshedAt() ?? -Infinity, lastAttemptAt ?? -Infinity);
    const due = last === -Infinity ? timers.now() : last + REFRESH_INTERVAL_MS;
    return Math.min(due, expires!);
  };

  const stopTimer = () => {
    if (timer !== undefined) timers.clear(timer);
    timer = undefined;
  };

  /** Arms the one timer for the next due moment; does nothing while a request is in flight. */
  const schedule = () => {
    stopTimer();
    const at = dueAt();
    if (inFlight || at === null) return;
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- tick rejects never: attempt() catches the request's failure
    timer = timers.set(tick, Math.min(MAX_TIMER_MS, Math.max(0, at - timers.now())));
  };

  /**
   * A tab (this one or another) authenticated within the period, and not before this tab's last
   * attempt: another tab's refresh counts as ours, it is the one this period (or retry) needed.
   */
  const freshMark = () => {
    const last = deps.lastRefreshedAt();
    return last !== null && timers.now() < last + REFRESH_INTERVAL_MS && (lastAttemptAt === null || last >= lastAttemptAt);
  };

  async function attempt(): Promise<void> {
    try {
      await deps.withLock(async () => {
        if (freshMark() && deps.adopt()) return;
        lastAttemptAt = timers.now();
        const controller = new AbortController();
        const timeout = timers.set(() => controller.abort(), REFRESH_TIMEOUT_MS);
        try {
          await deps.refresh(controller.signal);
        } finally {
          timers.clear(timeout);
        }
      });
      failures = 0;
      retryAt = null;
      restoreAt = null;
    } catch (error) {
      const delay = retryDelay(error, failures, deps.random);
      if (delay === null) {
        // Not worth repeating now: an unrecoverable answer has signed out, anything else waits a period.
        failures = 0;
        retryAt = null;
        restoreAt = null;
      } else {
        retryAt = timers.now() + delay;
        failures++;
      }
    }
  }

  async function tick(): Promise<void> {
    timer = undefined;
    if (inFlight) return;
    const expires = deps.expiresAt();
    if (expires !== null && timers.now() >= expires) {
      reset();
      deps.expire();
      return;
    }
    // Offline: no request; `online` calls catchUp(). Only the expiry is still watched.
    if (!deps.online()) {
      // eslint-disable-next-line @typescript-eslint/no-misused-promises -- as in schedule()
      if (expires !== null) timer = timers.set(tick, Math.min(MAX_TIMER_MS, expires - timers.now()));
      return;
    }
    inFlight = true;
    try {
      await attempt();
    } finally {
      inFlight = false;
      schedule();
    }
  }

  const reset = () => {
    stopTimer();
    failures = 0;
    retryAt = null;
    restoreAt = null;
  };

  return {
    /**
     * Starts keeping the session. When this tab knows none, `restore` says whether one may exist:
     * 'cookie' (its session cookie is here: restore it at once), 'host' (a custom API host may
     * keep it in HttpOnly cookies: look after a period, like any refresh) or null.
     */
    start(restore: 'cookie' | 'host' | null) {
      restoreAt = deps.expiresAt() !== null || restore === null ? null : timers.now() + (restore === 'cookie' ? 0 : REFRESH_INTERVAL_MS);
      schedule();
    },
    /** The session changed here or in another tab (sign-in, refresh, sign-out): plan from it. */
    sessionChanged() {
      if (deps.expiresAt() === null) reset();
      else {
        restoreAt = null;
        // A fresh session ends any backoff.
        if (freshMark()) {
          failures = 0;
          retryAt = null;
        }
      }
      schedule();
    },
    /** Back from sleep, the back-forward cache or offline (S11, S12): act now if due, else re-arm. */
    catchUp() {
      const at = dueAt();
      if (at !== null && timers.now() >= at) {
        stopTimer();
        void tick();
      } else schedule();
    },
    stop: reset,
    /** For tests and the benchmark: what the model is doing. */
    state: () => ({ failures, retryAt, inFlight, restoreAt, armed: timer !== undefined }),
  };
}
export type RefreshScheduler = ReturnType<typeof createRefreshScheduler>;
