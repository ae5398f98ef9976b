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
/** RFC 5322 atext besides letters and digits. */
const ATEXT = "!#$%&'*+/=?^_`{|}~-";
/**
 * The local part's and a label's patterns over `letters` (a class's contents) and `marks`. A
 * Unicode property class is slow to build and to match first, where the person's Enter waits
 * (docs/performance.md, 'Enter at once'), so an all-ASCII address, where \p{L} is a-z, \p{Nd} is
 * 0-9 and \p{M} is nothing, gets the same rule over ASCII, and the Unicode pair is built only for
 * an address that needs it.
 */
const rule = (letters: string, marks: string, flags: string) => {
  const atom = `[${letters}${marks}${ATEXT}]+`;
  return [new RegExp(`^${atom}(\\.${atom})*$`, flags), new RegExp(`^[${letters}]([${letters}${marks}-]*[${letters}${marks}])?$`, flags)] as const;
};
let ascii: ReturnType<typeof rule> | undefined;
let unicode: ReturnType<typeof rule> | undefined;

export function isValidEmail(email: string): boolean {
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1);
  if (email.length > MAX_EMAIL_LENGTH || at < 1 || at > 64) return false;
  const plain = /^[\x21-\x7e]*$/.test(email);
  const [local, label] = plain ? (ascii ??= rule('a-zA-Z\\d', '', '')) : (unicode ??= rule('\\p{L}\\p{Nd}', '\\p{M}', 'u'));
  if (!local.test(email.slice(0, at)) || !domain.split('.').every((part) => label.test(part))) return false;
  let labels: string[];
  // An ASCII domain without punycode labels is its own IDNA form; the URL parser, slow at the
  // first Enter, only checks the others.
  if (plain && !/(^|\.)xn--/i.test(domain)) labels = domain.split('.');
  else
    try {
      labels = new URL(`http://${domain}`).hostname.split('.');
    } catch {
      return false;
    }
  return labels.length > 1 && labels.every((part) => part.length < 64) && !/^\d+$/.test(labels[labels.length - 1]!);
}

export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}
