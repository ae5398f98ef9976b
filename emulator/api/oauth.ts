// OAuth sign-in (docs/spec/api.md §3, §7; docs/spec/security.md P2, P4, P5, P7). The start is a browser navigation:
// everything it is given is checked before the person leaves, then kept in a state record that
// the stand-in provider (standins/oauthStandIn.ts) works from. The token the stand-in hands back is
// redeemed here, once, with the verifier of the start's code challenge.
import type { OAuthAuthenticateResponse, OAuthProviderType, User } from '../../src/contract/index';
import type { Ctx, Handler } from './context';
import { assert, EmulatorError } from '../errors';
import { isOAuthProviderType, OAUTH_PROVIDERS } from '../project/oauthProviders';
import { checkPkce, readCodeChallenge } from '../crypto/pkce';
import { completeAuthentication, sessionDuration } from './authSessions';
import { takeAttachToken } from './oauthAttach';
import { withTokenQuery } from './redirectLinks';
import type { OAuthStateRecord, OAuthTokenRecord } from '../store/records';
import { unexpired } from '../store/store';
import { newSecret } from '../crypto/tokens';
import { objectBody, optionalString, redirectUrlField, requiredString, searchParamsBody, type Body } from '../validate/validate';
import { MINUTE_MS } from '../store/clock';

/** How long the stand-in's page may wait for Continue or Cancel. */
export const OAUTH_STATE_MINUTES = 10;
/** How long the token in the redirect URL may wait for POST /oauth/authenticate. */
export const OAUTH_TOKEN_MINUTES = 10;
/** The lifetime reported for the provider's access token. */
const ACCESS_TOKEN_MINUTES = 60;

const START_FIELDS = ['public_token', 'code_challenge', 'custom_scopes', 'login_redirect_url', 'signup_redirect_url', 'oauth_attach_token'];
const PROVIDER_PARAM_PREFIX = 'provider_';
const MAX_PROVIDER_PARAMS = 20;
const MAX_PROVIDER_PARAM_KEY = 100;
const MAX_PROVIDER_PARAM_VALUE = 2048;
/** RFC 6749 §3.3 scope-token: printable ASCII but space, `"` and `\`. */
const SCOPE_TOKEN = /^[\x21\x23-\x5B\x5D-\x7E]+$/;

/** Where the stand-in provider's page lives for `provider` (an emulator-only path, E6). */
export function standInPath(provider: OAuthProviderType): string {
  return `/__emulator/oauth/${provider}/authorize`;
}

/** The provider of `:provider`: one of the known types, and set up in this project. */
function enabledProvider(ctx: Ctx): OAuthProviderType {
  const provider = ctx.params.provider ?? '';
  if (!isOAuthProviderType(provider)) {
    throw new EmulatorError(404, 'route_not_found', `"${provider}" is not an OAuth provider; the providers are ${Object.keys(OAUTH_PROVIDERS).join(', ')}`);
  }
  assert(
    ctx.project.oauth_providers.includes(provider),
    404,
    'oauth_config_not_found',
    `${OAUTH_PROVIDERS[provider].name} OAuth is not set up in this project (its oauth_providers do not list "${provider}")`,
  );
  return provider;
}

/** Each redirect URL as given (when allowed) or the project's default; one must exist for each. */
export function redirectUrls(ctx: Ctx, query: Body): { login: string; signup: string } {
  const p = ctx.project;
  const login = redirectUrlField(query, 'login_redirect_url', p.redirect_urls) ?? p.default_login_redirect_url;
  const signup = redirectUrlField(query, 'signup_redirect_url', p.redirect_urls) ?? p.default_signup_redirect_url;
  assert(login !== null, 400, 'no_login_redirect_urls_set', 'No login_redirect_url was given and the project has no default login redirect URL');
  assert(signup !== null, 400, 'no_signup_redirect_urls_set', 'No signup_redirect_url was given and the project has no default sign-up redirect URL');
  return { login, signup };
}

