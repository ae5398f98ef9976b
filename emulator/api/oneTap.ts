// Google One Tap (docs/spec/api.md §3; docs/spec/product.md §2, §8). The start tells the widget which Google
// client to initialize the script at /gsi/client with, and names a single-use callback; the
// callback verifies the ID token the script handed over as a relying party verifies Google's, then
// ends exactly as the stand-in provider's Continue does: a single-use oauth token in the redirect
// URL, redeemed by POST /oauth/authenticate. Both answer raw JSON, not wrapped in `data`.
import type { OneTapCallbackResponse, OneTapStartResponse } from '../../src/contract/index';
import type { Ctx } from './context';
import { assert } from '../errors';
import { OAUTH_PROVIDERS } from '../project/oauthProviders';
import { unexpired } from '../store/store';
import { newSecret } from '../crypto/tokens';
import { objectBody, requiredString, searchParamsBody } from '../validate/validate';
import { issueOAuthToken, OAUTH_STATE_MINUTES, redirectUrls } from './oauth';
import { MINUTE_MS } from '../store/clock';

/** The header value that marks an OAuth callback as One Tap's. */
export const ONE_TAP_OAUTH_TYPE = 'google-one-tap';
/** ID tokens are a few hundred bytes to a few KB. */
const MAX_ID_TOKEN_LENGTH = 8192;

/** One Tap is configured: Google OAuth is set up in the project with a client id. */
function oneTapConfigured(ctx: Ctx): boolean {
  return ctx.project.oauth_providers.includes('google') && ctx.project.google_client_id !== '';
}

function assertOwnCredentials(ctx: Ctx): void {
  assert(
    !ctx.project.google_uses_default_credentials,
    400,
    'default_provider_not_allowed',
    "This project's Google OAuth uses the default (shared) Google credentials, which One Tap cannot use; set up your own Google client (google_uses_default_credentials).",
  );
}

/** GET /v1/public/oauth/google/onetap/start?public_token=… */
export function startOneTap(ctx: Ctx, query: URLSearchParams): Omit<OneTapStartResponse, 'request_id'> {
  const fields = searchParamsBody(query, ['public_token']);
  assert(fields.public_token === ctx.project.public_token, 401, 'invalid_public_token', "public_token must be this project's public token");
  // Not configured is an answer, not an error (docs/spec/api.md §3): the widget shows the Google button.
  if (!oneTapConfigured(ctx)) return { google_client_id: '', oauth_callback_id: '' };
  assertOwnCredentials(ctx);
  const id = newSecret();
  ctx.store.oneTapCallbacks.set(id, { oauth_callback_id: id, expires_at: ctx.clock.now() + OAUTH_STATE_MINUTES * MINUTE_MS });
  return { google_client_id: ctx.project.google_client_id, oauth_callback_id: id };
}

/**
 * POST /v1/oauth/callback/:oauth_callback_id with `x-stytch-oauth-type: google-one-tap` and
 * `{id_token, login_redirect_url?, signup_redirect_url?}`. A refusal leaves the callback id usable
 * (the person may choose again); a success uses it up.
 */
export async function oneTapCallback(ctx: Ctx, oauthType: string | null, rawBody: unknown): Promise<Omit<OneTapCallbackResponse, 'request_id'>> {
  assert(oauthType === ONE_TAP_OAUTH_TYPE, 400, 'invalid_argument', `The x-stytch-oauth-type header must be "${ONE_TAP_OAUTH_TYPE}"`);
  const body = objectBody(rawBody);
  const idToken = requiredString(body, 'id_token', MAX_ID_TOKEN_LENGTH);
  assert(oneTapConfigured(ctx), 404, 'oauth_config_not_found', `${OAUTH_PROVIDERS.google.name} One Tap is not set up in this project (no google in oauth_providers, or an empty google_client_id)`);
  assertOwnCredentials(ctx);
  const id = ctx.params.oauth_callback_id ?? '';
  assert(
    unexpired(ctx.store.oneTapCallbacks, id, ctx.clock.now()),
    404,
    'oauth_callback_not_found',
    'This sign-in could not be completed: it has expired or was already used. Please try again.',
  );
  const urls = redirectUrls(ctx, body);
  const claims = await ctx.google.verify(idToken, ctx.project.google_client_id, ctx.clock.now());
  // Checked again after the wait, so two callbacks racing with one id cannot both succeed.
  assert(ctx.store.oneTapCallbacks.delete(id), 404, 'oauth_callback_not_found', 'This sign-in was already completed.');
  const redirect_url = issueOAuthToken(
    ctx,
    {
      provider_type: 'google',
      provider_subject: claims.sub,
      email: claims.email,
      name: claims.name.trim(),
      scopes: [...OAUTH_PROVIDERS.google.defaultScopes],
      // docs/spec/api.md's One Tap rows carry no code challenge, so the token is redeemed without a verifier.
      code_challenge: null,
      id_token: idToken,
      profile_picture_url: claims.picture,
      locale: claims.locale,
    },
    urls,
  );
  return { redirect_url, status_code: 200 };
}
