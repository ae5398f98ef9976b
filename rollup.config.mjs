import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import alias from '@rollup/plugin-alias';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { reactAliases } from './aliases.mjs';

const OUT = 'cdn';
const MAIN_FILE = 'auth-widget.js';
/** The lazy chunks (src/lazy/<name>.ts), built before the main file so it can carry their hashes. */
const CHUNKS = ['phone'];
const chunkFile = (name) => `auth-widget.${name}.js`;
const integrity = (path) => `sha384-${createHash('sha384').update(readFileSync(path)).digest('base64')}`;

const plugins = () => [
  alias({ entries: Object.entries(reactAliases).map(([find, replacement]) => ({ find, replacement })) }),
  nodeResolve({ browser: true }),
  typescript({ tsconfig: './tsconfig.json', include: ['src/**/*'], noEmitOnError: true, compilerOptions: { types: [], target: 'ES2022' } }),
  terser({ ecma: 2020, module: false, toplevel: true, compress: { passes: 3, pure_getters: true, unsafe_arrows: true, unsafe_methods: true }, format: { comments: false } }),
];

/** The main build replaces src/lazy/chunkManifest.ts with the chunks it has just written. */
const chunkManifest = () => ({
  name: 'chunk-manifest',
  load(id) {
    if (!id.replace(/\\/g, '/').endsWith('src/lazy/chunkManifest.ts')) return null;
    const manifest = Object.fromEntries(
      CHUNKS.map((name) => [name, { file: chunkFile(name), integrity: integrity(join(OUT, chunkFile(name))) }]),
    );
    return `export const CHUNK_MANIFEST = ${JSON.stringify(manifest)};`;
  },
});

/** cdn/manifest.json: every script with its size and SRI hash (K7). */
const cdnManifest = () => ({
  name: 'cdn-manifest',
  writeBundle() {
    const files = readdirSync(OUT)
      .filter((file) => file.endsWith('.js'))
      .sort()
      .map((file) => ({ file, bytes: readFileSync(join(OUT, file)).length, integrity: integrity(join(OUT, file)) }));
    const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
    writeFileSync(join(OUT, 'manifest.json'), `${JSON.stringify({ version, main: MAIN_FILE, files }, null, 2)}\n`);
  },
});

export default [
  ...CHUNKS.map((name) => ({
    input: `src/lazy/${name}.ts`,
    output: { file: join(OUT, chunkFile(name)), format: 'iife', name: `AuthWidget.chunks.${name}`, extend: true },
    plugins: plugins(),
  })),
  {
    input: 'src/main.ts',
    output: { file: join(OUT, MAIN_FILE), format: 'iife', name: 'AuthWidget', extend: true },
    plugins: [chunkManifest(), ...plugins(), cdnManifest()],
  },
];
