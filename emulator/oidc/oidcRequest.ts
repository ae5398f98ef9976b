// An OpenID Connect authorization request, read the same way by the authorization endpoint (a
// browser navigation) and by the widget's /idp/oauth/authorize/* rows. The client and its exact
// redirect URI are checked first (docs/spec/security.md P7): until both hold, nothing may be sent to that
// URI. The rest of the request is then judged as RFC 6749 §4.1.2.1 names its errors.
import type { Ctx } from '../api/context';
import { findConnectedApp, isPublicClient, isRegisteredUrl, type ConnectedApp } from '../project/connectedApps';
import { EmulatorError } from '../errors';
import { DEFAULT_SCOPES, malformedScope, MAX_SCOPES } from './oidcScopes';
import { PKCE_CHALLENGE } from '../crypto/pkce';
import { optionalString, requiredString, type Body } from '../validate/validate';

/** The query parameters of an authorization request that the emulator reads and passes on. */
export const AUTHORIZE_PARAMS = ['client_id', 'redirect_uri', 'response_type', 'scope', 'state', 'nonce', 'code_challenge', 'code_challenge_method', 'prompt'] as const;
/** The query parameters of an end-session request (OIDC RP-Initiated Logout §2). */
export const LOGOUT_PARAMS = ['client_id', 'post_logout_redirect_uri', 'state', 'id_token_hint'] as const;

export interface AuthorizationRequest {
  app: ConnectedApp;
  redirect_uri: string;
  scopes: string[];
  state: string | null;
  nonce: string | null;
  code_challenge: string | null;
  prompt: string | null;
}

export type AuthorizationProblem = { error: 'invalid_request' | 'unsupported_response_type' | 'invalid_scope'; description: string };

const MAX_ID_TOKEN_HINT = 8192;

/**
 * The connected app named by client_id and `uriField`, which must be one of the app's registered
 * URIs (`registered`) exactly. Throws 400 invalid_client or invalid_redirect_url.
 */
export function readClientAndUri(ctx: Ctx, body: Body, uriField: string, registered: (app: ConnectedApp) => string[]): { app: ConnectedApp; uri: string } {
  const clientId = requiredString(body, 'client_id', 255);
  const app = findConnectedApp(ctx.project.connected_apps, clientId);
  if (!app) throw new EmulatorError(400, 'invalid_client', `client_id "${clientId}" is not a connected app of this project (connected_apps)`);
  const uri = requiredString(body, uriField);
  if (!isRegisteredUrl(uri, registered(app))) {
    throw new EmulatorError(400, 'invalid_redirect_url', `${uriField} is not registered for ${app.client_name}: it must equal one of its registered URLs exactly`);
  }
  return { app, uri };
}

/** The authorization request's client and exact redirect_uri (P7). */
export function readClientAndRedirect(ctx: Ctx, body: Body): { app: ConnectedApp; uri: string } {
  return readClientAndUri(ctx, body, 'redirect_uri', (app) => app.redirect_urls);
}

/** The logout request's client and exact post_logout_redirect_uri. */
export function readClientAndLogoutRedirect(ctx: Ctx, body: Body): { app: ConnectedApp; uri: string } {
  return readClientAndUri(ctx, body, 'post_logout_redirect_uri', (app) => app.post_logout_redirect_urls);
}

export function readIdTokenHint(body: Body): string | null {
  return optionalString(body, 'id_token_hint', MAX_ID_TOKEN_HINT) ?? null;
}

/**
 * The rest of an authorization request, once the client and redirect URI hold: response_type
 * `code` only, PKCE with S256 (required of public clients; `plain` is not offered, so a challenge
 * without a method is taken as S256), well-formed scopes (none given: docs/spec/product.md §9's default).
 */
export function judgeAuthorizationRequest(app: ConnectedApp, redirectUri: string, body: Body, scopes: string[]): { request: AuthorizationRequest } | AuthorizationProblem {
  const text = (name: string) => {
    const value = body[name];
    return typeof value === 'string' && value !== '' ? value : null;
  };
  for (const name of ['response_type', 'state', 'nonce', 'code_challenge', 'code_challenge_method', 'prompt']) {
    const value = body[name];
    if (value !== undefined && value !== null && typeof value !== 'string') return { error: 'invalid_request', description: `${name} must be a string` };
    if (typeof value === 'string' && value.length > 2048) return { error: 'invalid_request', description: `${name} must be at most 2048 characters long` };
  }
  const responseType = text('response_type');
  if (responseType === null) return { error: 'invalid_request', description: 'response_type is required' };
  if (responseType !== 'code') return { error: 'unsupported_response_type', description: 'Only response_type=code (the authorization code flow) is supported' };
  const challenge = text('code_challenge');
  const method = text('code_challenge_method');
  if (challenge === null && isPublicClient(app)) return { error: 'invalid_request', description: `${app.client_name} is a public client: code_challenge (PKCE, S256) is required` };
  if (challenge === null && method !== null) return { error: 'invalid_request', description: 'code_challenge_method was given without a code_challenge' };
  if (challenge !== null && method !== null && method !== 'S256') return { error: 'invalid_request', description: 'code_challenge_method must be S256' };
  if (challenge !== null && !PKCE_CHALLENGE.test(challenge)) {
    return { error: 'invalid_request', description: 'code_challenge must be base64url(SHA-256(code_verifier)) without padding (43 characters)' };
  }
  const prompts = text('prompt')?.split(' ').filter(Boolean) ?? [];
  // OIDC Core §3.1.2.1: none asks for no page at all, so it cannot come with anything that shows one.
  if (prompts.includes('none') && prompts.length > 1) return { error: 'invalid_request', description: 'prompt=none cannot be combined with other prompt values' };
  const bad = malformedScope(scopes);
  if (bad !== null) return { error: 'invalid_scope', description: `${JSON.stringify(bad)} is not a valid scope (RFC 6749 §3.3)` };
  if (scopes.length > MAX_SCOPES) return { error: 'invalid_scope', description: `At most ${MAX_SCOPES} scopes may be requested` };
  return {
    request: {
      app,
      redirect_uri: redirectUri,
      scopes: scopes.length === 0 ? [...DEFAULT_SCOPES] : [...new Set(scopes)],
      state: text('state'),
      nonce: text('nonce'),
      code_challenge: challenge,
      prompt: text('prompt'),
    },
  };
}

/** An SDK row's whole request: the client and redirect first, then the rest as a 400 naming the problem. */
export function readAuthorizationRequest(ctx: Ctx, body: Body): AuthorizationRequest {
  const { app, uri } = readClientAndRedirect(ctx, body);
  const scopes = body.scopes ?? [];
  if (!Array.isArray(scopes) || !scopes.every((scope) => typeof scope === 'string')) {
    throw new EmulatorError(400, 'invalid_argument', 'scopes must be an array of strings');
  }
  const judged = judgeAuthorizationRequest(app, uri, body, scopes.filter((scope) => scope !== ''));
  if ('error' in judged) throw new EmulatorError(400, 'invalid_argument', `${judged.description} (${judged.error})`);
  return judged.request;
}
