// The writer behind --data (persistence.ts): one write at a time, changes that come during a write
// share the next one, nobody is answered before the write holding their change is done, an
// unchanged state is not written, and a failed write is an error answer, retried by the next.
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../emulator/app';
import { createFakeClock } from '../../emulator/store/clock';
import { DataWriter, writeFileDurably } from '../../emulator/store/persistence';
import { parseSnapshot } from '../../emulator/store/snapshotCheck';

interface PendingWrite {
  text: string;
  finish(error?: Error): void;
}

function setUp() {
  const emulator = createEmulator({ clock: createFakeClock() });
  const writes: PendingWrite[] = [];
  const write = (_path: string, text: string) =>
    new Promise<void>((resolve, reject) => writes.push({ text, finish: (error) => (error ? reject(error) : resolve()) }));
  const writer = new DataWriter('data.json', () => ({ store: emulator.store, outbox: emulator.outbox, clock: emulator.clock, project: emulator.project }), { write });
  const send = (recipient: string) => emulator.outbox.send({ channel: 'email', recipient, subject: 's', text: 't', rendered_locale: 'en', sent_at: '2026-01-01T00:00:00.000Z' });
  const recipientsIn = (text: string) => parseSnapshot(text, 'w').outbox!.messages.map((m) => m.recipient);
  return { writer, writes, send, recipientsIn };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
/** Whether `promise` has settled by now. */
async function isDone(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true), () => (done = true));
  await settle();
  return done;
}

describe('DataWriter', () => {
  it('writes one at a time, and changes made during a write share the next one', async () => {
    const { writer, writes, send, recipientsIn } = setUp();
    send('a@example.com');
    const first = writer.flush();
    await settle();
    expect(writes).toHaveLength(1);
    send('b@example.com');
    const second = writer.flush();
    send('c@example.com');
    const third = writer.flush();
    await settle();
    expect(writes).toHaveLength(1); // no second write while the first is under way
    expect(await isDone(first)).toBe(false);

    writes[0]!.finish();
    expect(await isDone(first)).toBe(true);
    expect(await isDone(second)).toBe(false); // its change is not in the first write
    expect(writes).toHaveLength(2);
    expect(recipientsIn(writes[0]!.text)).toEqual(['a@example.com']);
    expect(recipientsIn(writes[1]!.text)).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);

    writes[1]!.finish();
    expect(await isDone(second)).toBe(true);
    expect(await isDone(third)).toBe(true);
    expect(writes).toHaveLength(2);
  });

  it('does not write an unchanged state again', async () => {
    const { writer, writes, send } = setUp();
    send('a@example.com');
    const first = writer.flush();
    await settle();
    writes[0]!.finish();
    await first;
    await writer.flush();
    await writer.flush();
    expect(writes).toHaveLength(1);
  });

  it('answers a 500 that says the change is not saved when the write fails, and writes again on the next change', async () => {
    const { writer, writes, send } = setUp();
    send('a@example.com');
    const answer = writer.answerAfterSaving(new Response('{"ok":true}', { headers: { 'access-control-allow-origin': 'http://localhost:3000' } }));
    await settle();
    const consoleError = console.error;
    console.error = () => {};
    writes[0]!.finish(new Error('ENOSPC: no space left on device'));
    const res = await answer;
    console.error = consoleError;
    expect(res.status).toBe(500);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const body = await res.json();
    expect(body.error_type).toBe('internal_server_error');
    expect(body.error_message).toMatch(/could not be saved to data.json \(ENOSPC: no space left on device\); it is lost on restart/);

    const retry = writer.flush();
    await settle();
    expect(writes).toHaveLength(2);
    writes[1]!.finish();
    await retry;
  });
});

describe('writeFileDurably', () => {
  it('replaces the file whole, readable only by its owner, leaving no temp file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'durable-'));
    const path = join(dir, 'data.json');
    await writeFileDurably(path, 'one');
    await writeFileDurably(path, 'two');
    expect(readFileSync(path, 'utf8')).toBe('two');
    expect(readdirSync(dir)).toEqual(['data.json']);
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });
});
