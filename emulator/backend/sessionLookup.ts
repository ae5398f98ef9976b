// The session a backend call names: by its opaque token or by its JWT. A JWT is trusted only once
// its signature, issuer and audience verify; its own expiry does not matter, the session's does, so
// an expired JWT of a live session still authenticates (the provider's rule: a host trades it for a
// fresh one through sessions/authenticate).
import type { User } from '../../src/contract/index';
import type { Ctx } from '../api/context';
import { assert, EmulatorError } from '../errors';
import type { SessionRecord } from '../store/records';
import { optionalString, type Body } from '../validate/validate';
import { requireUser } from './backendUser';

/** Longer than any JWT the emulator signs, factors and all. */
const MAX_JWT_LENGTH = 16_384;

const notFound = (why: string) => new EmulatorError(404, 'session_not_found', `Session could not be found: ${why}`);

/** The session id a JWT names, once it verifies; 404 session_not_found for anything else. */
async function sessionIdOfJwt(ctx: Ctx, jwt: string): Promise<string> {
  const payload = await ctx.signer.verify(jwt);
  if (!payload) throw notFound('the session_jwt does not verify against this project\'s keys (a changed byte, another project or not a JWT)');
  const claim = payload['https://stytch.com/session'] as { id?: unknown } | undefined;
  if (typeof claim?.id !== 'string') throw notFound('the session_jwt carries no session claim');
  return claim.id;
}

/** The live session, or 404; an expired one is dropped on sight, as the frontend API does. */
function live(ctx: Ctx, session: SessionRecord | undefined): SessionRecord {
  if (!session) throw notFound('it is unknown, revoked or expired');
  if (session.expires_at <= ctx.clock.now()) {
    ctx.store.deleteSession(session);
    throw notFound('it has expired');
  }
  return session;
}

/**
 * The session that `session_token` or `session_jwt` names (both may be given if they agree);
 * null when the body has neither, for the caller to decide whether one was needed.
 */
export async function namedSession(ctx: Ctx, body: Body): Promise<SessionRecord | null> {
  const token = optionalString(body, 'session_token');
  const jwt = optionalString(body, 'session_jwt', MAX_JWT_LENGTH);
  if (token === undefined && jwt === undefined) return null;
  const byToken = token === undefined ? undefined : live(ctx, ctx.store.sessionByToken(token));
  const byJwt = jwt === undefined ? undefined : live(ctx, ctx.store.sessions.get(await sessionIdOfJwt(ctx, jwt)));
  assert(!byToken || !byJwt || byToken === byJwt, 400, 'invalid_argument', 'session_token and session_jwt name different sessions; send one of them');
  return (byToken ?? byJwt)!;
}

/** As namedSession, but one of the two is required. */
export async function requiredSession(ctx: Ctx, body: Body): Promise<SessionRecord> {
  const session = await namedSession(ctx, body);
  assert(session, 400, 'missing_argument', 'session_token or session_jwt is required and must be a string');
  return session;
}

/** The Ctx of a handler acting as this session's holder: what completeAuthentication and touchSession read. */
export function asHolderOf(ctx: Ctx, session: SessionRecord | null): Ctx {
  return { ...ctx, auth: { publicToken: null, sessionToken: session?.token ?? null } };
}

/**
 * The user a send is for when the body names one, by `user_id` or by a session of theirs (the
 * provider's way to add an email or number to an existing user); null when it names none.
 */
export async function namedUser(ctx: Ctx, body: Body): Promise<User | null> {
  const userId = optionalString(body, 'user_id');
  const session = await namedSession(ctx, body);
  const user = userId === undefined ? null : requireUser(ctx.store, userId);
  assert(!user || !session || session.user_id === user.user_id, 400, 'invalid_argument', 'user_id and the session name different users; send one of them');
  return user ?? (session && requireUser(ctx.store, session.user_id));
}
