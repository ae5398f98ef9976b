// The emulator as one fetch-shaped function. This file is the HTTP edge and the only one: the
// Host check (E2), CORS (E3), injected faults (E7), the body limit and JSON parsing (X5), the
// route table, and the one error funnel that turns every throw into the flat error body of API.md
// §2 (for a browser navigation, into a page that says the same).
import { Hono, type Context } from 'hono';
import type { EndpointKey } from '../src/contract/index';
import { accountRoutes } from './api/accountRoutes';
import { adminRoutes } from './admin/adminRoutes';
import { createRealClock, type Clock } from './store/clock';
import { connectedAppOrigins } from './project/connectedApps';
import type { Ctx, Handler, RequestMeta } from './api/context';
import { corsHeaders, judgeOrigin, preflightHeaders } from './http/cors';
import { devRoutes } from './dev/devRoutes';
import type { Emulator, EmulatorOptions } from './emulatorOptions';
import { createGoogleIdTokens } from './crypto/googleIdTokens';
import { googleAccounts, issueGoogleCredential } from './standins/googleStandIn';
import { GSI_CLIENT_PATH, gsiClientResponse } from './standins/gsiScript';
import { EmulatorError, errorBody } from './errors';
import { asFetchFailure, ConnectionDropped, FaultTable, withFault } from './dev/faults';
import { htmlResponse } from './http/html';
import { createIdTokenSigner } from './crypto/idTokens';
import { checkDeclaredLength, jsonResponse, parseBasicAuth, readFormBody, readJsonBody, redirectResponse, withHeaders } from './http/http';
import { createSessionSigner } from './crypto/jwt';
import { consentPageCsp, renderConsentPage, renderErrorPage } from './standins/oauthPages';
import { submitConsent, viewConsent } from './standins/oauthStandIn';
import { OIDC_BROWSER_PATHS } from './oidc/oidcProvider';
import { oidcRoutes } from './oidc/oidcRoutes';
import { isAllowedHostHeader } from './http/origins';
import { Outbox } from './store/outbox';
import { createProjectPasswordHasher } from './crypto/passwordHash';
import { createLiveProject, defineProject, type ProjectConfig } from './project/project';
import { takeClientRequest } from './limits/rateLimits';
import { RequestCounts } from './dev/requestCounts';
import { getBootstrap } from './api/bootstrap';
import {
  cryptoWalletAuthenticate,
  cryptoWalletAuthenticateStartPrimary,
  cryptoWalletAuthenticateStartSecondary,
  deleteCryptoWallet,
} from './api/cryptoWallets';
import { receiveEvents } from './api/events';
import { idpAuthorizeStart, idpAuthorizeSubmit, oauthLogoutStart } from './oidc/idp';
import { authenticateMagicLink, magicLinkLoginOrCreate, magicLinkSendPrimary, magicLinkSendSecondary } from './api/magicLinks';
import { authenticateOAuth, startOAuth } from './api/oauth';
import { oneTapCallback, startOneTap } from './api/oneTap';
import { authenticateOtp, otpLoginOrCreate, otpSendPrimary, otpSendSecondary } from './api/otps';
import { passwordRoutes } from './api/passwords';
import { authenticateSession, revokeSession } from './api/sessions';
import {
  deleteWebAuthnRegistration,
  webauthnAuthenticate,
  webauthnAuthenticateStartPrimary,
  webauthnAuthenticateStartSecondary,
  webauthnRegister,
  webauthnRegisterStart,
  webauthnUpdate,
} from './api/webauthn';
import { Store } from './store/store';
import { newId } from './crypto/tokens';

export type { Emulator, EmulatorOptions } from './emulatorOptions';

export const SDK_PREFIX = '/sdk/v1';

