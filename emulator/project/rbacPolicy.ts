// The project's RBAC policy (bootstrap's rbac_policy) and the roles a user holds under it. The
// provider gives every user its predefined `stytch_user` role, which cannot be assigned or taken
// away, on the user and in each session (and its JWT); other roles are assigned, and must be the
// policy's. The SDK's rbac.isAuthorized looks the user's roles up in this policy.
import type { User } from '../../src/contract/index';
import { assert } from '../errors';

export interface RbacPermission {
  resource_id: string;
  actions: string[];
}
export interface RbacRole {
  role_id: string;
  description: string;
  permissions: RbacPermission[];
}
export interface RbacResource {
  resource_id: string;
  description: string;
  actions: string[];
}
export interface RbacScope {
  scope: string;
  description: string;
  permissions: RbacPermission[];
}
export interface RbacPolicy {
  roles: RbacRole[];
  resources: RbacResource[];
  scopes: RbacScope[];
}

/** The role every user holds (the provider's predefined role for consumer projects). */
export const STYTCH_USER_ROLE = 'stytch_user';
/** Grants every action of a resource. */
const WILDCARD_ACTION = '*';
/** More than any policy needs; a user's assignment is bounded by it too. */
const MAX_ROLES = 100;
const MAX_ID_LENGTH = 128;

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is string => typeof v === 'string' && v !== '' && v.length <= MAX_ID_LENGTH;
const isIdList = (v: unknown): v is string[] => Array.isArray(v) && v.length > 0 && v.every(isId);

/** Why a permission list does not fit the policy's resources, or null. */
function permissionsProblem(value: unknown, where: string, actionsOf: Map<string, string[]>): string | null {
  if (!Array.isArray(value)) return `${where}.permissions must be an array of {"resource_id", "actions"}`;
  for (const [i, p] of value.entries()) {
    if (!isRecord(p) || !isId(p.resource_id) || !isIdList(p.actions)) return `${where}.permissions[${i}] must be {"resource_id": "…", "actions": ["…"]}`;
    const known = actionsOf.get(p.resource_id);
    if (!known) return `${where}.permissions[${i}] names the resource "${p.resource_id}", which is not in resources`;
    const unknown = p.actions.find((a) => a !== WILDCARD_ACTION && !known.includes(a));
    if (unknown !== undefined) return `${where}.permissions[${i}] names the action "${unknown}", which the resource "${p.resource_id}" does not have`;
  }
  return null;
}

/** The project check of rbac_policy (projectChecks.ts): an error text, or null when fine. */
export function rbacPolicyProblem(value: unknown): string | null {
  if (!isRecord(value) || !['roles', 'resources', 'scopes'].every((k) => Array.isArray(value[k]))) {
    return 'must be an object with "roles", "resources" and "scopes" arrays';
  }
  const actionsOf = new Map<string, string[]>();
  for (const [i, r] of (value.resources as unknown[]).entries()) {
    if (!isRecord(r) || !isId(r.resource_id) || typeof r.description !== 'string' || !isIdList(r.actions)) {
      return `resources[${i}] must be {"resource_id": "…", "description": "…", "actions": ["…"]}`;
    }
    if (actionsOf.has(r.resource_id)) return `resources has "${r.resource_id}" twice`;
    actionsOf.set(r.resource_id, r.actions);
  }
  const roles = value.roles as unknown[];
  if (roles.length > MAX_ROLES) return `roles may have at most ${MAX_ROLES} entries`;
  const roleIds = new Set<string>();
  for (const [i, r] of roles.entries()) {
    if (!isRecord(r) || !isId(r.role_id) || typeof r.description !== 'string') return `roles[${i}] must be {"role_id": "…", "description": "…", "permissions": […]}`;
    if (roleIds.has(r.role_id)) return `roles has "${r.role_id}" twice`;
    roleIds.add(r.role_id);
    const bad = permissionsProblem(r.permissions, `roles[${i}]`, actionsOf);
    if (bad) return bad;
  }
  for (const [i, s] of (value.scopes as unknown[]).entries()) {
    if (!isRecord(s) || !isId(s.scope) || typeof s.description !== 'string') return `scopes[${i}] must be {"scope": "…", "description": "…", "permissions": […]}`;
    const bad = permissionsProblem(s.permissions, `scopes[${i}]`, actionsOf);
    if (bad) return bad;
  }
  return null;
}

/** The roles a user may be assigned: the policy's, but the predefined one every user holds anyway. */
export function assignableRoles(policy: RbacPolicy): string[] {
  return policy.roles.map((r) => r.role_id).filter((id) => id !== STYTCH_USER_ROLE);
}

/** The user's roles as the provider lists them: `stytch_user` first, then the assigned ones. */
export function withStytchUser(assigned: readonly string[]): string[] {
  return [STYTCH_USER_ROLE, ...new Set(assigned.filter((r) => r !== STYTCH_USER_ROLE))];
}

/**
 * Replaces the roles assigned to the user with `value` (`stytch_user` may be listed, and is kept
 * either way). Each must be a role of the project's policy; else a 400 naming it, and nothing changes.
 * Sessions show the new roles from their next authenticate or refresh, as the provider's do.
 */
export function assignRoles(user: User, policy: RbacPolicy, value: unknown): string[] {
  assert(Array.isArray(value) && value.every((r) => typeof r === 'string'), 400, 'invalid_argument', 'roles must be an array of role ids (strings), e.g. ["editor"]');
  const roles = value as string[];
  assert(roles.length <= MAX_ROLES, 400, 'invalid_argument', `roles may list at most ${MAX_ROLES} roles`);
  const known = new Set(assignableRoles(policy));
  const unknown = roles.find((r) => r !== STYTCH_USER_ROLE && !known.has(r));
  assert(
    unknown === undefined,
    400,
    'invalid_argument',
    `"${unknown}" is not a role of this project's rbac_policy; its roles are ${known.size === 0 ? 'none (stage some with POST /__emulator/project {"rbac_policy": …})' : [...known].map((r) => `"${r}"`).join(', ')}`,
  );
  user.roles = withStytchUser(roles);
  return [...user.roles];
}
