// The business-to-business member search (docs/spec/product.md §7): whether an email is a member of an
// organization, and what the login screens need to know about them.

export interface B2BMemberSearchRequest {
  email_address: string;
  organization_id: string;
}
export type B2BMemberStatus = 'active' | 'invited' | 'pending';
export interface B2BMemberSearchResponse {
  /** null when the organization has no member with that email. */
  member: {
    status: B2BMemberStatus;
    name: string;
    /** '' when the member has no password. */
    member_password_id: string;
  } | null;
}
