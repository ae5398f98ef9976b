// Password storage (A1), the strength check under both policies (X5), and the breached list.
import { describe, expect, it } from 'vitest';
import { breachedPasswords, isBreachedPassword } from '../../emulator/strength/breached';
import { createPasswordHasher, DEFAULT_SCRYPT } from '../../emulator/crypto/passwordHash';
import { defineProject, ProjectConfigError } from '../../emulator/project/project';
import type { Harness } from './harness';
import { createPassword, passwordHarness, STRONG } from './passwordsHarness';

const email = 'ada@example.com';
const STORED = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]{22})\$([A-Za-z0-9_-]{43})$/;

function check(h: Harness, password: string, extra: Record<string, unknown> = {}) {
  return h.call('POST', '/passwords/strength_check', { body: { password, ...extra } });
}

describe('password hashing (A1)', () => {
  it('defaults to scrypt N=2^17, r=8, p=1 and stores the parameters with the hash', async () => {
    expect(DEFAULT_SCRYPT).toEqual({ log2N: 17, r: 8, p: 1 });
    const hasher = createPasswordHasher();
    const stored = await hasher.hash(STRONG);
    const [, log2N, r, p] = STORED.exec(stored)!;
    expect([log2N, r, p]).toEqual(['17', '8', '1']);
    expect(await hasher.verify(STRONG, stored)).toBe(true);
    expect(await hasher.verify(STRONG + ' ', stored)).toBe(false);
  });

  it('salts every hash and compares the key, never the password', async () => {
    const hasher = createPasswordHasher({ log2N: 4 });
    const a = await hasher.hash(STRONG);
    const b = await hasher.hash(STRONG);
    expect(a).not.toBe(b);
    expect(a).not.toContain(STRONG);
    expect(STORED.exec(a)![4]).not.toBe(STORED.exec(b)![4]);
    expect(await hasher.verify(STRONG, a)).toBe(true);
    expect(await hasher.verify(STRONG, b)).toBe(true);
  });

  it('verifies with the parameters stored in the hash, not the current defaults', async () => {
    const old = await createPasswordHasher({ log2N: 5, r: 4, p: 2 }).hash(STRONG);
    expect(old).toMatch(/^scrypt\$5\$4\$2\$/);
    expect(await createPasswordHasher({ log2N: 4 }).verify(STRONG, old)).toBe(true);
  });

  it('treats a malformed or tampered stored value as a mismatch', async () => {
    const hasher = createPasswordHasher({ log2N: 4 });
    const stored = await hasher.hash(STRONG);
    expect(await hasher.verify(STRONG, 'plain text')).toBe(false);
    const at = stored.length - 20; // inside the key (the last character holds padding bits too)
    const tampered = stored.slice(0, at) + (stored[at] === 'A' ? 'B' : 'A') + stored.slice(at + 1);
    expect(await hasher.verify(STRONG, tampered)).toBe(false);
    expect(await hasher.verify(STRONG, stored.slice(0, -4))).toBe(false);
    expect(await hasher.verifyNobody(STRONG)).toBe(false);
  });

  it('the emulator stores only the scrypt string for a user created through the API', async () => {
    const h = passwordHarness();
    const { user_id } = (await createPassword(h, email)).json.data;
    const stored = h.emulator.store.passwordHashes.get(user_id)!;
    expect(stored).toMatch(STORED);
    expect(stored).not.toContain(STRONG);
    expect(JSON.stringify([...h.emulator.store.users.values()])).not.toContain(STRONG);
  });
});

describe('strength_check with zxcvbn (the default policy)', () => {
  it('scores a weak password low with zxcvbn feedback, and a strong one valid', async () => {
    const h = passwordHarness();
    const weak = (await check(h, 'abcdef1')).json.data;
    expect(weak).toMatchObject({ valid_password: false, breached_password: false, breach_detection_on_create: true, strength_policy: 'zxcvbn' });
    expect(weak.score).toBeLessThan(3);
    expect(weak.feedback.warning).not.toBe('');
    expect(weak.feedback.suggestions.length).toBeGreaterThan(0);

    const strong = (await check(h, STRONG)).json.data;
    expect(strong).toEqual({
      request_id: expect.any(String),
      status_code: 200,
      valid_password: true,
      score: 4,
      breached_password: false,
      breach_detection_on_create: true,
      strength_policy: 'zxcvbn',
      feedback: {
        warning: '',
        suggestions: [],
        luds_requirements: { has_digit: true, has_lower_case: true, has_symbol: true, has_upper_case: true, missing_characters: 0, missing_complexity: 0 },
      },
    });
  });

  it('rises with the password', async () => {
    const h = passwordHarness();
    const scores: number[] = [];
    for (const password of ['tr', 'trombone', 'trombone7Kx', 'trombone7Kx?vaGue']) scores.push((await check(h, password)).json.data.score);
    expect(scores[0]).toBe(0);
    expect(scores.at(-1)).toBe(4);
    expect([...scores].sort()).toEqual(scores);
  });

  it('counts the email as a guessable input', async () => {
    const h = passwordHarness();
    const password = 'lovelace.ada.lovelace';
    const without = (await check(h, password)).json.data.score;
    const withEmail = (await check(h, password, { email: 'ada.lovelace@example.com' })).json.data.score;
    expect(withEmail).toBeLessThan(without);
  });

  it('scores only the first 100 characters (X5)', async () => {
    const h = passwordHarness();
    const padded = 'a'.repeat(100) + 'Zq8#vL2!mN4$pR6&tY0^';
    const res = (await check(h, padded)).json.data;
    expect(res.score).toBeLessThan(3);
    expect(res.valid_password).toBe(false);
  });

  it('a breached password is never valid, whatever its score', async () => {
    const h = passwordHarness();
    const res = (await check(h, 'Password123!')).json.data;
    expect(res).toMatchObject({ valid_password: false, breached_password: true, breach_detection_on_create: true });
  });

  it('refuses an invalid email with invalid_email', async () => {
    const h = passwordHarness();
    const res = await check(h, STRONG, { email: 'ada@' });
    expect([res.status, res.json.error_type]).toEqual([400, 'invalid_email']);
    expect((await check(h, STRONG, { email: null })).status).toBe(200);
  });
});

