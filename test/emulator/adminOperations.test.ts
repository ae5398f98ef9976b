// The admin page's store operations, over a bare Store: deleting a user leaves nothing that could
// still sign in as them, and nothing of other users is touched.
import { describe, expect, it } from 'vitest';
import type { User } from '../../src/contract/index';
import { deleteUser, revokeSessionById, sessionsOfUser } from '../../emulator/store/userOperations';
import type { SessionRecord } from '../../emulator/store/records';
import { Store } from '../../emulator/store/store';
import { assignRoles } from '../../emulator/project/rbacPolicy';

const NOW = Date.parse('2030-01-01T00:00:00Z');

function addSession(store: Store, user: User, id: string, startedAt = NOW): SessionRecord {
  const session: SessionRecord = {
    session_id: id,
    token: `token-${id}`,
    user_id: user.user_id,
    started_at: startedAt,
    last_accessed_at: startedAt,
    expires_at: startedAt + 60_000,
    attributes: { ip_address: '', user_agent: '' },
    authentication_factors: [],
  };
  store.addSession(session);
  return session;
}

/** A user with one of everything the store can hold for them. */
function stageUser(store: Store, tag: string): User {
  const user = store.createUser(NOW, 'active');
  const email = store.addEmail(user, `${tag}@example.com`);
  const phone = store.addPhone(user, tag === 'ada' ? '+15555550101' : '+15555550102');
  store.addCryptoWallet(user, 'ethereum', `0x${tag.padEnd(40, '0')}`);
  store.addProvider(user, 'google', `subject-${tag}`);
  user.webauthn_registrations.push({ webauthn_registration_id: `reg-${tag}`, domain: 'localhost', user_agent: '', authenticator_type: '', verified: true, name: '' });
  store.webauthnCredentials.set(`cred-${tag}`, { credential_id: `cred-${tag}`, webauthn_registration_id: `reg-${tag}`, user_id: user.user_id, rp_id: 'localhost', public_key: new Uint8Array(), counter: 0, transports: [] });
  store.passwordHashes.set(user.user_id, 'scrypt$...');
  store.otps.set(phone.phone_id, { method_id: phone.phone_id, user_id: user.user_id, channel: 'sms', code: '123456', expires_at: NOW + 1, failed_attempts: 0 });
  store.magicLinks.set(`link-${tag}`, { token: `link-${tag}`, user_id: user.user_id, email_id: email.email_id, email: email.email, expires_at: NOW + 1, code_challenge: null });
  store.webauthnChallenges.set(`challenge-${tag}`, { challenge: `challenge-${tag}`, ceremony: 'registration', user_id: user.user_id, rp_id: 'localhost', expires_at: NOW + 1, user_verification_required: false, authenticator_type: '', user_agent: '' });
  const grant = { grant_id: `grant-${tag}`, client_id: 'app', user_id: user.user_id, scopes: ['openid'], auth_time: 0, expires_at: NOW + 1 };
  store.oidcAccessTokens.set(`access-${tag}`, { token: `access-${tag}`, ...grant });
  store.oidcRefreshTokens.set(`refresh-${tag}`, { token: `refresh-${tag}`, ...grant });
  addSession(store, user, `session-${tag}-1`);
  addSession(store, user, `session-${tag}-2`, NOW - 1000);
  return user;
}

describe('deleteUser', () => {
  it('removes the user, their sessions, credentials and pending secrets, and frees their identifiers', () => {
    const store = new Store();
    const ada = stageUser(store, 'ada');
    const bob = stageUser(store, 'bob');
    const bobSizes = store.sizes();
    const [adaEmail, adaPhone, adaWallet] = [ada.emails[0]!.email, ada.phone_numbers[0]!.phone_number, ada.crypto_wallets[0]!.crypto_wallet_address];

    expect(deleteUser(store, ada.user_id)).toBe(true);

    expect(store.users.has(ada.user_id)).toBe(false);
    expect(store.userByEmail(adaEmail)).toBeUndefined();
    expect(store.userByPhone(adaPhone)).toBeUndefined();
    expect(store.userByWallet('ethereum', adaWallet)).toBeUndefined();
    expect(store.userByProvider('google', 'subject-ada')).toBeUndefined();
    expect(store.sessionByToken('token-session-ada-1')).toBeUndefined();
    expect(sessionsOfUser(store, ada.user_id)).toEqual([]);
    // Every table that held one of ada's records now holds exactly half of what it held with both.
    const after = store.sizes();
    for (const [table, size] of Object.entries(bobSizes)) {
      if (size > 0) expect(after[table], table).toBe(size / 2);
    }
    // bob is untouched.
    expect(store.userByEmail(bob.emails[0]!.email)).toBe(bob);
    expect(store.sessionByToken('token-session-bob-1')?.user_id).toBe(bob.user_id);
    expect(store.passwordHashes.has(bob.user_id)).toBe(true);
  });

  it('answers false for an unknown user and changes nothing', () => {
    const store = new Store();
    stageUser(store, 'ada');
    const before = store.sizes();
    expect(deleteUser(store, 'user-test-unknown')).toBe(false);
    expect(store.sizes()).toEqual(before);
  });
});

describe('revokeSessionById and sessionsOfUser', () => {
  it("lists a user's sessions oldest first and revokes one by id, token index included", () => {
    const store = new Store();
    const ada = stageUser(store, 'ada');
    expect(sessionsOfUser(store, ada.user_id).map((s) => s.session_id)).toEqual(['session-ada-2', 'session-ada-1']);
    expect(revokeSessionById(store, 'session-ada-2')).toBe(true);
    expect(store.sessionByToken('token-session-ada-2')).toBeUndefined();
    expect(sessionsOfUser(store, ada.user_id).map((s) => s.session_id)).toEqual(['session-ada-1']);
    expect(revokeSessionById(store, 'session-ada-2')).toBe(false);
  });
});

describe('assignRoles', () => {
  const policy = { roles: [{ role_id: 'editor', description: '', permissions: [] }], resources: [], scopes: [] };

  it("replaces a user's assigned roles, keeping stytch_user first, and touches no other user", () => {
    const store = new Store();
    const ada = stageUser(store, 'ada');
    const bob = stageUser(store, 'bob');
    expect(ada.roles).toEqual(['stytch_user']);
    expect(assignRoles(ada, policy, ['editor'])).toEqual(['stytch_user', 'editor']);
    expect(ada.roles).toEqual(['stytch_user', 'editor']);
    expect(bob.roles).toEqual(['stytch_user']);
  });

  it('throws a 400 for a role not in the policy, and changes nothing', () => {
    const ada = stageUser(new Store(), 'ada');
    expect(() => assignRoles(ada, policy, ['admin'])).toThrow('"admin" is not a role of this project\'s rbac_policy; its roles are "editor"');
    expect(ada.roles).toEqual(['stytch_user']);
  });
});
