// The emulator as an OpenID Provider, the back-channel half: the token endpoint (RFC 6749 §3.2,
// §4.1.3, §6; RFC 7636 §4.6; OIDC Core §3.1.3) and userinfo (OIDC Core §5.3). Pure operations
// over the store that throw OAuthError; oidcRoutes.ts turns those into RFC 6749 §5.2 and RFC 6750
// §3 answers, whose shape differs from the SDK's flat error body.
// Emulator choices: access tokens are opaque and live an hour; refresh tokens are issued only when
// offline_access was granted, live 30 days and rotate (each use answers a new one); presenting a
// code or a rotated refresh token a second time revokes every token of that authorization
// (RFC 6749 §4.1.2, RFC 9700 §4.14.2). Any exchange attempt that reaches a live code of the
// authenticated client uses it up, whether or not the PKCE verifier and redirect_uri then hold.
import { timingSafeEqual } from 'node:crypto';
import type { ConnectedApp } from '../project/connectedApps';
import { findConnectedApp, isPublicClient } from '../project/connectedApps';
import type { Ctx } from '../api/context';
import { claimsFor } from './oidcClaims';
import { issuerOf } from './oidcProvider';
import type { OidcTokenRecord } from '../store/records';
import { unexpired } from '../store/store';
import { newSecret, pkceChallenge } from '../crypto/tokens';

export const ACCESS_TOKEN_SECONDS = 60 * 60;
export const REFRESH_TOKEN_DAYS = 30;

export type OAuthErrorCode = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unauthorized_client' | 'unsupported_grant_type' | 'invalid_scope' | 'invalid_token' | 'insufficient_scope';

export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: OAuthErrorCode,
    readonly description: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
    this.name = 'OAuthError';
  }
}

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
  id_token?: string;
  refresh_token?: string;
}

const invalidRequest = (description: string) => new OAuthError(400, 'invalid_request', description);
const invalidGrant = (description: string) => new OAuthError(400, 'invalid_grant', description);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Each parameter at most once (RFC 6749 §3.2); empty counts as absent. */
function readForm(form: URLSearchParams): Map<string, string> {
  const fields = new Map<string, string>();
  for (const [name, value] of form) {
    if (form.getAll(name).length > 1) throw invalidRequest(`${name} must be given at most once`);
    if (value !== '') fields.set(name, value);
  }
  return fields;
}

/** `Authorization: Basic` of RFC 6749 §2.3.1: both halves form-urlencoded. null when absent. */
function basicCredentials(header: string | null): { id: string; secret: string } | null {
  if (header === null) return null;
  const match = /^Basic\s+([A-Za-z0-9+/]+={0,2})$/i.exec(header.trim());
  const decoded = match ? Buffer.from(match[1]!, 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  if (colon <= 0) throw new OAuthError(401, 'invalid_client', 'The Authorization header must be Basic base64(client_id:client_secret)', { 'www-authenticate': 'Basic realm="token"' });
  try {
    return { id: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')), secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')) };
  } catch {
    throw new OAuthError(401, 'invalid_client', 'The Basic credentials are not form-urlencoded', { 'www-authenticate': 'Basic realm="token"' });
  }
}

/** RFC 6749 §2.3: one method per request; confidential apps prove their secret, public ones send none. */
function authenticateClient(ctx: Ctx, fields: Map<string, string>, authorization: string | null): ConnectedApp {
  const basic = basicCredentials(authorization);
  if (basic && fields.has('client_secret')) throw invalidRequest('Use one client authentication method: Basic or client_secret in the body, not both');
  if (basic && fields.has('client_id') && fields.get('client_id') !== basic.id) throw invalidRequest('client_id differs from the Basic credentials');
  const clientId = basic?.id ?? fields.get('client_id');
  const secret = basic?.secret ?? fields.get('client_secret');
  const challenge: Record<string, string> = basic ? { 'www-authenticate': 'Basic realm="token"' } : {};
  if (clientId === undefined) throw new OAuthError(401, 'invalid_client', 'No client authentication: send client_id (and the secret, for a confidential client)', challenge);
  const app = findConnectedApp(ctx.project.connected_apps, clientId);
  if (!app) throw new OAuthError(401, 'invalid_client', `Unknown client_id "${clientId}"`, challenge);
  if (isPublicClient(app)) {
    if (secret !== undefined) throw new OAuthError(401, 'invalid_client', `${app.client_name} is a public client and has no secret; send client_id only`, challenge);
    return app;
  }
  if (secret === undefined || !sameSecret(secret, app.client_secret ?? '')) {
    throw new OAuthError(401, 'invalid_client', `Client authentication failed for "${clientId}"`, challenge);
  }
  return app;
}

/** `scopes` narrows this access token (a refresh may ask for less, RFC 6749 §6); the refresh token keeps the whole grant. */
async function issueTokens(ctx: Ctx, grant: Omit<OidcTokenRecord, 'token' | 'expires_at'>, nonce: string | null, scopes = grant.scopes): Promise<TokenResponse> {
  const now = ctx.clock.now();
  const user = ctx.store.users.get(grant.user_id);
  if (!user) throw invalidGrant('The user of this grant no longer exists');
  const access: OidcTokenRecord = { ...grant, scopes, token: newSecret(), expires_at: now + ACCESS_TOKEN_SECONDS * 1000 };
  ctx.store.oidcAccessTokens.set(access.token, access);
  const response: TokenResponse = { access_token: access.token, token_type: 'Bearer', expires_in: ACCESS_TOKEN_SECONDS, scope: scopes.join(' ') };
  if (scopes.includes('openid')) {
    const input = { issuer: issuerOf(ctx), subject: user.user_id, audience: grant.client_id, authTime: grant.auth_time, nonce, accessToken: access.token, claims: claimsFor(user, scopes) };
    response.id_token = await ctx.idTokens.sign(input, now);
  }
  if (grant.scopes.includes('offline_access')) {
    const refresh: OidcTokenRecord = { ...grant, token: newSecret(), expires_at: now + REFRESH_TOKEN_DAYS * 86_400_000 };
    ctx.store.oidcRefreshTokens.set(refresh.token, refresh);
    response.refresh_token = refresh.token;
  }
  return response;
}

