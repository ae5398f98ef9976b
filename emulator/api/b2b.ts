// POST /b2b/organizations/members/search (docs/spec/product.md §7): is this email a member of this
// organization, among those the project config stages (organizations.ts)? An unknown organization
// is a 404; a known one without that member answers `member: null`, as the provider does.
import { canonicalEmail } from '../../src/contract/email';
import type { Handler } from './context';
import { assert } from '../errors';
import { emailAddress, objectBody, requiredString } from '../validate/validate';

export const searchMember: Handler<'POST /b2b/organizations/members/search'> = (ctx, rawBody) => {
  const body = objectBody(rawBody);
  const email = emailAddress(body, 'email_address');
  const organizationId = requiredString(body, 'organization_id');
  const organization = ctx.project.organizations.find((o) => o.organization_id === organizationId);
  assert(organization, 404, 'organization_not_found', `No organization with id ${organizationId} is staged in the project config`);
  const member = organization.members.find((m) => canonicalEmail(m.email_address) === email);
  if (!member) return { member: null };
  return { member: { status: member.status ?? 'active', name: member.name ?? '', member_password_id: member.member_password_id ?? '' } };
};
