// One table of addresses for the widget's check (test/unit/contract/email.test.ts) and the emulator's
// (test/emulator/emailValidation.test.ts): both must give each address the verdict written here
// (issue 15). A real provider's rule: a dot-atom local part, a host name or an IDN domain.

export interface EmailCase {
  email: string;
  valid: boolean;
  /** Why, when the address alone does not say. */
  note?: string;
}

const local64 = 'a'.repeat(64);
const label63 = 'b'.repeat(63);

export const EMAIL_CASES: readonly EmailCase[] = [
  // Accepted.
  { email: 'a@example.com', valid: true },
  { email: 'A.B@Example.COM', valid: true, note: 'any case' },
  { email: 'first.last+tag@sub.example.co.uk', valid: true },
  { email: "o'brien@example.ie", valid: true, note: 'an apostrophe is atext' },
  { email: "!#$%&'*+/=?^_`{|}~-@example.com", valid: true, note: 'every atext symbol' },
  { email: 'a-b_c@my-host.example', valid: true },
  { email: 'a@b.c', valid: true, note: 'a one-letter top-level label' },
  { email: 'a@123.example.com', valid: true, note: 'digits in a label that is not the top level' },
  { email: 'a@example.c0m', valid: true, note: 'a top-level label with a letter' },
  { email: 'a@xn--bcher-kva.de', valid: true, note: 'an IDN domain in ASCII (punycode)' },
  { email: 'a@ab--cd.com', valid: true, note: 'inner double hyphens' },
  { email: 'ü@exämple.de', valid: true, note: 'Unicode local part (RFC 6532) and IDN domain' },
  { email: 'user@bücher.de', valid: true },
  { email: 'иван@пример.рф', valid: true, note: 'Cyrillic, top level too' },
  { email: '用户@例え.テスト', valid: true, note: 'CJK and kana' },
  { email: 'user@שלום.com', valid: true, note: 'a right-to-left label' },
  { email: 'अजय@डाटामेल.भारत', valid: true, note: 'Devanagari with combining vowel signs' },
  { email: `${local64}@example.com`, valid: true, note: 'a 64-character local part' },
  { email: `a@${label63}.com`, valid: true, note: 'a 63-character label' },
  { email: `${local64}@${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(57)}.com`, valid: true, note: '254 characters' },

  // The provider's dot rule (issue 9).
  { email: 'a@b..com', valid: false },
  { email: 'a@.b.com', valid: false },
  { email: 'a@b.com.', valid: false },
  { email: '.a@b.com', valid: false },
  { email: 'a.@b.com', valid: false },
  { email: 'a..b@c.com', valid: false },
  { email: 'a@b', valid: false, note: 'a single label' },
  { email: 'a@', valid: false },
  { email: '@example.com', valid: false },
  { email: 'plain', valid: false },
  { email: '', valid: false },
  { email: 'a@@example.com', valid: false },
  { email: 'a@b@example.com', valid: false },

  // Issue 15: what got through and created a user.
  { email: 'a\u0000b@example.com', valid: false, note: 'NUL' },
  { email: 'a\u0007b@example.com', valid: false, note: 'BEL' },
  { email: 'a\u0085b@example.com', valid: false, note: 'U+0085 next line' },
  { email: 'a\u202Eb@example.com', valid: false, note: 'U+202E right-to-left override' },
  { email: 'a\u200Bb@example.com', valid: false, note: 'U+200B zero-width space' },
  { email: 'a\uD800b@example.com', valid: false, note: 'a lone surrogate' },
  { email: '<img/src=x/onerror=alert(1)>@example.com', valid: false, note: 'markup' },
  { email: 'a@-.--', valid: false, note: 'labels of hyphens' },
  { email: 'a@exa\u202Emple.com', valid: false, note: 'bidi override in the domain' },
  { email: 'a@exa\u200Bmple.com', valid: false, note: 'IDNA would drop the zero-width space: refused before it can' },
  { email: 'a@exa\u0000mple.com', valid: false },
  { email: 'a@example.com\n', valid: false },
  { email: 'a@example.com\u2028', valid: false, note: 'line separator' },
  { email: 'a@example.com\uFEFF', valid: false, note: 'byte order mark' },
  { email: 'a\u00ADb@example.com', valid: false, note: 'soft hyphen (format)' },

  // Not a dot-atom, not a host name.
  { email: 'a b@example.com', valid: false },
  { email: 'a@exa mple.com', valid: false },
  { email: '"a b"@example.com', valid: false, note: 'quoted strings are not taken' },
  { email: 'a(comment)@example.com', valid: false, note: 'comments are not taken' },
  { email: 'a,b@example.com', valid: false },
  { email: 'a;b@example.com', valid: false },
  { email: 'a\\b@example.com', valid: false },
  { email: 'a@-example.com', valid: false, note: 'a label starting with a hyphen' },
  { email: 'a@example-.com', valid: false, note: 'a label ending with a hyphen' },
  { email: 'a@example.-com', valid: false },
  { email: 'a@ex_ample.com', valid: false, note: 'no underscore in host names' },
  { email: 'a@example.123', valid: false, note: 'an all-digit top level' },
  { email: 'a@1.2.3.4', valid: false, note: 'an IPv4 address' },
  { email: 'a@0x7f.1', valid: false, note: 'an IPv4 address in hex' },
  { email: 'a@[127.0.0.1]', valid: false, note: 'address literals are not taken' },
  { email: 'a@example.com:80', valid: false },
  { email: 'a@example.com/x', valid: false },
  { email: 'a@ex%41mple.com', valid: false, note: 'no percent-encoding' },
  { email: 'a@xn--zz.com', valid: false, note: 'bad punycode' },
  { email: 'a@aשלום.com', valid: false, note: 'a label mixing directions (IDNA bidi rule)' },
  { email: 'a@\u0301abc.com', valid: false, note: 'a label starting with a combining mark' },
  { email: 'a@b\u2488com', valid: false, note: 'a digit-with-dot that IDNA maps to "1."' },
  { email: 'a@ｅｘａｍｐｌｅ。com', valid: false, note: 'an ideographic full stop' },
  { email: `${'ü'.repeat(60)}@example.com`, valid: true, note: 'a Unicode local part of 60 characters' },
  { email: `a@${'ü'.repeat(60)}.com`, valid: false, note: 'a label of 60 characters but more than 63 in punycode' },

  // Lengths.
  { email: `${local64}a@example.com`, valid: false, note: 'a 65-character local part' },
  { email: `a@${label63}b.com`, valid: false, note: 'a 64-character label' },
  { email: `${local64}@${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(58)}.com`, valid: false, note: '255 characters' },
];
