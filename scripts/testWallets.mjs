// Builds the test wallets (test/support/testWallets/) into one self-contained classic script, for
// Playwright's addInitScript (test/e2e/testWallets.ts) and the demo's test wallet switch (scripts/demo.mjs).
// It is test tooling, not part of the widget, so it is not built into cdn/ and not committed:
// it is built in memory when asked for, and a copy is written to .cache/test-wallets.js (ignored)
// for a look or for a server to serve.
//
//   node scripts/testWallets.mjs      writes .cache/test-wallets.js and prints its path
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { rollup } from 'rollup';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = join(ROOT, 'test/support/testWallets/install.ts');
export const TEST_WALLETS_FILE = join(ROOT, '.cache/test-wallets.js');

/** The script's code: an IIFE with its dependencies (noble, bs58) inside, importing nothing at run time. */
export async function buildTestWallets({ write = true } = {}) {
  const bundle = await rollup({
    input: ENTRY,
    plugins: [
      nodeResolve({ browser: true }),
      // Not the repo's tsconfig.json, whose program is the whole repo (7 s instead of 2 s); npm
      // run typecheck checks these files with it as well.
      typescript({
        tsconfig: false,
        include: ['test/support/testWallets/**/*'],
        noEmitOnError: true,
        compilerOptions: {
          target: 'ES2020',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          lib: ['ES2022', 'DOM'],
          strict: true,
          isolatedModules: true,
          skipLibCheck: true,
          types: [],
        },
      }),
      terser({ ecma: 2020, format: { comments: false } }),
    ],
    onwarn(warning, warn) {
      throw new Error(`test wallets: ${warning.message}`, { cause: warn });
    },
  });
  try {
    const { output } = await bundle.generate({ format: 'iife', strict: true });
    const { code } = output[0];
    if (write) {
      mkdirSync(dirname(TEST_WALLETS_FILE), { recursive: true });
      writeFileSync(TEST_WALLETS_FILE, code);
    }
    return code;
  } finally {
    await bundle.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const code = await buildTestWallets();
  process.stdout.write(`${TEST_WALLETS_FILE} (${code.length} bytes)\n`);
}
