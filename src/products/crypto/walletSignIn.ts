import { signal } from '@preact/signals';
import bs58 from 'bs58';
import type { AuthResponse } from '../../contract/index';
import { cryptoWalletsApi } from '../../api/cryptoWallets';
import type { LoginContext } from '../../login/product';
import { walletErrorOf, type WalletError, type WalletPhase } from './walletErrors';
import type { DetectedWallet } from './wallets';

/**
 * Where a wallet sign-in is (docs/spec/product.md §2, §4): asking the wallet for its account
 * (CryptoConnect), waiting for its signature (CryptoSignMessage), a prompt of ours already open in
 * the wallet (-32002: the user is asked to open it), signed in (CryptoConfirmation) or failed
 * (CryptoError, `reason` from walletErrors.ts).
 */
export type WalletSignInStep =
  | { name: 'idle' }
  | { name: 'connect'; wallet: DetectedWallet }
  | { name: 'sign'; wallet: DetectedWallet; address: string }
  | { name: 'openWallet'; wallet: DetectedWallet; phase: WalletPhase }
  | { name: 'confirmation'; wallet: DetectedWallet; address: string }
  | { name: 'error'; wallet: DetectedWallet; reason: Exclude<WalletError, 'openWallet'> };

/** What the host hears (onError) for a failure of each phase (docs/spec/product.md §8). */
export const WALLET_FAILURE: Record<WalletPhase, string> = {
  connect: '[Error] Could not connect to wallet',
  sign: '[Error] Could not sign message',
};

export interface WalletSignInDeps extends Pick<LoginContext, 'client' | 'sessionMinutes' | 'emit' | 'reportError'> {
  /** The session is stored; the login widget completes (LoginContext.complete). */
  onAuthenticated(auth: AuthResponse): void;
}

/** A failure of the provider's (a request), not of the wallet: no wallet code to read. */
class ServerFailure {
  constructor(readonly error: unknown) {}
}

