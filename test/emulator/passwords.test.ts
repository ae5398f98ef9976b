// Passwords: create, authenticate, no enumeration (X9), reset_password, the existing-password and
// session resets, users/search, the dev users endpoint, bad input and Unicode (X8).
import { describe, expect, it } from 'vitest';
import { createPasswordHasher, createProjectPasswordHasher, PASSWORD_HASHING, type PasswordHasher, type PasswordHashing } from '../../emulator/crypto/passwordHash';
import { createHarness, MINUTE, ORIGIN } from './harness';
import { cheapHasher, createPassword, login, passwordHarness, stageUser, STRONG, STRONG_2 } from './passwordsHarness';

const email = 'ada@example.com';

describe('POST /passwords (create)', () => {
  it('creates an active user with a password and returns Auth, the email_id and a knowledge factor', async () => {
    const h = passwordHarness();
    const res = await createPassword(h, 'Ada@Example.com');
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.email_id).toMatch(/^email-test-/);
    expect(data.user).toMatchObject({ status: 'active', emails: [{ email_id: data.email_id, email, verified: false }] });
    expect(data.user.password).toEqual({ password_id: expect.stringMatching(/^password-test-/), requires_reset: false });
    expect(data.session.authentication_factors).toEqual([
      { type: 'password', delivery_method: 'knowledge', last_authenticated_at: expect.any(String), email_factor: { email_id: data.email_id, email_address: email } },
    ]);
    expect(data.session_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(data.session.expires_at) - h.clock.now()).toBe(30 * MINUTE);
    expect(JSON.stringify(data)).not.toContain(STRONG);
  });

  it('refuses an email that already has a user, with or without a password (400 duplicate_email)', async () => {
    const h = passwordHarness();
    await createPassword(h, email);
    const again = await createPassword(h, email, STRONG_2);
    expect(again.status).toBe(400);
    expect(again.json.error_type).toBe('duplicate_email');

    await stageUser(h, { email: 'pat@example.com' });
    const passwordless = await createPassword(h, 'pat@example.com');
    expect(passwordless.status).toBe(400);
    expect(passwordless.json).toMatchObject({ error_type: 'duplicate_email', error_message: again.json.error_message });
  });

  it('refuses breached and weak passwords and creates nothing', async () => {
    const h = passwordHarness();
    const breached = await createPassword(h, email, 'Password1!');
    expect(breached.status).toBe(400);
    expect(breached.json).toMatchObject({
      error_type: 'breached_password',
      error_message: 'This password may have been used on a different site that experienced a security issue. Please choose another password.',
    });
    const weak = await createPassword(h, email, 'ada1984');
    expect(weak.status).toBe(400);
    expect(weak.json.error_type).toBe('weak_password');
    expect((await h.call('POST', '/users/search', { body: { email } })).json.data.userType).toBe('new');
  });

  it('applies LUDS when the project says so', async () => {
    const h = passwordHarness({ project: { password_policy: 'luds', password_config: { luds_complexity: 3, luds_minimum_count: 10 } } });
    const weak = await createPassword(h, email, 'abcdefghijkl');
    expect(weak.status).toBe(400);
    expect(weak.json).toMatchObject({
      error_type: 'weak_password',
      error_message: 'The password must be at least 10 characters long and contain 3 of the following: uppercase letter, lowercase letter, number, symbol.',
    });
    expect((await createPassword(h, email, 'Abcdefgh12')).status).toBe(200);
  });
});

