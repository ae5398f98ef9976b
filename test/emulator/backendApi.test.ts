// The backend API's edges, in-process on a fake clock (docs/architecture.md guideline 13): who may
// call it, what a malformed or wrong-typed request gets, and the rules the SDK test
// (backendSdk.test.ts) does not reach: paging, metadata merging, sessions not asked for, expired JWTs.
import { describe, expect, it } from 'vitest';
import { requireProjectSecret } from '../../emulator/backend/credentials';
import { defineProject, DEFAULT_PROJECT, ProjectConfigError } from '../../emulator/project/project';
import { createHarness, MINUTE, ORIGIN, type CallOptions } from './harness';

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

function backend() {
  const h = createHarness();
  const { project_id, secret } = h.emulator.project;
  const call = (method: string, path: string, options: CallOptions = {}) => h.call(method, `${ORIGIN}/v1${path}`, { authorization: basic(project_id, secret), ...options });
  return { h, call };
}

describe('requireProjectSecret', () => {
  const project = { project_id: 'project-test-1', secret: 'secret-test-1' };
  const refused = (header: string | null) => {
    try {
      requireProjectSecret(header, project);
      return null;
    } catch (err) {
      return [(err as { status: number }).status, (err as { errorType: string }).errorType];
    }
  };

  it('accepts this project id with its secret, and nothing else', () => {
    expect(refused(basic('project-test-1', 'secret-test-1'))).toBeNull();
    for (const header of [
      null,
      '',
      'Bearer secret-test-1',
      'Basic %%%',
      `Basic ${Buffer.from('no-colon').toString('base64')}`,
      basic('project-test-2', 'secret-test-1'),
      basic('project-test-1', 'secret-test-2'),
      basic('project-test-1', 'secret-test-1x'),
      basic('project-test-1', ''),
      basic(DEFAULT_PROJECT.public_token, 'secret-test-1'),
    ]) {
      expect(refused(header), String(header)).toEqual([401, 'unauthorized_credentials']);
    }
  });
});

describe('the project secret', () => {
  it('has a stable test default and is validated like the other fields', () => {
    expect(DEFAULT_PROJECT.secret).toMatch(/^secret-test-/);
    expect(defineProject({ secret: 'secret-test-from-config' }).secret).toBe('secret-test-from-config');
    expect(() => defineProject({ secret: 'short' })).toThrow(ProjectConfigError);
    expect(() => defineProject({ secret: 'has a space in it' })).toThrow(/"secret" must be/);
  });

  it('is kept by a snapshot, as the rest of the project config', async () => {
    const h = createHarness({ project: { secret: 'secret-test-snapshotted' } });
    const exported = await h.call('GET', `${ORIGIN}/__emulator/export`);
    expect(exported.json.project.secret).toBe('secret-test-snapshotted');
  });

  it('is shown on /admin and never in bootstrap', async () => {
    const { h } = backend();
    const page = await h.emulator.handle(`${ORIGIN}/admin`);
    expect(await page.text()).toContain(h.emulator.project.secret);
    const bootstrap = await h.call('GET', `/projects/bootstrap/${h.emulator.project.public_token}`);
    expect(JSON.stringify(bootstrap.json)).not.toContain(h.emulator.project.secret);
  });
});

