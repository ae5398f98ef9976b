// TOTP (authenticator apps) and recovery codes (issue 17), for the signed-in user: every call
// needs the caller's session, as the provider's SDK sends no user id. A user has at most one
// TOTP: a new one replaces a pending one and is refused beside a verified one. Codes are checked
// on the emulator's clock one step either side (RFC 6238 §5.2), each at most once: a code at or
// before the last accepted step is a replay. Wrong codes count against the account's budget
// (rateLimits.ts) and, like passcodes, against the TOTP itself: five in five minutes and even the
// right code waits. Recovery codes are ten, single-use, and only back a verified TOTP.
import { timingSafeEqual } from 'node:crypto';
import QRCode from 'qrcode';
import type { User } from '../../src/contract/index';
import type { Ctx, Handler } from './context';
import { assert, EmulatorError } from '../errors';
import type { TotpRecord } from '../store/records';
import { tooManyRequests } from '../limits/rateLimitCounters';
import { recordFailedAuth, requireAuthBudget, userAccount } from '../limits/rateLimits';
import { completeAuthentication, requireCaller, sessionDuration } from './authSessions';
import { newId } from '../crypto/tokens';
import { base32Decode, hotp, newRecoveryCode, newTotpSecret, otpauthUri, timeStep } from '../crypto/totp';
import { integerInRange, objectBody, requiredString } from '../validate/validate';
import { MINUTE_MS } from '../store/clock';

const DEFAULT_EXPIRATION_MINUTES = 1440; // the provider's default and maximum
const RECOVERY_CODE_COUNT = 10;
const SIX_DIGITS = /^\d{6}$/;
/** Wrong codes a TOTP takes within the window before it refuses every code until the window passes. */
const TOTP_FAILURES = [{ count: 5, window_seconds: 300 }];

/** The user's TOTP; a pending one past its expiry is removed and reported as expired. */
function userTotp(ctx: Ctx, user: User): TotpRecord {
  const record = user.totps.map((t) => ctx.store.totps.get(t.totp_id)).find((t) => t !== undefined);
  if (!record) throw new EmulatorError(404, 'totp_not_found', 'The user has no TOTP; create one with POST /totps');
  if (!record.verified && record.expires_at <= ctx.clock.now()) {
    removeTotp(ctx, user, record.totp_id);
    throw new EmulatorError(400, 'expired_totp', 'The TOTP was not verified before it expired; create a new one');
  }
  return record;
}

/** Removes the TOTP and its recovery codes from the user; false when the user has no such TOTP. */
export function removeTotp(ctx: Ctx, user: User, totpId: string): boolean {
  if (!user.totps.some((t) => t.totp_id === totpId)) return false;
  user.totps = user.totps.filter((t) => t.totp_id !== totpId);
  ctx.store.totps.delete(totpId);
  return true;
}

/** How the app labels the account: the first email, else the first phone number, else the user id. */
function accountName(user: User): string {
  return user.emails[0]?.email ?? user.phone_numbers[0]?.phone_number ?? user.user_id;
}

export const createTotp: Handler<'POST /totps'> = async (ctx, rawBody) => {
  const { user } = requireCaller(ctx);
  const body = objectBody(rawBody);
  const minutes = integerInRange(body, 'expiration_minutes', 5, DEFAULT_EXPIRATION_MINUTES, DEFAULT_EXPIRATION_MINUTES);
  for (const { totp_id } of [...user.totps]) {
    const existing = ctx.store.totps.get(totp_id);
    assert(!existing?.verified, 400, 'active_totp_exists', 'The user already has a verified TOTP; delete it (DELETE /users/totps/{id}) before creating another');
    removeTotp(ctx, user, totp_id);
  }
  const secret = newTotpSecret();
  const recovery_codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const record: TotpRecord = {
    totp_id: newId('totp'),
    user_id: user.user_id,
    secret,
    verified: false,
    expires_at: ctx.clock.now() + minutes * MINUTE_MS,
    last_used_step: -1,
    recovery_codes: recovery_codes.map((code) => ({ totp_recovery_code_id: newId('totp-recovery-code'), code, used: false })),
  };
  ctx.store.totps.set(record.totp_id, record);
  user.totps.push({ totp_id: record.totp_id, verified: false });
  const qr_code = await QRCode.toDataURL(otpauthUri(secret, ctx.project.project_name, accountName(user)));
  return { totp_id: record.totp_id, secret, qr_code, recovery_codes, user_id: user.user_id, user: structuredClone(user), __user: structuredClone(user) };
};

