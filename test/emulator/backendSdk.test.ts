// The provider's official backend SDK (stytch, unchanged) against a real emulator on a socket: a
// host's server sends links and codes, authenticates and revokes sessions, verifies session JWTs
// locally against the served JWKS, and manages users, all through the backend API (issue 35).
// Links and codes are read through the outbox (docs/architecture.md guideline 12).
import { Client, StytchError } from 'stytch';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OutboxMessage } from '../../src/contract/index';
import { describeEmulatorServer, startEmulatorServer, type EmulatorServer } from '../../emulator/server';

const REDIRECT = 'http://localhost:3000/authenticate';

describe('the official backend SDK against the emulator', () => {
  let server: EmulatorServer;
  let base: string;
  let client: Client;

  const latest = async (recipient: string): Promise<OutboxMessage> => {
    const res = await fetch(`${base}__emulator/outbox?recipient=${encodeURIComponent(recipient)}`);
    const message = ((await res.json()) as { messages: OutboxMessage[] }).messages.at(-1);
    if (!message) throw new Error(`nothing was sent to ${recipient}`);
    return message;
  };

  /** A sign-in by magic link, as a host's server runs it: send, then spend the mailed token. */
  const signInByMagicLink = async (email: string) => {
    await client.magicLinks.email.loginOrCreate({ email, login_magic_link_url: REDIRECT, signup_magic_link_url: REDIRECT });
    const token = new URL((await latest(email)).link!).searchParams.get('token')!;
    return client.magicLinks.authenticate({ token, session_duration_minutes: 60 });
  };

  /** The SDK rejects with a StytchError carrying the provider's error body. */
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (err: unknown) => (err instanceof StytchError ? { status: err.status_code, type: err.error_type } : { status: 0, type: String(err) }),
    );

  beforeAll(async () => {
    server = await startEmulatorServer({ port: 0 });
    base = `http://127.0.0.1:${new URL(server.origin).port}/`;
    // The SDK warns about an env other than its own two hosts; the emulator is that on purpose.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { project_id, secret } = server.emulator.project;
    client = new Client({ project_id, secret, env: base });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await server.close();
  });

  it('sends a magic link (the outbox has it) and authenticates its token into a session', async () => {
    const sent = await client.magicLinks.email.loginOrCreate({ email: 'ml@example.com', login_magic_link_url: REDIRECT, signup_magic_link_url: REDIRECT });
    expect(sent).toMatchObject({ status_code: 200, user_created: true, user_id: expect.stringMatching(/^user-test-/), email_id: expect.stringMatching(/^email-test-/) });
    const token = new URL((await latest('ml@example.com')).link!).searchParams.get('token')!;
    const auth = await client.magicLinks.authenticate({ token, session_duration_minutes: 60 });
    expect(auth).toMatchObject({ user_id: sent.user_id, method_id: sent.email_id, reset_sessions: false, user: { is_locked: false } });
    expect(auth.session?.authentication_factors[0]).toMatchObject({ type: 'magic_link', delivery_method: 'email' });
    expect(await failure(client.magicLinks.authenticate({ token, session_duration_minutes: 60 }))).toEqual({ status: 401, type: 'unable_to_auth_magic_link' });
  });

  it('sends an email passcode and authenticates the code from the outbox', async () => {
    const sent = await client.otps.email.loginOrCreate({ email: 'otp@example.com' });
    expect(sent).toMatchObject({ user_created: true, email_id: expect.stringMatching(/^email-test-/) });
    const code = (await latest('otp@example.com')).code!;
    const auth = await client.otps.authenticate({ method_id: sent.email_id, code, session_duration_minutes: 30 });
    expect(auth).toMatchObject({ user_id: sent.user_id, method_id: sent.email_id, session_token: expect.any(String) });
    expect(auth.session?.authentication_factors[0]).toMatchObject({ type: 'otp', delivery_method: 'email' });
    // A user who exists is sent to again, and not created twice.
    expect(await client.otps.email.send({ email: 'otp@example.com' })).toMatchObject({ user_id: sent.user_id, email_id: sent.email_id });
  });

  it('authenticates a session by token and by JWT, and extends it', async () => {
    const auth = await signInByMagicLink('sessions@example.com');
    const byToken = await client.sessions.authenticate({ session_token: auth.session_token });
    expect(byToken).toMatchObject({ session_token: auth.session_token, session: { session_id: auth.session!.session_id }, user: { user_id: auth.user_id } });
    const byJwt = await client.sessions.authenticate({ session_jwt: auth.session_jwt, session_duration_minutes: 120 });
    expect(byJwt.session.session_id).toBe(auth.session!.session_id);
    expect(Date.parse(byJwt.session.expires_at!)).toBeGreaterThan(Date.parse(auth.session!.expires_at!) + 50 * 60_000);
  });

  it('verifies a session JWT locally against the JWKS; a tampered one fails there and at the API', async () => {
    const auth = await signInByMagicLink('jwt@example.com');
    const local = await client.sessions.authenticateJwtLocal({ session_jwt: auth.session_jwt });
    expect(local).toMatchObject({ session_id: auth.session!.session_id, user_id: auth.user_id, roles: ['stytch_user'] });
    expect((await client.sessions.authenticateJwt({ session_jwt: auth.session_jwt })).session.session_id).toBe(auth.session!.session_id);

    const [header, payload, signature] = auth.session_jwt.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const tampered = [header, Buffer.from(JSON.stringify({ ...claims, sub: 'user-test-someone-else' })).toString('base64url'), signature].join('.');
    await expect(client.sessions.authenticateJwtLocal({ session_jwt: tampered })).rejects.toThrow(/jwt_invalid/);
    // authenticateJwt falls back to the API, which must refuse it too.
    expect(await failure(client.sessions.authenticateJwt({ session_jwt: tampered }))).toEqual({ status: 404, type: 'session_not_found' });
  });

  it('lists, then revokes a session: the browser\'s next call with it fails too', async () => {
    const auth = await signInByMagicLink('revoke@example.com');
    const listed = await client.sessions.get({ user_id: auth.user_id });
    expect(listed.sessions.map((s) => s.session_id)).toEqual([auth.session!.session_id]);
    expect(await client.sessions.revoke({ session_token: auth.session_token })).toMatchObject({ status_code: 200 });
    expect((await client.sessions.get({ user_id: auth.user_id })).sessions).toEqual([]);
    const { public_token } = server.emulator.project;
    const browser = await fetch(`${base}sdk/v1/sessions/authenticate`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${public_token}:${auth.session_token}`).toString('base64')}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect([browser.status, ((await browser.json()) as { error_type: string }).error_type]).toEqual([404, 'session_not_found']);
    expect(await failure(client.sessions.authenticate({ session_token: auth.session_token }))).toEqual({ status: 404, type: 'session_not_found' });
  });

  it('gets, searches, updates and deletes users', async () => {
    const byEmail = await signInByMagicLink('search-me@example.com');
    const sms = await client.otps.sms.loginOrCreate({ phone_number: '+15555550177' });
    expect(sms).toMatchObject({ user_created: true, phone_id: expect.stringMatching(/^phone-number-test-/) });

    expect(await client.users.get({ user_id: byEmail.user_id })).toMatchObject({ user_id: byEmail.user_id, emails: [{ email: 'search-me@example.com', verified: true }] });
    const found = await client.users.search({ query: { operator: 'AND', operands: [{ filter_name: 'email_address', filter_value: ['search-me@example.com'] }] } });
    expect(found.results.map((u) => u.user_id)).toEqual([byEmail.user_id]);
    expect(found.results_metadata.total).toBe(1);
    const fuzzy = await client.users.search({ query: { operator: 'OR', operands: [{ filter_name: 'email_address_fuzzy', filter_value: 'search-me' }, { filter_name: 'phone_number', filter_value: ['+15555550177'] }] } });
    expect(fuzzy.results.map((u) => u.user_id).sort()).toEqual([byEmail.user_id, sms.user_id].sort());
    const byPhone = await client.users.search({ query: { operator: 'AND', operands: [{ filter_name: 'phone_number_fuzzy', filter_value: '5550177' }] } });
    expect(byPhone.results.map((u) => u.user_id)).toEqual([sms.user_id]);

    const pages: string[][] = [];
    for await (const page of client.users.searchAll({ limit: 1, query: { operator: 'OR', operands: [{ filter_name: 'user_id', filter_value: [byEmail.user_id, sms.user_id] }] } })) {
      pages.push(page.map((u) => u.user_id));
    }
    expect(pages).toEqual([[byEmail.user_id], [sms.user_id]]);

    const updated = await client.users.update({ user_id: byEmail.user_id, name: { first_name: 'Ada' }, trusted_metadata: { plan: 'pro' } });
    expect(updated).toMatchObject({ user_id: byEmail.user_id, user: { name: { first_name: 'Ada', last_name: '' }, trusted_metadata: { plan: 'pro' } } });
    expect((await client.users.get({ user_id: byEmail.user_id })).trusted_metadata).toEqual({ plan: 'pro' });

    expect(await client.users.delete({ user_id: byEmail.user_id })).toMatchObject({ user_id: byEmail.user_id });
    expect(await failure(client.users.get({ user_id: byEmail.user_id }))).toEqual({ status: 404, type: 'user_not_found' });
    expect(await failure(client.sessions.authenticate({ session_token: byEmail.session_token }))).toEqual({ status: 404, type: 'session_not_found' });
  });

  it('prints the project id and secret in the start-up lines', () => {
    const lines = describeEmulatorServer(server).join('\n');
    expect(lines).toContain(`Project id:    ${server.emulator.project.project_id}`);
    expect(lines).toContain(`Secret:        ${server.emulator.project.secret}`);
  });

  it('refuses a wrong secret with 401 unauthorized_credentials', async () => {
    const wrong = new Client({ project_id: server.emulator.project.project_id, secret: 'secret-test-wrong', env: base });
    expect(await failure(wrong.users.search({}))).toEqual({ status: 401, type: 'unauthorized_credentials' });
  });
});
