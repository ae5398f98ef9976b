// The admin page (issue 16): GET /admin lists users, their factors and sessions, the outbox and
// the project config; its form posts revoke a session, delete a user and edit the config, and
// only from the page itself (same origin and the per-process token).
import { describe, expect, it } from 'vitest';
import { renderAdminPage } from '../../emulator/admin/adminPage';
import { Outbox } from '../../emulator/store/outbox';
import { defineProject } from '../../emulator/project/project';
import { Store } from '../../emulator/store/store';
import { createHarness, ORIGIN, type Harness } from './harness';

const HOSTILE = '<img src=x onerror=alert(1)>';

async function getAdmin(h: Harness, path = '/admin') {
  const res = await h.emulator.handle(`${ORIGIN}${path}`, { headers: { 'sec-fetch-site': 'none' } });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

function csrfTokenOf(html: string): string {
  const match = /name="csrf_token" value="([^"]+)"/.exec(html);
  if (!match) throw new Error('the page has no CSRF token');
  return match[1]!;
}

/** A form post as the browser sends it from the page, unless `headers` says otherwise. */
async function postForm(h: Harness, path: string, fields: Record<string, string>, headers: Record<string, string> = { origin: ORIGIN, 'sec-fetch-site': 'same-origin' }) {
  const res = await h.emulator.handle(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location'), headers: res.headers, text: await res.text() };
}

const stillAuthenticates = async (h: Harness, sessionToken: string) => (await h.call('POST', '/sessions/authenticate', { body: {}, session: sessionToken })).status === 200;

describe('GET /admin', () => {
  it("lists a signed-up user's factors and sessions, the outbox, and the config, under a no-script CSP", async () => {
    const h = createHarness();
    const first = await h.loginWithEmailOtp('ada@example.com');
    const second = await h.loginWithMagicLink('ada@example.com');
    await h.call('POST', `${ORIGIN}/__emulator/users`, { body: { email: 'ada@example.com', password: 'correct horse battery staple' } });

    const { status, headers, html } = await getAdmin(h);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);

    expect(html).toContain('Users (1)');
    expect(html).toContain(first.user_id);
    expect(html).toMatch(/ada@example\.com <span class="tag">verified<\/span>/);
    expect(html).toMatch(/<dt>Password<\/dt><dd>yes<\/dd>/);
    expect(html).toContain('Sessions (2)');
    for (const auth of [first, second]) {
      expect(html).toContain(auth.session.session_id);
      expect(html).toContain(auth.session.expires_at);
      expect(html).not.toContain(auth.session_token); // ids only: a bearer token never shows
    }
    expect(html).toContain('otp (email) ada@example.com');
    expect(html).toContain('magic_link (email) ada@example.com');
    expect(html).toContain('Your Demo passcode');
    expect(html).toContain('href="/outbox"');
    expect(html).toContain('&quot;project_name&quot;: &quot;Demo&quot;');
  });

  it('says when there are no users yet, and a notice only from its fixed table', async () => {
    const h = createHarness();
    expect((await getAdmin(h)).html).toContain('No users yet.');
    expect((await getAdmin(h, '/admin?notice=session_revoked')).html).toContain('The session was revoked');
    const odd = await getAdmin(h, `/admin?notice=${encodeURIComponent(HOSTILE)}`);
    expect(odd.html).not.toContain('role="status"');
    expect(odd.html).not.toContain('onerror');
  });

  it('renders hostile names and metadata as text', async () => {
    const h = createHarness();
    const auth = await h.loginWithEmailOtp('eve@example.com');
    const put = await h.call('PUT', '/users/me', { session: auth.session_token, body: { name: { first_name: HOSTILE }, untrusted_metadata: { note: `"></textarea>${HOSTILE}` } } });
    expect(put.status).toBe(200);
    const { html } = await getAdmin(h);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('"></textarea>');
  });

  it('lists passkeys, crypto wallets, OAuth providers and TOTPs, names escaped', () => {
    const store = new Store();
    const user = store.createUser(0, 'active');
    store.addCryptoWallet(user, 'solana', 'So1anaAddress111');
    store.addProvider(user, 'github', 'subject-42');
    user.webauthn_registrations.push({ webauthn_registration_id: 'reg-1', domain: 'localhost', user_agent: '', authenticator_type: 'platform', verified: true, name: HOSTILE });
    user.totps.push({ totp_id: 'totp-1', verified: false });
    const html = renderAdminPage({ store, outbox: new Outbox(), project: defineProject({}), now: 0, csrfToken: 'token' });
    expect(html).toContain('<dt>Passkeys</dt><dd><ul><li>&lt;img src=x onerror=alert(1)&gt;: localhost, platform <span class="tag">verified</span></li></ul></dd>');
    expect(html).toContain('<dt>Crypto wallets</dt><dd><ul><li>solana <code>So1anaAddress111</code></li></ul></dd>');
    expect(html).toContain('<dt>OAuth providers</dt><dd><ul><li>github <code>subject-42</code></li></ul></dd>');
    expect(html).toContain('<dt>TOTP</dt><dd><ul><li><code>totp-1</code> <span class="tag">unverified</span></li></ul></dd>');
    expect(html).toMatch(/<dt>Emails<\/dt><dd><span class="none">none<\/span><\/dd>/);
    expect(html).toContain('<dt>Password</dt><dd>no</dd>');
    expect(html).toContain('No sessions.');
  });

  it('is never faulted: a fault on every path leaves it working, and a fault cannot name it', async () => {
    const h = createHarness();
    expect((await h.call('POST', `${ORIGIN}/__emulator/faults`, { body: { route: '/*', status: 503 } })).status).toBe(200);
    expect((await getAdmin(h)).status).toBe(200);
    expect((await h.call('POST', `${ORIGIN}/__emulator/faults`, { body: { route: '/admin*', status: 503 } })).status).toBe(400);
  });

  it('is refused under a Host that is not loopback (E2), and links back from the outbox page', async () => {
    const h = createHarness();
    const rebound = await h.emulator.handle(`${ORIGIN}/admin`, { headers: { host: 'evil.example' } });
    expect(rebound.status).toBe(403);
    const outboxPage = await (await h.emulator.handle(`${ORIGIN}/outbox`)).text();
    expect(outboxPage).toContain('<a href="/admin">');
  });
});

