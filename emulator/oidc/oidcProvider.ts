// The emulator as an OpenID Provider, the browser-facing half: the discovery document, the
// authorization endpoint and the end-session endpoint. Both endpoints only check the request and
// send the browser on to the project's idp_authorization_url, where the widget asks the person;
// the widget then calls the /idp/oauth/* and /oauth/logout/start rows (idp.ts).
import type { Ctx } from '../api/context';
import { EmulatorError } from '../errors';
import { CLAIMS_SUPPORTED } from './oidcClaims';
import { AUTHORIZE_PARAMS, judgeAuthorizationRequest, LOGOUT_PARAMS, readClientAndLogoutRedirect, readClientAndRedirect, readIdTokenHint } from './oidcRequest';
import { KNOWN_SCOPES } from './oidcScopes';
import { withQuery } from '../api/redirectLinks';
import { searchParamsBody, type Body } from '../validate/validate';

/** Where each endpoint lives on the emulator's origin. */
export const OIDC_PATHS = {
  discovery: '/.well-known/openid-configuration',
  authorize: '/v1/public/oauth2/authorize',
  token: '/v1/public/oauth2/token',
  userinfo: '/v1/public/oauth2/userinfo',
  jwks: '/v1/public/oauth2/jwks',
  endSession: '/v1/public/oauth2/end_session',
} as const;

/**
 * What a connected app's page may reach from its own origin: the JSON endpoints by fetch (CORS, a
 * public client's token request), and the two navigations by form post (which carry an Origin).
 */
export const OIDC_BROWSER_PATHS: readonly string[] = Object.values(OIDC_PATHS);

/** The issuer is the emulator's origin as the caller reached it, so it equals the discovery URL's. */
export function issuerOf(ctx: Ctx): string {
  return ctx.meta.ownOrigin ?? '';
}

/** OpenID Connect Discovery 1.0 §3. */
export function discoveryDocument(ctx: Ctx): Record<string, unknown> {
  const issuer = issuerOf(ctx);
  return {
    issuer,
    authorization_endpoint: issuer + OIDC_PATHS.authorize,
    token_endpoint: issuer + OIDC_PATHS.token,
    userinfo_endpoint: issuer + OIDC_PATHS.userinfo,
    jwks_uri: issuer + OIDC_PATHS.jwks,
    end_session_endpoint: issuer + OIDC_PATHS.endSession,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: [...KNOWN_SCOPES, ...ctx.project.rbac_policy.scopes.map((s) => s.scope)],
    claims_supported: CLAIMS_SUPPORTED,
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
    prompt_values_supported: ['none', 'consent'],
  };
}

/** The host page, or a page telling the developer to set it. */
function idpPage(ctx: Ctx): string {
  const url = ctx.project.idp_authorization_url;
  if (url === null) {
    throw new EmulatorError(
      404,
      'oauth_config_not_found',
      'This project has no idp_authorization_url: set it to the page where the identity-provider widget is mounted, in the project file or with POST /__emulator/project.',
    );
  }
  return url;
}

/** The given parameters among `names`, as they were sent, to pass on to the host page. */
function passOn(fields: Body, names: readonly string[]): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of names) if (typeof fields[name] === 'string') params[name] = fields[name];
  return params;
}

/**
 * GET authorization_endpoint: answers where to send the browser. A bad client or redirect URI
 * throws (an error page, never a redirect: P7); any other problem goes back to the app's redirect
 * URI as RFC 6749 §4.1.2.1 says, with its state.
 */
export function authorizeEndpoint(ctx: Ctx, query: URLSearchParams): string {
  const fields = searchParamsBody(query, AUTHORIZE_PARAMS);
  const { app, uri } = readClientAndRedirect(ctx, fields);
  const page = idpPage(ctx);
  const scopes = typeof fields.scope === 'string' ? fields.scope.split(' ').filter((s) => s !== '') : [];
  const judged = judgeAuthorizationRequest(app, uri, fields, scopes);
  if ('error' in judged) {
    const state: Record<string, string> = typeof fields.state === 'string' ? { state: fields.state } : {};
    return withQuery(uri, { error: judged.error, error_description: judged.description, ...state });
  }
  return withQuery(page, passOn(fields, AUTHORIZE_PARAMS));
}

/**
 * GET end_session_endpoint (OIDC RP-Initiated Logout §2): the client, its exact
 * post_logout_redirect_uri and, when given, an id_token_hint that this provider issued to that
 * client; any failure is an error page. client_id may be left out when the hint is given: the
 * hint's audience names the client, and is passed on as client_id. Then on to the host page,
 * whose widget asks or not.
 */
export async function endSessionEndpoint(ctx: Ctx, query: URLSearchParams): Promise<string> {
  const fields: Body = { ...searchParamsBody(query, LOGOUT_PARAMS) };
  const hint = readIdTokenHint(fields);
  const claims = hint === null ? null : await ctx.idTokens.readHint(hint, issuerOf(ctx));
  if (hint !== null && claims === null) throw new EmulatorError(400, 'invalid_id_token', 'id_token_hint is not an ID token issued by this provider (its signature or issuer does not verify)');
  if (claims !== null && (fields.client_id === undefined || fields.client_id === '')) fields.client_id = claims.aud;
  const { app } = readClientAndLogoutRedirect(ctx, fields);
  if (claims !== null && claims.aud !== app.client_id) throw new EmulatorError(400, 'invalid_id_token', `id_token_hint was issued to another client, not "${app.client_id}"`);
  return withQuery(idpPage(ctx), passOn(fields, LOGOUT_PARAMS));
}