async function exchangeCode(ctx: Ctx, app: ConnectedApp, fields: Map<string, string>): Promise<TokenResponse> {
  const code = fields.get('code');
  if (code === undefined) throw invalidRequest('code is required');
  const record = unexpired(ctx.store.authorizationCodes, code, ctx.clock.now());
  if (!record || record.client_id !== app.client_id) throw invalidGrant('The code is unknown, expired, or was issued to another client');
  if (record.used) {
    ctx.store.revokeGrant(record.grant_id);
    throw invalidGrant('The code was already used; the tokens issued from it are revoked');
  }
  record.used = true;
  if (fields.get('redirect_uri') !== record.redirect_uri) throw invalidGrant('redirect_uri must be the one of the authorization request, exactly');
  const verifier = fields.get('code_verifier');
  if (record.code_challenge === null && verifier !== undefined) throw invalidGrant('code_verifier was sent, but the authorization request had no code_challenge');
  if (record.code_challenge !== null) {
    if (verifier === undefined) throw invalidGrant('code_verifier is required: the authorization request had a code_challenge');
    if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) throw invalidGrant('code_verifier must be 43 to 128 unreserved characters (RFC 7636 §4.1)');
    if (!sameSecret(pkceChallenge(verifier), record.code_challenge)) throw invalidGrant('code_verifier does not match the code_challenge');
  }
  const { grant_id, client_id, user_id, scopes, auth_time, nonce } = record;
  return issueTokens(ctx, { grant_id, client_id, user_id, scopes, auth_time }, nonce);
}

async function refresh(ctx: Ctx, app: ConnectedApp, fields: Map<string, string>): Promise<TokenResponse> {
  const token = fields.get('refresh_token');
  if (token === undefined) throw invalidRequest('refresh_token is required');
  const replayed = ctx.store.rotatedRefreshTokens.get(token);
  if (replayed !== undefined) {
    ctx.store.revokeGrant(replayed.grant_id);
    throw invalidGrant('The refresh token was already used; every token of this authorization is revoked');
  }
  const record = unexpired(ctx.store.oidcRefreshTokens, token, ctx.clock.now());
  if (!record || record.client_id !== app.client_id) throw invalidGrant('The refresh token is unknown, expired, revoked, or was issued to another client');
  const asked = fields.get('scope')?.split(' ').filter((s) => s !== '');
  const beyond = asked?.find((scope) => !record.scopes.includes(scope));
  if (beyond !== undefined) throw new OAuthError(400, 'invalid_scope', `"${beyond}" was not granted to this refresh token`);
  ctx.store.oidcRefreshTokens.delete(token);
  // Kept for replay detection until it would have expired; the sweep drops it after that.
  ctx.store.rotatedRefreshTokens.set(token, { grant_id: record.grant_id, expires_at: record.expires_at });
  const { grant_id, client_id, user_id, scopes, auth_time } = record;
  return issueTokens(ctx, { grant_id, client_id, user_id, scopes, auth_time }, null, asked && asked.length > 0 ? [...new Set(asked)] : scopes);
}

/** POST token_endpoint, with the form's fields and the Authorization header. */
export async function tokenEndpoint(ctx: Ctx, form: URLSearchParams, authorization: string | null): Promise<TokenResponse> {
  const fields = readForm(form);
  const grantType = fields.get('grant_type');
  if (grantType === undefined) throw invalidRequest('grant_type is required');
  const app = authenticateClient(ctx, fields, authorization);
  if (grantType === 'authorization_code') return exchangeCode(ctx, app, fields);
  if (grantType === 'refresh_token') return refresh(ctx, app, fields);
  throw new OAuthError(400, 'unsupported_grant_type', `grant_type "${grantType}" is not supported; use authorization_code or refresh_token`);
}

/** GET or POST userinfo_endpoint with `Authorization: Bearer <access token>` (RFC 6750 §2.1). */
export function userinfoEndpoint(ctx: Ctx, authorization: string | null): Record<string, unknown> {
  const bearer = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)$/i.exec(authorization?.trim() ?? '');
  // RFC 6750 §3.1: a request with no credentials at all gets the challenge with no error code.
  if (authorization === null) throw new OAuthError(401, 'invalid_request', 'Send the access token as Authorization: Bearer <token>', { 'www-authenticate': 'Bearer realm="userinfo"' });
  if (!bearer) throw new OAuthError(400, 'invalid_request', 'The Authorization header must be Bearer <access token>');
  const record = unexpired(ctx.store.oidcAccessTokens, bearer[1]!, ctx.clock.now());
  if (!record) throw new OAuthError(401, 'invalid_token', 'The access token is unknown, expired or revoked');
  if (!record.scopes.includes('openid')) throw new OAuthError(403, 'insufficient_scope', 'userinfo needs an access token granted the openid scope');
  const user = ctx.store.users.get(record.user_id);
  if (!user) throw new OAuthError(401, 'invalid_token', 'The user of this access token no longer exists');
  return { sub: user.user_id, ...claimsFor(user, record.scopes) };
}
