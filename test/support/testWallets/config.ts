// What a page sets in `window.__testWallets` before the test wallets' script runs, and what the
// script adds to it (the addresses and the log of calls). Shared, as types only, by the script
// (install.ts) and the Playwright helper (test/e2e/testWallets.ts).

/** How a wallet answers a prompt: as a person who approves, one who refuses, or with a prompt already open. */
export type Behaviour = 'approve' | 'reject' | 'pending';

/** Read at each call, so a test may change it on the live config object. */
export interface Behaviours {
  /** eth_requestAccounts, Solana's connect(). */
  connect?: Behaviour;
  /** personal_sign, Solana's signMessage(). */
  sign?: Behaviour;
}

export interface EthereumWalletConfig {
  /** 32 bytes in hex, with or without 0x; a fresh random key when absent. */
  privateKey?: string;
  /** EIP-6963 info; defaults name the wallet "Test Wallet". */
  name?: string;
  rdns?: string;
  uuid?: string;
  /** A data:image/svg+xml URL by default. */
  icon?: string;
  /** eth_chainId's answer, e.g. '0x1' (the default). */
  chainId?: string;
  /** Also set the provider as `window.ethereum` (false by default: EIP-6963 only). */
  injectWindowEthereum?: boolean;
  /** Flags set on the provider, e.g. `{ isMetaMask: true }`, for discovery of injected wallets. */
  flags?: Record<string, boolean>;
  behaviour?: Behaviours;
}

export interface SolanaWalletConfig {
  /** The 32-byte ed25519 seed in hex, with or without 0x; a fresh random one when absent. */
  secretKey?: string;
  /** Also set the provider as `window.solana` (true by default, as Phantom does). */
  injectWindowSolana?: boolean;
  behaviour?: Behaviours;
}

/** One request a wallet received, in the order received. */
export interface WalletCall {
  chain: 'ethereum' | 'solana';
  method: string;
  /**
   * As received, except Solana's signMessage, whose bytes are logged as `{ text, hex }` (the
   * UTF-8 reading of them, and them), so a test can compare them with a challenge.
   */
  params: unknown;
}

/** `window.__testWallets`. A wallet set to false (or absent, for neither) is not installed. */
export interface TestWalletsConfig {
  ethereum?: EthereumWalletConfig | false;
  solana?: SolanaWalletConfig | false;
  /** Added by the script: the installed wallets' addresses (EIP-55; base58). */
  addresses?: { ethereum?: string; solana?: string };
  /** Added by the script if absent. */
  calls?: WalletCall[];
}
