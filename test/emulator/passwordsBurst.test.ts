// Password guesses that arrive together, and from one address to many accounts (docs/spec/security.md
// A5). The budget is checked before the hash's await and the failure recorded after it, so the
// attempt is held as pending in between: a budget of 10 means at most 10 guesses checked, however
// they arrive. Wrong passwords also spend the address's budget, so spraying meets a 429.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../emulator/project/rateLimitConfig';
import type { Harness } from './harness';
import { createPassword, login, passwordHarness, STRONG, STRONG_2 } from './passwordsHarness';

const IP = '203.0.113.7';
const email = 'ada@example.com';

/** `total` guesses sent at once, the right one at `right`; the statuses counted. */
async function burst(h: Harness, total: number, right: number): Promise<Record<number, number>> {
  const guesses = Array.from({ length: total }, (_, index) => (index === right ? STRONG : `${STRONG_2} ${index}`));
  const answers = await Promise.all(guesses.map((password) => login(h, email, password).then((res) => res.status)));
  return answers.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
}

describe('a burst of password guesses at one account', () => {
  it('checks at most the budget (10) of 200 simultaneous guesses: the right one at 150 is refused with the rest', async () => {
    expect(DEFAULT_RATE_LIMITS.failed_authentications_per_account).toEqual([{ count: 10, window_seconds: 900 }]);
    const h = passwordHarness();
    await createPassword(h, email);
    expect(await burst(h, 200, 150)).toEqual({ 401: 10, 429: 190 });
    // The account is locked now, the right password included.
    const after = await login(h, email, STRONG);
    expect([after.status, after.headers.get('retry-after')]).toEqual([429, '3600']);
  });

  it('signs in when the right guess is among the first ten checked', async () => {
    const h = passwordHarness();
    await createPassword(h, email);
    const counts = await burst(h, 200, 4);
    expect(counts[200]).toBe(1);
    expect(counts[401]).toBe(9);
    expect(counts[429]).toBe(190);
  });

  it('holds a tighter lockout the same way: 3 failures lock, so 3 guesses of a burst are checked', async () => {
    const rate_limits = { failed_authentications_per_account: [], password_lockout: { failures: 3, window_seconds: 3600, lockout_seconds: 600 } };
    const h = passwordHarness({ project: { rate_limits } });
    await createPassword(h, email);
    expect(await burst(h, 50, 40)).toEqual({ 401: 3, 429: 47 });
  });

  it('a burst from one address over HTTP meets the same budget', async () => {
    const h = passwordHarness();
    await createPassword(h, email);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) => h.call('POST', '/passwords/authenticate', { ip: IP, body: { email, password: index === 30 ? STRONG : `${STRONG_2} ${index}` } })),
    );
    expect(answers.filter((res) => res.status === 401)).toHaveLength(10);
    expect(answers.filter((res) => res.status === 200)).toHaveLength(0);
  });
});

describe('password spraying from one address', () => {
  it('wrong passwords to many accounts spend the address budget (50 in 15 minutes), then 429', async () => {
    expect(DEFAULT_RATE_LIMITS.failed_authentications_per_ip).toEqual([{ count: 50, window_seconds: 900 }]);
    const h = passwordHarness();
    const known = Array.from({ length: 40 }, (_, index) => `user${index}@example.com`);
    for (const address of known) await createPassword(h, address);
    const targets = [...known, ...Array.from({ length: 60 }, (_, index) => `nobody${index}@example.com`)];
    const statuses: number[] = [];
    for (const address of targets) statuses.push((await h.call('POST', '/passwords/authenticate', { ip: IP, body: { email: address, password: STRONG_2 } })).status);
    expect(statuses.slice(0, 50).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(50).every((status) => status === 429)).toBe(true);
    // Another address, and the right password from a fresh one, are not affected.
    expect((await h.call('POST', '/passwords/authenticate', { ip: '198.51.100.9', body: { email: known[0], password: STRONG } })).status).toBe(200);
  });
});
