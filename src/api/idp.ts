import type { IdpAuthorizeStartRequest, OAuthLogoutStartRequest } from '../contract/index';
import type { Call } from './transport';

/**
 * The identity-provider rows (docs/spec/api.md §3), for the `identityProvider` chunk only: built on the
 * loaded client's `call` in the chunk that uses them, as the wallet rows are, so neither the main
 * file nor the client chunk carries them.
 */
export function idpApi(call: Call) {
  return {
    authorizeStart: (request: IdpAuthorizeStartRequest) => call('POST /idp/oauth/authorize/start', request),
    authorizeSubmit: (request: IdpAuthorizeStartRequest, consentGranted: boolean) =>
      call('POST /idp/oauth/authorize/submit', { ...request, consent_granted: consentGranted }),
    logoutStart: (request: OAuthLogoutStartRequest) => call('POST /oauth/logout/start', request),
  };
}
export type IdpApi = ReturnType<typeof idpApi>;
