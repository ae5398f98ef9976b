// A small pool of worker threads for CPU-heavy work (today only zxcvbn, strength.ts), so that
// the event loop keeps answering other requests meanwhile. Workers start on first use, one at a
// time up to `size`; an idle worker is unref'd, so the pool never keeps a process alive; the
// queue is bounded, and a task beyond it is refused at once instead of waiting for minutes.
import { Worker } from 'node:worker_threads';

export interface WorkerPoolOptions {
  /** The most workers running at once (at least 1). */
  size: number;
  /** The most tasks waiting for a worker; one more is refused with `whenFull()`. */
  maxQueued: number;
  /** The error a task beyond the queue rejects with. */
  whenFull: () => Error;
}

export interface WorkerPool<In, Out> {
  /** Posts `input` to a free worker and resolves with its one reply. */
  run(input: In): Promise<Out>;
  /** Waits for every accepted task, then terminates the workers; a later run() starts new ones. */
  close(): Promise<void>;
  /** Workers running now (for tests). */
  readonly workers: number;
}

interface Task<In, Out> {
  input: In;
  resolve(out: Out): void;
  reject(err: unknown): void;
}

interface Slot<In, Out> {
  worker: Worker;
  task: Task<In, Out> | null;
}

/** `file` is a plain .mjs path: it must load without the TypeScript hooks of the parent thread. */
export function createWorkerPool<In, Out>(file: string, options: WorkerPoolOptions): WorkerPool<In, Out> {
  const size = Math.max(1, Math.floor(options.size));
  const slots: Slot<In, Out>[] = [];
  const queue: Task<In, Out>[] = [];
  const pending = new Set<Promise<unknown>>();

  function spawn(): Slot<In, Out> {
    // execArgv: [] so the worker does not re-run the parent's loaders (tsx, Playwright's).
    const slot: Slot<In, Out> = { worker: new Worker(file, { execArgv: [] }), task: null };
    slot.worker.on('message', (out: Out) => {
      const task = slot.task;
      slot.task = null;
      task?.resolve(out);
      dispatch();
    });
    // A crash fails only the task it was running; the next task gets a fresh worker.
    const fail = (err: unknown) => {
      const at = slots.indexOf(slot);
      if (at === -1) return; // terminated on purpose by close()
      slots.splice(at, 1);
      const task = slot.task;
      slot.task = null;
      void slot.worker.terminate();
      task?.reject(err);
      dispatch();
    };
    slot.worker.on('error', fail);
    slot.worker.on('exit', (code) => fail(new Error(`worker ${file} exited with code ${code}`)));
    slots.push(slot);
    return slot;
  }

  function dispatch(): void {
    while (queue.length > 0) {
      const slot = slots.find((s) => s.task === null) ?? (slots.length < size ? spawn() : null);
      if (!slot) break;
      const task = queue.shift()!;
      slot.task = task;
      slot.worker.ref(); // a task in flight keeps the process alive, as an open socket would
      slot.worker.postMessage(task.input);
    }
    for (const slot of slots) if (slot.task === null) slot.worker.unref();
  }

  return {
    run(input) {
      if (queue.length >= options.maxQueued) return Promise.reject(options.whenFull());
      const done = new Promise<Out>((resolve, reject) => queue.push({ input, resolve, reject }));
      const settled: Promise<unknown> = done.then(
        () => pending.delete(settled),
        () => pending.delete(settled),
      );
      pending.add(settled);
      dispatch();
      return done;
    },
    async close() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
      await Promise.all(slots.splice(0).map((s) => s.worker.terminate()));
    },
    get workers() {
      return slots.length;
    },
  };
}
