import { describe, expect, it } from 'vitest';
import { emailDomain, isValidEmail, MAX_EMAIL_LENGTH } from '../../../src/util/email';

describe('isValidEmail (product-spec.md §5, X5)', () => {
  it.each(['a@example.com', 'first.last+tag@sub.example.co.uk', 'ü@exämple.de'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', 'a', 'a@', '@example.com', 'a@example', 'a b@example.com', 'a@exa mple.com', 'a@@example.com', 'a@example.com\n'])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  // What the provider refuses (issue 9): an empty dot-separated part in either half.
  it.each(['a@b..com', 'a@.b.com', 'a@b.com.', '.a@b.com', 'a.@b.com', 'a..b@c.com', 'a@b.', 'a@.'])('refuses %j, as the provider does', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('caps the length at 254', () => {
    expect(MAX_EMAIL_LENGTH).toBe(254);
    const domain = '@example.com';
    expect(isValidEmail(`${'a'.repeat(254 - domain.length)}${domain}`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(255 - domain.length)}${domain}`)).toBe(false);
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
