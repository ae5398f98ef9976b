// The sliding-window counters and locks behind every rate limit (docs/spec/security.md A5), on the emulator's
// clock, and the one 429 they answer. They know keys and windows, not requests: rateLimits.ts
// decides what is counted under which key. The Store holds one, so a reset clears it.
import { EmulatorError } from '../errors';
import type { RateWindow } from '../project/rateLimitConfig';

/** Beyond this many keys, the idle ones are swept, so a flood of addresses cannot grow memory. */
const SWEEP_ABOVE_KEYS = 10_000;

interface Log {
  /** Event times, oldest first, kept only while some window can still see them. */
  times: number[];
  /** How long a time stays visible: the longest window this key was counted under. */
  horizonMs: number;
}

/** The counters behind every limit; lives in the Store, so reset() clears it. */
export class RateLimitCounters {
  private readonly logs = new Map<string, Log>();
  private readonly lockedUntil = new Map<string, number>();
  /** Attempts whose check is still running, per key: counted as events now (hold). */
  private pending = new Map<string, number>();

  /** The times `key`'s windows see: its logged events and, at `now`, its held attempts. */
  private timesOf(key: string, now: number): number[] {
    const logged = this.logs.get(key)?.times ?? [];
    const held = this.pending.get(key) ?? 0;
    return held ? [...logged, ...Array<number>(held).fill(now)] : logged;
  }

  /**
   * Counts one event under each key until the returned release is called: an attempt whose check
   * is awaited (a password's hash). Concurrent attempts then see each other, so a budget of N lets
   * at most N be checked however they arrive (docs/spec/security.md A5). Releasing twice, or after
   * clear(), does nothing.
   */
  hold(keys: readonly string[]): () => void {
    const held = new Map(keys.map((key) => [key, this.pending]));
    for (const key of keys) this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    return () => {
      for (const [key, pending] of held) {
        const count = pending.get(key) ?? 0;
        if (count > 1) pending.set(key, count - 1);
        else pending.delete(key);
      }
      held.clear();
    };
  }

  /** Ms until every window has room for one more event under `key`; 0 when there is room now. */
  waitMs(key: string, windows: readonly RateWindow[], now: number): number {
    const times = this.timesOf(key, now);
    let wait = 0;
    for (const { count, window_seconds } of windows) {
      const windowMs = window_seconds * 1000;
      const seen = times.filter((t) => t > now - windowMs);
      // The window has room again once its oldest event that keeps it full falls out.
      if (seen.length >= count) wait = Math.max(wait, seen[seen.length - count]! + windowMs - now);
    }
    return wait;
  }

  record(key: string, windows: readonly RateWindow[], now: number): void {
    if (windows.length === 0) return;
    const horizonMs = Math.max(...windows.map((w) => w.window_seconds * 1000));
    const maxCount = Math.max(...windows.map((w) => w.count));
    const log = this.logs.get(key) ?? { times: [], horizonMs };
    log.horizonMs = Math.max(log.horizonMs, horizonMs);
    log.times = [...log.times.filter((t) => t > now - log.horizonMs), now].slice(-maxCount);
    this.logs.set(key, log);
    if (this.logs.size > SWEEP_ABOVE_KEYS) this.sweep(now);
  }

  /** Counts one event, or throws the 429 when a window is already full (a refusal is not counted). */
  take(key: string, windows: readonly RateWindow[], now: number, what: string): void {
    const wait = this.waitMs(key, windows, now);
    if (wait > 0) throw tooManyRequests(wait, what);
    this.record(key, windows, now);
  }

  forget(key: string): void {
    this.logs.delete(key);
  }

  lock(key: string, until: number): void {
    this.lockedUntil.set(key, until);
  }

  /** Ms left on the lock under `key`; 0 when unlocked. */
  lockedMs(key: string, now: number): number {
    const until = this.lockedUntil.get(key) ?? 0;
    if (until <= now) this.lockedUntil.delete(key);
    return Math.max(0, until - now);
  }

  /** How many events under `key` the window of `seconds` sees now. */
  countWithin(key: string, seconds: number, now: number): number {
    return this.timesOf(key, now).filter((t) => t > now - seconds * 1000).length;
  }

  clear(): void {
    this.logs.clear();
    this.lockedUntil.clear();
    // A new map, so the releases of attempts still running touch the old one, not the new counts.
    this.pending = new Map();
  }

  private sweep(now: number): void {
    for (const [key, log] of this.logs) if (log.times.every((t) => t <= now - log.horizonMs)) this.logs.delete(key);
    for (const [key, until] of this.lockedUntil) if (until <= now) this.lockedUntil.delete(key);
  }
}

/** The one 429 every limit answers; the message says what to wait for and never who exists. */
export function tooManyRequests(waitMs: number, what: string): EmulatorError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new EmulatorError(429, 'too_many_requests', `Too many ${what}; try again in ${seconds} seconds`, { 'retry-after': String(seconds) });
}
