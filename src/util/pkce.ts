import { base64Url } from './base64';
import { hex32, randomWords } from './random';

/** A PKCE code verifier: 16 random 32-bit words in hex, 128 characters (docs/spec/api.md §7, P1). */
export function createCodeVerifier(): string {
  return Array.from(randomWords(16), hex32).join('');
}

/** base64url(SHA-256(verifier)) without padding (RFC 7636 §4.2, P2). */
export async function codeChallengeFor(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}
