// Sessions as the routes see them: find the caller's, start or extend one after a successful
// authentication, and render the Auth payload of docs/spec/api.md §5 with a freshly signed JWT.
import type { AuthenticationFactor, AuthResponse, Session, User } from '../../src/contract/index';
import type { Ctx } from './context';
import { assert, EmulatorError } from '../errors';
import type { SessionRecord } from '../store/records';
import { newId, newSecret } from '../crypto/tokens';
import { integerInRange, type Body } from '../validate/validate';
import { MINUTE_MS } from '../store/clock';

export const DEFAULT_SESSION_MINUTES = 30;
const MAX_SESSION_MINUTES = 527_040; // one year, the provider's cap

/** session_duration_minutes from a body: 5..527040, 30 when absent. */
export function sessionDuration(body: Body): number {
  return integerInRange(body, 'session_duration_minutes', 5, MAX_SESSION_MINUTES, DEFAULT_SESSION_MINUTES);
}

/** The caller's live session, or null. An expired session is dropped on sight. */
export function callerSession(ctx: Ctx): SessionRecord | null {
  const token = ctx.auth.sessionToken;
  if (token === null) return null;
  const session = ctx.store.sessionByToken(token);
  if (!session) return null;
  if (session.expires_at <= ctx.clock.now()) {
    ctx.store.deleteSession(session);
    return null;
  }
  return session;
}

/** The caller's session and user, or 401 unauthorized_credentials (the widget then signs out). */
export function requireCaller(ctx: Ctx): { session: SessionRecord; user: User } {
  const session = callerSession(ctx);
  const user = session && ctx.store.users.get(session.user_id);
  assert(session && user, 401, 'unauthorized_credentials', 'This call needs a valid session token in the Authorization header');
  return { session, user };
}

/**
 * Completes an authentication: activates the user, then adds the factor to the caller's session
 * when it belongs to the same user (stepping up), or starts a new session (always, with
 * `newSession`: an impersonation never joins the session it was opened from).
 */
export async function completeAuthentication(
  ctx: Ctx,
  user: User,
  factor: Omit<AuthenticationFactor, 'last_authenticated_at'>,
  durationMinutes: number,
  { newSession = false } = {},
): Promise<AuthResponse> {
  const now = ctx.clock.now();
  user.status = 'active';
  const stamped: AuthenticationFactor = { ...factor, last_authenticated_at: new Date(now).toISOString() };
  let session = newSession ? null : callerSession(ctx);
  if (session && session.user_id === user.user_id) {
    session.authentication_factors = session.authentication_factors.filter((f) => !sameFactor(f, stamped));
    session.authentication_factors.push(stamped);
  } else {
    session = {
      session_id: newId('session'),
      token: newSecret(),
      user_id: user.user_id,
      started_at: now,
      last_accessed_at: now,
      expires_at: now,
      attributes: { ip_address: ctx.meta.ip, user_agent: ctx.meta.userAgent },
      authentication_factors: [stamped],
    };
    ctx.store.addSession(session, ctx.project.max_sessions_per_user);
  }
  session.last_accessed_at = now;
  session.expires_at = extendedExpiry(session, now, durationMinutes);
  return authResponse(ctx, session, user);
}

/** Re-authenticates the caller's session; unknown or expired → 404 session_not_found. */
export async function touchSession(ctx: Ctx, durationMinutes: number | undefined): Promise<AuthResponse> {
  const session = callerSession(ctx);
  const user = session && ctx.store.users.get(session.user_id);
  if (!session || !user) throw new EmulatorError(404, 'session_not_found', 'Session not found or expired');
  const now = ctx.clock.now();
  session.last_accessed_at = now;
  if (durationMinutes !== undefined) session.expires_at = extendedExpiry(session, now, durationMinutes);
  return authResponse(ctx, session, user);
}

/** An impersonated session lasts this long from its start, however it is re-authenticated (the provider's rule). */
export const IMPERSONATED_SESSION_MINUTES = 60;

/**
 * `durationMinutes` from now, but never past the session's absolute expiry (started_at plus the
 * provider's one-year cap, or an hour when impersonated): re-authenticating keeps a session alive, not forever.
 */
function extendedExpiry(session: SessionRecord, now: number, durationMinutes: number): number {
  const impersonated = session.authentication_factors.some((f) => f.type === 'impersonated');
  const lifetime = impersonated ? IMPERSONATED_SESSION_MINUTES : MAX_SESSION_MINUTES;
  return Math.min(now + durationMinutes * MINUTE_MS, session.started_at + lifetime * MINUTE_MS);
}

/**
 * A stored session as the wire carries it (docs/spec/api.md §5). Its roles are its user's as of
 * now: a role change shows at the session's next authenticate or refresh, as the provider's does.
 */
export function sessionToWire(session: SessionRecord, user: User): Session {
  return {
    session_id: session.session_id,
    user_id: session.user_id,
    started_at: new Date(session.started_at).toISOString(),
    last_accessed_at: new Date(session.last_accessed_at).toISOString(),
    expires_at: new Date(session.expires_at).toISOString(),
    attributes: { ...session.attributes },
    custom_claims: null,
    roles: [...user.roles],
    authentication_factors: structuredClone(session.authentication_factors),
  };
}

async function authResponse(ctx: Ctx, session: SessionRecord, user: User): Promise<AuthResponse> {
  const wire = sessionToWire(session, user);
  return {
    user_id: user.user_id,
    user: structuredClone(user),
    session: wire,
    session_token: session.token,
    session_jwt: await ctx.signer.sign(wire, ctx.clock.now()),
  };
}

/** Two factors are the same when they prove the same method through the same identifier. */
function sameFactor(a: AuthenticationFactor, b: AuthenticationFactor): boolean {
  return (
    a.type === b.type &&
    a.delivery_method === b.delivery_method &&
    a.email_factor?.email_id === b.email_factor?.email_id &&
    a.phone_number_factor?.phone_id === b.phone_number_factor?.phone_id &&
    a.webauthn_factor?.webauthn_registration_id === b.webauthn_factor?.webauthn_registration_id &&
    a.crypto_wallet_factor?.crypto_wallet_id === b.crypto_wallet_factor?.crypto_wallet_id &&
    a.authenticator_app_factor?.totp_id === b.authenticator_app_factor?.totp_id &&
    a.recovery_code_factor?.totp_recovery_code_id === b.recovery_code_factor?.totp_recovery_code_id
  );
}
