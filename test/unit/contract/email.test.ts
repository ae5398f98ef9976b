import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalEmail, emailDomain, isValidEmail, MAX_EMAIL_LENGTH } from '../../../src/contract/email';
import { EMAIL_CASES } from '../../support/emailCases';

describe('isValidEmail (docs/spec/product.md §5, X5)', () => {
  // The emulator is held to the same table (test/emulator/emailValidation.test.ts).
  it.each(EMAIL_CASES.map((c) => [c.email, c.valid, c.note ?? ''] as const))('%j: valid %s %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it('gives an all-ASCII address the Unicode rule\'s verdict, through its ASCII patterns', () => {
    // The rule as one pair of Unicode patterns (issue 15), which the ASCII pair must agree with.
    const LOCAL = /^[\p{L}\p{M}\p{Nd}!#$%&'*+/=?^_`{|}~-]+(\.[\p{L}\p{M}\p{Nd}!#$%&'*+/=?^_`{|}~-]+)*$/u;
    const LABEL = /^[\p{L}\p{Nd}]([\p{L}\p{M}\p{Nd}-]*[\p{L}\p{M}\p{Nd}])?$/u;
    const byUnicodeRule = (email: string) => {
      const at = email.lastIndexOf('@');
      const domain = email.slice(at + 1);
      if (email.length > MAX_EMAIL_LENGTH || at < 1 || at > 64 || !LOCAL.test(email.slice(0, at)) || !domain.split('.').every((label) => LABEL.test(label))) return false;
      try {
        const labels = new URL(`http://${domain}`).hostname.split('.');
        return labels.length > 1 && labels.every((label) => label.length < 64) && !/^\d+$/.test(labels[labels.length - 1]!);
      } catch {
        return false; // a.123 is a malformed IPv4 address to the URL parser
      }
    };
    // Addresses built from the characters that matter: atext, dots, hyphens, @, and a few outside.
    const char = fc.constantFrom(...'aZ09!#$%&\'*+/=?^_`{|}~-.@ "(),:;<>[\\]'.split(''), 'xn--', 'XN--bcher-kva', '0x1');
    const part = fc.array(char, { maxLength: 12 }).map((chars) => chars.join(''));
    const address = fc.tuple(part, part, fc.constantFrom('com', 'c0m', '123', 'x-y')).map(([local, host, top]) => `${local}@${host}.${top}`);
    fc.assert(fc.property(fc.oneof(address, part), (email) => isValidEmail(email) === byUnicodeRule(email)), { numRuns: 5000 });
  });

  it('caps the length at 254', () => {
    expect(MAX_EMAIL_LENGTH).toBe(254);
    // 64 + 1 + 63 + 1 + 63 + 1 + the last label: the local part and two labels at their own caps.
    const address = (last: number) => `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'e'.repeat(last)}`;
    expect(address(61)).toHaveLength(254);
    expect(isValidEmail(address(61))).toBe(true);
    expect(isValidEmail(address(62))).toBe(false);
  });

  it('a 1 MB paste is refused quickly', () => {
    const huge = `${'a'.repeat(1_000_000)}@example.com`;
    const started = performance.now();
    expect(isValidEmail(huge)).toBe(false);
    expect(isValidEmail('@'.repeat(1_000_000))).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('emailDomain is the lower-cased part after the last @', () => {
    expect(emailDomain('A@Sub.Example.COM')).toBe('sub.example.com');
  });
});

describe('canonicalEmail (issue 36): one form per mailbox', () => {
  it.each([
    ['j\u00e4ger@example.com', 'ja\u0308ger@example.com', 'composed and decomposed local part'],
    ['a@caf\u00e9.example', 'a@cafe\u0301.example', 'composed and decomposed domain'],
    ['a@bücher.example', 'a@xn--bcher-kva.example', 'an IDN domain and its punycode'],
    ['a@bücher.example', 'a@XN--BCHER-KVA.EXAMPLE', 'punycode in capitals'],
    ['ｆｕｌｌ@example.com', 'full@example.com', 'full-width local part'],
    ['ＦＵＬＬ０１@ｅｘａｍｐｌｅ.com', 'full01@example.com', 'full-width capitals, digits and domain'],
    ['ｶﾞ@example.com', 'ガ@example.com', 'half-width katakana and its voiced mark'],
    ['Ü.Ö@Exämple.DE', 'ü.ö@xn--exmple-cua.de', 'capitals'],
  ])('%j and %j are one mailbox (%s), both accepted by the widget\'s check', (a, b) => {
    expect(canonicalEmail(a)).toBe(canonicalEmail(b));
    expect([isValidEmail(a), isValidEmail(b)]).toEqual([true, true]);
  });

  it('keeps the domain in ASCII and the local part in NFC lower case', () => {
    expect(canonicalEmail('JA\u0308GER@Bücher.Example')).toBe('j\u00e4ger@xn--bcher-kva.example');
    expect(canonicalEmail('ｆｕｌｌ@example.com')).toBe('full@example.com');
    expect(canonicalEmail('a@example.com')).toBe('a@example.com');
  });

  it('keeps apart what only NFKC would merge: letters that name other mailboxes', () => {
    for (const [a, b] of [['ﬁnn', 'finn'], ['ªb', 'ab'], ['µ', 'μ'], ['ſam', 'sam'], ['𝐚', 'a']]) {
      expect(canonicalEmail(`${a}@example.com`), `${a} ${b}`).not.toBe(canonicalEmail(`${b}@example.com`));
    }
  });

  it('gives every accepted address of the table a form that is accepted and its own canonical form', () => {
    for (const { email } of EMAIL_CASES.filter((c) => c.valid)) {
      const canonical = canonicalEmail(email);
      expect(isValidEmail(canonical), email).toBe(true);
      expect(canonicalEmail(canonical), email).toBe(canonical);
    }
  });

  it('is idempotent and never throws, whatever the string', () => {
    const char = fc.constantFrom(...'aZ@.-ü\u0308ÄｆＦｶﾞİΣ ß'.split(''), 'xn--', '\u0301', '[', '%', '\u200B');
    fc.assert(
      fc.property(fc.array(char, { maxLength: 16 }).map((chars) => chars.join('')), (email) => canonicalEmail(canonicalEmail(email)) === canonicalEmail(email)),
      { numRuns: 3000 },
    );
  });
});
