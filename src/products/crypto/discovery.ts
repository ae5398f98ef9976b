// The wallets this browser has (docs/spec/security.md C1, C2): Ethereum wallets that announce themselves
// (EIP-6963), and injected providers as the fallback and for Solana. `window`'s wallet globals and
// the announcements can come from any extension or script, so every read of them is guarded:
// discovery skips what it cannot read and never throws.
import { WALLET_OPTIONS, type DetectedWallet } from './wallets';

/** A property of something untrusted: undefined when it is missing or its getter throws. */
const read = (from: unknown, key: PropertyKey): unknown => {
  try {
    return (from as Record<PropertyKey, unknown> | null | undefined)?.[key];
  } catch {
    // a throwing getter reads as missing
  }
};

const isFunction = (value: unknown) => typeof value == 'function';

const ANNOUNCE = 'eip6963:announceProvider';

/**
 * The flags of injected providers, indexed like WALLET_OPTIONS and tried in this order, so a
 * wallet that also sets `isMetaMask` for compatibility (Coinbase, Binance, Phantom) is taken for
 * itself. Vessel sets no flag anyone documents: it is its `window.vessel.ethereum`.
 */
// eslint-disable-next-line no-sparse-arrays -- the hole is Vessel's index: no flag, see above
const FLAGS = ['isPhantom', , 'isBinance', 'isCoinbaseWallet', 'isMetaMask'];

/**
 * What an announced wallet is, by its rdns (`app.phantom`, `com.binance.wallet`,
 * `com.coinbase.wallet`, `io.metamask`), else by its name: Vessel publishes no rdns.
 */
const ANNOUNCED = /phantom|vessel|binance|coinbase|metamask/i;

/** Only an image URL is an icon; an SVG's scripts do not run in an `<img>` (C2). */
const ICON = /^(data:image\/|https:)/;

/**
 * Finds the wallets and calls `onChange` with all of them: once before returning, then whenever a
 * wallet announces itself late, until the returned `stop()`. An announced wallet shows as it
 * announced itself, also when it is injected too (the same provider object). The first
 * announcement of a uuid wins, so a later one cannot take its place. Phantom is the spec's Solana
 * wallet: its Ethereum provider (option index 0 on the Ethereum side) is left out, or Phantom
 * would show twice.
 */
export function discoverWallets(win: Window, onChange: (wallets: DetectedWallet[]) => void): () => void {
  let wallets: DetectedWallet[] = [];
  let ready = false;
  const uuids: string[] = [];

  /**
   * `at` indexes WALLET_OPTIONS, -1 for an other wallet. A named wallet shows once: a second
   * provider claiming it is an other wallet of its chain.
   */
  const add = (chain: DetectedWallet['chain'], provider: unknown, at: number, name?: string, icon?: string) => {
    wallets = wallets.filter((wallet) => wallet.provider !== provider);
    if (at < 0 || wallets.some((wallet) => wallet.option == WALLET_OPTIONS[at])) at = chain == 'solana' ? 6 : 5;
    wallets = [...wallets, { option: WALLET_OPTIONS[at]!, chain, provider, name, icon } as DetectedWallet];
    if (ready) onChange(wallets);
  };
  const addInjected = (chain: DetectedWallet['chain'], provider: unknown, at: number) => {
    if (!wallets.some((wallet) => wallet.provider === provider)) add(chain, provider, at);
  };

  const onAnnounce = (event: Event) => {
    const detail = read(event, 'detail');
    const provider = read(detail, 'provider');
    const [uuid, name, icon, rdns] = ['uuid', 'name', 'icon', 'rdns'].map((key) => read(read(detail, 'info'), key)) as string[]; // checked on the next line
    if (!uuid || ![uuid, name, icon, rdns].every((field) => typeof field == 'string') || !isFunction(read(provider, 'request')) || uuids.includes(uuid)) return;
    uuids.push(uuid);
    const at = (WALLET_OPTIONS as readonly string[]).indexOf(ANNOUNCED.exec(rdns + ' ' + name)?.[0].toLowerCase() ?? '');
    if (at) add('ethereum', provider, at, name, ICON.test(icon) ? icon : undefined);
  };
  win.addEventListener(ANNOUNCE, onAnnounce);
  win.dispatchEvent(new Event('eip6963:requestProvider'));

  // With several wallets injected, `providers` lists them (window.ethereum is then one of them or
  // a proxy); a hostile list is read no further than anyone's wallets go.
  const ethereum = read(win, 'ethereum');
  const vessel = read(read(win, 'vessel'), 'ethereum');
  let injected = [ethereum];
  try {
    const providers = read(ethereum, 'providers');
    if (Array.isArray(providers)) injected = [...(providers as unknown[]).slice(0, 9)];
  } catch {
    // a hostile list: window.ethereum alone
  }
  for (const provider of [vessel, ...injected]) {
    const at = provider === vessel ? 1 : FLAGS.findIndex((flag) => flag && read(provider, flag) === true);
    if (at && isFunction(read(provider, 'request'))) addInjected('ethereum', provider, at);
  }
  for (const provider of [read(read(win, 'phantom'), 'solana'), read(win, 'solana')]) {
    if (isFunction(read(provider, 'connect')) && isFunction(read(provider, 'signMessage'))) addInjected('solana', provider, read(provider, 'isPhantom') === true ? 0 : -1);
  }

  ready = true;
  onChange(wallets);
  return () => win.removeEventListener(ANNOUNCE, onAnnounce);
}