describe('POST /passwords/authenticate', () => {
  it('logs in with the right password, in a new session with the password factor', async () => {
    const h = passwordHarness();
    const created = (await createPassword(h, email)).json.data;
    const res = await login(h, 'ADA@example.com', STRONG, { session_duration_minutes: 60 });
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.user_id).toBe(created.user_id);
    expect(data.session.session_id).not.toBe(created.session.session_id);
    expect(data.session.authentication_factors).toEqual([
      expect.objectContaining({ type: 'password', delivery_method: 'knowledge', email_factor: { email_id: created.email_id, email_address: email } }),
    ]);
    expect(Date.parse(data.session.expires_at) - h.clock.now()).toBe(60 * MINUTE);
  });

  it('gives an unknown email, a wrong password and a passwordless account the same status, type and message (X9)', async () => {
    const h = passwordHarness();
    await createPassword(h, email);
    await stageUser(h, { email: 'pat@example.com' });
    const wrong = await login(h, email, STRONG_2);
    const unknown = await login(h, 'nobody@example.com', STRONG_2);
    const passwordless = await login(h, 'pat@example.com', STRONG_2);
    const shape = (r: typeof wrong) => [r.status, r.json.error_type, r.json.error_message, r.json.error_url];
    expect(shape(wrong)).toEqual([401, 'invalid_credentials', 'The email or password is incorrect.', 'https://stytch.com/docs/api/errors/401#invalid_credentials']);
    expect(shape(unknown)).toEqual(shape(wrong));
    expect(shape(passwordless)).toEqual(shape(wrong));
  });

  it('spends one scrypt verification whether or not the account exists (X9 timing)', async () => {
    const inner = cheapHasher();
    const calls: string[] = [];
    const counting: PasswordHasher = {
      params: inner.params,
      hash: (p) => inner.hash(p),
      verify: (p, s) => (calls.push('verify'), inner.verify(p, s)),
      verifyNobody: (p) => (calls.push('nobody'), inner.verifyNobody(p)),
    };
    const h = createHarness({ passwordHasher: counting });
    await createPassword(h, email);
    calls.length = 0;
    await login(h, email, STRONG_2);
    await login(h, 'nobody@example.com', STRONG_2);
    expect(calls).toEqual(['verify', 'nobody']);
  });

  it('takes about as long for an unknown email as for a wrong password (X9, measured)', async () => {
    // 21 wrong passwords for one account: past its lockout, which would answer 429 before hashing.
    const rate_limits = { failed_authentications_per_account: [], password_lockout: null };
    const h = createHarness({ passwordHasher: createPasswordHasher({ log2N: 14 }), project: { rate_limits } });
    await createPassword(h, email);
    const median = async (address: string) => {
      const times: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        const t0 = performance.now();
        await login(h, address, STRONG_2);
        times.push(performance.now() - t0);
      }
      return times.sort((a, b) => a - b)[3]!;
    };
    await median(email); // warm up
    const known = await median(email);
    const unknown = await median('nobody@example.com');
    expect(unknown / known).toBeGreaterThan(1 / 3);
    expect(unknown / known).toBeLessThan(3);
  });

  it('takes about as long for an unknown email as for a wrong password at the default password_hashing "test" (X9, measured)', async () => {
    // No hasher override: the project's setting decides the cost. Many wrong tries: no lockout here.
    const h = createHarness({ project: { rate_limits: { failed_authentications_per_account: [], password_lockout: null } } as never });
    expect(h.emulator.project.password_hashing).toBe('test');
    await createPassword(h, email);
    const median = async (address: string) => {
      const times: number[] = [];
      for (let i = 0; i < 15; i += 1) {
        const t0 = performance.now();
        expect((await login(h, address, STRONG_2)).json.error_type).toBe('invalid_credentials');
        times.push(performance.now() - t0);
      }
      return times.sort((a, b) => a - b)[7]!;
    };
    await median(email); // warm up
    const known = await median(email);
    const unknown = await median('nobody@example.com');
    expect(unknown / known).toBeGreaterThan(1 / 3);
    expect(unknown / known).toBeLessThan(3);
  });

  it('spends the dummy verification at the cost the project setting names now (X9 after a change)', () => {
    let setting: PasswordHashing = 'test';
    const hasher = createProjectPasswordHasher(() => setting);
    expect(hasher.params).toEqual(PASSWORD_HASHING.test);
    setting = 'production';
    expect(hasher.params).toEqual(PASSWORD_HASHING.production);
    expect(PASSWORD_HASHING.production).toEqual({ log2N: 17, r: 8, p: 1 });
  });

  it('answers 400 reset_password for a correct password that must be reset, and invalid_credentials for a wrong one', async () => {
    const h = passwordHarness();
    await stageUser(h, { email, password: STRONG, requires_reset: true });
    const right = await login(h, email, STRONG);
    expect(right.status).toBe(400);
    expect(right.json.error_type).toBe('reset_password');
    const wrong = await login(h, email, STRONG_2);
    expect(wrong.json.error_type).toBe('invalid_credentials');
  });

  it('forces a reset when the stored password is on the breached list', async () => {
    const h = passwordHarness();
    await stageUser(h, { email, password: 'qwerty123' });
    expect((await login(h, email, 'qwerty123')).json.error_type).toBe('reset_password');
    const me = await h.call('POST', '/users/search', { body: { email } });
    expect(me.json.data.userType).toBe('password');
  });

  it('does not clear a session on a wrong password: the error is not an unrecoverable type', async () => {
    const h = passwordHarness();
    const auth = (await createPassword(h, email)).json.data;
    const wrong = await login(h, email, STRONG_2);
    expect(['unauthorized_credentials', 'user_unauthenticated', 'invalid_secret_authentication', 'session_not_found']).not.toContain(wrong.json.error_type);
    expect((await h.call('POST', '/sessions/authenticate', { session: auth.session_token, body: {} })).status).toBe(200);
  });
});

