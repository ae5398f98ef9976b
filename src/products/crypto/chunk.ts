// The crypto group, loaded lazily (the `crypto` chunk, fetched at mount on a page with wallets):
// the wallet buttons and discovery (Main's part), the sign-in with base58, its screens and strings.
import type { MainPart } from '../../login/product';
import { createCryptoMain, type CryptoMain } from './main';
import { WalletButtons } from './WalletButtons';

export const main: MainPart<CryptoMain> = { create: createCryptoMain, Block: WalletButtons };
export { CryptoConfirmation, CryptoOther, CryptoSetupWallet, CryptoWallet } from './CryptoScreens';
