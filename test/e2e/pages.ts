// Host pages as a site embedding the widget would write them: the main script from the
// emulator's /cdn/ with its published SRI hash and the page's nonce, then an inline script that
// mounts it with callbacks recording every event and error.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The build output, served by the emulator under /cdn/. */
export const CDN_DIR = fileURLToPath(new URL('../../cdn', import.meta.url));

export interface WidgetPageOptions {
  emulatorOrigin: string;
  publicToken: string;
  /** mountLogin options over the defaults (#login, the token, the emulator, recording callbacks); false to only load the script. */
  mount?: Record<string, unknown> | false;
  /** A Content-Security-Policy header value; `{nonce}` stands for the page's nonce, `{emulator}` for the emulator's origin. */
  csp?: string;
  /** Shows the signed-in user in #who, from AuthWidget.client().onChange and getUser. */
  showUser?: boolean;
  /** Extra markup before the mount element. */
  body?: string;
  /** Extra markup after the mounting script, so it is there from the widget's first render: host content the widget could push down. */
  after?: string;
  /** Which widget `mount` mounts: the login widget by default, the reset-password, the passkey-registration or the identity-provider widget. */
  widget?: 'login' | 'resetPassword' | 'passkeyRegistration' | 'identityProvider';
}

interface Manifest {
  main: string;
  files: { file: string; bytes: number; integrity: string }[];
}

let manifest: Manifest | undefined;
export function cdnManifest(): Manifest {
  manifest ??= JSON.parse(readFileSync(join(CDN_DIR, 'manifest.json'), 'utf8')) as Manifest;
  return manifest;
}

const MOUNT_FUNCTIONS = {
  login: 'mountLogin',
  resetPassword: 'mountResetPassword',
  passkeyRegistration: 'mountPasskeyRegistration',
  identityProvider: 'mountIdentityProvider',
} as const;

/** JSON that is safe inside an inline script. */
const literal = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function widgetPageHtml(options: WidgetPageOptions): { html: string; headers: Record<string, string> } {
  const { emulatorOrigin, publicToken, mount = {}, csp, showUser = false, body = '', after = '', widget = 'login' } = options;
  const nonce = randomBytes(16).toString('base64');
  const main = cdnManifest().files.find((file) => file.file === cdnManifest().main)!;
  const defaults = { elementSelector: '#login', publicToken, apiBaseUrl: emulatorOrigin };
  const script = `
window.__events = []; window.__errors = []; window.__domEvents = []; window.__domErrors = [];
document.addEventListener('auth-widget-event', (event) => __domEvents.push(event.detail));
document.addEventListener('auth-widget-error', (event) => __domErrors.push({ message: event.detail.message }));
window.mountWidget = (options) => AuthWidget.${MOUNT_FUNCTIONS[widget]}(Object.assign(${literal(defaults)}, {
  callbacks: { onEvent: (event) => __events.push(event), onError: (error) => __errors.push({ message: error.message }) },
}, options));
${mount === false ? '' : `mountWidget(${literal(mount)});`}
${
  showUser
    ? `const who = document.getElementById('who');
const client = AuthWidget.client(${literal({ publicToken, apiBaseUrl: emulatorOrigin })});
const show = () => {
  const user = client.getUser();
  who.textContent = user ? 'Signed in as ' + user.emails.map((email) => email.email).join(', ') : 'Signed out';
};
client.onChange(show);
show();`
    : ''
}`;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Host page</title><link rel="icon" href="data:,"></head>
<body>
${showUser ? '<p id="who"></p>' : ''}
${body}
<div id="login"></div>
<script src="${emulatorOrigin}/cdn/${main.file}" integrity="${main.integrity}" crossorigin="anonymous" nonce="${nonce}"></script>
<script nonce="${nonce}">${script}</script>
${after}
</body>
</html>
`;
  const headers: Record<string, string> = csp
    ? { 'content-security-policy': csp.replaceAll('{nonce}', nonce).replaceAll('{emulator}', emulatorOrigin) }
    : {};
  return { html, headers };
}
