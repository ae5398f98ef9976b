// Identifiers, secrets and passcodes, all from node:crypto's CSPRNG (docs/spec/security.md A3, P4).
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

export type IdKind = 'user' | 'session' | 'fault' | 'email' | 'phone-number' | 'oauth-user-registration' | 'request-id' | 'message' | 'jwk' | 'crypto-wallet' | 'totp' | 'totp-recovery-code';

/** Test-environment ids shaped like the provider's, e.g. `user-test-<uuid>`. */
export function newId(kind: IdKind): string {
  return `${kind}-test-${randomUUID()}`;
}

/** An opaque bearer secret (session tokens, magic-link tokens): 256 bits, base64url. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** A SIWE nonce (EIP-4361: at least 8 letters or digits): 128 bits in hex. */
export function newAlphanumericNonce(): string {
  return randomBytes(16).toString('hex');
}

/** A six-digit passcode, uniformly drawn and zero-padded. */
export function newPasscode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** RFC 7636 S256: base64url(SHA-256(verifier)) without padding. */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'utf8').digest('base64url');
}