describe('the backend API edge', () => {
  it('answers 401 unauthorized_credentials in the provider\'s flat envelope', async () => {
    const { call } = backend();
    for (const authorization of [null, basic(DEFAULT_PROJECT.public_token, DEFAULT_PROJECT.public_token), basic(DEFAULT_PROJECT.project_id, 'secret-test-wrong')]) {
      const res = await call('POST', '/users/search', { body: {}, authorization });
      expect(res.status).toBe(401);
      expect(res.json).toEqual({
        status_code: 401,
        request_id: expect.stringMatching(/^request-id-test-/),
        error_type: 'unauthorized_credentials',
        error_message: expect.stringContaining('Unauthorized credentials'),
        error_url: 'https://stytch.com/docs/api/errors/401#unauthorized_credentials',
        error_details: {},
      });
    }
  });

  it('serves the JWKS without credentials, flat', async () => {
    const { call, h } = backend();
    const res = await call('GET', `/sessions/jwks/${h.emulator.project.project_id}`, { authorization: null });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ keys: [{ kty: 'RSA', alg: 'RS256', kid: expect.any(String) }], status_code: 200, request_id: expect.any(String) });
    expect((await call('GET', '/sessions/jwks/project-test-other', { authorization: null })).status).toBe(404);
  });

  it('names what is wrong with a body: malformed JSON, not an object, a missing or wrong-typed field', async () => {
    const { call } = backend();
    const errorOf = async (method: string, path: string, options: CallOptions) => {
      const res = await call(method, path, options);
      return [res.status, res.json.error_type, res.json.error_message];
    };
    expect(await errorOf('POST', '/users/search', { rawBody: '{"query":' })).toEqual([400, 'invalid_json', expect.any(String)]);
    expect(await errorOf('POST', '/users/search', { body: [1] })).toEqual([400, 'bad_request', expect.stringContaining('JSON object')]);
    expect(await errorOf('POST', '/sessions/authenticate', { body: {} })).toEqual([400, 'missing_argument', expect.stringContaining('session_token or session_jwt')]);
    expect(await errorOf('POST', '/sessions/authenticate', { body: { session_token: 7 } })).toEqual([400, 'invalid_argument', 'session_token must be a string']);
    expect(await errorOf('GET', '/sessions', {})).toEqual([400, 'missing_argument', expect.stringContaining('user_id')]);
    expect(await errorOf('GET', '/sessions?user_id=user-test-nobody', {})).toEqual([404, 'user_not_found', expect.stringContaining('user-test-nobody')]);
    expect(await errorOf('POST', '/otps/authenticate', { body: { method_id: 'email-test-1', code: '12345' } })).toEqual([400, 'invalid_argument', 'code must be a string of 6 digits']);
    expect(await errorOf('POST', '/magic_links/authenticate', { body: {} })).toEqual([400, 'missing_argument', expect.stringContaining('token')]);
    expect(await errorOf('POST', '/otps/email/login_or_create', { body: { email: 'not-an-email' } })).toEqual([400, 'invalid_email', expect.any(String)]);
    expect(await errorOf('POST', '/sessions/revoke', { body: {} })).toEqual([400, 'missing_argument', expect.stringContaining('session_id')]);
    expect(await errorOf('POST', '/sessions/revoke', { body: { session_id: 'session-test-gone' } })).toEqual([404, 'session_not_found', expect.any(String)]);
    expect(await errorOf('GET', '/users/user-test-nobody', {})).toEqual([404, 'user_not_found', expect.any(String)]);
    expect(await errorOf('DELETE', '/users/user-test-nobody', {})).toEqual([404, 'user_not_found', expect.any(String)]);
  });

  it('checks a user update whole before changing anything', async () => {
    const { call } = backend();
    const { user_id } = (await call('POST', '/otps/email/login_or_create', { body: { email: 'upd@example.com' } })).json;
    for (const body of [{ name: 'Ada' }, { name: { first_name: 1 } }, { name: { first_name: 'A\u202Eda' } }, { trusted_metadata: [] }, { untrusted_metadata: { big: 'x'.repeat(5000) } }]) {
      const res = await call('PUT', `/users/${user_id}`, { body: { trusted_metadata: { kept: false }, ...body } });
      expect([res.status, res.json.error_type], JSON.stringify(body)).toEqual([400, 'invalid_argument']);
    }
    expect((await call('GET', `/users/${user_id}`)).json).toMatchObject({ name: { first_name: '' }, trusted_metadata: {} });
  });

  it('merges metadata at the top level: a key given replaces, null removes, others stay', async () => {
    const { call } = backend();
    const { user_id } = (await call('POST', '/otps/email/login_or_create', { body: { email: 'meta@example.com' } })).json;
    await call('PUT', `/users/${user_id}`, { body: { trusted_metadata: { plan: 'free', seats: 1 } } });
    const res = await call('PUT', `/users/${user_id}`, { body: { trusted_metadata: { plan: 'pro', seats: null, region: 'eu' }, untrusted_metadata: { theme: 'dark' } } });
    expect(res.json.user).toMatchObject({ trusted_metadata: { plan: 'pro', region: 'eu' }, untrusted_metadata: { theme: 'dark' } });
    expect(res.json.user.trusted_metadata).not.toHaveProperty('seats');
  });
});

