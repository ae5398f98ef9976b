import { computed, signal } from '@preact/signals';
import { afterEach, describe, expect, it } from 'vitest';
import type { PasswordStrengthCheckResponse } from '../../../src/api/contract';
import { strengthView, type StrengthModel } from '../../../src/flows/passwordStrength';
import { Strength } from '../../../src/products/passwords/Strength';
import { Container } from '../../../src/ui/Container';
import { createTheme } from '../../../src/ui/theme';
import { renderWithCss, type Rendered } from '../../support/render';
import { strengthAnswer } from '../../support/strength';

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

const answer = (overrides: Partial<PasswordStrengthCheckResponse>, missing = { characters: 0, complexity: 0 }, warning = '') =>
  strengthAnswer(overrides, { missing_characters: missing.characters, missing_complexity: missing.complexity }, warning);

/** A strength model frozen on one answer, as the screen sees it. */
function frozen(result: PasswordStrengthCheckResponse): StrengthModel {
  const value = signal<PasswordStrengthCheckResponse | null>(result);
  return {
    result: value,
    error: signal(null),
    checking: signal(false),
    view: computed(() => (value.value ? strengthView(value.value) : null)),
    valid: computed(() => value.value?.valid_password === true),
    input: () => undefined,
    dispose: () => undefined,
  };
}

async function show(result: PasswordStrengthCheckResponse) {
  rendered = await renderWithCss(<Strength id="strength" strength={frozen(result)} ludsMinimum={10} ludsComplexity={3} />);
  const root = rendered.container;
  return {
    segments: root.querySelector('[role=meter]')?.getAttribute('aria-valuenow') ?? null,
    filled: root.querySelectorAll('[role=meter] span[data-on]').length,
    lines: [...root.querySelectorAll('#strength li')].map((li) => li.textContent),
  };
}

describe('the strength display (product-spec.md §5)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 4],
  ])('zxcvbn score %i fills %i of four segments, with the warning', async (score, filled) => {
    const shown = await show(answer({ score, valid_password: score >= 3 }, undefined, 'Add another word or two.'));
    expect(shown).toEqual({ segments: String(filled), filled, lines: ['Add another word or two.'] });
  });

  it.each([
    [{ characters: 4, complexity: 2 }, [
      'Must be at least 10 characters long (4 more needed)',
      'Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol (2 more needed)',
    ]],
    [{ characters: 4, complexity: 0 }, ['Must be at least 10 characters long (4 more needed)']],
    [{ characters: 0, complexity: 1 }, ['Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol (1 more needed)']],
    [{ characters: 0, complexity: 0 }, []],
  ])('LUDS missing %j: no bar, the unmet requirements with their counts', async (missing, lines) => {
    const shown = await show(answer({ strength_policy: 'luds', valid_password: lines.length === 0 }, missing));
    expect(shown).toEqual({ segments: null, filled: 0, lines });
  });

  it('a breached password says so, under either policy; under zxcvbn in place of the warning it makes moot', async () => {
    const breached = 'This password may have been used on a different site that experienced a security issue. Please choose another password.';
    expect((await show(answer({ breached_password: true, score: 1 }, undefined, 'This is a heavily used password.'))).lines).toEqual([breached]);
    await rendered!.unmount();
    expect((await show(answer({ breached_password: true, strength_policy: 'luds' }))).lines).toEqual([breached]);
  });
});

describe('the strength in words (issue 9)', () => {
  it("tells the meter's value as 'Weak' or 'Strong', and says so in the live region once acceptable", async () => {
    rendered = await renderWithCss(<Strength id="strength" strength={frozen(answer({ score: 2 }))} ludsMinimum={10} ludsComplexity={3} />);
    const meter = () => rendered!.container.querySelector('[role=meter]')!;
    expect(meter().getAttribute('aria-valuetext')).toBe('Weak');
    expect(rendered.container.querySelector('#strength')!.textContent).toBe('');
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
      <Container variables={createTheme({}).variables}>
        <Strength id="strength" strength={frozen(answer({ score: 2 }))} ludsMinimum={10} ludsComplexity={3} />
      </Container>,
    );
    const reserve = rendered.container.querySelector('.aw-lines > [aria-hidden=true]')!;
    expect(reserve.querySelector('li')!.dataset.text).toBe('This password may have been used on a different site that experienced a security issue. Please choose another password.');
    expect(reserve.textContent).toBe('');
    expect(getComputedStyle(reserve).visibility).toBe('hidden');
    expect(reserve.contains(rendered.container.querySelector('#strength'))).toBe(false);
  });
});