/** The time step whose code is `code`, looking one step either side of now; null when none. */
function matchingStep(record: TotpRecord, code: string, now: number): number | null {
  const key = base32Decode(record.secret);
  const current = timeStep(now);
  for (const step of [current, current - 1, current + 1]) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code))) return step;
  }
  return null;
}

export const authenticateTotp: Handler<'POST /totps/authenticate'> = async (ctx, rawBody) => {
  const { user } = requireCaller(ctx);
  const body = objectBody(rawBody);
  const code = requiredString(body, 'totp_code');
  assert(SIX_DIGITS.test(code), 400, 'invalid_argument', 'totp_code must be a string of 6 digits');
  const duration = sessionDuration(body);
  const record = userTotp(ctx, user);
  const account = userAccount(user.user_id);
  requireAuthBudget(ctx, account);
  const now = ctx.clock.now();
  const failuresKey = `totp:${record.totp_id}`;
  const wait = ctx.store.rateLimits.waitMs(failuresKey, TOTP_FAILURES, now);
  if (wait > 0) throw tooManyRequests(wait, 'wrong codes for this authenticator app');

  const step = matchingStep(record, code, now);
  if (step === null) {
    recordFailedAuth(ctx, account);
    ctx.store.rateLimits.record(failuresKey, TOTP_FAILURES, now);
    throw new EmulatorError(401, 'invalid_totp_code', 'The code is wrong or too old; enter the code the app shows now');
  }
  if (step <= record.last_used_step) {
    throw new EmulatorError(401, 'totp_code_already_authenticated', 'This TOTP code has already been used; wait for the next one');
  }
  record.last_used_step = step;
  record.verified = true;
  for (const entry of user.totps) if (entry.totp_id === record.totp_id) entry.verified = true;
  ctx.store.rateLimits.forget(failuresKey);
  const auth = await completeAuthentication(ctx, user, { type: 'totp', delivery_method: 'authenticator_app', authenticator_app_factor: { totp_id: record.totp_id } }, duration);
  return { ...auth, totp_id: record.totp_id };
};

export const getRecoveryCodes: Handler<'POST /totps/recovery_codes'> = (ctx) => {
  const { user } = requireCaller(ctx);
  const totps = user.totps.flatMap(({ totp_id }) => {
    const record = ctx.store.totps.get(totp_id);
    if (!record) return [];
    const recovery_codes = record.recovery_codes.filter((c) => !c.used).map((c) => c.code);
    return [{ totp_id, verified: record.verified, recovery_codes }];
  });
  return { user_id: user.user_id, totps };
};

export const recoverTotp: Handler<'POST /totps/recover'> = async (ctx, rawBody) => {
  const { user } = requireCaller(ctx);
  const body = objectBody(rawBody);
  const given = Buffer.from(requiredString(body, 'recovery_code', 64).trim().toLowerCase());
  const duration = sessionDuration(body);
  const record = user.totps.map((t) => ctx.store.totps.get(t.totp_id)).find((t) => t?.verified);
  assert(record, 400, 'no_active_recovery_code_backed_factor', 'The user has no verified TOTP, so no recovery codes to use');
  const account = userAccount(user.user_id);
  requireAuthBudget(ctx, account);
  const entry = record.recovery_codes.find((c) => !c.used && c.code.length === given.length && timingSafeEqual(Buffer.from(c.code), given));
  if (!entry) {
    recordFailedAuth(ctx, account);
    throw new EmulatorError(401, 'invalid_recovery_code', 'The recovery code is wrong or already used');
  }
  entry.used = true;
  const factor = { type: 'recovery_codes', delivery_method: 'recovery_code', recovery_code_factor: { totp_recovery_code_id: entry.totp_recovery_code_id } } as const;
  const auth = await completeAuthentication(ctx, user, factor, duration);
  return { ...auth, totp_id: record.totp_id };
};
