import { afterEach, describe, expect, it, vi } from 'vitest';

const fresh = async () => {
  vi.resetModules();
  return import('../../../src/loading/schedule');
};

/** The module with fake timers and animation frames that run when the test says (`frames.shift()!()`). */
const withFrames = async () => {
  vi.useFakeTimers();
  const frames: (() => void)[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  return { frames, ...(await fresh()) };
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('afterFirstPaint', () => {
  it('resolves in a task after the next animation frame, once per page', async () => {
    const { frames, afterFirstPaint } = await withFrames();
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    await vi.runAllTimersAsync();
    expect(done).toBe(false);
    frames.shift()!();
    expect(done).toBe(false);
    await vi.runAllTimersAsync();
    expect(done).toBe(true);
    expect(afterFirstPaint()).toBe(afterFirstPaint());
    expect(frames).toHaveLength(0);
  });

  it('does not wait for a frame in a hidden page, which draws none', async () => {
    vi.useFakeTimers();
    const frame = vi.fn();
    vi.stubGlobal('requestAnimationFrame', frame);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { afterFirstPaint } = await fresh();
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    await vi.runAllTimersAsync();
    expect(done).toBe(true);
    expect(frame).not.toHaveBeenCalled();
  });
});

describe('holdFirstPaint', () => {
  /** Whether a promise has resolved yet. */
  const tracked = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };

  it("holds afterFirstPaint past the page's first frame until every widget mounted by then lets go", async () => {
    const { frames, afterFirstPaint, holdFirstPaint } = await withFrames();
    const [first, second] = [holdFirstPaint(), holdFirstPaint()];
    const painted = tracked(afterFirstPaint());
    frames.shift()!();
    await vi.runAllTimersAsync();
    expect(painted()).toBe(false);
    first();
    first();
    await vi.runAllTimersAsync();
    expect(painted()).toBe(false);
    second();
    await vi.runAllTimersAsync();
    expect(painted()).toBe(true);
  });

  it('a hold let go before the first frame, or taken after afterFirstPaint has resolved, changes nothing', async () => {
    const { frames, afterFirstPaint, holdFirstPaint } = await withFrames();
    holdFirstPaint()();
    const painted = tracked(afterFirstPaint());
    frames.shift()!();
    await vi.runAllTimersAsync();
    expect(painted()).toBe(true);
    holdFirstPaint();
    const again = tracked(afterFirstPaint());
    await vi.runAllTimersAsync();
    expect(again()).toBe(true);
  });
});

describe('whenIdle', () => {
  it('uses requestIdleCallback with a deadline, or a task where there is none', async () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    const { whenIdle } = await fresh();
    const task = () => undefined;
    whenIdle(task, 500);
    expect(idle).toHaveBeenCalledWith(task, { timeout: 500 });

    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const later = vi.fn();
    whenIdle(later);
    expect(later).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(later).toHaveBeenCalledTimes(1);
  });
});
