// The scopes a connected app may ask for (docs/spec/product.md §5, §9), how each is described to the
// person asked for consent, and which of them the emulator grants. A granted scope decides the
// claims (oidcClaims.ts) and whether a refresh token is issued (offline_access).
import type { IdpScopeResult } from '../../src/contract/index';
import { isFirstParty, type ConnectedApp } from '../project/connectedApps';
import type { ProjectConfig } from '../project/project';

/** docs/spec/product.md §9's default when the request names no scope. */
export const DEFAULT_SCOPES = ['openid', 'email', 'profile'];

/** The known scopes and their consent texts (docs/spec/product.md §9). */
export const KNOWN_SCOPE_DESCRIPTIONS: Readonly<Record<string, string>> = Object.freeze({
  openid: 'Verify your identity',
  profile: 'View your profile info (name, picture and language)',
  email: 'View your email address',
  phone: 'View your phone number',
  offline_access: 'Maintain offline access to the data you have given it access to',
  full_access: 'Full access to your account',
});

export const KNOWN_SCOPES = Object.keys(KNOWN_SCOPE_DESCRIPTIONS);

/** RFC 6749 §3.3 scope-token: printable ASCII but space, `"` and `\`. */
const SCOPE_TOKEN = /^[\x21\x23-\x5B\x5D-\x7E]{1,128}$/;
export const MAX_SCOPES = 50;

/** A scope list's first malformed entry, or null. */
export function malformedScope(scopes: readonly string[]): string | null {
  return scopes.find((scope) => !SCOPE_TOKEN.test(scope)) ?? null;
}

/**
 * How the emulator judges one scope, its choice where the spec is silent: the known scopes are
 * grantable, but full_access only to a first-party app (it lets the app act as the user); a custom
 * scope is grantable when the project's RBAC policy defines it; any other scope is not, and is
 * left out of what is granted.
 */
export function scopeResult(scope: string, app: ConnectedApp, project: ProjectConfig): IdpScopeResult {
  if (Object.hasOwn(KNOWN_SCOPE_DESCRIPTIONS, scope)) {
    return { scope, description: KNOWN_SCOPE_DESCRIPTIONS[scope]!, is_grantable: scope !== 'full_access' || isFirstParty(app) };
  }
  const custom = project.rbac_policy.scopes.find((s) => s.scope === scope);
  return { scope, description: custom?.description ?? '', is_grantable: custom !== undefined };
}

/**
 * The request's prompt=consent always asks, and so does a scope that cannot be granted. Otherwise a
 * first-party app does not ask, and a third-party app asks unless the user has already consented
 * to every scope requested (`consented`, oidc/consents.ts).
 */
export function isConsentRequired(app: ConnectedApp, results: readonly IdpScopeResult[], prompt: string | null, consented: readonly string[]): boolean {
  if (prompt !== null && prompt.split(' ').includes('consent')) return true;
  if (results.some((result) => !result.is_grantable)) return true;
  if (isFirstParty(app)) return false;
  return !results.every((result) => consented.includes(result.scope));
}
