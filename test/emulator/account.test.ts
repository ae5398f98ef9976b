// The account calls of issue 17: PUT /users/me, every factor deletion (ownership, the last way to
// sign in kept), impersonation through the dev route, and the B2B member search over the
// organizations the project config stages.
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import type { StagedOrganization } from '../../emulator/project/organizations';
import { defineProject } from '../../emulator/project/project';
import { createHarness, MINUTE, ORIGIN, type Harness } from './harness';

const alice = 'alice@example.com';
const bob = 'bob@example.com';
const me = async (h: Harness, session: string) => (await h.call('GET', '/users/me', { session })).json.data;

describe('PUT /users/me', () => {
  it('updates the name and untrusted_metadata, answers the provider shape, and GET /users/me shows them', async () => {
    const h = createHarness();
    const auth = await h.loginWithEmailOtp(alice);
    const res = await h.call('PUT', '/users/me', { body: { name: { first_name: 'Alice' }, untrusted_metadata: { plan: 'pro', seats: 3 } }, session: auth.session_token });
    expect(res.json.data).toEqual({
      user_id: auth.user_id,
      emails: [{ email_id: auth.method_id, email: alice, verified: true }],
      phone_numbers: [],
      crypto_wallets: [],
      // The whole user, as the provider's own SDK reads it (src/contract/users.ts UserEcho).
      __user: expect.objectContaining({ user_id: auth.user_id, untrusted_metadata: { plan: 'pro', seats: 3 } }),
      request_id: expect.any(String),
      status_code: 200,
    });
    const user = await me(h, auth.session_token);
    expect(user.name).toEqual({ first_name: 'Alice', middle_name: '', last_name: '' });
    expect(user.untrusted_metadata).toEqual({ plan: 'pro', seats: 3 });
  });

  it.each([
    [{ untrusted_metadata: ['a'] }, 'untrusted_metadata must be an object'],
    [{ untrusted_metadata: 'x' }, 'untrusted_metadata must be an object'],
    [{ name: 'Alice' }, 'name must be an object'],
    [{ name: { last_name: false } }, 'last_name must be a string'],
    [{ untrusted_metadata: { blob: 'x'.repeat(5000) } }, 'untrusted_metadata must be at most 4096 bytes of JSON'],
  ])('refuses %j with a 400 naming the field, and changes nothing', async (body, message) => {
    const h = createHarness();
    const auth = await h.loginWithEmailOtp(alice);
    const res = await h.call('PUT', '/users/me', { body, session: auth.session_token });
    expect([res.status, res.json.error_type, res.json.error_message]).toEqual([400, 'invalid_argument', message]);
    expect((await me(h, auth.session_token)).untrusted_metadata).toEqual({});
  });

  it('needs a session', async () => {
    expect((await createHarness().call('PUT', '/users/me', { body: {} })).json.error_type).toBe('unauthorized_credentials');
  });
});

describe('DELETE /users/{factor}/{id}', () => {
  it('a deleted phone number is gone from users/me; the last way to sign in is refused and kept', async () => {
    const h = createHarness();
    const auth = await h.loginWithEmailOtp(alice);
    const sent = await h.call('POST', '/otps/sms/send/secondary', { body: { phone_number: '+15555550100' }, session: auth.session_token });
    const phoneId = sent.json.data.method_id;
    expect((await me(h, auth.session_token)).phone_numbers).toHaveLength(1);
    expect((await h.call('DELETE', `/users/phone_numbers/${phoneId}`, { session: auth.session_token })).json.data.user_id).toBe(auth.user_id);
    expect((await me(h, auth.session_token)).phone_numbers).toEqual([]);

    const last = await h.call('DELETE', `/users/emails/${auth.method_id}`, { session: auth.session_token });
    expect([last.status, last.json.error_type]).toEqual([400, 'cannot_delete_last_primary_factor']);
    expect((await me(h, auth.session_token)).emails).toHaveLength(1);
  });

  it('an OAuth registration is deleted while an email remains, and is the last one kept otherwise', async () => {
    const h = createHarness();
    const auth = await h.loginWithEmailOtp(alice);
    // The stand-in provider's round trip is oauth.test.ts's subject; here the registration is staged directly.
    const user = h.emulator.store.users.get(auth.user_id)!;
    const registration = h.emulator.store.addProvider(user, 'github', 'octocat');
    const res = await h.call('DELETE', `/users/oauth/${registration.oauth_user_registration_id}`, { session: auth.session_token });
    expect(res.status).toBe(200);
    expect((await me(h, auth.session_token)).providers).toEqual([]);

    const second = h.emulator.store.addProvider(user, 'google', 'g-1');
    expect((await h.call('DELETE', `/users/emails/${auth.method_id}`, { session: auth.session_token })).status).toBe(200);
    const last = await h.call('DELETE', `/users/oauth/${second.oauth_user_registration_id}`, { session: auth.session_token });
    expect(last.json.error_type).toBe('cannot_delete_last_primary_factor');
  });

  it("another user's factor is a 404, as an unknown id is, and stays theirs", async () => {
    const h = createHarness();
    const a = await h.loginWithEmailOtp(alice);
    const b = await h.loginWithEmailOtp(bob);
    const registration = h.emulator.store.addProvider(h.emulator.store.users.get(a.user_id)!, 'github', 'octocat');
    const cases: [string, string][] = [
      [`/users/emails/${a.method_id}`, 'email_not_found'],
      [`/users/oauth/${registration.oauth_user_registration_id}`, 'oauth_user_registration_not_found'],
      ['/users/phone_numbers/phone-number-test-nope', 'phone_number_not_found'],
      ['/users/totps/totp-test-nope', 'totp_not_found'],
      ['/users/biometric_registrations/biometric-registration-test-nope', 'biometric_registration_not_found'],
      ['/users/webauthn_registrations/webauthn-registration-test-nope', 'webauthn_registration_not_found'],
    ];
    for (const [path, errorType] of cases) {
      const res = await h.call('DELETE', path, { session: b.session_token });
      expect([path, res.status, res.json.error_type]).toEqual([path, 404, errorType]);
      expect((await h.call('DELETE', path)).json.error_type).toBe('unauthorized_credentials');
    }
    const alices = await me(h, a.session_token);
    expect([alices.emails.length, alices.providers.length]).toEqual([1, 1]);
  });
});

