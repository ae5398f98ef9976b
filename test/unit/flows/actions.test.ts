import { signal } from '@preact/signals';
import { describe, expect, it, vi } from 'vitest';
import { actionRunner } from '../../../src/flows/actions';
import type { UiMessage } from '../../../src/flows/messages';

describe('actionRunner', () => {
  it('runs one action at a time, clears the last error as it starts and hands what it throws to fail', async () => {
    const busy = signal(false);
    const error = signal<UiMessage | null>({ key: 'somethingWrong' });
    const fail = vi.fn();
    const run = actionRunner(busy, error, fail);
    let finish: () => void = () => undefined;
    const first = run(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(busy.value).toBe(true);
    expect(error.value).toBeNull();
    const second = vi.fn(async () => undefined);
    await run(second);
    expect(second).not.toHaveBeenCalled();
    finish();
    await first;
    expect(busy.value).toBe(false);

    const reason = new Error('offline');
    await run(async () => {
      throw reason;
    });
    expect(fail).toHaveBeenCalledWith(reason);
    expect(busy.value).toBe(false);
  });
});