type Access = 'public-token' | 'open';
/** `clock` is this request's time (a clock fault may move it, E7); `errorsAs: 'page'` marks a navigation, whose errors render as a page. */
type EdgeEnv = { Bindings: { requestId: string; meta: RequestMeta; clock: Clock }; Variables: { errorsAs?: 'page' } };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const project = createLiveProject(defineProject(options.project ?? {}));
  const clock = options.clock ?? createRealClock();
  const store = new Store();
  const outbox = new Outbox(() => project.current().outbox_max_messages);
  const faults = new FaultTable();
  const requests = new RequestCounts();
  const signer = createSessionSigner(project.current().project_id);
  const google = createGoogleIdTokens();
  const idTokens = createIdTokenSigner();
  const allowedHosts = options.allowedHosts ?? [];
  const passwordHasher = options.passwordHasher ?? createProjectPasswordHasher(() => project.current().password_hashing);
  const onUnexpectedError = options.onUnexpectedError ?? ((err: unknown) => console.error('[emulator] unexpected error:', err));
  const reset = () => {
    store.reset();
    outbox.clear();
    project.restore();
    faults.clear();
    requests.clear();
  };

  const app = new Hono<EdgeEnv>();
  const methodsByPath = new Map<string, Set<Method>>();
  const on = (method: Method, path: string, run: (c: Context<EdgeEnv>) => Promise<Response>) => {
    if (!methodsByPath.has(path)) methodsByPath.set(path, new Set());
    methodsByPath.get(path)!.add(method);
    app.on(method, path, run);
  };

  const contextOf = (c: Context<EdgeEnv>, config: ProjectConfig, auth: Ctx['auth']): Ctx => ({
    store,
    outbox,
    clock: c.env.clock,
    project: config,
    signer,
    google,
    idTokens,
    params: c.req.param(),
    auth,
    meta: c.env.meta,
  });

  /** A browser navigation or form post (not under the SDK prefix): it answers a page or a redirect. */
  function page(method: Method, path: string, run: (ctx: Ctx, req: Request) => Response | Promise<Response>) {
    on(method, path, async (c) => {
      c.set('errorsAs', 'page');
      // A navigation carries no SDK credentials; what it needs is in its query or form.
      return run(contextOf(c, project.current(), { publicToken: null, sessionToken: null }), c.req.raw);
    });
  }

  /**
   * A fetch outside the SDK prefix answered raw, not wrapped in `data` (One Tap, the stand-in
   * Google); its errors are the flat JSON bodies. What it needs is in its query or body.
   */
  function raw(method: Method, path: string, run: (ctx: Ctx, req: Request) => object | Promise<object>) {
    on(method, path, async (c) => {
      const result = await run(contextOf(c, project.current(), { publicToken: null, sessionToken: null }), c.req.raw);
      return jsonResponse(200, { request_id: c.env.requestId, ...result });
    });
  }

  /** Registers one row of the contract's endpoint map; the handler's result is type-checked against it. */
  function route<K extends EndpointKey>(key: K, handler: Handler<K>, access: Access = 'public-token') {
    const [method, path] = key.split(' ') as [Method, string];
    on(method, SDK_PREFIX + path, async (c) => {
      const auth = parseBasicAuth(c.req.header('authorization') ?? null);
      const config = project.current();
      if (access === 'public-token' && auth.publicToken !== config.public_token) {
        throw new EmulatorError(401, 'invalid_public_token', 'The Authorization header must carry this project\'s public token (Basic base64(public_token:secret))');
      }
      const body = method === 'GET' ? undefined : await readJsonBody(c.req.raw);
      const data = await handler(contextOf(c, config, auth), body);
      return jsonResponse(200, { data: { ...data, request_id: c.env.requestId, status_code: 200 } });
    });
  }

  route('GET /projects/bootstrap/:public_token', getBootstrap, 'open');
  accountRoutes(route); // users/me, factor deletion, TOTP, impersonation, B2B members (issue 17)
  route('POST /sessions/authenticate', authenticateSession);
  route('POST /sessions/revoke', revokeSession);
  route('POST /magic_links/email/login_or_create', magicLinkLoginOrCreate);
  route('POST /magic_links/email/send/primary', magicLinkSendPrimary);
  route('POST /magic_links/email/send/secondary', magicLinkSendSecondary);
  route('POST /magic_links/authenticate', authenticateMagicLink);
  for (const channel of ['sms', 'whatsapp', 'email'] as const) {
    route(`POST /otps/${channel}/login_or_create`, otpLoginOrCreate(channel));
    route(`POST /otps/${channel}/send/primary`, otpSendPrimary(channel));
    route(`POST /otps/${channel}/send/secondary`, otpSendSecondary(channel));
  }
  route('POST /otps/authenticate', authenticateOtp);
  const passwords = passwordRoutes(passwordHasher);
  route('POST /passwords', passwords.create);
  route('POST /passwords/authenticate', passwords.authenticate);
  route('POST /passwords/email/reset/start', passwords.resetByEmailStart);
  route('POST /passwords/email/reset', passwords.resetByEmail);
  route('POST /passwords/existing_password/reset', passwords.resetByExistingPassword);
  route('POST /passwords/session/reset', passwords.resetBySession);
  route('POST /passwords/strength_check', passwords.strengthCheck);
  route('POST /users/search', passwords.searchUser);
  route('POST /webauthn/register/start', webauthnRegisterStart);
  route('POST /webauthn/register', webauthnRegister);
  route('POST /webauthn/authenticate/start/primary', webauthnAuthenticateStartPrimary);
  route('POST /webauthn/authenticate/start/secondary', webauthnAuthenticateStartSecondary);
  route('POST /webauthn/authenticate', webauthnAuthenticate);
  route('PUT /webauthn/update/:webauthn_registration_id', webauthnUpdate);
  route('DELETE /users/webauthn_registrations/:webauthn_registration_id', deleteWebAuthnRegistration);
  route('POST /oauth/authenticate', authenticateOAuth);
  route('POST /crypto_wallets/authenticate/start/primary', cryptoWalletAuthenticateStartPrimary);
  route('POST /crypto_wallets/authenticate/start/secondary', cryptoWalletAuthenticateStartSecondary);
  route('POST /crypto_wallets/authenticate', cryptoWalletAuthenticate);
  route('DELETE /users/crypto_wallets/:crypto_wallet_id', deleteCryptoWallet);
  route('POST /events', receiveEvents, 'open');
  route('POST /idp/oauth/authorize/start', idpAuthorizeStart);
  route('POST /idp/oauth/authorize/submit', idpAuthorizeSubmit);
  route('POST /oauth/logout/start', oauthLogoutStart);

  // The OpenID Provider's own endpoints (discovery, authorize, token, userinfo, JWKS, end session).
  for (const oidc of oidcRoutes()) {
    on(oidc.method, oidc.path, async (c) => {
      if (oidc.navigation) c.set('errorsAs', 'page');
      return oidc.run(contextOf(c, project.current(), { publicToken: null, sessionToken: null }), c.req.raw);
    });
  }

  // OAuth start is a navigation at the provider's path (API.md §1), then the stand-in provider.
  page('GET', '/v1/public/oauth/:provider/start', (ctx, req) => redirectResponse(302, startOAuth(ctx, new URL(req.url).searchParams)));
  page('GET', '/__emulator/oauth/:provider/authorize', (ctx, req) => {
    const view = viewConsent(ctx, new URL(req.url).searchParams);
    return htmlResponse(200, renderConsentPage(view), consentPageCsp(view));
  });
  page('POST', '/__emulator/oauth/:provider/authorize', async (ctx, req) => redirectResponse(303, submitConsent(ctx, await readFormBody(req))));

  // Google One Tap at the provider's paths (API.md §3), and the stand-in Google it talks to.
  raw('GET', '/v1/public/oauth/google/onetap/start', (ctx, req) => startOneTap(ctx, new URL(req.url).searchParams));
  raw('POST', '/v1/oauth/callback/:oauth_callback_id', async (ctx, req) => oneTapCallback(ctx, req.headers.get('x-stytch-oauth-type'), await readJsonBody(req)));
  on('GET', GSI_CLIENT_PATH, async () => gsiClientResponse());
  raw('GET', '/__emulator/google/accounts', (ctx, req) => googleAccounts(ctx, new URL(req.url).searchParams));
  raw('POST', '/__emulator/google/credential', async (ctx, req) => issueGoogleCredential(ctx, await readJsonBody(req)));
  on('GET', '/__emulator/google/jwks', async () => jsonResponse(200, await google.jwks()));

  // The public keys that verify session JWTs, at the provider's path (outside the SDK prefix).
  on('GET', '/v1/sessions/jwks/:project_id', async (c) => {
    const id = c.req.param('project_id');
    if (id !== project.current().project_id) throw new EmulatorError(404, 'route_not_found', `No project with id ${id}`);
    return jsonResponse(200, { ...(await signer.jwks()), request_id: c.env.requestId, status_code: 200 });
  });

  for (const dev of devRoutes({ store, outbox, clock, project, reset, passwordHasher, faults, requests })) {
    on(dev.method, dev.path, async (c) => {
      const body = dev.method === 'POST' ? await readJsonBody(c.req.raw) : undefined;
      const result = await dev.run({ query: new URL(c.req.url).searchParams, body, params: c.req.param() });
      return result instanceof Response ? result : jsonResponse(200, result);
    });
  }
  for (const admin of adminRoutes(project)) page(admin.method, admin.path, admin.run); // the admin page (issue 16)

  // A known path with another method is a 405 naming the allowed ones, not a 404.
  for (const [path, methods] of methodsByPath) {
    const allow = [...methods].join(', ');
    app.all(path, () => {
      throw new EmulatorError(405, 'method_not_allowed', `Use ${allow} for this path`, { allow });
    });
  }
  app.notFound((c) => {
    throw new EmulatorError(404, 'route_not_found', `No route for ${c.req.method} ${new URL(c.req.url).pathname}`);
  });
  app.onError((err, c) => toErrorResponse(err, c.env.requestId, c.get('errorsAs')));

  function toErrorResponse(err: unknown, requestId: string, as?: 'page'): Response {
    if (!(err instanceof EmulatorError)) onUnexpectedError(err);
    const body = errorBody(err, requestId);
    const headers = err instanceof EmulatorError ? err.headers : {};
    if (as === 'page') return withHeaders(htmlResponse(body.status_code, renderErrorPage(body)), headers);
    return jsonResponse(body.status_code, body, headers);
  }

  async function handleRequest(req: Request, meta: Partial<RequestMeta> = {}): Promise<Response> {
    const requestId = newId('request-id');
    const url = new URL(req.url);
    // A connected app's page calls the provider's JSON endpoints from its own origin (a public SPA client).
    const appOrigins = OIDC_BROWSER_PATHS.includes(url.pathname) ? connectedAppOrigins(project.current().connected_apps) : [];
    const verdict = judgeOrigin(req.headers.get('origin'), project.current().allowed_origins, url.origin, appOrigins);
    try {
      const host = req.headers.get('host') ?? url.host;
      if (!isAllowedHostHeader(host, allowedHosts)) {
        throw new EmulatorError(403, 'forbidden_host', `Host "${host}" is not a loopback name; the emulator refuses it (DNS rebinding guard)`);
      }
      if (verdict.kind === 'refused') {
        throw new EmulatorError(403, 'origin_not_allowed', `Origin ${verdict.origin} is not allowed by this project`);
      }
      if (req.method === 'OPTIONS') {
        if (verdict.kind === 'allowed') return new Response(null, { status: 204, headers: preflightHeaders(verdict.origin, req) });
        return new Response(null, { status: 204, headers: { allow: 'GET, POST, PUT, DELETE, OPTIONS' } });
      }
      requests.count(req.method, url.pathname);
      takeClientRequest(store.rateLimits, project.current().rate_limits, clock.now(), url.pathname, meta.ip ?? '');
      store.sweep(clock.now()); // expired records, a bounded batch a request, on the shared clock (issue 15)
      const fault = faults.take(req.method, url.pathname);
      checkDeclaredLength(req);
      const fullMeta: RequestMeta = {
        ip: meta.ip ?? '',
        userAgent: req.headers.get('user-agent') ?? '',
        origin: verdict.kind === 'allowed' ? verdict.origin : null,
        ownOrigin: url.origin,
      };
      const res = await withFault(fault, clock, (requestClock) => app.fetch(req, { requestId, meta: fullMeta, clock: requestClock }));
      return withHeaders(res, corsHeaders(verdict));
    } catch (err) {
      if (err instanceof ConnectionDropped) throw err;
      return withHeaders(toErrorResponse(err, requestId), corsHeaders(verdict));
    }
  }

  return {
    handle: (input, init) => handleRequest(new Request(input, init)).catch(asFetchFailure),
    handleRequest,
    reset,
    store,
    outbox,
    clock,
    faults,
    get project() {
      return project.current();
    },
    signingKeys: { session: signer.key, idTokens: idTokens.key },
  };
}