describe('backend users/search', () => {
  async function withUsers(count: number) {
    const b = backend();
    for (let i = 0; i < count; i++) await b.call('POST', '/otps/email/login_or_create', { body: { email: `page${i}@example.com` } });
    return b;
  }

  it('pages with limit and an opaque cursor, and counts the total', async () => {
    const { call } = await withUsers(3);
    const first = (await call('POST', '/users/search', { body: { limit: 2 } })).json;
    expect(first.results).toHaveLength(2);
    expect(first.results_metadata).toEqual({ total: 3, next_cursor: expect.any(String) });
    const second = (await call('POST', '/users/search', { body: { limit: 2, cursor: first.results_metadata.next_cursor } })).json;
    expect(second.results.map((u: { emails: { email: string }[] }) => u.emails[0]!.email)).toEqual(['page2@example.com']);
    expect(second.results_metadata.next_cursor).toBeNull();
    expect((await call('POST', '/users/search', { body: { cursor: 'not-a-cursor' } })).status).toBe(400);
  });

  it('refuses an unknown filter, a wrong operand or operator, and a limit out of range', async () => {
    const { call } = await withUsers(1);
    const bad = [
      { query: { operator: 'XOR', operands: [] } },
      { query: { operator: 'AND' } },
      { query: { operator: 'AND', operands: [{ filter_name: 'favourite_colour', filter_value: 'blue' }] } },
      { query: { operator: 'AND', operands: [{ filter_name: 'email_address', filter_value: 'page0@example.com' }] } },
      { query: { operator: 'AND', operands: [{ filter_name: 'email_verified', filter_value: 'yes' }] } },
      { query: { operator: 'AND', operands: [{ filter_name: 'created_at_greater_than', filter_value: 'yesterday' }] } },
      { limit: 0 },
      { limit: 1001 },
    ];
    for (const body of bad) {
      const res = await call('POST', '/users/search', { body });
      expect([res.status, res.json.error_type], JSON.stringify(body)).toEqual([400, 'invalid_argument']);
    }
  });

  it('combines operands with AND and OR', async () => {
    const { call } = await withUsers(2);
    const search = async (operator: string, operands: object[]) => (await call('POST', '/users/search', { body: { query: { operator, operands } } })).json.results.length;
    const first = { filter_name: 'email_address', filter_value: ['page0@example.com'] };
    const fuzzy = { filter_name: 'email_address_fuzzy', filter_value: 'PAGE' };
    const verified = { filter_name: 'email_verified', filter_value: true };
    expect(await search('AND', [first, fuzzy])).toBe(1);
    expect(await search('OR', [first, fuzzy])).toBe(2);
    expect(await search('AND', [fuzzy, verified])).toBe(0);
    expect(await search('AND', [{ filter_name: 'status', filter_value: 'active' }])).toBe(2);
  });
});

