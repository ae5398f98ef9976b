// Software wallets for emulator tests, with real keys (noble): an Ethereum account that answers
// personal_sign as wallets do (0x-hex r || s || v, v = 27 or 28, over the EIP-191 hash), and a
// Solana keypair that answers signMessage (ed25519 over the UTF-8 bytes, sent as base58).
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { encodeBase58 } from '../../emulator/crypto/base58';
import { checksumAddress } from '../../emulator/crypto/walletAddresses';

export interface SoftWallet {
  type: 'ethereum' | 'solana';
  address: string;
  sign(message: string): string;
}

function personalHash(message: string): Uint8Array {
  const bytes = utf8ToBytes(message);
  return keccak_256(concatBytes(utf8ToBytes(`\x19Ethereum Signed Message:\n${bytes.length}`), bytes));
}

/** personal_sign's answer for `privateKey` (hex, no 0x). */
export function personalSign(privateKey: string, message: string): string {
  // noble's 'recovered' form is recovery || r || s; Ethereum's is r || s || (27 + recovery).
  const sig = secp256k1.sign(personalHash(message), hexToBytes(privateKey), { prehash: false, format: 'recovered' });
  return `0x${bytesToHex(sig.subarray(1))}${(27 + sig[0]!).toString(16)}`;
}

export function ethereumAddressOf(privateKey: string): string {
  const publicKey = secp256k1.getPublicKey(hexToBytes(privateKey), false);
  return checksumAddress(`0x${bytesToHex(keccak_256(publicKey.subarray(1)).subarray(12))}`);
}

export function ethereumWallet(privateKey = bytesToHex(secp256k1.utils.randomSecretKey())): SoftWallet {
  return { type: 'ethereum', address: ethereumAddressOf(privateKey), sign: (message) => personalSign(privateKey, message) };
}

export function solanaWallet(secretKey = ed25519.utils.randomSecretKey()): SoftWallet {
  return {
    type: 'solana',
    address: encodeBase58(ed25519.getPublicKey(secretKey)),
    sign: (message) => encodeBase58(ed25519.sign(utf8ToBytes(message), secretKey)),
  };
}
