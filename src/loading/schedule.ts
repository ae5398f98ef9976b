// Where deferred work runs. First paint and the user's Enter come first; everything the page can
// do later is spread over tasks of its own so none grows long (docs/performance.md).

type IdleGlobal = { requestIdleCallback?: (task: () => void, options?: { timeout: number }) => number };

/** Runs `task` when the page is idle, and within `timeout` ms at the latest. */
export function whenIdle(task: () => void, timeout = 1000): void {
  const idle = (globalThis as IdleGlobal).requestIdleCallback;
  if (idle) idle(task, { timeout });
  else setTimeout(task);
}

let painted: Promise<void> | undefined;

/**
 * Resolves in a task after the page's next frame, whatever was drawn in it. A hidden page
 * produces no frames, so there it resolves in the next task.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise<void>((resolve) => {
    const frame = globalThis.requestAnimationFrame;
    const hidden = typeof document === 'object' && document.visibilityState === 'hidden';
    // The callback runs before the frame is drawn; the task it queues, after.
    if (frame && !hidden) frame(() => setTimeout(resolve));
    else setTimeout(resolve);
  });
}

let holds = 0;
let released: (() => void) | undefined;

/**
 * Once per page, in a task after its first frame or, while a widget mounted by then has not drawn
 * its first screen (a page whose Main waits for its groups or its language), after that widget's
 * frame: what starts then (the network client, telemetry) would otherwise hold the widget back.
 */
export function afterFirstPaint(): Promise<void> {
  return (painted ??= afterNextPaint().then(() => (holds ? new Promise<void>((resolve) => (released = resolve)) : undefined)));
}

/** A mounting widget holds afterFirstPaint back; the function returned lets go (its first screen has painted, or it was removed). */
export function holdFirstPaint(): () => void {
  holds++;
  let held = true;
  return () => {
    if (held && !--holds) released?.();
    held = false;
  };
}
