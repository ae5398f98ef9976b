// When the network client fetches the session keeper's chunk (issue 38): not while the tab is
// signed out, and as soon as it has a session, or may have one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthClient } from '../../../src/flows/clientChunk';
import type { AuthState } from '../../../src/session/authState';
import { createClientHandle } from '../../../src/session/clientHandle';
import { REFRESH_INTERVAL_MS } from '../../../src/session/refreshPolicy';
import * as sessionKeeper from '../../../src/session/sessionKeeper';
import { resetPage } from '../../support/browser';
import { fakeFetch, ok } from '../../support/fetch';

const TOKEN = 'public-token-test-keeper-loading';
const STATE_KEY = `auth_widget_state:${TOKEN}`;
const state: AuthState = {
  user: { user_id: 'user-1' } as AuthState['user'],
  session: { session_id: 'session-1', expires_at: new Date(Date.now() + 3_600_000).toISOString() } as AuthState['session'],
};

/** A client whose keeper loads are counted; `apiBaseUrl` only when the test asks for a custom API host. */
async function client(apiBaseUrl?: string) {
  const loadKeeper = vi.fn(async () => sessionKeeper);
  const { fetch } = fakeFetch(() => ok({}));
  const handle = createClientHandle({ publicToken: TOKEN, apiBaseUrl, fetch }, async () => (options, shared) => createAuthClient(options, shared, loadKeeper), 'test');
  const loaded = await handle.ready();
  // The client decides in a task of its own.
  await vi.advanceTimersByTimeAsync(0);
  return { loaded, loadKeeper };
}

beforeEach(() => {
  resetPage();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => vi.useRealTimers());

describe('the session keeper chunk', () => {
  it('is not fetched while the tab is signed out, and is fetched once at a sign-in', async () => {
    const { loaded, loadKeeper } = await client();
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS * 2);
    expect(loadKeeper).not.toHaveBeenCalled();
    loaded.storeAuth({ ...state, session_token: 'token', session_jwt: '' });
    loaded.storeAuth({ ...state, session_token: 'token', session_jwt: '' });
    expect(loadKeeper).toHaveBeenCalledTimes(1);
  });

  it('is fetched at once by a tab loaded with a session', async () => {
    localStorage.setItem(STATE_KEY, JSON.stringify(state));
    const { loadKeeper } = await client();
    expect(loadKeeper).toHaveBeenCalledTimes(1);
  });

  it("is fetched when another tab signs in, not when it writes anything else", async () => {
    const { loadKeeper } = await client();
    window.dispatchEvent(new StorageEvent('storage', { key: 'something_else', newValue: '1' }));
    window.dispatchEvent(new StorageEvent('storage', { key: STATE_KEY, newValue: null }));
    expect(loadKeeper).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: STATE_KEY, newValue: JSON.stringify(state) }));
    expect(loadKeeper).toHaveBeenCalledTimes(1);
  });

  it('is fetched a period after load where a custom API host may hold HttpOnly cookies', async () => {
    const { loadKeeper } = await client('http://localhost:9099');
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS - 1);
    expect(loadKeeper).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(loadKeeper).toHaveBeenCalledTimes(1);
  });
});
