// The demo `npm start` serves, as a function: the emulator (API, outbox, and cdn/ under /cdn/) and
// the demo host page (cdn/demo/) on a second origin, with someone signed in to the stand-in Google.
// scripts/start.mjs sets up, builds and prints around it; the end-to-end test calls it in-process.
//
// Only built-ins are imported statically, as start.mjs needs before setup has run: tsx and the
// emulator are imported when the demo starts.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CDN_DIR = join(ROOT, 'cdn');
export const DEMO_DIR = join(CDN_DIR, 'demo');
const ORIGIN_PLACEHOLDER = '__EMULATOR_ORIGIN__';

/** Whom the demo's One Tap offers. */
const GOOGLE_IDENTITY = { email: 'grace@example.com', name: 'Grace Hopper' };

/** Serves cdn/demo/ read-only; .html files get the emulator's origin in place of the placeholder. */
function demoListener(staticFiles, emulatorOrigin) {
  return async (req, res) => {
    const send = (status, type, body) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    try {
      const pathname = new URL(req.url ?? '/', 'http://demo.localhost').pathname;
      const path = pathname === '/' ? 'index.html' : pathname.slice(1);
      const result = await staticFiles.readStaticFile(DEMO_DIR, path, req.method ?? 'GET');
      if (result.kind === 'method-not-allowed') return send(405, 'text/plain; charset=utf-8', 'GET only\n');
      if (result.kind === 'not-found') {
        const hint = pathname === '/' ? ' (cdn/demo/index.html is missing)' : '';
        return send(404, 'text/plain; charset=utf-8', `Not found${hint}\n`);
      }
      const body = result.path.endsWith('.html')
        ? result.body.toString('utf8').replaceAll(ORIGIN_PLACEHOLDER, emulatorOrigin)
        : result.body;
      return send(200, result.contentType, body);
    } catch (err) {
      process.stderr.write(`start: demo server error: ${err?.stack ?? err}\n`);
      return send(500, 'text/plain; charset=utf-8', 'Internal error\n');
    }
  };
}

/**
 * Starts both servers on loopback (port 0 picks a free one) and resolves once the demo is ready.
 * cdn/ must be built. Rejects with the listen error (e.g. EADDRINUSE), having closed what it opened.
 */
export async function startDemo({ port, demoPort }) {
  const { tsImport } = await import('tsx/esm/api');
  const server = await tsImport('../emulator/server.ts', import.meta.url);
  const staticFiles = await tsImport('../emulator/staticFiles.ts', import.meta.url);

  const emulator = await server.startEmulatorServer({ port, cdnDir: CDN_DIR });
  let demo;
  try {
    demo = await server.listenOnLoopback(demoListener(staticFiles, emulator.origin), demoPort);
  } catch (err) {
    await emulator.close();
    throw err;
  }
  const demoOrigin = `http://localhost:${demo[0].address().port}`;
  // Someone signed in to the stand-in Google, so the demo's One Tap has whom to offer.
  await fetch(`${emulator.origin}/__emulator/google/identities`, {
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
    summary: [`  Demo page:     ${demoOrigin}/`, ...server.describeEmulatorServer(emulator)],
    close: () => Promise.all([emulator.close(), server.closeServers(demo)]).then(() => undefined),
  };
}
