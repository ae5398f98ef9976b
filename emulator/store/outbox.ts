// What the emulator "sent". Tests and people read links and codes here (docs/architecture.md guideline 12),
// through GET /__emulator/outbox and the /outbox page, never by reaching into the store.
import type { OutboxMessage } from '../../src/contract/index';
import { canonicalEmail } from '../../src/contract/email';
import { newId } from '../crypto/tokens';

/** Oldest messages are dropped beyond this by default (project config outbox_max_messages). */
export const MAX_OUTBOX_MESSAGES = 1000;

export interface OutboxFilter {
  recipient?: string | undefined;
  channel?: string | undefined;
}

export class Outbox {
  private messages: OutboxMessage[] = [];
  /** Messages dropped for room since start or the last clear: a test that lost codes is told so (issue 15). */
  private droppedCount = 0;

  /** `maxMessages` is read at each send and list, so a project change applies at once. */
  constructor(private readonly maxMessages: () => number = () => MAX_OUTBOX_MESSAGES) {}

  send(message: Omit<OutboxMessage, 'id'>): OutboxMessage {
    const stored: OutboxMessage = { id: newId('message'), ...message };
    this.messages.push(stored);
    this.trim();
    return stored;
  }

  get dropped(): number {
    this.trim();
    return this.droppedCount;
  }

  get limit(): number {
    return this.maxMessages();
  }

  private trim(): void {
    const excess = this.messages.length - this.maxMessages();
    if (excess <= 0) return;
    this.messages.splice(0, excess);
    this.droppedCount += excess;
  }

  /** Oldest first; copies, so callers cannot edit what was sent. */
  list(filter: OutboxFilter = {}): OutboxMessage[] {
    this.trim();
    // Any spelling of a mailbox finds its messages; a phone number has no @ and is left as it is.
    const recipient = filter.recipient === undefined ? undefined : canonicalEmail(filter.recipient);
    return this.messages
      .filter((m) => recipient === undefined || canonicalEmail(m.recipient) === recipient)
      .filter((m) => filter.channel === undefined || m.channel === filter.channel)
      .map((m) => ({ ...m }));
  }

  /** The newest message to `recipient`, if any: what a test usually wants. */
  latest(recipient: string): OutboxMessage | undefined {
    return this.list({ recipient }).at(-1);
  }

  /** Puts back messages saved by snapshot.ts, and the count of those dropped before them. */
  restore(messages: OutboxMessage[], dropped: number): void {
    this.messages = messages.map((m) => ({ ...m }));
    this.droppedCount = dropped;
    this.trim();
  }

  clear(): void {
    this.messages = [];
    this.droppedCount = 0;
  }
}
