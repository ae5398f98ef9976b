// /sessions/authenticate and /sessions/revoke: both act on the caller's session token.
import type { Handler } from './context';
import { EmulatorError } from '../errors';
import { callerSession, sessionDuration, touchSession } from './authSessions';
import { objectBody } from '../validate/validate';

export const authenticateSession: Handler<'POST /sessions/authenticate'> = (ctx, rawBody) => {
  const body = objectBody(rawBody);
  const extend = Object.hasOwn(body, 'session_duration_minutes') && body.session_duration_minutes !== null;
  return touchSession(ctx, extend ? sessionDuration(body) : undefined);
};

export const revokeSession: Handler<'POST /sessions/revoke'> = (ctx) => {
  const session = callerSession(ctx);
  if (!session) throw new EmulatorError(404, 'session_not_found', 'Session not found or expired');
  ctx.store.deleteSession(session);
  return {};
};
