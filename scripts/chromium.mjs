// Finds Debian's Chromium for Playwright, or installs it when this machine can (root with apt-get).
// Playwright never downloads a browser here. Used by playwright.config.ts and `npm test`.
//   node scripts/chromium.mjs   prints the path, installing the package first if needed
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/lib/chromium/chromium'];
export const INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y chromium';

/** Whether `path` is a file this user may run. */
export function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The Chromium to drive: $CHROMIUM_PATH, else Debian's package; undefined when there is none. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return executable(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find(executable);
}

/** Whether this machine can install Debian packages itself (root with apt-get). */
export function canInstall() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** Finds Chromium, installing Debian's package when possible; exits with the command to run when not. */
export function ensureChromium() {
  let path = findChromium();
  if (path) return path;
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable.`);
    process.exit(1);
  }
  if (canInstall()) {
    console.log('Chromium is missing: installing Debian\'s chromium package...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    path = findChromium();
  }
  if (!path) {
    console.error(`Chromium is needed for the end-to-end tests. Install it with:\n  ${INSTALL_COMMAND}`);
    process.exit(1);
  }
  return path;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(ensureChromium());
