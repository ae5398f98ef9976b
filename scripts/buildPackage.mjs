// `npm run build:package`: the npm package's dist/ (package.json `exports` "."), beside the CDN
// build's cdn/ (`npm run build`, exported as auth-widget/cdn/*):
//   dist/index.js, dist/elements.js, dist/react.js and dist/chunks/: ESM, the lazy groups split by import() (rollup.package.config.mjs);
//   dist/testing.js: auth-widget/testing, the helpers a host's tests import;
//   dist/types/: the declarations, generated from src by tsc (tsconfig.package.json);
//   dist/emulator/: the emulator behind the `auth-widget-emulator` bin, bundled (scripts/buildEmulator.mjs).
// Only the declarations the entries reach are kept, and none of them may import a package but the
// React entry's peer, React: the package has no dependencies, so a host's compiler could not
// resolve one, and would quietly read the types behind it as `any` (no error for a config key typo).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ROOT } from './setup.mjs';

const TYPES = 'dist/types';
/** The declarations of the entries package.json `exports` names: `auth-widget`, `auth-widget/elements`, `auth-widget/react`, `auth-widget/testing`. */
const ENTRY_TYPES = [join(TYPES, 'index.d.ts'), join(TYPES, 'packageElements.d.ts'), join(TYPES, 'react/index.d.ts'), join(TYPES, 'testing/index.d.ts')];
/** The one package a declaration may import: React, the React entry's peer dependency, from its folder only. */
const PEER_IMPORTS = { react: join(TYPES, 'react/') };
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

function run(command, args) {
  const { status, error } = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT });
  if (status !== 0) throw new Error(`${[command, ...args].join(' ')} failed${error ? `: ${error.message}` : ''}`);
}

/** The declaration files `entry` reaches through its imports, and the packages they import. */
export function declarationsReached(entry) {
  const reached = new Set();
  const packages = [];
  const pending = [resolve(entry)];
  while (pending.length) {
    const file = pending.pop();
    if (reached.has(file)) continue;
    reached.add(file);
    // Comments can quote text such as "from 'x'": only real import and export specifiers count.
    const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    for (const [, specifier] of code.matchAll(/(?:^\s*(?:import|export)\b[^'";]*?\bfrom\s*|\bimport\(\s*)['"]([^'"]+)['"]/gm)) {
      if (!specifier.startsWith('.')) {
        const peer = PEER_IMPORTS[specifier];
        if (!peer || !file.startsWith(resolve(ROOT, peer))) packages.push(`${specifier} (in ${relative(ROOT, file)})`);
        continue;
      }
      const base = resolve(dirname(file), specifier).replace(/\.js$/, '');
      const found = [`${base}.d.ts`, join(base, 'index.d.ts')].find((candidate) => existsSync(candidate));
      if (!found) throw new Error(`${relative(ROOT, file)} imports ${specifier}, which has no declaration file`);
      pending.push(found);
    }
  }
  return { reached, packages };
}

function pruneDeclarations(dir, keep) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = resolve(dir, entry.name);
    if (entry.isDirectory()) {
      pruneDeclarations(path, keep);
      if (readdirSync(path).length === 0) rmSync(path, { recursive: true });
    } else if (!keep.has(path)) rmSync(path);
  }
}

export function buildPackage() {
  rmSync(join(ROOT, 'dist'), { recursive: true, force: true });
  run(bin('rollup'), ['-c', 'rollup.package.config.mjs', '--silent']);
  run(bin('tsc'), ['-p', 'tsconfig.package.json']);
  run(process.execPath, ['scripts/buildEmulator.mjs']);
  const reached = new Set();
  const packages = [];
  for (const entry of ENTRY_TYPES) {
    const found = declarationsReached(join(ROOT, entry));
    for (const file of found.reached) reached.add(file);
    packages.push(...found.packages);
  }
  if (packages.length) throw new Error(`the package's declarations import packages a host does not have: ${packages.join(', ')}`);
  pruneDeclarations(join(ROOT, TYPES), reached);
  console.log(`build:package: dist/index.js, ${readdirSync(join(ROOT, 'dist/chunks')).length} chunks, ${reached.size} declaration files, dist/emulator/main.js`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(ROOT, 'scripts/buildPackage.mjs')) {
  try {
    buildPackage();
  } catch (error) {
    console.error(`build:package: ${error.message}`);
    process.exit(1);
  }
}
