import type { ApiError, InvalidResponseError } from '../api/errors';

/** Background refresh period (docs/spec/product.md §9). */
export const REFRESH_INTERVAL_MS = 180_000;
/** A refresh request that has not answered by then is abandoned and counts as a network failure. */
export const REFRESH_TIMEOUT_MS = 20_000;
/** The longest a `Retry-After` is honoured; a longer one (or a hostile one) waits this long. */
const MAX_RETRY_AFTER_MS = 3_600_000;
const JITTER_MS = 175;

/** `2000 ms · 2^min(n,7)` ± 175 ms: n counts the failures before this one (docs/spec/product.md §9, S9). */
export function backoffDelay(failures: number, random: () => number): number {
  return 2000 * 2 ** Math.min(failures, 7) + (random() * 2 - 1) * JITTER_MS;
}

// Errors are told apart by name, not instanceof: they are made by the client chunk's classes, and
// this module is the session keeper's chunk, whose copies of those classes would be others.
const nameOf = (error: unknown) => (error as { name?: unknown } | null)?.name;

/** The status a failed call answered with, when it answered at all. */
function statusOf(error: unknown): number | undefined {
  if (nameOf(error) === 'ApiError') return (error as ApiError).status_code;
  if (nameOf(error) === 'InvalidResponseError') return (error as InvalidResponseError).status;
  return undefined;
}

/**
 * How long to wait before retrying a failed refresh, or null when it must not be retried (S8):
 * only a network failure (our own timeout included), a 5xx or a 429 is retried, never sooner
 * than the server's `Retry-After`. An unrecoverable error type has already signed out.
 */
export function retryDelay(error: unknown, failures: number, random: () => number): number | null {
  const status = statusOf(error);
  const network = nameOf(error) === 'NetworkError' || nameOf(error) === 'AbortError';
  if (!network && !(status !== undefined && (status >= 500 || status === 429))) return null;
  const asked = (error as { retryAfterMs?: number }).retryAfterMs ?? 0;
  return Math.max(backoffDelay(failures, random), Math.min(asked, MAX_RETRY_AFTER_MS));
}

