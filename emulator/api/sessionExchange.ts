// POST /sessions/exchange_access_token (issue 36): a connected app's access token, granted the
// full_access scope (only a first-party app can be, oidc/oidcScopes.ts), becomes a session of the
// user who authorized it. Always a new session, as the provider's endpoint takes no session of its
// own; its factor names the app. The emulator's access tokens are opaque, looked up in the store,
// so one revoked with its app (api/connectedApps.ts) is simply not found.
import type { Handler } from './context';
import { assert, EmulatorError } from '../errors';
import { completeAuthentication, sessionDuration } from './authSessions';
import { objectBody, requiredString } from '../validate/validate';

export const exchangeAccessToken: Handler<'POST /sessions/exchange_access_token'> = (ctx, rawBody) => {
  const body = objectBody(rawBody);
  const token = requiredString(body, 'access_token', 4096);
  const duration = sessionDuration(body);
  const record = ctx.store.oidcAccessTokens.get(token);
  if (!record) throw new EmulatorError(404, 'idp_access_token_not_found', 'The access token is unknown, or was revoked');
  if (record.expires_at <= ctx.clock.now()) {
    ctx.store.oidcAccessTokens.delete(token);
    throw new EmulatorError(401, 'idp_access_token_expired', 'The access token has expired');
  }
  assert(
    record.scopes.includes('full_access'),
    400,
    'oauth_access_token_exchange_missing_full_access',
    'Only an access token granted the full_access scope can be exchanged for a session',
  );
  const user = ctx.store.users.get(record.user_id);
  assert(user, 404, 'user_not_found', 'The user of this access token no longer exists');
  const factor = {
    type: 'oauth',
    delivery_method: 'oauth_access_token_exchange',
    oauth_access_token_exchange_factor: { client_id: record.client_id },
  } as const;
  return completeAuthentication(ctx, user, factor, duration, { newSession: true });
};
