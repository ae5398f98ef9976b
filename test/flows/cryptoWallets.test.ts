// Wallet sign-in (docs/spec/product.md §2, §4, §8; docs/spec/api.md §3; docs/spec/security.md C3) against the real
// emulator, with software wallets signing with real keys: sign-up then log-in on Ethereum and
// Solana, SIWE, a secondary start with a session, the wallet's refusals, a signature the provider
// refuses, and late answers after the user left. The sign-in model is driven here on its own: a
// stand-in product gives it the login widget's real `complete`, and cryptoMain.test.ts drives the
// crypto product as Main holds it.
import { effect } from '@preact/signals';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator } from '../../emulator/app';
import { createFakeClock } from '../../emulator/store/clock';
import type { AuthResponse } from '../../src/contract/index';
import type { LoginConfig } from '../../src/options';
import type { AnyProduct } from '../../src/login/compose';
import { createWalletSignIn, type WalletSignIn, type WalletSignInStep } from '../../src/products/crypto/walletSignIn';
import { otp } from '../../src/products/otp/index';
import { ethereumWallet, solanaWallet } from '../emulator/softWallets';
import { resetPage } from '../support/browser';
import { createFlow, type Flow, type FlowOptions } from '../support/flow';
import { deferred, ethereumProvider, REQUEST_PENDING, rpcError, solanaProvider, USER_REJECTED, type WalletProvider } from '../support/walletProviders';

/** The sign-in model as a product of its own, completing to Main. */
const crypto: AnyProduct = {
  name: 'crypto',
  chunks: [],
  screens: {},
  main: { create: (context) => createWalletSignIn({ ...context, onAuthenticated: (auth) => context.complete(auth, { name: 'main' }) }) },
};
const CONFIG: Partial<LoginConfig> = { products: ['otp', 'crypto'], otpOptions: { methods: ['email'] } };

// One emulator for the file, so a second page sees the users a first one made.
const emulator = createEmulator({ clock: createFakeClock() });
const flows: Flow[] = [];
/** A project whose name, in every plain challenge, is not ASCII. */
const unicode = createEmulator({ clock: createFakeClock(), project: { project_name: 'Démo ✓ 🦊' } });
/** A project with device fingerprinting on: the +cap requests carry a telemetry id. */
const dfp = createEmulator({ clock: createFakeClock(), project: { dfp_protected_auth_enabled: true } });
const stops: (() => void)[] = [];

function open(options: FlowOptions = {}) {
  const flow = createFlow({ emulator, config: CONFIG, products: [otp, crypto], ...options });
  flows.push(flow);
  const signIn = (flow.model.products as unknown as { crypto: WalletSignIn }).crypto;
  // Every step the model passes through, in order.
  const steps: WalletSignInStep['name'][] = [];
  stops.push(effect(() => void steps.push(signIn.step.value.name)));
  return Object.assign(flow, { signIn, steps });
}

const cryptoCalls = (flow: Flow) => flow.sdkCalls().filter((call) => call.url.includes('/crypto_wallets/'));
const bodyOf = (call: { body: string | undefined }) => JSON.parse(call.body ?? '{}') as Record<string, unknown>;
const challengeOf = (flow: Flow) => (flow.eventsOf('CRYPTO_WALLET_AUTHENTICATE_START').at(-1)?.data as { challenge: string }).challenge;
const authOf = (flow: Flow) => flow.eventsOf('CRYPTO_WALLET_AUTHENTICATE').at(-1)?.data as AuthResponse;
const eventTypes = (flow: Flow) => flow.events.map((event) => event.type);
/** Lets every pending answer land, so a request that should not happen has had its chance. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

/** Signs up with an email passcode: a session exists. */
async function signUpByEmail(flow: Flow, email: string) {
  flow.model.form.email.value = email;
  await flow.model.form.submitEmail();
  await flow.otp().verify((await flow.latest(email)).code!);
  expect(flow.client.getSession()).not.toBeNull();
}

beforeEach(() => {
  resetPage();
  emulator.reset();
});
afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  for (const flow of flows.splice(0)) {
    await flow.dispose();
    expect(flow.unexpected).toEqual([]);
  }
});

