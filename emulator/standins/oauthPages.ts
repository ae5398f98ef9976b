// The pages a person sees during an emulated OAuth sign-in: the stand-in provider's consent page
// and the page any failure of a navigation renders (the JSON error body, for a person). Every
// value is escaped, and neither page runs script.
import type { EmulatorErrorBody } from '../errors';
import { escapeHtml, pageCsp } from '../http/html';
import { DEFAULT_LOCALE, type ConsentView } from './oauthStandIn';
import { standInPath } from '../api/oauth';

/** What the account's locale at the provider may be on the page; the form accepts any BCP 47 tag. */
const STAND_IN_LOCALES = [DEFAULT_LOCALE, 'en-GB', 'de-DE', 'es-ES', 'fr-FR', 'ja-JP', 'pt-BR'];

/** An origin a CSP source list can name (CSP3 host-source); others are left out, not mangled. */
const CSP_ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/;

/**
 * The form posts to the emulator, whose answer redirects to the host; browsers check that
 * redirect against form-action too, so the redirect URLs' origins are listed beside 'self'.
 */
export function consentPageCsp(view: ConsentView): string {
  const origins = view.redirectUrls.map((url) => new URL(url).origin).filter((origin) => CSP_ORIGIN.test(origin));
  return pageCsp(["'self'", ...new Set(origins)]);
}

const STYLE = `
body { font: 15px/1.5 system-ui, sans-serif; background: #f3f4f6; color: #1b1b1b; margin: 0; overflow-wrap: anywhere; }
main { max-width: 440px; margin: 3rem auto; background: #fff; border: 1px solid #ddd; border-radius: 10px; padding: 1.5rem 2rem; }
h1 { font-size: 1.35rem; margin: 0 0 0.5rem; }
h2 { font-size: 1rem; margin: 1.25rem 0 0.25rem; }
label { display: block; font-weight: 600; margin-top: 0.75rem; }
input, select { box-sizing: border-box; width: 100%; font: inherit; padding: 0.45rem 0.6rem; border: 1px solid #999; border-radius: 6px; }
ul { padding-left: 1.25rem; margin: 0; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.1rem 0.75rem; margin: 0; }
dt { font-family: monospace; } dd { margin: 0; font-family: monospace; }
.actions { display: flex; flex-direction: row-reverse; justify-content: flex-start; gap: 0.75rem; margin-top: 1.5rem; }
button { font: inherit; padding: 0.5rem 1.25rem; border-radius: 6px; border: 1px solid #555; background: #fff; cursor: pointer; }
button[value="continue"] { background: #1b1b1b; color: #fff; }
.note, .meta { color: #555; font-size: 0.9rem; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function renderParams(params: ConsentView['providerParams']): string {
  if (params.length === 0) return '<p class="provider-params">None</p>';
  const rows = params.map((p) => `<dt>${escapeHtml(p.key)}</dt><dd>${escapeHtml(p.value)}</dd>`).join('\n');
  return `<dl class="provider-params">\n${rows}\n</dl>`;
}

export function renderConsentPage(view: ConsentView): string {
  const provider = escapeHtml(view.providerName);
  const project = escapeHtml(view.projectName);
  const scopes = view.scopes.map((scope) => `<li><code class="scope">${escapeHtml(scope)}</code></li>`).join('\n');
  // Continue comes first in the markup so that Enter in a field continues rather than cancels;
  // the row is reversed so that it still shows on the right.
  return page(
    `Sign in with ${view.providerName}`,
    `<h1>Sign in with ${provider}</h1>
<p>${project} wants you to sign in with your ${provider} account.</p>
<p class="note">This is the emulator's stand-in for ${provider}: type any address, no real account is used.</p>
<form method="post" action="${escapeHtml(standInPath(view.providerType))}">
<input type="hidden" name="state" value="${escapeHtml(view.state)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" required maxlength="254" autocomplete="email" autofocus>
<label for="name">Name</label>
<input id="name" name="name" type="text" maxlength="100" autocomplete="name">
<label for="locale">Locale</label>
<select id="locale" name="locale">
${STAND_IN_LOCALES.map((tag) => `<option value="${tag}"${tag === DEFAULT_LOCALE ? ' selected' : ''}>${tag}</option>`).join('\n')}
</select>
<h2>${project} asks for</h2>
<ul class="scopes">
${scopes}
</ul>
<h2>Provider parameters</h2>
${renderParams(view.providerParams)}
<div class="actions">
<button type="submit" name="action" value="continue">Continue</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form>`,
  );
}

/**
 * A browser navigation the emulator refuses: an OAuth start, the stand-in provider's pages, or the
 * OpenID Provider's authorize and end-session endpoints, so the words fit a sign-in and a logout.
 */
export function renderErrorPage(error: EmulatorErrorBody): string {
  return page(
    'Request refused',
    `<h1>This request cannot continue</h1>
<p class="message">${escapeHtml(error.error_message)}</p>
<p class="meta">Error <code class="error-type">${escapeHtml(error.error_type)}</code> (HTTP ${error.status_code}), request <code>${escapeHtml(error.request_id)}</code></p>
<p>Go back to the app and start again.</p>`,
  );
}
