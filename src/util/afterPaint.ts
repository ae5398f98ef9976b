/**
 * Runs `task` in a task of its own once the next frame has painted, so work that first paint does
 * not need (a storage read) never delays it. A hidden page paints no frames: a timer stands in.
 */
export function afterPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  globalThis.requestAnimationFrame?.(() => setTimeout(run));
  setTimeout(run, 100);
}
