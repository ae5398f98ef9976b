// The project's rate limits (docs/spec/security.md A5): what counts, how many, over how long. Each limit is
// a list of windows that must all hold (an empty list turns it off), so a burst and a steady
// trickle can be capped apart, as a provider caps sends per minute and per hour.

/** At most `count` events in any `window_seconds` (a sliding window on the emulator's clock). */
export interface RateWindow {
  count: number;
  window_seconds: number;
}

export interface PasswordLockout {
  /** Wrong passwords within `window_seconds` (with no correct one between) that lock the account… */
  failures: number;
  window_seconds: number;
  /** …for this long, the right password included. */
  lockout_seconds: number;
}

export interface RateLimitsConfig {
  /** Passcodes (email, SMS, WhatsApp), magic links and password reset emails to one address. */
  sends_per_recipient: RateWindow[];
  /**
   * Failed authentications for one account: wrong passcodes (across sends) and passwords, wrong
   * PKCE verifiers for its magic links and reset links, bad passkey assertions and wallet signatures.
   */
  failed_authentications_per_account: RateWindow[];
  /** Wrong passwords, and failed authentications that name no known account (an unknown link, credential or wallet), per client address. */
  failed_authentications_per_ip: RateWindow[];
  /** Wrong passwords that lock password sign-in for a while; null = never locks. */
  password_lockout: PasswordLockout | null;
  /** Every request from one client address, except the emulator's own paths and preflights. */
  requests_per_ip: RateWindow[];
}

/**
 * What a provider would use: a person rarely needs a sixth code within a minute or a sixteenth
 * within an hour; ten wrong guesses in a quarter-hour is an attack, not a typo; an address may
 * hold many people behind one NAT, so it gets five accounts' worth of failures; and a browser (or
 * a school behind one NAT address) stays far below ten requests a second.
 */
export const DEFAULT_RATE_LIMITS: Readonly<RateLimitsConfig> = Object.freeze<RateLimitsConfig>({
  sends_per_recipient: [
    { count: 5, window_seconds: 60 },
    { count: 15, window_seconds: 3600 },
  ],
  failed_authentications_per_account: [{ count: 10, window_seconds: 900 }],
  failed_authentications_per_ip: [{ count: 50, window_seconds: 900 }],
  password_lockout: { failures: 10, window_seconds: 3600, lockout_seconds: 3600 },
  requests_per_ip: [{ count: 600, window_seconds: 60 }],
});

const LIMIT_NAMES = [
  'sends_per_recipient',
  'failed_authentications_per_account',
  'failed_authentications_per_ip',
  'password_lockout',
  'requests_per_ip',
] as const;
/** A day, so a typo in seconds (say, milliseconds) fails loudly instead of locking for weeks. */
const MAX_SECONDS = 86_400;
const MAX_COUNT = 1_000_000;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function integerProblem(path: string, value: unknown, max: number): string | null {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= max ? null : `"${path}" must be an integer from 1 to ${max}`;
}

function windowsProblem(name: string, value: unknown): string | null {
  if (!Array.isArray(value)) return `"${name}" must be an array of {"count", "window_seconds"} (empty = no limit)`;
  for (const [i, w] of value.entries()) {
    if (!isObject(w)) return `"${name}[${i}]" must be an object {"count", "window_seconds"}`;
    const extra = Object.keys(w).find((k) => k !== 'count' && k !== 'window_seconds');
    if (extra !== undefined) return `"${name}[${i}]" has unknown field "${extra}"`;
    const bad = integerProblem(`${name}[${i}].count`, w.count, MAX_COUNT) ?? integerProblem(`${name}[${i}].window_seconds`, w.window_seconds, MAX_SECONDS);
    if (bad) return bad;
  }
  return null;
}

function lockoutProblem(value: unknown): string | null {
  if (value === null) return null;
  const name = 'password_lockout';
  if (!isObject(value)) return `"${name}" must be null or {"failures", "window_seconds", "lockout_seconds"}`;
  const extra = Object.keys(value).find((k) => !['failures', 'window_seconds', 'lockout_seconds'].includes(k));
  if (extra !== undefined) return `"${name}" has unknown field "${extra}"`;
  return (
    integerProblem(`${name}.failures`, value.failures, MAX_COUNT) ??
    integerProblem(`${name}.window_seconds`, value.window_seconds, MAX_SECONDS) ??
    integerProblem(`${name}.lockout_seconds`, value.lockout_seconds, MAX_SECONDS)
  );
}

/** The project check for `rate_limits`: an error text naming the bad field, or null. */
export function rateLimitsProblem(value: unknown): string | null {
  if (!isObject(value)) return `must be an object with ${LIMIT_NAMES.join(', ')}`;
  const unknown = Object.keys(value).find((k) => !(LIMIT_NAMES as readonly string[]).includes(k));
  if (unknown !== undefined) return `has unknown field "${unknown}" (known: ${LIMIT_NAMES.join(', ')})`;
  const problem =
    windowsProblem('sends_per_recipient', value.sends_per_recipient) ??
    windowsProblem('failed_authentications_per_account', value.failed_authentications_per_account) ??
    windowsProblem('failed_authentications_per_ip', value.failed_authentications_per_ip) ??
    lockoutProblem(value.password_lockout) ??
    windowsProblem('requests_per_ip', value.requests_per_ip);
  return problem && `field ${problem}`;
}

/**
 * `rate_limits` merges one level deeper than the rest of the project, so loosening one limit
 * (`{"rate_limits": {"requests_per_ip": []}}`) keeps the others. Anything not an object is left
 * for the check to refuse.
 */
export function mergeRateLimits(base: RateLimitsConfig, input: unknown): unknown {
  if (input === undefined) return structuredClone(base);
  return isObject(input) ? { ...structuredClone(base), ...structuredClone(input) } : input;
}
