// The browser side of the emulator tests' software wallets (test/emulator/softWallets.ts): an
// EIP-1193 provider and a Phantom-style Solana provider over real keys, strict about what they are
// given as wallets are, with a gate before each answer where a test refuses or holds it.
import bs58 from 'bs58';
import type { DetectedWallet, EthereumProvider, SolanaProvider } from '../../src/products/crypto/wallets';
import type { SoftWallet } from '../emulator/softWallets';

/** Runs before the wallet answers: throw to fail the request, wait to hold it. */
export type Gate = () => void | Promise<void>;

export interface WalletProvider {
  wallet: DetectedWallet;
  /** Each request the widget made, by method name (`connect`, `signMessage` for Solana). */
  calls: string[];
  /** Set or replace at any time; read at each request. */
  gates: { connect?: Gate; sign?: Gate };
  /** The key that signs: the wallet's own unless a test puts another in. */
  signer: SoftWallet;
}

/** An EIP-1193 error as wallets throw it (a plain object with a code). */
export const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });
export const USER_REJECTED = 4001;
export const REQUEST_PENDING = -32002;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function hexBytes(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}

/** MetaMask's personal_sign: params [0x-hex of the message bytes, the account]. */
export function ethereumProvider(wallet: SoftWallet): WalletProvider {
  const state: WalletProvider = { wallet: undefined!, calls: [], gates: {}, signer: wallet };
  const provider: EthereumProvider = {
    async request({ method, params }) {
      state.calls.push(method);
      if (method === 'eth_requestAccounts') {
        await state.gates.connect?.();
        return [wallet.address];
      }
      if (method === 'personal_sign') {
        const [message, address] = (params ?? []) as unknown[];
        if (typeof message !== 'string' || !/^0x(?:[0-9a-fA-F]{2})+$/.test(message)) throw rpcError(-32602, 'Invalid params: the message must be 0x-hex');
        if (address !== wallet.address) throw rpcError(-32602, 'Invalid params: not the connected account');
        await state.gates.sign?.();
        return state.signer.sign(strictUtf8.decode(hexBytes(message.slice(2))));
      }
      throw rpcError(4200, `Unsupported method ${method}`);
    },
  };
  state.wallet = { option: 'metamask', chain: 'ethereum', provider };
  return state;
}

/** Phantom's API: connect() gives the public key, signMessage(bytes) the signature's bytes. */
export function solanaProvider(wallet: SoftWallet): WalletProvider {
  const state: WalletProvider = { wallet: undefined!, calls: [], gates: {}, signer: wallet };
  const provider: SolanaProvider = {
    async connect() {
      state.calls.push('connect');
      await state.gates.connect?.();
      return { publicKey: { toString: () => wallet.address } };
    },
    async signMessage(message) {
      state.calls.push('signMessage');
      if (!(message instanceof Uint8Array)) throw rpcError(-32602, 'Invalid params: the message must be bytes');
      await state.gates.sign?.();
      return { signature: bs58.decode(state.signer.sign(strictUtf8.decode(message))) };
    },
  };
  state.wallet = { option: 'phantom', chain: 'solana', provider };
  return state;
}

/** A promise a test settles when it chooses. */
export function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}
