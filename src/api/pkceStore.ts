import { codeChallengeFor, createCodeVerifier } from '../util/pkce';
import type { SafeStorage } from '../util/storage';

export type PkceFlow = 'magic_links' | 'oauth' | 'passwords';

/**
 * PKCE verifiers kept per flow until the token comes back (docs/spec/api.md §7). A verifier is taken once
 * and deleted (P3); it never leaves the browser except in the token exchange body.
 */
export function createPkceStore(storage: SafeStorage, publicToken: string) {
  const key = (flow: PkceFlow) => `auth_widget_pkce_${flow}:${publicToken}`;
  const pair = () => {
    const verifier = createCodeVerifier();
    return codeChallengeFor(verifier).then((challenge) => ({ verifier, challenge }));
  };
  // The next pair is made ahead, so a send never waits for a digest (crypto.subtle answers in a
  // task of its own, which a busy page runs late), and after the send, in a task of its own, so
  // the send does not wait for its making either. Each pair is used once.
  let next: ReturnType<typeof pair> | undefined;
  const prepare = () => void (next ??= pair());
  return {
    async start(flow: PkceFlow): Promise<string> {
      const made = next ?? pair();
      next = undefined;
      setTimeout(prepare);
      const { verifier, challenge } = await made;
      storage.set(key(flow), verifier);
      return challenge;
    },
    /** Makes the next verifier and challenge now, ahead of the first send. */
    prepare,
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
