// A request cut off without an answer by an injected fault (docs/spec/security.md E7, dev/faults.ts). server.ts
// destroys the socket; the fetch-shaped `handle` rejects with a TypeError, as fetch does on a
// network failure.

export class ConnectionDropped extends Error {
  constructor() {
    super('The emulator dropped the connection: a fault injected by POST /__emulator/faults');
    this.name = 'ConnectionDropped';
  }
}

/** What fetch would throw for a dropped connection; other errors pass through. */
export function asFetchFailure(err: unknown): never {
  if (err instanceof ConnectionDropped) throw new TypeError('fetch failed', { cause: err });
  throw err;
}
