// The password group's model against the real emulator: the three user types, the dedupe and
// breached paths, forgot and resend, and the passwordless fallbacks (docs/spec/product.md §4 Password).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmulator } from '../../emulator/app';
import { createFakeClock } from '../../emulator/store/clock';
import { createPasswordHasher } from '../../emulator/crypto/passwordHash';
import { STRENGTH_DEBOUNCE_MS } from '../../src/flows/passwordStrength';
import { MAX_PASSWORD_LENGTH } from '../../src/util/limits';
import { createPasswordModel, type PasswordOutcome } from '../../src/products/passwords/model';
import { searchUser } from '../../src/products/passwords/search';
import type { LoginConfig } from '../../src/options';
import { resetPage } from '../support/browser';
import { API_ORIGIN, createFlow, REDIRECT_URL, type Flow } from '../support/flow';

const STRONG = 'violet-Tractor-89-lantern';
const emulator = createEmulator({ clock: createFakeClock(), passwordHasher: createPasswordHasher({ log2N: 4 }) });

let flow: Flow;
// The password model's own outcomes, and the magic-link product's screen its 'signIn' would show.
let outcomes: (PasswordOutcome | { name: 'email-confirmation'; email: string })[];
let sent: string[];

function model(email: string, userType: 'new' | 'password' | 'passwordless', config: Partial<LoginConfig> = {}) {
  const passwordOptions = { resetPasswordRedirectURL: REDIRECT_URL, loginRedirectURL: REDIRECT_URL };
  const { products, otpOptions } = { ...flow.config, ...config };
  const emailPasscode = otpOptions?.methods.includes('email') === true;
  return createPasswordModel(email, userType, {
    client: flow.client,
    config: { ...flow.config, ...config, passwordOptions },
    locale: flow.locale,
    sessionMinutes: 30,
    emit: (event) => flow.events.push(event),
    reportError: (error) => flow.errors.push(error),
    // What the magic-link and passcode products would offer, when the config names them.
    offered: {
      ...(products.includes('emailMagicLinks') && {
        magicLink: {
          send: async (address: string) => void sent.push(`magic-link:${address}`),
          signIn: async (address: string) => void (sent.push(`magic-link:${address}`), outcomes.push({ name: 'email-confirmation', email: address })),
        },
      }),
      ...(products.includes('otp') && emailPasscode && { emailPasscode: { signIn: async (address: string) => void sent.push(`passcode:${address}`) } }),
    },
    go: (outcome) => outcomes.push(outcome),
  });
}

