// The business-to-business organizations a project stages (issue 17): the project config's
// `organizations`, read by POST /b2b/organizations/members/search. Checked at start-up and on
// POST /__emulator/project like every field, naming the place of a mistake.
import type { B2BMemberStatus } from '../../src/contract/index';
import { canonicalEmail, isValidEmail } from '../../src/contract/email';

export interface StagedMember {
  email_address: string;
  /** '' when absent. */
  name?: string;
  /** 'active' when absent. */
  status?: B2BMemberStatus;
  /** Set when the member has a password; '' (absent) when not. */
  member_password_id?: string;
}

export interface StagedOrganization {
  organization_id: string;
  organization_name: string;
  members: StagedMember[];
}

const MEMBER_STATUSES: readonly B2BMemberStatus[] = ['active', 'invited', 'pending'];
const ORGANIZATION_FIELDS = new Set(['organization_id', 'organization_name', 'members']);
const MEMBER_FIELDS = new Set(['email_address', 'name', 'status', 'member_password_id']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const unknownField = (v: Record<string, unknown>, known: Set<string>) => Object.keys(v).find((k) => !known.has(k));

function memberProblem(member: unknown, where: string, seen: Set<string>): string | null {
  if (!isRecord(member)) return `${where} must be an object`;
  const extra = unknownField(member, MEMBER_FIELDS);
  if (extra !== undefined) return `${where} has an unknown field "${extra}" (known: ${[...MEMBER_FIELDS].join(', ')})`;
  if (typeof member.email_address !== 'string' || !isValidEmail(member.email_address)) return `${where}.email_address must be a valid email address`;
  const email = canonicalEmail(member.email_address);
  if (seen.has(email)) return `${where}.email_address repeats ${email} in the same organization`;
  seen.add(email);
  for (const field of ['name', 'member_password_id'] as const) {
    if (member[field] !== undefined && typeof member[field] !== 'string') return `${where}.${field} must be a string`;
  }
  if (member.status !== undefined && !MEMBER_STATUSES.includes(member.status as B2BMemberStatus)) {
    return `${where}.status must be one of ${MEMBER_STATUSES.map((s) => `"${s}"`).join(', ')}`;
  }
  return null;
}

/** The project check of `organizations`: an error text, or null when fine. */
export function organizationsProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return 'must be an array of {organization_id, organization_name, members: [{email_address, name?, status?, member_password_id?}]}';
  const ids = new Set<string>();
  for (const [i, org] of value.entries()) {
    const where = `[${i}]`;
    if (!isRecord(org)) return `${where} must be an object`;
    const extra = unknownField(org, ORGANIZATION_FIELDS);
    if (extra !== undefined) return `${where} has an unknown field "${extra}" (known: ${[...ORGANIZATION_FIELDS].join(', ')})`;
    for (const field of ['organization_id', 'organization_name'] as const) {
      if (typeof org[field] !== 'string' || org[field] === '') return `${where}.${field} must be a non-empty string`;
    }
    if (ids.has(org.organization_id as string)) return `${where}.organization_id repeats ${org.organization_id as string}`;
    ids.add(org.organization_id as string);
    if (!Array.isArray(org.members)) return `${where}.members must be an array`;
    const seen = new Set<string>();
    for (const [j, member] of org.members.entries()) {
      const problem = memberProblem(member, `${where}.members[${j}]`, seen);
      if (problem) return problem;
    }
  }
  return null;
}
