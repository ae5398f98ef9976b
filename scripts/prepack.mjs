// `prepack` (npm pack, npm publish): builds cdn/ (`npm run build`) and dist/ (`npm run
// build:package`) only when they are missing or older than what they are built from, so packing
// right after a build, or twice, does not build again.
//
//   node scripts/prepack.mjs [--check]   (--check: only say which is stale; exit 1 if any)
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT, runNpm } from './setup.mjs';

/** What each output is built from (files or folders), and the files whose age stands for it. */
export const OUTPUTS = [
  {
    name: 'cdn/',
    script: 'build',
    outputs: ['cdn/manifest.json', 'cdn/auth-widget.js'],
    sources: ['src', 'rollup.config.mjs', 'aliases.mjs', 'scripts/extractStyles.mjs', 'tsconfig.json', 'package.json'],
  },
  {
    name: 'dist/',
    script: 'build:package',
    outputs: ['dist/index.js', 'dist/elements.js', 'dist/react.js', 'dist/testing.js', 'dist/types/index.d.ts', 'dist/emulator/main.js', 'dist/emulator/strengthWorker.mjs'],
    sources: ['src', 'emulator', 'rollup.package.config.mjs', 'rollup.config.mjs', 'aliases.mjs', 'scripts/extractStyles.mjs', 'scripts/buildPackage.mjs', 'scripts/buildEmulator.mjs', 'tsconfig.json', 'tsconfig.package.json', 'package.json'],
  },
];

/** The newest modification time of `path`, a file or everything under a folder. */
function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), 0);
}

/** Why `output` must be built, or null when it is current. */
export function staleReason({ outputs, sources }, root = ROOT) {
  const missing = outputs.find((file) => !existsSync(join(root, file)));
  if (missing) return `${missing} is missing`;
  const built = Math.min(...outputs.map((file) => statSync(join(root, file)).mtimeMs));
  const changed = sources.filter((source) => existsSync(join(root, source)) && newest(join(root, source)) > built);
  return changed.length ? `${changed.join(', ')} changed since it was built` : null;
}

function main() {
  const checkOnly = process.argv.includes('--check');
  let stale = false;
  for (const output of OUTPUTS) {
    const reason = staleReason(output);
    if (!reason) {
      console.log(`prepack: ${output.name} is current`);
      continue;
    }
    stale = true;
    console.log(`prepack: ${output.name}: ${reason}${checkOnly ? '' : `; running npm run ${output.script}`}`);
    if (checkOnly) continue;
    const result = runNpm(['run', output.script], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`prepack: npm run ${output.script} failed`);
      process.exit(1);
    }
  }
  if (checkOnly && stale) process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(ROOT, 'scripts/prepack.mjs')) main();
