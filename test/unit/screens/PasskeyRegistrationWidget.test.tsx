// The passkey-registration screens: names render as text (W5), one edit or delete at a time, the
// keyboard, and the no-user error (docs/spec/product.md §2 Passkey screens).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enPasskeyRegistration } from '../../../src/widgets/passkeyRegistration/strings';
import { modelWith, registrationScreens } from '../../support/passkeyRegistration';
import { fire, key } from '../../support/render';

const show = registrationScreens();

const button = (root: Element, label: string) =>
  [...root.querySelectorAll('button')].find((item) => item.getAttribute('aria-label') === label)!;
const click = (element: Element) => fire(element, new MouseEvent('click', { bubbles: true }));
const buttonsByText = (root: Element) => [...root.querySelectorAll('button')].map((item) => item.textContent).filter(Boolean);

describe('PasskeyRegistrationSuccess', () => {
  it('any passkey name renders as exactly that text, never as markup (W5, property)', async () => {
    const hostile = fc.constantFrom('<img src=x onerror="window.pwned=1">', '<script>window.pwned=1</script>', '&amp;', '"', "'", '</li>', '{name}');
    const name = fc.array(fc.oneof(hostile, fc.string({ maxLength: 6 })), { minLength: 1, maxLength: 5 }).map((parts) => parts.join(''));
    await fc.assert(
      fc.asyncProperty(fc.array(name, { minLength: 1, maxLength: 3 }), async (names) => {
        const root = await show(modelWith(names));
        expect([...root.querySelectorAll('.aw-name')].map((item) => item.textContent)).toEqual(names);
        expect(root.querySelectorAll('img, script, iframe')).toHaveLength(0);
        expect(button(root, `Rename ${names[0]}`)).toBeDefined();
        expect((window as { pwned?: unknown }).pwned).toBeUndefined();
      }),
      { numRuns: 60 },
    );
  });

  it("shows 'Existing Passkeys', the list, 'Set up another Passkey' and 'Done'", async () => {
    const root = await show(modelWith(['Laptop', 'Phone']));
    expect(root.querySelector('h1')!.textContent).toBe('Existing Passkeys');
    expect([...root.querySelectorAll('.aw-name')].map((item) => item.textContent)).toEqual(['Laptop', 'Phone']);
    expect(buttonsByText(root)).toEqual(['Set up another Passkey', 'Done']);
  });

  it("renames in place: text 'Save' and 'Cancel' buttons side by side under the name, other passkeys wait, Enter saves, Escape cancels", async () => {
    const model = modelWith(['Laptop', 'Phone']);
    const root = await show(model);
    await click(button(root, 'Rename Laptop'));
    const input = root.querySelector<HTMLInputElement>('input[aria-label="Passkey name"]')!;
    expect(input.value).toBe('Laptop');
    expect(document.activeElement).toBe(input);
    const actions = input.form!.querySelector('.aw-actions')!;
    expect([...actions.querySelectorAll('button')].map((item) => [item.textContent, item.type])).toEqual([
      ['Save', 'submit'],
      ['Cancel', 'button'],
    ]);
    expect(button(root, 'Rename Phone').getAttribute('aria-disabled')).toBe('true');
    expect(button(root, 'Delete Phone').getAttribute('aria-disabled')).toBe('true');

    input.value = 'Work laptop';
    await fire(input, new Event('input', { bubbles: true }));
    await fire(input.form!, new Event('submit', { bubbles: true, cancelable: true }));
    expect([...root.querySelectorAll('.aw-name')].map((item) => item.textContent)).toEqual(['Work laptop', 'Phone']);
    expect(button(root, 'Rename Phone').hasAttribute('aria-disabled')).toBe(false);

    await click(button(root, 'Rename Phone'));
    const second = root.querySelector<HTMLInputElement>('input[aria-label="Passkey name"]')!;
    second.value = 'Changed';
    await fire(second, new Event('input', { bubbles: true }));
    await fire(second, key('Escape'));
    expect(root.querySelector('input')).toBeNull();
    expect([...root.querySelectorAll('.aw-name')].map((item) => item.textContent)).toEqual(['Work laptop', 'Phone']);
  });

  it("delete mode warns, offers 'Delete' and 'Cancel', and removes the passkey at once", async () => {
    const model = modelWith(['Laptop', 'Phone']);
    const root = await show(model);
    await click(button(root, 'Delete Phone'));
    expect(root.querySelector('[role=alert]')!.textContent).toBe(enPasskeyRegistration.deleteWarning);
    expect(buttonsByText(root)).toEqual(['Delete', 'Cancel', 'Set up another Passkey', 'Done']);
    expect(document.activeElement?.textContent).toBe('Cancel');
    expect(button(root, 'Rename Laptop').getAttribute('aria-disabled')).toBe('true');

    await click([...root.querySelectorAll('button')].find((item) => item.textContent === 'Cancel')!);
    expect(root.querySelector('[role=alert]')).toBeNull();
    await click(button(root, 'Delete Phone'));
    await click([...root.querySelectorAll('button')].find((item) => item.textContent === 'Delete')!);
    expect([...root.querySelectorAll('.aw-name')].map((item) => item.textContent)).toEqual(['Laptop']);
  });

  it("'Delete' is destructive, outlined in the error colour, not a second primary beside 'Done'", async () => {
    const root = await show(modelWith(['Laptop']));
    await click(button(root, 'Delete Laptop'));
    const remove = [...root.querySelectorAll('button')].find((item) => item.textContent === 'Delete')!;
    expect(remove.className).toBe('aw-btn aw-btn-danger');
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(css).toMatch(/\.aw-btn-danger\{[^}]*color:var\(--aw-colors-error\)/);
  });

  it("with no passkey left it says only 'No passkeys yet.', as its heading, with no 'Existing Passkeys' over it", async () => {
    const model = modelWith(['Laptop']);
    const root = await show(model);
    await click(button(root, 'Delete Laptop'));
    await click([...root.querySelectorAll('button')].find((item) => item.textContent === 'Delete')!);
    expect([...root.querySelectorAll('h1')].map((item) => item.textContent)).toEqual(['No passkeys yet.']);
    expect(root.textContent).not.toContain('Existing Passkeys');
    expect(root.querySelector('ul')).toBeNull();
    expect(buttonsByText(root)).toEqual(['Set up another Passkey', 'Done']);
  });

  it("'Done' closes the list: back to 'Set up a new Passkey'", async () => {
    const model = modelWith(['Laptop']);
    const root = await show(model);
    await click([...root.querySelectorAll('button')].find((item) => item.textContent === 'Done')!);
    expect(root.querySelector('h1')!.textContent).toBe('Set up a new Passkey');
    expect(root.querySelector('ul')).toBeNull();
  });
});

describe('PasskeyRegistrationStart and its errors', () => {
  it("shows the text, 'Create a Passkey' and 'Skip'", async () => {
    const model = modelWith([]);
    model.step.value = 'start';
    const root = await show(model);
    expect(root.textContent).toContain("With Passkeys you don't need to remember complex passwords.");
    expect(buttonsByText(root)).toEqual(['Create a Passkey', 'Skip']);
  });

  it('shows a creation failure under the text', async () => {
    const model = modelWith([]);
    model.step.value = 'start';
    model.error.value = { key: 'passkeyAlreadyRegistered' };
    const root = await show(model);
    expect(root.querySelector('[role=alert]')!.textContent).toBe(enPasskeyRegistration.passkeyAlreadyRegistered);
  });

  it('without a signed-in user, only the spec error', async () => {
    const model = modelWith([]);
    model.step.value = 'no-user';
    const root = await show(model);
    expect(root.querySelector('[role=alert]')!.textContent).toBe(
      'Error: Cannot use PasskeyRegistration component without active user authenticated.',
    );
    expect(root.querySelectorAll('button')).toHaveLength(0);
  });
});
