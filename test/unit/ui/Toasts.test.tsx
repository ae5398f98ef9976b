import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts, type ToastView } from '../../../src/ui/Toasts';
import { fire, renderWithCss, type Rendered } from '../../support/render';

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

const draw = (toasts: ToastView[], onDismiss = (_id: number) => {}) => (
  <Toasts toasts={toasts} dismissLabel="Dismiss" onDismiss={onDismiss}>
    <button type="button">Resend code</button>
  </Toasts>
);
const line = () => rendered!.container.querySelector('.aw-toast-place > div:first-child')!;
const toast = { id: 1, variant: 'success', text: 'Code resent' } as const;
const shown = () => [...rendered!.container.querySelectorAll('[part=toast]')].map((toast) => toast.querySelector('span')!.textContent);

describe('Toasts (issue 9: one toast at a time; issue 37: in place of the line it answers, no room held)', () => {
  it('holds no room for a toast that is not there: no min-height in its styles (it was 42 px)', async () => {
    rendered = await renderWithCss(draw([]));
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(css).toContain('.aw-toast-place{display:grid;}');
    expect(css).not.toMatch(/aw-toasts\{min-height/);
  });

  it('hides the line it answers while a toast stands in its place, and shows it again after', async () => {
    rendered = await renderWithCss(draw([]));
    expect(line().hasAttribute('data-covered')).toBe(false);
    expect(line().textContent).toBe('Resend code');
    await rendered.rerender(draw([toast]));
    expect(line().hasAttribute('data-covered')).toBe(true);
    await rendered.rerender(draw([]));
    expect(line().hasAttribute('data-covered')).toBe(false);
  });

  it("moves a focus on the hidden line to the toast's dismiss button, and back to the line when the toast goes", async () => {
    rendered = await renderWithCss(draw([]));
    const resend = line().querySelector('button')!;
    resend.focus();
    await rendered.rerender(draw([toast]));
    expect(document.activeElement).toBe(rendered.container.querySelector('[part=toast] button'));
    await rendered.rerender(draw([]));
    expect(document.activeElement).toBe(resend);
  });

  it('leaves a focus elsewhere alone, and takes none when it mounts', async () => {
    const outside = document.body.appendChild(document.createElement('input'));
    outside.focus();
    rendered = await renderWithCss(draw([]));
    await rendered.rerender(draw([toast]));
    await rendered.rerender(draw([]));
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('is an empty polite status region before any toast, so the first toast is announced', async () => {
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
