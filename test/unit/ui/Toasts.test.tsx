import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts, type ToastView } from '../../../src/ui/Toasts';
import { fire, renderWithCss, type Rendered } from '../../support/render';

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

const draw = (toasts: ToastView[], onDismiss = (_id: number) => {}) => <Toasts toasts={toasts} dismissLabel="Dismiss" onDismiss={onDismiss} />;
const shown = () => [...rendered!.container.querySelectorAll('[part=toast]')].map((toast) => toast.querySelector('span')!.textContent);

describe('Toasts (issue 9: one toast at a time, in a slot held from the first render)', () => {
  it('is an empty polite status region before any toast, so the screen holds its room and the first toast is announced', async () => {
    rendered = await renderWithCss(draw([]));
    const slot = rendered.container.querySelector('[part=toasts]')!;
    expect(slot.getAttribute('role')).toBe('status');
    expect(slot.getAttribute('aria-live')).toBe('polite');
    expect(shown()).toEqual([]);
  });

  it('shows the newest toast only, a repeat once with its count', async () => {
    rendered = await renderWithCss(
      draw([
        { id: 1, variant: 'error', text: 'Unable to contact our servers.', count: 1 },
        { id: 2, variant: 'success', text: 'Code resent', count: 3 },
      ]),
    );
    expect(shown()).toEqual(['Code resent (3)']);
    expect(rendered.container.querySelector('[part=toast]')!.getAttribute('data-variant')).toBe('success');
    await rendered.rerender(draw([{ id: 1, variant: 'error', text: 'Unable to contact our servers.', count: 1 }]));
    expect(shown()).toEqual(['Unable to contact our servers.']);
  });

  it('its dismiss button carries its label and dismisses the toast shown', async () => {
    const onDismiss = vi.fn();
    rendered = await renderWithCss(
      draw(
        [
          { id: 4, variant: 'default', text: 'a' },
          { id: 7, variant: 'default', text: 'b' },
        ],
        onDismiss,
      ),
    );
    const dismiss = rendered.container.querySelector('[part=toast] button')!;
    expect(dismiss.getAttribute('aria-label')).toBe('Dismiss');
    await fire(dismiss, new MouseEvent('click', { bubbles: true }));
    expect(onDismiss).toHaveBeenCalledWith(7);
  });
});
