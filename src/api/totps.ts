import type { TotpAuthenticateRequest, TotpCreateRequest, TotpRecoverRequest } from '../contract/index';
import type { Call } from './transport';

/**
 * The TOTP rows (docs/spec/api.md §3), for the `headless` chunk only: built on the loaded client's `call`
 * there, as the wallet and identity-provider rows are, so no widget page carries them. The caller
 * has checked the arguments and stores the session an authenticate returns.
 */
export function totpsApi(call: Call) {
  return {
    create: (request: TotpCreateRequest) => call('POST /totps', request),
    authenticate: (request: TotpAuthenticateRequest) => call('POST /totps/authenticate', request),
    recoveryCodes: () => call('POST /totps/recovery_codes', {}),
    recover: (request: TotpRecoverRequest) => call('POST /totps/recover', request),
  };
}
