// GET /outbox: the outbox as a page for a person trying the demo. Every value is escaped, links
// are only ever http(s), and the page runs no script (its CSP forbids any).
import type { OutboxMessage } from '../../src/contract/index';
import { escapeHtml } from '../http/html';

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function renderMessage(m: OutboxMessage): string {
  const link =
    m.link !== undefined && isHttpUrl(m.link)
      ? `<p class="link"><a href="${escapeHtml(m.link)}" rel="noreferrer">${escapeHtml(m.link)}</a></p>`
      : '';
  const code = m.code !== undefined ? `<p>Passcode: <code class="code">${escapeHtml(m.code)}</code></p>` : '';
  // The subject and text are in the message's language; the rest of the page is English.
  const lang = escapeHtml(m.rendered_locale);
  const asked = m.locale !== undefined ? `, locale ${escapeHtml(m.locale)}` : '';
  return `<article>
  <h2${m.subject ? ` lang="${lang}"` : ''}>${escapeHtml(m.subject || '(no subject)')}</h2>
  <p class="meta">${escapeHtml(m.channel)} to <strong>${escapeHtml(m.recipient)}</strong> at ${escapeHtml(m.sent_at)}${asked}</p>
  ${code}${link}<pre lang="${lang}">${escapeHtml(m.text)}</pre>
</article>`;
}

/** Newest first, since the message you are waiting for is the one just sent; says how many were dropped. */
export function renderOutboxPage(messages: OutboxMessage[], projectName: string, room: { dropped: number; limit: number }): string {
  const dropped =
    room.dropped === 0
      ? ''
      : `<p class="dropped" role="status">${room.dropped} older ${room.dropped === 1 ? 'message was' : 'messages were'} dropped: the outbox keeps the newest ${room.limit} (project setting outbox_max_messages).</p>\n`;
  const body = messages.length === 0 ? '<p>Nothing sent yet. Request a link or a passcode, then reload.</p>' : [...messages].reverse().map(renderMessage).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox: ${escapeHtml(projectName)} emulator</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; max-width: 760px; margin: 2rem auto; padding: 0 1rem; color: #1b1b1b; overflow-wrap: anywhere; }
article { border: 1px solid #ddd; border-radius: 8px; padding: 0.75rem 1rem; margin: 1rem 0; }
h2 { font-size: 1.05rem; margin: 0 0 0.25rem; }
.meta { color: #555; margin: 0; }
.code { font-size: 1.4rem; letter-spacing: 0.2em; }
.link a { word-break: break-all; }
pre { white-space: pre-wrap; word-break: break-word; background: #f6f6f6; padding: 0.5rem; border-radius: 4px; }
</style>
</head>
<body>
<h1>Outbox</h1>
<p>Messages the ${escapeHtml(projectName)} emulator "sent", newest first. <a href="/outbox">Reload</a> · <a href="/admin">Admin page</a> (users, sessions, project config)</p>
${dropped}${body}
</body>
</html>
`;
}
