// The client handle's widget binding (boundTo): made once the page has painted, not in the
// person's first Enter, and made only once (issue 8, npm run bench: Enter at once).
import { describe, expect, it, vi } from 'vitest';
import type { AuthClient } from '../../../src/session/authClient';
import { boundTo, createClientHandle } from '../../../src/session/clientHandle';
import { afterFirstPaint } from '../../../src/loading/schedule';

/** A handle whose loaded client counts its bindings. */
function handleWithClient(load: () => Promise<void> = async () => undefined) {
  const scoped = vi.fn((signal: AbortSignal) => ({ call: vi.fn(), api: { signal } }));
  const loadClient = vi.fn(async () => {
    await load();
    return () => ({ scoped, telemetry: { log: () => undefined } }) as unknown as AuthClient;
  });
  const handle = createClientHandle({ publicToken: 'public-token-test-bound' }, loadClient, 'test');
  return { handle, scoped, loadClient };
}

const settled = () => new Promise((resolve) => setTimeout(resolve));

describe('boundTo', () => {
  it('binds the client once the page has painted, without waiting for a first call', async () => {
    const { handle, scoped } = handleWithClient();
    const signal = new AbortController().signal;
    const bound = boundTo(handle, signal);
    expect(scoped).not.toHaveBeenCalled();
    await afterFirstPaint();
    await settled();
    expect(scoped).toHaveBeenCalledTimes(1);
    expect(scoped).toHaveBeenCalledWith(signal);
    const [first, second] = await Promise.all([bound.ready(), bound.ready()]);
    expect(first).toBe(second);
    expect(scoped).toHaveBeenCalledTimes(1);
  });

  it('a client that fails to load is asked for again at the next call, and the early binding reports nothing', async () => {
    let fail = true;
    const { handle, scoped, loadClient } = handleWithClient(async () => {
      if (fail) throw new Error('network');
    });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const bound = boundTo(handle, new AbortController().signal);
      await afterFirstPaint();
      await settled();
      expect(scoped).not.toHaveBeenCalled();
      fail = false;
      await bound.ready();
      expect(scoped).toHaveBeenCalledTimes(1);
      expect(loadClient.mock.calls.length).toBeGreaterThanOrEqual(2);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
