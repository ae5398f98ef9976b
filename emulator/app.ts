// The emulator as one fetch-shaped function. This file is the HTTP edge and the only one: the
// Host check (E2), CORS (E3), injected faults (E7), the body limit and JSON parsing (X5), the
// route table (each room lists its own routes: api/routes.ts, backend/routes.ts, oidc/oidcRoutes.ts,
// standins/routes.ts, dev/devRoutes.ts, admin/adminRoutes.ts), and the one error funnel that turns
// every throw into the flat error body of docs/spec/api.md §2 (for a browser navigation, into a page that
// says the same).
import { Hono, type Context } from 'hono';
import { adminRoutes } from './admin/adminRoutes';
import type { Ctx, Method, RouteTable } from './api/context';
import { apiRoutes } from './api/routes';
import { requireProjectSecret } from './backend/credentials';
import { backendRoutes } from './backend/routes';
import { createGoogleIdTokens } from './crypto/googleIdTokens';
import { createIdTokenSigner } from './crypto/idTokens';
import { createSessionSigner } from './crypto/jwt';
import { createProjectPasswordHasher } from './crypto/passwordHash';
import { newId } from './crypto/tokens';
import { devRoutes } from './dev/devRoutes';
import { devSessionRoutes } from './dev/devSessions';
import { FaultTable, withFault } from './dev/faults';
import { RequestCounts } from './dev/requestCounts';
import type { Emulator, EmulatorOptions } from './emulatorOptions';
import { EmulatorError, errorBody } from './errors';
import { asFetchFailure, ConnectionDropped } from './http/connectionDropped';
import { corsHeaders, judgeOrigin, preflightHeaders } from './http/cors';
import { htmlResponse } from './http/html';
import { checkDeclaredLength, jsonResponse, parseBasicAuth, readJsonBody, withHeaders, type RequestMeta } from './http/http';
import { isAllowedHostHeader } from './validate/origins';
import { takeClientRequest } from './limits/rateLimits';
import { OIDC_BROWSER_PATHS } from './oidc/oidcProvider';
import { oidcRoutes } from './oidc/oidcRoutes';
import { connectedAppOrigins } from './project/connectedApps';
import { createLiveProject, defineProject, type ProjectConfig } from './project/project';
import { renderErrorPage } from './standins/oauthPages';
import { standInRoutes } from './standins/routes';
import { createRealClock, type Clock } from './store/clock';
import { objectBody, searchParamsBody } from './validate/validate';
import { Outbox } from './store/outbox';
import { Store } from './store/store';

export type { Emulator, EmulatorOptions } from './emulatorOptions';

export const SDK_PREFIX = '/sdk/v1';

/** `clock` is this request's time (a clock fault may move it, E7); `errorsAs: 'page'` marks a navigation, whose errors render as a page. */
type EdgeEnv = { Bindings: { requestId: string; meta: RequestMeta; clock: Clock }; Variables: { errorsAs?: 'page' } };

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
  /** What `?keep_on_reset=true` staged (dev/devRoutes.ts), staged again after each reset. */
  const kept: (() => void)[] = [];
  const reset = () => {
    store.reset();
    outbox.clear();
    project.restore();
    faults.clear();
    requests.clear();
    for (const again of kept) again();
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

  const noAuth = (): Ctx['auth'] => ({ publicToken: null, sessionToken: null });
  const table: RouteTable = {
    route(key, handler, access = 'public-token') {
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
    },
    // A navigation carries no SDK credentials; what it needs is in its query or form.
    page(method, path, run) {
      on(method, path, async (c) => {
        c.set('errorsAs', 'page');
        return run(contextOf(c, project.current(), noAuth()), c.req.raw);
      });
    },
    raw(method, path, run) {
      on(method, path, async (c) => {
        const result = await run(contextOf(c, project.current(), noAuth()), c.req.raw);
        return jsonResponse(200, { request_id: c.env.requestId, ...result });
      });
    },
    plain(method, path, run) {
      on(method, path, async (c) => run(contextOf(c, project.current(), noAuth()), c.req.raw));
    },
  };

  // The route table, a room at a time: the public API, the OpenID Provider, the stand-ins.
  apiRoutes(table, passwordHasher);
  oidcRoutes(table);
  standInRoutes(table);
  devSessionRoutes(table);

  // The backend API a host's server calls with the project's secret, at the provider's paths
  // (outside the SDK prefix), answered flat; the JWKS is among them, open to anyone.
  for (const route of backendRoutes()) {
    on(route.method, route.path, async (c) => {
      const config = project.current();
      if (route.access !== 'open') requireProjectSecret(c.req.header('authorization') ?? null, config);
      const body = route.method === 'GET' ? searchParamsBody(new URL(c.req.url).searchParams, route.query ?? []) : objectBody(await readJsonBody(c.req.raw));
      const data = await route.run(contextOf(c, config, noAuth()), body);
      return jsonResponse(200, { ...data, request_id: c.env.requestId, status_code: 200 });
    });
  }

  for (const dev of devRoutes({ store, outbox, clock, project, reset, keepOnReset: (again) => void kept.push(again), passwordHasher, faults, requests })) {
    on(dev.method, dev.path, async (c) => {
      const body = dev.method === 'POST' || dev.method === 'PUT' ? await readJsonBody(c.req.raw) : undefined;
      const result = await dev.run({ query: new URL(c.req.url).searchParams, body, params: c.req.param() });
      return result instanceof Response ? result : jsonResponse(200, result);
    });
  }
  for (const admin of adminRoutes(project)) table.page(admin.method, admin.path, admin.run); // the admin page (issue 16)

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
