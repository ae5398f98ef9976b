// User roles (issue 36, item 12): the project's rbac_policy, roles assigned by the dev route
// PUT /__emulator/users/:user_id/roles, and where they show: the user, the session and its JWT,
// each session from its next authenticate; `stytch_user` for every user; kept by snapshots.
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { restoreSnapshot } from '../../emulator/store/snapshot';
import { parseSnapshot } from '../../emulator/store/snapshotCheck';
import { createHarness, ORIGIN, type Harness } from './harness';

export const POLICY = {
  roles: [
    { role_id: 'editor', description: 'Edits documents', permissions: [{ resource_id: 'documents', actions: ['read', 'write'] }] },
    { role_id: 'auditor', description: 'Reads everything', permissions: [{ resource_id: 'documents', actions: ['*'] }] },
  ],
  resources: [{ resource_id: 'documents', description: 'Documents', actions: ['read', 'write', 'delete'] }],
  scopes: [],
};

async function withPolicy(h: Harness = createHarness()): Promise<Harness> {
  const res = await h.call('POST', `${ORIGIN}/__emulator/project`, { body: { rbac_policy: POLICY } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return h;
}

function putRoles(h: Harness, userId: string, body: unknown) {
  return h.call('PUT', `${ORIGIN}/__emulator/users/${encodeURIComponent(userId)}/roles`, { body });
}

const sessionClaim = (jwt: string) => decodeJwt(jwt)['https://stytch.com/session'] as { roles: string[] };

describe('the project rbac_policy', () => {
  it('is staged with roles, resources and permissions, and bootstrap reports it', async () => {
    const h = await withPolicy();
    const boot = await h.call('GET', `/projects/bootstrap/${h.emulator.project.public_token}`);
    expect(boot.json.data.rbac_policy).toEqual(POLICY);
  });

  it.each([
    ['a permission on an unknown resource', { ...POLICY, roles: [{ role_id: 'x', description: '', permissions: [{ resource_id: 'files', actions: ['read'] }] }] }, /names the resource "files", which is not in resources/],
    ['an action the resource lacks', { ...POLICY, roles: [{ role_id: 'x', description: '', permissions: [{ resource_id: 'documents', actions: ['print'] }] }] }, /names the action "print"/],
    ['a role twice', { ...POLICY, roles: [POLICY.roles[0], POLICY.roles[0]] }, /roles has "editor" twice/],
    ['a role without permissions', { ...POLICY, roles: [{ role_id: 'x', description: '' }] }, /roles\[0\]\.permissions must be an array/],
    ['a resource without actions', { ...POLICY, resources: [{ resource_id: 'documents', description: '', actions: [] }] }, /resources\[0\] must be/],
  ])('refuses %s with a 400 naming it, and keeps the policy', async (_name, policy, message) => {
    const h = await withPolicy();
    const res = await h.call('POST', `${ORIGIN}/__emulator/project`, { body: { rbac_policy: policy } });
    expect([res.status, res.json.error_type]).toEqual([400, 'invalid_argument']);
    expect(res.json.error_message).toMatch(message);
    expect((await h.call('GET', `${ORIGIN}/__emulator/project`)).json.rbac_policy).toEqual(POLICY);
  });
});

describe('a user without assigned roles', () => {
  it('holds stytch_user on the user, the session and the JWT', async () => {
    const h = createHarness();
    const auth = await h.loginWithMagicLink('ada@example.com');
    expect(auth.user.roles).toEqual(['stytch_user']);
    expect(auth.session.roles).toEqual(['stytch_user']);
    expect(sessionClaim(auth.session_jwt).roles).toEqual(['stytch_user']);
  });
});

describe('PUT /__emulator/users/:user_id/roles', () => {
  it("assigns the policy's roles; the session and its JWT show them from the next authenticate", async () => {
    const h = await withPolicy();
    const auth = await h.loginWithMagicLink('ada@example.com');
    const res = await putRoles(h, auth.user_id, { roles: ['editor'] });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.user.roles).toEqual(['stytch_user', 'editor']);
    expect((await h.call('GET', '/users/me', { session: auth.session_token })).json.data.roles).toEqual(['stytch_user', 'editor']);
    // The JWT already issued keeps what it said; the refresh answers the new roles.
    expect(sessionClaim(auth.session_jwt).roles).toEqual(['stytch_user']);
    const refreshed = await h.call('POST', '/sessions/authenticate', { body: {}, session: auth.session_token });
    expect(refreshed.json.data.session.roles).toEqual(['stytch_user', 'editor']);
    expect(refreshed.json.data.user.roles).toEqual(['stytch_user', 'editor']);
    expect(sessionClaim(refreshed.json.data.session_jwt).roles).toEqual(['stytch_user', 'editor']);
  });

  it('replaces the assignment: an empty list leaves only stytch_user, and stytch_user may be listed', async () => {
    const h = await withPolicy();
    const { user_id } = await h.loginWithMagicLink('ada@example.com');
    expect((await putRoles(h, user_id, { roles: ['editor', 'auditor', 'editor'] })).json.user.roles).toEqual(['stytch_user', 'editor', 'auditor']);
    expect((await putRoles(h, user_id, { roles: ['auditor', 'stytch_user'] })).json.user.roles).toEqual(['stytch_user', 'auditor']);
    expect((await putRoles(h, user_id, { roles: [] })).json.user.roles).toEqual(['stytch_user']);
  });

  it("refuses a role that is not the policy's with a 400 naming it and the policy's roles, and changes nothing", async () => {
    const h = await withPolicy();
    const { user_id } = await h.loginWithMagicLink('ada@example.com');
    await putRoles(h, user_id, { roles: ['auditor'] });
    const res = await putRoles(h, user_id, { roles: ['editor', 'admin'] });
    expect([res.status, res.json.error_type]).toEqual([400, 'invalid_argument']);
    expect(res.json.error_message).toBe('"admin" is not a role of this project\'s rbac_policy; its roles are "editor", "auditor"');
    expect(h.emulator.store.users.get(user_id)!.roles).toEqual(['stytch_user', 'auditor']);
  });

  it('says how to stage roles when the policy has none', async () => {
    const h = createHarness();
    const { user_id } = await h.loginWithMagicLink('ada@example.com');
    const res = await putRoles(h, user_id, { roles: ['editor'] });
    expect(res.status).toBe(400);
    expect(res.json.error_message).toMatch(/its roles are none \(stage some with POST \/__emulator\/project/);
  });

  it.each([
    ['no roles field', {}, 'missing_argument'],
    ['roles not a list', { roles: 'editor' }, 'invalid_argument'],
    ['a role that is not a string', { roles: ['editor', 7] }, 'invalid_argument'],
  ])('refuses %s with a 400', async (_name, body, errorType) => {
    const h = await withPolicy();
    const { user_id } = await h.loginWithMagicLink('ada@example.com');
    const res = await putRoles(h, user_id, body);
    expect([res.status, res.json.error_type]).toEqual([400, errorType]);
    expect(h.emulator.store.users.get(user_id)!.roles).toEqual(['stytch_user']);
  });

  it('answers 404 user_not_found for an unknown user', async () => {
    const h = await withPolicy();
    const res = await putRoles(h, 'user-test-nobody', { roles: ['editor'] });
    expect([res.status, res.json.error_type]).toEqual([404, 'user_not_found']);
  });
});

describe('snapshots', () => {
  it('keep assigned roles, and a hand-written user without stytch_user gets it', async () => {
    const h = await withPolicy();
    const { user_id } = await h.loginWithMagicLink('ada@example.com');
    await putRoles(h, user_id, { roles: ['editor'] });
    const text = JSON.stringify((await h.call('GET', `${ORIGIN}/__emulator/export`)).json);
    const after = createHarness();
    restoreSnapshot(parseSnapshot(text, 'snapshot'), after.emulator);
    expect(after.emulator.store.users.get(user_id)!.roles).toEqual(['stytch_user', 'editor']);

    const saved = JSON.parse(text);
    saved.store.users[0][1].roles = ['editor'];
    const handWritten = createHarness();
    restoreSnapshot(parseSnapshot(JSON.stringify(saved), 'snapshot'), handWritten.emulator);
    expect(handWritten.emulator.store.users.get(user_id)!.roles).toEqual(['stytch_user', 'editor']);
  });

  it('refuses roles that are not strings', async () => {
    const h = createHarness();
    const { user_id } = await h.loginWithMagicLink('ada@example.com');
    const saved = (await h.call('GET', `${ORIGIN}/__emulator/export`)).json;
    saved.store.users[0][1].roles = [{ role_id: 'editor' }];
    expect(() => parseSnapshot(JSON.stringify(saved), 'snapshot')).toThrow(/roles/);
    expect(user_id).toBeTruthy();
  });
});
