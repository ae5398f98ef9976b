// Where the main file's bytes go: each module of the main build minified and brotli-compressed on
// its own (a rough share: together they compress better). For planning what to make lazy.
//   node scripts/module-sizes.mjs
import { rollup } from 'rollup';
import { minify } from 'terser';
import zlib from 'node:zlib';
import config from '../rollup.config.mjs';
const main = config[config.length - 1];
const bundle = await rollup({ ...main, plugins: main.plugins.filter(p => p.name !== 'cdn-manifest' && p.name !== 'terser') });
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
