// The package stage's Next.js step (test/package/pack.mjs calls nextApp): a new Next.js 16 App
// Router app whose server-component page renders <Login>, on the packed tarball. examples/nextjs
// is copied to .cache/nextjs-package/app, its lockfile's dependencies installed with `npm ci` (the
// one step here that needs the registry; skipped while the lockfile is unchanged, so reruns are
// offline), the tarball installed over the repo's link, and `next build` run there. The built app
// stays for test/e2e/nextjsPackage.spec.ts, which serves it with `next start` and signs in.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/setup.mjs';

/** Where the built app goes, for the e2e spec. */
export const NEXT_APP = join(ROOT, '.cache/nextjs-package/app');
const EXAMPLE = join(ROOT, 'examples/nextjs');
/** What is built or installed, never copied from the example. */
const NOT_COPIED = new Set(['node_modules', '.next', 'next-env.d.ts']);
// No telemetry, and no prompt or download of anything else Next might want.
const ENV = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CI: '1' };

function run(command, args, cwd) {
  return spawnSync(command, args, { cwd, encoding: 'utf8', env: ENV });
}

/**
 * The example's package.json and lockfile without `auth-widget` (`file:../..`, a link to this
 * repo, which does not resolve from the copy): the tarball takes its place after `npm ci`.
 */
function withoutRepoLink(dir) {
  const packagePath = join(dir, 'package.json');
  const manifest = JSON.parse(readFileSync(packagePath, 'utf8'));
  delete manifest.dependencies['auth-widget'];
  writeFileSync(packagePath, `${JSON.stringify(manifest, null, 2)}\n`);
  const lockPath = join(dir, 'package-lock.json');
  const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
  delete lock.packages[''].dependencies['auth-widget'];
  delete lock.packages['node_modules/auth-widget'];
  delete lock.packages['../..'];
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  return createHash('sha256').update(JSON.stringify(lock)).digest('hex');
}

/** Builds the app on `tarball`; `check(ok, what)` records each result as pack.mjs's checks do. */
export function nextApp(tarball, check) {
  const started = Date.now();
  const reactEntry = readFileSync(join(ROOT, 'dist/react.js'), 'utf8');
  check(/^'use client';\n/.test(reactEntry), "dist/react.js starts with 'use client' (auth-widget/react is a client boundary)");
  check(!/^['"]use client['"]/.test(readFileSync(join(ROOT, 'dist/index.js'), 'utf8')), 'dist/index.js carries no client boundary (server code may import auth-widget)');

  // A fresh copy of the sources each time; node_modules stays while the lockfile does.
  mkdirSync(NEXT_APP, { recursive: true });
  for (const entry of readdirSync(NEXT_APP)) if (entry !== 'node_modules') rmSync(join(NEXT_APP, entry), { recursive: true, force: true });
  cpSync(EXAMPLE, NEXT_APP, { recursive: true, filter: (source) => !NOT_COPIED.has(source.slice(EXAMPLE.length + 1).split('/')[0]) });
  const lockHash = withoutRepoLink(NEXT_APP);
  const stamp = join(NEXT_APP, 'node_modules/.lock-sha256');
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== lockHash) {
    const ci = run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], NEXT_APP);
    check(ci.status === 0, `Next.js: npm ci installs examples/nextjs's locked dependencies${ci.status === 0 ? '' : `\n${ci.stdout}${ci.stderr}`}`);
    if (ci.status !== 0) return;
    writeFileSync(stamp, lockHash);
  }
  // --no-save: the lockfile stays the example's; the package has no dependencies to fetch.
  const install = run('npm', ['install', '--no-save', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], NEXT_APP);
  check(install.status === 0, `Next.js: the tarball installs into the app${install.status === 0 ? '' : `\n${install.stdout}${install.stderr}`}`);
  if (install.status !== 0) return;
  // The root entry stays plain ESM that server code may import (no window at import time).
  const root = run(process.execPath, ['--input-type=module', '-e', "const m = await import('auth-widget'); console.log(typeof m.mountLogin, typeof m.client)"], NEXT_APP);
  check(root.status === 0 && root.stdout.trim() === 'function function', `Next.js: Node imports auth-widget's root entry on the server${root.status === 0 ? '' : `\n${root.stderr}`}`);

  // `next build` type-checks the app against the package's declarations and prerenders what it can.
  const build = run(join(NEXT_APP, 'node_modules/.bin/next'), ['build'], NEXT_APP);
  const output = `${build.stdout}${build.stderr}`;
  check(build.status === 0 && existsSync(join(NEXT_APP, '.next/BUILD_ID')), `Next.js: next build builds the App Router app whose server-component page renders <Login>${build.status === 0 ? '' : `\n${output}`}`);
  check(!/createContext\) is not a function|Failed to collect page data/.test(output), 'Next.js: no server-side React error while collecting page data');
  console.log(`Next.js app: built in ${NEXT_APP} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