describe('strength_check with LUDS', () => {
  const h = passwordHarness({ project: { password_policy: 'luds', password_config: { luds_complexity: 3, luds_minimum_count: 8 } } });
  const luds = async (password: string) => (await check(h, password)).json.data;

  it.each([
    // password, has_lower, has_upper, has_digit, has_symbol, missing_characters, missing_complexity, valid
    ['', undefined, undefined, undefined, undefined, undefined, undefined, undefined],
    ['abc', true, false, false, false, 5, 2, false],
    ['ABCDEFGHIJ', false, true, false, false, 0, 2, false],
    ['abcdefgh12', true, false, true, false, 0, 1, false],
    ['aB3', true, true, true, false, 5, 0, false],
    ['aB3!', true, true, true, true, 4, 0, false],
    ['a!@#$%^&*(', true, false, false, true, 0, 1, false],
    ['Abcdefg1', true, true, true, false, 0, 0, true],
    ['zebra!92tram', true, false, true, true, 0, 0, true],
    ['ÉCOLE-été-9', true, true, true, true, 0, 0, true],
  ] as const)('%j', async (password, lower, upper, digit, symbol, missingChars, missingComplexity, valid) => {
    if (password === '') {
      expect((await check(h, password)).status).toBe(400);
      return;
    }
    const res = await luds(password);
    expect(res.strength_policy).toBe('luds');
    expect(res.feedback.luds_requirements).toEqual({
      has_lower_case: lower,
      has_upper_case: upper,
      has_digit: digit,
      has_symbol: symbol,
      missing_characters: missingChars,
      missing_complexity: missingComplexity,
    });
    expect(res.valid_password).toBe(valid);
    expect(res.feedback.warning).toBe('');
  });

  it('counts code points: four emoji are four characters', async () => {
    const res = await luds('😀😀😀😀');
    expect(res.feedback.luds_requirements.missing_characters).toBe(4);
    expect(res.feedback.luds_requirements.has_symbol).toBe(true);
  });

  it('a breached password that meets LUDS is still invalid', async () => {
    const res = await luds('Password1!');
    expect(res).toMatchObject({ valid_password: false, breached_password: true });
    expect(res.feedback.luds_requirements).toMatchObject({ missing_characters: 0, missing_complexity: 0 });
  });

  it('reads complexity 4 and a longer minimum from the project', async () => {
    const strict = passwordHarness({ project: { password_policy: 'luds', password_config: { luds_complexity: 4, luds_minimum_count: 12 } } });
    const res = (await check(strict, 'Abcdefg1')).json.data;
    expect(res.feedback.luds_requirements).toMatchObject({ missing_characters: 4, missing_complexity: 1 });
    expect((await check(strict, 'Abcdefg1!xyz')).json.data.valid_password).toBe(true);
  });

  it('bootstrap still reports password_config', async () => {
    const res = await h.call('GET', `/projects/bootstrap/${h.emulator.project.public_token}`);
    expect(res.json.data.password_config).toEqual({ luds_complexity: 3, luds_minimum_count: 8 });
  });
});

describe('the breached list', () => {
  it('ships a few hundred common passwords and matches exactly, case-sensitively', () => {
    const list = breachedPasswords();
    expect(list.size).toBeGreaterThan(300);
    for (const password of ['123456', 'password', 'qwerty', 'iloveyou', 'Password1!']) expect(isBreachedPassword(password)).toBe(true);
    expect(isBreachedPassword('PASSWORD')).toBe(false);
    expect(isBreachedPassword(' password')).toBe(false);
    expect(isBreachedPassword(STRONG)).toBe(false);
    expect([...list].some((p) => p.startsWith('#') || p === '')).toBe(false);
  });
});

describe('project password_policy', () => {
  it('defaults to zxcvbn and accepts only zxcvbn or luds', () => {
    expect(defineProject().password_policy).toBe('zxcvbn');
    expect(defineProject({ password_policy: 'luds' }).password_policy).toBe('luds');
    expect(() => defineProject({ password_policy: 'none' as never })).toThrow(ProjectConfigError);
    expect(() => defineProject({ default_reset_password_redirect_url: 'https://evil.example/reset' })).toThrow(/default_reset_password_redirect_url/);
  });
});
