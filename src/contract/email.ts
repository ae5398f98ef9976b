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

/**
 * The one form a mailbox is known by (issue 36): accounts, look-ups and send limits key on it, in
 * the emulator and wherever the widget compares addresses, so that every spelling of one mailbox
 * is one account. Made for an address isValidEmail accepts; any other string still gets a string.
 *
 * - Local part: the Halfwidth and Fullwidth Forms (U+FF01 to U+FFEE) become what they are a width
 *   of (`ｆｕｌｌ` is `full`, half-width `ｶ` is `カ`), as PRECIS maps usernames (RFC 8265, the
 *   width mapping rule): they are an input method's typing of the same keys. Not NFKC as a whole,
 *   which would also merge letters that name other mailboxes (`ﬁ` and `fi`, `ª` and `a`, `µ` and
 *   `μ`, `ſ` and `s`, mathematical `𝐚` and `a`). Then lower case, then NFC.
 * - Domain: its IDNA ASCII form through the URL parser (`bücher.example` is
 *   `xn--bcher-kva.example`), which also folds case, composes, and maps full-width letters.
 *
 * The person's own typing is what the widget shows and sends; the provider keeps this form.
 */
export function canonicalEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = (at < 0 ? email : email.slice(0, at))
    .replace(/[\uFF01-\uFFEE]/g, (wide) => wide.normalize('NFKC'))
    .toLowerCase()
    .normalize('NFC');
  if (at < 0) return local;
  const domain = email.slice(at + 1);
  // An ASCII domain is its own IDNA form but for case; the URL parser is only asked about others.
  if (/^[\x21-\x7e]*$/.test(domain)) return `${local}@${domain.toLowerCase()}`;
  try {
    return `${local}@${new URL(`http://${domain}`).hostname}`;
  } catch {
    return `${local}@${domain.toLowerCase().normalize('NFC')}`;
  }
}

export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}
