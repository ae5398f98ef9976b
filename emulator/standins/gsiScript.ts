// Serves the stand-in Google Identity Services script (gsi/client.js) at /gsi/client, where the
// widget loads it instead of https://accounts.google.com/gsi/client. It is a static file: it finds
// the emulator from its own src and asks it for everything else at run time.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_TYPES } from '../http/staticFiles';

export const GSI_CLIENT_PATH = '/gsi/client';

let source: string | undefined;

export function gsiClientResponse(): Response {
  // A path, not a URL object: under happy-dom (widget tests) the global URL is not Node's.
  source ??= readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'gsi', 'client.js'), 'utf8');
  return new Response(source, {
    status: 200,
    headers: {
      'content-type': CONTENT_TYPES['.js']!,
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      // Host pages load it from another origin, some with COEP; with crossorigin, CORS applies as for the API.
      'cross-origin-resource-policy': 'cross-origin',
    },
  });
}
