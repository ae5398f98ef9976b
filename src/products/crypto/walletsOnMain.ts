import { WALLET_OPTIONS, type WalletOption } from './wallets';

/** Buttons the social/wallet group holds on Main before OAuth takes its share (docs/spec/product.md §9). */
export const MAIN_BUTTONS = 5;

/**
 * The count rule (docs/spec/product.md §2 Main, §9): at most `5 - oauthProviderCount` wallets, never
 * fewer than none, get a button on Main; the rest go behind 'Continue with another crypto wallet'.
 * The order is the spec's wallet order, and within one option the order the wallets were found
 * in (announcement order for EIP-6963 wallets), so a late announcement goes after the wallets of
 * its option that are already shown.
 */
export function walletsOnMain<Wallet extends { option: WalletOption }>(wallets: readonly Wallet[], oauthProviderCount: number): { onMain: Wallet[]; other: Wallet[] } {
  const ordered = [...wallets].sort((a, b) => WALLET_OPTIONS.indexOf(a.option) - WALLET_OPTIONS.indexOf(b.option));
  const room = Math.max(0, MAIN_BUTTONS - oauthProviderCount);
  return { onMain: ordered.slice(0, room), other: ordered.slice(room) };
}
