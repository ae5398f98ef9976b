// Wallet types and addresses as the crypto-wallet routes read them (docs/spec/api.md §3; docs/spec/security.md C6). An
// Ethereum address is 0x and 40 hex digits in any case: EIP-55's mixed case is a check for people
// copying by hand, and the emulator compares addresses ignoring case. A Solana address is the strict
// base58 of a 32-byte ed25519 public key.
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { CryptoWalletType } from '../../src/contract/index';
import { decodeBase58 } from './base58';
import { assert } from '../errors';
import { requiredString, type Body } from '../validate/validate';

const ETHEREUM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const SOLANA_KEY_BYTES = 32;
/** 32 bytes are at most 44 base58 characters; a little room so a too-long key reads as one. */
const MAX_ADDRESS_LENGTH = 128;

export function readWalletType(body: Body): CryptoWalletType {
  const type = requiredString(body, 'crypto_wallet_type', 64);
  assert(type === 'ethereum' || type === 'solana', 400, 'invalid_argument', 'crypto_wallet_type must be "ethereum" or "solana"');
  return type;
}

export function readWalletAddress(body: Body, type: CryptoWalletType): string {
  const address = requiredString(body, 'crypto_wallet_address', MAX_ADDRESS_LENGTH);
  if (type === 'ethereum') {
    assert(isEthereumAddress(address), 400, 'invalid_argument', 'crypto_wallet_address must be 0x followed by 40 hex digits');
  } else {
    assert(
      solanaPublicKey(address) !== null,
      400,
      'invalid_argument',
      'crypto_wallet_address must be the base58 of a 32-byte public key (the Bitcoin alphabet, no spaces, no extra leading 1)',
    );
  }
  return address;
}

export function isEthereumAddress(address: string): boolean {
  return ETHEREUM_ADDRESS.test(address);
}

/** The 32-byte public key a Solana address spells, or null. */
export function solanaPublicKey(address: string): Uint8Array | null {
  const bytes = decodeBase58(address);
  return bytes !== null && bytes.length === SOLANA_KEY_BYTES ? bytes : null;
}

/** EIP-55: a hex digit is upper case where the keccak-256 of the lower-case address has a nibble of 8 or more. */
export function checksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex)));
  let out = '0x';
  for (let i = 0; i < hex.length; i++) out += parseInt(hash[i]!, 16) >= 8 ? hex[i]!.toUpperCase() : hex[i]!;
  return out;
}
