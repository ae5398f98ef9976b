// `npm run size` (first half): raw, gzip and brotli bytes of every script in cdn/, from the
// manifest the build wrote. size-limit then checks the brotli budgets in size-limit.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const CDN = 'cdn';
let manifest;
try {
  manifest = JSON.parse(readFileSync(join(CDN, 'manifest.json'), 'utf8'));
} catch {
  console.error('cdn/manifest.json is missing: run `npm run build` first.');
  process.exit(1);
}

const rows = manifest.files.map(({ file }) => {
  const bytes = readFileSync(join(CDN, file));
  return {
    file,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
});
const width = Math.max(...rows.map((row) => row.file.length), 4);
const line = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(width) : String(cell).padStart(8))).join('  ');
console.log(line(['file', 'raw', 'gzip', 'brotli']));
for (const row of rows) console.log(line([row.file, row.raw, row.gzip, row.brotli]));
console.log('(bytes; size-limit below checks the brotli budgets, where 1 KB = 1000 bytes)\n');
