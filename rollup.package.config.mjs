// The npm package's ESM build (`npm run build:package`, scripts/buildPackage.mjs): dist/index.js,
// dist/elements.js, dist/react.js and their chunks. The same sources as the CDN build (rollup.config.mjs, whose cdn/ output this
// does not touch), with one module swapped: src/loading/load.ts, which loads <script> chunks with
// SRI, becomes src/chunkImports.ts, whose import()s rollup splits into the same lazy groups.
// preact, @preact/signals, goober, libphonenumber-js and bs58 are bundled in: the package has no
// runtime dependencies, so it installs offline and its UI runtime is the one it was tested with.
import { resolve } from 'node:path';
import alias from '@rollup/plugin-alias';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import typescript from '@rollup/plugin-typescript';
import { reactAliases } from './aliases.mjs';
import { CHUNK_ENTRIES, chunkFile, KEEPER_ENTRIES, LOCALE_ENTRIES } from './rollup.config.mjs';
import { extractStyles } from './scripts/extractStyles.mjs';

const SCRIPT_LOADER = resolve('src/loading/load.ts');
const REACT_PACKAGE = resolve('src/react');
const MODULE_LOADER = resolve('src/chunkImports.ts');

// Each lazy group's chunk is named as its CDN file (auth-widget.reset-password.js is
// chunks/reset-password-<hash>.js), so a host's bundle report reads like the CDN's.
const LAZY_GROUP_OF = new Map(
  Object.entries({ ...CHUNK_ENTRIES, ...KEEPER_ENTRIES, ...LOCALE_ENTRIES }).map(([name, entry]) => [resolve(entry.input), chunkFile(name).replace(/^auth-widget\.|\.js$/g, '')]),
);
const chunkFileNames = (chunk) => `chunks/${LAZY_GROUP_OF.get(chunk.facadeModuleId ?? '') ?? '[name]'}-[hash].js`;

/** Every import of the <script> chunk loader gets the import() one. */
const moduleLoader = () => ({
  name: 'module-loader',
  async resolveId(source, importer) {
    if (!importer || !/(^|\/)load(\.ts)?$/.test(source)) return null;
    const resolved = await this.resolve(source, importer, { skipSelf: true });
    return resolved?.id === SCRIPT_LOADER ? MODULE_LOADER : null;
  },
});

/**
 * `auth-widget/react` imports the host's React (a peer dependency), not the preact that `react`
 * means everywhere else in src: for its folder alone, `react` stays an import of the package.
 */
const hostReact = () => ({
  name: 'host-react',
  resolveId(source, importer) {
    return source === 'react' && importer?.startsWith(REACT_PACKAGE) ? { id: 'react', external: true } : null;
  },
});

export default {
  // testing: auth-widget/testing, the helpers a host's tests import (src/testing/, contract/ types only).
  input: { index: 'src/index.ts', elements: 'src/packageElements.ts', react: 'src/react/index.ts', testing: 'src/testing/index.ts' },
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    // auth-widget/react is a client boundary for React Server Components (Next.js App Router): a
    // server-component page renders <Login> directly. Rollup drops a source's module directives
    // when it bundles, so the directive is written as the entry's first line instead.
    banner: (chunk) => (chunk.isEntry && chunk.name === 'react' ? "'use client';" : ''),
    chunkFileNames,
    // The host's bundler minifies; the chunks keep readable names for its reports.
    generatedCode: 'es2015',
    // No bare imports of chunks just to start their download earlier: each chunk imports what it uses.
    hoistTransitiveImports: false,
  },
  plugins: [
    hostReact(),
    moduleLoader(),
    extractStyles(),
    alias({ entries: Object.entries(reactAliases).map(([find, replacement]) => ({ find, replacement })) }),
    nodeResolve({ browser: true }),
    // Without the source's comments: they cite the repository's spec, issues and files, which the
    // package does not ship (its declarations keep the public JSDoc).
    typescript({ tsconfig: './tsconfig.json', include: ['src/**/*'], noEmitOnError: true, compilerOptions: { types: [], target: 'ES2022', outDir: 'dist', removeComments: true } }),
  ],
};
