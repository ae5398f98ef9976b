import { enShared } from '../../i18n/en';

// docs/spec/product.md §2 Main.
/** Shown on the login widget's first screen: its buttons come with the group. */
export const enCryptoMain = {
  /** A wallet's button; `{wallet}` is the name it announced, or its kind below. */
  continueWithWallet: 'Continue with {wallet}',
  /** An Ethereum wallet that names itself nowhere. */
  ethereumWallet: 'Ethereum wallet',
  solanaWallet: 'Solana wallet',
  continueWithOtherWallet: 'Continue with another crypto wallet',
  setUpWallet: 'Set up a new crypto wallet',
} as const;

// docs/spec/product.md §2 Crypto screens, §8 wallet errors.
/** The crypto wallet screens' texts. */
export const enCrypto = {
  ...enShared,
  connectingWallet: 'Connecting to your wallet...',
  connectingWalletText: 'Approve the request in {wallet} to connect your wallet to this site.',
  signingMessage: 'Completing signature request...',
  signingMessageText: 'Finish signing the message in the {wallet} pop-up. If something goes wrong, use the back arrow and try again.',
  /** The wallet already shows a request of ours (-32002): the user finishes it there first. */
  walletRequestPending: 'Open {wallet}: it is still waiting for you to answer an earlier request from this site. Answer or cancel it there, then try again.',
  tryAgain: 'Try again',
  walletError: 'Looks like there was an error!',
  walletErrorText: 'Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!',
  walletConnected: 'You have successfully connected your wallet.',
  otherWallets: 'Continue with other wallet',
  setUpWalletText:
    'Signing in with a crypto wallet keeps your account private and secure: there is no password to steal, and only you can sign with your wallet. Get one of these wallets to start:',
  // docs/spec/product.md §9.
  /** The download links' names. */
  metamask: 'MetaMask',
  phantom: 'Phantom',
  coinbaseWallet: 'Coinbase wallet',
  binanceWallet: 'Binance wallet',
  /** After a download link: it opens a new tab. */
  opensInNewTab: '(opens in a new tab)',
} as const;
