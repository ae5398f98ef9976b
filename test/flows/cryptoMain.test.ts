// The crypto product in the login widget (docs/spec/product.md §2 Main and Crypto screens, §4, §9):
// the wallets Main offers as the page has them, the count rule beside OAuth, a wallet button's
// sign-in through the crypto group to CryptoConfirmation, leaving it, the other-wallet and set-up
// screens, and when the group loads. The wallets sign with real keys against the emulator.
import { effect } from '@preact/signals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginSteps } from '../../src/composition';
import type { LoginConfig } from '../../src/options';
import { chunksAtMount, mainGroupsOf } from '../../src/login/compose';
import { PRODUCTS } from '../../src/composition';
import type { CryptoMain } from '../../src/products/crypto/main';
import type { DetectedWallet } from '../../src/products/crypto/wallets';
import { ethereumWallet, solanaWallet } from '../emulator/softWallets';
import { resetPage } from '../support/browser';
import { createFlow, type Flow, type FlowOptions } from '../support/flow';
import { deferred, ethereumProvider, solanaProvider, type WalletProvider } from '../support/walletProviders';

const CONFIG: Partial<LoginConfig> = { products: ['crypto', 'emailMagicLinks'] };
const OAUTH = (count: number): Partial<LoginConfig> => ({
  products: ['oauth', 'crypto', 'emailMagicLinks'],
  oauthOptions: { providers: (['google', 'github', 'apple', 'discord', 'slack', 'gitlab'] as const).slice(0, count).map((type) => ({ type })) },
});

const cleanups: (() => void)[] = [];
const flows: Flow[] = [];

/** A wallet that answers the widget's EIP-6963 request, as an extension's content script does. */
function announce(wallet: WalletProvider, info: { name: string; rdns: string }) {
  const detail = Object.freeze({ info: { uuid: crypto.randomUUID(), icon: 'data:image/svg+xml,<svg/>', ...info }, provider: wallet.wallet.provider });
  const answer = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', answer);
  cleanups.push(() => window.removeEventListener('eip6963:requestProvider', answer));
  return { wallet, announceNow: answer };
}

/** Phantom's Solana provider at window.phantom.solana. */
function injectPhantom(wallet: WalletProvider) {
  Object.assign(wallet.wallet.provider, { isPhantom: true });
  (window as { phantom?: unknown }).phantom = { solana: wallet.wallet.provider };
  cleanups.push(() => delete (window as { phantom?: unknown }).phantom);
}

function open(options: FlowOptions = {}) {
  const flow = createFlow({ config: CONFIG, ...options });
  flows.push(flow);
  const steps: LoginSteps['name'][] = [];
  cleanups.push(effect(() => void steps.push(flow.model.step.value.name)));
  return Object.assign(flow, { crypto: flow.model.products.crypto as CryptoMain, steps });
}

const names = (wallets: DetectedWallet[]) => wallets.map((wallet) => wallet.name ?? wallet.option);
/** The crypto-wallet step's sign-in, or a failure naming the step the flow is on. */
function signInOf(flow: Flow) {
  const step = flow.model.step.value;
  if (step.name !== 'crypto-wallet') throw new Error(`expected the crypto-wallet step, got ${step.name}`);
  return step.signIn;
}

