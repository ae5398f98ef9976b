// The backend API's sessions: authenticate (by token or JWT, optionally extending), get a user's
// live sessions, revoke, and the JWKS. The sessions are the frontend API's own (one store), so a
// revoke here ends the browser's session on its next call.
import { sessionDuration, sessionToWire, touchSession } from '../api/authSessions';
import { assert, EmulatorError } from '../errors';
import { sessionsOfUser } from '../store/userOperations';
import { optionalString, requiredString } from '../validate/validate';
import type { BackendHandler } from './backendRoute';
import { backendUser, requireUser } from './backendUser';
import { asHolderOf, namedSession, requiredSession } from './sessionLookup';

/**
 * POST /v1/sessions/authenticate: `{ session, session_token, session_jwt, user }` with a fresh
 * JWT; `session_duration_minutes` extends the session from now.
 */
export const authenticateSession: BackendHandler = async (ctx, body) => {
  const session = await requiredSession(ctx, body);
  const extend = body.session_duration_minutes !== undefined && body.session_duration_minutes !== null;
  // Custom claims would have to ride in every JWT; the emulator does not keep them, and says so.
  assert(body.session_custom_claims === undefined || body.session_custom_claims === null, 400, 'invalid_argument', 'session_custom_claims are not supported by the emulator');
  const auth = await touchSession(asHolderOf(ctx, session), extend ? sessionDuration(body) : undefined);
  return { session: auth.session, session_token: auth.session_token, session_jwt: auth.session_jwt, user: backendUser(auth.user) };
};

/** GET /v1/sessions?user_id=: the user's live sessions, oldest first. */
export const getSessions: BackendHandler = (ctx, body) => {
  const user = requireUser(ctx.store, requiredString(body, 'user_id'));
  const now = ctx.clock.now();
  return { sessions: sessionsOfUser(ctx.store, user.user_id).filter((s) => s.expires_at > now).map((s) => sessionToWire(s, user)) };
};

/** POST /v1/sessions/revoke: by session_id, session_token or session_jwt. */
export const revokeSession: BackendHandler = async (ctx, body) => {
  const sessionId = optionalString(body, 'session_id');
  const byId = sessionId === undefined ? null : ctx.store.sessions.get(sessionId);
  if (sessionId !== undefined && !byId) throw new EmulatorError(404, 'session_not_found', `Session could not be found: no live session has id ${sessionId}`);
  const session = byId ?? (await namedSession(ctx, body));
  assert(session, 400, 'missing_argument', 'One of session_id, session_token or session_jwt is required');
  ctx.store.deleteSession(session);
  return {};
};

/** GET /v1/sessions/jwks/:project_id: the keys that verify session JWTs; open, as verifiers fetch it anonymously. */
export const getJwks: BackendHandler = async (ctx) => {
  const id = ctx.params.project_id ?? '';
  if (id !== ctx.project.project_id) throw new EmulatorError(404, 'route_not_found', `No project with id ${id}`);
  return ctx.signer.jwks();
};
