// An EIP-1193 Ethereum provider over a real secp256k1 key: the calls a sign-in makes
// (eth_requestAccounts, eth_accounts, eth_chainId, personal_sign), answered as MetaMask answers
// them, and the behaviours a test asks for.
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import type { EthereumWalletConfig, WalletCall } from './config';
import { keyBytes } from './hex';
import { actOut, INVALID_PARAMS, providerError, UNAUTHORIZED, UNSUPPORTED_METHOD } from './providerError';

export interface EthereumProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on(event: string, listener: (...args: unknown[]) => void): EthereumProvider;
  removeListener(event: string, listener: (...args: unknown[]) => void): EthereumProvider;
}

/** EIP-55: the hex digits upper-cased where the keccak-256 of the lower-case address has a high nibble. */
function checksumAddress(addressBytes: Uint8Array): string {
  const hex = bytesToHex(addressBytes);
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex)));
  return `0x${[...hex].map((digit, i) => (parseInt(hash[i]!, 16) >= 8 ? digit.toUpperCase() : digit)).join('')}`;
}

export function ethereumAddress(privateKey: Uint8Array): string {
  const publicKey = secp256k1.getPublicKey(privateKey, false);
  return checksumAddress(keccak_256(publicKey.subarray(1)).subarray(12));
}

/** personal_sign's message: 0x-hex is the bytes it spells, anything else its UTF-8 (as MetaMask reads it). */
function messageBytes(message: string): Uint8Array {
  return /^0x([0-9a-fA-F]{2})*$/.test(message) ? hexToBytes(message.slice(2)) : utf8ToBytes(message);
}

/** EIP-191 version 0x45: r || s || v, v = 27 or 28, as 0x-hex. */
function personalSign(privateKey: Uint8Array, message: Uint8Array): string {
  const hash = keccak_256(concatBytes(utf8ToBytes(`\x19Ethereum Signed Message:\n${message.length}`), message));
  // noble's 'recovered' format is recovery || r || s; noble signs low-s, as Ethereum requires.
  const signature = secp256k1.sign(hash, privateKey, { prehash: false, format: 'recovered' });
  return `0x${bytesToHex(signature.subarray(1))}${(27 + signature[0]!).toString(16)}`;
}

/** The provider and its address; `config` is read at each call, so its behaviour may change live. */
export function createEthereumProvider(config: EthereumWalletConfig, calls: WalletCall[]): { provider: EthereumProvider; address: string } {
  const privateKey = config.privateKey ? keyBytes(config.privateKey, 'ethereum.privateKey') : secp256k1.utils.randomSecretKey();
  const address = ethereumAddress(privateKey);
  let connected = false;

  const answer = (method: string, params: unknown): unknown => {
    switch (method) {
      case 'eth_requestAccounts':
        actOut(config.behaviour?.connect);
        connected = true;
        return [address];
      case 'eth_accounts':
        return connected ? [address] : [];
      case 'eth_chainId':
        return config.chainId ?? '0x1';
      case 'personal_sign': {
        if (!connected) throw providerError(UNAUTHORIZED);
        const [message, from] = Array.isArray(params) ? params : [];
        if (typeof message !== 'string' || typeof from !== 'string') throw providerError(INVALID_PARAMS, 'personal_sign takes [message, address].');
        if (from.toLowerCase() !== address.toLowerCase()) throw providerError(UNAUTHORIZED);
        actOut(config.behaviour?.sign);
        return personalSign(privateKey, messageBytes(message));
      }
      default:
        throw providerError(UNSUPPORTED_METHOD);
    }
  };

  const provider: EthereumProvider = {
    async request(args) {
      const { method, params } = args ?? {};
      calls.push({ chain: 'ethereum', method, params });
      return answer(method, params);
    },
    // The accounts and chain never change, so there is nothing to tell a listener.
    on: () => provider,
    removeListener: () => provider,
  };
  Object.assign(provider, config.flags);
  return { provider, address };
}
