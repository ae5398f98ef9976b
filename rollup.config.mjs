import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import alias from '@rollup/plugin-alias';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { reactAliases } from './aliases.mjs';
import { extractStyles } from './scripts/extractStyles.mjs';

const OUT = 'cdn';
const MAIN_FILE = 'auth-widget.js';
/**
 * The lazy chunks and their entries, built before the main file so it can carry their hashes:
 * the widget's own (src/chunkTable.ts `CoreChunks`), and each product's group, its folder's
 * chunk.ts (src/composition.ts). `screens` chunks render UI: they take preact, hooks and shared
 * primitives from the main file.
 */
const PRODUCTS_DIR = 'src/products';
export const CHUNK_ENTRIES = {
  // The number library, asked for when the phone field is first focused (or a while after it shows):
  // its index fetch rides that wait, and its hash leaves the main file (issue 38).
  phone: { input: 'src/widgets/login/phone/library.ts', indexed: true },
  client: { input: 'src/flows/clientChunk.ts' },
  phoneField: { input: 'src/widgets/login/phone/index.ts', screens: true },
  // `indexed`: its hash is in the locale index (below), not the main file; only the page that
  // mounts the widget fetches it, the index first.
  resetPassword: { input: 'src/widgets/resetPassword/index.tsx', screens: true, indexed: true },
  passkeyRegistration: { input: 'src/widgets/passkeyRegistration/index.tsx', screens: true, indexed: true },
  identityProvider: { input: 'src/widgets/identityProvider/index.tsx', screens: true, indexed: true },
  // The countries' English names: only a browser without Intl.DisplayNames fetches them (issue 38).
  regionNames: { input: 'src/widgets/login/phone/englishNames.ts', indexed: true },
  // The custom elements' behaviour: fetched when one is first in the document (issue 38).
  elements: { input: 'src/elements/elementBody.ts', indexed: true },
  ...Object.fromEntries(
    readdirSync(PRODUCTS_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(PRODUCTS_DIR, entry.name, 'chunk.ts')))
      .map((entry) => [entry.name, { input: join(PRODUCTS_DIR, entry.name, 'chunk.ts'), screens: true }]),
  ),
};
// Each locale but English (which is in the main file) is a chunk: src/locales/<tag>.ts is
// `locale<Tag>` (src/i18n/locale.ts localeChunk), e.g. pt-BR.ts is auth-widget.locale-pt-br.js.
// Their hashes are in one small chunk, `localeIndex`, built after them, so the main file carries
// one hash for all the locales instead of one each (about 500 B of incompressible bytes).
const LOCALES_DIR = 'src/locales';
export const LOCALE_ENTRIES = Object.fromEntries(
  readdirSync(LOCALES_DIR)
    .filter((name) => /^[a-z]{2}(-[A-Z]{2})?\.ts$/.test(name))
    .map((file) => [`locale${file.slice(0, -3).replace(/(^|-)(\w)(\w*)/g, (_, _dash, first, rest) => first.toUpperCase() + rest.toLowerCase())}`, { input: join(LOCALES_DIR, file) }]),
);
// The `strings` option's check carries every English text; only a host passing `strings` fetches
// it, so its hash rides in the locale index too, not in the main file.
LOCALE_ENTRIES.stringsCheck = { input: 'src/locales/stringsCheck.ts' };
// So does client()'s headless chunk: only host code that calls its methods fetches it.
LOCALE_ENTRIES.headless = { input: 'src/headless/index.ts' };
CHUNK_ENTRIES.localeIndex = { input: 'src/locales/localeIndex.ts' };
// The session keeper, which the client chunk alone fetches (once the page has a session): its hash
// is in the client chunk, so a signed-in page fetches no locale index for it. Built before the client.
export const KEEPER_ENTRIES = { sessionKeeper: { input: 'src/session/sessionKeeper.ts' } };
const CHUNKS = Object.keys(CHUNK_ENTRIES);
/** The chunks whose hashes the main file carries; the rest are in the locale index. */
const MANIFEST_CHUNKS = CHUNKS.filter((name) => !CHUNK_ENTRIES[name].indexed);
/** Built before the locale index (CHUNK_ENTRIES' order), which carries their hashes. */
const INDEXED_CHUNKS = [...Object.keys(LOCALE_ENTRIES), ...CHUNKS.filter((name) => CHUNK_ENTRIES[name].indexed)];
export const chunkFile = (name) => `auth-widget.${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.js`;

/** The modules screen chunks take from `AuthWidget.runtime` (src/chunkRuntime.ts; a unit test keeps them equal). */
export const SHARED_MODULES = ['react', 'react/jsx-runtime', '@preact/signals', 'ui/Container', 'screens/messages', 'screens/interpolate', 'ui/Button', 'ui/StyleContext', 'ui/Feedback', 'loading/script'];
const UI_RUNTIME_PACKAGE = /[\\/]node_modules[\\/](preact|@preact|goober)[\\/]/;

