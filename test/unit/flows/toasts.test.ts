import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToasts, MAX_TOASTS } from '../../../src/flows/toasts';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

const texts = (toasts: ReturnType<typeof createToasts>) => toasts.list.value.map((toast) => toast.message.text);

describe('toasts (docs/spec/product.md §9)', () => {
  it('keeps at most 20, dropping the oldest', () => {
    const toasts = createToasts();
    expect(MAX_TOASTS).toBe(20);
    for (let i = 1; i <= 25; i++) toasts.show({ text: `t${i}` });
    expect(toasts.list.value).toHaveLength(20);
    expect(texts(toasts)[0]).toBe('t6');
    expect(texts(toasts).at(-1)).toBe('t25');
    expect(new Set(toasts.list.value.map((toast) => toast.id)).size).toBe(20);
  });

  it.each([
    ['default', 4000],
    ['error', 4000],
    ['success', 2000],
  ] as const)('a %s toast is dismissed after %i ms', (variant, ms) => {
    const toasts = createToasts();
    toasts.show({ key: 'codeResent' }, variant);
    expect(toasts.list.value[0]).toMatchObject({ variant, message: { key: 'codeResent' } });
    vi.advanceTimersByTime(ms - 1);
    expect(toasts.list.value).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts.list.value).toHaveLength(0);
  });

  it('the default variant is default', () => {
    const toasts = createToasts();
    toasts.show({ text: 'x' });
    expect(toasts.list.value[0]!.variant).toBe('default');
  });

  it('each toast keeps its own timer', () => {
    const toasts = createToasts();
    toasts.show({ text: 'error' }, 'error');
    vi.advanceTimersByTime(1000);
    toasts.show({ text: 'success' }, 'success');
    vi.advanceTimersByTime(2000);
    expect(texts(toasts)).toEqual(['error']);
    vi.advanceTimersByTime(1000);
    expect(texts(toasts)).toEqual([]);
  });

  it('dismiss removes one toast at once and cancels its timer', () => {
    const toasts = createToasts();
    toasts.show({ text: 'a' });
    toasts.show({ text: 'b' });
    toasts.dismiss(toasts.list.value[0]!.id);
    expect(texts(toasts)).toEqual(['b']);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('dropped toasts do not leave timers behind; dispose clears the rest', () => {
    const toasts = createToasts();
    for (let i = 0; i < 30; i++) toasts.show({ text: `t${i}` });
    expect(vi.getTimerCount()).toBe(20);
    toasts.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a repeat of a toast that is up collapses into it: one toast, a count, a fresh dismiss time (issue 9)', () => {
    const toasts = createToasts();
    toasts.show({ key: 'codeResent' }, 'success');
    vi.advanceTimersByTime(1500);
    toasts.show({ key: 'codeResent' }, 'success');
    toasts.show({ key: 'codeResent' }, 'success');
    expect(toasts.list.value).toEqual([{ id: 1, variant: 'success', message: { key: 'codeResent' }, count: 3 }]);
    vi.advanceTimersByTime(1999);
    expect(toasts.list.value).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts.list.value).toEqual([]);
    // A different message, or the same text as another variant, is a toast of its own.
    toasts.show({ text: 'Unable to contact our servers.' }, 'error');
    toasts.show({ key: 'codeResent' }, 'success');
    toasts.show({ text: 'Unable to contact our servers.' }, 'default');
    expect(toasts.list.value.map((toast) => [toast.variant, toast.count])).toEqual([
      ['error', 1],
      ['success', 1],
      ['default', 1],
    ]);
    toasts.dispose();
  });
});
