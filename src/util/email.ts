/**
 * The provider's rule, so an address it would refuse gets the field's own message before any
 * request (issue 9): dot-separated parts with no empty part (no leading, trailing or doubled dot),
 * a dot in the domain, and the RFC 5321 length cap. emulator/validate.ts holds the same rule.
 */
export const MAX_EMAIL_LENGTH = 254;
const EMAIL_PATTERN = /^([^\s@.]+\.)*[^\s@.]+@([^\s@.]+\.)+[^\s@.]+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
}

export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}