describe('POST /passwords/existing_password/reset', () => {
  it('changes the password when the existing one is right, then only the new one works', async () => {
    const h = passwordHarness();
    await createPassword(h, email);
    const res = await h.call('POST', '/passwords/existing_password/reset', {
      body: { email, existing_password: STRONG, new_password: STRONG_2, session_duration_minutes: 30 },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.session.authentication_factors[0]).toMatchObject({ type: 'password', delivery_method: 'knowledge' });
    expect((await login(h, email, STRONG)).status).toBe(401);
    expect((await login(h, email, STRONG_2)).status).toBe(200);
  });

  it('clears requires_reset', async () => {
    const h = passwordHarness();
    await stageUser(h, { email, password: STRONG, requires_reset: true });
    const res = await h.call('POST', '/passwords/existing_password/reset', {
      body: { email, existing_password: STRONG, new_password: STRONG_2, session_duration_minutes: 30 },
    });
    expect(res.json.data.user.password.requires_reset).toBe(false);
    expect((await login(h, email, STRONG_2)).status).toBe(200);
  });

  it('refuses a wrong existing password or unknown email alike, and a breached new password', async () => {
    const h = passwordHarness();
    await createPassword(h, email);
    const reset = (body: Record<string, unknown>) =>
      h.call('POST', '/passwords/existing_password/reset', { body: { email, existing_password: STRONG, new_password: STRONG_2, session_duration_minutes: 30, ...body } });
    const wrong = await reset({ existing_password: 'not it at all 123' });
    const unknown = await reset({ email: 'nobody@example.com' });
    expect([wrong.status, wrong.json.error_type, wrong.json.error_message]).toEqual([unknown.status, unknown.json.error_type, unknown.json.error_message]);
    expect(wrong.json.error_type).toBe('invalid_credentials');
    expect((await reset({ new_password: 'iloveyou' })).json.error_type).toBe('breached_password');
    expect((await login(h, email, STRONG)).status).toBe(200);
  });
});

describe('POST /passwords/session/reset', () => {
  it('sets a password for the caller, passwordless before, and adds the factor to the same session', async () => {
    const h = passwordHarness();
    const auth = await h.loginWithMagicLink(email);
    const res = await h.call('POST', '/passwords/session/reset', { session: auth.session_token, body: { password: STRONG } });
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.session.session_id).toBe(auth.session.session_id);
    expect(data.session.authentication_factors.map((f: { type: string }) => f.type)).toEqual(['magic_link', 'password']);
    expect(data.user.password).toMatchObject({ requires_reset: false });
    expect((await login(h, email, STRONG)).status).toBe(200);
  });

  it('needs a session', async () => {
    const h = passwordHarness();
    const res = await h.call('POST', '/passwords/session/reset', { body: { password: STRONG } });
    expect(res.status).toBe(401);
    expect(res.json.error_type).toBe('unauthorized_credentials');
  });

  it('applies the policy', async () => {
    const h = passwordHarness();
    const auth = await h.loginWithMagicLink(email);
    const res = await h.call('POST', '/passwords/session/reset', { session: auth.session_token, body: { password: 'password' } });
    expect(res.json.error_type).toBe('breached_password');
  });
});

describe('POST /users/search', () => {
  it('answers new, password and passwordless with the camelCase key', async () => {
    const h = passwordHarness();
    await createPassword(h, email);
    await h.loginWithMagicLink('pat@example.com');
    const search = async (address: string) => (await h.call('POST', '/users/search', { body: { email: address } })).json.data;
    expect(await search('nobody@example.com')).toEqual({ userType: 'new', request_id: expect.any(String), status_code: 200 });
    expect((await search('ADA@example.com')).userType).toBe('password');
    expect((await search('pat@example.com')).userType).toBe('passwordless');
  });

  it('refuses an invalid email', async () => {
    const h = passwordHarness();
    const res = await h.call('POST', '/users/search', { body: { email: 'not-an-email' } });
    expect([res.status, res.json.error_type]).toEqual([400, 'invalid_email']);
  });
});

