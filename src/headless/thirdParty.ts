// The headless client's sign-ins another party takes part in: an OAuth provider, a crypto wallet,
// and the relying party this project's identity provider serves (docs/spec/product.md §7).
import type { OAuthProviderType } from '../contract/index';
import { cryptoWalletsApi } from '../api/cryptoWallets';
import { UsageError } from '../api/errors';
import { idpApi } from '../api/idp';
import { oauthStartUrl } from '../api/oauth';
import type { HeadlessCryptoWallets, HeadlessIdp, HeadlessOAuth, HeadlessOAuthStartOptions } from './types';
import { check, checkOptions, type Fields } from './checks';
import type { HeadlessContext } from './context';
import { DURATION, tokenSignIn } from './signIns';

/** The providers `oauth.<provider>.start` exists for (contract/oauth.ts `OAuthProviderType`). */
const OAUTH_PROVIDERS: readonly OAuthProviderType[] = [
  'google', 'microsoft', 'apple', 'github', 'gitlab', 'facebook', 'discord', 'salesforce', 'slack', 'amazon',
  'bitbucket', 'linkedin', 'coinbase', 'twitch', 'twitter', 'tiktok', 'snapchat', 'figma', 'yahoo',
];

export function oauthMethods(context: HeadlessContext): HeadlessOAuth {
  const { handle } = context;
  const start = (provider: OAuthProviderType) => async (options?: unknown) => {
    const call = `oauth.${provider}.start`;
    const given = checkOptions<HeadlessOAuthStartOptions>(
      call,
      options,
      { login_redirect_url: 's?', signup_redirect_url: 's?', custom_scopes: 'a?', provider_params: 'o?' },
      true,
    );
    const client = await context.client();
    // A custom domain (cname_domain) changes where the start is, so it waits for the bootstrap.
    await client.loadBootstrap();
    const cname = handle.bootstrap.get().data.cname_domain;
    const url = await oauthStartUrl(
      typeof cname === 'string' && cname ? `https://${cname}` : handle.origin,
      provider,
      handle.publicToken,
      {
        customScopes: given.custom_scopes,
        providerParams: given.provider_params,
        loginRedirectURL: given.login_redirect_url,
        signupRedirectURL: given.signup_redirect_url,
      },
      client.pkce,
    );
    client.telemetry.log('start_oauth_flow', { provider_type: provider });
    client.telemetry.flush();
    location.assign(url);
  };
  const providers = Object.fromEntries(OAUTH_PROVIDERS.map((provider) => [provider, { start: start(provider) }])) as Omit<HeadlessOAuth, 'authenticate'>;
  return {
    ...providers,
    authenticate: tokenSignIn(context, 'oauth.authenticate', (client, token, minutes) => client.api.oauth.authenticate(token, minutes)),
  };
}

export function cryptoWalletsMethods(context: HeadlessContext): HeadlessCryptoWallets {
  const WALLET: Fields = { crypto_wallet_address: 's', crypto_wallet_type: 's' };
  const checkType = (call: string, type: string) => {
    if (type !== 'ethereum' && type !== 'solana') throw new UsageError(call, 'crypto_wallet_type must be "ethereum" or "solana".');
  };
  return {
    async authenticateStart(options: unknown) {
      const call = 'cryptoWallets.authenticateStart';
      const request = checkOptions<Parameters<HeadlessCryptoWallets['authenticateStart']>[0]>(call, options, { ...WALLET, siwe_params: 'o?' });
      checkType(call, request.crypto_wallet_type);
      if (request.siwe_params) check(call, 'siwe_params.uri', request.siwe_params.uri, 's');
      const client = await context.client();
      const secondary = context.handle.getSession() !== null;
      return client.call(secondary ? 'POST /crypto_wallets/authenticate/start/secondary' : 'POST /crypto_wallets/authenticate/start/primary', request, { antiFraud: true });
    },
    async authenticate(options: unknown) {
      const call = 'cryptoWallets.authenticate';
      const request = checkOptions<Parameters<HeadlessCryptoWallets['authenticate']>[0]>(call, options, { ...WALLET, signature: 's', ...DURATION });
      checkType(call, request.crypto_wallet_type);
      return context.signIn((client) =>
        cryptoWalletsApi(client.call).authenticate({
          address: request.crypto_wallet_address,
          type: request.crypto_wallet_type,
          signature: request.signature,
          sessionDurationMinutes: context.minutes(request.session_duration_minutes),
        }),
      );
    },
  };
}

export function idpMethods(context: HeadlessContext): HeadlessIdp {
  const AUTHORIZE: Fields = {
    client_id: 's',
    redirect_uri: 's',
    response_type: 's',
    scopes: 'a',
    prompt: 's?',
    code_challenge: 's?',
    code_challenge_method: 's?',
    state: 's?',
    nonce: 's?',
  };
  type Authorize = Parameters<HeadlessIdp['oauthAuthorizeStart']>[0];
  const api = async () => idpApi((await context.client()).call);
  return {
    async oauthAuthorizeStart(options: unknown) {
      const request = checkOptions<Authorize>('idp.oauthAuthorizeStart', options, AUTHORIZE);
      return (await api()).authorizeStart(request);
    },
    async oauthAuthorizeSubmit(options: unknown) {
      const { consent_granted, ...request } = checkOptions<Authorize & { consent_granted: boolean }>('idp.oauthAuthorizeSubmit', options, { ...AUTHORIZE, consent_granted: 'b' });
      return (await api()).authorizeSubmit(request, consent_granted);
    },
    async oauthLogoutStart(options: unknown) {
      const request = checkOptions<Parameters<HeadlessIdp['oauthLogoutStart']>[0]>('idp.oauthLogoutStart', options, {
        client_id: 's',
        post_logout_redirect_uri: 's',
        state: 's?',
        id_token_hint: 's?',
      });
      return (await api()).logoutStart(request);
    },
  };
}
