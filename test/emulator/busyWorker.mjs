// A worker for workerPool.test.ts: spins for `ms` milliseconds and echoes `value`; 'crash' throws.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', ({ value, ms }) => {
  if (value === 'crash') throw new Error('crashed on purpose');
  const end = Date.now() + ms;
  while (Date.now() < end);
  parentPort.postMessage({ value, thread: process.pid });
});
