import { useEffect, useRef } from 'react';
import { Button } from '../../ui/Button';
import { Confirmation } from '../../ui/Confirmation';
import { Heading } from '../../ui/Container';
import { useLazyTextStyles } from '../../ui/lazyStyles';
import { useMessages } from '../../screens/messages';
import { interpolate } from '../../screens/interpolate';
import type { ScreenProps } from '../../login/screenProps';
import type { CryptoMain } from './main';
import type { CryptoStep } from './steps';
import { enCryptoMain, enCrypto } from './strings';
import { useCryptoStyles } from './styles';
import { WalletButton, WalletIcon, walletName } from './WalletButtons';
import type { DetectedWallet } from './wallets';

const t0 = { ...enCryptoMain, ...enCrypto };
const useCryptoMessages = () => useMessages(t0);

/** `text` with `{wallet}` as the wallet's name, kept apart in `<bdi>` (an extension wrote it). */
function WithWallet({ text, wallet }: { text: string; wallet: DetectedWallet }) {
  const t = useCryptoMessages();
  return <p>{interpolate(text, { wallet: walletName(wallet, t) })}</p>;
}

/**
 * A wallet sign-in as it goes (the `crypto-wallet` step): CryptoConnect while the wallet is asked
 * for its account, CryptoSignMessage while it signs, a request of ours already open in the wallet
 * (-32002), and CryptoError. Each phase's heading takes focus, as a new screen's does.
 */
export function CryptoWallet({ step }: ScreenProps<CryptoStep, 'crypto-wallet'>) {
  const t = useCryptoMessages();
  useLazyTextStyles();
  useCryptoStyles();
  const current = step.signIn.step.value;
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [current.name]);
  if (current.name === 'idle' || current.name === 'confirmation') return null;
  const { wallet } = current;
  if (current.name === 'error') {
    return (
      <div className="aw-center">
        <Heading ref={heading}>{t.walletError}</Heading>
        <p>{t.walletErrorText}</p>
        {/* The same wallet again, without the way back to Main the text describes. */}
        <Button onClick={() => void step.signIn.retry()}>{t.tryAgain}</Button>
      </div>
    );
  }
  const icon = (
    <span className="aw-wallet-icon">
      <WalletIcon wallet={wallet} />
    </span>
  );
  if (current.name === 'openWallet') {
    return (
      <div className="aw-center">
        {icon}
        <Heading ref={heading}>{current.phase === 'connect' ? t.connectingWallet : t.signingMessage}</Heading>
        <WithWallet text={t.walletRequestPending} wallet={wallet} />
        <Button onClick={() => void step.signIn.retry()}>{t.tryAgain}</Button>
      </div>
    );
  }
  return (
    <div className="aw-center">
      {icon}
      <Heading ref={heading}>{current.name === 'connect' ? t.connectingWallet : t.signingMessage}</Heading>
      <WithWallet text={current.name === 'connect' ? t.connectingWalletText : t.signingMessageText} wallet={wallet} />
      <span className="aw-spinner" role="presentation" />
    </div>
  );
}

/** CryptoOtherScreen: the wallets without room on Main, and the way to set one up. */
export function CryptoOther({ model }: ScreenProps<CryptoStep, 'crypto-other'>) {
  const t = useCryptoMessages();
  useCryptoStyles();
  const crypto = model.products.crypto as CryptoMain;
  const { other } = crypto.wallets.value;
  return (
    <>
      <Heading>{t.otherWallets}</Heading>
      <div className="aw-stack">
        {other.map((wallet, index) => (
          <WalletButton key={index} wallet={wallet} busy={model.busy.value} onClick={() => void crypto.signIn(wallet)} />
        ))}
        <Button variant="link" onClick={crypto.setUp}>
          {t.setUpWallet}
        </Button>
      </div>
    </>
  );
}

/** The four wallets the spec links to (docs/spec/product.md §9), at their makers' download pages. */
const DOWNLOADS = [
  ['metamask', 'https://metamask.io/download/'],
  ['phantom', 'https://phantom.com/download'],
  ['coinbaseWallet', 'https://www.coinbase.com/wallet/downloads'],
  ['binanceWallet', 'https://www.binance.com/en/web3wallet'],
] as const;

/** CryptoSetupWallet: why a wallet, and where to get one (each link opens a new tab). */
export function CryptoSetupWallet() {
  const t = useCryptoMessages();
  useCryptoStyles();
  return (
    <>
      <Heading>{t.setUpWallet}</Heading>
      <p>{t.setUpWalletText}</p>
      <ul className="aw-downloads">
        {DOWNLOADS.map(([name, href]) => (
          <li key={name}>
            <a href={href} target="_blank" rel="noopener noreferrer">
              {t[name]}
              <span className="aw-hidden"> {t.opensInNewTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** CryptoConfirmation: 'You have successfully connected your wallet.' */
export function CryptoConfirmation() {
  const t = useCryptoMessages();
  return <Confirmation header={t.success} text={t.walletConnected} />;
}
