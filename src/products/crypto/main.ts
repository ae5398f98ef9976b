import { computed, signal, type ReadonlySignal } from '@preact/signals';
import type { LoginContext } from '../../login/product';
import { discoverWallets } from './discovery';
import { enCrypto, enCryptoMain } from './strings';
import { startWalletSignIn } from './walletSignIn';
import type { DetectedWallet } from './wallets';
import { walletsOnMain } from './walletsOnMain';

export interface CryptoMain {
  /** The wallets with a button on Main, and those behind 'Continue with another crypto wallet'. */
  wallets: ReadonlySignal<{ onMain: DetectedWallet[]; other: DetectedWallet[] }>;
  signIn(wallet: DetectedWallet): Promise<void>;
  /** CryptoOtherScreen. */
  other(): Promise<void>;
  /** CryptoSetupWallet. */
  setUp(): Promise<void>;
  dispose(): void;
}

/**
 * Wallets as Main holds them, made once the `crypto` group (this file's, fetched at mount) has
 * arrived: the wallets this browser has, found before the first paint (a synchronous look at
 * `window` and the EIP-6963 answers, well under a millisecond), so their buttons are in their
 * place from the start and nothing moves; a late announcement joins them.
 */
export function createCryptoMain(context: LoginContext): CryptoMain {
  context.addStrings({ ...enCryptoMain, ...enCrypto });
  const found = signal<DetectedWallet[]>([]);
  const stop = discoverWallets(window, (wallets) => (found.value = wallets));
  // The other social buttons (OAuth's) share the row the wallets fit into.
  const others = context.socialButtons('crypto');
  const show = async (name: 'crypto-other' | 'crypto-setup') => void (context.step.value = { name });
  return {
    wallets: computed(() => walletsOnMain(found.value, others)),
    signIn: (wallet: DetectedWallet) => context.run(async () => startWalletSignIn(context, wallet)),
    other: () => show('crypto-other'),
    setUp: () => show('crypto-setup'),
    dispose: stop,
  };
}
