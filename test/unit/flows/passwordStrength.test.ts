import { described } from '../../support/described';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PasswordStrengthCheckResponse } from '../../../src/contract/index';
import { strengthAnswer } from '../../support/strength';
import { ApiError } from '../../../src/api/errors';
import { createStrengthModel, STRENGTH_CHECK_CHARS, STRENGTH_DEBOUNCE_MS, strengthView } from '../../../src/flows/passwordStrength';

const invalidEmail = () =>
  described(new ApiError({ status_code: 400, request_id: 'r', error_type: 'invalid_email', error_message: 'Email format is invalid.', error_url: '' }));

const answer = strengthAnswer;

/** A check whose answers the test releases one by one, in any order. */
function controlledCheck() {
  const pending = new Map<string, { resolve(value: PasswordStrengthCheckResponse): void; reject(reason: unknown): void }>();
  const check = vi.fn(
    (password: string) => new Promise<PasswordStrengthCheckResponse>((resolve, reject) => pending.set(password, { resolve, reject })),
  );
  return { check, pending };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('strengthView', () => {
  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 4],
  ])('zxcvbn score %i fills %i of the four segments', (score, segments) => {
    expect(strengthView(answer({ score, feedback: { ...answer().feedback, warning: 'This is a top-10 common password.' } }))).toEqual({
      policy: 'zxcvbn',
      segments,
      warning: 'This is a top-10 common password.',
      breached: false,
    });
  });

  it.each([
    [{ missing_characters: 3, missing_complexity: 2 }, 3, 2],
    [{ missing_characters: 0, missing_complexity: 1 }, 0, 1],
    [{ missing_characters: 5, missing_complexity: 0 }, 5, 0],
    [{ missing_characters: 0, missing_complexity: 0 }, 0, 0],
  ])('LUDS %j: missing characters and classes as counted by the server', (luds, characters, complexity) => {
    expect(strengthView(answer({ strength_policy: 'luds' }, luds))).toEqual({
      policy: 'luds',
      missingCharacters: characters,
      missingComplexity: complexity,
      breached: false,
    });
  });

  it('carries the breached flag for either policy', () => {
    expect(strengthView(answer({ breached_password: true, score: 4 })).breached).toBe(true);
    expect(strengthView(answer({ breached_password: true, strength_policy: 'luds' })).breached).toBe(true);
  });
});