describe('POST /__emulator/users', () => {
  it('creates passwordless and password accounts, marks a reset, and removes a password', async () => {
    const h = passwordHarness();
    const pat = await stageUser(h, { email: 'pat@example.com' });
    expect(pat.user.password).toBeNull();
    const ada = await stageUser(h, { email, password: STRONG });
    expect(ada.user.password).toMatchObject({ requires_reset: false });
    const marked = await stageUser(h, { email, requires_reset: true });
    expect(marked.user.user_id).toBe(ada.user.user_id);
    expect(marked.user.password).toEqual({ password_id: ada.user.password!.password_id, requires_reset: true });
    const cleared = await stageUser(h, { email, password: null });
    expect(cleared.user.password).toBeNull();
    expect((await h.call('POST', '/users/search', { body: { email } })).json.data.userType).toBe('passwordless');
  });

  it('refuses requires_reset without a password and bad fields', async () => {
    const h = passwordHarness();
    const post = (body: unknown) => h.call('POST', `${ORIGIN}/__emulator/users`, { body });
    expect((await post({ email, requires_reset: true })).json.error_type).toBe('no_user_password');
    expect((await post({ email, password: 42 })).status).toBe(400);
    expect((await post({ email: 'nope' })).json.error_type).toBe('invalid_email');
    expect((await post({ email, requires_reset: 'yes' })).status).toBe(400);
  });

  it('is not under the SDK prefix', async () => {
    const h = passwordHarness();
    expect((await h.call('POST', '/__emulator/users', { body: { email } })).status).toBe(404);
  });
});

describe('bad input', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['/passwords', { email, session_duration_minutes: 30 }],
    ['/passwords', { email, password: 12345678, session_duration_minutes: 30 }],
    ['/passwords', { email, password: '', session_duration_minutes: 30 }],
    ['/passwords', { password: STRONG, session_duration_minutes: 30 }],
    ['/passwords', { email, password: STRONG, session_duration_minutes: 'thirty' }],
    ['/passwords/authenticate', { email, password: ['x'], session_duration_minutes: 30 }],
    ['/passwords/authenticate', { email: 'bad', password: STRONG, session_duration_minutes: 30 }],
    ['/passwords/email/reset/start', { email, reset_password_expiration_minutes: 'soon' }],
    ['/passwords/email/reset', { password: STRONG, session_duration_minutes: 30 }],
    ['/passwords/existing_password/reset', { email, existing_password: STRONG, session_duration_minutes: 30 }],
    ['/passwords/strength_check', {}],
    ['/passwords/strength_check', { password: true }],
    ['/users/search', { email: 7 }],
  ];
  it.each(cases)('%s %j → a flat 400', async (path, body) => {
    const h = passwordHarness();
    const res = await h.call('POST', path, { body });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      status_code: 400,
      request_id: expect.any(String),
      error_type: expect.any(String),
      error_message: expect.any(String),
      error_url: expect.stringContaining('/400#'),
      error_details: {},
    });
  });

  it('refuses a password over 256 code points, counting an emoji as one (X5)', async () => {
    const h = passwordHarness();
    const ok = '😀'.repeat(256); // 512 UTF-16 units, 256 code points
    const tooLong = 'a'.repeat(257);
    const check = (password: string) => h.call('POST', '/passwords/strength_check', { body: { password } });
    expect((await check(ok)).status).toBe(200);
    const res = await check(tooLong);
    expect([res.status, res.json.error_type, res.json.error_message]).toEqual([400, 'invalid_argument', 'password must be at most 256 characters long']);
    expect((await createPassword(h, email, tooLong)).status).toBe(400);
    expect((await login(h, email, tooLong)).status).toBe(400);
  });

  it('answers 413 to a pasted megabyte', async () => {
    const h = passwordHarness();
    const res = await login(h, email, 'x'.repeat(1024 * 1024));
    expect([res.status, res.json.error_type]).toEqual([413, 'request_too_large']);
  });

  it('needs the public token', async () => {
    const h = passwordHarness();
    const res = await h.call('POST', '/users/search', { authorization: null, body: { email } });
    expect(res.status).toBe(401);
  });
});

describe('Unicode passwords are kept exactly as typed (X8)', () => {
  const passwords = [
    'Grüße aus Köln 2024 ✓',
    'パスワードは秘密です 42',
    '  leading and trailing spaces  ',
    '🦄🌈 unicorn rainbow 🦄🌈 !',
    'e\u0301tude café naïve 9', // decomposed é: not normalized
    'tab\there and\nnewline 77 x',
  ];
  it.each(passwords)('%j round-trips through create and authenticate', async (password) => {
    const h = passwordHarness();
    const created = await createPassword(h, email, password);
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    expect((await login(h, email, password)).status).toBe(200);
  });

  it('does not normalize or trim: a look-alike is a different password', async () => {
    const h = passwordHarness();
    await createPassword(h, email, 'e\u0301tude café naïve 9');
    expect((await login(h, email, '\u00e9tude café naïve 9')).status).toBe(401);
    await createPassword(h, 'bo@example.com', '  leading and trailing spaces  ');
    expect((await login(h, 'bo@example.com', 'leading and trailing spaces')).status).toBe(401);
  });
});
