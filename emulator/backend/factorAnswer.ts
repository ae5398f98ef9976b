// What the backend API's magic-link and passcode authenticate calls share: the optional session
// they step up (session_token or session_jwt), whether a session is wanted at all, and the
// provider's answer. Unlike the frontend API, the backend API starts a session only when asked
// (session_duration_minutes, or a session to step up); otherwise it answers empty session_token
// and session_jwt and no session.
import type { AuthResponse } from '../../src/contract/index';
import type { Ctx } from '../api/context';
import { sessionDuration } from '../api/authSessions';
import type { Body } from '../validate/validate';
import { backendUser } from './backendUser';
import { asHolderOf, namedSession } from './sessionLookup';

/** Spends a factor's secret with the given session length, for the given holder. */
export type Redeem = (ctx: Ctx, durationMinutes: number) => Promise<AuthResponse & { method_id: string }>;

export async function answerFactor(ctx: Ctx, body: Body, redeem: Redeem): Promise<object> {
  const session = await namedSession(ctx, body);
  const wantsSession = session !== null || (body.session_duration_minutes !== undefined && body.session_duration_minutes !== null);
  const auth = await redeem(asHolderOf(ctx, session), sessionDuration(body));
  const answer = { user_id: auth.user_id, method_id: auth.method_id, user: backendUser(auth.user), reset_sessions: false };
  if (wantsSession) return { ...answer, session_token: auth.session_token, session_jwt: auth.session_jwt, session: auth.session };
  // The shared path always starts one; a call that asked for none leaves none behind.
  const started = ctx.store.sessionByToken(auth.session_token);
  if (started) ctx.store.deleteSession(started);
  return { ...answer, session_token: '', session_jwt: '' };
}
