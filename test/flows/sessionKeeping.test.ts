// The network client keeping the session (issue 13): why onChange fires, answers about an older
// token, a provider that keeps HttpOnly cookies, and changes made before the client loaded.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../emulator/app';
import { createFakeClock } from '../../emulator/store/clock';
import type { AuthState } from '../../src/session/authState';
import { createTestClient } from '../support/client';
import { createClientHandle, type SessionChange } from '../../src/session/clientHandle';
import { clearCookies, cookies, resetPage } from '../support/browser';

const API = 'http://localhost:9099';
const EMAIL = 'keeper@example.com';
let emulator: Emulator;

beforeEach(() => {
  resetPage();
  emulator ??= createEmulator({ clock: createFakeClock() });
  emulator.reset();
});
afterEach(() => resetPage());

/** A client whose fetch goes to the emulator through `through`, which may hold or rewrite answers. */
function open(through: (send: () => Promise<Response>, url: string, init?: RequestInit) => Promise<Response> = (send) => send()) {
  const fetch: typeof globalThis.fetch = (input, init) => through(() => emulator.handle(input, init), String(input), init);
  const handle = createClientHandle({ publicToken: emulator.project.public_token, apiBaseUrl: API, fetch }, async () => createTestClient, 'test');
  const changes: [string | null, SessionChange][] = [];
  handle.onChange((state: AuthState | null, change) => changes.push([state?.session.session_id ?? null, change]));
  return { handle, changes };
}

async function signIn(handle: ReturnType<typeof open>['handle']) {
  const client = await handle.ready();
  const { method_id } = await client.api.otps.loginOrCreate('email', EMAIL, {});
  const code = emulator.outbox.list({ recipient: EMAIL }).at(-1)!.code!;
  const auth = await client.api.otps.authenticate(code, method_id, 30);
  client.storeAuth(auth);
  return auth;
}

describe('onChange says why', () => {
  it('a sign-in, a refresh and a logout', async () => {
    const { handle, changes } = open();
    const auth = await signIn(handle);
    const client = await handle.ready();
    client.storeAuth(await client.api.sessions.authenticate());
    await client.logout();
    const id = auth.session.session_id;
    expect(changes).toEqual([
      [id, { type: 'signed_in', fromAnotherTab: false }],
      [id, { type: 'refreshed', fromAnotherTab: false }],
      [null, { type: 'signed_out', reason: 'logout' }],
    ]);
  });

  it('a session the provider no longer knows is signed out as revoked', async () => {
    const { handle, changes } = open();
    const auth = await signIn(handle);
    emulator.store.deleteSession(emulator.store.sessionByToken(auth.session_token)!);
    await expect((await handle.ready()).api.users.me()).rejects.toMatchObject({ error_type: 'unauthorized_credentials' });
    expect(changes.at(-1)).toEqual([null, { type: 'signed_out', reason: 'revoked' }]);
    expect(cookies()).not.toHaveProperty('stytch_session');
  });
});

/** A client whose next request, once asked for, is answered only when `release` is called. */
function openHolding() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let hold = false;
  const { handle } = open(async (send) => {
    if (!hold) return send();
    hold = false;
    const answer = await send();
    await held;
    return answer;
  });
  return { handle, holdNext: () => (hold = true), release: () => release() };
}

describe('an unrecoverable answer about an older token (a sign-in meanwhile)', () => {
  it('leaves the new session alone', async () => {
    const { handle, holdNext, release } = openHolding();
    const first = await signIn(handle);
    emulator.store.deleteSession(emulator.store.sessionByToken(first.session_token)!);
    const client = await handle.ready();
    holdNext();
    const stale = client.api.users.me(); // sent with the first token, answered after the next sign-in
    const second = await signIn(handle);
    release();
    await expect(stale).rejects.toMatchObject({ error_type: 'unauthorized_credentials' });
    expect(handle.getSession()?.session_id).toBe(second.session.session_id);
    expect(cookies().stytch_session).toBe(second.session_token);
  });
});

