import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpField } from '../../../src/ui/OtpField';
import { fire, key, renderWithCss, type Rendered } from '../../support/render';

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

async function renderField(onComplete = vi.fn(), resetKey: unknown = 0) {
  const element = (reset: unknown) => (
    <OtpField label="One-time passcode" digitLabel={(n) => `Digit ${n} of 6`} resetKey={reset} onComplete={onComplete} />
  );
  rendered = await renderWithCss(element(resetKey));
  const boxes = () => [...rendered!.container.querySelectorAll('input')];
  const values = () => boxes().map((box) => box.value).join('|');
  return { onComplete, boxes, values, reset: (next: unknown) => rendered!.rerender(element(next)) };
}

async function type(box: HTMLInputElement, value: string) {
  box.value = value;
  await fire(box, new Event('input', { bubbles: true }));
}

function pasteEvent(text: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: { getData: (type: string) => (type === 'text' ? text : '') } });
  return event;
}

describe('OtpField', () => {
  it('renders six labelled numeric boxes in a group, the first for one-time-code autofill', async () => {
    const { boxes } = await renderField();
    const group = rendered!.container.querySelector('[role=group]')!;
    expect(group.getAttribute('aria-label')).toBe('One-time passcode');
    expect(boxes()).toHaveLength(6);
    expect(boxes().map((box) => box.getAttribute('aria-label'))).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Digit ${n} of 6`));
    expect(boxes().every((box) => box.getAttribute('inputmode') === 'numeric')).toBe(true);
    expect(boxes()[0]!.getAttribute('autocomplete')).toBe('one-time-code');
    expect(group.className).not.toBe('');
  });

  it('accepts digits only', async () => {
    const { boxes, values, onComplete } = await renderField();
    await type(boxes()[0]!, 'a');
    await type(boxes()[0]!, ' ');
    await type(boxes()[0]!, '-');
    expect(values()).toBe('|||||');
    await type(boxes()[0]!, '7');
    expect(values()).toBe('7|||||');
    expect(document.activeElement).toBe(boxes()[1]);
    await type(boxes()[1]!, 'x');
    expect(values()).toBe('7|||||');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('typing the sixth digit submits the code once', async () => {
    const { boxes, onComplete } = await renderField();
    for (const [index, digit] of [...'40512'].entries()) await type(boxes()[index]!, digit);
    expect(onComplete).not.toHaveBeenCalled();
    await type(boxes()[5]!, '9');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('405129');
  });

  it('a paste fills every box and submits the six digits once', async () => {
    const { boxes, values, onComplete } = await renderField();
    const event = pasteEvent(' 12-34 56 ');
    await fire(boxes()[0]!, event);
    expect(event.defaultPrevented).toBe(true);
    expect(values()).toBe('1|2|3|4|5|6');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(document.activeElement).toBe(boxes()[5]);
  });

  it('takes Arabic-Indic, Persian and full-width digits as their ASCII digits (issue 14)', async () => {
    const { boxes, values, onComplete } = await renderField();
    await fire(boxes()[0]!, pasteEvent('١٢۳۴５６'));
    expect(values()).toBe('1|2|3|4|5|6');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('a paste into a later box fills from there and drops what does not fit', async () => {
    const { boxes, values, onComplete } = await renderField();
    await fire(boxes()[3]!, pasteEvent('98765'));
    expect(values()).toBe('|||9|8|7');
    expect(onComplete).not.toHaveBeenCalled();
    await fire(boxes()[0]!, pasteEvent('123'));
    expect(onComplete).toHaveBeenCalledWith('123987');
  });

  it('a paste with no digits changes nothing', async () => {
    const { boxes, values, onComplete } = await renderField();
    await fire(boxes()[0]!, pasteEvent('<img src=x onerror=alert()>'));
    expect(values()).toBe('|||||');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('Backspace in an empty box clears the previous one and moves there', async () => {
    const { boxes, values } = await renderField();
    await type(boxes()[0]!, '1');
    await type(boxes()[1]!, '2');
    expect(document.activeElement).toBe(boxes()[2]);
    const backspace = key('Backspace');
    await fire(boxes()[2]!, backspace);
    expect(backspace.defaultPrevented).toBe(true);
    expect(values()).toBe('1|||||');
    expect(document.activeElement).toBe(boxes()[1]);
    await fire(boxes()[1]!, key('Backspace'));
    expect(values()).toBe('|||||');
    expect(document.activeElement).toBe(boxes()[0]);
    const first = key('Backspace');
    await fire(boxes()[0]!, first);
    expect(first.defaultPrevented).toBe(false);
  });

  it('arrow keys move between boxes and stop at the ends', async () => {
    const { boxes } = await renderField();
    boxes()[2]!.focus();
    await fire(boxes()[2]!, key('ArrowRight'));
    expect(document.activeElement).toBe(boxes()[3]);
    await fire(boxes()[3]!, key('ArrowLeft'));
    expect(document.activeElement).toBe(boxes()[2]);
    boxes()[5]!.focus();
    await fire(boxes()[5]!, key('ArrowRight'));
    expect(document.activeElement).toBe(boxes()[5]);
  });

  it('leaves focus alone on first render (the widget moves it to the heading)', async () => {
    const outside = document.createElement('button');
    document.body.appendChild(outside);
    outside.focus();
    await renderField();
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('a new reset key empties the boxes and focuses the first', async () => {
    const { boxes, values, reset } = await renderField();
    await fire(boxes()[0]!, pasteEvent('111111'));
    await reset(1);
    expect(values()).toBe('|||||');
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it('a reset of boxes that take no code (a locked code) empties them but leaves focus where the screen put it', async () => {
    const element = (reset: number) => (
      <>
        <OtpField label="code" digitLabel={(n) => String(n)} resetKey={reset} disabled onComplete={() => {}} />
        <button type="button">Get a new code</button>
      </>
    );
    rendered = await renderWithCss(element(0));
    const way = rendered.container.querySelector('button')!;
    way.focus();
    await rendered.rerender(element(1));
    expect(document.activeElement).toBe(way);
  });

  it('the code can be entered again after a reset, and submits again', async () => {
    function Harness({ onComplete }: { onComplete(code: string): void }) {
      const [resetKey, setResetKey] = useState(0);
      return (
        <OtpField
          label="code"
          digitLabel={(n) => String(n)}
          resetKey={resetKey}
          onComplete={(code) => {
            onComplete(code);
            setResetKey((k) => k + 1);
          }}
        />
      );
    }
    const onComplete = vi.fn();
    rendered = await renderWithCss(<Harness onComplete={onComplete} />);
    const boxes = () => [...rendered!.container.querySelectorAll('input')];
    await fire(boxes()[0]!, pasteEvent('000000'));
    expect(boxes().map((box) => box.value).join('')).toBe('');
    await fire(boxes()[0]!, pasteEvent('654321'));
    expect(onComplete.mock.calls).toEqual([['000000'], ['654321']]);
  });
});
