import { computed, signal } from '@preact/signals';
import { afterEach, describe, expect, it } from 'vitest';
import type { PasswordStrengthCheckResponse, PasswordStrengthPolicy } from '../../../src/contract/index';
import { strengthView, type StrengthModel } from '../../../src/flows/passwordStrength';
import { Strength } from '../../../src/screens/Strength';
import { Container } from '../../../src/ui/Container';
import { createTheme } from '../../../src/ui/theme';
import { messages as de } from '../../../src/locales/de';
import { MessagesContext } from '../../../src/screens/messages';
import { StyleContext } from '../../../src/ui/StyleContext';
import { renderWithCss, type Rendered } from '../../support/render';
import { strengthAnswer } from '../../support/strength';

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

const answer = (overrides: Partial<PasswordStrengthCheckResponse>, missing = { characters: 0, complexity: 0 }, warning = '') =>
  strengthAnswer(overrides, { missing_characters: missing.characters, missing_complexity: missing.complexity }, warning);

/**
 * A strength model frozen on one answer, as the screen sees it; or on none (an empty field, or the
 * first check under way), with the policy an earlier answer named.
 */
function frozen(result: PasswordStrengthCheckResponse | null, before: { policy?: PasswordStrengthPolicy; checking?: boolean } = {}): StrengthModel {
  const value = signal<PasswordStrengthCheckResponse | null>(result);
  return {
    result: value,
    error: signal(null),
    checking: signal(before.checking ?? false),
    policy: signal(result?.strength_policy ?? before.policy ?? null),
    view: computed(() => (value.value ? strengthView(value.value) : null)),
    valid: computed(() => value.value?.valid_password === true),
    input: () => undefined,
    settled: () => Promise.resolve(),
    dispose: () => undefined,
  };
}

async function show(result: PasswordStrengthCheckResponse | null, before: Parameters<typeof frozen>[1] = {}) {
  rendered = await renderWithCss(<Strength id="strength" strength={frozen(result, before)} ludsMinimum={10} ludsComplexity={3} />);
  const root = rendered.container;
  return {
    segments: root.querySelector('[role=meter]')?.getAttribute('aria-valuenow') ?? null,
    filled: root.querySelectorAll('[role=meter] span[data-on]').length,
    lines: [...root.querySelectorAll('#strength li')].map((li) => li.textContent),
    /** What Continue's aria-describedby reads. */
    description: root.querySelector('#strength')!.textContent,
    /** The room kept: each reserved line's forms. */
    reserve: [...root.querySelectorAll('.aw-lines > [aria-hidden=true] li')].map((li) => [...li.querySelectorAll<HTMLElement>('[data-text]')].map((form) => form.dataset.text)),
  };
}

describe('the strength display (docs/spec/product.md §5)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 4],
  ])('zxcvbn score %i fills %i of four segments, with the warning', async (score, filled) => {
    const shown = await show(answer({ score, valid_password: score >= 3 }, undefined, 'Add another word or two.'));
    expect(shown).toMatchObject({ segments: String(filled), filled, lines: ['Add another word or two.'] });
  });

  const LENGTH = 'Must be at least 10 characters long';
  const CLASSES = 'Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol';
  it.each([
    [{ characters: 4, complexity: 2 }, [`${LENGTH} (4 more needed)`, `${CLASSES} (2 more needed)`]],
    [{ characters: 4, complexity: 0 }, [`${LENGTH} (4 more needed)`, `${CLASSES} (done)`]],
    [{ characters: 0, complexity: 1 }, [`${LENGTH} (done)`, `${CLASSES} (1 more needed)`]],
    [{ characters: 0, complexity: 0 }, [`${LENGTH} (done)`, `${CLASSES} (done)`]],
  ])('LUDS missing %j: no bar, both requirements, each unmet one with its count', async (missing, lines) => {
    const shown = await show(answer({ strength_policy: 'luds', valid_password: missing.characters + missing.complexity === 0 }, missing));
    expect(shown).toMatchObject({ segments: null, filled: 0, lines });
  });

  it('a breached password says so, under either policy; under zxcvbn in place of the warning it makes moot', async () => {
    const breached = 'This password may have been used on a different site that experienced a security issue. Please choose another password.';
    expect((await show(answer({ breached_password: true, score: 1 }, undefined, 'This is a heavily used password.'))).lines).toEqual([breached]);
    await rendered!.unmount();
    expect((await show(answer({ breached_password: true, strength_policy: 'luds' }))).lines).toEqual([`${LENGTH} (done)`, `${CLASSES} (done)`, breached]);
  });
});

describe('the strength in words (issue 9)', () => {
  it("tells the meter's value as 'Weak' or 'Strong', and says so in the live region once acceptable", async () => {
    rendered = await renderWithCss(<Strength id="strength" strength={frozen(answer({ score: 2 }))} ludsMinimum={10} ludsComplexity={3} />);
    const meter = () => rendered!.container.querySelector('[role=meter]')!;
    expect(meter().getAttribute('aria-valuetext')).toBe('Weak');
    await rendered.unmount();
    rendered = await renderWithCss(<Strength id="strength" strength={frozen(answer({ score: 4, valid_password: true }))} ludsMinimum={10} ludsComplexity={3} />);
    expect(meter().getAttribute('aria-valuetext')).toBe('Strong');
    expect(rendered.container.querySelector('#strength')!.textContent).toBe('This password is strong enough.');
    expect(rendered.container.querySelector('#strength')!.closest('[aria-live=polite]')).not.toBeNull();
  });
});

