// The emulator on a real socket, for the demo and the browser tests. Tests of the API itself use
// createEmulator().handle and no sockets (docs/architecture.md guideline 13).
import { getRequestListener } from '@hono/node-server';
import { createServer, type RequestListener, type Server, type ServerOptions } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname, networkInterfaces } from 'node:os';
import { createEmulator, type Emulator } from './app';
import { errorBody, EmulatorError } from './errors';
import { ConnectionDropped } from './http/connectionDropped';
import { jsonResponse, withHeaders } from './http/http';
import { answerMalformedHttp, edgeErrorResponse } from './http/malformedHttp';
import { isLoopbackHostname } from './validate/origins';
import { openSavedState } from './store/persistence';
import { loadProjectFile } from './project/project';
import { readStaticFile } from './http/staticFiles';
import { stopStrengthWorkers } from './strength/strength';
import { newId } from './crypto/tokens';

export interface EmulatorServerOptions {
  /** 0 picks a free port. */
  port?: number;
  /** Loopback by default (docs/spec/security.md E1); anything else is the caller's explicit choice. */
  host?: string;
  /** Served read-only under /cdn/. */
  cdnDir?: string;
  projectFile?: string;
  /** A ready emulator (e.g. with a fake clock); else one is made from projectFile. */
  emulator?: Emulator;
  /** --data: keep the state in this folder, each change saved before it is answered (persistence.ts). */
  dataDir?: string;
  /** --import: start from this snapshot file. */
  importFile?: string;
}

export interface EmulatorServer {
  /** e.g. http://localhost:9099 */
  origin: string;
  emulator: Emulator;
  close(): Promise<void>;
}

const CDN_PREFIX = '/cdn/';
const WILDCARDS = new Set(['0.0.0.0', '::']);

/** `host` as given to --host: a name, an IPv4 address or a bare IPv6 address. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || isLoopbackHostname(host.includes(':') ? `[${host}]` : host.toLowerCase());
}

/** docs/spec/security.md E1: binding anywhere but loopback is allowed, but never quietly. */
export function nonLoopbackWarning(host: string): string | null {
  if (isLoopbackHost(host)) return null;
  const bar = '!'.repeat(78);
  return [
    bar,
    `!! WARNING: binding to ${host}, not loopback. Anyone who can reach this address can`,
    '!! read every link and passcode in the outbox, reset state and move the clock.',
    '!! Use this only on a network you trust.',
    bar,
  ].join('\n');
}

/**
 * The Host names to accept besides loopback when bound elsewhere on purpose: that address, or
 * for a wildcard bind every local address and the machine name (E2 still refuses all others).
 */
function hostNamesFor(host: string): string[] {
  if (isLoopbackHost(host)) return [];
  if (!WILDCARDS.has(host)) return [host.includes(':') ? `[${host}]` : host];
  const addresses = Object.values(networkInterfaces())
    .flat()
    .filter((info) => info !== undefined)
    .map((info) => (info.family === 'IPv6' ? `[${info.address}]` : info.address));
  return [...addresses, hostname()];
}

export async function startEmulatorServer(options: EmulatorServerOptions = {}): Promise<EmulatorServer> {
  const host = options.host ?? '127.0.0.1';
  const bindHost = host === 'localhost' ? '127.0.0.1' : host;
  const saved = openSavedState(options);
  const project = saved ? saved.project : options.projectFile ? loadProjectFile(options.projectFile) : undefined;
  const emulator = options.emulator ?? createEmulator({ ...(project ? { project } : {}), allowedHosts: hostNamesFor(host) });
  // null without --data: then nothing below waits on the disk.
  const dataWriter = saved ? await saved.attach(emulator) : null;

  let servers: Server[] = [];
  /**
   * Browsers resend a request whose reused keep-alive connection closes unanswered, which would
   * hide an injected drop (and spend it); so while a drop is registered, connections are not
   * reused: each answer closes its own, and idle ones are closed at once.
   */
  const freshConnectionsWhileDropping = (res: Response): Response => {
    if (!emulator.faults.hasDrops()) return res;
    for (const server of servers) server.closeIdleConnections();
    return withHeaders(res, { connection: 'close' });
  };

  const listener = getRequestListener(
    async (req, env) => {
      const pathname = new URL(req.url).pathname;
      if (options.cdnDir !== undefined && pathname.startsWith(CDN_PREFIX)) {
        return serveCdn(options.cdnDir, pathname.slice(CDN_PREFIX.length), req.method);
      }
      const res = await emulator.handleRequest(req, { ip: env.incoming.socket.remoteAddress ?? '' }).catch((err: unknown) => {
        // An injected drop (E7): the browser's fetch must fail as on a real network error.
        if (err instanceof ConnectionDropped) env.incoming.socket.destroy();
        throw err;
      });
      return freshConnectionsWhileDropping(dataWriter ? await dataWriter.answerAfterSaving(res) : res);
    },
    // Answering nothing keeps @hono/node-server from writing to the destroyed socket; a request
    // it cannot make a URL of (backslash path, bad or missing Host) gets the flat 400.
    { errorHandler: edgeErrorResponse },
  );

  // Node's own bare 400 for a missing Host is replaced by the flat one from edgeErrorResponse.
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- hono's listener answers its own failures (errorHandler above)
  servers = await listenOnLoopback(listener, options.port ?? 0, bindHost, { requireHostHeader: false });
  for (const server of servers) answerMalformedHttp(server);
  const port = (servers[0]!.address() as AddressInfo).port;
  const originHost = isLoopbackHost(host) || WILDCARDS.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return {
    origin: `http://${originHost}:${port}`,
    emulator,
    // The zxcvbn workers go too, once their checks are answered: nothing keeps the process alive.
    close: () => closeServers(servers).then(() => dataWriter?.close()).then(stopStrengthWorkers),
  };
}

