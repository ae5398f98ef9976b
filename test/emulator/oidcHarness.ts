// The emulator as an OpenID Provider, in process: a project with one public third-party app and
// one confidential first-party app, a signed-in user made through the SDK routes, and the calls a
// relying party and the identity-provider widget make. Everything goes through HTTP only.
import { createHash, randomBytes } from 'node:crypto';
import type { ConnectedApp } from '../../emulator/project/connectedApps';
import type { EmulatorOptions } from '../../emulator/app';
import { createHarness, ORIGIN, type CallResult, type Harness } from './harness';

export const ISSUER = ORIGIN;
export const IDP_PAGE = 'http://localhost:3000/idp.html';
export const SPA_REDIRECT = 'http://localhost:4000/callback';
export const SPA_LOGOUT = 'http://localhost:4000/signed-out';
export const WEB_REDIRECT = 'https://app.example.com/oidc/callback';
export const WEB_LOGOUT = 'https://app.example.com/bye';
export const WEB_SECRET = 'web-app-secret-0123456789';

export const SPA_APP: ConnectedApp = {
  client_id: 'spa-client',
  client_name: 'Example SPA',
  client_description: 'A single-page app',
  logo_url: 'https://app.example.com/logo.png',
  client_type: 'third_party_public',
  redirect_urls: [SPA_REDIRECT],
  post_logout_redirect_urls: [SPA_LOGOUT],
};

export const WEB_APP: ConnectedApp = {
  client_id: 'web-client',
  client_name: 'Example Web',
  client_type: 'first_party',
  redirect_urls: [WEB_REDIRECT],
  post_logout_redirect_urls: [WEB_LOGOUT],
  client_secret: WEB_SECRET,
};

export const CUSTOM_SCOPE = { scope: 'read:reports', description: 'Read your reports', permissions: [] };

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface OidcHarness extends Harness {
  /** A signed-in user (email OTP through the SDK routes): their session token and user id. */
  signIn(email?: string): Promise<{ session: string; userId: string }>;
  start(body: Record<string, unknown>, session?: string): Promise<CallResult>;
  submit(body: Record<string, unknown>, session?: string): Promise<CallResult>;
  /** POST token_endpoint with a form and optional extra headers. */
  token(form: Record<string, string>, headers?: Record<string, string>): Promise<CallResult>;
  /** A code for `app` through start and submit; returns it with the verifier when PKCE was used. */
  codeFor(app: ConnectedApp, session: string, extra?: Record<string, unknown>): Promise<{ code: string; verifier: string; redirect: URL }>;
  /** The code exchanged: client_secret_basic for a confidential app, client_id only for a public one. */
  exchange(app: ConnectedApp, code: string, verifier: string): Promise<CallResult>;
}

export const basicFor = (id: string, secret: string) => `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

export function createOidcHarness(options: EmulatorOptions = {}): OidcHarness {
  const h = createHarness({
    ...options,
    project: {
      connected_apps: [SPA_APP, WEB_APP],
      idp_authorization_url: IDP_PAGE,
      rbac_policy: { roles: [], resources: [], scopes: [CUSTOM_SCOPE] },
      ...options.project,
    },
  });
  const start: OidcHarness['start'] = (body, session) => h.call('POST', '/idp/oauth/authorize/start', { body, ...(session ? { session } : {}) });
  const submit: OidcHarness['submit'] = (body, session) => h.call('POST', '/idp/oauth/authorize/submit', { body, ...(session ? { session } : {}) });
  const token: OidcHarness['token'] = (form, headers = {}) =>
    h.call('POST', `${ORIGIN}/v1/public/oauth2/token`, {
      rawBody: new URLSearchParams(form).toString(),
      authorization: headers.authorization ?? null,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });
  return {
    ...h,
    start,
    submit,
    token,
    async signIn(email = 'ada@example.com') {
      const auth = await h.loginWithEmailOtp(email);
      return { session: auth.session_token, userId: auth.user_id };
    },
    async codeFor(app, session, extra = {}) {
      const { verifier, challenge } = pkcePair();
      const body = {
        client_id: app.client_id,
        redirect_uri: app.redirect_urls[0],
        response_type: 'code',
        scopes: ['openid', 'email', 'profile'],
        state: 'st-1',
        nonce: 'n-1',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        consent_granted: true,
        ...extra,
      };
      const res = await submit(body, session);
      if (res.status !== 200 || !res.json.data.authorization_code) throw new Error(`submit failed: ${JSON.stringify(res.json)}`);
      return { code: res.json.data.authorization_code, verifier, redirect: new URL(res.json.data.redirect_uri) };
    },
    exchange(app, code, verifier) {
      const form = { grant_type: 'authorization_code', code, redirect_uri: app.redirect_urls[0]!, code_verifier: verifier };
      if (app.client_secret === undefined) return token({ ...form, client_id: app.client_id });
      return token(form, { authorization: basicFor(app.client_id, app.client_secret) });
    },
  };
}
