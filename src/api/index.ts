import { bootstrapApi } from './bootstrap';
import { magicLinksApi } from './magicLinks';
import { oauthApi } from './oauth';
import { otpsApi } from './otps';
import { passwordsApi } from './passwords';
import type { PkceStore } from './pkceStore';
import type { SafeStorage } from '../util/storage';
import { sessionsApi } from './sessions';
import type { Call } from './transport';
import { usersApi } from './users';
import { webauthnApi } from './webauthn';

/** The provider's SDK endpoints grouped by product; later products add a line each. */
export function createApi(call: Call, publicToken: string, pkce: PkceStore, storage: SafeStorage) {
  return {
    bootstrap: bootstrapApi(call, publicToken),
    users: usersApi(call),
    sessions: sessionsApi(call),
    magicLinks: magicLinksApi(call, pkce),
    oauth: oauthApi(call, pkce),
    otps: otpsApi(call),
    passwords: passwordsApi(call, pkce, storage, publicToken),
    webauthn: webauthnApi(call),
  };
}
