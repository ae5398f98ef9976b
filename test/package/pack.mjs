// `npm run test:package`, and `npm test`'s package stage (after the build, which writes cdn/):
// builds dist/ (scripts/buildPackage.mjs), packs the package as `npm pack` does for a publish,
// installs the tarball offline into a scratch app in a temporary directory (the package has no
// runtime dependencies: preact and the rest are bundled in), then
//   - type-checks host.ts against it with this repo's tsc, strict and without skipLibCheck, so
//     its @ts-expect-error lines prove that a config key typo, a wrong product name and a
//     callback for another event shape fail to compile in a host;
//   - bundles it with esbuild, code-split, and checks the lazy groups stay out of the entry;
//   - runs a bundled host in happy-dom (runInDom.mjs): the widget renders from its import()ed chunks;
//   - for React 18 and 19 (test/package/react18 and react19, each with its own lockfile): a React
//     host app (test/package/react/) type-checked against real React types, rendered to a string
//     in Node without window, and built for the browser by Vite into .cache/react-package/<version>/,
//     where test/e2e/reactPackage.spec.ts hydrates it in StrictMode and signs in;
//   - examples/react (Vite) type-checks and builds, for the same spec to sign in with;
//   - `npm publish --dry-run` passes, and prepack builds nothing when cdn/ and dist/ are current;
//   - the `auth-widget-emulator` bin runs in the scratch app (emulatorBin.mjs), and
//     auth-widget/testing imports in Node with its types.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildPackage } from '../../scripts/buildPackage.mjs';
import { OUTPUTS, staleReason } from '../../scripts/prepack.mjs';
import { checkEmulatorBin } from './emulatorBin.mjs';
import { ensureSetup, ROOT } from '../../scripts/setup.mjs';
import { nextApp } from './nextjs.mjs';

const HERE = join(ROOT, 'test/package');
const bin = (name) => join(ROOT, 'node_modules/.bin', name);
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok' : 'FAILED'}: ${what}`);
  if (!ok) failures.push(what);
};

function run(command, args, cwd) {
  const { status, stdout, stderr, error } = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (status !== 0) throw new Error(`${[command, ...args].join(' ')} failed in ${cwd}${error ? `: ${error.message}` : ''}\n${stdout}${stderr}`);
  return stdout;
}

/** The files a package must ship (package.json `files` and `exports`) and must not. */
function checkTarballFiles(files) {
  const paths = new Set(files.map((file) => file.path));
  const manifest = JSON.parse(readFileSync(join(ROOT, 'cdn/manifest.json'), 'utf8'));
  const cdnFiles = ['manifest.json', ...manifest.files.map((entry) => entry.file)].map((file) => `cdn/${file}`);
  const clientsideServices = ['services.js', 'libphonenumber-min.js', 'examples.mobile.json', 'libphonenumber-js.LICENSE.txt'].map((file) => `clientside-services/${file}`);
  const emulatorFiles = ['main.js', 'strengthWorker.mjs', 'data/breached-passwords.txt', 'gsi/client.js', ...clientsideServices].map((file) => `dist/emulator/${file}`);
  for (const required of ['package.json', 'README.md', 'LICENSE', 'dist/testing.js', 'dist/types/testing/index.d.ts', ...emulatorFiles, 'dist/index.js', 'dist/types/index.d.ts', 'dist/elements.js', 'dist/types/packageElements.d.ts', 'dist/react.js', 'dist/types/react/index.d.ts', ...cdnFiles]) check(paths.has(required), `the tarball has ${required}`);
  // dist/emulator/ also holds the worker (.mjs), the data it reads (.txt, .json) and its bundled packages' licenses.
  const stray = [...paths].filter((path) => !/^(package\.json|README\.md|LICENSE|dist\/.+\.(js|d\.ts)|dist\/emulator\/.+\.(mjs|txt|json)|cdn\/[^/]+\.(js|json))$/.test(path));
  check(stray.length === 0, `the tarball has nothing else (${stray.slice(0, 5).join(', ') || 'none'})`);
}

