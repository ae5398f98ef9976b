// Crypto wallets (docs/spec/product.md §2 Main and Crypto screens, §4; docs/spec/security.md C1-C6): a button per
// wallet this browser has, after the OAuth buttons, and the sign-in by the wallet's signature.
import type { ProductDef } from '../../login/product';
import type { CryptoMain } from './main';
import type { enCrypto, enCryptoMain } from './strings';
import type { CryptoStep } from './steps';

export const cryptoWallets: ProductDef<'crypto', CryptoStep, CryptoMain, typeof import('./chunk'), typeof enCrypto & typeof enCryptoMain> = {
  name: 'crypto',
  slot: 'social',
  // The wallet buttons, discovery and the sign-in with base58: the first paint waits for them only
  // on a page that offers wallets.
  main: { group: 'crypto' },
  chunks: ['crypto'],
  screens: {
    'crypto-wallet': { group: 'crypto', name: 'CryptoWallet', back: true },
    'crypto-other': { group: 'crypto', name: 'CryptoOther', back: true },
    'crypto-setup': { group: 'crypto', name: 'CryptoSetupWallet', back: true },
    'crypto-confirmation': { group: 'crypto', name: 'CryptoConfirmation' },
  },
};
