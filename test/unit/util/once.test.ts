import { describe, expect, it, vi } from 'vitest';
import { retryingOnce } from '../../../src/util/once';

describe('retryingOnce', () => {
  it('makes the promise once and shares it, until it fails; a failure is made again at the next call', async () => {
    let fail = true;
    const make = vi.fn(async () => {
      if (fail) throw new Error('flaky');
      return 'made';
    });
    const get = retryingOnce(make);
    await expect(get()).rejects.toThrow('flaky');
    fail = false;
    const [first, second] = await Promise.all([get(), get()]);
    expect([first, second]).toEqual(['made', 'made']);
    expect(await get()).toBe('made');
    expect(make).toHaveBeenCalledTimes(2);
  });
});
