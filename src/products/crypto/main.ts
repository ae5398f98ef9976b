import { computed, signal, type ReadonlySignal } from '@preact/signals';
import { afterFirstPaint, whenIdle } from '../../util/schedule';
import type { LoginContext } from '../product';
import { discoverWallets } from './discovery';
import type { DetectedWallet } from './wallets';
import { walletsOnMain } from './walletsOnMain';

/** What the `crypto` group gives Main (chunk.ts), declared here so the types do not go round in a circle. */
export interface CryptoGroup {
  startWalletSignIn(context: LoginContext, wallet: DetectedWallet): void;
  enCrypto: Record<string, string>;
}

export interface CryptoMain {
  /** The wallets with a button on Main, and those behind 'Continue with other Crypto Wallet'. */
  wallets: ReadonlySignal<{ onMain: DetectedWallet[]; other: DetectedWallet[] }>;
  signIn(wallet: DetectedWallet): Promise<void>;
  /** CryptoOtherScreen. */
  other(): Promise<void>;
  /** CryptoSetupWallet. */
  setUp(): Promise<void>;
  dispose(): void;
}

/**
 * Wallets as Main holds them: the wallets this browser has, found before the first paint (a
 * synchronous look at `window` and the EIP-6963 answers, well under a millisecond), so their
 * buttons are in their place from the start and nothing moves; and the `crypto` group (the
 * sign-in, its screens and base58), prefetched once the page is idle and waited for only by a
 * click that comes first.
 */
export function createCryptoMain(context: LoginContext): CryptoMain {
  const found = signal<DetectedWallet[]>([]);
  const stop = discoverWallets(window, (wallets) => (found.value = wallets));
  const oauthProviders = context.config.products.includes('oauth') ? (context.config.oauthOptions?.providers.length ?? 0) : 0;
  let group: Promise<CryptoGroup> | undefined;
  const loadGroup = () =>
    (group ??= context.load('crypto').then(
      (loaded: CryptoGroup) => (context.addStrings(loaded.enCrypto), loaded),
      (reason) => {
        group = undefined;
        throw reason;
      },
    ));
  // A failed prefetch stays quiet: the click that needs the group asks again and says so.
  void afterFirstPaint().then(() => whenIdle(() => void loadGroup().catch(() => undefined)));
  const show = (name: 'crypto-other' | 'crypto-setup') => context.run(async () => void (await loadGroup(), (context.step.value = { name })));
  return {
    wallets: computed(() => walletsOnMain(found.value, oauthProviders)),
    signIn: (wallet: DetectedWallet) => context.run(async () => (await loadGroup()).startWalletSignIn(context, wallet)),
    other: () => show('crypto-other'),
    setUp: () => show('crypto-setup'),
    dispose: stop,
  };
}