/** personal_sign's message as MetaMask's reference asks for it: 0x-hex of the UTF-8 bytes. */
const utf8Hex = (text: string) => `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;

/** The wallet's account: the first of eth_requestAccounts, or Phantom's connect() key in base58. */
async function accountOf(wallet: DetectedWallet): Promise<string> {
  const address =
    wallet.chain === 'ethereum'
      ? ((await wallet.provider.request({ method: 'eth_requestAccounts' })) as unknown[] | null)?.[0]
      : (await wallet.provider.connect()).publicKey.toString();
  if (typeof address !== 'string' || !address) throw new Error('AuthWidget: the wallet gave no account.');
  return address;
}

/** The wallet's signature of `challenge`, as the provider takes it (docs/spec/api.md §3). */
async function signatureOf(wallet: DetectedWallet, challenge: string, address: string): Promise<string> {
  if (wallet.chain === 'ethereum') {
    const signature = await wallet.provider.request({ method: 'personal_sign', params: [utf8Hex(challenge), address] });
    if (typeof signature !== 'string') throw new Error('AuthWidget: the wallet gave no signature.');
    return signature;
  }
  const { signature } = await wallet.provider.signMessage(new TextEncoder().encode(challenge), 'utf8');
  return bs58.encode(signature);
}

/**
 * A wallet sign-in (the crypto group): the account, authenticate-start (secondary when a session
 * exists), the signature, authenticate. Wallets answer whenever the user gets to their pop-up,
 * perhaps never, so nothing here blocks leaving: `leave()` (the step's dispose, when the login
 * widget moves on) makes every later answer of that attempt change nothing. `busy` is true only
 * while a request to the provider runs, so Back can wait for those as it does elsewhere (issue 9).
 * The wallet is asked nothing by itself after a failure: a refusal (4001) cannot loop.
 */
export function createWalletSignIn(deps: WalletSignInDeps) {
  const { client } = deps;
  const step = signal<WalletSignInStep>({ name: 'idle' });
  const busy = signal(false);
  /** Bumped by each sign-in and by leaving, so a late answer of an earlier one changes nothing. */
  let generation = 0;

  const run = async (wallet: DetectedWallet) => {
    const attempt = ++generation;
    const current = () => attempt === generation;
    /** A request to the provider: its failure is the provider's, not the wallet's. */
    const request = async <T>(send: () => Promise<T>): Promise<T> => {
      busy.value = true;
      try {
        return await send();
      } catch (error) {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- a tag the catch below unwraps: no stack wanted
        throw new ServerFailure(error);
      } finally {
        if (current()) busy.value = false;
      }
    };
    let phase: WalletPhase = 'connect';
    step.value = { name: 'connect', wallet };
    try {
      const loaded = await client.ready();
      // Left while the client chunk arrived: no wallet pop-up for a screen that is gone.
      if (!current()) return;
      const api = cryptoWalletsApi(loaded.call);
      const address = await accountOf(wallet);
      if (!current()) return;
      const type = wallet.chain;
      const started = await request(async () => {
        // The bootstrap (SIWE, the anti-fraud settings) is usually here since mount; a failed one
        // leaves the cached or default values.
        await loaded.loadBootstrap();
        const siwe = client.bootstrap.get().data.siwe_required_for_crypto_wallets === true;
        const start = (secondary: boolean) => api.authenticateStart({ address, type, secondary, siwe });
        if (client.state.get() === null) return start(false);
        // The stored session may have ended elsewhere (revoked by the host's backend): the
        // provider refuses it, the client forgets it, and the person is signing in, not adding a
        // wallet, so the start is made again as a primary one, with no new wallet prompt.
        return start(true).catch((error: unknown) => (client.state.get() === null ? start(false) : Promise.reject(error)));
      });
      if (!current()) return;
      deps.emit({ type: 'CRYPTO_WALLET_AUTHENTICATE_START', data: started });
      phase = 'sign';
      step.value = { name: 'sign', wallet, address };
      const signature = await signatureOf(wallet, started.challenge, address);
      if (!current()) return;
      const auth = await request(() => api.authenticate({ address, type, signature, sessionDurationMinutes: deps.sessionMinutes }));
      if (!current()) return;
      loaded.storeAuth(auth);
      step.value = { name: 'confirmation', wallet, address };
      deps.emit({ type: 'CRYPTO_WALLET_AUTHENTICATE', data: auth });
      deps.onAuthenticated(auth);
    } catch (thrown) {
      if (!current()) return;
      const server = thrown instanceof ServerFailure;
      const cause = server ? thrown.error : thrown;
      const reason = server ? (phase === 'connect' ? 'connectFailed' : 'signFailed') : walletErrorOf(thrown, phase);
      if (reason === 'openWallet') {
        step.value = { name: 'openWallet', wallet, phase };
        return;
      }
      step.value = { name: 'error', wallet, reason };
      deps.reportError(new Error(WALLET_FAILURE[phase], { cause }));
    }
  };

  return {
    step,
    busy,
    /** Signs in with `wallet`; an attempt still waiting for its wallet is left. */
    signIn: (wallet: DetectedWallet) => run(wallet),
    /** After the user has seen to the prompt in their wallet, or after CryptoError: the same wallet from the start. */
    retry() {
      const current = step.value;
      return current.name === 'openWallet' || current.name === 'error' ? run(current.wallet) : Promise.resolve();
    },
    /** The user left (Back, another screen, unmount): answers still to come change nothing. */
    leave() {
      generation++;
      busy.value = false;
      step.value = { name: 'idle' };
    },
  };
}
export type WalletSignIn = ReturnType<typeof createWalletSignIn>;

/** A wallet button was used: the sign-in starts, and its phases show as the `crypto-wallet` step. */
export function startWalletSignIn(context: LoginContext, wallet: DetectedWallet): void {
  const signIn = createWalletSignIn({ ...context, onAuthenticated: (auth) => context.complete(auth, { name: 'crypto-confirmation' }) });
  context.step.value = { name: 'crypto-wallet', signIn, busy: signIn.busy, dispose: signIn.leave };
  void signIn.signIn(wallet);
}