/** Points a screen chunk's imports of shared modules at the main file's runtime table. */
const sharedRuntime = () => ({
  name: 'shared-runtime',
  async resolveId(source, importer) {
    if (!importer) return null;
    const key = source.startsWith('.')
      ? relative(resolve('src'), resolve(dirname(importer), source)).replace(/\\/g, '/').replace(/\.(tsx?|m?js)$/, '')
      : source;
    if (SHARED_MODULES.includes(key)) return `\0runtime:${key}`;
    const resolved = await this.resolve(source, importer, { skipSelf: true });
    if (resolved && UI_RUNTIME_PACKAGE.test(resolved.id)) {
      this.error(`${source}, imported by ${importer}, would put a second UI runtime in a chunk: share it through src/chunkRuntime.ts.`);
    }
    return null;
  },
  load(id) {
    if (!id.startsWith('\0runtime:')) return null;
    return { code: `export default globalThis.AuthWidget.runtime[${JSON.stringify(id.slice(9))}];`, syntheticNamedExports: true };
  },
});
const integrity = (path, algorithm = 'sha384') =>
  `${algorithm}-${createHash(algorithm).update(readFileSync(path)).digest('base64')}`;

// V8 compiles every function of a file with this comment while it streams the file, instead of
// lazily at each function's first call: the mount task went from about 160 to 95 ms at 4× CPU
// (npm run bench). Not for the phone chunk, whose metadata functions mostly never run.
const EAGER_COMPILE = '//# allFunctionsCalledOnLoad';

const plugins = ({ eager = true } = {}) => [
  extractStyles(),
  alias({ entries: Object.entries(reactAliases).map(([find, replacement]) => ({ find, replacement })) }),
  nodeResolve({ browser: true }),
  typescript({ tsconfig: './tsconfig.json', include: ['src/**/*'], noEmitOnError: true, compilerOptions: { types: [], target: 'ES2022' } }),
  terser({ ecma: 2020, module: false, toplevel: true, compress: { passes: 3, pure_getters: true, unsafe_arrows: true, unsafe_methods: true }, format: { comments: false, ...(eager ? { preamble: EAGER_COMPILE } : {}) } }),
];

/**
 * The main build replaces src/loading/chunkManifest.ts with the chunks it has just written. Terser
 * sees a fixed placeholder per chunk and the real hashes go in after it: its short names follow
 * the characters of the whole file, hashes included, so otherwise a one-byte change in any chunk
 * re-mangled the main file and moved its brotli size by up to 80 bytes.
 */
const placeholder = (name) => `sha256-${`__chunk_${name}`.padEnd(44, '_')}`;
const chunkManifest = () => ({
  name: 'chunk-manifest',
  load(id) {
    if (!id.replace(/\\/g, '/').endsWith('src/loading/chunkManifest.ts')) return null;
    const manifest = Object.fromEntries(MANIFEST_CHUNKS.map((name) => [name, placeholder(name)]));
    return `export const CHUNK_MANIFEST = ${JSON.stringify(manifest)};`;
  },
});
/** After terser: the placeholders become the hashes. */
const chunkHashes = () => ({
  name: 'chunk-hashes',
  renderChunk(code) {
    // sha256 inside the main file: SRI accepts it, and every embedded hash is incompressible bytes
    // in the file first paint waits for. manifest.json publishes sha384 for hosts (K7).
    return MANIFEST_CHUNKS.reduce((text, name) => text.replace(placeholder(name), integrity(join(OUT, chunkFile(name)), 'sha256')), code);
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

/** The session keeper's hash, written into the client chunk's src/flows/keeperIntegrity.ts when it is built. */
const keeperIntegrity = () => ({
  name: 'keeper-integrity',
  load(id) {
    if (!id.replace(/\\/g, '/').endsWith('src/flows/keeperIntegrity.ts')) return null;
    // Plain JavaScript, as in localeIndex below.
    return `export const KEEPER_INTEGRITY = ${JSON.stringify(integrity(join(OUT, chunkFile('sessionKeeper')), 'sha256'))};`;
  },
});

/** The locale chunks' hashes and the indexed chunks', written into the localeIndex chunk's module when it is built. */
const localeIndex = () => ({
  name: 'locale-index',
  load(id) {
    if (!id.replace(/\\/g, '/').endsWith('src/locales/localeIndex.ts')) return null;
    const hashes = Object.fromEntries(INDEXED_CHUNKS.map((name) => [name, integrity(join(OUT, chunkFile(name)), 'sha256')]));
    // The module as written, its typed empty table replaced by the hashes (plain JavaScript: what a
    // load hook returns is not compiled by the TypeScript plugin).
    const source = readFileSync(id, 'utf8');
    const table = 'export const LOCALE_INTEGRITY: Partial<Record<string, string>> = {};';
    if (!source.includes(table)) this.error(`${id} no longer declares ${table}`);
    return source.replace(table, `export const LOCALE_INTEGRITY = ${JSON.stringify(hashes)};`);
  },
});

export default [
  ...Object.entries({ ...KEEPER_ENTRIES, ...LOCALE_ENTRIES }).map(([name, entry]) => ({
    input: entry.input,
    output: { file: join(OUT, chunkFile(name)), format: 'iife', name: `AuthWidget.chunks.${name}`, extend: true },
    plugins: plugins(),
  })),
  ...CHUNKS.map((name) => ({
    input: CHUNK_ENTRIES[name].input,
    output: { file: join(OUT, chunkFile(name)), format: 'iife', name: `AuthWidget.chunks.${name}`, extend: true },
    plugins: [...(name === 'localeIndex' ? [localeIndex()] : []), ...(name === 'client' ? [keeperIntegrity()] : []), ...(CHUNK_ENTRIES[name].screens ? [sharedRuntime()] : []), ...plugins({ eager: name !== 'phone' })],
  })),
  {
    input: 'src/main.ts',
    output: { file: join(OUT, MAIN_FILE), format: 'iife', name: 'AuthWidget', extend: true },
    plugins: [chunkManifest(), ...plugins(), chunkHashes(), cdnManifest()],
  },
];