describe('backend authenticate calls and sessions', () => {
  async function sendCode(call: ReturnType<typeof backend>['call'], h: ReturnType<typeof backend>['h'], email: string) {
    const { email_id } = (await call('POST', '/otps/email/login_or_create', { body: { email } })).json;
    return { method_id: email_id as string, code: (await h.latest(email)).code! };
  }

  it('starts no session unless asked: empty token and JWT, nothing left in the store', async () => {
    const { call, h } = backend();
    const res = await call('POST', '/otps/authenticate', { body: await sendCode(call, h, 'nosession@example.com') });
    expect(res.json).toMatchObject({ status_code: 200, session_token: '', session_jwt: '', user: { emails: [{ verified: true }] } });
    expect(res.json).not.toHaveProperty('session');
    expect(h.emulator.store.sessions.size).toBe(0);
  });

  it('steps up the session it is given instead of starting another', async () => {
    const { call, h } = backend();
    const first = (await call('POST', '/otps/authenticate', { body: { ...(await sendCode(call, h, 'step@example.com')), session_duration_minutes: 30 } })).json;
    const again = (await call('POST', '/otps/authenticate', { body: { ...(await sendCode(call, h, 'step@example.com')), session_jwt: first.session_jwt } })).json;
    expect(again.session.session_id).toBe(first.session.session_id);
    expect(h.emulator.store.sessions.size).toBe(1);
  });

  it('authenticates by an expired JWT while its session lives, and not once the session has ended', async () => {
    const { call, h } = backend();
    const auth = (await call('POST', '/otps/authenticate', { body: { ...(await sendCode(call, h, 'old@example.com')), session_duration_minutes: 60 } })).json;
    h.clock.advance(10 * MINUTE); // past the JWT's five minutes
    const fresh = await call('POST', '/sessions/authenticate', { body: { session_jwt: auth.session_jwt } });
    expect(fresh.status).toBe(200);
    expect(fresh.json.session_jwt).not.toBe(auth.session_jwt);
    h.clock.advance(60 * MINUTE);
    expect((await call('POST', '/sessions/authenticate', { body: { session_jwt: auth.session_jwt } })).json.error_type).toBe('session_not_found');
  });

  it('refuses a token and a JWT of different sessions, and a JWT of another emulator', async () => {
    const { call, h } = backend();
    const a = (await call('POST', '/otps/authenticate', { body: { ...(await sendCode(call, h, 'a@example.com')), session_duration_minutes: 30 } })).json;
    const b = (await call('POST', '/otps/authenticate', { body: { ...(await sendCode(call, h, 'b@example.com')), session_duration_minutes: 30 } })).json;
    const mixed = await call('POST', '/sessions/authenticate', { body: { session_token: a.session_token, session_jwt: b.session_jwt } });
    expect([mixed.status, mixed.json.error_type]).toEqual([400, 'invalid_argument']);

    const other = backend();
    const foreign = (await other.call('POST', '/otps/authenticate', { body: { ...(await sendCode(other.call, other.h, 'a@example.com')), session_duration_minutes: 30 } })).json;
    const res = await call('POST', '/sessions/authenticate', { body: { session_jwt: foreign.session_jwt } });
    expect([res.status, res.json.error_type]).toEqual([404, 'session_not_found']);
  });

  it('sends to an existing user by address, or to the user named by user_id or a session, adding the address', async () => {
    const { call, h } = backend();
    const owner = (await call('POST', '/otps/email/login_or_create', { body: { email: 'owner@example.com' } })).json;
    const nobody = await call('POST', '/otps/email/send', { body: { email: 'nobody@example.com' } });
    expect([nobody.status, nobody.json.error_type]).toEqual([404, 'email_not_found']);

    const added = (await call('POST', '/otps/email/send', { body: { email: 'second@example.com', user_id: owner.user_id } })).json;
    expect(added.user_id).toBe(owner.user_id);
    const link = await call('POST', '/magic_links/email/send', { body: { email: 'third@example.com', user_id: owner.user_id, login_magic_link_url: 'http://localhost:3000/authenticate' } });
    expect(link.json).toMatchObject({ user_id: owner.user_id, email_id: expect.stringMatching(/^email-test-/) });
    expect((await h.latest('third@example.com')).link).toContain('token=');
    const emails = (await call('GET', `/users/${owner.user_id}`)).json.emails.map((e: { email: string }) => e.email);
    expect(emails).toEqual(['owner@example.com', 'second@example.com', 'third@example.com']);

    const other = (await call('POST', '/otps/email/login_or_create', { body: { email: 'other@example.com' } })).json;
    const taken = await call('POST', '/otps/email/send', { body: { email: 'owner@example.com', user_id: other.user_id } });
    expect([taken.status, taken.json.error_type]).toEqual([400, 'bad_request']);
    const unknown = await call('POST', '/otps/email/send', { body: { email: 'x@example.com', user_id: 'user-test-nobody' } });
    expect([unknown.status, unknown.json.error_type]).toEqual([404, 'user_not_found']);
  });

  it('revokes by session_id and by JWT', async () => {
    const { call, h } = backend();
    const a = (await call('POST', '/otps/authenticate', { body: { ...(await sendCode(call, h, 'r1@example.com')), session_duration_minutes: 30 } })).json;
    const b = (await call('POST', '/otps/authenticate', { body: { ...(await sendCode(call, h, 'r2@example.com')), session_duration_minutes: 30 } })).json;
    expect((await call('POST', '/sessions/revoke', { body: { session_id: a.session.session_id } })).status).toBe(200);
    expect((await call('POST', '/sessions/revoke', { body: { session_jwt: b.session_jwt } })).status).toBe(200);
    expect(h.emulator.store.sessions.size).toBe(0);
  });
});
