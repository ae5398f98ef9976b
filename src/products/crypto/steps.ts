import type { ReadonlySignal } from '@preact/signals';
import type { WalletSignIn } from './walletSignIn';

/**
 * The wallet steps: the sign-in (CryptoConnect, CryptoSignMessage and CryptoError are its phases,
 * so leaving it ends the attempt), CryptoOtherScreen, CryptoSetupWallet and CryptoConfirmation.
 */
export type CryptoStep =
  | { name: 'crypto-wallet'; signIn: WalletSignIn; busy: ReadonlySignal<boolean>; dispose(): void }
  | { name: 'crypto-other' }
  | { name: 'crypto-setup' }
  | { name: 'crypto-confirmation' };