describe.each([
  ['Ethereum', () => ethereumProvider(ethereumWallet()), ['eth_requestAccounts', 'personal_sign']],
  ['Solana', () => solanaProvider(solanaWallet()), ['connect', 'signMessage']],
] as const)('%s', (_, makeWallet, walletCalls) => {
  it('signs up, then logs in on another page as the same user: steps, session, events once each', async () => {
    const wallet: WalletProvider = makeWallet();
    const first = open();
    await first.signIn.signIn(wallet.wallet);

    expect(first.steps).toEqual(['idle', 'connect', 'sign', 'confirmation']);
    expect(wallet.calls).toEqual(walletCalls);
    expect(first.errors).toEqual([]);
    expect(eventTypes(first)).toEqual(['CRYPTO_WALLET_AUTHENTICATE_START', 'CRYPTO_WALLET_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
    const signedUp = authOf(first);
    expect(first.eventsOf('AUTHENTICATE_FLOW_COMPLETE')[0]!.data).toBe(signedUp);
    expect(signedUp.user.crypto_wallets).toMatchObject([{ crypto_wallet_address: wallet.signer.address, crypto_wallet_type: wallet.signer.type, verified: true }]);
    expect(first.client.getSession()?.session_id).toBe(signedUp.session.session_id);
    // No session yet: primary; no SIWE by default; the +cap endpoints get the anti-fraud fields' room.
    const [start, authenticate] = cryptoCalls(first);
    expect(start!.url).toMatch(/\/crypto_wallets\/authenticate\/start\/primary$/);
    expect(bodyOf(start!)).toEqual({ crypto_wallet_address: wallet.signer.address, crypto_wallet_type: wallet.signer.type });
    expect(bodyOf(authenticate!)).toMatchObject({ crypto_wallet_address: wallet.signer.address, session_duration_minutes: 30 });

    resetPage();
    const again = makeWalletFor(wallet);
    const second = open();
    await second.signIn.signIn(again.wallet);
    expect(second.signIn.step.value.name).toBe('confirmation');
    expect(authOf(second).user_id).toBe(signedUp.user_id);
    expect(authOf(second).user.crypto_wallets).toHaveLength(1);
    expect(cryptoCalls(second)[0]!.url).toMatch(/\/start\/primary$/);
  });

  it('with a session, starts secondary and adds the wallet to the signed-in user', async () => {
    const flow = open();
    await signUpByEmail(flow, `wallet.${walletCalls[0]}@example.com`);
    const userId = flow.client.getUser()!.user_id;
    flow.events.length = 0;

    const wallet = makeWallet();
    await flow.signIn.signIn(wallet.wallet);
    expect(flow.errors).toEqual([]);
    expect(cryptoCalls(flow)[0]!.url).toMatch(/\/crypto_wallets\/authenticate\/start\/secondary$/);
    const auth = authOf(flow);
    expect(auth.user_id).toBe(userId);
    expect(auth.user.crypto_wallets.map((entry) => entry.crypto_wallet_address)).toEqual([wallet.signer.address]);
    expect(auth.session.authentication_factors.map((factor) => factor.type).sort()).toEqual(['crypto', 'otp']);
    expect(eventTypes(flow)).toEqual(['CRYPTO_WALLET_AUTHENTICATE_START', 'CRYPTO_WALLET_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
  });

  it('a refusal at connect (4001) is CryptoError, reported as the connect failure, and the wallet is not asked again', async () => {
    const flow = open();
    const wallet = makeWallet();
    wallet.gates.connect = () => Promise.reject(rpcError(USER_REJECTED, 'User rejected the request.'));
    await flow.signIn.signIn(wallet.wallet);
    await settle();

    expect(flow.signIn.step.value).toMatchObject({ name: 'error', reason: 'cancelled' });
    expect(wallet.calls).toEqual([walletCalls[0]]);
    expect(cryptoCalls(flow)).toEqual([]);
    expect(flow.errors).toHaveLength(1);
    expect((flow.errors[0] as Error).message).toBe('[Error] Could not connect to wallet');
    expect((flow.errors[0] as Error).cause).toMatchObject({ code: USER_REJECTED });
    expect(flow.events).toEqual([]);
    expect(flow.client.getSession()).toBeNull();
  });

  it('a refusal at sign (4001) is CryptoError, reported as the sign failure, with no authenticate and no second prompt', async () => {
    const flow = open();
    const wallet = makeWallet();
    wallet.gates.sign = () => Promise.reject(rpcError(USER_REJECTED, 'User rejected the request.'));
    await flow.signIn.signIn(wallet.wallet);
    await settle();

    expect(flow.signIn.step.value).toMatchObject({ name: 'error', reason: 'cancelled' });
    expect(wallet.calls).toEqual(walletCalls);
    expect(cryptoCalls(flow).map((call) => call.url.replace(/.*\/crypto_wallets/, ''))).toEqual(['/authenticate/start/primary']);
    expect((flow.errors as Error[]).map((error) => error.message)).toEqual(['[Error] Could not sign message']);
    expect(eventTypes(flow)).toEqual(['CRYPTO_WALLET_AUTHENTICATE_START']);
    expect(flow.client.getSession()).toBeNull();
  });

  it("CryptoError's 'Try again' asks the same wallet again from the start, and can sign in", async () => {
    const flow = open();
    const wallet = makeWallet();
    wallet.gates.connect = () => Promise.reject(rpcError(USER_REJECTED, 'User rejected the request.'));
    await flow.signIn.signIn(wallet.wallet);
    await settle();
    expect(flow.signIn.step.value).toMatchObject({ name: 'error', reason: 'cancelled' });

    wallet.gates.connect = undefined;
    await flow.signIn.retry();
    expect(flow.signIn.step.value.name).toBe('confirmation');
    expect(wallet.calls).toEqual([walletCalls[0], ...walletCalls]);
    expect(flow.eventsOf('AUTHENTICATE_FLOW_COMPLETE')).toHaveLength(1);
  });

  it('a prompt already open in the wallet (-32002) asks the user to open it, reports nothing, and retry signs in', async () => {
    const flow = open();
    const wallet = makeWallet();
    wallet.gates.connect = () => Promise.reject(rpcError(REQUEST_PENDING, 'Request already pending.'));
    await flow.signIn.signIn(wallet.wallet);
    expect(flow.signIn.step.value).toMatchObject({ name: 'openWallet', phase: 'connect' });
    expect(flow.errors).toEqual([]);
    expect(wallet.calls).toHaveLength(1);

    wallet.gates.connect = undefined;
    await flow.signIn.retry();
    expect(flow.signIn.step.value.name).toBe('confirmation');
    expect(flow.eventsOf('AUTHENTICATE_FLOW_COMPLETE')).toHaveLength(1);
  });

  it('a signature the provider does not verify is CryptoError, reported as the sign failure with its cause', async () => {
    const flow = open();
    const wallet = makeWallet();
    wallet.signer = walletCalls[0] === 'connect' ? solanaWallet() : ethereumWallet();
    await flow.signIn.signIn(wallet.wallet);

    expect(flow.signIn.step.value).toMatchObject({ name: 'error', reason: 'signFailed' });
    expect(cryptoCalls(flow)).toHaveLength(2);
    expect((flow.errors as Error[]).map((error) => error.message)).toEqual(['[Error] Could not sign message']);
    expect((flow.errors[0] as Error).cause).toMatchObject({ status_code: 401, error_type: 'invalid_credentials' });
    expect(eventTypes(flow)).toEqual(['CRYPTO_WALLET_AUTHENTICATE_START']);
    expect(flow.client.getSession()).toBeNull();
  });

  it('a stored session that ended elsewhere: the refused secondary start is made again as primary, with no new wallet prompt', async () => {
    const flow = open();
    await signUpByEmail(flow, `ended.${walletCalls[0]}@example.com`);
    flow.events.length = 0;
    const ended = { status_code: 401, request_id: 'r', error_type: 'unauthorized_credentials', error_message: 'Session revoked.', error_url: '' };
    flow.network((url) => (url.endsWith('/start/secondary') ? new Response(JSON.stringify(ended), { status: 401 }) : undefined));
    const wallet = makeWallet();
    await flow.signIn.signIn(wallet.wallet);

    expect(cryptoCalls(flow).map((call) => call.url.replace(/.*\/crypto_wallets/, ''))).toEqual(['/authenticate/start/secondary', '/authenticate/start/primary', '/authenticate']);
    expect(wallet.calls).toEqual(walletCalls);
    expect(flow.signIn.step.value.name).toBe('confirmation');
    expect(authOf(flow).user.crypto_wallets.map((entry) => entry.crypto_wallet_address)).toEqual([wallet.signer.address]);
    expect(authOf(flow).user.emails).toEqual([]);
  });

  it('a refused secondary start with the session still held is the connect failure, not a primary start', async () => {
    const flow = open();
    await signUpByEmail(flow, `held.${walletCalls[0]}@example.com`);
    const refusal = { status_code: 403, request_id: 'r', error_type: 'forbidden', error_message: 'No.', error_url: '' };
    flow.network((url) => (url.endsWith('/start/secondary') ? new Response(JSON.stringify(refusal), { status: 403 }) : undefined));
    await flow.signIn.signIn(makeWallet().wallet);
    expect(cryptoCalls(flow).map((call) => call.url.replace(/.*\/crypto_wallets/, ''))).toEqual(['/authenticate/start/secondary']);
    expect(flow.signIn.step.value).toMatchObject({ name: 'error', reason: 'connectFailed' });
    expect(flow.client.getSession()).not.toBeNull();
  });

  it('a start the provider fails is the connect failure, and one it refuses is never taken for a cancel, whatever its text', async () => {
    const flow = open();
    const wallet = makeWallet();
    flow.network((url) => (url.includes('/start/') ? new Error('connection reset') : undefined));
    await flow.signIn.signIn(wallet.wallet);
    expect(flow.signIn.step.value).toMatchObject({ name: 'error', reason: 'connectFailed' });
    expect(wallet.calls).toEqual([walletCalls[0]]);

    const refusal = { status_code: 403, request_id: 'r', error_type: 'forbidden', error_message: 'User rejected by this project.', error_url: '' };
    flow.network((url) => (url.endsWith('/crypto_wallets/authenticate') ? new Response(JSON.stringify(refusal), { status: 403 }) : undefined));
    await flow.signIn.signIn(wallet.wallet);
    expect(flow.signIn.step.value).toMatchObject({ name: 'error', reason: 'signFailed' });
    expect((flow.errors as Error[]).map((error) => error.message)).toEqual(['[Error] Could not connect to wallet', '[Error] Could not sign message']);
    expect(flow.errors[1]).toMatchObject({ cause: { error_type: 'forbidden' } });
    expect(flow.client.getSession()).toBeNull();
  });

  it('signs a challenge outside ASCII as its UTF-8 bytes', async () => {
    const flow = open({ emulator: unicode });
    await flow.signIn.signIn(makeWallet().wallet);
    expect(challengeOf(flow)).toMatch(/^Signing in with Démo ✓ 🦊: /);
    expect(flow.errors).toEqual([]);
    expect(flow.signIn.step.value.name).toBe('confirmation');
  });

  it('is busy while a request to the provider runs, not while the wallet waits for the user (Back stays free)', async () => {
    const flow = open();
    const wallet = makeWallet();
    const busyAt: [string, boolean][] = [];
    flow.network((url) => void (url.includes('/crypto_wallets/') && busyAt.push([url.replace(/.*\/crypto_wallets/, ''), flow.signIn.busy.value])));
    const held = deferred();
    wallet.gates.sign = () => held.promise;
    const running = flow.signIn.signIn(wallet.wallet);
    await settle();
    expect([flow.signIn.step.value.name, flow.signIn.busy.value]).toEqual(['sign', false]);
    held.release();
    await running;
    expect(busyAt).toEqual([
      ['/authenticate/start/primary', true],
      ['/authenticate', true],
    ]);
    expect([flow.signIn.step.value.name, flow.signIn.busy.value]).toEqual(['confirmation', false]);
  });

  it('a start answered after the user left changes nothing', async () => {
    const flow = open();
    const wallet = makeWallet();
    // The user leaves while the start request is on its way.
    flow.network((url) => (url.includes('/start/') ? void flow.signIn.leave() : undefined));
    await flow.signIn.signIn(wallet.wallet);
    await settle();
    expect(cryptoCalls(flow)).toHaveLength(1);
    expect(flow.signIn.step.value.name).toBe('idle');
    expect(wallet.calls).toEqual([walletCalls[0]]);
    expect(flow.events).toEqual([]);
  });

  it('sends the anti-fraud fields on both requests when the project protects sign-in (+cap)', async () => {
    const flow = open({ emulator: dfp });
    await flow.signIn.signIn(makeWallet().wallet);
    expect(flow.signIn.step.value.name).toBe('confirmation');
    for (const call of cryptoCalls(flow)) expect(bodyOf(call).dfp_telemetry_id, call.url).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('an account the wallet answers with after the user left starts nothing', async () => {
    const flow = open();
    const wallet = makeWallet();
    const held = deferred();
    wallet.gates.connect = () => held.promise;
    const running = flow.signIn.signIn(wallet.wallet);
    await settle();
    expect(flow.signIn.step.value.name).toBe('connect');
    flow.signIn.leave();
    held.release();
    await running;
    await settle();

    expect(flow.signIn.step.value.name).toBe('idle');
    expect(cryptoCalls(flow)).toEqual([]);
    expect(flow.events).toEqual([]);
    expect(flow.errors).toEqual([]);
  });

  it('a refusal that comes after the user left reports nothing', async () => {
    const flow = open();
    const wallet = makeWallet();
    const held = deferred();
    wallet.gates.sign = () => held.promise.then(() => Promise.reject(rpcError(USER_REJECTED, 'User rejected the request.')));
    const running = flow.signIn.signIn(wallet.wallet);
    await settle();
    flow.signIn.leave();
    held.release();
    await running;
    expect(flow.signIn.step.value.name).toBe('idle');
    expect(flow.errors).toEqual([]);
  });

  it('a signature that comes after the user left, and picked the wallet again, changes nothing; the new attempt signs in', async () => {
    const flow = open();
    const wallet = makeWallet();
    const held = deferred();
    wallet.gates.sign = () => held.promise;
    const first = flow.signIn.signIn(wallet.wallet);
    await settle();
    expect(flow.signIn.step.value.name).toBe('sign');
    flow.signIn.leave();
    held.release();
    await first;
    await settle();
    expect(flow.signIn.step.value.name).toBe('idle');
    expect(cryptoCalls(flow)).toHaveLength(1);
    expect(flow.client.getSession()).toBeNull();

    // A new attempt while an old prompt still waits: the old answer is dropped, the new one counts.
    const late = deferred();
    wallet.gates.sign = () => late.promise;
    const second = flow.signIn.signIn(wallet.wallet);
    await settle();
    wallet.gates.sign = undefined;
    const third = flow.signIn.signIn(wallet.wallet);
    await third;
    late.release();
    await second;
    await settle();
    expect(flow.signIn.step.value.name).toBe('confirmation');
    expect(flow.eventsOf('CRYPTO_WALLET_AUTHENTICATE')).toHaveLength(1);
    expect(flow.eventsOf('AUTHENTICATE_FLOW_COMPLETE')).toHaveLength(1);
    expect(flow.errors).toEqual([]);
  });
});

/** The same keys in a fresh provider (another page's view of the wallet). */
function makeWalletFor(previous: WalletProvider): WalletProvider {
  return previous.wallet.chain === 'ethereum' ? ethereumProvider(previous.signer) : solanaProvider(previous.signer);
}

describe('a project that requires Sign-In with Ethereum', () => {
  const siwe = createEmulator({ clock: createFakeClock(), project: { siwe_required_for_crypto_wallets: true } });
  beforeEach(() => siwe.reset());

  it('Ethereum sends siwe_params with the page as uri and signs the EIP-4361 message', async () => {
    const flow = open({ emulator: siwe });
    const wallet = ethereumProvider(ethereumWallet());
    await flow.signIn.signIn(wallet.wallet);

    expect(flow.errors).toEqual([]);
    expect(bodyOf(cryptoCalls(flow)[0]!).siwe_params).toEqual({ uri: 'http://localhost:3000' });
    const challenge = challengeOf(flow);
    expect(challenge.split('\n').slice(0, 2)).toEqual(['localhost:3000 wants you to sign in with your Ethereum account:', wallet.signer.address]);
    expect(challenge).toContain('\nURI: http://localhost:3000\n');
    expect(flow.signIn.step.value.name).toBe('confirmation');
  });

  it('Solana sends none and signs in as before', async () => {
    const flow = open({ emulator: siwe });
    await flow.signIn.signIn(solanaProvider(solanaWallet()).wallet);
    expect(flow.errors).toEqual([]);
    expect(bodyOf(cryptoCalls(flow)[0]!)).not.toHaveProperty('siwe_params');
    expect(challengeOf(flow)).toMatch(/^Signing in with /);
    expect(flow.signIn.step.value.name).toBe('confirmation');
  });
});