async function serveCdn(dir: string, path: string, method: string): Promise<Response> {
  const result = await readStaticFile(dir, path, method);
  // Chunks load with crossorigin="anonymous" and SRI, so static files (only) allow any origin.
  const headers = {
    'access-control-allow-origin': '*',
    'cache-control': 'no-cache',
    'cross-origin-resource-policy': 'cross-origin',
  };
  if (result.kind === 'file') {
    return new Response(method === 'HEAD' ? null : new Uint8Array(result.body), {
      headers: { ...headers, 'content-type': result.contentType, 'x-content-type-options': 'nosniff' },
    });
  }
  const error =
    result.kind === 'method-not-allowed'
      ? new EmulatorError(405, 'method_not_allowed', 'Static files are GET only', { allow: 'GET, HEAD' })
      : new EmulatorError(404, 'route_not_found', 'No such file under /cdn/');
  return jsonResponse(error.status, errorBody(error, newId('request-id')), { ...headers, ...error.headers });
}

/**
 * Listens on `host`; for 127.0.0.1 also on [::1] at the same port, because Node and browsers may
 * resolve "localhost" to ::1 first. With port 0 a port taken on ::1 only is retried.
 * Also used by scripts/demo.mjs for the demo host page.
 */
export async function listenOnLoopback(listener: RequestListener, port: number, host = '127.0.0.1', serverOptions: ServerOptions = {}): Promise<Server[]> {
  for (let attempt = 0; ; attempt++) {
    const primary = createServer(serverOptions, listener);
    const chosen = await listen(primary, port, host);
    if (host !== '127.0.0.1') return [primary];
    const v6 = createServer(serverOptions, listener);
    try {
      await listen(v6, chosen, '::1');
      return [primary, v6];
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT') return [primary]; // no IPv6 here
      await closeServers([primary]);
      if (port !== 0 || attempt >= 4) throw new Error(`Port ${chosen} is free on 127.0.0.1 but not on [::1] (${code}); pick another port`, { cause: err });
    }
  }
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePort((server.address() as AddressInfo).port);
    });
  });
}

export async function closeServers(servers: Server[]): Promise<void> {
  await Promise.all(
    servers.map(
      (s) =>
        new Promise<void>((done) => {
          s.close(() => done());
          s.closeAllConnections();
        }),
    ),
  );
}

/** The lines a person needs to use a running emulator: where the APIs, outbox and script are, and the credentials. */
export function describeEmulatorServer(server: EmulatorServer): string[] {
  const { origin, emulator } = server;
  return [
    `Identity provider emulator for project "${emulator.project.project_name}"`,
    `  API:           ${origin}/sdk/v1`,
    `  Outbox page:   ${origin}/outbox`,
    `  Admin page:    ${origin}/admin`,
    `  Widget script: ${origin}/cdn/auth-widget.js`,
    `  Google script: ${origin}/gsi/client (stand-in; stage accounts with POST /__emulator/google/identities)`,
    `  Public token:  ${emulator.project.public_token}`,
    `  Backend API:   ${origin}/v1 (HTTP Basic: project id and secret; the backend SDK's env is ${origin}/)`,
    `  Project id:    ${emulator.project.project_id}`,
    `  Secret:        ${emulator.project.secret}`,
    `  JWKS:          ${origin}/v1/sessions/jwks/${emulator.project.project_id}`,
  ];
}
