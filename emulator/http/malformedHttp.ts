// Malformed HTTP answered with the flat error body of docs/spec/api.md §2 instead of Node's bare 400 or an
// empty 500. Two layers refuse such requests before the app sees them: Node's parser (an unknown
// method, folded headers, Content-Length with Transfer-Encoding), where there is no request
// object and the answer is written to the socket by hand; and @hono/node-server building the URL
// (a backslash in the path, a Host with '@' or without a name at all), which throws a RequestError.
import { RequestError } from '@hono/node-server';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { EmulatorError, errorBody } from '../errors';
import { ConnectionDropped } from './connectionDropped';
import { jsonResponse } from './http';
import { newId } from '../crypto/tokens';

/** Node's parse error codes that are not a plain 400, as Node's own handler answers them. */
const STATUS_BY_CODE: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  431: 'Request Header Fields Too Large',
};

/** A whole HTTP/1.1 response carrying the flat error body, closing the connection after it. */
export function rawErrorResponse(error: EmulatorError): string {
  const body = JSON.stringify(errorBody(error, newId('request-id')));
  return [
    `HTTP/1.1 ${error.status} ${REASONS[error.status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** The answer to a request Node's parser refused ('clientError'). */
export function parseErrorResponse(err: Error & { code?: string; reason?: string }): string {
  const status = STATUS_BY_CODE[err.code ?? ''] ?? 400;
  const what = err.reason ?? err.message;
  const error = new EmulatorError(status, status === 400 || status === 408 ? 'bad_request' : 'request_too_large', `Malformed HTTP request: ${what} (${err.code ?? 'unknown'})`);
  return rawErrorResponse(error);
}

function answerOnSocket(socket: Duplex, response: string): void {
  // As Node's own handler: nothing is written to a reset socket, or after a response has begun on it.
  if (!socket.writable || ((socket as Partial<Socket>).bytesWritten ?? 0) > 0) {
    socket.destroy();
    return;
  }
  socket.end(response);
}

/**
 * Answers what Node's parser refuses, and CONNECT (which Node hands to a 'connect' listener or
 * else closes without a word), with the flat error body.
 */
export function answerMalformedHttp(server: Server): void {
  server.on('clientError', (err: Error & { code?: string }, socket: Duplex) => {
    if (err.code === 'ECONNRESET') socket.destroy();
    else answerOnSocket(socket, parseErrorResponse(err));
  });
  server.on('connect', (_req, socket: Duplex) => {
    answerOnSocket(socket, rawErrorResponse(new EmulatorError(405, 'method_not_allowed', 'CONNECT is not supported: the emulator is not a proxy')));
  });
}

/**
 * The errorHandler of getRequestListener: a request @hono/node-server could not turn into a URL is
 * a 400; an injected drop answers nothing (the socket is already destroyed); anything else is the
 * generic 500, flat as well, without a stack.
 */
export function edgeErrorResponse(err: unknown): Response | undefined {
  if (err instanceof ConnectionDropped) return undefined;
  const error = err instanceof RequestError ? new EmulatorError(400, 'bad_request', `Malformed HTTP request: ${err.message}`) : err;
  const body = errorBody(error, newId('request-id'));
  return jsonResponse(body.status_code, body, { connection: 'close' });
}
