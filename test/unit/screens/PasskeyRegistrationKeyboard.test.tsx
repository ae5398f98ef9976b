// The passkey-registration screens for a keyboard user (issue 9): a visible Cancel in rename mode,
// focus that never falls to the page, buttons that stay focusable while busy, and errors that
// stay where they happened.
import { describe, expect, it } from 'vitest';
import { enPasskeyRegistration } from '../../../src/widgets/passkeyRegistration/strings';
import { modelWith, registrationScreens } from '../../support/passkeyRegistration';
import { fire, key } from '../../support/render';

const show = registrationScreens();

const labelled = (root: Element, label: string) =>
  [...root.querySelectorAll('button')].find((item) => item.getAttribute('aria-label') === label || item.textContent === label)!;
const click = (element: Element) => fire(element, new MouseEvent('click', { bubbles: true }));
const names = (root: Element) => [...root.querySelectorAll('.aw-name')].map((item) => item.textContent);
const focused = () => document.activeElement;

describe('rename mode', () => {
  it('has a visible Cancel button next to Save, which leaves the name as it was', async () => {
    const model = modelWith(['Laptop', 'Phone']);
    const root = await show(model);
    await click(labelled(root, 'Rename Laptop'));
    const form = root.querySelector('form')!;
    const cancel = [...form.querySelectorAll('button')].find((item) => item.textContent === 'Cancel');
    expect(cancel, 'a Cancel button in the rename form').toBeDefined();
    expect(cancel!.type).toBe('button');
    expect(cancel!.tabIndex).toBe(0);
    expect(cancel!.previousElementSibling?.textContent).toBe('Save');

    const input = form.querySelector('input')!;
    input.value = 'Changed';
    await fire(input, new Event('input', { bubbles: true }));
    await click(cancel!);
    expect(root.querySelector('form')).toBeNull();
    expect(names(root)).toEqual(['Laptop', 'Phone']);
    expect(focused()).toBe(labelled(root, 'Rename Laptop'));
  });

  it('Escape and saving put focus on the passkey\'s rename button, not the page', async () => {
    const model = modelWith(['Laptop', 'Phone']);
    const root = await show(model);
    await click(labelled(root, 'Rename Phone'));
    await fire(root.querySelector('input')!, key('Escape'));
    expect(focused()).toBe(labelled(root, 'Rename Phone'));

    await click(labelled(root, 'Rename Phone'));
    const input = root.querySelector('input')!;
    input.value = 'Work phone';
    await fire(input, new Event('input', { bubbles: true }));
    await fire(input.form!, new Event('submit', { bubbles: true, cancelable: true }));
    expect(names(root)).toEqual(['Laptop', 'Work phone']);
    expect(focused()).toBe(labelled(root, 'Rename Work phone'));
  });
});

describe('delete mode', () => {
  it("Cancel puts focus back on the passkey's delete button", async () => {
    const root = await show(modelWith(['Laptop', 'Phone']));
    await click(labelled(root, 'Delete Laptop'));
    await click(labelled(root, 'Cancel'));
    expect(focused()).toBe(labelled(root, 'Delete Laptop'));
  });

  it('after Delete, focus goes to the passkey now in its place, then the last one, then the heading', async () => {
    const root = await show(modelWith(['Laptop', 'Phone', 'Key']));
    await click(labelled(root, 'Delete Laptop'));
    await click(labelled(root, 'Delete'));
    expect(names(root)).toEqual(['Phone', 'Key']);
    expect(focused()).toBe(labelled(root, 'Rename Phone'));

    await click(labelled(root, 'Delete Key'));
    await click(labelled(root, 'Delete'));
    expect(focused()).toBe(labelled(root, 'Rename Phone'));

    await click(labelled(root, 'Delete Phone'));
    await click(labelled(root, 'Delete'));
    expect(root.textContent).toContain(enPasskeyRegistration.noPasskeys);
    expect(focused()).toBe(root.querySelector('h1'));
  });
});

describe('while a passkey is being created', () => {
  it("'Create a Passkey' keeps focus (aria-disabled, not disabled) and Skip does nothing", async () => {
    const model = modelWith([]);
    model.step.value = 'start';
    const root = await show(model);
    const create = labelled(root, 'Create a Passkey');
    create.focus();
    await fire(create, new MouseEvent('click', { bubbles: true }));
    expect(model.busy.value).toBe(true);
    expect(create.disabled).toBe(false);
    expect(create.getAttribute('aria-disabled')).toBe('true');
    expect(create.getAttribute('aria-busy')).toBe('true');
    expect(focused()).toBe(create);
    await click(labelled(root, 'Skip'));
    expect(labelled(root, 'Skip').getAttribute('aria-disabled')).toBe('true');
    expect(model.step.value).toBe('start');
  });

  it("on the list, 'Set up another Passkey' keeps focus and the rename and delete buttons wait", async () => {
    const model = modelWith(['Laptop']);
    const root = await show(model);
    const another = labelled(root, 'Set up another Passkey');
    another.focus();
    await click(another);
    expect(focused()).toBe(another);
    expect(another.getAttribute('aria-disabled')).toBe('true');
    await click(labelled(root, 'Rename Laptop'));
    expect(model.edit.value).toBeNull();
    expect(root.querySelector('input')).toBeNull();
  });
});

describe('errors stay where they happened', () => {
  it('a failed creation from the list shows on the list', async () => {
    const model = modelWith(['Laptop']);
    model.error.value = { key: 'passkeyNotCreatedOnList' };
    const root = await show(model);
    expect(root.querySelector('h1')!.textContent).toBe('Existing Passkeys');
    expect(names(root)).toEqual(['Laptop']);
    expect(root.querySelector('[role=alert]')!.textContent).toBe('Your Passkey was not created. Click “Set up another Passkey” to try again.');
  });

  it("a user that could not be fetched: the network text and 'Try again', which starts over", async () => {
    const model = modelWith([]);
    model.step.value = 'failed';
    model.error.value = { text: 'Unable to contact our servers.' };
    const root = await show(model);
    expect(root.querySelector('[role=alert]')!.textContent).toBe('Unable to contact our servers.');
    await click(labelled(root, 'Try again'));
    expect(model.step.value).toBe('loading');
  });
});