/** The provider's default scopes, then the custom ones not already among them. */
function requestedScopes(provider: OAuthProviderType, query: Body): string[] {
  const custom = (optionalString(query, 'custom_scopes') ?? '').split(' ').filter((scope) => scope !== '');
  const bad = custom.find((scope) => !SCOPE_TOKEN.test(scope));
  assert(bad === undefined, 400, 'invalid_argument', `custom_scopes has ${JSON.stringify(bad)}, which is not an OAuth scope (RFC 6749 §3.3)`);
  return [...new Set([...OAUTH_PROVIDERS[provider].defaultScopes, ...custom])];
}

/** Every `provider_<key>=<value>`, in the order given, each key once. */
function providerParams(query: URLSearchParams): OAuthStateRecord['provider_params'] {
  const params: OAuthStateRecord['provider_params'] = [];
  for (const [name, value] of query) {
    if (!name.startsWith(PROVIDER_PARAM_PREFIX)) continue;
    const key = name.slice(PROVIDER_PARAM_PREFIX.length);
    assert(key !== '' && key.length <= MAX_PROVIDER_PARAM_KEY, 400, 'invalid_argument', `${name}: a provider parameter's key must be 1 to ${MAX_PROVIDER_PARAM_KEY} characters`);
    assert(!params.some((p) => p.key === key), 400, 'invalid_argument', `${name} must be given at most once`);
    assert(value.length <= MAX_PROVIDER_PARAM_VALUE, 400, 'invalid_argument', `${name} must be at most ${MAX_PROVIDER_PARAM_VALUE} characters long`);
    params.push({ key, value });
  }
  assert(params.length <= MAX_PROVIDER_PARAMS, 400, 'invalid_argument', `At most ${MAX_PROVIDER_PARAMS} provider_ parameters are allowed`);
  return params;
}

/**
 * GET /v1/public/oauth/:provider/start: checks the whole request, keeps it under a fresh state and
 * answers the stand-in provider's URL to redirect to. A failure sends the person nowhere.
 */
export function startOAuth(ctx: Ctx, query: URLSearchParams): string {
  const fields = searchParamsBody(query, START_FIELDS);
  assert(fields.public_token === ctx.project.public_token, 401, 'invalid_public_token', 'public_token must be this project\'s public token');
  const provider = enabledProvider(ctx);
  const urls = redirectUrls(ctx, fields);
  const record: OAuthStateRecord = {
    state: newSecret(),
    provider_type: provider,
    code_challenge: readCodeChallenge(fields, ctx.project.pkce_required_for_oauth, 'OAuth'),
    scopes: requestedScopes(provider, fields),
    provider_params: providerParams(query),
    login_redirect_url: urls.login,
    signup_redirect_url: urls.signup,
    expires_at: ctx.clock.now() + OAUTH_STATE_MINUTES * MINUTE_MS,
  };
  // Last, once the rest holds: a start that fails leaves the attach token usable.
  const attachUserId = takeAttachToken(ctx, fields.oauth_attach_token, provider);
  if (attachUserId !== undefined) record.attach_user_id = attachUserId;
  ctx.store.oauthStates.set(record.state, record);
  const authorize = new URLSearchParams({ response_type: 'code', scope: record.scopes.join(' '), state: record.state });
  return `${standInPath(provider)}?${authorize}`;
}

/**
 * Keeps what a provider vouched for under a fresh single-use token for POST /oauth/authenticate,
 * and answers where to send the browser: the sign-up URL for someone new (or still pending), else
 * the login URL, with `?stytch_token_type=oauth&token=…`. Both the stand-in provider's Continue
 * and the One Tap callback end here, so both sign in alike.
 */
export function issueOAuthToken(ctx: Ctx, grant: Omit<OAuthTokenRecord, 'token' | 'expires_at'>, urls: { login: string; signup: string }): string {
  const attached = grant.attach_user_id === undefined ? undefined : ctx.store.users.get(grant.attach_user_id);
  const existing = attached ?? ctx.store.userByProvider(grant.provider_type, grant.provider_subject) ?? ctx.store.userByEmail(grant.email);
  const token = newSecret();
  ctx.store.oauthTokens.set(token, { ...grant, token, expires_at: ctx.clock.now() + OAUTH_TOKEN_MINUTES * MINUTE_MS });
  const signup = !existing || existing.status === 'pending';
  return withTokenQuery(signup ? urls.signup : urls.login, 'oauth', token);
}

