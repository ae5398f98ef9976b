// GET /admin: the emulator's state as one page for a person (issue 16): users with their
// factors, roles and sessions, the newest outbox messages, and the project config as editable JSON.
// Server-rendered, no script (its CSP forbids any); forms post back to the page's own origin.
import type { OutboxMessage } from '../../src/contract/index';
import { ADMIN_PATHS, CSRF_FIELD, hiddenField, renderUsers } from './adminUsers';
import { escapeHtml, pageCsp } from '../http/html';
import type { Outbox } from '../store/outbox';
import type { ProjectConfig } from '../project/project';
import { assignableRoles } from '../project/rbacPolicy';
import type { Store } from '../store/store';

/** Form posts go to the page's own origin only (and so do the 303s that follow them). */
export const ADMIN_PAGE_CSP = pageCsp(["'self'"]);

/** How many outbox messages the page shows; the outbox page has them all. */
export const ADMIN_OUTBOX_MESSAGES = 10;

/** What an action says after its redirect, by the `notice` query value; anything else shows nothing. */
export const ADMIN_NOTICES: Record<string, string> = {
  session_revoked: 'The session was revoked: its token no longer authenticates.',
  session_not_found: 'That session was already gone (revoked, expired or reset).',
  user_deleted: 'The user was deleted, with their sessions; their emails and phone numbers are free again.',
  user_not_found: 'That user was already gone.',
  project_saved: 'The project config was saved. The next requests use it.',
  roles_saved: "The user's roles were saved. Their sessions show them from their next authenticate or refresh.",
};

export interface AdminView {
  store: Store;
  outbox: Outbox;
  project: ProjectConfig;
  now: number;
  csrfToken: string;
  notice?: string | null;
  /** A config edit that failed validation: the text as submitted, and why. */
  rejectedConfig?: { text: string; error: string };
}

function renderNotice(notice: string | null | undefined): string {
  const text = notice != null && Object.hasOwn(ADMIN_NOTICES, notice) ? ADMIN_NOTICES[notice]! : null;
  return text === null ? '' : `<p class="notice" role="status">${escapeHtml(text)}</p>\n`;
}

function outboxRow(m: OutboxMessage): string {
  const code = m.code === undefined ? '' : `<code>${escapeHtml(m.code)}</code>`;
  return `<tr><td>${escapeHtml(m.sent_at)}</td><td>${escapeHtml(m.channel)}</td><td>${escapeHtml(m.recipient)}</td><td>${escapeHtml(m.subject || '(no subject)')}</td><td>${code}</td></tr>`;
}

function renderOutbox(outbox: Outbox): string {
  const newest = outbox.list().slice(-ADMIN_OUTBOX_MESSAGES).reverse();
  const table =
    newest.length === 0
      ? '<p class="none">Nothing sent yet.</p>'
      : `<table>
<thead><tr><th>Sent</th><th>Channel</th><th>To</th><th>Subject</th><th>Passcode</th></tr></thead>
<tbody>
${newest.map(outboxRow).join('\n')}
</tbody>
</table>`;
  return `<section aria-labelledby="outbox">
<h2 id="outbox">Outbox</h2>
<p>The newest ${ADMIN_OUTBOX_MESSAGES} messages; the <a href="/outbox">outbox page</a> has them all, with their links and text.</p>
${table}
</section>`;
}

/** What a host configures: the widget's public token, and the backend API's project id and secret. */
function renderCredentials(project: ProjectConfig): string {
  const row = (name: string, value: string) => `<dt>${name}</dt><dd><code>${escapeHtml(value)}</code></dd>`;
  return `<section aria-labelledby="credentials">
<h2 id="credentials">Credentials</h2>
<p>The widget uses the public token; a host's server calls the backend API under <code>/v1/</code> with HTTP Basic <code>project_id:secret</code>.</p>
<dl>${row('Project id', project.project_id)}${row('Public token', project.public_token)}${row('Secret', project.secret)}</dl>
</section>`;
}

function renderProject(project: ProjectConfig, csrfToken: string, rejected: AdminView['rejectedConfig']): string {
  const text = rejected?.text ?? JSON.stringify(project, null, 2);
  const error = rejected === undefined ? '' : `<p class="error" role="alert" id="config-error">Not saved: ${escapeHtml(rejected.error)}</p>\n`;
  const describedBy = rejected === undefined ? '' : ' aria-describedby="config-error" aria-invalid="true"';
  return `<section aria-labelledby="project">
<h2 id="project">Project config</h2>
<p>Top-level fields replace the current ones and are checked as <code>POST /__emulator/project</code> checks them; <code>project_id</code> cannot change. <code>POST /__emulator/reset</code> restores the start-up config.</p>
${error}<form method="post" action="${ADMIN_PATHS.project}">${hiddenField(CSRF_FIELD, csrfToken)}
<label for="config">Config (JSON)</label>
<textarea id="config" name="config" rows="24" spellcheck="false"${describedBy}>${escapeHtml(text)}</textarea>
<p><button type="submit">Save config</button></p>
</form>
</section>`;
}

export function renderAdminPage(view: AdminView): string {
  const name = escapeHtml(view.project.project_name);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Admin: ${name} emulator</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; max-width: 1000px; margin: 2rem auto; padding: 0 1rem; color: #1b1b1b; overflow-wrap: anywhere; }
article { border: 1px solid #ddd; border-radius: 8px; padding: 0.75rem 1rem; margin: 1rem 0; }
h3 { font-size: 1.05rem; margin: 0; }
h4 { margin: 0.75rem 0 0.25rem; }
.meta, .none { color: #555; }
.tag { font-size: 0.8rem; color: #555; border: 1px solid #ccc; border-radius: 4px; padding: 0 0.25rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0.5rem 0; }
dt { font-weight: 600; }
dd { margin: 0; }
dd ul { margin: 0; padding-left: 1.1rem; }
table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
th, td { text-align: left; vertical-align: top; border-top: 1px solid #eee; padding: 0.25rem 0.5rem 0.25rem 0; }
pre { white-space: pre-wrap; background: #f6f6f6; padding: 0.5rem; border-radius: 4px; margin: 0; }
textarea { width: 100%; box-sizing: border-box; font: 13px/1.4 ui-monospace, monospace; }
.notice { background: #eef7ee; border: 1px solid #9c9; border-radius: 4px; padding: 0.5rem; }
.error { background: #fdeeee; border: 1px solid #d99; border-radius: 4px; padding: 0.5rem; }
.danger { margin-top: 0.75rem; }
.roles label { display: inline-block; margin-right: 0.5rem; }
button { overflow-wrap: normal; white-space: nowrap; }
</style>
</head>
<body>
<h1>${name} emulator</h1>
<nav><a href="${ADMIN_PATHS.page}">Reload</a> · <a href="/outbox">Outbox</a></nav>
${renderNotice(view.notice)}${renderCredentials(view.project)}
${renderUsers(view.store, view.now, view.csrfToken, assignableRoles(view.project.rbac_policy))}
${renderOutbox(view.outbox)}
${renderProject(view.project, view.csrfToken, view.rejectedConfig)}
</body>
</html>
`;
}