/** Every shipped file under `dir` whose name ends in one of `endings`. */
function filesUnder(dir, endings) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && endings.some((ending) => entry.name.endsWith(ending)))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Shipped code and declarations cite nothing the package lacks: no spec file, no issue, no repo path. */
function checkShippedComments(packageDir) {
  const outside = /docs\/spec\/|\bissue \d+|\.\.\/shared\//;
  const citing = filesUnder(join(packageDir, 'dist'), ['.js', '.mjs', '.d.ts']).filter((file) => outside.test(readFileSync(file, 'utf8')));
  check(citing.length === 0, `no shipped file cites the repository's spec or issues (${citing.slice(0, 3).map((file) => file.slice(packageDir.length + 1)).join(', ') || 'none'})`);
}

function scratchApp(dir, tarball) {
  mkdirSync(dir);
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: 'scratch-host', version: '0.0.0', private: true, type: 'module' }, null, 2)}\n`);
  // Offline: with no dependencies the tarball is all there is to install.
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], dir);
  const installed = JSON.parse(readFileSync(join(dir, 'node_modules/auth-widget/package.json'), 'utf8'));
  check(!installed.dependencies && JSON.stringify(installed.peerDependenciesMeta) === '{"react":{"optional":true}}', 'the package has no runtime dependencies; React is an optional peer, for auth-widget/react');
  checkShippedComments(join(dir, 'node_modules/auth-widget'));
  for (const file of ['host.ts', 'loginOnly.ts', 'mountGerman.ts', 'testingHost.ts']) copyFileSync(join(HERE, file), join(dir, file));
  const compilerOptions = {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    lib: ['ES2022', 'DOM'],
    strict: true,
    noEmit: true,
    resolveJsonModule: true,
    // The package's own declarations are checked too: a broken one fails here, not in a host.
    skipLibCheck: false,
    types: [],
  };
  writeFileSync(join(dir, 'tsconfig.json'), `${JSON.stringify({ compilerOptions, files: ['host.ts', 'loginOnly.ts', 'mountGerman.ts', 'testingHost.ts'] }, null, 2)}\n`);
}

/**
 * Bundles `entry` code-split with esbuild; returns every output file and the package's dist files
 * that the entry loads at once (through static imports), as opposed to through import().
 */
function bundle(dir, entry, outdir) {
  run(bin('esbuild'), [entry, '--bundle', '--format=esm', '--splitting', '--minify', '--log-level=warning', `--outdir=${outdir}`, `--metafile=${outdir}.json`], dir);
  const { outputs } = JSON.parse(readFileSync(join(dir, `${outdir}.json`), 'utf8'));
  const entryOutput = Object.keys(outputs).find((path) => outputs[path].entryPoint === entry);
  const atOnce = new Set();
  const pending = entryOutput ? [entryOutput] : [];
  while (pending.length) {
    const output = pending.pop();
    if (atOnce.has(output)) continue;
    atOnce.add(output);
    for (const imported of outputs[output].imports) if (imported.kind === 'import-statement') pending.push(imported.path);
  }
  const distFiles = (paths) => [...paths].flatMap((output) => Object.keys(outputs[output].inputs)).filter((input) => input.includes('auth-widget/dist/')).map((input) => input.replace(/^.*auth-widget\/dist\//, ''));
  return { entryOutput, outputs: Object.keys(outputs).filter((path) => path.endsWith('.js')), loadedAtOnce: distFiles(atOnce), bundled: distFiles(Object.keys(outputs)) };
}

/** Where the React apps' browser bundles go, for test/e2e/reactPackage.spec.ts. */
export const REACT_APPS = join(ROOT, '.cache/react-package');
const REACT_APP_FILES = ['app.tsx', 'client.tsx', 'server.tsx', 'types.tsx'];

/**
 * A scratch React app on the tarball: React `version` linked from its own folder's install, the
 * host app type-checked (real React types, the package's declarations, no skipLibCheck), rendered
 * on the server, and bundled for the browser.
 */
function reactApp(temp, tarball, version) {
  const react = join(HERE, `react${version}`);
  ensureSetup({ root: react });
  const dir = join(temp, `react${version}`);
  mkdirSync(dir);
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: `scratch-react${version}-host`, version: '0.0.0', private: true, type: 'module' }, null, 2)}\n`);
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], dir);
  for (const name of ['react', 'react-dom', '@types/react', '@types/react-dom']) {
    mkdirSync(dirname(join(dir, 'node_modules', name)), { recursive: true });
    symlinkSync(join(react, 'node_modules', name), join(dir, 'node_modules', name), 'dir');
  }
  for (const file of REACT_APP_FILES) copyFileSync(join(HERE, 'react', file), join(dir, file));
  const compilerOptions = {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    lib: ['ES2022', 'DOM'],
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    types: [],
  };
  writeFileSync(join(dir, 'tsconfig.json'), `${JSON.stringify({ compilerOptions, files: REACT_APP_FILES }, null, 2)}\n`);
  const tsc = spawnSync(bin('tsc'), ['-p', 'tsconfig.json'], { cwd: dir, encoding: 'utf8' });
  check(tsc.status === 0, `React ${version}: tsc type-checks the React host, every @ts-expect-error an error${tsc.status === 0 ? '' : `\n${tsc.stdout}${tsc.stderr}`}`);

  const esbuild = (entry, args) => run(bin('esbuild'), [entry, '--bundle', '--format=esm', '--jsx=automatic', '--log-level=warning', ...args], dir);
  // The packages stay imports, as a server framework leaves them: Node loads auth-widget's ESM itself.
  esbuild('server.tsx', ['--platform=node', '--packages=external', '--outfile=server.mjs']);
  const server = JSON.parse(run(process.execPath, ['server.mjs'], dir).trim().split('\n').pop());
  check(server.window === 'undefined' && server.document === 'undefined', `React ${version}: the server render runs where there is no window or document`);
  check(/<div id="login" data-auth-widget="login"><\/div>/.test(server.html) && server.html.includes('Signed out'), `React ${version}: the server renders the app with an empty placeholder for the widget`);

  // The browser's bundle, by Vite (examples/react's install, which exampleApp has made). React's
  // development build: StrictMode runs effects twice only there, and hydration mismatches are
  // errors in the console.
  const out = join(REACT_APPS, String(version));
  writeFileSync(
    join(dir, 'vite.config.mjs'),
    `export default ${JSON.stringify({
      mode: 'development',
      logLevel: 'warn',
      esbuild: { jsx: 'automatic' },
      define: { 'process.env.NODE_ENV': '"development"' },
      build: { outDir: out, emptyOutDir: true, minify: false, modulePreload: false, rollupOptions: { input: 'client.tsx', output: { entryFileNames: 'client.js' } } },
    })};\n`,
  );
  const vite = spawnSync(join(ROOT, 'examples/react/node_modules/.bin/vite'), ['build', '--config', 'vite.config.mjs'], { cwd: dir, encoding: 'utf8' });
  check(vite.status === 0, `React ${version}: Vite builds the React host${vite.status === 0 ? '' : `\n${vite.stdout}${vite.stderr}`}`);
  if (vite.status !== 0) return;
  writeFileSync(join(out, 'server.html'), server.html);
  const files = readdirSync(join(out, 'assets'));
  check(existsSync(join(out, 'client.js')) && files.length > 1, `React ${version}: the browser bundle is written, its lazy groups split (${files.length} files beside the entry)`);
}