describe('the room the answers take (issue 9)', () => {
  it('keeps the breached message’s room from the start, unseen and out of the accessibility tree, and names only the answers', async () => {
    rendered = await renderWithCss(
      <Container theme={createTheme({})}>
        <Strength id="strength" strength={frozen(answer({ score: 2 }))} ludsMinimum={10} ludsComplexity={3} />
      </Container>,
    );
    const reserve = rendered.container.querySelector('.aw-lines > [aria-hidden=true]')!;
    expect(reserve.querySelector<HTMLElement>('li [data-text]')!.dataset.text).toBe(
      'This password may have been used on a different site that experienced a security issue. Please choose another password.',
    );
    expect(reserve.textContent).toBe('');
    expect(getComputedStyle(reserve).visibility).toBe('hidden');
    expect(reserve.contains(rendered.container.querySelector('#strength'))).toBe(false);
  });
});

describe('a LUDS display that keeps its height (issue 9)', () => {
  const BREACHED = 'This password may have been used on a different site that experienced a security issue. Please choose another password.';
  // Each requirement's room is its tallest form: the most that can be missing, or met.
  const ROOM = [
    ['Must be at least 10 characters long (10 more needed)', 'Must be at least 10 characters long (done)'],
    [
      'Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol (3 more needed)',
      'Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol (done)',
    ],
    [BREACHED],
  ];
  const luds = (missing: { characters: number; complexity: number }, overrides: Partial<PasswordStrengthCheckResponse> = {}) =>
    answer({ strength_policy: 'luds', valid_password: missing.characters + missing.complexity === 0, ...overrides }, missing);

  it.each([
    ['emptied, once the server named LUDS', null, { policy: 'luds' as const }],
    ['the next password checked', null, { policy: 'luds' as const, checking: true }],
    ['too short', luds({ characters: 9, complexity: 2 }), {}],
    ['missing a class', luds({ characters: 0, complexity: 1 }), {}],
    ['valid', luds({ characters: 0, complexity: 0 }), {}],
    ['breached', luds({ characters: 0, complexity: 0 }, { breached_password: true, valid_password: false }), {}],
  ])('%s: both requirements stay laid out, over the same kept room', async (_, result, before) => {
    const shown = await show(result, before);
    expect(shown.lines.slice(0, 2)).toEqual([
      expect.stringMatching(/^Must be at least 10 characters long/),
      expect.stringMatching(/^Must contain 3 of the following/),
    ]);
    expect(shown.reserve).toEqual(ROOM);
  });

  it('shows both requirements bare while no answer judges the password', async () => {
    expect((await show(null, { policy: 'luds' })).lines).toEqual([
      'Must be at least 10 characters long',
      'Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol',
    ]);
  });

  it('keeps only the breached message’s room under zxcvbn', async () => {
    expect((await show(answer({ score: 2 }))).reserve).toEqual([[BREACHED]]);
  });
});

describe('why Continue waits: the answer it is described by is never empty until the password is acceptable (issue 9)', () => {
  it.each([
    ['an empty field', null, {}, 'Enter a password to continue.'],
    ['the first check under way', null, { checking: true }, 'Checking your password...'],
    ['a weak zxcvbn answer without a warning', answer({ score: 2 }), {}, 'This password is not strong enough yet.'],
    ['a weak zxcvbn answer with a warning', answer({ score: 1 }, undefined, 'Add another word or two.'), {}, 'Add another word or two.'],
    [
      'an emptied field under LUDS',
      null,
      { policy: 'luds' as const },
      'Must be at least 10 characters longMust contain 3 of the following: uppercase letter, lowercase letter, number, symbol',
    ],
  ])('%s', async (_, result, before, description) => {
    expect((await show(result, before)).description).toBe(description);
  });
});

describe('in another language (issue 14)', () => {
  async function showIn(lang: string, messages: typeof de, result: PasswordStrengthCheckResponse) {
    rendered = await renderWithCss(
      <MessagesContext.Provider value={messages}>
        <StyleContext.Provider value={{ add: () => undefined, lang }}>
          <Strength id="strength" strength={frozen(result)} ludsMinimum={1} ludsComplexity={3} />
        </StyleContext.Provider>
      </MessagesContext.Provider>,
    );
    return [...rendered.container.querySelectorAll('#strength li')].map((li) => li.textContent);
  }

  it("says zxcvbn's English warning as the language's own sentence", async () => {
    expect(await showIn('de', de, answer({ score: 1 }, undefined, 'This is similar to a commonly used password.'))).toEqual([de.passwordNotStrongEnough]);
  });

  it('chooses the plural form for each count', async () => {
    const lines = await showIn('de', de, answer({ strength_policy: 'luds', valid_password: false }, { characters: 1, complexity: 2 }));
    expect(lines).toEqual([
      `Mindestens 1 Zeichen lang (${de.ludsMissing.one!.replace('{count}', '1')})`,
      `${de.ludsComplexity.replace('{n}', '3')} (${de.ludsMissing.other.replace('{count}', '2')})`,
    ]);
  });
});
