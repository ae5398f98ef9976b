// The identity-provider rows (docs/spec/api.md §3): a host page acting as an OpenID Provider for connected
// applications asks the signed-in user's consent, and signs them out of a relying party.
import type { User } from './users';

/** A connected application's kind: the public ones use PKCE and have no secret. */
export type ConnectedAppClientType = 'first_party' | 'first_party_public' | 'third_party' | 'third_party_public';

/** The authorization request as the relying party sent it, plus the scopes split on spaces. */
export interface IdpAuthorizeStartRequest {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  scopes: string[];
  prompt?: string;
  code_challenge?: string;
  /** `S256` when given; PKCE with `plain` is not offered. */
  code_challenge_method?: string;
  state?: string;
  nonce?: string;
}

/** How the provider judged one requested scope for this user and client. */
export interface IdpScopeResult {
  scope: string;
  /** Known scopes' descriptions, or the RBAC policy's for a custom scope; may be empty. */
  description: string;
  is_grantable: boolean;
}

export interface IdpAuthorizeStartResponse {
  user_id: string;
  user: User;
  client: {
    client_id: string;
    client_type: ConnectedAppClientType;
    client_name: string;
    client_description: string;
    client_logo_url?: string;
  };
  consent_required: boolean;
  scope_results: IdpScopeResult[];
}

export interface IdpAuthorizeSubmitRequest extends IdpAuthorizeStartRequest {
  consent_granted: boolean;
}

/** Where the browser goes next: back to the relying party with `code` and `state`, or `error=access_denied`. */
export interface IdpAuthorizeSubmitResponse {
  redirect_uri: string;
  authorization_code?: string;
}

export interface OAuthLogoutStartRequest {
  client_id: string;
  post_logout_redirect_uri: string;
  state?: string;
  id_token_hint?: string;
}

export interface OAuthLogoutStartResponse {
  redirect_uri: string;
  /** False only when `id_token_hint` is a valid ID token of this session's user for that client. */
  consent_required: boolean;
}

/** A connected app the signed-in user completed an authorization with (GET /users/connected_apps). */
export interface UserConnectedApp {
  connected_app_id: string;
  name: string;
  description: string;
  client_type: ConnectedAppClientType;
  logo_url?: string;
  /** Space-separated, as the provider sends it. */
  scopes_granted: string;
}

export interface UserConnectedAppsResponse {
  connected_apps: UserConnectedApp[];
}
