// The crypto group, loaded lazily (the `crypto` chunk): the wallet sign-in with base58, its screens
// and strings. Discovery and the buttons are in the main file (index.ts).
export { CryptoConfirmation, CryptoOther, CryptoSetupWallet, CryptoWallet } from './CryptoScreens';
export { enCrypto } from './strings';
export { startWalletSignIn } from './walletSignIn';
