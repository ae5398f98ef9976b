// One account per mailbox (issue 36): each pair of spellings the audit found two accounts for is
// one account through every door that takes an email, and its sends count together.
import { describe, expect, it } from 'vitest';
import { restoreSnapshot } from '../../emulator/store/snapshot';
import { parseSnapshot, SnapshotError } from '../../emulator/store/snapshotCheck';
import { createHarness, ORIGIN, REDIRECT, type Harness } from './harness';
import { createPassword, login, passwordHarness } from './passwordsHarness';

/** The audit's pairs: one mailbox, two spellings, and the form the provider keeps. */
const PAIRS = [
  ['jäger composed and decomposed', 'j\u00e4ger@example.com', 'ja\u0308ger@example.com', 'j\u00e4ger@example.com'],
  ['café composed and decomposed', 'a@caf\u00e9.example', 'a@cafe\u0301.example', 'a@xn--caf-dma.example'],
  ['an IDN domain and its punycode', 'a@bücher.example', 'a@xn--bcher-kva.example', 'a@xn--bcher-kva.example'],
  ['full-width and ASCII', 'ｆｕｌｌ@example.com', 'full@example.com', 'full@example.com'],
  ['capitals, decomposed, and lower case', 'JA\u0308GER@BÜCHER.Example', 'j\u00e4ger@xn--bcher-kva.example', 'j\u00e4ger@xn--bcher-kva.example'],
] as const;

const sendOtp = (h: Harness, email: string) => h.call('POST', '/otps/email/login_or_create', { body: { email } });
const sendLink = (h: Harness, email: string) =>
  h.call('POST', '/magic_links/email/login_or_create', { body: { email, login_magic_link_url: REDIRECT, signup_magic_link_url: REDIRECT } });

function backendCall(h: Harness, path: string, body: unknown) {
  const { project_id, secret } = h.emulator.project;
  return h.call('POST', `${ORIGIN}/v1${path}`, { authorization: `Basic ${Buffer.from(`${project_id}:${secret}`).toString('base64')}`, body });
}

describe.each(PAIRS)('%s', (_name, first, second, kept) => {
  it('is one account by email passcode, and the provider keeps its canonical form', async () => {
    const h = createHarness();
    const a = await h.loginWithEmailOtp(first);
    const b = await h.loginWithEmailOtp(second);
    expect(b.user_id).toBe(a.user_id);
    expect(b.method_id).toBe(a.method_id);
    expect(b.user.emails.map((e) => e.email)).toEqual([kept]);
    expect(h.emulator.store.users.size).toBe(1);
  });

  it('is one account by magic link', async () => {
    const h = createHarness();
    const a = await h.loginWithMagicLink(first);
    const b = await h.loginWithMagicLink(second);
    expect(b.user_id).toBe(a.user_id);
    expect((await h.outbox(second)).map((m) => m.recipient)).toEqual([kept, kept]);
  });

  it('counts sends to both spellings together: the sixth in a minute is refused', async () => {
    const h = createHarness();
    for (let i = 0; i < 5; i++) expect((await (i % 2 ? sendLink : sendOtp)(h, i % 2 ? second : first)).status).toBe(200);
    for (const email of [first, second]) expect((await sendOtp(h, email)).status).toBe(429);
    expect(await h.outbox()).toHaveLength(5);
  });

  it('is one account by password: sign up with one spelling, log in with the other', async () => {
    const h = passwordHarness();
    const created = await createPassword(h, first);
    expect(created.status).toBe(200);
    const logged = await login(h, second, 'violet-Tractor-89-lantern');
    expect(logged.status).toBe(200);
    expect(logged.json.data.user_id).toBe(created.json.data.user_id);
    expect((await createPassword(h, second)).json.error_type).toBe('duplicate_email');
    const search = await h.call('POST', '/users/search', { body: { email: second } });
    expect(search.json.data.userType).toBe('password');
  });

  it('is found by the backend users search through either spelling', async () => {
    const h = createHarness();
    const { user_id } = await h.loginWithEmailOtp(first);
    for (const email of [first, second]) {
      const res = await backendCall(h, '/users/search', { query: { operator: 'AND', operands: [{ filter_name: 'email_address', filter_value: [email] }] } });
      expect(res.json.results.map((u: { user_id: string }) => u.user_id), email).toEqual([user_id]);
    }
  });
});