describe('a refresh in flight when the session ends elsewhere (no zombie session)', () => {
  async function refreshDuring(change: () => Promise<void> | void) {
    const { handle, holdNext, release } = openHolding();
    const auth = await signIn(handle);
    const client = await handle.ready();
    holdNext();
    const refresh = client.refreshSession();
    await change();
    release();
    await refresh;
    return { handle, auth };
  }
  const key = () => `auth_widget_state:${emulator.project.public_token}`;

  it("another tab's logout wins over the refresh's answer", async () => {
    // What the other tab does: its cookies are this tab's too, and the browser tells this tab of the removal.
    const { handle } = await refreshDuring(() => {
      localStorage.removeItem(key());
      clearCookies();
      window.dispatchEvent(new StorageEvent('storage', { key: key(), newValue: null }));
    });
    expect(localStorage.getItem(key())).toBeNull();
    expect(cookies()).not.toHaveProperty('stytch_session');
    expect(handle.getSession()).toBeNull();
  });

  it("another tab's new sign-in is not overwritten by the old session's refresh", async () => {
    const other = { user: { user_id: 'user-other' }, session: { session_id: 'session-other', expires_at: new Date(Date.now() + 3_600_000).toISOString() } };
    await refreshDuring(() => localStorage.setItem(key(), JSON.stringify(other)));
    expect(JSON.parse(localStorage.getItem(key())!)).toEqual(other);
  });

  it('with nothing changed, the answer is stored', async () => {
    const { handle, auth } = await refreshDuring(() => undefined);
    expect(handle.getSession()?.session_id).toBe(auth.session.session_id);
    expect(localStorage.getItem(key())).not.toBeNull();
  });
});

describe('a provider that keeps the session in its own HttpOnly cookies (docs/spec/api.md §5, §8)', () => {
  it('answers with empty tokens: our cookies are removed and the state still works', async () => {
    let httpOnlyToken = '';
    const { handle } = open(async (send, url, init) => {
      // The provider's side of it: it reads its own cookie when the call carries only the public token.
      const headers = new Headers(init?.headers);
      const [publicToken, secret] = atob(headers.get('authorization')!.slice(6)).split(':');
      if (httpOnlyToken && secret === publicToken) {
        headers.set('authorization', `Basic ${btoa(`${publicToken}:${httpOnlyToken}`)}`);
        return emulator.handle(url, { ...init, headers }).then(strip);
      }
      return send().then(strip);
    });
    const strip = async (response: Response) => {
      const body = (await response.json()) as { data?: { session_token?: string; session_jwt?: string } };
      if (body.data?.session_token) {
        httpOnlyToken = body.data.session_token;
        body.data.session_token = '';
        body.data.session_jwt = '';
      }
      return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
    };
    document.cookie = 'stytch_session=left-over; path=/';
    const auth = await signIn(handle);
    expect(cookies()).not.toHaveProperty('stytch_session');
    expect(cookies()).not.toHaveProperty('stytch_session_jwt');
    expect(handle.getSession()?.session_id).toBe(auth.session.session_id);
    const client = await handle.ready();
    await expect(client.api.users.me()).resolves.toMatchObject({ user_id: auth.user_id });
    client.storeAuth(await client.api.sessions.authenticate());
    expect(handle.getSession()?.session_id).toBe(auth.session.session_id);
    expect(cookies()).not.toHaveProperty('stytch_session');
  });
});

describe('changes made before the client chunk loaded', () => {
  it("another tab's sign-out, between the first read and the load, signs out here", async () => {
    const { handle } = open();
    const auth = await signIn(handle);
    const key = `auth_widget_state:${emulator.project.public_token}`;
    // A second page: its main file read the state at first paint; then the first tab signed out.
    const { handle: later, changes } = open();
    expect(later.getSession()?.session_id).toBe(auth.session.session_id);
    localStorage.removeItem(key);
    await later.ready();
    // The keeper looks at storage in the task after the client's creation.
    await new Promise((resolve) => setTimeout(resolve));
    expect(later.getSession()).toBeNull();
    expect(changes).toEqual([[null, { type: 'signed_out', reason: 'another_tab' }]]);
  });
});
