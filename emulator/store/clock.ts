// Every expiry check reads time from an injected clock, so tests (and the e2e suite, through
// POST /__emulator/clock) can expire codes and sessions without waiting.

/** Expiries are given in minutes (the provider's `*_expiration_minutes`); this is one on the clock. */
export const MINUTE_MS = 60_000;

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Jumps to an absolute time. */
  set(ms: number): void;
  /** Moves the clock by `ms` (may be negative). */
  advance(ms: number): void;
  /** How far the real clock is moved from wall-clock time, exactly; what --data saves (persistence.ts). */
  offsetMs?(): number;
}

/** Wall-clock time plus an adjustable offset: a running emulator can still be moved in time. */
export function createRealClock(): Clock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    set(ms) {
      offset = ms - Date.now();
    },
    advance(ms) {
      offset += ms;
    },
    offsetMs: () => offset,
  };
}

/**
 * A clock that only moves when told to. It starts at the real time by default so that widget
 * code reading Date.now() agrees that fresh sessions and JWTs are still valid.
 */
export function createFakeClock(startMs = Date.now()): Clock {
  let current = startMs;
  return {
    now: () => current,
    set(ms) {
      current = ms;
    },
    advance(ms) {
      current += ms;
    },
  };
}

/**
 * `base` as one request sees it under an injected clock fault: `offsetMs` later (or earlier).
 * Moving it moves `base`, so the shared clock never keeps the offset.
 */
export function offsetClock(base: Clock, offsetMs: number): Clock {
  return {
    now: () => base.now() + offsetMs,
    set: (ms) => base.set(ms - offsetMs),
    advance: (ms) => base.advance(ms),
  };
}
