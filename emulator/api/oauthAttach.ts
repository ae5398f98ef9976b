// POST /oauth/attach (issue 36): the signed-in user asks for a token that the same provider's
// OAuth start then carries (`oauth_attach_token`), so that sign-in attaches the provider to this
// user instead of finding or creating another. The token is single-use (the start uses it up),
// short-lived, and bound to its user and provider; the stand-in carries the user through to
// POST /oauth/authenticate (api/oauth.ts).
import type { OAuthProviderType } from '../../src/contract/index';
import type { Ctx, Handler } from './context';
import { assert } from '../errors';
import { isOAuthProviderType, OAUTH_PROVIDERS } from '../project/oauthProviders';
import { requireCaller } from './authSessions';
import { unexpired } from '../store/store';
import { newSecret } from '../crypto/tokens';
import { objectBody, requiredString } from '../validate/validate';
import { MINUTE_MS } from '../store/clock';

/** Emulator choice: as long as the stand-in's page may wait (api/oauth.ts OAUTH_STATE_MINUTES). */
export const OAUTH_ATTACH_TOKEN_MINUTES = 10;

export const attachOAuth: Handler<'POST /oauth/attach'> = (ctx, rawBody) => {
  const body = objectBody(rawBody);
  const provider = requiredString(body, 'provider', 64);
  const { user } = requireCaller(ctx);
  assert(isOAuthProviderType(provider), 400, 'invalid_oauth_provider', `"${provider}" is not an OAuth provider; the providers are ${Object.keys(OAUTH_PROVIDERS).join(', ')}`);
  const token = newSecret();
  ctx.store.oauthAttachTokens.set(token, { token, user_id: user.user_id, provider_type: provider, expires_at: ctx.clock.now() + OAUTH_ATTACH_TOKEN_MINUTES * MINUTE_MS });
  return { oauth_attach_token: token };
};

/** The user an OAuth start's `oauth_attach_token` names, using the token up; undefined when none was given. */
export function takeAttachToken(ctx: Ctx, token: unknown, provider: OAuthProviderType): string | undefined {
  if (token === undefined) return undefined;
  const record = typeof token === 'string' ? unexpired(ctx.store.oauthAttachTokens, token, ctx.clock.now()) : undefined;
  assert(
    record && record.provider_type === provider && ctx.store.users.has(record.user_id),
    400,
    'invalid_oauth_attach_token',
    `oauth_attach_token is unknown, expired, already used, or was issued for another provider than ${OAUTH_PROVIDERS[provider].name}`,
  );
  ctx.store.oauthAttachTokens.delete(record.token);
  return record.user_id;
}
