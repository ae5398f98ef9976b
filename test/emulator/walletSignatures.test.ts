// Wallet signature verification against known answers from public sources (docs/spec/security.md C5, C6):
// EIP-191 personal messages (web3.js and viem documentation), EIP-55 checksums (the EIP's own
// examples), RFC 8032 §7.1 TEST 1 with one-bit tampers, and strict base58.
import { hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { decodeBase58, encodeBase58 } from '../../emulator/crypto/base58';
import { EmulatorError } from '../../emulator/errors';
import { checksumAddress, solanaPublicKey } from '../../emulator/crypto/walletAddresses';
import { decodeSignature, personalMessageHash, recoverEthereumAddress, verifyEd25519, verifyWalletSignature } from '../../emulator/crypto/walletSignatures';
import { ethereumAddressOf } from './softWallets';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

function errorOf(run: () => unknown): { status: number; type: string } {
  try {
    run();
  } catch (err) {
    if (err instanceof EmulatorError) return { status: err.status, type: err.errorType };
    throw err;
  }
  throw new Error('expected an EmulatorError');
}

// viem's documentation of signMessage (https://viem.sh/docs/actions/wallet/signMessage): 'hello
// world' signed by the docs' local account, the first Anvil/Hardhat test account, whose private key
// is on viem's Private Key Account page (https://v1.viem.sh/docs/accounts/privateKey.html).
const ANVIL_0_KEY = 'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const ANVIL_0_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const HELLO_SIGNATURE = '0xa461f509887bd19e312c0c58467ce8ff8e300d3c1a90b608a760c5b80318eaf15fe57c96f9175d6cd4daad4663763baa7e78836e067d0163e9a2ccf2ff753f5b1b';

describe('Ethereum personal_sign (EIP-191)', () => {
  it('hashes "hello world" as web3.js documents (docs.web3js.org/guides/wallet/signing)', () => {
    expect(hex(personalMessageHash('hello world'))).toBe('d9eba16ed0ecae432b71fe008c98cc872bb4cc214d3220a36f365326cf807d68');
  });

  it('recovers the signer of viem\'s documented "hello world" signature', () => {
    expect(ethereumAddressOf(ANVIL_0_KEY)).toBe(ANVIL_0_ADDRESS);
    const signature = decodeSignature('ethereum', HELLO_SIGNATURE);
    expect(recoverEthereumAddress('hello world', signature)).toBe(ANVIL_0_ADDRESS.toLowerCase());
    expect(verifyWalletSignature('ethereum', ANVIL_0_ADDRESS, 'hello world', signature)).toBe(true);
    expect(verifyWalletSignature('ethereum', ANVIL_0_ADDRESS.toLowerCase(), 'hello world', signature)).toBe(true);
    expect(verifyWalletSignature('ethereum', ANVIL_0_ADDRESS.toUpperCase().replace('0X', '0x'), 'hello world', signature)).toBe(true);
  });

  it('refuses the same signature for another message or another address', () => {
    const signature = decodeSignature('ethereum', HELLO_SIGNATURE);
    expect(verifyWalletSignature('ethereum', ANVIL_0_ADDRESS, 'hello world!', signature)).toBe(false);
    expect(verifyWalletSignature('ethereum', 'Hello world', 'hello world', signature)).toBe(false);
    expect(verifyWalletSignature('ethereum', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'hello world', signature)).toBe(false);
  });

  it('a one-bit change in r or s makes it another signer', () => {
    for (const index of [0, 40]) {
      const tampered = decodeSignature('ethereum', HELLO_SIGNATURE);
      tampered[index]! ^= 0x01;
      expect(recoverEthereumAddress('hello world', tampered)).not.toBe(ANVIL_0_ADDRESS.toLowerCase());
    }
  });

  it('takes v as 27/28 or 0/1, and nothing else', () => {
    const zeroOne = decodeSignature('ethereum', HELLO_SIGNATURE);
    zeroOne[64] = 0; // 0x1b = 27
    expect(recoverEthereumAddress('hello world', zeroOne)).toBe(ANVIL_0_ADDRESS.toLowerCase());
    for (const v of [2, 26, 29, 37]) {
      const bad = decodeSignature('ethereum', HELLO_SIGNATURE);
      bad[64] = v;
      expect(errorOf(() => recoverEthereumAddress('hello world', bad))).toEqual({ status: 400, type: 'invalid_argument' });
    }
  });

  it('refuses the high-s twin of a valid signature (EIP-2 malleability) and r or s out of range', () => {
    const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
    const signature = decodeSignature('ethereum', HELLO_SIGNATURE);
    const s = BigInt(`0x${hex(signature.subarray(32, 64))}`);
    const twin = Uint8Array.from(signature);
    twin.set(hexToBytes((n - s).toString(16).padStart(64, '0')), 32);
    twin[64] = signature[64] === 27 ? 28 : 27;
    expect(errorOf(() => recoverEthereumAddress('hello world', twin))).toEqual({ status: 400, type: 'invalid_argument' });
    const zeroR = Uint8Array.from(signature);
    zeroR.fill(0, 0, 32);
    expect(errorOf(() => recoverEthereumAddress('hello world', zeroR))).toEqual({ status: 400, type: 'invalid_argument' });
  });

  it.each([
    ['no 0x', HELLO_SIGNATURE.slice(2), 'invalid_argument'],
    ['not hex', `${HELLO_SIGNATURE.slice(0, -2)}zz`, 'invalid_argument'],
    ['an odd number of digits', HELLO_SIGNATURE.slice(0, -1), 'invalid_argument'],
    ['64 bytes', HELLO_SIGNATURE.slice(0, -2), 'invalid_argument'],
    ['66 bytes', `${HELLO_SIGNATURE}00`, 'invalid_argument'],
    ['empty', '0x', 'invalid_argument'],
  ])('refuses a signature with %s', (_, text, type) => {
    expect(errorOf(() => decodeSignature('ethereum', text))).toEqual({ status: 400, type });
  });
});

describe('EIP-55 checksums (the examples in EIP-55)', () => {
  it.each([
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ])('%s', (address) => {
    expect(checksumAddress(address.toLowerCase())).toBe(address);
    expect(checksumAddress(address.toUpperCase().replace('0X', '0x'))).toBe(address);
  });
});

// RFC 8032 §7.1, TEST 1: the empty message.
const TEST1_PUBLIC = hexToBytes('d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a');
const TEST1_SIGNATURE = hexToBytes(
  'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b',
);

describe('Solana signMessage (ed25519, RFC 8032)', () => {
  it('verifies RFC 8032 §7.1 TEST 1', () => {
    expect(verifyEd25519(TEST1_PUBLIC, '', TEST1_SIGNATURE)).toBe(true);
  });

  it('refuses it with any one bit flipped in the signature, the key or the message', () => {
    for (const bit of [0, 7, 255, 256, 511]) {
      const signature = Uint8Array.from(TEST1_SIGNATURE);
      signature[bit >> 3]! ^= 1 << (bit & 7);
      expect(verifyEd25519(TEST1_PUBLIC, '', signature), `signature bit ${bit}`).toBe(false);
    }
    const key = Uint8Array.from(TEST1_PUBLIC);
    key[0]! ^= 0x01;
    expect(verifyEd25519(key, '', TEST1_SIGNATURE)).toBe(false);
    expect(verifyEd25519(TEST1_PUBLIC, '\u0001', TEST1_SIGNATURE)).toBe(false);
  });

  it('refuses the non-canonical S + L form of the same signature', () => {
    const L = 2n ** 252n + 27742317777372353535851937790883648493n;
    const s = BigInt(`0x${hex(TEST1_SIGNATURE.slice(32).reverse())}`); // little-endian
    const sPlusL = hexToBytes((s + L).toString(16).padStart(64, '0')).reverse();
    const signature = Uint8Array.from(TEST1_SIGNATURE);
    signature.set(sPlusL, 32);
    expect(verifyEd25519(TEST1_PUBLIC, '', signature)).toBe(false);
  });

  it('is strict, not ZIP-215: the small-order identity key with R = identity and S = 0 signs nothing', () => {
    // ZIP-215's cofactored check accepts this pair for every message; RFC 8032's strict one does not.
    const identity = new Uint8Array(32);
    identity[0] = 1;
    const signature = new Uint8Array(64);
    signature[0] = 1;
    expect(verifyEd25519(identity, 'any message at all', signature)).toBe(false);
  });

  it('verifies through the base58 address and signature a wallet sends', () => {
    const address = encodeBase58(TEST1_PUBLIC);
    const signature = decodeSignature('solana', encodeBase58(TEST1_SIGNATURE));
    expect(verifyWalletSignature('solana', address, '', signature)).toBe(true);
    expect(verifyWalletSignature('solana', encodeBase58(Uint8Array.from(TEST1_SIGNATURE.subarray(0, 32))), '', signature)).toBe(false);
  });
});

describe('strict base58', () => {
  const address = encodeBase58(TEST1_PUBLIC);

  it('reads a 32-byte key and a 64-byte signature', () => {
    expect(solanaPublicKey(address)).toEqual(TEST1_PUBLIC);
    expect(decodeSignature('solana', encodeBase58(TEST1_SIGNATURE))).toEqual(TEST1_SIGNATURE);
  });

  it.each([
    ['an extra leading 1 (a 33-byte key)', `1${address}`],
    ['a 31-byte key', encodeBase58(TEST1_PUBLIC.subarray(1))],
    ['a 33-byte key', encodeBase58(Uint8Array.of(...TEST1_PUBLIC, 0))],
    ['a space before', ` ${address}`],
    ['a space after', `${address} `],
    ['a 0, outside the alphabet', `${address.slice(0, -1)}0`],
    ['an O, outside the alphabet', `${address.slice(0, -1)}O`],
    ['an I, outside the alphabet', `${address.slice(0, -1)}I`],
    ['an l, outside the alphabet', `${address.slice(0, -1)}l`],
    ['base64 characters', `${address.slice(0, -1)}+`],
    ['nothing', ''],
  ])('refuses an address with %s', (_, text) => {
    expect(solanaPublicKey(text)).toBeNull();
  });

  it('knows its alphabet and nothing else', () => {
    expect(decodeBase58('1')).toEqual(Uint8Array.of(0));
    expect(decodeBase58('2')).toEqual(Uint8Array.of(1));
    expect(decodeBase58('z')).toEqual(Uint8Array.of(57));
    expect(decodeBase58('21')).toEqual(Uint8Array.of(58));
    for (const bad of ['0', 'O', 'I', 'l', ' 2', '2 ', '2\n', '-']) expect(decodeBase58(bad), JSON.stringify(bad)).toBeNull();
  });

  it.each([
    ['63 bytes', encodeBase58(TEST1_SIGNATURE.subarray(1)), 'invalid_argument'],
    ['65 bytes', encodeBase58(Uint8Array.of(...TEST1_SIGNATURE, 1)), 'invalid_argument'],
    ['an extra leading 1', `1${encodeBase58(TEST1_SIGNATURE)}`, 'invalid_argument'],
    ['hex', `0x${hex(TEST1_SIGNATURE)}`, 'invalid_argument'],
    ['base64', Buffer.from(TEST1_SIGNATURE).toString('base64'), 'invalid_argument'],
    ['a trailing space', `${encodeBase58(TEST1_SIGNATURE)} `, 'invalid_argument'],
  ])('refuses a signature of %s', (_, text, type) => {
    expect(errorOf(() => decodeSignature('solana', text))).toEqual({ status: 400, type });
  });
});
