// The project's connected applications: the relying parties the emulator, as an OpenID Provider,
// issues codes and tokens to. Checked up front with messages that name the app and the field, and
// matched exactly (docs/spec/security.md P7): a redirect URI counts only when it is byte-for-byte one of the
// registered ones, so no trailing slash, case, port, query or path variant ever gets a code.
import type { ConnectedAppClientType } from '../../src/contract/index';

export interface ConnectedApp {
  client_id: string;
  client_name: string;
  client_description?: string;
  logo_url?: string;
  client_type: ConnectedAppClientType;
  /** Where codes may be sent, matched exactly. */
  redirect_urls: string[];
  /** Where the end-session endpoint may send the browser after logout, matched exactly. */
  post_logout_redirect_urls: string[];
  /** Confidential types only: the secret for client_secret_basic or client_secret_post. */
  client_secret?: string;
}

const CLIENT_TYPES: readonly ConnectedAppClientType[] = ['first_party', 'first_party_public', 'third_party', 'third_party_public'];
const FIELDS = ['client_id', 'client_name', 'client_description', 'logo_url', 'client_type', 'redirect_urls', 'post_logout_redirect_urls', 'client_secret'];
/** RFC 6749 Appendix A: client_id and client_secret are VSCHAR (printable ASCII); no ':' keeps Basic auth unambiguous. */
const CLIENT_CREDENTIAL = /^[\x21-\x39\x3B-\x7E]{1,255}$/;

/** Public clients run in a browser or on a device: no secret, PKCE instead. */
export function isPublicClient(app: ConnectedApp): boolean {
  return app.client_type === 'first_party_public' || app.client_type === 'third_party_public';
}

export function isFirstParty(app: ConnectedApp): boolean {
  return app.client_type === 'first_party' || app.client_type === 'first_party_public';
}

export function findConnectedApp(apps: readonly ConnectedApp[], clientId: string): ConnectedApp | undefined {
  return apps.find((app) => app.client_id === clientId);
}

/** Exact string comparison, nothing normalized: RFC 9700 §4.1.3. */
export function isRegisteredUrl(url: string, registered: readonly string[]): boolean {
  return registered.includes(url);
}

/** The origins of every app's redirect URLs: a public client's page calls the token endpoint from there. */
export function connectedAppOrigins(apps: readonly ConnectedApp[]): string[] {
  return [...new Set(apps.flatMap((app) => app.redirect_urls.map((url) => new URL(url).origin)))];
}

/** An http(s) URL with no fragment and no credentials (RFC 6749 §3.1.2), or the problem with it. */
function urlProblem(url: unknown): string | null {
  if (typeof url !== 'string' || !URL.canParse(url)) return 'is not a URL';
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'is not an http(s) URL';
  if (url.includes('#')) return 'has a fragment, which a redirect URI must not have';
  if (parsed.username !== '' || parsed.password !== '') return 'carries credentials';
  return null;
}

function urlListProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return 'must be an array of URLs';
  for (const url of value) {
    const problem = urlProblem(url);
    if (problem) return `has ${JSON.stringify(url)}, which ${problem}`;
  }
  return null;
}

function optionalText(app: Record<string, unknown>, name: string): string | null {
  return app[name] === undefined || typeof app[name] === 'string' ? null : `"${name}" must be a string when given`;
}

/** One app's first problem, as "<field> <problem>", or null. */
function appProblem(app: Record<string, unknown>): string | null {
  const unknown = Object.keys(app).find((key) => !FIELDS.includes(key));
  if (unknown !== undefined) return `has an unknown field "${unknown}" (known: ${FIELDS.join(', ')})`;
  if (typeof app.client_id !== 'string' || !CLIENT_CREDENTIAL.test(app.client_id)) return '"client_id" must be 1 to 255 printable ASCII characters, without spaces or ":"';
  if (typeof app.client_name !== 'string' || app.client_name === '') return '"client_name" must be a non-empty string';
  if (!CLIENT_TYPES.includes(app.client_type as ConnectedAppClientType)) return `"client_type" must be one of ${CLIENT_TYPES.join(', ')}`;
  const text = optionalText(app, 'client_description') ?? optionalText(app, 'logo_url');
  if (text) return text;
  if (app.logo_url !== undefined && urlProblem(app.logo_url)) return '"logo_url" must be an http(s) URL';
  const redirects = urlListProblem(app.redirect_urls);
  if (redirects) return `"redirect_urls" ${redirects}`;
  if ((app.redirect_urls as string[]).length === 0) return '"redirect_urls" must list at least one URL';
  const logouts = urlListProblem(app.post_logout_redirect_urls);
  if (logouts) return `"post_logout_redirect_urls" ${logouts}`;
  const isPublic = app.client_type === 'first_party_public' || app.client_type === 'third_party_public';
  if (isPublic && app.client_secret !== undefined) return `is a ${app.client_type as string} client, which has no "client_secret" (it uses PKCE)`;
  if (!isPublic && (typeof app.client_secret !== 'string' || !CLIENT_CREDENTIAL.test(app.client_secret))) {
    return `is a confidential ${app.client_type as string} client and needs a "client_secret" of 1 to 255 printable ASCII characters, without spaces or ":"`;
  }
  return null;
}

/** The project check of `connected_apps` (project.ts): an error text, or null when fine. */
export function connectedAppsProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return 'must be an array of connected apps';
  const seen = new Set<string>();
  for (const [index, app] of value.entries()) {
    if (typeof app !== 'object' || app === null || Array.isArray(app)) return `[${index}] must be an object`;
    const problem = appProblem(app as Record<string, unknown>);
    const name = typeof (app as ConnectedApp).client_id === 'string' ? ` ("${(app as ConnectedApp).client_id}")` : '';
    if (problem) return `[${index}]${name} ${problem}`;
    if (seen.has((app as ConnectedApp).client_id)) return `[${index}]${name} repeats a client_id`;
    seen.add((app as ConnectedApp).client_id);
  }
  return null;
}

/** The project check of `idp_authorization_url`: null (not set up), or the http(s) page hosting the widget. */
export function idpAuthorizationUrlProblem(value: unknown): string | null {
  if (value === null) return null;
  const problem = urlProblem(value);
  return problem ? `must be null or the http(s) URL of the page where the identity-provider widget is mounted (it ${problem})` : null;
}
