// Rate limits a real provider has (SECURITY.md A5): sends per recipient, failed authentications
// per account (with a password lockout), and requests per client address. Each refusal is a 429
// `too_many_requests` with `Retry-After` in whole seconds. Sliding windows on the emulator's clock,
// so tests move past them with the fake clock instead of waiting.
//
// X9: the keys are what the caller sent (the address) or, once an account exists, its user id;
// an unknown address is counted, refused and released exactly like a known one, and the checks run
// before anything reveals whether the account exists.
import type { Ctx } from '../api/context';
import { EmulatorError } from '../errors';
import { isEmulatorOwnPath } from '../dev/faults';
import type { RateLimitsConfig, RateWindow } from '../project/rateLimitConfig';

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

  /** Ms until every window has room for one more event under `key`; 0 when there is room now. */
  waitMs(key: string, windows: readonly RateWindow[], now: number): number {
    const times = this.logs.get(key)?.times ?? [];
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
    return (this.logs.get(key)?.times ?? []).filter((t) => t > now - seconds * 1000).length;
  }

  clear(): void {
    this.logs.clear();
    this.lockedUntil.clear();
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

const limitsOf = (ctx: Ctx): RateLimitsConfig => ctx.project.rate_limits;

/** A passcode, magic link or reset email to `recipient` (an email address or E.164 number). */
export function takeSend(ctx: Ctx, recipient: string): void {
  ctx.store.rateLimits.take(`send:${recipient.toLowerCase()}`, limitsOf(ctx).sends_per_recipient, ctx.clock.now(), 'messages to this address');
}

/** The key that failed authentications count under. */
export const userAccount = (userId: string): string => `user:${userId}`;

/** A password's account: the user once known, else the address typed, refused alike (X9). */
export function passwordAccount(userId: string | undefined, email: string): string {
  return userId === undefined ? `email:${email.toLowerCase()}` : userAccount(userId);
}

/**
 * Refuses any attempt, right or wrong, on an account that spent its budget of failures or whose
 * password is locked: a new code or a correct guess must not buy more guesses.
 */
export function requireAuthBudget(ctx: Ctx, account: string, checkLockout = false): void {
  const now = ctx.clock.now();
  const wait = Math.max(
    ctx.store.rateLimits.waitMs(`fail:${account}`, limitsOf(ctx).failed_authentications_per_account, now),
    checkLockout ? ctx.store.rateLimits.lockedMs(`lock:${account}`, now) : 0,
  );
  if (wait > 0) throw tooManyRequests(wait, 'failed attempts for this account');
}

export function recordFailedAuth(ctx: Ctx, account: string): void {
  ctx.store.rateLimits.record(`fail:${account}`, limitsOf(ctx).failed_authentications_per_account, ctx.clock.now());
}

/** A wrong password: one failure, and the lockout once enough of them come within its window. */
export function recordPasswordFailure(ctx: Ctx, account: string): void {
  recordFailedAuth(ctx, account);
  const lockout = limitsOf(ctx).password_lockout;
  if (!lockout) return;
  const now = ctx.clock.now();
  const key = `pw:${account}`;
  ctx.store.rateLimits.record(key, [{ count: lockout.failures, window_seconds: lockout.window_seconds }], now);
  if (ctx.store.rateLimits.countWithin(key, lockout.window_seconds, now) >= lockout.failures) {
    ctx.store.rateLimits.lock(`lock:${account}`, now + lockout.lockout_seconds * 1000);
    ctx.store.rateLimits.forget(key);
  }
}

/** A correct password ends the run of failures that leads to the lockout. */
export function clearPasswordFailures(ctx: Ctx, account: string): void {
  ctx.store.rateLimits.forget(`pw:${account}`);
}

/**
 * Per client address, at the HTTP edge. The emulator's own paths and preflights are not the
 * widget's traffic; an in-process call has no address (ip ''), so there is nothing to count.
 */
export function takeClientRequest(counters: RateLimitCounters, limits: RateLimitsConfig, now: number, pathname: string, ip: string): void {
  if (ip === '' || isEmulatorOwnPath(pathname)) return;
  counters.take(`ip:${ip}`, limits.requests_per_ip, now, 'requests from this address');
}
