import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TelemetryEvent } from '../../../src/contract/index';
import { createTelemetry, EVENT_BATCH_SIZE, EVENT_FLUSH_MS, type TelemetryConfig } from '../../../src/api/telemetry';
import { safeStorage, type SafeStorage } from '../../../src/util/storage';
import { fakeFetch, ok, type Responder } from '../../support/fetch';

const TOKEN = 'public-token-test-telemetry';
const PERSISTENT_KEY = 'auth_widget_persistent_id';

function setup(respond: Responder = () => ok(), overrides: Partial<TelemetryConfig> = {}) {
  const { fetch, calls } = fakeFetch(respond);
  const telemetry = createTelemetry({
    publicToken: TOKEN,
    origin: 'http://localhost:9099',
    fetch,
    storage: safeStorage(),
    version: '1.2.3',
    ids: () => ({}),
    ...overrides,
  });
  const batches = () => calls.map((call) => call.body as TelemetryEvent[]);
  return { telemetry, calls, batches };
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('batching (docs/spec/api.md §4)', () => {
  it('the limits are the spec numbers', () => {
    expect(EVENT_BATCH_SIZE).toBe(15);
    expect(EVENT_FLUSH_MS).toBe(800);
  });

  it('sends nothing before 800 ms, then one batch with every event logged meanwhile', () => {
    const { telemetry, batches } = setup();
    telemetry.log('render_login_screen', { options: { products: ['otp'] } });
    vi.advanceTimersByTime(500);
    telemetry.log('email_sent');
    vi.advanceTimersByTime(299);
    expect(batches()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(batches()).toHaveLength(1);
    expect(batches()[0]!.map((event) => event.event.event_name)).toEqual(['render_login_screen', 'email_sent']);
  });

  it('flushes at once at 15 events and keeps the 16th for the next batch', () => {
    const { telemetry, batches } = setup();
    for (let i = 0; i < 16; i++) telemetry.log('email_sent', { i });
    expect(batches().map((batch) => batch.length)).toEqual([15]);
    vi.advanceTimersByTime(EVENT_FLUSH_MS);
    expect(batches().map((batch) => batch.length)).toEqual([15, 1]);
    expect(batches()[1]![0]!.event.details).toEqual({ i: 15 });
    vi.advanceTimersByTime(10 * EVENT_FLUSH_MS);
    expect(batches()).toHaveLength(2);
  });

  it('never sends a batch of more than 15', () => {
    const { telemetry, batches } = setup();
    for (let i = 0; i < 100; i++) telemetry.log('email_sent');
    vi.runAllTimers();
    expect(batches().every((batch) => batch.length <= 15)).toBe(true);
    expect(batches().flat()).toHaveLength(100);
  });

  it('posts JSON to /sdk/v1/events without an Authorization header', () => {
    const { telemetry, calls } = setup(undefined, { ids: () => ({ user_id: 'user-1', session_id: 'session-1' }) });
    telemetry.log('ui_authentication_success', { method: 'otp' });
    telemetry.flush();
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.url).toBe('http://localhost:9099/sdk/v1/events');
    expect(call!.method).toBe('POST');
    expect(call!.headers).toEqual({ 'content-type': 'application/json' });
    expect(call!.body).toEqual([
      {
        telemetry: expect.objectContaining({ stytch_user_id: 'user-1', stytch_session_id: 'session-1', sdk: { identifier: 'auth-widget', version: '1.2.3' } }),
        event: {
          public_token: TOKEN,
          event_name: 'ui_authentication_success',
          details: { method: 'otp' },
          error_code: null,
          error_description: null,
          http_status_code: null,
        },
      },
    ]);
  });

  it('flush with nothing queued sends nothing', () => {
    const { telemetry, calls } = setup();
    telemetry.flush();
    expect(calls).toHaveLength(0);
  });
});

describe('failures are ignored', () => {
  it.each([
    ['a rejected fetch', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 500', () => new Response('oops', { status: 500 })],
  ])('%s neither throws nor stops later batches', async (_, respond) => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { telemetry, calls } = setup(respond as Responder);
      telemetry.log('email_sent');
      expect(() => vi.advanceTimersByTime(EVENT_FLUSH_MS)).not.toThrow();
      telemetry.log('email_sent');
      vi.advanceTimersByTime(EVENT_FLUSH_MS);
      expect(calls).toHaveLength(2);
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('a wrapped fetch that throws instead of rejecting', () => {
  it('is ignored too', () => {
    const throwing = (() => {
      throw new TypeError('wrapped fetch failed');
    }) as typeof fetch;
    const { telemetry } = setup(undefined, { fetch: throwing });
    telemetry.log('email_sent');
    expect(() => vi.advanceTimersByTime(EVENT_FLUSH_MS)).not.toThrow();
    for (let i = 0; i < 15; i++) expect(() => telemetry.log('email_sent')).not.toThrow();
  });
});

describe('persistent id', () => {
  const idOf = (storage: SafeStorage) => {
    const { telemetry } = setup(undefined, { storage });
    return JSON.parse(atob(telemetry.header())).persistent_id as string;
  };

  it('is created once, stored, and reused by the next instance', () => {
    const storage = safeStorage();
    const first = idOf(storage);
    expect(first).toMatch(/^persistent-id-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(storage.get(PERSISTENT_KEY)).toBe(first);
    expect(idOf(storage)).toBe(first);
  });

  it.each(['garbage', '', 'persistent-id-', 'persistent-id-<img src=x onerror=alert(1)>-000000000000000000000', '{"__proto__":1}'])(
    'a malformed stored value (%j) is replaced',
    (stored) => {
      const storage = safeStorage();
      storage.set(PERSISTENT_KEY, stored);
      const id = idOf(storage);
      expect(id).not.toBe(stored);
      expect(id).toMatch(/^persistent-id-[0-9a-f-]{36}$/);
      expect(storage.get(PERSISTENT_KEY)).toBe(id);
    },
  );

  it('the app session id differs per instance while the persistent id stays', () => {
    const storage = safeStorage();
    const a = JSON.parse(atob(setup(undefined, { storage }).telemetry.header()));
    const b = JSON.parse(atob(setup(undefined, { storage }).telemetry.header()));
    expect(a.persistent_id).toBe(b.persistent_id);
    expect(a.app_session_id).not.toBe(b.app_session_id);
  });
});

describe('nothing slow on the way to first paint or Enter (issue 8)', () => {
  it('creating the telemetry and logging touch no storage; the batch or warm() reads it once', () => {
    const storage = safeStorage();
    const get = vi.spyOn(storage, 'get');
    const { telemetry, batches } = setup(undefined, { storage });
    telemetry.log('render_login_screen');
    expect(get).not.toHaveBeenCalled();
    telemetry.warm();
    expect(get).toHaveBeenCalledTimes(1);
    telemetry.flush();
    telemetry.header();
    expect(get).toHaveBeenCalledTimes(1);
    expect(batches()[0]![0]!.telemetry.persistent_id).toBe(localStorage.getItem(PERSISTENT_KEY));
  });

  it("an event keeps the time it was logged at and gets the ids current when its batch leaves", () => {
    let ids: { user_id?: string } = {};
    const { telemetry, batches } = setup(undefined, { ids: () => ids });
    const loggedAt = Date.now();
    telemetry.log('ui_authentication_success');
    ids = { user_id: 'user-1' };
    vi.advanceTimersByTime(EVENT_FLUSH_MS);
    const [event] = batches()[0]!;
    expect(Date.parse(event!.telemetry.client_sent_at) - loggedAt).toBeLessThan(50);
    expect(event!.telemetry.stytch_user_id).toBe('user-1');
  });
});
