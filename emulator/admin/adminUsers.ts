// The users section of the admin page (adminPage.ts): each user with its factors, credentials,
// roles and sessions, and the forms that set the roles, revoke a session or delete the user. Every value from a user or a
// request goes through escapeHtml; ids included, since a test hook can stage odd ones.
import type { AuthenticationFactor, User } from '../../src/contract/index';
import { sessionsOfUser } from '../store/userOperations';
import { escapeHtml } from '../http/html';
import { STYTCH_USER_ROLE } from '../project/rbacPolicy';
import type { SessionRecord } from '../store/records';
import type { Store } from '../store/store';

/** What the admin forms post to; the page's CSP allows form posts to its own origin only. */
export const ADMIN_PATHS = {
  page: '/admin',
  revokeSession: '/admin/sessions/revoke',
  deleteUser: '/admin/users/delete',
  roles: '/admin/users/roles',
  project: '/admin/project',
} as const;

/** The field that carries the per-process token every admin form sends back (adminRoutes.ts). */
export const CSRF_FIELD = 'csrf_token';

export function hiddenField(name: string, value: string): string {
  return `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
}

function listOf<T>(items: readonly T[], render: (item: T) => string): string {
  return items.length === 0 ? '<span class="none">none</span>' : `<ul>${items.map((item) => `<li>${render(item)}</li>`).join('')}</ul>`;
}

const verified = (yes: boolean) => (yes ? ' <span class="tag">verified</span>' : ' <span class="tag">unverified</span>');
const iso = (ms: number) => escapeHtml(new Date(ms).toISOString());

function displayName(user: User): string {
  const { first_name, middle_name, last_name } = user.name;
  const name = [first_name, middle_name, last_name].filter((part) => part !== '').join(' ');
  return name === '' ? '<span class="none">(no name)</span>' : escapeHtml(name);
}

/** A factor as "otp (email) a@example.com": its type, how it was delivered, and what it proved. */
function factorText(factor: AuthenticationFactor): string {
  const proved =
    factor.email_factor?.email_address ??
    factor.phone_number_factor?.phone_number ??
    factor.crypto_wallet_factor?.crypto_wallet_address ??
    factor.webauthn_factor?.domain ??
    '';
  return escapeHtml(`${factor.type} (${factor.delivery_method})${proved === '' ? '' : ` ${proved}`}`);
}

function metadataBlock(label: string, metadata: Record<string, unknown>): string {
  if (Object.keys(metadata).length === 0) return '';
  return `<dt>${label}</dt><dd><pre>${escapeHtml(JSON.stringify(metadata, null, 2))}</pre></dd>`;
}

function sessionRow(session: SessionRecord, now: number, csrfToken: string): string {
  const expired = session.expires_at <= now ? ' <span class="tag">expired</span>' : '';
  return `<tr>
<td><code>${escapeHtml(session.session_id)}</code></td>
<td>${iso(session.started_at)}</td>
<td>${iso(session.last_accessed_at)}</td>
<td>${iso(session.expires_at)}${expired}</td>
<td>${listOf(session.authentication_factors, factorText)}</td>
<td><form method="post" action="${ADMIN_PATHS.revokeSession}">${hiddenField(CSRF_FIELD, csrfToken)}${hiddenField('session_id', session.session_id)}<button type="submit">Revoke</button></form></td>
</tr>`;
}

function sessionsTable(sessions: SessionRecord[], now: number, csrfToken: string): string {
  if (sessions.length === 0) return '<p class="none">No sessions.</p>';
  return `<table>
<thead><tr><th>Session</th><th>Started</th><th>Last used</th><th>Expires</th><th>Factors</th><th></th></tr></thead>
<tbody>
${sessions.map((s) => sessionRow(s, now, csrfToken)).join('\n')}
</tbody>
</table>`;
}

/**
 * A checkbox for each role of the project's policy, checked when the user holds it; `stytch_user`
 * is every user's and has none. Saving replaces the assigned roles with the checked ones.
 */
function rolesForm(user: User, assignable: readonly string[], csrfToken: string): string {
  const fixed = `<code>${STYTCH_USER_ROLE}</code> <span class="tag">every user</span>`;
  if (assignable.length === 0) return `${fixed} <span class="none">(the project's rbac_policy has no other roles; add some in the project config)</span>`;
  const boxes = assignable.map((role, i) => {
    const id = `role-${escapeHtml(user.user_id)}-${i}`;
    const checked = user.roles.includes(role) ? ' checked' : '';
    return `<label for="${id}"><input type="checkbox" id="${id}" name="roles" value="${escapeHtml(role)}"${checked}> <code>${escapeHtml(role)}</code></label>`;
  });
  return `<form method="post" action="${ADMIN_PATHS.roles}" class="roles">${hiddenField(CSRF_FIELD, csrfToken)}${hiddenField('user_id', user.user_id)}
${fixed} ${boxes.join(' ')} <button type="submit">Save roles</button></form>`;
}

function renderUser(store: Store, user: User, now: number, csrfToken: string, assignable: readonly string[]): string {
  const sessions = sessionsOfUser(store, user.user_id);
  const password = user.password === null ? 'no' : `yes${user.password.requires_reset ? ' <span class="tag">must be reset</span>' : ''}`;
  return `<article class="user">
<h3>${displayName(user)} <code>${escapeHtml(user.user_id)}</code></h3>
<p class="meta">${escapeHtml(user.status)}, created ${escapeHtml(user.created_at)}</p>
<dl>
<dt>Emails</dt><dd>${listOf(user.emails, (e) => escapeHtml(e.email) + verified(e.verified))}</dd>
<dt>Phone numbers</dt><dd>${listOf(user.phone_numbers, (p) => escapeHtml(p.phone_number) + verified(p.verified))}</dd>
<dt>Password</dt><dd>${password}</dd>
<dt>TOTP</dt><dd>${listOf(user.totps, (t) => `<code>${escapeHtml(t.totp_id)}</code>${verified(t.verified)}`)}</dd>
<dt>Passkeys</dt><dd>${listOf(user.webauthn_registrations, (r) => `${escapeHtml(r.name || '(unnamed)')}: ${escapeHtml(r.domain)}, ${escapeHtml(r.authenticator_type || 'any authenticator')}${verified(r.verified)}`)}</dd>
<dt>Crypto wallets</dt><dd>${listOf(user.crypto_wallets, (w) => `${escapeHtml(w.crypto_wallet_type)} <code>${escapeHtml(w.crypto_wallet_address)}</code>`)}</dd>
<dt>OAuth providers</dt><dd>${listOf(user.providers, (p) => `${escapeHtml(p.provider_type)} <code>${escapeHtml(p.provider_subject)}</code>${p.locale === '' ? '' : ` <span class="tag">${escapeHtml(p.locale)}</span>`}`)}</dd>
<dt>Roles</dt><dd>${rolesForm(user, assignable, csrfToken)}</dd>
${metadataBlock('Trusted metadata', user.trusted_metadata)}${metadataBlock('Untrusted metadata', user.untrusted_metadata)}
</dl>
<h4>Sessions (${sessions.length})</h4>
${sessionsTable(sessions, now, csrfToken)}
<form method="post" action="${ADMIN_PATHS.deleteUser}" class="danger">${hiddenField(CSRF_FIELD, csrfToken)}${hiddenField('user_id', user.user_id)}<button type="submit">Delete this user</button> <span class="meta">ends their sessions and frees their emails and phone numbers</span></form>
</article>`;
}

/** Newest users first: the one you just signed up is on top. `assignable`: the policy's roles. */
export function renderUsers(store: Store, now: number, csrfToken: string, assignable: readonly string[]): string {
  const users = [...store.users.values()].reverse();
  const body = users.length === 0 ? '<p>No users yet. Sign up through the widget, then reload.</p>' : users.map((u) => renderUser(store, u, now, csrfToken, assignable)).join('\n');
  return `<section aria-labelledby="users">
<h2 id="users">Users (${users.length})</h2>
${body}
</section>`;
}
