/**
 * The provider's rule (issues 9 and 15), so an address it would refuse gets the field's own
 * message before any request. The emulator imports this very function, so the two cannot differ;
 * test/support/emailCases.ts holds both to one table.
 *
 * - Local part: a dot-atom (RFC 5322 atext, with the letters, marks and digits of any script that
 *   RFC 6532 adds), no quoted strings or comments, at most 64 characters.
 * - Domain: two or more labels of letters, digits and inner hyphens, each at most 63 characters
 *   once IDNA has made it ASCII (the URL parser does this, and refuses what IDNA refuses, such as
 *   a label mixing left-to-right and right-to-left letters); the top-level label not all digits.
 * - 254 characters in all (RFC 5321).
 *
 * Control, format (bidi overrides, zero-width), whitespace and lone surrogate code points are in
 * neither class, so nothing invisible or reordering gets through. Only \p{Nd} digits, as IDNA
 * maps others (`⒈`) to dots.
 */
export const MAX_EMAIL_LENGTH = 254;
const LOCAL = /^[\p{L}\p{M}\p{Nd}!#$%&'*+/=?^_`{|}~-]+(\.[\p{L}\p{M}\p{Nd}!#$%&'*+/=?^_`{|}~-]+)*$/u;
const LABEL = /^[\p{L}\p{Nd}]([\p{L}\p{M}\p{Nd}-]*[\p{L}\p{M}\p{Nd}])?$/u;

export function isValidEmail(email: string): boolean {
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1);
  if (email.length > MAX_EMAIL_LENGTH || at < 1 || at > 64 || !LOCAL.test(email.slice(0, at)) || !domain.split('.').every((label) => LABEL.test(label))) return false;
  try {
    const labels = new URL(`http://${domain}`).hostname.split('.');
    return labels.length > 1 && labels.every((label) => label.length < 64) && !/^\d+$/.test(labels[labels.length - 1]!);
  } catch {
    return false;
  }
}

export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}