/** examples/react, with its own lockfile and `auth-widget` linked from the repo: type-checks and builds with Vite. */
function exampleApp() {
  const example = join(ROOT, 'examples/react');
  ensureSetup({ root: example });
  rmSync(join(example, 'dist'), { recursive: true, force: true });
  const build = spawnSync('npm', ['run', 'build'], { cwd: example, encoding: 'utf8' });
  check(build.status === 0 && existsSync(join(example, 'dist/index.html')), `examples/react type-checks and builds with Vite${build.status === 0 ? '' : `\n${build.stdout}${build.stderr}`}`);
}

/** prepack finds cdn/ and dist/ current, and `npm publish --dry-run` (which runs it) passes without building. */
function checkPublish() {
  for (const output of OUTPUTS) check(staleReason(output) === null, `prepack would not rebuild ${output.name} (${staleReason(output) ?? 'current'})`);
  const before = statSync(join(ROOT, 'dist/index.js')).mtimeMs;
  const publish = spawnSync('npm', ['publish', '--dry-run', '--json'], { cwd: ROOT, encoding: 'utf8' });
  check(publish.status === 0, `npm publish --dry-run passes${publish.status === 0 ? '' : `\n${publish.stdout}${publish.stderr}`}`);
  check(statSync(join(ROOT, 'dist/index.js')).mtimeMs === before, 'npm publish --dry-run built nothing again');
}

