// The OpenID Provider's routes: the widget's identity-provider rows (idp.ts), and the HTTP edge of
// the provider's own endpoints (oidcProvider.ts, oidcTokens.ts). The browser-facing ones answer
// redirects, and their failures are pages (app.ts's funnel renders them). The token and userinfo
// endpoints speak RFC 6749 §5.2 and RFC 6750 §3, whose error shape (`{error, error_description}`,
// WWW-Authenticate) is not the SDK's flat body, so their OAuthErrors are answered here; anything
// else still reaches app.ts's one funnel.
import type { Ctx, RouteTable } from '../api/context';
import { jsonResponse, readBodyText, readFormBody, redirectResponse } from '../http/http';
import { idpAuthorizeStart, idpAuthorizeSubmit, oauthLogoutStart } from './idp';
import { authorizeEndpoint, discoveryDocument, endSessionEndpoint, OIDC_PATHS } from './oidcProvider';
import { OAuthError, tokenEndpoint, userinfoEndpoint } from './oidcTokens';

/** RFC 6749 §5.2 as JSON; for userinfo, RFC 6750 §3's challenge names the error too. */
function oauthErrorResponse(err: OAuthError, realm: 'token' | 'userinfo'): Response {
  const headers = { ...err.headers };
  if (realm === 'userinfo' && headers['www-authenticate'] === undefined) {
    const description = err.description.replace(/["\\]/g, "'").replace(/[^\x20-\x7E]/g, '');
    headers['www-authenticate'] = `Bearer realm="userinfo", error="${err.code}", error_description="${description}"`;
  }
  return jsonResponse(err.status, { error: err.code, error_description: err.description }, headers);
}

async function answerOAuth(realm: 'token' | 'userinfo', run: () => Promise<unknown>): Promise<Response> {
  try {
    return jsonResponse(200, await run(), { pragma: 'no-cache' });
  } catch (err) {
    if (err instanceof OAuthError) return oauthErrorResponse(err, realm);
    throw err;
  }
}

/** RFC 6749 §3.2: the token endpoint takes a form post. */
async function readTokenForm(req: Request): Promise<URLSearchParams> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) {
    throw new OAuthError(400, 'invalid_request', 'The token request must be a form post (Content-Type: application/x-www-form-urlencoded)');
  }
  return new URLSearchParams(await readBodyText(req));
}

const query = (req: Request) => new URL(req.url).searchParams;

export function oidcRoutes({ route, page, plain }: RouteTable): void {
  // The widget's identity-provider rows under the SDK prefix (docs/spec/api.md §3): consent and sign-out.
  route('POST /idp/oauth/authorize/start', idpAuthorizeStart);
  route('POST /idp/oauth/authorize/submit', idpAuthorizeSubmit);
  route('POST /oauth/logout/start', oauthLogoutStart);

  // The OpenID Provider's own endpoints. A navigation's (`page`) errors render as a page, never as
  // a redirect to an unchecked URI.
  const userinfo = async (ctx: Ctx, req: Request) => answerOAuth('userinfo', async () => userinfoEndpoint(ctx, req.headers.get('authorization')));
  plain('GET', OIDC_PATHS.discovery, async (ctx) => jsonResponse(200, discoveryDocument(ctx)));
  plain('GET', OIDC_PATHS.jwks, async (ctx) => jsonResponse(200, await ctx.idTokens.jwks()));
  page('GET', OIDC_PATHS.authorize, async (ctx, req) => redirectResponse(302, authorizeEndpoint(ctx, query(req))));
  page('GET', OIDC_PATHS.endSession, async (ctx, req) => redirectResponse(302, await endSessionEndpoint(ctx, query(req))));
  // OIDC Core §3.1.2.1 and RP-Initiated Logout §2: both also take a form post; 303 turns it into a GET of the host page.
  page('POST', OIDC_PATHS.authorize, async (ctx, req) => redirectResponse(303, authorizeEndpoint(ctx, await readFormBody(req))));
  page('POST', OIDC_PATHS.endSession, async (ctx, req) => redirectResponse(303, await endSessionEndpoint(ctx, await readFormBody(req))));
  plain('POST', OIDC_PATHS.token, (ctx, req) => answerOAuth('token', async () => tokenEndpoint(ctx, await readTokenForm(req), req.headers.get('authorization'))));
  plain('GET', OIDC_PATHS.userinfo, userinfo);
  plain('POST', OIDC_PATHS.userinfo, userinfo);
}
