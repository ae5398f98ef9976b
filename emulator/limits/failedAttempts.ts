// Failed attempts with secrets other than passcodes and passwords (docs/spec/security.md A5): magic-link and
// reset tokens, passkey assertions, wallet signatures. A failure counts against the account when
// one is known (a wrong PKCE verifier for a real link, a bad signature by a registered passkey or
// an owned wallet), else against the client address (an unknown token, credential or wallet).
// Either budget, once spent, refuses every attempt under it, the right one included, so a correct
// guess looks like a wrong one. The address budget is checked before anything is looked up.
// In-process calls have no address (as for requests_per_ip): only their accounts are counted.
import { checkPkce } from '../crypto/pkce';
import { tooManyRequests } from './rateLimitCounters';
import { addressFailureKey as addressKey, recordFailedAuth, requireAuthBudget, userAccount, type LimitsContext } from './rateLimits';

/** One attempt's budgets: `failed()` counts a failure where it belongs; `hold()` counts it as pending while a check awaits. */
export interface Attempt {
  failed(): void;
  hold(): () => void;
}

/** Refuses any attempt from an address that spent its budget of failures on unknown accounts. */
export function requireAddressBudget(ctx: LimitsContext): void {
  const key = addressKey(ctx);
  if (key === null) return;
  const wait = ctx.store.rateLimits.waitMs(key, ctx.project.rate_limits.failed_authentications_per_ip, ctx.clock.now());
  if (wait > 0) throw tooManyRequests(wait, 'failed attempts from this address');
}

export function recordAddressFailure(ctx: LimitsContext): void {
  const key = addressKey(ctx);
  if (key !== null) ctx.store.rateLimits.record(key, ctx.project.rate_limits.failed_authentications_per_ip, ctx.clock.now());
}

/**
 * The budgets of one attempt on `userId`'s account (null: no account is known yet): checked now,
 * and `failed()` counts a failure where it belongs.
 */
export function attemptOn(ctx: LimitsContext, userId: string | null): Attempt {
  requireAddressBudget(ctx);
  const address = addressKey(ctx);
  if (userId === null) return { failed: () => recordAddressFailure(ctx), hold: () => ctx.store.rateLimits.hold(address === null ? [] : [address]) };
  const account = userAccount(userId);
  requireAuthBudget(ctx, account);
  return { failed: () => recordFailedAuth(ctx, account), hold: () => ctx.store.rateLimits.hold([`fail:${account}`]) };
}

/**
 * Runs `check` of an attempt, held as pending while it awaits (so a burst of concurrent attempts
 * cannot all pass the budget first: A5); whatever it throws is counted as that attempt's failure.
 */
export async function counted<T>(attempt: Attempt, check: () => T | Promise<T>): Promise<T> {
  const release = attempt.hold();
  try {
    return await check();
  } catch (err) {
    attempt.failed();
    throw err;
  } finally {
    release();
  }
}

/**
 * A magic-link or reset token being redeemed: `record` is what the token found (undefined: it is
 * unknown, used or expired, a failure of the address). A found one answers for its account, and a
 * wrong PKCE verifier is that account's failure. Answers the record, or throws.
 */
export function redeemToken<R extends { user_id: string; code_challenge: string | null }>(
  ctx: LimitsContext,
  record: R | undefined,
  verifier: string | undefined,
  what: string,
  unusable: () => Error,
): R {
  const attempt = attemptOn(ctx, record?.user_id ?? null);
  if (!record) {
    attempt.failed();
    throw unusable();
  }
  try {
    // A PKCE failure leaves the token usable: the right browser can still finish the flow.
    checkPkce(record.code_challenge, verifier, what);
  } catch (err) {
    attempt.failed();
    throw err;
  }
  return record;
}
