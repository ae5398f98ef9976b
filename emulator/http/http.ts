// The small pieces of HTTP the edge needs: what it knows of a request besides its body, bounded
// body reading, JSON parsing, JSON responses and the Basic credentials of docs/spec/api.md §2. Nothing here
// knows about routes.
import { EmulatorError } from '../errors';
import { jsonTextTooDeep, MAX_JSON_DEPTH } from '../validate/jsonLimits';

export interface RequestMeta {
  /** The peer address when served over a socket; empty in-process. */
  ip: string;
  userAgent: string;
  /** The request's Origin header when present and allowed (refused origins never get this far). */
  origin?: string | null;
  /**
   * The emulator's own origin as this request reached it (e.g. http://localhost:9099): the OpenID
   * Provider's issuer. Empty when unknown.
   */
  ownOrigin?: string;
}

export interface CallerAuth {
  /** The user half of `Authorization: Basic`; null when absent or unreadable. */
  publicToken: string | null;
  /** The password half when it differs from the public token: the caller's session token. */
  sessionToken: string | null;
}

/** docs/spec/security.md X5: anything bigger is refused with 413 before or while it is read. */
export const MAX_BODY_BYTES = 100 * 1024;

const tooLarge = () => new EmulatorError(413, 'request_too_large', `The request body is larger than ${MAX_BODY_BYTES} bytes`);

/** Refuses a declared Content-Length over the limit without reading anything. */
export function checkDeclaredLength(req: Request): void {
  const declared = req.headers.get('content-length');
  if (declared !== null && Number(declared) > MAX_BODY_BYTES) throw tooLarge();
}

/** Reads the body, stopping as soon as it passes the limit (a lying Content-Length included). */
export async function readBodyText(req: Request): Promise<string> {
  checkDeclaredLength(req);
  const stream = req.body as ReadableStream<Uint8Array> | null;
  if (!stream || typeof stream.getReader !== 'function') {
    // Non-Node Request implementations (happy-dom in widget tests) may not expose a stream.
    const buffer = await req.arrayBuffer();
    if (buffer.byteLength > MAX_BODY_BYTES) throw tooLarge();
    return new TextDecoder().decode(buffer);
  }
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** The parsed JSON body, or undefined when the body is empty; bounded in size and depth (X5). */
export async function readJsonBody(req: Request): Promise<unknown> {
  const text = await readBodyText(req);
  if (text.trim() === '') return undefined;
  if (jsonTextTooDeep(text)) throw new EmulatorError(400, 'bad_request', `The request body nests deeper than ${MAX_JSON_DEPTH} levels`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new EmulatorError(400, 'invalid_json', 'The request body is not valid JSON');
  }
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...headers,
    },
  });
}

/** Sets `headers` on `res`, replacing any of the same name. */
export function withHeaders(res: Response, headers: Record<string, string>): Response {
  for (const [name, value] of Object.entries(headers)) res.headers.set(name, value);
  return res;
}

/** A redirect that no cache keeps and that leaks no Referer from the emulator's pages. */
export function redirectResponse(status: 302 | 303, location: string): Response {
  return new Response(null, { status, headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } });
}

/** The fields of an HTML form post (application/x-www-form-urlencoded), read within the limit. */
export async function readFormBody(req: Request): Promise<URLSearchParams> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) {
    throw new EmulatorError(400, 'bad_request', 'The body must be a form post (application/x-www-form-urlencoded)');
  }
  return new URLSearchParams(await readBodyText(req));
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The two halves of `Authorization: Basic base64(user:password)`, split at the first colon; null when absent or unreadable. */
export function readBasicCredentials(header: string | null): { user: string; password: string } | null {
  const match = header === null ? null : /^Basic\s+(\S+)$/i.exec(header.trim());
  if (!match || !BASE64.test(match[1]!)) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** `Authorization: Basic base64(public_token:(session_token || public_token))`. */
export function parseBasicAuth(header: string | null): CallerAuth {
  const credentials = readBasicCredentials(header);
  if (!credentials) return { publicToken: null, sessionToken: null };
  const { user: publicToken, password: secret } = credentials;
  return { publicToken, sessionToken: secret === '' || secret === publicToken ? null : secret };
}