async function stage(body: Record<string, unknown>) {
  const response = await emulator.handle(`${API_ORIGIN}/__emulator/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

beforeEach(() => {
  resetPage();
  emulator.reset();
  flow = createFlow({ emulator, config: { products: ['emailMagicLinks', 'passwords'] } });
  outcomes = [];
  sent = [];
});
afterEach(() => flow.dispose());

describe('users/search picks the screen', () => {
  it('new, password, passwordless', async () => {
    await stage({ email: 'pw@example.com', password: STRONG });
    await stage({ email: 'nopw@example.com', password: null });
    expect(await searchUser(flow.client, 'nobody@example.com')).toBe('new');
    expect(await searchUser(flow.client, 'pw@example.com')).toBe('password');
    expect(await searchUser(flow.client, 'nopw@example.com')).toBe('passwordless');
  });
});

describe('a new user', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('can continue only once the server calls the password valid, then is signed in', async () => {
    const passwords = model('new@example.com', 'new');
    passwords.setPassword('password');
    await vi.advanceTimersByTimeAsync(STRENGTH_DEBOUNCE_MS);
    // The emulator's strength check runs zxcvbn in a worker, whose first start can take seconds on two busy cores.
    await vi.waitFor(() => expect(passwords.strength.result.value).not.toBeNull(), { timeout: 15_000 });
    expect(passwords.strength.view.value).toMatchObject({ policy: 'zxcvbn', breached: true });
    await passwords.create();
    expect(flow.sdkCalls().some((call) => call.url.endsWith('/passwords'))).toBe(false);

    passwords.setPassword(STRONG);
    await vi.advanceTimersByTimeAsync(STRENGTH_DEBOUNCE_MS);
    await vi.waitFor(() => expect(passwords.strength.valid.value).toBe(true));
    await passwords.create();
    expect(outcomes).toEqual([{ name: 'password-confirmation', auth: expect.objectContaining({ session_token: expect.any(String) }) }]);
    expect(flow.eventsOf('PASSWORD_CREATE')).toHaveLength(1);
    expect(flow.client.getUser()?.emails[0]?.email).toBe('new@example.com');
    passwords.dispose();
  });

  it('is offered a login link or code by the enabled products', () => {
    expect(model('a@example.com', 'new')).toMatchObject({ offersMagicLink: true, offersPasscode: false });
    expect(model('a@example.com', 'new', { products: ['otp', 'passwords'], otpOptions: { methods: ['email'] } })).toMatchObject({
      offersMagicLink: false,
      offersPasscode: true,
    });
  });

  it('with passwords alone, offers no way to log in without a password, and sends nothing for it', async () => {
    const alone = model('a@example.com', 'password', { products: ['passwords'] });
    expect(alone).toMatchObject({ offersMagicLink: false, offersPasscode: false, offersLoginWithoutPassword: false });
    await alone.loginWithoutPassword();
    expect(flow.sdkCalls().filter((call) => /magic_links|otps/.test(call.url))).toEqual([]);
    expect(outcomes).toEqual([]);
    // An SMS-only passcode config does not make an email passcode an option either.
    expect(model('a@example.com', 'password', { products: ['otp', 'passwords'], otpOptions: { methods: ['sms'] } })).toMatchObject({
      offersLoginWithoutPassword: false,
    });
  });
});

describe('a password user', () => {
  beforeEach(() => stage({ email: 'pw@example.com', password: STRONG }));

  it('logs in with the right password', async () => {
    const passwords = model('pw@example.com', 'password');
    passwords.setPassword(STRONG);
    await passwords.login();
    expect(outcomes.map((outcome) => outcome.name)).toEqual(['password-confirmation']);
    expect(flow.eventsOf('PASSWORD_AUTHENTICATE')).toHaveLength(1);
    expect(flow.client.getSession()).not.toBeNull();
  });

  it(`keeps at most ${MAX_PASSWORD_LENGTH} characters of a pasted 100,000 and sends no more (X5)`, async () => {
    const passwords = model('pw@example.com', 'password');
    passwords.setPassword('y'.repeat(100_000));
    expect(passwords.password.value).toBe('y'.repeat(MAX_PASSWORD_LENGTH));
    await passwords.login();
    const sent = flow.sdkCalls().filter((call) => call.url.endsWith('/passwords/authenticate'));
    expect(sent.map((call) => (JSON.parse(call.body!) as { password: string }).password.length)).toEqual([MAX_PASSWORD_LENGTH]);
    expect(passwords.error.value?.text).toBe('The email or password is incorrect.');
  });

  it('sees the server error for a wrong one, and stays', async () => {
    const passwords = model('pw@example.com', 'password');
    passwords.setPassword('not-the-password-1');
    await passwords.login();
    expect(outcomes).toEqual([]);
    expect(passwords.error.value?.text).toBeTruthy();
    expect(flow.client.getSession()).toBeNull();
  });

  it("'Forgot Password?' emails a reset link and goes to PasswordForgot; resend shows 'Email resent'", async () => {
    const passwords = model('pw@example.com', 'password');
    await passwords.forgot();
    expect(outcomes).toEqual([{ name: 'password-email-sent', reason: 'forgot', email: 'pw@example.com' }]);
    const first = await flow.latest('pw@example.com');
    expect(new URL(first.link!).searchParams.get('stytch_token_type')).toBe('reset_password');
    await passwords.resendReset();
    expect(passwords.toasts.list.value.map((toast) => toast.message)).toEqual([{ key: 'emailResent' }]);
    expect((await flow.outbox('pw@example.com')).length).toBe(2);
    expect(flow.eventsOf('PASSWORD_RESET_BY_EMAIL_START')).toHaveLength(2);
    passwords.dispose();
  });

  it('whose account must confirm itself (reset_password) gets a reset email and PasswordDedupe', async () => {
    await stage({ email: 'pw@example.com', requires_reset: true });
    const passwords = model('pw@example.com', 'password');
    passwords.setPassword(STRONG);
    await passwords.login();
    expect(outcomes).toEqual([{ name: 'password-email-sent', reason: 'dedupe', email: 'pw@example.com' }]);
    expect((await flow.latest('pw@example.com')).link).toContain('stytch_token_type=reset_password');
    expect(flow.client.getSession()).toBeNull();
  });
});

describe('a password that turned up in a breach', () => {
  it('gets a reset email and PasswordBreached rather than PasswordDedupe', async () => {
    await stage({ email: 'breached@example.com', password: 'password' });
    const passwords = model('breached@example.com', 'password');
    passwords.setPassword('password');
    await passwords.login();
    expect(outcomes).toEqual([{ name: 'password-email-sent', reason: 'breached', email: 'breached@example.com' }]);
    expect((await flow.latest('breached@example.com')).link).toContain('stytch_token_type=reset_password');
  });
});

describe('a passwordless user', () => {
  beforeEach(() => stage({ email: 'nopw@example.com', password: null }));

  it('is sent a magic link when links are enabled, else an email passcode, else a reset email', async () => {
    const withLinks = model('nopw@example.com', 'passwordless');
    await withLinks.sendPasswordless();
    expect(withLinks.sent.value).toBe('magic-link');
    await model('nopw@example.com', 'passwordless', { products: ['otp', 'passwords'], otpOptions: { methods: ['email'] } }).sendPasswordless();
    expect(sent).toEqual(['magic-link:nopw@example.com', 'passcode:nopw@example.com']);
    await model('nopw@example.com', 'passwordless', { products: ['passwords'] }).sendPasswordless();
    expect(outcomes).toEqual([{ name: 'password-email-sent', reason: 'set-new', email: 'nopw@example.com' }]);
    expect((await flow.latest('nopw@example.com')).link).toContain('stytch_token_type=reset_password');
  });

  it("'Create a password instead' emails a reset link and goes to PasswordSetNew", async () => {
    await model('nopw@example.com', 'passwordless').createInstead();
    expect(outcomes).toEqual([{ name: 'password-email-sent', reason: 'set-new', email: 'nopw@example.com' }]);
  });
});

describe("'Login without a password'", () => {
  it('sends a magic link and goes to EmailConfirmation, or starts an email passcode without links', async () => {
    await model('pw@example.com', 'password').loginWithoutPassword();
    expect(sent).toEqual(['magic-link:pw@example.com']);
    expect(outcomes).toEqual([{ name: 'email-confirmation', email: 'pw@example.com' }]);
    await model('pw@example.com', 'password', { products: ['otp', 'passwords'], otpOptions: { methods: ['email'] } }).loginWithoutPassword();
    expect(sent).toEqual(['magic-link:pw@example.com', 'passcode:pw@example.com']);
  });
});

describe('a failed resend', () => {
  it('is an error toast, and is reported', async () => {
    const passwords = model('not an email', 'password');
    await passwords.resendReset();
    expect(passwords.toasts.list.value[0]).toMatchObject({ variant: 'error' });
    expect(flow.errors).toHaveLength(1);
    passwords.dispose();
  });
});
