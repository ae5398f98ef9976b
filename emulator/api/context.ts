// What every route handler receives, and how a room hands its handlers to app.ts. Handlers are
// plain functions of (ctx, body): no Request, no Response, so they read like the spec and are easy
// to follow (docs/architecture.md guideline 11).
import type { EndpointKey, ResponseOf } from '../../src/contract/index';
import type { Clock } from '../store/clock';
import type { GoogleIdTokens } from '../crypto/googleIdTokens';
import type { IdTokenSigner } from '../crypto/idTokens';
import type { SessionSigner } from '../crypto/jwt';
import type { Outbox } from '../store/outbox';
import type { ProjectConfig } from '../project/project';
import type { Store } from '../store/store';
import type { CallerAuth, RequestMeta } from '../http/http';

export interface Ctx {
  store: Store;
  outbox: Outbox;
  clock: Clock;
  project: ProjectConfig;
  signer: SessionSigner;
  /** The stand-in Google's ID tokens (One Tap). */
  google: GoogleIdTokens;
  /** The OpenID Provider's ID tokens. */
  idTokens: IdTokenSigner;
  params: Record<string, string>;
  auth: CallerAuth;
  meta: RequestMeta;
}

/** A handler for one row of the contract's endpoint map; its return type is checked against it. */
export type Handler<K extends EndpointKey> = (ctx: Ctx, body: unknown) => ResponseOf<K> | Promise<ResponseOf<K>>;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Who may call an SDK row: only with the project's public token (the default), or anyone. */
export type Access = 'public-token' | 'open';
/** Registers one row of the contract's endpoint map; the handler's result is type-checked against it. */
export type RegisterRoute = <K extends EndpointKey>(key: K, handler: Handler<K>, access?: Access) => void;

/**
 * The route table as a room sees it: each room lists its routes in one function given this, and
 * app.ts runs every one through the same edge (Host check, CORS, faults, body limit) and the one
 * error funnel.
 */
export interface RouteTable {
  /** A row of the contract's endpoint map under the SDK prefix, answered as `{ data }`. */
  route: RegisterRoute;
  /** A browser navigation or form post: it answers a page or a redirect, and its errors render as a page. */
  page(method: Method, path: string, run: (ctx: Ctx, req: Request) => Response | Promise<Response>): void;
  /** A fetch outside the SDK prefix answered raw (with its request_id), not wrapped in `data`; errors are flat JSON. */
  raw(method: Method, path: string, run: (ctx: Ctx, req: Request) => object | Promise<object>): void;
  /** A fetch outside the SDK prefix whose handler makes the whole Response; errors are flat JSON. */
  plain(method: Method, path: string, run: (ctx: Ctx, req: Request) => Response | Promise<Response>): void;
}
