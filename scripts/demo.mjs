// The demo `npm start` serves, as a function: the emulator (API, outbox, and cdn/ under /cdn/) and
// the demo host page (cdn/demo/) on a second origin, with someone signed in to the stand-in Google,
// and a relying party, 'Demo Notes' (scripts/demoRelyingParty.mjs), on a third origin: it signs in
// with the emulator as its OpenID Provider, whose consent page is the demo's idp.html.
// scripts/start.mjs sets up, builds and prints around it; the end-to-end test calls it in-process.
//
// The demo origin also serves /test-wallets.js: the TEST wallets (test/support/testWallets/),
// built in memory when the demo starts, for the page's 'Test wallets' switch. They sign with
// throwaway test keys the page makes; the script installs nothing unless the page configured it.
//
// Only built-ins are imported statically, as start.mjs needs before setup has run: tsx, the
// emulator and the test wallets' build are imported when the demo starts.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { relyingPartyListener, relyingPartyProject } from './demoRelyingParty.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CDN_DIR = join(ROOT, 'cdn');
export const DEMO_DIR = join(CDN_DIR, 'demo');
const ORIGIN_PLACEHOLDER = '__EMULATOR_ORIGIN__';
const RELYING_PARTY_PLACEHOLDER = '__RELYING_PARTY_ORIGIN__';
/** Where the demo origin serves the test wallets' script (not a file in cdn/demo/). */
export const TEST_WALLETS_PATH = '/test-wallets.js';

/** Whom the demo's One Tap offers. */
const GOOGLE_IDENTITY = { email: 'grace@example.com', name: 'Grace Hopper' };

/**
 * Serves cdn/demo/ read-only, .html files with the emulator's origin in place of the placeholder,
 * and the test wallets' script at TEST_WALLETS_PATH.
 */
function demoListener(staticFiles, emulatorOrigin, relyingPartyOrigin, testWallets) {
  return async (req, res) => {
    const send = (status, type, body, headers = {}) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff', ...headers });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    try {
      const pathname = new URL(req.url ?? '/', 'http://demo.localhost').pathname;
      if (pathname === TEST_WALLETS_PATH) {
        if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'text/plain; charset=utf-8', 'GET only\n');
        return send(200, 'application/javascript; charset=utf-8', testWallets);
      }
      const path = pathname === '/' ? 'index.html' : pathname.slice(1);
      const result = await staticFiles.readStaticFile(DEMO_DIR, path, req.method ?? 'GET');
      if (result.kind === 'method-not-allowed') return send(405, 'text/plain; charset=utf-8', 'GET only\n');
      if (result.kind === 'not-found') {
        const hint = pathname === '/' ? ' (cdn/demo/index.html is missing)' : '';
        return send(404, 'text/plain; charset=utf-8', `Not found${hint}\n`);
      }
      const body = result.path.endsWith('.html')
        ? result.body.toString('utf8').replaceAll(ORIGIN_PLACEHOLDER, emulatorOrigin).replaceAll(RELYING_PARTY_PLACEHOLDER, relyingPartyOrigin)
        : result.body;
      // The consent page is never framed by another site (docs/spec/security.md P10), as a host should serve it.
      return send(200, result.contentType, body, path === 'idp.html' ? { 'content-security-policy': "frame-ancestors 'none'" } : {});
    } catch (err) {
      process.stderr.write(`start: demo server error: ${err?.stack ?? err}\n`);
      return send(500, 'text/plain; charset=utf-8', 'Internal error\n');
    }
  };
}

/**
 * The test wallets' script, with a first line saying what it is. Rejects with a one-line error:
 * the build's own messages (a type error, with its file and line) are one line, a code frame aside.
 */