describe('createStrengthModel', () => {
  it('waits for a pause in typing, then checks the last password once, exactly as typed', async () => {
    const { check, pending } = controlledCheck();
    const model = createStrengthModel(check);
    for (const typed of ['p', 'pa', 'pas', ' pässwörd 🔑 ']) model.input(typed);
    vi.advanceTimersByTime(STRENGTH_DEBOUNCE_MS - 1);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check.mock.calls).toEqual([[' pässwörd 🔑 ']]);
    expect(model.checking.value).toBe(true);
    pending.get(' pässwörd 🔑 ')!.resolve(answer({ valid_password: true, score: 4 }));
    await vi.runAllTimersAsync();
    expect(model.valid.value).toBe(true);
    expect(model.view.value).toMatchObject({ policy: 'zxcvbn', segments: 4 });
  });

  it('drops an answer that arrives after the user typed again, even when it is the last to arrive', async () => {
    const { check, pending } = controlledCheck();
    const model = createStrengthModel(check);
    model.input('weak');
    vi.advanceTimersByTime(STRENGTH_DEBOUNCE_MS);
    model.input('much stronger passphrase');
    vi.advanceTimersByTime(STRENGTH_DEBOUNCE_MS);
    pending.get('much stronger passphrase')!.resolve(answer({ valid_password: true, score: 4 }));
    await vi.runAllTimersAsync();
    pending.get('weak')!.resolve(answer({ valid_password: false, score: 0 }));
    await vi.runAllTimersAsync();
    expect(model.result.value?.score).toBe(4);
    expect(model.valid.value).toBe(true);
  });

  it('is not valid while a newer password is being typed or checked', async () => {
    const { check, pending } = controlledCheck();
    const model = createStrengthModel(check);
    model.input('correct horse battery staple');
    vi.advanceTimersByTime(STRENGTH_DEBOUNCE_MS);
    pending.get('correct horse battery staple')!.resolve(answer({ valid_password: true, score: 4 }));
    await vi.runAllTimersAsync();
    expect(model.valid.value).toBe(true);
    model.input('correct horse battery stapl');
    expect(model.valid.value).toBe(false);
  });

  it('keeps the last answer on view while the next password is checked, so the display does not collapse and regrow', async () => {
    const { check, pending } = controlledCheck();
    const model = createStrengthModel(check);
    model.input('correct horse battery staple');
    vi.advanceTimersByTime(STRENGTH_DEBOUNCE_MS);
    pending.get('correct horse battery staple')!.resolve(answer({ valid_password: true, score: 4 }));
    await vi.runAllTimersAsync();
    model.input('correct horse battery stapl');
    expect(model.view.value).toMatchObject({ policy: 'zxcvbn', segments: 4 });
    expect(model.valid.value).toBe(false);
    model.input('');
    expect(model.view.value).toBeNull();
  });

  it('remembers the policy the server named once the field is emptied, so LUDS requirements stay laid out (issue 9)', async () => {
    const { check, pending } = controlledCheck();
    const model = createStrengthModel(check);
    expect(model.policy.value).toBeNull();
    model.input('abc');
    vi.advanceTimersByTime(STRENGTH_DEBOUNCE_MS);
    pending.get('abc')!.resolve(answer({ strength_policy: 'luds' }, { missing_characters: 7 }));
    await vi.runAllTimersAsync();
    model.input('');
    expect(model.view.value).toBeNull();
    expect(model.policy.value).toBe('luds');
  });

  it('sends the server at most the first 100 characters (X5), never splitting a character', async () => {
    const { check } = controlledCheck();
    const model = createStrengthModel(check);
    model.input('x'.repeat(100_000));
    vi.advanceTimersByTime(STRENGTH_DEBOUNCE_MS);
    model.input(`${'a'.repeat(99)}🔑🔑`);
    vi.advanceTimersByTime(STRENGTH_DEBOUNCE_MS);
    expect(check.mock.calls).toEqual([['x'.repeat(STRENGTH_CHECK_CHARS)], [`${'a'.repeat(99)}🔑`]]);
  });

  it('an empty password clears the result and checks nothing', async () => {
    const { check } = controlledCheck();
    const model = createStrengthModel(check);
    model.input('abc');
    model.input('');
    await vi.runAllTimersAsync();
    expect(check).not.toHaveBeenCalled();
    expect(model.checking.value).toBe(false);
    expect(model.valid.value).toBe(false);
  });

  it('shows the error of the latest check only (an invalid_email message, say)', async () => {
    const { check, pending } = controlledCheck();
    const model = createStrengthModel(check);
    model.input('first');
    vi.advanceTimersByTime(STRENGTH_DEBOUNCE_MS);
    model.input('second');
    vi.advanceTimersByTime(STRENGTH_DEBOUNCE_MS);
    pending.get('first')!.reject(invalidEmail());
    await vi.runAllTimersAsync();
    expect(model.error.value).toBeNull();
    pending.get('second')!.reject(invalidEmail());
    await vi.runAllTimersAsync();
    // The password screens' own sentence for an invalid address (issue 9: the server's text goes to onError).
    expect(model.error.value).toEqual({ key: 'invalidEmailAddress' });
    expect(model.checking.value).toBe(false);
  });

  it('after dispose, a pending answer changes nothing', async () => {
    const { check, pending } = controlledCheck();
    const model = createStrengthModel(check);
    model.input('pending');
    vi.advanceTimersByTime(STRENGTH_DEBOUNCE_MS);
    model.dispose();
    pending.get('pending')!.resolve(answer({ valid_password: true }));
    await vi.runAllTimersAsync();
    expect(model.result.value).toBeNull();
  });
  it('settled() sends a debounced check at once and resolves with its answer, so an Enter right after typing is not dropped (issue 37)', async () => {
    const { check, pending } = controlledCheck();
    const model = createStrengthModel(check);
    model.input('fast fill 42!');
    let done = false;
    void model.settled().then(() => (done = true));
    expect(check.mock.calls).toEqual([['fast fill 42!']]);
    await Promise.resolve();
    expect(done).toBe(false);
    pending.get('fast fill 42!')!.resolve(answer({ valid_password: true, score: 4 }));
    await vi.waitFor(() => expect(done).toBe(true));
    expect(model.valid.value).toBe(true);
    // The debounce's own timer sends nothing more.
    await vi.runAllTimersAsync();
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('settled() waits for input typed while it waited, and for nothing once the field is empty', async () => {
    const { check, pending } = controlledCheck();
    const model = createStrengthModel(check);
    model.input('first');
    let done = false;
    void model.settled().then(() => (done = true));
    model.input('second one');
    pending.get('first')!.resolve(answer({ valid_password: false }));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(STRENGTH_DEBOUNCE_MS);
    expect(check.mock.calls).toEqual([['first'], ['second one']]);
    pending.get('second one')!.resolve(answer({ valid_password: true, score: 4 }));
    await vi.waitFor(() => expect(done).toBe(true));
    expect(model.valid.value).toBe(true);
    model.input('');
    await expect(model.settled()).resolves.toBeUndefined();
  });
});
