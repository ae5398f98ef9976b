// The session keeper in a page (S4, S6, S11, S12, S14, S15): storage events from other tabs, the
// refresh mark, and the page's own events, with fake timers and a fake refresh.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshedKey, type AuthState } from '../../../src/session/authState';
import type { SessionChange } from '../../../src/session/clientHandle';
import { createSessionKeeper } from '../../../src/session/sessionKeeper';
import { safeStorage, type SafeStorage } from '../../../src/util/storage';

const TOKEN = 'public-token-test-keeper';
const KEY = `auth_widget_state:${TOKEN}`;
const MARK = refreshedKey(TOKEN);
const START = Date.parse('2030-01-01T00:00:00Z');
const MINUTE = 60_000;

const session = (id = 'session-1', expiresAt = START + 600 * MINUTE): AuthState => ({
  user: { user_id: 'user-1' } as AuthState['user'],
  session: { session_id: id, expires_at: new Date(expiresAt).toISOString() } as AuthState['session'],
});

const keepers: AbortController[] = [];

/** A keeper in happy-dom's window; its refresh stores a new session and the mark, as the client does. */
function keep(options: { state?: AuthState | null; storage?: SafeStorage } = {}) {
  const storage = options.storage ?? safeStorage();
  let current: AuthState | null = options.state === undefined ? session() : options.state;
  const changes: [AuthState | null, SessionChange][] = [];
  const refreshes: number[] = [];
  // Listeners of earlier tests' keepers would see this test's events: give each its own window events.
  const events = new EventTarget();
  const controller = new AbortController();
  keepers.push(controller);
  const win = Object.assign(events, { navigator: window.navigator, document: window.document }) as unknown as Window;
  const keeper = createSessionKeeper({
    win,
    storage,
    publicToken: TOKEN,
    tabId: 'tab-1',
    timers: { now: () => Date.now(), set: (task, ms) => setTimeout(task, ms), clear: (handle) => clearTimeout(handle as number) },
    random: () => 0.5,
    current: () => current,
    adopt(next, change) {
      current = next;
      changes.push([next, change]);
      keeper.scheduler.sessionChanged();
    },
    signOut(reason) {
      current = null;
      changes.push([null, { type: 'signed_out', reason }]);
      keeper.scheduler.sessionChanged();
    },
    async refresh() {
      // In whole seconds: the storage lease takes 50 ms to settle before each refresh.
      refreshes.push(Math.round((Date.now() - START) / 1000) * 1000);
      current = session();
      storage.set(KEY, JSON.stringify(current));
      keeper.markRefreshed();
    },
  });
  keeper.listen();
  const fromOtherTab = (key: string | null, newValue: string | null) => events.dispatchEvent(new StorageEvent('storage', { key, newValue }));
  return { keeper, changes, refreshes, win: events, fromOtherTab, current: () => current };
}

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  localStorage.clear();
  // happy-dom has no Web Locks: the storage lease is what runs here, as in an old browser.
  expect((navigator as { locks?: unknown }).locks ?? undefined).toBeUndefined();
});
afterEach(() => {
  keepers.splice(0).forEach((controller) => controller.abort());
  vi.useRealTimers();
});

