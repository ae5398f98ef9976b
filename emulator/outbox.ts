// What the emulator "sent". Tests and people read links and codes here (STYLE.md rule 12),
// through GET /__emulator/outbox and the /outbox page, never by reaching into the store.
import type { OutboxMessage } from '../src/api/contract';
import { newId } from './tokens';

/** Oldest messages are dropped beyond this. */
export const MAX_OUTBOX_MESSAGES = 1000;

export interface OutboxFilter {
  recipient?: string | undefined;
  channel?: string | undefined;
}

export class Outbox {
  private messages: OutboxMessage[] = [];

  send(message: Omit<OutboxMessage, 'id'>): OutboxMessage {
    const stored: OutboxMessage = { id: newId('message'), ...message };
    this.messages.push(stored);
    if (this.messages.length > MAX_OUTBOX_MESSAGES) this.messages.shift();
    return stored;
  }

  /** Oldest first; copies, so callers cannot edit what was sent. */
  list(filter: OutboxFilter = {}): OutboxMessage[] {
    const recipient = filter.recipient?.toLowerCase();
    return this.messages
      .filter((m) => recipient === undefined || m.recipient.toLowerCase() === recipient)
      .filter((m) => filter.channel === undefined || m.channel === filter.channel)
      .map((m) => ({ ...m }));
  }

  /** The newest message to `recipient`, if any: what a test usually wants. */
  latest(recipient: string): OutboxMessage | undefined {
    return this.list({ recipient }).at(-1);
  }

  clear(): void {
    this.messages = [];
  }
}
