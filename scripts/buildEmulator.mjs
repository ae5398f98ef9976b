// The emulator for the npm package's `auth-widget-emulator` bin (scripts/buildPackage.mjs calls
// this): emulator/main.ts bundled by esbuild, with hono, jose, @noble/*, @simplewebauthn/server,
// qrcode and the rest inside, into dist/emulator/main.js; the zxcvbn worker bundled likewise beside
// it; and the files the emulator reads by path next to its code (the breached list, the stand-in
// Google's script, the stand-in clientside-services iframe's script and phone library). So the package keeps no runtime dependencies, and starts without tsx.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { ROOT } from './setup.mjs';

export const EMULATOR_DIR = 'dist/emulator';
/**
 * Read at run time by path beside the code (emulator/strength/breached.ts, standins/gsiScript.ts,
 * standins/clientsideServices.ts, which in a clone reads libphonenumber-js from node_modules).
 */
const DATA_FILES = {
  'emulator/strength/data/breached-passwords.txt': 'data/breached-passwords.txt',
  'emulator/standins/gsi/client.js': 'gsi/client.js',
  'emulator/standins/clientside-services/services.js': 'clientside-services/services.js',
  'node_modules/libphonenumber-js/bundle/libphonenumber-min.js': 'clientside-services/libphonenumber-min.js',
  'node_modules/libphonenumber-js/examples.mobile.json': 'clientside-services/examples.mobile.json',
  // Its browser bundle carries no license comment of its own.
  'node_modules/libphonenumber-js/LICENSE': 'clientside-services/libphonenumber-js.LICENSE.txt',
};

// A bundled CommonJS module (qrcode) that requires a Node built-in needs a real `require` in ESM.
const BANNER = "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);";

/**
 * zxcvbnFastDictionary.mjs reads zxcvbn's version from its package.json at run time, which an
 * installed package does not have beside it: the bundled version is written in at build time.
 */
const zxcvbnVersionInlined = () => ({
  name: 'zxcvbn-version-inlined',
  setup(esbuild) {
    esbuild.onLoad({ filter: /zxcvbnFastDictionary\.mjs$/ }, ({ path }) => {
      const { version } = JSON.parse(readFileSync(join(ROOT, 'node_modules/@zxcvbn-ts/core/package.json'), 'utf8'));
      const source = readFileSync(path, 'utf8');
      const lookup = "require('@zxcvbn-ts/core/package.json').version";
      if (!source.includes(lookup)) throw new Error(`${path} no longer reads ${lookup}: update scripts/buildEmulator.mjs`);
      return { contents: source.replace(lookup, JSON.stringify(version)), loader: 'js' };
    });
  },
});

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  absWorkingDir: ROOT,
  logLevel: 'warning',
  legalComments: 'linked',
  // Without the source's comments, which cite the repository's spec and issues (the package ships
  // neither); names are kept, so a stack trace still says which function failed.
  minifyWhitespace: true,
  keepNames: true,
  banner: { js: BANNER },
  plugins: [zxcvbnVersionInlined()],
};

export async function buildEmulator() {
  const out = join(ROOT, EMULATOR_DIR);
  await build({ ...common, entryPoints: ['emulator/main.ts'], outfile: join(out, 'main.js'), banner: { js: `#!/usr/bin/env node\n${BANNER}` } });
  await build({ ...common, entryPoints: ['emulator/strength/strengthWorker.mjs'], outfile: join(out, 'strengthWorker.mjs') });
  for (const [from, to] of Object.entries(DATA_FILES)) {
    mkdirSync(dirname(join(out, to)), { recursive: true });
    copyFileSync(join(ROOT, from), join(out, to));
  }
}

if (process.argv[1] && join(process.argv[1]) === join(ROOT, 'scripts/buildEmulator.mjs')) {
  try {
    await buildEmulator();
  } catch (error) {
    console.error(`build:emulator: ${error.message}`);
    process.exit(1);
  }
}
