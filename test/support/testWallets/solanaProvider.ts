// A Phantom-shaped Solana provider over a real ed25519 key: connect(), signMessage() over the
// exact bytes, disconnect(), and the same through request({ method, params }) as Phantom offers.
import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import bs58 from 'bs58';
import type { SolanaWalletConfig, WalletCall } from './config';
import { keyBytes } from './hex';
import { actOut, INVALID_PARAMS, providerError, UNAUTHORIZED, UNSUPPORTED_METHOD } from './providerError';

/** The part of @solana/web3.js's PublicKey that dapps read. */
export interface PublicKey {
  toString(): string;
  toBase58(): string;
  toBytes(): Uint8Array;
  toJSON(): string;
  equals(other: PublicKey): boolean;
}

export interface SolanaProvider {
  isPhantom: true;
  isConnected: boolean;
  publicKey: PublicKey | null;
  connect(options?: { onlyIfTrusted?: boolean }): Promise<{ publicKey: PublicKey }>;
  disconnect(): Promise<void>;
  signMessage(message: Uint8Array, display?: 'utf8' | 'hex'): Promise<{ signature: Uint8Array; publicKey: PublicKey }>;
  request(args: { method: string; params?: any }): Promise<unknown>;
  on(event: string, listener: (...args: unknown[]) => void): SolanaProvider;
  off(event: string, listener: (...args: unknown[]) => void): SolanaProvider;
  removeListener(event: string, listener: (...args: unknown[]) => void): SolanaProvider;
}

function publicKeyOf(bytes: Uint8Array): PublicKey {
  const text = bs58.encode(bytes);
  return {
    toString: () => text,
    toBase58: () => text,
    toJSON: () => text,
    toBytes: () => bytes.slice(),
    equals: (other) => other?.toString() === text,
  };
}

/** The provider and its address (base58); `config` is read at each call, so its behaviour may change live. */
export function createSolanaProvider(config: SolanaWalletConfig, calls: WalletCall[]): { provider: SolanaProvider; address: string } {
  const secretKey = config.secretKey ? keyBytes(config.secretKey, 'solana.secretKey') : ed25519.utils.randomSecretKey();
  const publicKey = publicKeyOf(ed25519.getPublicKey(secretKey));

  const connect = async () => {
    actOut(config.behaviour?.connect);
    provider.isConnected = true;
    provider.publicKey = publicKey;
    return { publicKey };
  };
  const signMessage = async (message: unknown) => {
    if (!provider.isConnected) throw providerError(UNAUTHORIZED);
    if (!(message instanceof Uint8Array)) throw providerError(INVALID_PARAMS, 'signMessage takes a Uint8Array.');
    actOut(config.behaviour?.sign);
    return { signature: ed25519.sign(message, secretKey), publicKey };
  };
  const disconnect = async () => {
    provider.isConnected = false;
    provider.publicKey = null;
  };
  const log = (method: string, params: unknown) => {
    const logged = params instanceof Uint8Array ? { text: new TextDecoder().decode(params), hex: bytesToHex(params) } : params;
    calls.push({ chain: 'solana', method, params: logged });
  };

  const provider: SolanaProvider = {
    isPhantom: true,
    isConnected: false,
    publicKey: null,
    async connect(options) {
      log('connect', options);
      return connect();
    },
    async disconnect() {
      log('disconnect', undefined);
      return disconnect();
    },
    async signMessage(message) {
      log('signMessage', message);
      return signMessage(message);
    },
    async request({ method, params } = { method: '' }) {
      log(method, method === 'signMessage' ? params?.message : params);
      if (method === 'connect') return connect();
      if (method === 'disconnect') return disconnect();
      if (method === 'signMessage') return signMessage(params?.message);
      throw providerError(UNSUPPORTED_METHOD);
    },
    // The key never changes, so there is nothing to tell a listener.
    on: () => provider,
    off: () => provider,
    removeListener: () => provider,
  };
  return { provider, address: publicKey.toString() };
}