describe('impersonation', () => {
  const mint = (h: Harness, body: unknown) => h.call('POST', `${ORIGIN}/__emulator/impersonation`, { body });
  const authenticate = (h: Harness, impersonation_token: unknown, session?: string) =>
    h.call('POST', '/impersonation/authenticate', { body: { impersonation_token }, ...(session ? { session } : {}) });

  it('a minted token signs in once as the user, in a new session whose factor and JWT say who impersonates', async () => {
    const h = createHarness();
    const target = await h.loginWithEmailOtp(alice);
    const minted = await mint(h, { user_id: target.user_id, impersonator_email_address: 'Agent@Example.com' });
    expect(minted.json).toEqual({ impersonation_token: expect.any(String), user_id: target.user_id, expires_at: new Date(h.clock.now() + 5 * MINUTE).toISOString() });

    const res = await authenticate(h, minted.json.impersonation_token, target.session_token);
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.user_id).toBe(target.user_id);
    expect(data.session.session_id).not.toBe(target.session.session_id); // never joins the caller's session
    const factor = { type: 'impersonated', delivery_method: 'impersonation', impersonated_factor: { impersonator_id: expect.stringMatching(/^workspace-test-/), impersonator_email_address: 'agent@example.com' } };
    expect(data.session.authentication_factors).toEqual([expect.objectContaining(factor)]);
    const claims = decodeJwt(data.session_jwt)['https://stytch.com/session'] as { authentication_factors: unknown[] };
    expect(claims.authentication_factors).toEqual([expect.objectContaining(factor)]);
    expect(Date.parse(data.session.expires_at) - h.clock.now()).toBe(60 * MINUTE);

    const again = await authenticate(h, minted.json.impersonation_token);
    expect([again.status, again.json.error_type]).toEqual([401, 'invalid_token']);
  });

  it('a token lives five minutes on the emulator clock', async () => {
    const h = createHarness();
    const target = await h.loginWithEmailOtp(alice);
    const early = (await mint(h, { user_id: target.user_id })).json.impersonation_token;
    const late = (await mint(h, { user_id: target.user_id })).json.impersonation_token;
    h.clock.advance(5 * MINUTE - 1);
    expect((await authenticate(h, early)).status).toBe(200);
    h.clock.advance(1);
    expect((await authenticate(h, late)).json.error_type).toBe('invalid_token');
  });

  it('an impersonated session cannot be stretched past an hour from its start', async () => {
    const h = createHarness();
    const target = await h.loginWithEmailOtp(alice);
    const session = (await authenticate(h, (await mint(h, { user_id: target.user_id })).json.impersonation_token)).json.data.session_token;
    const start = h.clock.now();
    h.clock.advance(30 * MINUTE);
    const touched = await h.call('POST', '/sessions/authenticate', { body: { session_duration_minutes: 600 }, session });
    expect(Date.parse(touched.json.data.session.expires_at)).toBe(start + 60 * MINUTE);
  });

  it('the mint checks its input; authenticate needs a token string', async () => {
    const h = createHarness();
    expect((await mint(h, {})).json).toMatchObject({ status_code: 400, error_type: 'missing_argument' });
    expect((await mint(h, { user_id: 'user-test-nope' })).json).toMatchObject({ status_code: 404, error_type: 'invalid_argument' });
    const target = await h.loginWithEmailOtp(alice);
    expect((await mint(h, { user_id: target.user_id, impersonator_email_address: 'nope' })).json.error_type).toBe('invalid_email');
    expect((await authenticate(h, 42)).json.error_type).toBe('invalid_argument');
    expect((await authenticate(h, 'unknown')).json.error_type).toBe('invalid_token');
  });
});

