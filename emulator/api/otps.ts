// One-time passcodes by SMS, WhatsApp and email (docs/spec/security.md A3): six CSPRNG digits, bound to
// the method id they were sent to, expiring, single-use, at most five wrong tries, and a new
// code for the same method replaces the old one.
import { timingSafeEqual } from 'node:crypto';
import type { AuthenticationFactor, AuthResponse, OtpChannel, User } from '../../src/contract/index';
import type { Ctx, Handler } from './context';
import { assert, EmulatorError } from '../errors';
import { recordFailedAuth, requireAuthBudget, takeSend, userAccount } from '../limits/rateLimits';
import { completeAuthentication, requireCaller, sessionDuration } from './authSessions';
import { writeMessage } from './messageTemplates';
import { unexpired } from '../store/store';
import { newPasscode } from '../crypto/tokens';
import { emailAddress, integerInRange, localeTag, objectBody, optionalString, phoneNumber, requiredString, type Body } from '../validate/validate';
import { MINUTE_MS } from '../store/clock';

const DEFAULT_CODE_MINUTES = 5;
const MAX_FAILED_ATTEMPTS = 5;
const SIX_DIGITS = /^\d{6}$/;

type SendHandler = (ctx: Ctx, body: unknown) => { method_id: string };

interface SendRequest {
  identifier: string;
  minutes: number;
  locale: string | undefined;
}

function readSendRequest(channel: OtpChannel, rawBody: unknown): SendRequest {
  const body = objectBody(rawBody);
  const identifier = channel === 'email' ? emailAddress(body) : phoneNumber(body);
  for (const name of ['login_template_id', 'signup_template_id', 'captcha_token', 'dfp_telemetry_id']) {
    optionalString(body, name);
  }
  return { identifier, minutes: integerInRange(body, 'expiration_minutes', 1, 60, DEFAULT_CODE_MINUTES), locale: localeTag(body) };
}

/** Reads the request and counts the send to its recipient before looking anyone up (A5, X9). */
function readCountedSend(ctx: Ctx, channel: OtpChannel, rawBody: unknown): SendRequest {
  const req = readSendRequest(channel, rawBody);
  takeSend(ctx, req.identifier);
  return req;
}

function findOwner(ctx: Ctx, channel: OtpChannel, identifier: string): User | undefined {
  return channel === 'email' ? ctx.store.userByEmail(identifier) : ctx.store.userByPhone(identifier);
}

/** Stores a fresh code for the user's email or phone (replacing any live one) and "sends" it. */
function sendCode(ctx: Ctx, channel: OtpChannel, user: User, req: SendRequest): { method_id: string } {
  const method_id =
    channel === 'email'
      ? ctx.store.addEmail(user, req.identifier).email_id
      : ctx.store.addPhone(user, req.identifier).phone_id;
  const code = newPasscode();
  ctx.store.otps.set(method_id, {
    method_id,
    user_id: user.user_id,
    channel,
    code,
    expires_at: ctx.clock.now() + req.minutes * MINUTE_MS,
    failed_attempts: 0,
  });
  ctx.outbox.send({
    channel,
    recipient: req.identifier,
    ...writeMessage(req.locale, 'passcode', { channel, project: ctx.project.project_name, code, minutes: req.minutes }),
    code,
    sent_at: new Date(ctx.clock.now()).toISOString(),
  });
  return { method_id };
}

/** What a send did: the user the code went to, the method it is bound to, whether the user is new. */
export interface OtpSent {
  user: User;
  methodId: string;
  userCreated: boolean;
}

/** Sends a code, creating the user on first contact (the frontend and backend login_or_create). */
export function loginOrCreateOtp(ctx: Ctx, channel: OtpChannel, rawBody: unknown): OtpSent {
  const req = readCountedSend(ctx, channel, rawBody);
  const existing = findOwner(ctx, channel, req.identifier);
  const user = existing ?? ctx.store.createUser(ctx.clock.now(), 'active');
  return { user, methodId: sendCode(ctx, channel, user, req).method_id, userCreated: !existing };
}

/** Sends a code to the user who has this address or number; nobody → 404. */
export function sendOtpToExistingUser(ctx: Ctx, channel: OtpChannel, rawBody: unknown): OtpSent {
  const req = readCountedSend(ctx, channel, rawBody);
  const user = findOwner(ctx, channel, req.identifier);
  if (!user) {
    throw channel === 'email'
      ? new EmulatorError(404, 'email_not_found', 'No user has this email address')
      : new EmulatorError(404, 'phone_number_not_found', 'No user has this phone number');
  }
  return { user, methodId: sendCode(ctx, channel, user, req).method_id, userCreated: false };
}

