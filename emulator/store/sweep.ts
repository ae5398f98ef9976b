// Expired sessions, codes, links and challenges are dropped on the emulator's clock (issue 15),
// a bounded batch per request: each table keeps a cursor that walks it a few entries at a time
// and starts over at its end. No timer, which would keep the process alive and run on real time
// rather than the emulator's; memory stays flat under repeated sign-ins as long as requests come.
import type { Store } from './store';

interface Expiring {
  expires_at: number;
}

interface Table {
  records: Map<string, Expiring>;
  drop(key: string, record: Expiring): void;
}

/** Entries looked at per table per request: a sign-in adds one or two records over 2-3 requests. */
export const SWEEP_BATCH = 32;
/**
 * A record is swept only this long after it expired: until then the routes still find it and say
 * "expired" rather than "unknown", and a test that moves the clock back a little finds it valid.
 */
export const SWEEP_GRACE_MS = 60 * 60_000;

export class ExpirySweeper {
  private cursors = new Map<Table, Iterator<[string, Expiring]>>();

  constructor(private readonly tables: Table[], private readonly batch = SWEEP_BATCH) {}

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

/** Every table of `store` whose records expire. */
export function expiringTables(store: Store): Table[] {
  const plain = [
    store.magicLinks, store.otps, store.passwordResets, store.webauthnChallenges, store.oauthStates, store.oauthTokens,
    store.oneTapCallbacks, store.cryptoWalletChallenges, store.authorizationCodes, store.oidcAccessTokens, store.oidcRefreshTokens,
    store.rotatedRefreshTokens, store.impersonationTokens,
  ] as Map<string, Expiring>[];
  return [
    { records: store.sessions, drop: (_, session) => store.deleteSession(session as never) },
    ...plain.map((records) => ({ records, drop: (key: string) => records.delete(key) })),
  ];
}
