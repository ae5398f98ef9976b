import type { Texts } from '../../i18n/texts';
import type { LoginModel } from '../../login/model';
import { useMessages } from '../../screens/messages';
import { interpolate } from '../../screens/interpolate';
import { Button } from '../../ui/Button';
import type { CryptoMain } from './main';
import { enCryptoMain } from './strings';
import type { DetectedWallet } from './wallets';

/** The spec's names of the wallets it knows; the other wallets are named by their chain. */
const NAMES: Partial<Record<DetectedWallet['option'], string>> = { phantom: 'Phantom', vessel: 'Vessel', binance: 'Binance', coinbase: 'Coinbase', metamask: 'MetaMask' };

/**
 * A wallet's name as it announced itself, else its option's. Any extension writes it, so it is
 * text only (C2), cut to 40 characters so no name can stretch a button down the page.
 */
export function walletName(wallet: DetectedWallet, t: Texts<typeof enCryptoMain>): string {
  const name = [...(wallet.name?.trim() || NAMES[wallet.option] || t[wallet.chain == 'solana' ? 'solanaWallet' : 'ethereumWallet'])];
  return name.length > 40 ? name.slice(0, 39).join('') + '…' : name.join('');
}

/**
 * Phantom's mark (its ghost, white on its purple), for a Phantom that announced no icon: the
 * injected `window.phantom.solana` carries none.
 */
const PHANTOM = (
  <>
    <rect width="24" height="24" rx="6" fill="#AB9FF2" />
    <path fill="#fff" d="M4.6 13.4C4.6 9.2 7.9 6 12 6s7.4 3.1 7.4 6.9c0 3-1.9 5.1-4.1 5.1-1 0-1.7-.5-2.2-1.1-.6.7-1.4 1.1-2.3 1.1-.8 0-1.5-.4-1.9-1-.4.6-1.1 1-1.9.9C5.6 17.8 4.6 16 4.6 13.4z" />
    <path fill="#AB9FF2" d="M9.4 11.1a.9 1.3 0 1 0 1.8 0 .9 1.3 0 1 0-1.8 0zm3.6 0a.9 1.3 0 1 0 1.8 0 .9 1.3 0 1 0-1.8 0z" />
  </>
);

/** A wallet's icon: the image it announced (an `<img>`, never markup: C2), else its brand's mark or a generic wallet. */
export function WalletIcon({ wallet }: { wallet?: DetectedWallet }) {
  return (
    <span className="aw-icon">
      {wallet?.icon ? (
        <img src={wallet.icon} alt="" width={20} height={20} referrerpolicy="no-referrer" />
      ) : (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          {wallet?.option == 'phantom' ? (
            PHANTOM
          ) : (
            <path fill="currentColor" d="M3 6a3 3 0 0 1 3-3h12v4h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H6a3 3 0 0 1-3-3zm3-1a1 1 0 0 0 0 2h10V5zm11 7a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z" />
          )}
        </svg>
      )}
    </span>
  );
}

/** 'Continue with {wallet}': the name in `<bdi>`, so a right-to-left name cannot reorder the label. */
export function WalletButton({ wallet, busy, onClick }: { wallet: DetectedWallet; busy: boolean; onClick(): void }) {
  const t = useMessages(enCryptoMain);
  return (
    <div className="aw-social">
      <Button variant="secondary" busy={busy} onClick={onClick}>
        <WalletIcon wallet={wallet} />
        <span>{interpolate(t.continueWithWallet, { wallet: walletName(wallet, t) })}</span>
      </Button>
    </div>
  );
}

/**
 * Main's wallet block (docs/spec/product.md §2): a button per wallet that has room (5 minus the OAuth
 * buttons), 'Continue with another crypto wallet' for the rest, and 'Set up a new crypto wallet'
 * when this browser has none. Discovery ran before the first paint, so the block has its final
 * size from the start.
 */
export function WalletButtons({ model, product }: { model: LoginModel; product: CryptoMain }) {
  const t = useMessages(enCryptoMain);
  const busy = model.busy.value;
  const { onMain, other } = product.wallets.value;
  return (
    <div className="aw-stack">
      {onMain.map((wallet, index) => (
        <WalletButton key={index} wallet={wallet} busy={busy} onClick={() => void product.signIn(wallet)} />
      ))}
      {(other.length > 0 || !onMain.length) && (
        <div className="aw-social">
          <Button variant="secondary" busy={busy} onClick={other.length ? product.other : product.setUp}>
            <WalletIcon />
            <span>{other.length ? t.continueWithOtherWallet : t.setUpWallet}</span>
          </Button>
        </div>
      )}
    </div>
  );
}
