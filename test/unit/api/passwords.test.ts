// The password calls against the real emulator (its handle is the client's fetch): shapes, PKCE
// on reset, and passwords sent exactly as typed (X8).
import { beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../../emulator/app';
import { createPasswordHasher } from '../../../emulator/crypto/passwordHash';
import { createApi } from '../../../src/api/index';
import { passwordsApi } from '../../../src/api/passwords';
import { createPkceStore } from '../../../src/api/pkceStore';
import { createTransport } from '../../../src/api/transport';
import { safeStorage } from '../../../src/util/storage';

const TOKEN = 'public-token-test-00000000-0000-4000-8000-000000000000';
const REDIRECT = 'http://localhost:3000/reset';
const STRONG = 'violet-Tractor-89-lantern';

let emulator: Emulator;
let storage: ReturnType<typeof safeStorage>;
let api: ReturnType<typeof client>;

function client(session?: string) {
  const call = createTransport({
    publicToken: TOKEN,
    origin: 'http://localhost:9099',
    fetch: emulator.handle as typeof fetch,
    sessionToken: () => session,
    telemetryHeader: () => 'e30=',
    antiFraud: async () => ({}),
    onUnrecoverable: () => undefined,
  });
  const pkce = createPkceStore(storage, TOKEN);
  return { ...createApi(call, TOKEN, pkce), passwords: passwordsApi({ call, pkce, storage, publicToken: TOKEN }) };
}

beforeEach(() => {
  localStorage.clear();
  emulator = createEmulator({ passwordHasher: createPasswordHasher({ log2N: 4 }) });
  storage = safeStorage();
  api = client();
});

const lastLinkTo = (email: string) => {
  const message = emulator.outbox.list().filter((m) => m.recipient === email).at(-1)!;
  return new URL(message.link!);
};

describe('passwords', () => {
  it('create, then search says "password" and authenticate signs in', async () => {
    expect((await api.users.search('new@example.com')).userType).toBe('new');
    const created = await api.passwords.create('new@example.com', STRONG, 30);
    expect(created.session_token).not.toBe('');
    expect(created.email_id).toMatch(/^email-/);
    expect((await api.users.search('new@example.com')).userType).toBe('password');
    const auth = await api.passwords.authenticate('new@example.com', STRONG, 30);
    expect(auth.user.user_id).toBe(created.user_id);
  });

  it('takes the password exactly as typed, any Unicode (X8)', async () => {
    const typed = '  Ünïcødé 🔑 pass\u00a0phrase  ';
    await api.passwords.create('unicode@example.com', typed, 30);
    await expect(api.passwords.authenticate('unicode@example.com', typed.trim(), 30)).rejects.toMatchObject({ status_code: 401 });
    await expect(api.passwords.authenticate('unicode@example.com', typed, 30)).resolves.toMatchObject({ user: expect.any(Object) });
  });

  it('the strength check answers with the server policy and never sends an empty email', async () => {
    const weak = await api.passwords.strengthCheck('password');
    expect(weak).toMatchObject({ valid_password: false, strength_policy: 'zxcvbn', breached_password: true });
    const strong = await api.passwords.strengthCheck(STRONG, 'someone@example.com');
    expect(strong.valid_password).toBe(true);
    expect(strong.score).toBeGreaterThanOrEqual(3);
  });

  it('reset by email with PKCE: the verifier is sent once, from this browser, and then forgotten (P3)', async () => {
    await api.passwords.create('reset@example.com', STRONG, 30);
    await api.passwords.resetByEmailStart('reset@example.com', { resetPasswordRedirectURL: REDIRECT, loginRedirectURL: REDIRECT }, true);
    const link = lastLinkTo('reset@example.com');
    expect(link.searchParams.get('stytch_token_type')).toBe('reset_password');
    expect(link.search).not.toContain('code_verifier');
    const token = link.searchParams.get('token')!;
    const auth = await api.passwords.resetByEmail(token, 'quiet Harbor 7 marmalade', 30);
    expect(auth.session_token).not.toBe('');
    expect(createPkceStore(storage, TOKEN).take('passwords')).toBeUndefined();
    await expect(api.passwords.authenticate('reset@example.com', 'quiet Harbor 7 marmalade', 30)).resolves.toBeTruthy();
  });

  it('the address a reset started for is remembered in this browser until the reset succeeds, for the reset form’s username field', async () => {
    await api.passwords.create('remember@example.com', STRONG, 30);
    expect(api.passwords.resetEmail()).toBeUndefined();
    await api.passwords.resetByEmailStart('remember@example.com', { resetPasswordRedirectURL: REDIRECT, loginRedirectURL: REDIRECT }, false);
    expect(client().passwords.resetEmail()).toBe('remember@example.com');
    const token = new URL(lastLinkTo('remember@example.com')).searchParams.get('token')!;
    await api.passwords.resetByEmail(token, 'quiet Harbor 7 marmalade', 30);
    expect(api.passwords.resetEmail()).toBeUndefined();
  });

  it('a remembered reset address that is no address (another tab wrote junk) is not used', () => {
    storage.set(`auth_widget_reset_email:${TOKEN}`, 'x'.repeat(300));
    expect(api.passwords.resetEmail()).toBeUndefined();
  });

  it('a PKCE reset link opened where the verifier is missing is refused', async () => {
    await api.passwords.create('other@example.com', STRONG, 30);
    await api.passwords.resetByEmailStart('other@example.com', { resetPasswordRedirectURL: REDIRECT, loginRedirectURL: REDIRECT }, true);
    const token = lastLinkTo('other@example.com').searchParams.get('token')!;
    localStorage.clear();
    storage = safeStorage();
    await expect(client().passwords.resetByEmail(token, 'quiet Harbor 7 marmalade', 30)).rejects.toMatchObject({ error_type: 'pkce_mismatch' });
  });

  it('reset with the existing password, and with a session', async () => {
    const created = await api.passwords.create('change@example.com', STRONG, 30);
    const reset = await api.passwords.resetByExistingPassword('change@example.com', STRONG, 'quiet Harbor 7 marmalade', 30);
    await expect(api.passwords.authenticate('change@example.com', STRONG, 30)).rejects.toMatchObject({ status_code: 401 });
    // The reset ended the earlier session (as the provider does); the one it answered resets by session.
    await expect(client(created.session_token).passwords.resetBySession('correct Horse 9 battery-staple')).rejects.toMatchObject({ status_code: 401 });
    const signedIn = client(reset.session_token);
    await signedIn.passwords.resetBySession('correct Horse 9 battery-staple');
    await expect(api.passwords.authenticate('change@example.com', 'correct Horse 9 battery-staple', 30)).resolves.toBeTruthy();
  });

  it('wrong argument types are refused before any request', () => {
    expect(() => api.passwords.authenticate(42 as unknown as string, STRONG, 30)).toThrow(
      /^Invalid call to passwords\.authenticate\nemail must be a string\./,
    );
    expect(() => api.users.search(undefined as unknown as string)).toThrow(/Invalid call to users\.search/);
  });
});