async function buildDemoTestWallets() {
  try {
    const { buildTestWallets } = await import('./testWallets.mjs');
    // In memory: nothing is written, so a demo never serves a stale copy from .cache/.
    const code = await buildTestWallets({ write: false });
    return `// TEST wallets for the auth-widget demo (test/support/testWallets/): test keys only, never real funds.\n${code}`;
  } catch (err) {
    const message = String(err?.message ?? err).split('\n').find((line) => line.trim()) ?? 'unknown error';
    // The code kept, so start.mjs still says to run npm ci when a dependency is missing.
    throw Object.assign(new Error(`could not build the demo's test wallets (test/support/testWallets/, scripts/testWallets.mjs): ${message.trim()}`, { cause: err }), { code: err?.code });
  }
}

/**
 * Starts both servers on loopback (port 0 picks a free one) and resolves once the demo is ready.
 * cdn/ must be built. Rejects with the listen error (e.g. EADDRINUSE), or the test wallets' build
 * error in one line, having closed what it opened.
 */
export async function startDemo({ port, demoPort, rpPort = 0 }) {
  // A few seconds of rollup; built before any server opens, so a failure has nothing to close.
  const testWallets = await buildDemoTestWallets();
  const { tsImport } = await import('tsx/esm/api');
  const server = await tsImport('../emulator/server.ts', import.meta.url);
  const staticFiles = await tsImport('../emulator/http/staticFiles.ts', import.meta.url);

  const emulator = await server.startEmulatorServer({ port, cdnDir: CDN_DIR });
  let relyingParty;
  let demo;
  try {
    // The relying party's origin is known once it listens; its discovery waits for its first sign-in.
    let relyingPartyOrigin = '';
    relyingParty = await server.listenOnLoopback(relyingPartyListener({ emulatorOrigin: emulator.origin, origin: () => relyingPartyOrigin }), rpPort);
    relyingPartyOrigin = `http://localhost:${relyingParty[0].address().port}`;
    demo = await server.listenOnLoopback(demoListener(staticFiles, emulator.origin, relyingPartyOrigin, testWallets), demoPort);
  } catch (err) {
    await Promise.all([emulator.close(), relyingParty && server.closeServers(relyingParty)]);
    throw err;
  }
  const demoOrigin = `http://localhost:${demo[0].address().port}`;
  const relyingPartyOrigin = `http://localhost:${relyingParty[0].address().port}`;
  const closeAll = () => Promise.all([emulator.close(), server.closeServers(demo), server.closeServers(relyingParty)]).then(() => undefined);
  // The relying party as a connected app of the project, and idp.html as the page with the widget;
  // kept on reset, like whom One Tap offers below, so a test's reset leaves the demo working.
  try {
    const response = await fetch(`${emulator.origin}/__emulator/project?keep_on_reset=true`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(relyingPartyProject(relyingPartyOrigin, `${demoOrigin}/idp.html`)),
    });
    if (!response.ok) throw new Error(`POST /__emulator/project: HTTP ${response.status} ${await response.text()}`);
  } catch (err) {
    await closeAll();
    throw err;
  }
  // Someone signed in to the stand-in Google, so the demo's One Tap has whom to offer.
  await fetch(`${emulator.origin}/__emulator/google/identities?keep_on_reset=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identities: [GOOGLE_IDENTITY] }),
  })
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    })
    // The demo still runs; only its One Tap has nobody to offer.
    .catch((err) => process.stderr.write(`start: could not stage ${GOOGLE_IDENTITY.name} at the stand-in Google (${err?.message ?? err})\n`));

  return {
    demoOrigin,
    emulatorOrigin: emulator.origin,
    relyingPartyOrigin,
    summary: [
      `  Demo page:     ${demoOrigin}/`,
      `  Relying party: ${relyingPartyOrigin}/ ('Demo Notes': "Sign in with Demo", with the consent page at ${demoOrigin}/idp.html)`,
      `  Test wallets:  ${demoOrigin}${TEST_WALLETS_PATH} (test keys only, for the demo page's switch)`,
      ...server.describeEmulatorServer(emulator),
    ],
    close: closeAll,
  };
}
