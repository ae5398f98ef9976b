// Strict base58 (the Bitcoin alphabet Solana uses) for wallet addresses and signatures (docs/spec/security.md
// C6). base58 has one spelling per byte string, so strict means: only that alphabet, nothing around
// it (no spaces, no padding), and the length the caller expects, checked by the caller (an extra
// leading '1' is an extra zero byte, so it changes the length).
import bs58 from 'bs58';

/**
 * The bytes `text` spells, or null when it is not base58. The round trip keeps this strict even if
 * a future decoder learns to skip spaces, as older ones did.
 */
export function decodeBase58(text: string): Uint8Array | null {
  const bytes = bs58.decodeUnsafe(text);
  return bytes !== undefined && bs58.encode(bytes) === text ? bytes : null;
}

export function encodeBase58(bytes: Uint8Array): string {
  return bs58.encode(bytes);
}
