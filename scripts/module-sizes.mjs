// Where a build's bytes go: each module minified and brotli-compressed on its own (a rough share:
// together they compress better). For planning what to make lazy.
//   node scripts/module-sizes.mjs            the main file
//   node scripts/module-sizes.mjs client     a lazy chunk, by its name in CHUNK_ENTRIES or KEEPER_ENTRIES
import { rollup } from 'rollup';
import { minify } from 'terser';
import zlib from 'node:zlib';
import config, { CHUNK_ENTRIES, KEEPER_ENTRIES } from '../rollup.config.mjs';
// The session keeper is built apart, before the client chunk that carries its hash.
const ENTRIES = { ...CHUNK_ENTRIES, ...KEEPER_ENTRIES };
const chunk = process.argv[2];
if (chunk && !ENTRIES[chunk]) throw new Error(`${chunk} is not a chunk: ${Object.keys(ENTRIES).join(', ')}`);
const build = chunk ? config.find((entry) => entry.input === ENTRIES[chunk].input) : config[config.length - 1];
const bundle = await rollup({ ...build, plugins: build.plugins.filter(p => p.name !== 'cdn-manifest' && p.name !== 'terser') });
const { output } = await bundle.generate({ format: 'es' });
const rows = [];
for (const [id, m] of Object.entries(output[0].modules)) {
  if (!m.code) continue;
  const min = (await minify(m.code, { module: false, toplevel: false, compress: { passes: 2 }, mangle: true })).code ?? '';
  rows.push([zlib.brotliCompressSync(Buffer.from(min)).length, min.length, id.replace(process.cwd() + '/', '')]);
}
rows.sort((a, b) => b[0] - a[0]);
let t = 0; for (const r of rows) t += r[0];
console.log('sum of brotli per module', t);
for (const r of rows) console.log(r.join('\t'));