/** First, middle and last names from the provider's one display name. */
function splitName(name: string): { first_name: string; middle_name: string; last_name: string } {
  const [first = '', ...rest] = name.split(/\s+/).filter((part) => part !== '');
  return { first_name: first, middle_name: '', last_name: rest.join(' ') };
}

/**
 * The user an attach token named at the start (api/oauthAttach.ts), or undefined for a plain
 * sign-in. A provider account that already belongs to someone else is not moved.
 */
function attachedUser(ctx: Ctx, grant: OAuthTokenRecord): User | undefined {
  if (grant.attach_user_id === undefined) return undefined;
  const user = ctx.store.users.get(grant.attach_user_id);
  assert(user, 400, 'invalid_oauth_attach_token', 'The user this sign-in was attaching to no longer exists');
  const holder = ctx.store.userByProvider(grant.provider_type, grant.provider_subject);
  assert(
    !holder || holder === user,
    400,
    'invalid_oauth_attach_token',
    `This ${OAUTH_PROVIDERS[grant.provider_type].name} account already belongs to another user, so it cannot be attached to this one`,
  );
  return user;
}

/** The answer with the account's profile at the provider, top level as the provider's SDK types it. */
type OAuthAuthenticateAnswer = OAuthAuthenticateResponse & { profile_picture_url: string; locale: string };

export const authenticateOAuth: Handler<'POST /oauth/authenticate'> = async (ctx, rawBody) => {
  const body = objectBody(rawBody);
  const token = requiredString(body, 'token');
  const verifier = optionalString(body, 'code_verifier', 128);
  const duration = sessionDuration(body);
  const grant = unexpired(ctx.store.oauthTokens, token, ctx.clock.now());
  // A person reads this on Main (a replayed or stale redirect), so it is written for them.
  if (!grant) throw new EmulatorError(404, 'oauth_token_not_found', 'This sign-in could not be completed: it has expired or was already used. Please try again.');
  // A PKCE failure leaves the token usable: the browser holding the verifier can still finish.
  checkPkce(grant.code_challenge, verifier, 'OAuth token');
  ctx.store.oauthTokens.delete(token);

  const { store } = ctx;
  const user =
    attachedUser(ctx, grant) ??
    store.userByProvider(grant.provider_type, grant.provider_subject) ??
    store.userByEmail(grant.email) ??
    store.createUser(ctx.clock.now(), 'active');
  // The provider vouches for the address, unless another user holds it by now.
  const owner = store.userByEmail(grant.email);
  if (!owner || owner === user) store.addEmail(user, grant.email).verified = true;
  if (grant.name !== '' && user.name.first_name === '' && user.name.last_name === '') user.name = splitName(grant.name);
  // The provider's latest picture and locale, on the user's registration and in the answer.
  Object.assign(store.addProvider(user, grant.provider_type, grant.provider_subject), { profile_picture_url: grant.profile_picture_url, locale: grant.locale });

  const auth = await completeAuthentication(ctx, user, { type: 'oauth', delivery_method: `oauth_${grant.provider_type}` }, duration);
  const now = ctx.clock.now();
  const answer: OAuthAuthenticateAnswer = {
    ...auth,
    provider_subject: grant.provider_subject,
    provider_type: grant.provider_type,
    profile_picture_url: grant.profile_picture_url,
    locale: grant.locale,
    provider_values:
      grant.id_token !== null
        ? // One Tap grants an ID token only: no access or refresh token, so nothing expires.
          { access_token: '', id_token: grant.id_token, refresh_token: '', scopes: [...grant.scopes], expires_at: '' }
        : {
            access_token: newSecret(),
            // An opaque stand-in, not a JWT; only OpenID Connect sign-ins have one at all.
            id_token: grant.scopes.includes('openid') ? newSecret() : '',
            refresh_token: newSecret(),
            scopes: [...grant.scopes],
            expires_at: new Date(now + ACCESS_TOKEN_MINUTES * MINUTE_MS).toISOString(),
          },
  };
  return answer;
};
