// zxcvbn's answers are kept by exactly its inputs: the same password and email are scored once,
// and answer the same; another email (another user input) is scored on its own.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keptScores } from '../../emulator/strength/strength';
import type { Harness } from './harness';
import { passwordHarness } from './passwordsHarness';

const check = (h: Harness, password: string, email?: string) =>
  h.call('POST', '/passwords/strength_check', { body: { password, ...(email === undefined ? {} : { email }) } });

describe('the strength check cache', () => {
  it('scores the same inputs once and answers the same', async () => {
    const h = passwordHarness();
    const password = `lovelace.ada.lovelace ${randomUUID().slice(0, 4)}`;
    const kept = keptScores();
    const first = (await check(h, password, 'ada.lovelace@example.com')).json.data;
    expect(keptScores()).toBe(kept + 1);
    const again = (await check(h, password, 'ada.lovelace@example.com')).json.data;
    expect(keptScores()).toBe(kept + 1);
    const { request_id: _a, ...firstAnswer } = first;
    const { request_id: _b, ...againAnswer } = again;
    expect(againAnswer).toEqual(firstAnswer);
  });

  it('keys on the user inputs too: another email is another score', async () => {
    const h = passwordHarness();
    const password = 'lovelace.ada.lovelace';
    const kept = keptScores();
    const adas = (await check(h, password, 'ada.lovelace@example.com')).json.data.score;
    const bobs = (await check(h, password, 'bob@example.com')).json.data.score;
    const nobodys = (await check(h, password)).json.data.score;
    expect(keptScores()).toBe(kept + 3);
    expect(adas).toBeLessThan(bobs);
    expect(bobs).toBe(nobodys);
  });

  it('checks the same inputs at once only once', async () => {
    const h = passwordHarness();
    const password = `${randomUUID()} concurrent`;
    const kept = keptScores();
    const answers = await Promise.all(Array.from({ length: 8 }, () => check(h, password)));
    expect(new Set(answers.map((a) => a.json.data.score)).size).toBe(1);
    expect(keptScores()).toBe(kept + 1);
  });
});
