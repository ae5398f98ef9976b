// Malformed HTTP on a real socket (the server layer is the subject): each is answered with the
// flat error body of docs/spec/api.md §2, not Node's bare 400 or an empty 500, and the server keeps serving.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulatorServer, type EmulatorServer } from '../../emulator/server';

interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/** Sends `text` exactly as written and reads until the server closes the connection. */
function exchange(port: number, text: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    const timer = setTimeout(() => socket.destroy(new Error(`no close after: ${JSON.stringify(received)}`)), 3000);
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(timer);
      const split = received.indexOf('\r\n\r\n');
      const head = received.slice(0, split);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body: received.slice(split + 4) });
    });
  });
}

describe('malformed HTTP on a real socket', () => {
  let server: EmulatorServer;
  let port: number;

  beforeAll(async () => {
    server = await startEmulatorServer({ port: 0 });
    port = Number(new URL(server.origin).port);
  });
  afterAll(() => server.close());

  it.each([
    ['a backslash in the path', 'GET /sdk\\v1/users/me HTTP/1.1\r\nHost: localhost\r\n\r\n', 400, 'bad_request'],
    ['a Host containing @', 'GET /__emulator/clock HTTP/1.1\r\nHost: evil.com@localhost\r\n\r\n', 400, 'bad_request'],
    ['a Host with a space', 'GET /__emulator/clock HTTP/1.1\r\nHost: local host\r\n\r\n', 400, 'bad_request'],
    ['no Host (HTTP/1.1)', 'GET /__emulator/clock HTTP/1.1\r\n\r\n', 400, 'bad_request'],
    ['no Host (HTTP/1.0)', 'GET /__emulator/clock HTTP/1.0\r\n\r\n', 400, 'bad_request'],
    ['an unknown method', 'FOO /__emulator/clock HTTP/1.1\r\nHost: localhost\r\n\r\n', 400, 'bad_request'],
    ['folded headers', 'GET /__emulator/clock HTTP/1.1\r\nHost: localhost\r\nX-Folded: a\r\n  b\r\n\r\n', 400, 'bad_request'],
    [
      'Content-Length with Transfer-Encoding',
      'POST /sdk/v1/events HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      400,
      'bad_request',
    ],
    ['headers over the limit', `GET /__emulator/clock HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'request_too_large'],
    ['CONNECT', 'CONNECT localhost:80 HTTP/1.1\r\nHost: localhost\r\n\r\n', 405, 'method_not_allowed'],
  ])('answers %s with the flat error body, and keeps serving', async (_, text, status, errorType) => {
    const answer = await exchange(port, text);
    expect(answer.status, answer.head).toBe(status);
    expect(answer.head).toMatch(/\r\ncontent-type: application\/json; charset=utf-8\r\n/i);
    expect(answer.head).toMatch(/\r\nconnection: close(\r\n|$)/i);
    expect(JSON.parse(answer.body)).toEqual({
      status_code: status,
      request_id: expect.stringMatching(/^request-id-/),
      error_type: errorType,
      error_message: expect.stringMatching(/^(Malformed HTTP request|CONNECT)/),
      error_url: `https://stytch.com/docs/api/errors/${status}#${errorType}`,
      error_details: {},
    });
    const after = await exchange(port, 'GET /__emulator/clock HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(after.status).toBe(200);
    expect(JSON.parse(after.body).now).toEqual(expect.any(String));
  });
});
