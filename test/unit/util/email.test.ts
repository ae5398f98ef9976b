import { describe, expect, it } from 'vitest';
import { emailDomain, isValidEmail, MAX_EMAIL_LENGTH } from '../../../src/util/email';
import { EMAIL_CASES } from '../../support/emailCases';

describe('isValidEmail (product-spec.md §5, X5)', () => {
  // The emulator is held to the same table (test/emulator/emailValidation.test.ts).
  it.each(EMAIL_CASES.map((c) => [c.email, c.valid, c.note ?? ''] as const))('%j: valid %s %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
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
