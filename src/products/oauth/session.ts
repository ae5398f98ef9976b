import { signal, type Signal } from '@preact/signals';
import type { GsiAccountsId, OAuthAuthenticateResponse, OAuthProviderType } from '../../contract/index';
import { oauthStartUrl, oneTapApi } from '../../api/oauth';
import { loadScript } from '../../loading/externalScript';
import { afterNextPaint } from '../../loading/schedule';
import { removeQueryParams } from '../../util/addressBar';
import type { OAuthContext } from './context';
import { createOneTap, followableUrl, type OneTap } from './oneTap';
import { OAUTH_PROVIDER_TYPES } from './providers';

/** The way back from the provider: 'Logging in' while the token is redeemed, then the confirmation. */
export type OAuthStep = { name: 'oauth-authenticating' } | { name: 'oauth-confirmation' };

export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
const lastUsedKey = (publicToken: string) => `auth_widget_oauth_last_used:${publicToken}`;
/** What the provider's way back may carry besides the token (docs/spec/api.md §7; RFC 6749 §4.1.2.1). */
const RETURN_PARAMS = ['stytch_token_type', 'token', 'error', 'error_description', 'error_uri'];

/** OAuth's state and actions behind Main's buttons. */
export interface OAuthSession {
  /** The provider this browser last signed in with. */
  lastUsed: Signal<OAuthProviderType | undefined>;
  oneTap: OneTap | undefined;
  login(type: OAuthProviderType): Promise<void>;
  finish(): Promise<void>;
  dispose(): void;
}

/** Google's script, once per page, with the widget's nonce and Trusted Types policy. */
let gsiScript: Promise<void> | undefined;

/**
 * OAuth once its group has arrived (the `oauth` chunk): the provider this browser last signed in
 * with, the start navigation, the way back, and Google One Tap when a provider asks for it.
 */
export function createOAuthSession(context: OAuthContext): OAuthSession {
  const { client, config } = context;
  const options = config.oauthOptions!;
  // Read after Main's first paint: a page's first localStorage access is a synchronous call to the
  // browser process, which a busy load can stall (137 ms at 4x CPU in one of nine profiled loads
  // with every product). The badge is placed absolutely, so its arrival moves nothing.
  const lastUsed = signal<OAuthProviderType | undefined>();
  void afterNextPaint().then(() => {
    const stored = client.storage.get(lastUsedKey(client.publicToken));
    // Storage is untrusted (S14): only a provider type counts. A sign-in here may have set it first.
    lastUsed.value ??= OAUTH_PROVIDER_TYPES.find((type) => type === stored);
  });
  const google = options.providers.find((provider) => provider.one_tap);
  const redirects = { loginRedirectURL: options.loginRedirectURL, signupRedirectURL: options.signupRedirectURL };

  const oneTapCalls = async () => oneTapApi((await client.ready()).call, client.publicToken);
  const oneTap =
    google &&
    createOneTap({
      position: google.position ?? 'embedded',
      explain: client.publicToken.includes('public-token-test'),
      start: async () => (await oneTapCalls()).start(),
      async callback(id, idToken) {
        // One Tap's token is bound to no challenge: a verifier left by a redirect start the person
        // abandoned would go with it, and the exchange would fail (pkce_mismatch).
        (await client.ready()).pkce.clear('oauth');
        return (await oneTapCalls()).callback(id, idToken, redirects);
      },
      async loadGsi() {
        const url = options.googleScriptURL ?? GOOGLE_SCRIPT_URL;
        await (gsiScript ??= loadScript(url).catch((error: unknown) => {
          gsiScript = undefined;
          throw error;
        }));
        const id = (globalThis as { google?: { accounts?: { id?: GsiAccountsId } } }).google?.accounts?.id;
        if (!id) throw new Error(`AuthWidget: ${url} did not define google.accounts.id.`);
        return id;
      },
      navigate: (url) => location.assign(followableUrl(url)),
      reportError: context.reportError,
    });

  return {
    lastUsed,
    oneTap,
    /** The navigation to the provider's start (docs/spec/api.md §3), with this flow's PKCE challenge. */
    async login(type: OAuthProviderType) {
      const loaded = await client.ready();
      // A custom domain (cname_domain) changes where the start is, so it waits for the bootstrap.
      await loaded.loadBootstrap();
      const cname = client.bootstrap.get().data.cname_domain;
      const provider = options.providers.find((entry) => entry.type === type)!;
      const url = await oauthStartUrl(
        typeof cname === 'string' && cname ? `https://${cname}` : client.origin,
        type,
        client.publicToken,
        { customScopes: provider.custom_scopes, providerParams: provider.provider_params, ...redirects },
        loaded.pkce,
      );
      loaded.telemetry.log('start_oauth_flow', { provider_type: type });
      // The page is about to go: the event leaves now, not with the next batch.
      loaded.telemetry.flush();
      location.assign(url);
    },
    /** The provider sent the person back here: sign in with the token, or say why not on Main. */
    async finish() {
      const error = new URL(location.href).searchParams.get('error');
      if (error !== null) {
        removeQueryParams(RETURN_PARAMS);
        context.back();
        // The description is the URL's, so anyone's: it goes to the host, the person reads ours. A
        // cancel is what the person chose: a neutral note, not an error (issue 37).
        context.fail(new Error(`AuthWidget: the OAuth provider returned "${error}".`), error === 'access_denied' ? { key: 'oauthCancelled', info: true } : undefined);
        return;
      }
      try {
        const auth = (await (await client.ready()).authenticateFromUrl(context.sessionMinutes)) as OAuthAuthenticateResponse | null;
        if (!auth) return context.back();
        client.storage.set(lastUsedKey(client.publicToken), auth.provider_type);
        lastUsed.value = auth.provider_type;
        context.complete(auth, { name: 'oauth-confirmation' });
      } catch (reason) {
        context.back();
        context.fail(reason);
      }
    },
    dispose() {
      oneTap?.hide();
    },
  };
}
