// Keys arrive as hex from the page's config, with or without 0x.
import { hexToBytes } from '@noble/hashes/utils.js';

/** The 32 bytes `hex` spells; throws, naming `what`, for anything else. */
export function keyBytes(hex: string, what: string): Uint8Array {
  const digits = hex.startsWith('0x') ? hex.slice(2) : hex;
  if (!/^[0-9a-fA-F]{64}$/.test(digits)) throw new Error(`test wallets: ${what} must be 32 bytes in hex`);
  return hexToBytes(digits);
}
