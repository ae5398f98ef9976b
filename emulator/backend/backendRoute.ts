// How the backend API's handlers look to app.ts: the same Ctx as the frontend API's (one store,
// one outbox, one clock), a body already read as an object (a GET's from its query), and an
// answer that app.ts sends flat, beside request_id and status_code, as the provider does.
import type { Ctx, Method } from '../api/context';
import type { Body } from '../validate/validate';

/** A handler of the backend API: its answer is the provider's, less request_id and status_code. */
export type BackendHandler = (ctx: Ctx, body: Body) => object | Promise<object>;

export interface BackendRoute {
  method: Method;
  /** The provider's path, e.g. /v1/users/:user_id. */
  path: string;
  run: BackendHandler;
  /** A GET's query parameters that make its body; anything else in the query is ignored. */
  query?: readonly string[];
  /** `open`: no credentials (the JWKS, which verifiers fetch anonymously). Default: the project's secret. */
  access?: 'secret' | 'open';
}
