import { signal } from '@preact/signals';
import type { UiMessage } from './messages';

export const MAX_TOASTS = 20;
export const TOAST_MS = 4000;
export const SUCCESS_TOAST_MS = 2000;

export interface Toast {
  id: number;
  variant: 'default' | 'success' | 'error';
  message: UiMessage;
  /** How many times this message was shown while it stayed up: repeats collapse into one toast. */
  count: number;
}

/**
 * Toasts: at most 20 kept, dismissed after 4 s (default, error) or 2 s (success). A message shown
 * again while its toast is up counts on that toast and restarts its time (issue 9: quick resends
 * no longer stack).
 */
export function createToasts() {
  const list = signal<Toast[]>([]);
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let nextId = 1;

  const dismiss = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    list.value = list.value.filter((toast) => toast.id !== id);
  };

  return {
    list,
    show(message: UiMessage, variant: Toast['variant'] = 'default') {
      const same = list.value.find((toast) => toast.variant === variant && toast.message.key === message.key && toast.message.text === message.text);
      const id = same?.id ?? nextId++;
      clearTimeout(timers.get(id));
      const kept = [...list.value.filter((toast) => toast !== same), { id, variant, message, count: (same?.count ?? 0) + 1 }];
      for (const dropped of kept.slice(0, Math.max(0, kept.length - MAX_TOASTS))) dismiss(dropped.id);
      list.value = kept.slice(-MAX_TOASTS);
      timers.set(id, setTimeout(() => dismiss(id), variant === 'success' ? SUCCESS_TOAST_MS : TOAST_MS));
    },
    dismiss,
    dispose() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
export type Toasts = ReturnType<typeof createToasts>;
