// Expired sessions, codes, links and challenges are dropped on the emulator's clock (issue 15),
// a bounded batch per request: each table keeps a cursor that walks it a few entries at a time
// and starts over at its end. No timer, which would keep the process alive and run on real time
// rather than the emulator's; memory stays flat under repeated sign-ins as long as requests come.
// The tables to walk are handed in (store.ts names them), so this file knows no table.
import { MINUTE_MS } from './clock';

interface Expiring {
  expires_at: number;
}

/** One table the sweeper walks, and how a record of it is dropped (with whatever indexes it is in). */
export interface ExpiringTable {
  records: Map<string, Expiring>;
  drop(key: string, record: Expiring): void;
}

/** Entries looked at per table per request: a sign-in adds one or two records over 2-3 requests. */
export const SWEEP_BATCH = 32;
/**
 * A record is swept only this long after it expired: until then the routes still find it and say
 * "expired" rather than "unknown", and a test that moves the clock back a little finds it valid.
 */
export const SWEEP_GRACE_MS = 60 * MINUTE_MS;

export class ExpirySweeper {
  private cursors = new Map<ExpiringTable, Iterator<[string, Expiring]>>();

  constructor(private readonly tables: ExpiringTable[], private readonly batch = SWEEP_BATCH) {}

  step(now: number): void {
    for (const table of this.tables) {
      const cursor = this.cursors.get(table) ?? table.records.entries();
      this.cursors.set(table, cursor);
      for (let i = 0; i < this.batch; i++) {
        const next = cursor.next();
        if (next.done) {
          this.cursors.delete(table); // the next request starts the next round
          break;
        }
        if (next.value[1].expires_at + SWEEP_GRACE_MS <= now) table.drop(next.value[0], next.value[1]);
      }
    }
  }

  /** After a reset: the cleared tables are walked from their start. */
  restart(): void {
    this.cursors = new Map();
  }
}
