// What createEmulator (app.ts) takes and gives: the options, and the fetch-shaped emulator with
// the state tests reach through it.
import type { Clock } from './store/clock';
import type { RequestMeta } from './http/http';
import type { FaultTable } from './dev/faults';
import type { KeyPair } from './crypto/jwt';
import type { Outbox } from './store/outbox';
import type { PasswordHasher } from './crypto/passwordHash';
import type { ProjectConfig, ProjectInput } from './project/project';
import type { Store } from './store/store';

export interface EmulatorOptions {
  /** Overrides merged over the default project (validated; throws ProjectConfigError). */
  project?: ProjectInput;
  /** Defaults to the real clock; tests pass createFakeClock(). */
  clock?: Clock;
  /** Host names accepted besides loopback, e.g. when bound to a LAN address on purpose. */
  allowedHosts?: string[];
  /** Where unexpected exceptions are reported; defaults to console.error. */
  onUnexpectedError?: (err: unknown) => void;
  /**
   * Hashes passwords, overriding the project's `password_hashing`; by default scrypt at the cost
   * that setting names (docs/spec/security.md A1).
   */
  passwordHasher?: PasswordHasher;
}

export interface Emulator {
  /**
   * Fetch-shaped, so widget tests can pass it to the client as its `fetch` (docs/architecture.md guideline 13); like
   * fetch, it rejects with a TypeError when an injected fault drops the connection.
   */
  handle(input: Request | string | URL, init?: RequestInit): Promise<Response>;
  /**
   * As handle, with what only a socket knows (the peer address). Used by server.ts; a dropped
   * connection rejects with ConnectionDropped (http/connectionDropped.ts), for the socket to be destroyed.
   */
  handleRequest(req: Request, meta?: Partial<RequestMeta>): Promise<Response>;
  /**
   * Clears users, sessions, links, codes, events, the outbox, faults and request counts, and
   * restores the start-up project config, with what was posted `?keep_on_reset=true` (the demo's
   * connected app, whom the stand-in Google offers); keeps the clock and keys.
   */
  reset(): void;
  store: Store;
  outbox: Outbox;
  clock: Clock;
  /** The faults POST /__emulator/faults registered (docs/spec/security.md E7). */
  faults: FaultTable;
  /** The project config in force (POST /__emulator/project may change it). */
  readonly project: ProjectConfig;
  /** The session JWTs' and the OpenID Provider's ID tokens' keys, which a data file keeps (snapshot.ts). */
  signingKeys: { session: KeyPair; idTokens: KeyPair };
}
