// Serves a folder read-only (the built cdn/ under /cdn/, the demo page in scripts/demo.mjs):
// GET and HEAD only, the right Content-Type, and nothing outside the folder, whatever the
// encoding or symlinks of the request path.
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

export type StaticResult =
  | { kind: 'file'; path: string; contentType: string; body: Buffer }
  | { kind: 'not-found' }
  | { kind: 'method-not-allowed' };

/** Resolves `urlPath` (still percent-encoded, relative to the folder) to a file inside `dir`. */
export async function readStaticFile(dir: string, urlPath: string, method: string): Promise<StaticResult> {
  if (method !== 'GET' && method !== 'HEAD') return { kind: 'method-not-allowed' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return { kind: 'not-found' };
  }
  if (decoded.includes('\0') || decoded.split(/[\\/]/).includes('..')) return { kind: 'not-found' };
  try {
    const root = await realpath(dir);
    // realpath also follows symlinks, so a link pointing out of the folder is refused too.
    const file = await realpath(resolve(root, `.${sep}${decoded}`));
    const rel = relative(root, file);
    if (rel === '' || rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) return { kind: 'not-found' };
    if (!(await stat(file)).isFile()) return { kind: 'not-found' };
    const contentType = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    return { kind: 'file', path: file, contentType, body: await readFile(file) };
  } catch {
    return { kind: 'not-found' };
  }
}
