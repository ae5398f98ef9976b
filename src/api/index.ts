import { bootstrapApi } from './bootstrap';
import { magicLinksApi } from './magicLinks';
import { oauthApi } from './oauth';
import { otpsApi } from './otps';
import type { PkceStore } from './pkceStore';
import { sessionsApi } from './sessions';
import type { Call } from './transport';
import { usersApi } from './users';

/**
 * The provider's SDK endpoints that the client itself or most sign-ins call, grouped by product. A
 * product's other calls are made by its own chunk from the client's `call` (passwords.ts, webauthn.ts,
 * cryptoWallets.ts, idp.ts, totps.ts), so the client chunk does not carry them.
 */
export function createApi(call: Call, publicToken: string, pkce: PkceStore) {
  return {
    bootstrap: bootstrapApi(call, publicToken),
    users: usersApi(call),
    sessions: sessionsApi(call),
    magicLinks: magicLinksApi(call, pkce),
    oauth: oauthApi(call, pkce),
    otps: otpsApi(call),
  };
}
