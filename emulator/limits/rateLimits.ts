// Rate limits a real provider has (docs/spec/security.md A5): sends per recipient, failed authentications
// per account (with a password lockout), and requests per client address. Each refusal is a 429
// `too_many_requests` with `Retry-After` in whole seconds. Sliding windows on the emulator's clock,
// so tests move past them with the fake clock instead of waiting.
//
// X9: the keys are what the caller sent (the address, in its canonical form, so that every
// spelling of one mailbox counts together: issue 36) or, once an account exists, its user id;
// an unknown address is counted, refused and released exactly like a known one, and the checks run
// before anything reveals whether the account exists.
import { canonicalEmail } from '../../src/contract/email';
import { isEmulatorOwnPath } from '../http/ownPaths';
import type { RateLimitsConfig } from '../project/rateLimitConfig';
import { tooManyRequests, type RateLimitCounters } from './rateLimitCounters';

/**
 * What the limits read of a handler's context (api/context.ts's Ctx has it all): the counters, the
 * project's limits, the time and the caller's address. Named here, so limits/ needs no handler types.
 */
export interface LimitsContext {
  store: { rateLimits: RateLimitCounters };
  project: { rate_limits: RateLimitsConfig };
  clock: { now(): number };
  meta: { ip: string };
}

const limitsOf = (ctx: LimitsContext): RateLimitsConfig => ctx.project.rate_limits;

/** A passcode, magic link or reset email to `recipient` (an email address or E.164 number, which has no @ and stays as it is). */
export function takeSend(ctx: LimitsContext, recipient: string): void {
  ctx.store.rateLimits.take(`send:${canonicalEmail(recipient)}`, limitsOf(ctx).sends_per_recipient, ctx.clock.now(), 'messages to this address');
}

/** The key that failed authentications count under. */
export const userAccount = (userId: string): string => `user:${userId}`;

/** A password's account: the user once known, else the address typed, refused alike (X9). */
export function passwordAccount(userId: string | undefined, email: string): string {
  return userId === undefined ? `email:${canonicalEmail(email)}` : userAccount(userId);
}

/**
 * Refuses any attempt, right or wrong, on an account that spent its budget of failures or whose
 * password is locked: a new code or a correct guess must not buy more guesses.
 */
export function requireAuthBudget(ctx: LimitsContext, account: string, checkLockout = false): void {
  const now = ctx.clock.now();
  const lockout = checkLockout ? limitsOf(ctx).password_lockout : null;
  const wait = Math.max(
    ctx.store.rateLimits.waitMs(`fail:${account}`, limitsOf(ctx).failed_authentications_per_account, now),
    checkLockout ? ctx.store.rateLimits.lockedMs(`lock:${account}`, now) : 0,
    // Passwords still being checked count toward the lockout as wrong ones do (holdPasswordAttempt).
    lockout ? ctx.store.rateLimits.waitMs(`pw:${account}`, [{ count: lockout.failures, window_seconds: lockout.window_seconds }], now) : 0,
  );
  if (wait > 0) throw tooManyRequests(wait, 'failed attempts for this account');
}

export function recordFailedAuth(ctx: LimitsContext, account: string): void {
  ctx.store.rateLimits.record(`fail:${account}`, limitsOf(ctx).failed_authentications_per_account, ctx.clock.now());
}

/** A wrong password: one failure, and the lockout once enough of them come within its window. */
export function recordPasswordFailure(ctx: LimitsContext, account: string): void {
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

/** The key a client address's failures count under; null for an in-process call, which has none. */
export const addressFailureKey = (ctx: LimitsContext): string | null => (ctx.meta.ip === '' ? null : `fail:ip:${ctx.meta.ip}`);

/**
 * Holds a password attempt's place, while its hash is checked, in the account's budget, its run
 * toward the lockout and the address's budget: the check awaits, and concurrent guesses must see
 * each other (A5). Call the release once the check has answered, before recording its outcome.
 */
export function holdPasswordAttempt(ctx: LimitsContext, account: string): () => void {
  const address = addressFailureKey(ctx);
  return ctx.store.rateLimits.hold([`fail:${account}`, `pw:${account}`, ...(address === null ? [] : [address])]);
}

/** A correct password ends the run of failures that leads to the lockout. */
export function clearPasswordFailures(ctx: LimitsContext, account: string): void {
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
