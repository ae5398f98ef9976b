import type { OAuthProviderType, OAuthStartQuery } from '../contract/index';
import type { PkceStore } from './pkceStore';
import type { Call } from './transport';
import { expectOptionalNumber, expectString } from './validate';

/** What a provider's start carries besides the public token (docs/spec/product.md §3 oauthOptions). */
export interface OAuthStartOptions {
  customScopes?: readonly string[];
  providerParams?: Readonly<Record<string, string>>;
  loginRedirectURL?: string;
  signupRedirectURL?: string;
}

/** The token exchange, in the client: `client.authenticateFromUrl()` finishes OAuth sign-ins too. */
export function oauthApi(call: Call, pkce: PkceStore) {
  return {
    authenticate(token: string, sessionDurationMinutes: number) {
      const name = 'oauth.authenticate';
      expectString(name, 'token', token);
      expectOptionalNumber(name, 'session_duration_minutes', sessionDurationMinutes);
      // Sent when this browser started the flow: One Tap's tokens are bound to no challenge.
      const codeVerifier = pkce.take('oauth');
      return call('POST /oauth/authenticate', {
        token,
        session_duration_minutes: sessionDurationMinutes,
        ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
      });
    },
  };
}

/**
 * The start navigation's URL (docs/spec/api.md §3): `{base}/v1/public/oauth/{provider}/start` with the
 * public token, the challenge of a fresh verifier kept for this flow (docs/spec/api.md §7), the scopes
 * space-joined, each provider param as `provider_<key>`, and the redirect URLs. `base` is the
 * API origin, or `https://{cname_domain}` when the bootstrap names one.
 */
export async function oauthStartUrl(
  base: string,
  provider: OAuthProviderType,
  publicToken: string,
  options: OAuthStartOptions,
  pkce: PkceStore,
): Promise<string> {
  const query: OAuthStartQuery = { public_token: publicToken, code_challenge: await pkce.start('oauth') };
  if (options.customScopes?.length) query.custom_scopes = options.customScopes.join(' ');
  for (const [key, value] of Object.entries(options.providerParams ?? {})) query[`provider_${key}`] = value;
  if (options.loginRedirectURL) query.login_redirect_url = options.loginRedirectURL;
  if (options.signupRedirectURL) query.signup_redirect_url = options.signupRedirectURL;
  return `${base}/v1/public/oauth/${provider}/start?${new URLSearchParams(query as unknown as Record<string, string>)}`;
}

/** Google One Tap's two rows (docs/spec/api.md §3), outside `/sdk/v1` and answered raw. */
export function oneTapApi(call: Call, publicToken: string) {
  return {
    start: () => call('GET /v1/public/oauth/google/onetap/start?public_token=:public_token', undefined, { params: { public_token: publicToken } }),
    callback: (callbackId: string, idToken: string, options: Pick<OAuthStartOptions, 'loginRedirectURL' | 'signupRedirectURL'>) =>
      call(
        'POST /v1/oauth/callback/:oauth_callback_id',
        { id_token: idToken, login_redirect_url: options.loginRedirectURL, signup_redirect_url: options.signupRedirectURL },
        { params: { oauth_callback_id: callbackId }, headers: { 'X-Stytch-OAuth-Type': 'google-one-tap' } },
      ),
  };
}
