// What a wallet is to the widget: one of the spec's wallet options, its chain and its provider.

/**
 * The spec's wallets, in the spec's order (docs/spec/product.md §2 Main), which is also the order of
 * the buttons on Main (walletsOnMain.ts).
 */
export const WALLET_OPTIONS = ['phantom', 'vessel', 'binance', 'coinbase', 'metamask', 'otherEthereum', 'otherSolana'] as const;

export type WalletOption = (typeof WALLET_OPTIONS)[number];

/** An EIP-1193 provider: all the widget asks of an Ethereum wallet. */
export interface EthereumProvider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>;
}

/** The injected Solana provider of Phantom's API, which other Solana wallets copy. */
export interface SolanaProvider {
  connect(): Promise<{ publicKey: { toString(): string } }>;
  signMessage(message: Uint8Array, display?: 'utf8' | 'hex'): Promise<{ signature: Uint8Array }>;
}

/**
 * A wallet found in the browser. `name` and `icon` are what the wallet announced (EIP-6963), absent
 * for injected providers: data to show as text and as an `<img src>`, never as HTML (C2).
 */
export type DetectedWallet = { option: WalletOption; name?: string; icon?: string } & (
  | { chain: 'ethereum'; provider: EthereumProvider }
  | { chain: 'solana'; provider: SolanaProvider }
);
