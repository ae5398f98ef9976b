import { codeChallengeFor, createCodeVerifier } from '../util/pkce';
import type { SafeStorage } from '../util/storage';

export type PkceFlow = 'magic_links' | 'oauth' | 'passwords';

/**
 * PKCE verifiers kept per flow until the token comes back (API.md §7). A verifier is taken once
 * and deleted (P3); it never leaves the browser except in the token exchange body.
 */
export function createPkceStore(storage: SafeStorage, publicToken: string) {
  const key = (flow: PkceFlow) => `auth_widget_pkce_${flow}:${publicToken}`;
  return {
    async start(flow: PkceFlow): Promise<string> {
      const verifier = createCodeVerifier();
      storage.set(key(flow), verifier);
      return codeChallengeFor(verifier);
    },
    take(flow: PkceFlow): string | undefined {
      const verifier = storage.get(key(flow));
      storage.remove(key(flow));
      return verifier && /^[0-9a-f]{128}$/.test(verifier) ? verifier : undefined;
    },
    clear(flow: PkceFlow): void {
      storage.remove(key(flow));
    },
  };
}
export type PkceStore = ReturnType<typeof createPkceStore>;
