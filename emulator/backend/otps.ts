// The backend API's one-time passcodes: a host's server sends a code (login_or_create, or send to
// an existing user) by email, SMS or WhatsApp, and checks the code its user typed. Codes, their
// limits and the outbox are the frontend API's own (api/otps.ts); only the wire differs: the
// backend's answer names the user, and its authenticate calls the digits `code`.
import type { OtpChannel } from '../../src/contract/index';
import { loginOrCreateOtp, redeemOtp, sendOtpToExistingUser, sendOtpToUser, sixDigits, type OtpSent } from '../api/otps';
import { requiredString } from '../validate/validate';
import type { BackendHandler } from './backendRoute';
import { answerFactor } from './factorAnswer';
import { namedUser } from './sessionLookup';

/** The answer names the method by its kind: `email_id`, or `phone_id` for SMS and WhatsApp. */
function sentAnswer(channel: OtpChannel, sent: OtpSent): object {
  return { user_id: sent.user.user_id, [channel === 'email' ? 'email_id' : 'phone_id']: sent.methodId };
}

/** POST /v1/otps/<channel>/login_or_create */
export function otpLoginOrCreate(channel: OtpChannel): BackendHandler {
  return (ctx, body) => {
    const sent = loginOrCreateOtp(ctx, channel, body);
    return { ...sentAnswer(channel, sent), user_created: sent.userCreated };
  };
}

/**
 * POST /v1/otps/<channel>/send: to the user who has the address or number (404 if nobody), or,
 * with user_id, session_token or session_jwt, to that user, adding it.
 */
export function otpSend(channel: OtpChannel): BackendHandler {
  return async (ctx, body) => {
    const target = await namedUser(ctx, body);
    return sentAnswer(channel, target ? sendOtpToUser(ctx, channel, target, body) : sendOtpToExistingUser(ctx, channel, body));
  };
}

/** POST /v1/otps/authenticate */
export const authenticateOtp: BackendHandler = (ctx, body) => {
  const methodId = requiredString(body, 'method_id');
  const code = sixDigits(body, 'code');
  return answerFactor(ctx, body, (holder, minutes) => redeemOtp(holder, methodId, code, minutes));
};
