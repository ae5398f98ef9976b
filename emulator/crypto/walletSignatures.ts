// Wallet signatures, verified for real (docs/spec/security.md C5, C6) with audited libraries (noble) and no
// curve or hash code of our own. Ethereum: personal_sign is ECDSA over secp256k1 of the EIP-191
// hash keccak-256("\x19Ethereum Signed Message:\n" + byte length + message); the signer's public key
// is recovered from the 65-byte signature (r, s, v) and its address compared ignoring case. Only the
// low-s form counts (EIP-2: the high-s twin of a signature is the same signature malleated). Solana:
// signMessage is ed25519 (RFC 8032) over the message's UTF-8 bytes, checked strictly (no ZIP-215
// leniency: canonical point and scalar encodings only).
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import type { CryptoWalletType } from '../../src/contract/index';
import { decodeBase58 } from './base58';
import { assert, EmulatorError } from '../errors';
import { solanaPublicKey } from './walletAddresses';

const ETHEREUM_SIGNATURE_BYTES = 65;
const SOLANA_SIGNATURE_BYTES = 64;
/** 0x and 130 hex digits, or 64 bytes in base58 (at most 88 characters); more is refused unread. */
export const MAX_SIGNATURE_LENGTH = 256;
const HEX = /^0x[0-9a-fA-F]*$/;

/** EIP-191 version 0x45, as personal_sign and signMessage in ethers and viem compute it. */
export function personalMessageHash(message: string): Uint8Array {
  const bytes = utf8ToBytes(message);
  return keccak_256(concatBytes(utf8ToBytes(`\x19Ethereum Signed Message:\n${bytes.length}`), bytes));
}

/** The signature's bytes, in the wallet type's encoding; a 400 invalid_argument saying what is wrong otherwise. */
export function decodeSignature(type: CryptoWalletType, text: string): Uint8Array {
  if (type === 'ethereum') {
    assert(HEX.test(text) && text.length % 2 === 0, 400, 'invalid_argument', 'signature must be 0x followed by hex digits, as personal_sign returns it');
    const bytes = hexToBytes(text.slice(2));
    assert(bytes.length === ETHEREUM_SIGNATURE_BYTES, 400, 'invalid_argument', `signature must be ${ETHEREUM_SIGNATURE_BYTES} bytes (r, s, v) for an Ethereum wallet, not ${bytes.length}`);
    return bytes;
  }
  const bytes = decodeBase58(text);
  assert(bytes, 400, 'invalid_argument', 'signature must be base58 (the Bitcoin alphabet, nothing around it)');
  assert(bytes.length === SOLANA_SIGNATURE_BYTES, 400, 'invalid_argument', `signature must be ${SOLANA_SIGNATURE_BYTES} bytes for a Solana wallet, not ${bytes.length}`);
  return bytes;
}

/**
 * The lower-case address that signed `message`, recovered from r, s and v (27 or 28, or 0 or 1 as
 * some hardware wallets send it). A signature that cannot be one (r or s out of range, high s, an
 * unknown v) is a 400; a well-formed one recovers some address, or '' when no key could have made it.
 */
export function recoverEthereumAddress(message: string, signature: Uint8Array): string {
  const v = signature[64]!;
  const recovery = v >= 27 ? v - 27 : v;
  assert(recovery === 0 || recovery === 1, 400, 'invalid_argument', `signature's v must be 27 or 28 (or 0 or 1), not ${v}`);
  let parsed;
  try {
    parsed = secp256k1.Signature.fromBytes(signature.subarray(0, 64), 'compact').addRecoveryBit(recovery);
  } catch {
    throw new EmulatorError(400, 'invalid_argument', 'signature\'s r and s must each be between 1 and the curve order');
  }
  assert(!parsed.hasHighS(), 400, 'invalid_argument', 'signature is in its malleable high-s form; wallets sign with low s (EIP-2)');
  let publicKey: Uint8Array;
  try {
    publicKey = parsed.recoverPublicKey(personalMessageHash(message)).toBytes(false);
  } catch {
    // No curve point has this r: no key could have made the signature.
    return '';
  }
  return `0x${bytesToHex(keccak_256(publicKey.subarray(1)).subarray(12))}`;
}

/** Strict RFC 8032 verification of `signature` over the exact UTF-8 bytes of `message`. */
export function verifyEd25519(publicKey: Uint8Array, message: string, signature: Uint8Array): boolean {
  try {
    return ed25519.verify(signature, utf8ToBytes(message), publicKey, { zip215: false });
  } catch {
    return false;
  }
}

/** Whether `address`'s key signed `message`; `signature` as decodeSignature read it. */
export function verifyWalletSignature(type: CryptoWalletType, address: string, message: string, signature: Uint8Array): boolean {
  if (type === 'ethereum') return recoverEthereumAddress(message, signature) === address.toLowerCase();
  const publicKey = solanaPublicKey(address);
  return publicKey !== null && verifyEd25519(publicKey, message, signature);
}