describe('storage events from other tabs (S14)', () => {
  it('garbage in our key changes nothing', () => {
    const tab = keep();
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((value) => JSON.stringify(value))), (raw) => {
        tab.fromOtherTab(KEY, raw);
        return tab.changes.length === 0 && tab.current()?.session.session_id === 'session-1';
      }),
    );
  });

  it.each([
    ['an expired session', JSON.stringify(session('session-2', START - 1))],
    ['a session without a user', JSON.stringify({ session: session().session })],
    ['a proto-polluting object', '{"__proto__":{"polluted":true},"user":{"user_id":"u"},"session":{"session_id":"s","expires_at":{}}}'],
  ])('ignores %s', (_, raw) => {
    const tab = keep();
    tab.fromOtherTab(KEY, raw);
    expect(tab.changes).toEqual([]);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it("another tab's sign-out (our key removed) signs out here", () => {
    const tab = keep();
    tab.fromOtherTab(KEY, null);
    expect(tab.changes).toEqual([[null, { type: 'signed_out', reason: 'another_tab' }]]);
    expect(tab.keeper.scheduler.state().armed).toBe(false);
  });

  it("another tab's sign-in and refresh are adopted, and say so", () => {
    const tab = keep({ state: null });
    tab.fromOtherTab(KEY, JSON.stringify(session('session-2')));
    tab.fromOtherTab(KEY, JSON.stringify(session('session-2', START + 700 * MINUTE)));
    expect(tab.changes.map(([state, change]) => [state?.session.session_id, change])).toEqual([
      ['session-2', { type: 'signed_in', fromAnotherTab: true }],
      ['session-2', { type: 'refreshed', fromAnotherTab: true }],
    ]);
  });

  it('other keys, and storage.clear() (key null), are ignored', () => {
    const tab = keep();
    tab.fromOtherTab('something_else', null);
    tab.fromOtherTab(null, null);
    expect(tab.changes).toEqual([]);
  });
});

describe('one refresh per period across tabs (S6)', () => {
  it("another tab's mark moves this tab's next refresh a period after it", async () => {
    localStorage.setItem(MARK, String(START));
    const tab = keep();
    tab.keeper.scheduler.start(null);
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    localStorage.setItem(MARK, String(Date.now()));
    tab.fromOtherTab(MARK, String(Date.now()));
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(tab.refreshes).toEqual([]);
    await vi.advanceTimersByTimeAsync(MINUTE + 100);
    expect(tab.refreshes).toEqual([5 * MINUTE]);
  });

  it.each([['tomorrow', String(START + 24 * 60 * MINUTE)], ['not a number', '"soon"'], ['garbage', '{']])(
    'a mark of %s is no mark: it cannot stop refreshes',
    async (_, raw) => {
      localStorage.setItem(MARK, raw);
      const tab = keep();
      tab.keeper.scheduler.start(null);
      await vi.advanceTimersByTimeAsync(1000);
      expect(tab.refreshes).toEqual([0]);
    },
  );

  it('two keepers sharing storage refresh once a period between them', async () => {
    localStorage.setItem(MARK, String(START));
    const a = keep();
    const b = keep();
    a.keeper.scheduler.start(null);
    b.keeper.scheduler.start(null);
    await vi.advanceTimersByTimeAsync(30 * MINUTE + 1000);
    expect(a.refreshes.length + b.refreshes.length).toBe(10);
  });
});

describe("the page's own events (S11, S12)", () => {
  it.each(['online', 'pageshow'])('%s catches up a refresh that fell due while timers slept', async (type) => {
    localStorage.setItem(MARK, String(START));
    const tab = keep();
    tab.keeper.scheduler.start(null);
    vi.setSystemTime(START + 10 * MINUTE);
    tab.win.dispatchEvent(new Event(type));
    await vi.advanceTimersByTimeAsync(100);
    expect(tab.refreshes).toEqual([10 * MINUTE]);
  });

  it('a catch-up past the expiry signs out', async () => {
    localStorage.setItem(MARK, String(START));
    const tab = keep({ state: session('session-1', START + 5 * MINUTE) });
    tab.keeper.scheduler.start(null);
    vi.setSystemTime(START + 10 * MINUTE);
    tab.win.dispatchEvent(new Event('pageshow'));
    await vi.advanceTimersByTimeAsync(0);
    expect(tab.changes).toEqual([[null, { type: 'signed_out', reason: 'expired' }]]);
    expect(tab.refreshes).toEqual([]);
  });
});

describe('storage that throws (S15)', () => {
  it('keeps refreshing in this one tab', async () => {
    const throwing = safeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const tab = keep({ storage: throwing });
    tab.keeper.scheduler.start(null);
    await vi.advanceTimersByTimeAsync(9 * MINUTE + 1000);
    expect(tab.refreshes).toEqual([0, 3 * MINUTE, 6 * MINUTE, 9 * MINUTE]);
  });
});
