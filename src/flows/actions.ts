import type { Signal } from '@preact/signals';
import type { UiMessage } from './messages';

/**
 * One action at a time: a second one while `busy` is ignored; the last error is cleared as an
 * action starts, and what it throws goes to `fail` (which shows and reports it).
 */
export function actionRunner(busy: Signal<boolean>, error: Signal<UiMessage | null>, fail: (reason: unknown) => void) {
  return async (action: () => Promise<void>): Promise<void> => {
    if (busy.value) return;
    busy.value = true;
    error.value = null;
    try {
      await action();
    } catch (reason) {
      fail(reason);
    } finally {
      busy.value = false;
    }
  };
}
