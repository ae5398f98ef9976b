// Finds the other engines the `engines` stage drives (test/engines/), or installs Debian's packages
// when this machine can (root with apt-get): Firefox ESR (over WebDriver BiDi, by puppeteer-core),
// WebKitGTK's WebDriver with its MiniBrowser, and Xvfb, the display WebKitGTK needs. Nothing is
// downloaded from anywhere else.
//   node scripts/browsers.mjs   prints the paths, installing the packages first if needed
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { canInstall, executable } from './chromium.mjs';

/** Each program, the Debian package that brings it, and where Debian puts it. */
const PROGRAMS = {
  firefox: { pkg: 'firefox-esr', env: 'FIREFOX_PATH', candidates: ['/usr/bin/firefox-esr', '/usr/lib/firefox-esr/firefox-esr'] },
  webkitDriver: { pkg: 'webkit2gtk-driver', env: 'WEBKIT_DRIVER_PATH', candidates: ['/usr/bin/WebKitWebDriver'] },
  // WebKitWebDriver starts MiniBrowser itself; its path is named so the stage can say what is missing.
  miniBrowser: {
    pkg: 'webkit2gtk-driver',
    env: 'WEBKIT_MINIBROWSER_PATH',
    candidates: ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.0/MiniBrowser'],
  },
  xvfb: { pkg: 'xvfb', env: 'XVFB_PATH', candidates: ['/usr/bin/Xvfb'] },
};
const PACKAGES = [...new Set(Object.values(PROGRAMS).map(({ pkg }) => pkg))];
export const ENGINES_INSTALL_COMMAND = `sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(' ')}`;

function find({ env, candidates }) {
  const fromEnv = process.env[env];
  if (fromEnv) return executable(fromEnv) ? fromEnv : undefined;
  return candidates.find(executable);
}

/** The programs found: `{ firefox, webkitDriver, miniBrowser, xvfb }`, each a path or undefined. */
export function findEngines() {
  return Object.fromEntries(Object.entries(PROGRAMS).map(([name, program]) => [name, find(program)]));
}

const missing = (found) => Object.keys(PROGRAMS).filter((name) => !found[name]);

/** Finds every program, installing the missing packages when possible; exits with the command to run when not. */
export function ensureEngines() {
  let found = findEngines();
  const named = missing(found).filter((name) => process.env[PROGRAMS[name].env]);
  if (named.length) {
    for (const name of named) console.error(`${PROGRAMS[name].env}=${process.env[PROGRAMS[name].env]} is not an executable.`);
    process.exit(1);
  }
  const packages = [...new Set(missing(found).map((name) => PROGRAMS[name].pkg))];
  if (packages.length && canInstall()) {
    console.log(`Installing Debian's ${packages.join(', ')} for the engines stage...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
    found = findEngines();
  }
  if (missing(found).length) {
    console.error(`Firefox ESR, WebKitGTK's WebDriver and Xvfb are needed for the engines stage. Install them with:\n  ${ENGINES_INSTALL_COMMAND}`);
    process.exit(1);
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, path] of Object.entries(ensureEngines())) console.log(`${name}: ${path}`);
}