/** POST /otps/<channel>/login_or_create: creates the user on first contact. */
export function otpLoginOrCreate(channel: OtpChannel): SendHandler {
  return (ctx, rawBody) => ({ method_id: loginOrCreateOtp(ctx, channel, rawBody).methodId });
}

/** POST /otps/<channel>/send/primary: only for an existing user. */
export function otpSendPrimary(channel: OtpChannel): SendHandler {
  return (ctx, rawBody) => ({ method_id: sendOtpToExistingUser(ctx, channel, rawBody).methodId });
}

/** Sends a code to an address or number of `user`'s, adding it (unverified) if new; another user's → 400. */
export function sendOtpToUser(ctx: Ctx, channel: OtpChannel, user: User, rawBody: unknown): OtpSent {
  const req = readCountedSend(ctx, channel, rawBody);
  const owner = findOwner(ctx, channel, req.identifier);
  assert(!owner || owner === user, 400, 'bad_request', `This ${channel === 'email' ? 'email address' : 'phone number'} belongs to another user`);
  return { user, methodId: sendCode(ctx, channel, user, req).method_id, userCreated: false };
}

/** POST /otps/<channel>/send/secondary: adds the email or phone to the caller's own user. */
export function otpSendSecondary(channel: OtpChannel): SendHandler {
  return (ctx, rawBody) => ({ method_id: sendOtpToUser(ctx, channel, requireCaller(ctx).user, rawBody).methodId });
}

export const authenticateOtp: Handler<'POST /otps/authenticate'> = (ctx, rawBody) => {
  const body = objectBody(rawBody);
  const code = sixDigits(body, 'token');
  return redeemOtp(ctx, requiredString(body, 'method_id'), code, sessionDuration(body));
};

/** A passcode field: six digits (the frontend API calls it `token`, the backend API `code`). */
export function sixDigits(body: Body, name: string): string {
  const code = requiredString(body, name);
  assert(SIX_DIGITS.test(code), 400, 'invalid_argument', `${name} must be a string of 6 digits`);
  return code;
}

/**
 * Checks the code sent to `methodId` and signs its user in (or steps up the caller's session):
 * the one path of the frontend and backend APIs' /otps/authenticate.
 */
export async function redeemOtp(ctx: Ctx, methodId: string, token: string, duration: number): Promise<AuthResponse & { method_id: string }> {
  const notFound = () => new EmulatorError(401, 'otp_code_not_found', 'The passcode is wrong, expired or already used');

  const record = unexpired(ctx.store.otps, methodId, ctx.clock.now());
  if (!record) throw notFound();
  // The account's budget spans every code it was sent: a resend does not buy more guesses (A5).
  const account = userAccount(record.user_id);
  requireAuthBudget(ctx, account);
  if (!timingSafeEqual(Buffer.from(record.code), Buffer.from(token))) {
    recordFailedAuth(ctx, account);
    record.failed_attempts += 1;
    // After the cap the code is dead: even the right digits fail from now on.
    if (record.failed_attempts >= MAX_FAILED_ATTEMPTS) ctx.store.otps.delete(methodId);
    throw notFound();
  }
  ctx.store.otps.delete(methodId);

  const user = ctx.store.users.get(record.user_id);
  if (!user) throw notFound();
  const factor = verifyMethod(user, record.channel, methodId);
  if (!factor) throw notFound();
  const auth = await completeAuthentication(ctx, user, factor, duration);
  return { ...auth, method_id: methodId };
};

/** Marks the email or phone verified and describes it as a factor; null if it was removed. */
function verifyMethod(user: User, channel: OtpChannel, methodId: string): Omit<AuthenticationFactor, 'last_authenticated_at'> | null {
  if (channel === 'email') {
    const email = user.emails.find((e) => e.email_id === methodId);
    if (!email) return null;
    email.verified = true;
    return { type: 'otp', delivery_method: 'email', email_factor: { email_id: email.email_id, email_address: email.email } };
  }
  const phone = user.phone_numbers.find((p) => p.phone_id === methodId);
  if (!phone) return null;
  phone.verified = true;
  return { type: 'otp', delivery_method: channel, phone_number_factor: { phone_id: phone.phone_id, phone_number: phone.phone_number } };
}
