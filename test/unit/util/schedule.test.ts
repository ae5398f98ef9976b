import { afterEach, describe, expect, it, vi } from 'vitest';

const fresh = async () => {
  vi.resetModules();
  return import('../../../src/util/schedule');
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('afterFirstPaint', () => {
  it('resolves in a task after the next animation frame, once per page', async () => {
    vi.useFakeTimers();
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const { afterFirstPaint } = await fresh();
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
  it("holds afterFirstPaint past the page's first frame until every widget mounted by then lets go", async () => {
    vi.useFakeTimers();
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const { afterFirstPaint, holdFirstPaint } = await fresh();
    const first = holdFirstPaint();
    const second = holdFirstPaint();
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    frames.shift()!();
    await vi.runAllTimersAsync();
    expect(done).toBe(false);
    first();
    first();
    await vi.runAllTimersAsync();
    expect(done).toBe(false);
    second();
    await vi.runAllTimersAsync();
    expect(done).toBe(true);
  });

  it('a hold let go before the first frame, or taken after afterFirstPaint has resolved, changes nothing', async () => {
    vi.useFakeTimers();
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const { afterFirstPaint, holdFirstPaint } = await fresh();
    holdFirstPaint()();
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    frames.shift()!();
    await vi.runAllTimersAsync();
    expect(done).toBe(true);
    holdFirstPaint();
    let again = false;
    void afterFirstPaint().then(() => (again = true));
    await vi.runAllTimersAsync();
    expect(again).toBe(true);
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