describe('the rest of the doors', () => {
  it('a password reset sent to one spelling reaches the account made with the other', async () => {
    const h = passwordHarness();
    await createPassword(h, 'a@bücher.example');
    const res = await h.call('POST', '/passwords/email/reset/start', { body: { email: 'A@XN--BCHER-KVA.example', reset_password_redirect_url: REDIRECT } });
    expect(res.status).toBe(200);
    expect((await h.outbox('a@bücher.example')).map((m) => m.recipient)).toEqual(['a@xn--bcher-kva.example']);
  });

  it('failed passwords count under one account for both spellings of an unknown address', async () => {
    const h = passwordHarness();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await login(h, i % 2 ? 'ｆｕｌｌ@example.com' : 'full@example.com', 'wrong-Tractor-89-lantern')).status);
    expect(statuses).toContain(429);
  });

  it('a fuzzy backend search finds an IDN domain by its Unicode or ASCII part', async () => {
    const h = createHarness();
    const { user_id } = await h.loginWithEmailOtp('jäger@bücher.example');
    for (const part of ['BÜCHER', 'xn--bcher', 'ja\u0308ger@bü', 'ｊäｇｅｒ']) {
      const res = await backendCall(h, '/users/search', { query: { operator: 'AND', operands: [{ filter_name: 'email_address_fuzzy', filter_value: part }] } });
      expect(res.json.results.map((u: { user_id: string }) => u.user_id), part).toEqual([user_id]);
    }
  });

  it('a staged organization member is found through another spelling, and two spellings are one member', async () => {
    const members = [{ email_address: 'Jäger@Bücher.example', name: 'J' }];
    const h = createHarness({ project: { organizations: [{ organization_id: 'organization-test-1', organization_name: 'One', members }] } });
    const res = await h.call('POST', '/b2b/organizations/members/search', { body: { email_address: 'ja\u0308ger@xn--bcher-kva.example', organization_id: 'organization-test-1' } });
    expect(res.json.data.member?.name).toBe('J');
    const twice = [{ organization_id: 'o', organization_name: 'O', members: [...members, { email_address: 'ja\u0308ger@xn--bcher-kva.example' }] }];
    expect(() => createHarness({ project: { organizations: twice } })).toThrow(/repeats jäger@xn--bcher-kva\.example/);
  });

  it('the stand-in Google takes two spellings of one mailbox as one identity', async () => {
    const h = createHarness();
    const identities = [{ email: 'full@example.com', name: 'A' }, { email: 'ｆｕｌｌ@example.com', name: 'B' }];
    const res = await h.call('POST', `${ORIGIN}/__emulator/google/identities`, { body: { identities } });
    expect([res.status, res.json.error_message]).toEqual([400, expect.stringContaining('an email of its own')]);
  });
});

describe('a snapshot saved before issue 36', () => {
  const user = (id: string, ...emails: string[]) => ({
    user_id: id, created_at: '2026-01-01T00:00:00.000Z', status: 'active', name: {},
    emails: emails.map((email, i) => ({ email_id: `email-${id}-${i}`, email, verified: true })),
    phone_numbers: [], providers: [], webauthn_registrations: [], crypto_wallets: [], totps: [], biometric_registrations: [], password: null,
    trusted_metadata: {}, untrusted_metadata: {}, roles: [],
  });

  it('loads an email in another spelling canonical, once, and finds it by any spelling', async () => {
    const h = createHarness();
    const text = JSON.stringify({ format: 1, store: { users: [['u1', user('u1', 'ja\u0308ger@bücher.example', 'j\u00e4ger@xn--bcher-kva.example')]] } });
    restoreSnapshot(parseSnapshot(text, 'data.json'), h.emulator);
    expect(h.emulator.store.users.get('u1')!.emails.map((e) => e.email)).toEqual(['j\u00e4ger@xn--bcher-kva.example']);
    expect((await h.loginWithEmailOtp('JÄGER@BÜCHER.example')).user_id).toBe('u1');
  });

  it('refuses two users on one mailbox, naming both', () => {
    const text = JSON.stringify({ format: 1, store: { users: [['u1', user('u1', 'full@example.com')], ['u2', user('u2', 'ｆｕｌｌ@example.com')]] } });
    expect(() => parseSnapshot(text, 'data.json')).toThrow(SnapshotError);
    expect(() => parseSnapshot(text, 'data.json')).toThrow(/store\.users\[1\]\.emails: ｆｕｌｌ@example\.com is also on user u1/);
  });
});
