// The stand-in for the provider's clientside-services iframe (https://js.stytch.com/clientside-services/index.html),
// which the official SDK frames and asks, over postMessage, for One Tap's start and submit and for
// phone parsing. Point the SDK's `endpoints.clientsideServicesIframeURL` at this page. The page
// runs one script (clientside-services/services.js) that answers those messages by calling this
// emulator's own One Tap routes, and loads libphonenumber-js's browser bundle only when a phone
// message comes. Every file is read by path beside the code: in a clone the library comes from
// node_modules, in the bundled bin from the copy scripts/buildEmulator.mjs puts beside main.js.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Ctx } from '../api/context';
import { escapeHtml, htmlResponse } from '../http/html';
import { CONTENT_TYPES } from '../http/staticFiles';

export const CLIENTSIDE_SERVICES_DIR = '/clientside-services';
export const CLIENTSIDE_SERVICES_PAGE = `${CLIENTSIDE_SERVICES_DIR}/index.html`;

/** The files the page loads, by the name it asks for, and where each is found in a clone. */
const FILES = {
  'services.js': { contentType: CONTENT_TYPES['.js']!, inClone: () => join(here(), 'clientside-services', 'services.js') },
  'libphonenumber-min.js': { contentType: CONTENT_TYPES['.js']!, inClone: () => join(libphonenumberDir(), 'bundle', 'libphonenumber-min.js') },
  'examples.mobile.json': { contentType: CONTENT_TYPES['.json']!, inClone: () => join(libphonenumberDir(), 'examples.mobile.json') },
} as const;
export type ClientsideServicesFile = keyof typeof FILES;
export const CLIENTSIDE_SERVICES_FILES = Object.keys(FILES) as ClientsideServicesFile[];

// Paths, not URL objects: under happy-dom (widget tests) the global URL is not Node's.
function here(): string {
  return dirname(fileURLToPath(import.meta.url));
}

function libphonenumberDir(): string {
  return dirname(createRequire(import.meta.url).resolve('libphonenumber-js/package.json'));
}

const sources = new Map<ClientsideServicesFile, string>();

/** The file beside the bundled bin when it is there, else the clone's. */
function source(name: ClientsideServicesFile): string {
  let text = sources.get(name);
  if (text === undefined) {
    const beside = join(here(), 'clientside-services', name);
    text = readFileSync(existsSync(beside) ? beside : FILES[name].inClone(), 'utf8');
    sources.set(name, text);
  }
  return text;
}

export function clientsideServicesFileResponse(name: ClientsideServicesFile): Response {
  return new Response(source(name), {
    status: 200,
    headers: { 'content-type': FILES[name].contentType, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' },
  });
}

/**
 * Its own script and fetches only, nothing inline. Unlike the emulator's other pages it may be
 * framed by any page: it is made to be framed by the host page, and answers only its parent, and
 * only when the parent's origin is one the project allows (the script's check).
 */
export const CLIENTSIDE_SERVICES_CSP = "default-src 'none'; script-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'";

/**
 * The page. It carries the project's allowed_origins, so the script answers only the host pages
 * the API would answer (CORS, docs/spec/security.md E3): its own calls are same-origin, so the edge
 * cannot judge the host page itself.
 */
export function clientsideServicesPage(ctx: Ctx): Response {
  const allowed = escapeHtml(JSON.stringify(ctx.project.allowed_origins));
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Clientside services (the emulator's stand-in)</title>
<script src="${CLIENTSIDE_SERVICES_DIR}/services.js" data-allowed-origins="${allowed}"></script>
</head>
<body></body>
</html>
`;
  return htmlResponse(200, html, CLIENTSIDE_SERVICES_CSP);
}
