// `npm run docs`: the docs site (docs/, VitePress). Installs the docs folder's own locked
// dependencies when they are missing or older than docs/package-lock.json, then serves the site
// and prints its URL; `npm run docs:build` writes the static site to docs/.vitepress/dist instead.
//
//   node scripts/docs.mjs [--port 5173] [--host 127.0.0.1]   serve, with hot reload
//   node scripts/docs.mjs build                              build once
//
// VitePress is the docs folder's dependency, not the package's: the widget's node_modules and
// lockfile stay as they are, and only people who open the docs download it.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureSetup, ROOT } from './setup.mjs';

const DOCS = join(ROOT, 'docs');

function fail(message) {
  process.stderr.write(`docs: ${message}\n`);
  process.exit(1);
}

/** VitePress's node API, from docs/node_modules (never the root's). */
async function loadVitepress() {
  const entry = createRequire(join(DOCS, 'package.json')).resolve('vitepress');
  return import(pathToFileURL(entry).href);
}

async function main() {
  const { values, positionals } = parseArgs({
    options: { port: { type: 'string', default: '5173' }, host: { type: 'string', default: '127.0.0.1' } },
    allowPositionals: true,
    strict: true,
  });
  const command = positionals[0] ?? 'dev';
  if (command !== 'dev' && command !== 'build') fail(`unknown command "${command}"; use dev (the default) or build`);
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be an integer from 0 to 65535, got "${values.port}"`);

  ensureSetup({ root: DOCS });
  const vitepress = await loadVitepress();
  if (command === 'build') {
    await vitepress.build(DOCS);
    process.stdout.write(`docs: built ${join('docs', '.vitepress', 'dist')}\n`);
    return;
  }
  const server = await vitepress.createServer(DOCS, { port, host: values.host });
  await server.listen();
  const url = server.resolvedUrls?.local[0];
  process.stdout.write(`\ndocs: serving the docs site on ${url ?? `http://${values.host}:${port}/`}\nPress Ctrl+C to stop.\n`);
}

await main().catch((err) => fail(String(err?.message ?? err)));
