// The links that send a person back to the host (docs/spec/api.md §7): a registered redirect URL with
// `stytch_token_type` and `token` (or an error) added to its query.
import type { RedirectTokenType } from '../../src/contract/index';

/** Adds `params` to the query of `url`, keeping any query and fragment as they were. */
export function withQuery(url: string, params: Record<string, string>): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}${new URLSearchParams(params).toString()}${hash}`;
}

/** The redirect URL with `?stytch_token_type=<type>&token=<token>`. */
export function withTokenQuery(url: string, type: RedirectTokenType, token: string): string {
  return withQuery(url, { stytch_token_type: type, token });
}
