import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { authStateStore, parseAuthState } from '../../../src/session/authState';
import { createClientHandle } from '../../../src/session/clientHandle';
import { safeStorage } from '../../../src/util/storage';

const TOKEN = 'public-token-test-state';
const KEY = `auth_widget_state:${TOKEN}`;
const NOW = Date.parse('2030-01-01T00:00:00Z');

const validState = (expiresAt = '2030-01-01T00:30:00Z') => ({
  user: { user_id: 'user-test-1', emails: [] },
  session: { session_id: 'session-test-1', expires_at: expiresAt },
});

beforeEach(() => localStorage.clear());

describe('parseAuthState (S14)', () => {
  it('accepts a well-formed, unexpired state', () => {
    expect(parseAuthState(validState(), NOW)).toEqual(validState());
  });

  it.each([
    ['expired', validState('2029-12-31T23:59:59Z')],
    ['expiring exactly now', validState('2030-01-01T00:00:00Z')],
    ['an unparseable expiry', validState('soon')],
    ['a numeric expiry', { ...validState(), session: { session_id: 's', expires_at: NOW + 60_000 } }],
    ['no expiry', { user: { user_id: 'u' }, session: { session_id: 's' } }],
    ['a numeric user_id', { ...validState(), user: { user_id: 1 } }],
    ['a missing session_id', { ...validState(), session: { expires_at: '2031-01-01T00:00:00Z' } }],
    ['a string user', { ...validState(), user: 'user-test-1' }],
    ['no user', { session: validState().session }],
    ['an array', [validState()]],
    ['null', null],
    ['a string', 'signed in'],
    ['a number', 42],
  ])('reads %s as signed out', (_, raw) => {
    expect(parseAuthState(raw, NOW)).toBeNull();
  });

  it('a __proto__ key in stored JSON neither signs in nor pollutes (P5)', () => {
    const polluted = JSON.parse('{"__proto__": {"user": {"user_id": "u"}, "session": {"session_id": "s", "expires_at": "2031-01-01T00:00:00Z"}}}');
    expect(parseAuthState(polluted, NOW)).toBeNull();
    expect(({} as Record<string, unknown>).user).toBeUndefined();
  });
});

describe('the stored state', () => {
  it('garbage in our key reads as signed out (property over arbitrary JSON)', () => {
    const store = authStateStore(safeStorage(), TOKEN);
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        localStorage.setItem(KEY, JSON.stringify(value));
        expect(store.read(NOW)).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('an expiry that is not a string reads as signed out, even one whose conversion throws', () => {
    const store = authStateStore(safeStorage(), TOKEN);
    for (const expires_at of [{ toString: '' }, { valueOf: 1 }, 4102444800000, 2100, null, ['2100-01-01']]) {
      localStorage.setItem(KEY, JSON.stringify({ user: { user_id: 'user-1' }, session: { session_id: 'session-1', expires_at } }));
      expect(store.read(NOW)).toBeNull();
    }
  });

  it('near-miss shapes read as signed in only when every field checks out (property)', () => {
    const store = authStateStore(safeStorage(), TOKEN);
    const maybe = <T,>(arb: fc.Arbitrary<T>) => fc.oneof(arb, fc.jsonValue());
    const near = fc.record({
      user: maybe(fc.record({ user_id: maybe(fc.string()) })),
      session: maybe(
        fc.record({
          session_id: maybe(fc.string()),
          expires_at: maybe(fc.date({ noInvalidDate: true }).map((date) => date.toISOString())),
        }),
      ),
    });
    fc.assert(
      fc.property(near, (value) => {
        localStorage.setItem(KEY, JSON.stringify(value));
        const state = store.read(NOW);
        const user = value.user as { user_id?: unknown } | null;
        const session = value.session as { session_id?: unknown; expires_at?: unknown } | null;
        const valid =
          typeof user === 'object' && user !== null && typeof user.user_id === 'string' &&
          typeof session === 'object' && session !== null && typeof session.session_id === 'string' &&
          typeof session.expires_at === 'string' && Date.parse(session.expires_at) > NOW;
        expect(state !== null).toBe(valid);
      }),
      { numRuns: 500 },
    );
  });

  it('text that is not JSON reads as signed out (property)', () => {
    const store = authStateStore(safeStorage(), TOKEN);
    fc.assert(
      fc.property(fc.string(), (text) => {
        localStorage.setItem(KEY, text);
        expect(store.read(NOW)).toBeNull();
      }),
    );
  });

  it('a valid state round-trips; null removes it', () => {
    const store = authStateStore(safeStorage(), TOKEN);
    store.write(validState() as never);
    expect(store.read(NOW)).toEqual(validState());
    store.write(null);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(store.read(NOW)).toBeNull();
  });

  it('the client handle starts signed out over garbage or an expired session, signed in over a valid one', () => {
    const handle = () => createClientHandle({ publicToken: TOKEN }, async () => Promise.reject(new Error('not needed')), 'test');
    localStorage.setItem(KEY, '{"user":{"user_id":"u"},"session":"<script>"}');
    expect(handle().getSession()).toBeNull();
    localStorage.setItem(KEY, JSON.stringify(validState(new Date(Date.now() - 1000).toISOString())));
    expect(handle().getSession()).toBeNull();
    const live = validState(new Date(Date.now() + 60_000).toISOString());
    localStorage.setItem(KEY, JSON.stringify(live));
    expect(handle().getUser()).toEqual(live.user);
  });

  it('a garbage cached bootstrap is ignored', () => {
    localStorage.setItem(`auth_widget_bootstrap:${TOKEN}`, '"a string"');
    const client = createClientHandle({ publicToken: TOKEN }, async () => Promise.reject(new Error('not needed')), 'test');
    expect(client.bootstrap.get().data).toEqual({});
  });
});