describe('POST /admin/sessions/revoke', () => {
  it('revokes one session: its token stops authenticating, the other one still works', async () => {
    const h = createHarness();
    const revoked = await h.loginWithEmailOtp('ada@example.com');
    const kept = await h.loginWithEmailOtp('ada@example.com');
    const csrf_token = csrfTokenOf((await getAdmin(h)).html);

    const res = await postForm(h, '/admin/sessions/revoke', { csrf_token, session_id: revoked.session.session_id });
    expect([res.status, res.location]).toEqual([303, '/admin?notice=session_revoked']);
    expect(await stillAuthenticates(h, revoked.session_token)).toBe(false);
    expect(await stillAuthenticates(h, kept.session_token)).toBe(true);
    const { html } = await getAdmin(h, res.location!);
    expect(html).toContain('The session was revoked');
    expect(html).not.toContain(revoked.session.session_id);

    const again = await postForm(h, '/admin/sessions/revoke', { csrf_token, session_id: revoked.session.session_id });
    expect([again.status, again.location]).toEqual([303, '/admin?notice=session_not_found']);
  });

  it('accepts Sec-Fetch-Site: same-origin when the browser sent no Origin', async () => {
    const h = createHarness();
    const auth = await h.loginWithEmailOtp('ada@example.com');
    const csrf_token = csrfTokenOf((await getAdmin(h)).html);
    const res = await postForm(h, '/admin/sessions/revoke', { csrf_token, session_id: auth.session.session_id }, { 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(303);
    expect(await stillAuthenticates(h, auth.session_token)).toBe(false);
  });
});

describe('POST /admin/users/delete', () => {
  it('deletes the user with their sessions and frees their email for a new sign-up', async () => {
    const h = createHarness();
    const ada = await h.loginWithEmailOtp('ada@example.com');
    const bob = await h.loginWithEmailOtp('bob@example.com');
    const csrf_token = csrfTokenOf((await getAdmin(h)).html);

    const res = await postForm(h, '/admin/users/delete', { csrf_token, user_id: ada.user_id });
    expect([res.status, res.location]).toEqual([303, '/admin?notice=user_deleted']);
    expect(await stillAuthenticates(h, ada.session_token)).toBe(false);
    expect(await stillAuthenticates(h, bob.session_token)).toBe(true);
    const { html } = await getAdmin(h);
    expect(html).toContain('Users (1)');
    expect(html).not.toContain(ada.user_id);

    const again = await h.loginWithEmailOtp('ada@example.com');
    expect(again.user_id).not.toBe(ada.user_id);
    expect(again.user.emails.map((e) => e.email)).toEqual(['ada@example.com']);

    const gone = await postForm(h, '/admin/users/delete', { csrf_token, user_id: ada.user_id });
    expect(gone.location).toBe('/admin?notice=user_not_found');
  });
});

describe('POST /admin/users/roles', () => {
  const POLICY = {
    roles: [
      { role_id: 'editor', description: '', permissions: [{ resource_id: 'documents', actions: ['write'] }] },
      { role_id: 'auditor', description: '', permissions: [] },
    ],
    resources: [{ resource_id: 'documents', description: '', actions: ['write'] }],
    scopes: [],
  };

  /** The roles form's post: `roles` once per checked box. */
  async function postRoles(h: Harness, csrf_token: string, user_id: string, roles: string[]) {
    const form = new URLSearchParams({ csrf_token, user_id });
    for (const role of roles) form.append('roles', role);
    const res = await h.emulator.handle(`${ORIGIN}/admin/users/roles`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
      body: form.toString(),
      redirect: 'manual',
    });
    return { status: res.status, location: res.headers.get('location'), text: await res.text() };
  }

  it("shows a box for each of the policy's roles and saves the checked ones; the session shows them at its next authenticate", async () => {
    const h = createHarness();
    await h.call('POST', `${ORIGIN}/__emulator/project`, { body: { rbac_policy: POLICY } });
    const ada = await h.loginWithEmailOtp('ada@example.com');
    const page = (await getAdmin(h)).html;
    expect(page).toContain('<form method="post" action="/admin/users/roles" class="roles">');
    expect(page).toMatch(/<input type="checkbox" id="role-[^"]+-0" name="roles" value="editor">/);
    expect(page).toContain('<code>stytch_user</code> <span class="tag">every user</span>');

    const res = await postRoles(h, csrfTokenOf(page), ada.user_id, ['editor', 'auditor']);
    expect([res.status, res.location]).toEqual([303, '/admin?notice=roles_saved']);
    const after = (await getAdmin(h, '/admin?notice=roles_saved')).html;
    expect(after).toContain('roles were saved. Their sessions show them from their next authenticate or refresh.');
    expect(after).toMatch(/name="roles" value="editor" checked>/);
    expect(after).toMatch(/name="roles" value="auditor" checked>/);
    const refreshed = await h.call('POST', '/sessions/authenticate', { body: {}, session: ada.session_token });
    expect(refreshed.json.data.session.roles).toEqual(['stytch_user', 'editor', 'auditor']);

    // No box checked takes every assigned role away.
    await postRoles(h, csrfTokenOf(after), ada.user_id, []);
    expect(h.emulator.store.users.get(ada.user_id)!.roles).toEqual(['stytch_user']);
  });

  it("refuses a role that is not the policy's with a page naming it; an unknown user gets a notice", async () => {
    const h = createHarness();
    await h.call('POST', `${ORIGIN}/__emulator/project`, { body: { rbac_policy: POLICY } });
    const ada = await h.loginWithEmailOtp('ada@example.com');
    const csrf_token = csrfTokenOf((await getAdmin(h)).html);
    const refused = await postRoles(h, csrf_token, ada.user_id, ['editor', HOSTILE]);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('is not a role of this project&#39;s rbac_policy');
    expect(refused.text).not.toContain(HOSTILE);
    expect(h.emulator.store.users.get(ada.user_id)!.roles).toEqual(['stytch_user']);
    expect((await postRoles(h, csrf_token, 'user-test-gone', ['editor'])).location).toBe('/admin?notice=user_not_found');
  });

  it('says the policy has no roles to assign when it has none', async () => {
    const h = createHarness();
    await h.loginWithEmailOtp('ada@example.com');
    expect((await getAdmin(h)).html).toContain("the project's rbac_policy has no other roles");
  });
});

describe('cross-site requests to the admin actions', () => {
  it.each([
    ['another loopback app (allowed by CORS)', { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-site' }],
    ['a foreign site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['an opaque origin', { origin: 'null' }],
    ['the right Origin but a cross-site fetch', { origin: ORIGIN, 'sec-fetch-site': 'cross-site' }],
    ['no Origin and no Sec-Fetch-Site', {}],
    ['no Origin, a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
  ])('are refused from %s, even with the right token', async (_, headers: Record<string, string>) => {
    const h = createHarness();
    const auth = await h.loginWithEmailOtp('ada@example.com');
    const csrf_token = csrfTokenOf((await getAdmin(h)).html);
    for (const [path, fields] of [
      ['/admin/sessions/revoke', { csrf_token, session_id: auth.session.session_id }],
      ['/admin/users/delete', { csrf_token, user_id: auth.user_id }],
      ['/admin/users/roles', { csrf_token, user_id: auth.user_id }],
      ['/admin/project', { csrf_token, config: '{"project_name":"Pwned"}' }],
    ] as const) {
      const res = await postForm(h, path, fields, headers);
      expect(res.status, path).toBe(403);
    }
    expect(await stillAuthenticates(h, auth.session_token)).toBe(true);
    expect(h.emulator.project.project_name).toBe('Demo');
  });

  it.each([
    ['a missing token', undefined],
    ['a wrong token', 'x'.repeat(43)],
    ['a token of another emulator', 'from-another'],
  ])('are refused with %s, even from the page origin', async (_, token) => {
    const h = createHarness();
    const auth = await h.loginWithEmailOtp('ada@example.com');
    const otherToken = csrfTokenOf((await getAdmin(createHarness())).html);
    const fields: Record<string, string> = { user_id: auth.user_id };
    if (token !== undefined) fields.csrf_token = token === 'from-another' ? otherToken : token;
    const res = await postForm(h, '/admin/users/delete', fields);
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toContain('csrf_token_mismatch');
    expect(await stillAuthenticates(h, auth.session_token)).toBe(true);
  });
});

describe('POST /admin/project', () => {
  it('saves a valid config through the same validation as POST /__emulator/project', async () => {
    const h = createHarness();
    const csrf_token = csrfTokenOf((await getAdmin(h)).html);
    const config = JSON.stringify({ ...h.emulator.project, project_name: 'Acme', allowed_origins: ['http://localhost:3000'] });
    const res = await postForm(h, '/admin/project', { csrf_token, config });
    expect([res.status, res.location]).toEqual([303, '/admin?notice=project_saved']);
    const live = (await h.call('GET', `${ORIGIN}/__emulator/project`)).json;
    expect([live.project_name, live.allowed_origins]).toEqual(['Acme', ['http://localhost:3000']]);
    expect((await getAdmin(h)).html).toContain('<title>Admin: Acme emulator</title>');
  });

  it.each([
    ['an unknown field', '{"project_nam": "Typo"}', 'project_nam'],
    ['a bad value', '{"allowed_origins": "http://localhost:3000"}', 'allowed_origins'],
    ['a new project_id', '{"project_id": "project-test-other"}', 'project_id'],
    ['text that is not JSON', `{"project_name": "${HOSTILE}"`, 'not valid JSON'],
    ['a JSON array', '[1]', 'JSON object'],
  ])('refuses %s: the page says why and keeps the text, nothing changes', async (_, config, why) => {
    const h = createHarness();
    const before = structuredClone(h.emulator.project);
    const csrf_token = csrfTokenOf((await getAdmin(h)).html);
    const res = await postForm(h, '/admin/project', { csrf_token, config });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(res.text).toMatch(/<p class="error" role="alert" id="config-error">Not saved: [^<]*/);
    expect(/Not saved: ([^<]*)/.exec(res.text)![1]).toContain(why);
    const escaped = config.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    expect(res.text).toContain(`spellcheck="false" aria-describedby="config-error" aria-invalid="true">${escaped}</textarea>`);
    expect(res.text).not.toContain('<img');
    expect(h.emulator.project).toEqual(before);
  });
});