beforeEach(resetPage);
afterEach(async () => {
  for (const flow of flows.splice(0)) {
    await flow.dispose();
    expect(flow.unexpected).toEqual([]);
  }
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe('Main', () => {
  it("lists the page's wallets in the spec's order as soon as the model exists, before the crypto group loads", () => {
    announce(ethereumProvider(ethereumWallet()), { name: 'MetaMask', rdns: 'io.metamask' });
    announce(ethereumProvider(ethereumWallet()), { name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet' });
    injectPhantom(solanaProvider(solanaWallet()));
    const flow = open();
    expect(names(flow.crypto.wallets.value.onMain)).toEqual(['phantom', 'Coinbase Wallet', 'MetaMask']);
    expect(flow.crypto.wallets.value.other).toEqual([]);
    expect(flow.loads).not.toContain('crypto');
    expect(flow.model.blocks.map((block) => (block.kind === 'product' ? block.name : block.kind))).toEqual(['crypto', 'divider', 'form']);
  });

  it.each([
    [0, 3, 0],
    [2, 3, 0],
    [3, 2, 1],
    [5, 0, 3],
    [6, 0, 3],
  ])('with %i OAuth providers, %i of three wallets have a button and %i wait behind the other-wallet screen', (oauth, onMain, other) => {
    announce(ethereumProvider(ethereumWallet()), { name: 'MetaMask', rdns: 'io.metamask' });
    announce(ethereumProvider(ethereumWallet()), { name: 'Binance Wallet', rdns: 'com.binance.wallet' });
    injectPhantom(solanaProvider(solanaWallet()));
    const flow = open({ config: oauth ? OAUTH(oauth) : CONFIG });
    expect(flow.crypto.wallets.value.onMain).toHaveLength(onMain);
    expect(flow.crypto.wallets.value.other).toHaveLength(other);
    expect(names([...flow.crypto.wallets.value.onMain, ...flow.crypto.wallets.value.other])).toEqual(['phantom', 'Binance Wallet', 'MetaMask']);
  });

  it('a wallet that announces itself late joins; once the widget is gone, announcements change nothing', async () => {
    const flow = open();
    expect(flow.crypto.wallets.value.onMain).toEqual([]);
    const late = announce(ethereumProvider(ethereumWallet()), { name: 'Late Wallet', rdns: 'com.example.late' });
    late.announceNow();
    expect(names(flow.crypto.wallets.value.onMain)).toEqual(['Late Wallet']);
    const { wallets } = flow.crypto;
    flow.model.dispose();
    announce(ethereumProvider(ethereumWallet()), { name: 'Later Wallet', rdns: 'com.example.later' }).announceNow();
    expect(names(wallets.value.onMain)).toEqual(['Late Wallet']);
  });
});

describe('a wallet button', () => {
  it.each([
    ['Ethereum', () => announce(ethereumProvider(ethereumWallet()), { name: 'MetaMask', rdns: 'io.metamask' }).wallet],
    ['Solana', () => (wallet => (injectPhantom(wallet), wallet))(solanaProvider(solanaWallet()))],
  ])('(%s) signs in through the crypto group and ends on CryptoConfirmation, with each event once', async (_, makeWallet) => {
    const wallet = makeWallet();
    const flow = open();
    const [found] = flow.crypto.wallets.value.onMain;
    expect(found!.provider).toBe(wallet.wallet.provider);
    await flow.crypto.signIn(found!);
    await vi.waitFor(() => expect(flow.model.step.value.name).toBe('crypto-confirmation'));

    expect(flow.steps).toEqual(['main', 'crypto-wallet', 'crypto-confirmation']);
    expect(flow.errors).toEqual([]);
    expect(flow.events.map((event) => event.type)).toEqual(['CRYPTO_WALLET_AUTHENTICATE_START', 'CRYPTO_WALLET_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
    expect(flow.client.getUser()?.crypto_wallets.map((entry) => entry.crypto_wallet_address)).toEqual([wallet.signer.address]);
    expect(flow.model.busy.value).toBe(false);
  });

  it('Back while the wallet prompt is open leaves the attempt: its late answer signs nobody in', async () => {
    const wallet = announce(ethereumProvider(ethereumWallet()), { name: 'MetaMask', rdns: 'io.metamask' }).wallet;
    const prompt = deferred();
    wallet.gates.connect = () => prompt.promise;
    const flow = open();
    await flow.crypto.signIn(flow.crypto.wallets.value.onMain[0]!);
    const signIn = signInOf(flow);
    await vi.waitFor(() => expect(wallet.calls).toEqual(['eth_requestAccounts']));
    expect(signIn.step.value.name).toBe('connect');
    // Waiting for a person is not a request: Back is not blocked.
    expect(flow.model.backBlocked.value).toBe(false);
    flow.model.back();
    expect(flow.model.step.value.name).toBe('main');

    prompt.release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(wallet.calls).toEqual(['eth_requestAccounts']);
    expect(signIn.step.value.name).toBe('idle');
    expect(flow.sdkCalls().filter((call) => call.url.includes('/crypto_wallets/'))).toEqual([]);
    expect(flow.events).toEqual([]);
    expect(flow.errors).toEqual([]);
    expect(flow.client.getSession()).toBeNull();
  });
});

describe('the crypto group', () => {
  it("holds Main's part of crypto, so the first paint waits for it on a page with wallets and never loads it on one without", () => {
    expect(mainGroupsOf({ products: ['crypto', 'emailMagicLinks'] }, PRODUCTS)).toEqual(['crypto']);
    expect(chunksAtMount({ products: ['crypto', 'emailMagicLinks'] }, PRODUCTS)).toEqual(['crypto', 'emailMagicLinks']);
    expect(mainGroupsOf({ products: ['emailMagicLinks'] }, PRODUCTS)).toEqual([]);
  });

  it('the other-wallet and set-up screens show at once, with the strings the main file draws them with', async () => {
    const flow = open();
    await flow.crypto.setUp();
    expect(flow.model.step.value.name).toBe('crypto-setup');
    flow.model.back();
    await flow.crypto.other();
    expect(flow.model.step.value.name).toBe('crypto-other');
    expect(flow.model.strings.value).toMatchObject({ walletConnected: 'You have successfully connected your wallet.' });
  });
});