describe('POST /b2b/organizations/members/search', () => {
  const organizations: StagedOrganization[] = [
    {
      organization_id: 'organization-test-acme',
      organization_name: 'Acme',
      members: [
        { email_address: 'Ada@Acme.com', name: 'Ada Lovelace', member_password_id: 'member-password-test-1' },
        { email_address: 'grace@acme.com', status: 'invited' },
      ],
    },
    { organization_id: 'organization-test-empty', organization_name: 'Empty', members: [] },
  ];
  const search = (h: Harness, body: unknown) => h.call('POST', '/b2b/organizations/members/search', { body });

  it('answers the member of a staged organization (email in any case), or member: null', async () => {
    const h = createHarness({ project: { organizations } });
    expect((await search(h, { email_address: 'ada@ACME.com', organization_id: 'organization-test-acme' })).json.data).toEqual({
      member: { status: 'active', name: 'Ada Lovelace', member_password_id: 'member-password-test-1' },
      request_id: expect.any(String),
      status_code: 200,
    });
    expect((await search(h, { email_address: 'grace@acme.com', organization_id: 'organization-test-acme' })).json.data.member).toEqual({ status: 'invited', name: '', member_password_id: '' });
    expect((await search(h, { email_address: 'ada@acme.com', organization_id: 'organization-test-empty' })).json.data.member).toBeNull();
  });

  it('an unknown organization is a 404; a bad email or a missing id a 400', async () => {
    const h = createHarness({ project: { organizations } });
    expect((await search(h, { email_address: 'ada@acme.com', organization_id: 'organization-test-nope' })).json).toMatchObject({ status_code: 404, error_type: 'organization_not_found' });
    expect((await search(h, { email_address: 'ada', organization_id: 'organization-test-acme' })).json.error_type).toBe('invalid_email');
    expect((await search(h, { email_address: 'ada@acme.com' })).json.error_type).toBe('missing_argument');
  });

  it('organizations are staged at start or through POST /__emulator/project, and checked like every field', async () => {
    const h = createHarness();
    expect((await search(h, { email_address: 'ada@acme.com', organization_id: 'organization-test-acme' })).status).toBe(404);
    expect((await h.call('POST', `${ORIGIN}/__emulator/project`, { body: { organizations } })).status).toBe(200);
    expect((await search(h, { email_address: 'ada@acme.com', organization_id: 'organization-test-acme' })).json.data.member.name).toBe('Ada Lovelace');
    const bad = await h.call('POST', `${ORIGIN}/__emulator/project`, { body: { organizations: [{ organization_id: 'o', organization_name: 'O', members: [{ email: 'a@b.co' }] }] } });
    expect([bad.status, bad.json.error_message]).toEqual([400, 'project: "organizations" [0].members[0] has an unknown field "email" (known: email_address, name, status, member_password_id)']);
  });

  it.each([
    [{}, 'must be an array'],
    [[{ organization_id: '', organization_name: 'A', members: [] }], '[0].organization_id must be a non-empty string'],
    [[{ organization_id: 'a', organization_name: 'A', members: [] }, { organization_id: 'a', organization_name: 'B', members: [] }], '[1].organization_id repeats a'],
    [[{ organization_id: 'a', organization_name: 'A' }], '[0].members must be an array'],
    [[{ organization_id: 'a', organization_name: 'A', members: [{ email_address: 'x' }] }], '[0].members[0].email_address must be a valid email address'],
    [[{ organization_id: 'a', organization_name: 'A', members: [{ email_address: 'a@b.co' }, { email_address: 'A@b.co' }] }], '[0].members[1].email_address repeats a@b.co'],
    [[{ organization_id: 'a', organization_name: 'A', members: [{ email_address: 'a@b.co', status: 'deleted' }] }], '[0].members[0].status must be one of'],
  ])('the config check refuses organizations %j', (value, message) => {
    expect(() => defineProject({ organizations: value as never })).toThrow(message);
  });
});