/** auth-widget/testing resolves in Node from the installed package, its helpers exported. */
function checkTesting(app) {
  writeFileSync(join(app, 'testing.mjs'), "import * as t from 'auth-widget/testing';\nconsole.log(JSON.stringify(Object.keys(t).sort()));\n");
  const names = JSON.parse(run(process.execPath, ['testing.mjs'], app).trim());
  check(['advanceClock', 'latestCode', 'latestLink', 'resetEmulator', 'setRoles', 'signIn'].every((name) => names.includes(name)), `auth-widget/testing exports its helpers (${names.join(', ')})`);
}

async function main() {
  const started = Date.now();
  if (!existsSync(join(ROOT, 'cdn/manifest.json'))) throw new Error('cdn/ is not built: run npm run build first');
  buildPackage();
  checkPublish();
  const temp = mkdtempSync(join(tmpdir(), 'auth-widget-package-'));
  try {
    // --ignore-scripts: the build above is what `prepack` would do.
    const [packed] = JSON.parse(run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', temp], ROOT));
    const tarball = join(temp, packed.filename);
    console.log(`packed ${packed.filename}: ${packed.entryCount} files, ${(packed.size / 1024).toFixed(0)} KiB`);
    checkTarballFiles(packed.files);

    const app = join(temp, 'app');
    scratchApp(app, tarball);
    checkTesting(app);
    await checkEmulatorBin(app, check);
    const tsc = spawnSync(bin('tsc'), ['-p', 'tsconfig.json'], { cwd: app, encoding: 'utf8' });
    check(tsc.status === 0, `tsc type-checks the host, every @ts-expect-error an error${tsc.status === 0 ? '' : `\n${tsc.stdout}${tsc.stderr}`}`);

    const host = bundle(app, 'host.ts', 'out');
    check(Boolean(host.entryOutput), 'esbuild bundles the host');
    // A login-only host loads at once what the CDN's main file carries; every lazy group, as on a
    // CDN page, comes through import() when needed: its own chunk, not in what the entry loads.
    const loginOnly = bundle(app, 'loginOnly.ts', 'login-only');
    const lazyGroups = ['phone', 'phone-field', 'client', 'reset-password', 'passkey-registration', 'identity-provider', 'strings-check', 'session-keeper', 'locale-de', 'locale-ja', 'otp', 'passwords', 'passkeys', 'oauth', 'crypto', 'email-magic-links'];
    for (const group of lazyGroups) {
      const chunk = new RegExp(`^chunks/${group}-[\\w-]{8}\\.js$`);
      check(loginOnly.bundled.some((file) => chunk.test(file)) && !loginOnly.loadedAtOnce.some((file) => chunk.test(file)), `the ${group} group is in the bundle, fetched only through import()`);
    }
    check(loginOnly.loadedAtOnce.includes('index.js'), 'the entry loads the widget at once');
    console.log(`login-only host: ${loginOnly.outputs.length} files; loaded at once: ${loginOnly.loadedAtOnce.join(', ')}`);

    // The bundle runs: German from its locale chunk, the SMS tab's phone field from its own.
    const german = bundle(app, 'mountGerman.ts', 'german');
    const { html, errors, elementDefined } = JSON.parse(run(process.execPath, [join(HERE, 'runInDom.mjs'), join(app, german.entryOutput)], app).trim().split('\n').pop());
    check(html.includes('Registrieren oder anmelden'), 'the bundled widget renders, in German from its locale chunk');
    check(/<input[^>]*type="tel"/.test(html) && html.includes('<select'), 'the phone field and its country list arrive through import()');
    check(elementDefined, 'auth-widget/elements defines <auth-login>');
    check(errors.length === 0, `no errors reach onError (${errors.join('; ') || 'none'})`);

    exampleApp();
    for (const version of [18, 19]) reactApp(temp, tarball, version);
    nextApp(tarball, check);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
  console.log(`package: ${failures.length ? `${failures.length} failed` : 'all passed'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (failures.length) process.exit(1);
}

try {
  await main();
} catch (error) {
  console.error(`package: ${error.message}`);
  process.exit(1);
}
