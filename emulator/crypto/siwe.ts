// Sign-In with Ethereum (EIP-4361; docs/spec/security.md C5): the message an Ethereum wallet signs when the
// project requires SIWE (or the start sends siwe_params), built from siwe_params and checked before
// anything is issued. The `domain` is the page's (the request's Origin host, which a browser sets
// and a page cannot), or the uri's host for a caller that is not a page; the `uri` must be on one
// of the project's allowed origins (any loopback origin when it lists none). The routes bind the
// message to that origin and enforce `not_before` and the challenge's lifetime. `issued_at` is
// taken as given: the page's clock may differ from the emulator's, which tests move.
import { assert } from '../errors';
import { isAllowedOrigin } from '../validate/origins';
import { newAlphanumericNonce } from './tokens';
import { checksumAddress } from './walletAddresses';
import { optionalString, type Body } from '../validate/validate';

/** The fields of EIP-4361's ABNF that this emulator fills in ("Expiration Time" is its own, kept server-side). */
export interface SiweMessage {
  domain: string;
  address: string;
  statement?: string;
  uri: string;
  chainId: string;
  nonce: string;
  issuedAt: string;
  notBefore?: string;
  requestId?: string;
  resources?: string[];
}

/** The message exactly as EIP-4361's ABNF lays it out (LF line ends, no trailing LF). */
export function buildSiweMessage(m: SiweMessage): string {
  const lines = [`${m.domain} wants you to sign in with your Ethereum account:`, m.address, ''];
  if (m.statement !== undefined) lines.push(m.statement);
  lines.push('', `URI: ${m.uri}`, 'Version: 1', `Chain ID: ${m.chainId}`, `Nonce: ${m.nonce}`, `Issued At: ${m.issuedAt}`);
  if (m.notBefore !== undefined) lines.push(`Not Before: ${m.notBefore}`);
  if (m.requestId !== undefined) lines.push(`Request ID: ${m.requestId}`);
  if (m.resources !== undefined && m.resources.length > 0) lines.push('Resources:', ...m.resources.map((r) => `- ${r}`));
  return lines.join('\n');
}

// ---- reading siwe_params ----

const FIELDS = ['uri', 'chain_id', 'issued_at', 'statement', 'not_before', 'message_request_id', 'resources'] as const;
const MAX_URI_LENGTH = 2048;
const MAX_STATEMENT_LENGTH = 1024;
const MAX_REQUEST_ID_LENGTH = 256;
const MAX_RESOURCES = 32;
/** RFC 3986 `reserved / unreserved / " "`: one line of plain ASCII. */
const STATEMENT = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]*$/;
/** RFC 3986 `*pchar`. */
const PCHARS = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})*$/;
/** An absolute RFC 3986 URI: a scheme, then visible ASCII only. */
const URI = /^[A-Za-z][A-Za-z0-9+.-]*:[\x21-\x7e]+$/;
const CHAIN_ID = /^[1-9][0-9]{0,19}$/;
/** RFC 3339 date-time. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;

/** siwe_params, checked; what the route still has to decide (nonce, domain, times) is not here. */
export interface SiweRequest {
  uri: string;
  domain: string;
  chainId: string;
  /** As given, or undefined for now. */
  issuedAt?: string;
  statement?: string;
  notBefore?: { text: string; ms: number };
  requestId?: string;
  resources?: string[];
}

/**
 * Reads siwe_params (absent = {}) for a request from `origin` (null when it carries none), for a
 * project allowing `allowedOrigins`. Errors name the field as `siwe_params.<field>`.
 */
export function readSiweParams(params: Body, origin: string | null, allowedOrigins: readonly string[]): SiweRequest {
  // Flattened under their full names, so the shared readers' messages say which field is wrong.
  const body: Body = {};
  for (const name of FIELDS) if (Object.hasOwn(params, name)) body[`siwe_params.${name}`] = params[name];

  const uri = optionalString(body, 'siwe_params.uri', MAX_URI_LENGTH) ?? origin ?? undefined;
  assert(uri !== undefined, 400, 'missing_argument', 'siwe_params.uri is required when the request carries no Origin to take it from');
  const url = URI.test(uri) && URL.canParse(uri) ? new URL(uri) : null;
  assert(
    url && (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '' && isAllowedOrigin(url.origin, allowedOrigins),
    400,
    'origin_not_allowed',
    `siwe_params.uri must be an http(s) URL on one of this project's allowed origins (any loopback origin when none are listed), not ${JSON.stringify(uri)}`,
  );

  const statement = optionalString(body, 'siwe_params.statement', MAX_STATEMENT_LENGTH) || undefined;
  assert(statement === undefined || STATEMENT.test(statement), 400, 'invalid_argument', 'siwe_params.statement must be one line of plain ASCII (RFC 3986 reserved and unreserved characters and spaces)');

  const requestId = optionalString(body, 'siwe_params.message_request_id', MAX_REQUEST_ID_LENGTH) || undefined;
  assert(requestId === undefined || PCHARS.test(requestId), 400, 'invalid_argument', 'siwe_params.message_request_id may hold only URI path characters (RFC 3986 pchar)');

  return {
    uri,
    domain: new URL(origin ?? uri).host,
    chainId: readChainId(body),
    issuedAt: readDateTime(body, 'siwe_params.issued_at')?.text,
    statement,
    notBefore: readDateTime(body, 'siwe_params.not_before'),
    requestId,
    resources: readResources(body),
  };
}

function readChainId(body: Body): string {
  const value = body['siwe_params.chain_id'];
  if (value === undefined || value === null) return '1';
  assert(typeof value === 'string' || typeof value === 'number', 400, 'invalid_argument', 'siwe_params.chain_id must be a string of digits or an integer');
  const text = String(value);
  assert(CHAIN_ID.test(text), 400, 'invalid_argument', 'siwe_params.chain_id must be a positive EIP-155 chain id in decimal, e.g. "1"');
  return text;
}

function readDateTime(body: Body, name: string): { text: string; ms: number } | undefined {
  const text = optionalString(body, name, 64);
  if (text === undefined) return undefined;
  const ms = Date.parse(text);
  assert(DATE_TIME.test(text) && Number.isFinite(ms), 400, 'invalid_argument', `${name} must be an RFC 3339 date-time, e.g. 2021-09-30T16:25:24Z`);
  return { text, ms };
}

function readResources(body: Body): string[] | undefined {
  const value = body['siwe_params.resources'];
  if (value === undefined || value === null) return undefined;
  assert(
    Array.isArray(value) && value.length <= MAX_RESOURCES && value.every((r) => typeof r === 'string'),
    400,
    'invalid_argument',
    `siwe_params.resources must be an array of at most ${MAX_RESOURCES} strings`,
  );
  const bad = (value as string[]).find((r) => r.length > MAX_URI_LENGTH || !URI.test(r) || !URL.canParse(r));
  assert(bad === undefined, 400, 'invalid_argument', `siwe_params.resources must be absolute URIs; ${JSON.stringify(bad)} is not one`);
  return value as string[];
}

/** The message for `address` with a fresh single-use nonce. */
export function siweMessageFor(request: SiweRequest, address: string, now: number): string {
  return buildSiweMessage({
    domain: request.domain,
    address: checksumAddress(address),
    statement: request.statement,
    uri: request.uri,
    chainId: request.chainId,
    nonce: newAlphanumericNonce(),
    issuedAt: request.issuedAt ?? new Date(now).toISOString(),
    notBefore: request.notBefore?.text,
    requestId: request.requestId,
    resources: request.resources,
  });
}
