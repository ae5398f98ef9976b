// `npm start`: the demo. Builds the widget when cdn/ is missing or older than src/, then runs the
// emulator (API, outbox, and cdn/ under /cdn/) and a demo host page on a second origin, as a real
// site embedding the widget from a CDN would.
//
//   node scripts/start.mjs [--port 9099] [--demo-port 3000] [--rp-port 0]   (0 picks a free port)
//
// Only built-ins are imported statically: scripts/setup.mjs checks Node and installs the
// dependencies first, then scripts/demo.mjs imports tsx and the emulator.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as util from 'node:util'; // a namespace import: an old Node without parseArgs reaches setup's version check
import { CDN_DIR, DEMO_DIR, startDemo } from './demo.mjs';
import { ensureSetup, ROOT, runNpm } from './setup.mjs';

const WIDGET = join(CDN_DIR, 'auth-widget.js');

const HELP = `Usage: npm start -- [--port 9099] [--demo-port 3000] [--rp-port 0]

Builds the widget if needed, then serves:
  the emulator (API, outbox page, cdn/ under /cdn/) on --port
  the demo host page (cdn/demo/) on --demo-port, a different origin, with the
  test wallets' script (test keys only) that the page's switch installs
  the relying party 'Demo Notes' ("Sign in with Demo") on --rp-port, a third
  origin (default 0: a free port; name one to bookmark it)
`;

function fail(message, code = 1) {
  process.stderr.write(`start: ${message}\n`);
  process.exit(code);
}

/** An unexpected error as one line, with the command that fixes it where there is one. */
function describeError(err) {
  const message = String(err?.message ?? err).split('\n').map((line) => line.trim()).filter(Boolean).join(' ');
  return err?.code === 'ERR_MODULE_NOT_FOUND' ? `${message}; the dependencies are incomplete: run npm ci` : message;
}

function parsePort(name, value) {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--${name} must be an integer from 0 to 65535, got "${value}"`);
  return port;
}

/** The newest modification time of any file under `dir`. */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function buildIfStale() {
  const stale = !existsSync(WIDGET) || statSync(WIDGET).mtimeMs < newestMtime(join(ROOT, 'src'));
  if (!stale) return;
  process.stdout.write('start: cdn/auth-widget.js is missing or older than src/; running npm run build\n');
  const result = runNpm(['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.error) fail(`could not run npm run build: ${result.error.message}`);
  if (result.status !== 0) fail(`npm run build failed (exit code ${result.status}); fix the errors above and run npm start again`, result.status || 1);
  if (!existsSync(WIDGET)) fail('npm run build succeeded but cdn/auth-widget.js is still missing');
}

async function main() {
  ensureSetup();
  let values;
  try {
    ({ values } = util.parseArgs({
      options: {
        port: { type: 'string', default: '9099' },
        'demo-port': { type: 'string', default: '3000' },
        'rp-port': { type: 'string', default: '0' },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (err) {
    fail(`${err.message}\n\n${HELP}`);
  }
  if (values.help) {
    process.stdout.write(HELP);
    return;
  }
  const port = parsePort('port', values.port);
  const demoPort = parsePort('demo-port', values['demo-port']);
  const rpPort = parsePort('rp-port', values['rp-port']);

  buildIfStale();
  if (!existsSync(join(DEMO_DIR, 'index.html'))) process.stderr.write('start: note: cdn/demo/index.html does not exist; the demo origin will answer 404\n');

  let demo;
  try {
    demo = await startDemo({ port, demoPort, rpPort });
  } catch (err) {
    if (err?.code === 'EADDRINUSE') fail(`a port is already in use (${err.address}:${err.port}); choose others with --port, --demo-port and --rp-port`);
    fail(describeError(err));
  }

  process.stdout.write(['', ...demo.summary, '', 'Press Ctrl+C to stop.', ''].join('\n'));

  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    demo.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

await main().catch((err) => fail(describeError(err)));
