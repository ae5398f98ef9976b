// What every route handler receives. Handlers are plain functions of (ctx, body): no Request,
// no Response, so they read like the spec and are easy to follow (STYLE.md rule 11).
import type { EndpointKey, ResponseOf } from '../../src/contract/index';
import type { Clock } from '../store/clock';
import type { GoogleIdTokens } from '../crypto/googleIdTokens';
import type { IdTokenSigner } from '../crypto/idTokens';
import type { SessionSigner } from '../crypto/jwt';
import type { Outbox } from '../store/outbox';
import type { ProjectConfig } from '../project/project';
import type { Store } from '../store/store';

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
