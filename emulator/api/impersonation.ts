// Impersonation (issue 17): the provider's dashboard mints a token that lets support act as a
// user; here POST /__emulator/impersonation stands in for the dashboard. The token is single-use
// and lives five minutes; authenticating it always starts a new session, never joining the
// caller's, whose `impersonated` factor names the impersonator and shows in the JWT, and which
// lasts an hour from its start however it is re-authenticated (authSessions.ts).
import type { EmulatorImpersonationToken } from '../../src/contract/index';
import type { Clock } from '../store/clock';
import type { Handler } from './context';
import { assert, EmulatorError } from '../errors';
import { recordAddressFailure, requireAddressBudget } from '../limits/failedAttempts';
import { completeAuthentication, IMPERSONATED_SESSION_MINUTES } from './authSessions';
import { unexpired, type Store } from '../store/store';
import { newSecret } from '../crypto/tokens';
import { emailAddress, objectBody, optionalString, requiredString } from '../validate/validate';
import { MINUTE_MS } from '../store/clock';

export const IMPERSONATION_TOKEN_MINUTES = 5;
/** Who impersonates when the mint names no one: the dashboard's workspace, as the provider reports it. */
const DEFAULT_IMPERSONATOR_ID = 'workspace-test-00000000-0000-4000-8000-000000000000';
const DEFAULT_IMPERSONATOR_EMAIL = 'support@example.com';

/** POST /__emulator/impersonation `{user_id, impersonator_email_address?, impersonator_id?}`. */
export function mintImpersonationToken(store: Store, clock: Clock, rawBody: unknown): EmulatorImpersonationToken {
  const body = objectBody(rawBody);
  const userId = requiredString(body, 'user_id');
  assert(store.users.has(userId), 404, 'invalid_argument', `user_id: there is no user ${userId}`);
  const email = body.impersonator_email_address == null ? DEFAULT_IMPERSONATOR_EMAIL : emailAddress(body, 'impersonator_email_address');
  const token = newSecret();
  const expiresAt = clock.now() + IMPERSONATION_TOKEN_MINUTES * MINUTE_MS;
  store.impersonationTokens.set(token, {
    token,
    user_id: userId,
    impersonator_id: optionalString(body, 'impersonator_id', 256) ?? DEFAULT_IMPERSONATOR_ID,
    impersonator_email_address: email,
    expires_at: expiresAt,
  });
  return { impersonation_token: token, user_id: userId, expires_at: new Date(expiresAt).toISOString() };
}

export const authenticateImpersonation: Handler<'POST /impersonation/authenticate'> = (ctx, rawBody) => {
  const body = objectBody(rawBody);
  const token = requiredString(body, 'impersonation_token');
  requireAddressBudget(ctx);
  const record = unexpired(ctx.store.impersonationTokens, token, ctx.clock.now());
  const user = record && ctx.store.users.get(record.user_id);
  if (!record || !user) {
    recordAddressFailure(ctx);
    throw new EmulatorError(401, 'invalid_token', 'The impersonation token is unknown, expired or already used');
  }
  ctx.store.impersonationTokens.delete(token);
  const factor = {
    type: 'impersonated',
    delivery_method: 'impersonation',
    impersonated_factor: { impersonator_id: record.impersonator_id, impersonator_email_address: record.impersonator_email_address },
  } as const;
  return completeAuthentication(ctx, user, factor, IMPERSONATED_SESSION_MINUTES, { newSession: true });
};
