import type { IdpAuthorizeStartRequest, OAuthLogoutStartRequest } from '../../../contract/index';

/** The scope an authorization request without one asks for (docs/spec/product.md §3, §9). */
export const DEFAULT_SCOPE = 'openid email profile';

/** What the page's query asks of the widget, or the first required parameter it lacks (docs/spec/product.md §5). */
export type IdpRequest =
  | { flow: 'authorize'; params: IdpAuthorizeStartRequest; missing?: undefined }
  | { flow: 'logout'; params: OAuthLogoutStartRequest; missing?: undefined }
  | { flow: 'authorize' | 'logout'; params?: undefined; missing: string };

const AUTHORIZE_REQUIRED = ['client_id', 'redirect_uri', 'response_type'] as const;
const AUTHORIZE_OPTIONAL = ['prompt', 'code_challenge', 'code_challenge_method', 'state', 'nonce'] as const;
const LOGOUT_REQUIRED = ['client_id', 'post_logout_redirect_uri'] as const;
const LOGOUT_OPTIONAL = ['state', 'id_token_hint'] as const;

/**
 * The flow from the page query (docs/spec/product.md §2 IDPConsent): Logout when
 * `post_logout_redirect_uri` is present, otherwise Authorize. A required parameter that is absent
 * or empty is missing, checked in the spec's order; optional ones are passed on only when given,
 * `state` unchanged (P7). The scope is split on spaces.
 */
export function requestOf(query: URLSearchParams): IdpRequest {
  const logout = query.has('post_logout_redirect_uri');
  const flow = logout ? 'logout' : 'authorize';
  const params: Record<string, string> = {};
  for (const name of logout ? LOGOUT_REQUIRED : AUTHORIZE_REQUIRED) {
    const value = query.get(name);
    if (!value) return { flow, missing: name };
    params[name] = value;
  }
  for (const name of logout ? LOGOUT_OPTIONAL : AUTHORIZE_OPTIONAL) {
    const value = query.get(name);
    if (value !== null) params[name] = value;
  }
  if (logout) return { flow: 'logout', params: params as unknown as OAuthLogoutStartRequest };
  const scopes = (query.get('scope') || DEFAULT_SCOPE).split(' ').filter(Boolean);
  return { flow: 'authorize', params: { ...(params as unknown as IdpAuthorizeStartRequest), scopes: scopes.length ? scopes : DEFAULT_SCOPE.split(' ') } };
}
