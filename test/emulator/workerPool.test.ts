// The worker pool behind the strength check: bounded, crash-contained, and closable.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createWorkerPool } from '../../emulator/strength/workerPool';

const BUSY = join(dirname(fileURLToPath(import.meta.url)), 'busyWorker.mjs');
type In = { value: string; ms: number };
type Out = { value: string };

function pool(size: number, maxQueued = 10) {
  return createWorkerPool<In, Out>(BUSY, { size, maxQueued, whenFull: () => new Error('full') });
}

describe('worker pool', () => {
  it('starts workers on demand, never more than its size, and answers every task', async () => {
    const p = pool(2);
    expect(p.workers).toBe(0);
    const out = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((value) => p.run({ value, ms: 20 })));
    expect(out.map((o) => o.value)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(p.workers).toBe(2);
    await p.close();
    expect(p.workers).toBe(0);
  });

  it('refuses a task beyond the queue at once', async () => {
    const p = pool(1, 2);
    const accepted = [p.run({ value: 'running', ms: 200 }), p.run({ value: 'q1', ms: 0 }), p.run({ value: 'q2', ms: 0 })];
    await expect(p.run({ value: 'one too many', ms: 0 })).rejects.toThrow('full');
    expect((await Promise.all(accepted)).map((o) => o.value)).toEqual(['running', 'q1', 'q2']);
    await p.close();
  });

  it('fails only the task whose worker crashed, and replaces the worker', async () => {
    const p = pool(1);
    const crashed = p.run({ value: 'crash', ms: 0 });
    const next = p.run({ value: 'after', ms: 0 });
    await expect(crashed).rejects.toThrow('crashed on purpose');
    expect((await next).value).toBe('after');
    await p.close();
  });

  it('close waits for accepted tasks, and a later task starts a new worker', async () => {
    const p = pool(1);
    const slow = p.run({ value: 'slow', ms: 100 });
    await p.close();
    expect((await slow).value).toBe('slow');
    expect(p.workers).toBe(0);
    expect((await p.run({ value: 'again', ms: 0 })).value).toBe('again');
    await p.close();
  });

  it('keeps the event loop free while the workers spin', async () => {
    const p = pool(1);
    const busy = p.run({ value: 'busy', ms: 400 });
    await new Promise((go) => setTimeout(go, 20)); // the worker has started spinning
    const t0 = performance.now();
    await new Promise((go) => setTimeout(go, 10));
    expect(performance.now() - t0).toBeLessThan(100);
    await busy;
    await p.close();
  });
});
