// auth-widget/testing against an in-process emulator (its `handle` as the helpers' fetch): signIn
// stores what the widget's own sign-in stores, and every helper refuses bad options clearly.
import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../../emulator/app';
import { createFakeClock } from '../../../emulator/store/clock';
import { stateKey } from '../../../src/session/authState';
import { cookieNames } from '../../../src/session/cookies';
import { DEFAULT_COOKIE_NAMES, STATE_KEY_PREFIX } from '../../../src/testing/signIn';
import { advanceClock, latestCode, latestLink, resetEmulator, setRoles, signIn, TestingUsageError, type TestCookie, type TestPage } from '../../../src/testing/index';

const ORIGIN = 'http://localhost:9099';

function setup() {
  const emulator = createEmulator({ clock: createFakeClock(), onUnexpectedError: () => {} });
  const target = { apiBaseUrl: ORIGIN, fetch: emulator.handle as typeof fetch };
  return { emulator, target, publicToken: emulator.project.public_token };
}

/** A page on `url` that records what signIn sets. */
function fakePage(url = 'http://127.0.0.1:3000/app') {
  const cookies: TestCookie[] = [];
  const storage = new Map<string, string>();
  const page: TestPage = {
    url: () => url,
    context: () => ({ addCookies: async (added) => void cookies.push(...added) }),
    evaluate: async (fn, arg) => {
      const saved = globalThis.localStorage;
      Object.defineProperty(globalThis, 'localStorage', { value: { setItem: (k: string, v: string) => storage.set(k, v) }, configurable: true });
      try {
        return fn(arg);
      } finally {
        Object.defineProperty(globalThis, 'localStorage', { value: saved, configurable: true });
      }
    },
  };
  return { page, cookies, storage };
}

describe('auth-widget/testing', () => {
  it("uses the widget's own state key and cookie names", () => {
    expect(`${STATE_KEY_PREFIX}x`).toBe(stateKey('x'));
    expect(DEFAULT_COOKIE_NAMES).toEqual({ session: cookieNames().session, jwt: cookieNames().jwt });
  });

  it('signIn sets both cookies on the page origin and the stored state, for a session the API accepts', async () => {
    const { emulator, target, publicToken } = setup();
    const { page, cookies, storage } = fakePage();
    const auth = await signIn(page, { email: 'ada@example.com', publicToken, ...target });
    expect(cookies.map((c) => [c.name, c.domain, c.path, c.secure, c.sameSite])).toEqual([
      ['stytch_session', '127.0.0.1', '/', false, 'Lax'],
      ['stytch_session_jwt', '127.0.0.1', '/', false, 'Lax'],
    ]);
    expect(cookies[0]!.value).toBe(auth.session_token);
    expect(cookies[0]!.expires).toBe(Math.floor(Date.parse(auth.session.expires_at) / 1000));
    expect(JSON.parse(storage.get(stateKey(publicToken))!)).toEqual({ user: auth.user, session: auth.session });
    expect(emulator.store.sessionByToken(auth.session_token)?.user_id).toBe(auth.user.user_id);
  });

  it('latestCode and latestLink read the outbox; resetEmulator empties it; advanceClock moves the clock', async () => {
    const { emulator, target, publicToken } = setup();
    const basic = `Basic ${btoa(`${publicToken}:`)}`;
    const post = (path: string, body: unknown) => emulator.handle(`${ORIGIN}/sdk/v1${path}`, { method: 'POST', headers: { authorization: basic, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await post('/otps/email/login_or_create', { email: 'ada@example.com' });
    await post('/magic_links/email/login_or_create', { email: 'bob@example.com', login_magic_link_url: 'http://localhost:3000/a', signup_magic_link_url: 'http://localhost:3000/a' });
    expect(await latestCode('ada@example.com', target)).toBe(emulator.outbox.list({ recipient: 'ada@example.com' })[0]!.code);
    expect(await latestLink('bob@example.com', target)).toContain('stytch_token_type=magic_links');
    await expect(latestLink('ada@example.com', { ...target, timeoutMs: 0 })).rejects.toThrow('latestLink: nothing of the kind was sent to ada@example.com within 0 ms');
    const before = emulator.clock.now();
    expect((await advanceClock(60_000, target)).getTime()).toBe(before + 60_000);
    await resetEmulator(target);
    expect(emulator.outbox.list()).toEqual([]);
  });

  it("setRoles assigns the policy's roles, which the session shows at its next authenticate; a role not in the policy is the emulator's 400", async () => {
    const { emulator, target, publicToken } = setup();
    const policy = { roles: [{ role_id: 'editor', description: '', permissions: [] }], resources: [], scopes: [] };
    await emulator.handle(`${ORIGIN}/__emulator/project`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rbac_policy: policy }) });
    const auth = await signIn(fakePage().page, { email: 'ada@example.com', publicToken, ...target });
    expect(await setRoles(auth.user.user_id, ['editor'], target)).toEqual(['stytch_user', 'editor']);
    const basic = `Basic ${btoa(`${publicToken}:${auth.session_token}`)}`;
    const res = await emulator.handle(`${ORIGIN}/sdk/v1/sessions/authenticate`, { method: 'POST', headers: { authorization: basic, 'content-type': 'application/json' }, body: '{}' });
    expect(((await res.json()) as { data: { session: { roles: string[] } } }).data.session.roles).toEqual(['stytch_user', 'editor']);
    await expect(setRoles(auth.user.user_id, ['admin'], target)).rejects.toThrow(/setRoles: PUT \/__emulator\/users\/.+\/roles answered 400: .*admin.{1,2} is not a role/);
  });

  it('refuses bad options before sending anything', async () => {
    const { target, publicToken } = setup();
    await expect(latestCode('a@example.com', { apiBaseUrl: 'localhost:9099' })).rejects.toThrow(TestingUsageError);
    await expect(latestCode('a@example.com', { apiBaseUrl: 'http://localhost:9099/sdk/v1' })).rejects.toThrow(/apiBaseUrl must be the emulator's origin/);
    await expect(latestCode('', target)).rejects.toThrow(/recipient/);
    await expect(advanceClock(Number.NaN, target)).rejects.toThrow('advanceClock: ms must be a finite number');
    await expect(setRoles('', ['editor'], target)).rejects.toThrow("setRoles: the first argument must be the user's user_id");
    await expect(setRoles('user-test-1', 'editor' as unknown as string[], target)).rejects.toThrow('setRoles: roles must be an array of role ids');
    await expect(signIn(fakePage('about:blank').page, { email: 'a@example.com', publicToken, ...target })).rejects.toThrow(/page.goto/);
    await expect(signIn(fakePage().page, { email: 'nobody', publicToken, ...target })).rejects.toThrow('signIn: email must be an email address');
    await expect(signIn(fakePage().page, { email: 'a@example.com', publicToken: '', ...target })).rejects.toThrow(/publicToken/);
    await expect(signIn({} as TestPage, { email: 'a@example.com', publicToken, ...target })).rejects.toThrow(/Playwright Page/);
  });

  it('says when the emulator does not answer', async () => {
    const refused = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(resetEmulator({ fetch: refused })).rejects.toThrow('resetEmulator: the emulator at http://localhost:9099 did not answer (fetch failed)');
  });
});
