// What `npm start` and `npm test` do first, so a fresh clone needs no other command: check Node and
// npm, and run `npm ci` when node_modules is missing or older than package-lock.json. Node built-ins
// only, and no syntax or named imports newer than old Nodes know, because this runs before anything
// else is checked or installed.
//   node scripts/setup.mjs   the same checks on their own
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const INSTALL_MESSAGE = 'setup: node_modules is missing or older than package-lock.json; running npm ci';
const NPM_CI_ARGS = ['ci', '--no-audit', '--no-fund'];

/** `20.19` or `v20.19.1` as [major, minor, patch]; undefined when it is not a version. */
export function parseVersion(text) {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(String(text).trim());
  return match ? [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)] : undefined;
}

/** The version in an engines range of the one form used here, `>=X.Y`; undefined for any other form. */
export function parseMinimum(range) {
  const match = /^\s*>=\s*(v?\d+(?:\.\d+){0,2})\s*$/.exec(String(range));
  return match ? parseVersion(match[1]) : undefined;
}

export function isAtLeast(version, minimum) {
  for (let i = 0; i < 3; i++) if (version[i] !== minimum[i]) return version[i] > minimum[i];
  return true;
}

/** The line to print when `nodeVersion` does not satisfy `>=X.Y`; null when it does or the range is another form. */
export function nodeVersionProblem(nodeVersion, range) {
  const minimum = parseMinimum(range);
  const version = parseVersion(nodeVersion);
  if (!minimum || !version || isAtLeast(version, minimum)) return null;
  const wanted = minimum[2] ? minimum.join('.') : `${minimum[0]}.${minimum[1]}`;
  return (
    `setup: Node ${wanted} or newer is needed (this is ${String(nodeVersion).replace(/^v/, '')}): ` +
    `install it, e.g. nvm install ${minimum[0]}, or from https://nodejs.org/en/download`
  );
}

/**
 * Whether the installed packages are the locked ones: npm's hidden lockfile
 * (node_modules/.package-lock.json) lists what it installed, with the lockfile's versions and
 * integrity; optional packages for other platforms are locked but not installed.
 */
export function installedAsLocked(lock, installed) {
  const locked = lock?.packages ?? {};
  const present = installed?.packages ?? {};
  for (const [path, entry] of Object.entries(locked)) {
    if (!path) continue;
    const have = present[path];
    if (!have) {
      if (entry.optional) continue;
      return false;
    }
    if (have.version !== entry.version || have.integrity !== entry.integrity) return false;
  }
  return Object.keys(present).every((path) => path in locked);
}

/**
 * npm writes node_modules/.package-lock.json on every install, after package-lock.json, so an
 * install is needed when that hidden lockfile is missing, or older than the lockfile and listing
 * other packages: a checkout that rewrites an unchanged lockfile (a new git worktree, say) needs none.
 */
export function needsInstall({ lockMtime, installedMtime, sameAsLocked = () => false }) {
  if (installedMtime === undefined) return true;
  return installedMtime < lockMtime && !sameAsLocked();
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

function mtimeOf(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

/** npm from PATH (npm.cmd through a shell on Windows). */
export function runNpm(args, options = {}) {
  const windows = process.platform === 'win32';
  return spawnSync(windows ? 'npm.cmd' : 'npm', args, { shell: windows, ...options });
}

function stop(line) {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

/** Checks Node and npm and installs the locked dependencies when needed; exits with one line when it cannot. */
export function ensureSetup({ root = ROOT, nodeVersion = process.versions.node } = {}) {
  const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const versionProblem = nodeVersionProblem(nodeVersion, packageJson.engines?.node);
  if (versionProblem) stop(versionProblem);

  const npmVersion = runNpm(['--version'], { cwd: root, stdio: 'ignore' });
  if (npmVersion.error || npmVersion.status !== 0) {
    const why = npmVersion.error ? npmVersion.error.message : `exit code ${npmVersion.status}`;
    stop(`setup: npm is needed but could not be run (${why}): install it, e.g. apt-get install -y npm`);
  }

  const lockMtime = mtimeOf(join(root, 'package-lock.json'));
  const installedMtime = mtimeOf(join(root, 'node_modules', '.package-lock.json'));
  if (lockMtime === undefined) stop('setup: package-lock.json is missing: restore it with git checkout package-lock.json');
  const sameAsLocked = () => installedAsLocked(readJson(join(root, 'package-lock.json')), readJson(join(root, 'node_modules', '.package-lock.json')));
  if (!needsInstall({ lockMtime, installedMtime, sameAsLocked })) return;

  process.stdout.write(`${INSTALL_MESSAGE}\n`);
  const install = runNpm(NPM_CI_ARGS, { cwd: root, stdio: 'inherit' });
  if (install.error || install.status !== 0) {
    const why = install.error ? install.error.message : `exit code ${install.status}`;
    stop(`setup: npm ci failed (${why}); fix the problem above and run it by hand: npm ${NPM_CI_ARGS.join(' ')}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureSetup();
