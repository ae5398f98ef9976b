// A small fetch-shaped recorder for unit tests (docs/architecture.md guideline 13: no request-mocking library).
// Each call is recorded with its headers and parsed JSON body; `respond` decides the answer.

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** The JSON body, parsed; undefined when there was none. */
  body: unknown;
  init: RequestInit;
}

export type Responder = (call: RecordedCall, index: number) => Response | Promise<Response>;

export function fakeFetch(respond: Responder) {
  const calls: RecordedCall[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) headers[name.toLowerCase()] = value;
    const raw = init.body;
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers,
      body: typeof raw === 'string' ? JSON.parse(raw) : undefined,
      init,
    };
    calls.push(call);
    return respond(call, calls.length - 1);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function text(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/plain' } });
}

/** The `{data}` envelope of a success (docs/spec/api.md §2). */
export function ok(data: Record<string, unknown> = {}): Response {
  return json(200, { data: { request_id: 'request-id-test-1', status_code: 200, ...data } });
}

/** Decodes a base64 header built from UTF-8 JSON. */
export function decodeBase64Json(value: string): any {
  const bytes = Uint8Array.from(atob(value), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

export function decodeBasic(header: string): string {
  expectPrefix(header, 'Basic ');
  const bytes = Uint8Array.from(atob(header.slice(6)), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

function expectPrefix(value: string, prefix: string) {
  if (!value.startsWith(prefix)) throw new Error(`expected ${JSON.stringify(value)} to start with ${prefix}`);
}
