// The test wallets (test/e2e/testWallets.ts) sign for real: on a host page, without the widget,
// each signs the emulator's challenge and the emulator signs the wallet in; they announce what
// they are configured to, answer known keys with known signatures, and refuse as wallets do.
import type { Page } from '@playwright/test';
import { encodeBase58 } from '../../emulator/crypto/base58';
import type { AuthResponse, CryptoWalletType } from '../../src/contract/index';
import { expect, PUBLIC_TOKEN, test, type Emulator, type Host } from './fixtures';
import { addTestWallets, testWalletsScript, walletCalls } from './testWallets';

// Known answers, also in test/emulator/walletSignatures.test.ts: viem's documented 'hello world'
// signature by the first Anvil account, and RFC 8032 §7.1 TEST 1 (the empty message).
const ANVIL_0_KEY = 'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const ANVIL_0_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const HELLO_SIGNATURE = '0xa461f509887bd19e312c0c58467ce8ff8e300d3c1a90b608a760c5b80318eaf15fe57c96f9175d6cd4daad4663763baa7e78836e067d0163e9a2ccf2ff753f5b1b';
const TEST1_SECRET = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60';
const TEST1_PUBLIC_HEX = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a';
const TEST1_SIGNATURE_HEX =
  'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b';

const blankPage = (host: Host, name: string) => host.add(name, '<!doctype html><html lang="en"><title>Test wallets</title><body></body></html>');

/** An SDK call from the page, as the widget makes it (src/api/transport.ts): the page's origin, the public token. */
function sdkPost<T>(page: Page, emulator: Emulator, path: string, body: unknown): Promise<{ status: number; body: { data?: T; error_type?: string } }> {
  return page.evaluate(
    async ({ url, token, body }) => {
      const response = await fetch(url, {
        method: 'POST',
        credentials: 'include',
        headers: { Authorization: `Basic ${btoa(`${token}:${token}`)}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { url: `${emulator.origin}/sdk/v1${path}`, token: PUBLIC_TOKEN, body },
  );
}

async function startChallenge(page: Page, emulator: Emulator, type: CryptoWalletType, address: string): Promise<string> {
  const start = await sdkPost<{ challenge: string }>(page, emulator, '/crypto_wallets/authenticate/start/primary', { crypto_wallet_type: type, crypto_wallet_address: address });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  return start.body.data!.challenge;
}

async function authenticate(page: Page, emulator: Emulator, type: CryptoWalletType, address: string, signature: string) {
  return sdkPost<AuthResponse>(page, emulator, '/crypto_wallets/authenticate', {
    crypto_wallet_type: type,
    crypto_wallet_address: address,
    signature,
    session_duration_minutes: 60,
  });
}

/** Runs `method` on the announced Ethereum provider, in the page; a rejection comes back as `{ error }`. */
function ethereumRequest(page: Page, method: string, params?: unknown[]): Promise<{ result?: any; error?: { code: unknown; message: string; isError: boolean } }> {
  return page.evaluate(
    async ({ method, params }) => {
      const provider = await new Promise<any>((resolve) => {
        window.addEventListener('eip6963:announceProvider', (event) => resolve((event as CustomEvent).detail.provider), { once: true });
        window.dispatchEvent(new Event('eip6963:requestProvider'));
      });
      try {
        return { result: await provider.request({ method, params }) };
      } catch (error: any) {
        return { error: { code: error?.code, message: String(error?.message), isError: error instanceof Error } };
      }
    },
    { method, params },
  );
}

/** Runs `method` on window.phantom.solana (signMessage takes the UTF-8 of `text`); a rejection comes back as `{ error }`. */
function solanaCall(page: Page, method: 'connect' | 'signMessage', text = ''): Promise<{ result?: { publicKey: string; bytes?: string; signature?: number[] }; error?: { code: unknown; message: string } }> {
  return page.evaluate(
    async ({ method, text }) => {
      const solana = (window as any).phantom.solana;
      try {
        if (method === 'connect') {
          const { publicKey } = await solana.connect();
          const bytes = Array.from(publicKey.toBytes() as Uint8Array, (byte) => byte.toString(16).padStart(2, '0')).join('');
          return { result: { publicKey: publicKey.toString(), bytes } };
        }
        const { signature, publicKey } = await solana.signMessage(new TextEncoder().encode(text));
        return { result: { publicKey: publicKey.toString(), signature: Array.from(signature as Uint8Array) } };
      } catch (error: any) {
        return { error: { code: error?.code, message: String(error?.message) } };
      }
    },
    { method, text },
  );
}

const USER_REJECTED = { code: 4001, message: 'User rejected the request.' };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await testWalletsScript();
});

test('the Ethereum wallet announces itself by EIP-6963 as configured, once at start and on each request, with a data:image icon by default', async ({ page, host }) => {
  const info = { uuid: '350670db-19fa-4704-a166-e52e178b59d2', name: 'Example Wallet', rdns: 'com.example.wallet', icon: 'data:image/png;base64,iVBORw0KGgo=' };
  // Listening before the wallets' script runs, to see the announcement it makes at start.
  await page.addInitScript(() => {
    const seen: unknown[] = ((window as any).__announcements = []);
    window.addEventListener('eip6963:announceProvider', (event) => {
      const { info, provider } = (event as CustomEvent).detail;
      seen.push({ info: { ...info }, frozen: Object.isFrozen(info), request: typeof provider.request });
    });
  });
  await addTestWallets(page, { ethereum: info });
  await page.goto(blankPage(host, 'announce'));
  await page.evaluate(() => window.dispatchEvent(new Event('eip6963:requestProvider')));
  const announced = { info, frozen: true, request: 'function' };
  expect(await page.evaluate(() => (window as any).__announcements)).toEqual([announced, announced]);
  // Announced only: window.ethereum is opt-in.
  expect(await page.evaluate(() => 'ethereum' in window)).toBe(false);

  const other = await page.context().newPage();
  const { config } = await addTestWallets(other, { ethereum: { injectWindowEthereum: true } });
  await other.goto(blankPage(host, 'announce-default'));
  const detail = await other.evaluate(
    () =>
      new Promise<any>((resolve) => {
        window.addEventListener('eip6963:announceProvider', (event) => {
          const { info, provider } = (event as CustomEvent).detail;
          resolve({ info, injected: (window as any).ethereum === provider });
        });
        window.dispatchEvent(new Event('eip6963:requestProvider'));
      }),
  );
  expect(detail.info).toMatchObject({ name: 'Test Wallet', rdns: 'dev.auth-widget.test-wallet', uuid: (config.ethereum as { uuid: string }).uuid });
  expect(detail.info.icon).toMatch(/^data:image\/svg\+xml,/);
  expect(detail.injected).toBe(true);
});

test('a known Ethereum key gives its EIP-55 address and the documented personal_sign signatures, for text and for 0x-hex', async ({ page, host }) => {
  const wallets = await addTestWallets(page, { ethereum: { privateKey: `0x${ANVIL_0_KEY}` } });
  expect(wallets.ethereum).toBe(ANVIL_0_ADDRESS);
  await page.goto(blankPage(host, 'known-ethereum'));
  expect(await ethereumRequest(page, 'eth_accounts')).toEqual({ result: [] });
  expect(await ethereumRequest(page, 'eth_chainId')).toEqual({ result: '0x1' });
  expect(await ethereumRequest(page, 'personal_sign', ['hello world', ANVIL_0_ADDRESS])).toEqual({ error: { code: 4100, message: expect.any(String), isError: true } });
  expect(await ethereumRequest(page, 'eth_requestAccounts')).toEqual({ result: [ANVIL_0_ADDRESS] });
  expect(await ethereumRequest(page, 'eth_accounts')).toEqual({ result: [ANVIL_0_ADDRESS] });
  expect(await ethereumRequest(page, 'personal_sign', ['hello world', ANVIL_0_ADDRESS])).toEqual({ result: HELLO_SIGNATURE });
  expect(await ethereumRequest(page, 'personal_sign', [`0x${Buffer.from('hello world').toString('hex')}`, ANVIL_0_ADDRESS.toLowerCase()])).toEqual({ result: HELLO_SIGNATURE });
});

test('the Ethereum wallet signs the emulator\'s plain challenge and the emulator signs it in', async ({ page, host, emulator }) => {
  const { ethereum: address } = await addTestWallets(page, { ethereum: {} });
  await page.goto(blankPage(host, 'ethereum'));
  expect(await ethereumRequest(page, 'eth_requestAccounts')).toEqual({ result: [address] });
  const challenge = await startChallenge(page, emulator, 'ethereum', address!);
  expect(challenge).toMatch(/^Signing in with .+: \S+$/);
  const { result: signature } = await ethereumRequest(page, 'personal_sign', [challenge, address]);
  expect(signature).toMatch(/^0x[0-9a-f]{128}(1b|1c)$/);

  const signedIn = await authenticate(page, emulator, 'ethereum', address!, signature);
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  expect(signedIn.body.data!.user.crypto_wallets).toEqual([expect.objectContaining({ crypto_wallet_type: 'ethereum', crypto_wallet_address: address })]);
  expect(await walletCalls(page)).toEqual([
    { chain: 'ethereum', method: 'eth_requestAccounts' },
    { chain: 'ethereum', method: 'personal_sign', params: [challenge, address] },
  ]);
});

test('the Ethereum wallet signs a Sign-In with Ethereum message when the project requires SIWE', async ({ page, host, emulator, request }) => {
  expect((await request.post(`${emulator.origin}/__emulator/project`, { data: { siwe_required_for_crypto_wallets: true } })).status()).toBe(200);
  const { ethereum: address } = await addTestWallets(page, { ethereum: {} });
  await page.goto(blankPage(host, 'siwe'));
  await ethereumRequest(page, 'eth_requestAccounts');
  const challenge = await startChallenge(page, emulator, 'ethereum', address!);
  expect(challenge.startsWith(`${new URL(host.origin).host} wants you to sign in with your Ethereum account:\n${address}\n`), challenge).toBe(true);
  const { result: signature } = await ethereumRequest(page, 'personal_sign', [challenge, address]);

  const signedIn = await authenticate(page, emulator, 'ethereum', address!, signature);
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  expect(signedIn.body.data!.user.crypto_wallets.map((wallet) => wallet.crypto_wallet_address)).toEqual([address]);
});

test('the Solana wallet is Phantom-shaped, answers RFC 8032 TEST 1, and signs the emulator\'s challenge in', async ({ page, host, emulator }) => {
  const known = await addTestWallets(page, { solana: { secretKey: TEST1_SECRET } });
  expect(known.solana).toBe(encodeBase58(Buffer.from(TEST1_PUBLIC_HEX, 'hex')));
  await page.goto(blankPage(host, 'solana-known'));
  expect(await page.evaluate(() => [(window as any).phantom.solana.isPhantom, (window as any).solana === (window as any).phantom.solana, (window as any).phantom.solana.publicKey])).toEqual([true, true, null]);
  expect(await solanaCall(page, 'connect')).toEqual({ result: { publicKey: known.solana, bytes: TEST1_PUBLIC_HEX } });
  expect(await page.evaluate(() => String((window as any).phantom.solana.publicKey))).toBe(known.solana);
  const empty = await solanaCall(page, 'signMessage', '');
  expect(Buffer.from(empty.result!.signature!).toString('hex')).toBe(TEST1_SIGNATURE_HEX);

  const other = await page.context().newPage();
  const { solana: address } = await addTestWallets(other, { solana: {} });
  await other.goto(blankPage(host, 'solana'));
  expect((await solanaCall(other, 'connect')).result?.publicKey).toBe(address);
  const challenge = await startChallenge(other, emulator, 'solana', address!);
  const { result } = await solanaCall(other, 'signMessage', challenge);
  expect(result!.signature).toHaveLength(64);

  const signedIn = await authenticate(other, emulator, 'solana', address!, encodeBase58(Uint8Array.from(result!.signature!)));
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  expect(signedIn.body.data!.user.crypto_wallets).toEqual([expect.objectContaining({ crypto_wallet_type: 'solana', crypto_wallet_address: address })]);
  expect((await walletCalls(other)).map(({ method, params }) => [method, params])).toEqual([
    ['connect', undefined],
    ['signMessage', { text: challenge, hex: Buffer.from(challenge).toString('hex') }],
  ]);
});

test('the wallets refuse as configured: 4001 at connect or at sign, -32002 while pending, changeable on the live config', async ({ page, host }) => {
  const { ethereum: address } = await addTestWallets(page, { ethereum: { behaviour: { connect: 'reject' } }, solana: { behaviour: { connect: 'pending' } } });
  await page.goto(blankPage(host, 'reject'));
  expect(await ethereumRequest(page, 'eth_requestAccounts')).toEqual({ error: { ...USER_REJECTED, isError: true } });
  expect(await ethereumRequest(page, 'eth_accounts')).toEqual({ result: [] });
  expect(await solanaCall(page, 'connect')).toEqual({ error: { code: -32002, message: expect.any(String) } });

  await page.evaluate(() => {
    const config = (window as any).__testWallets;
    config.ethereum.behaviour = { sign: 'reject' };
    config.solana.behaviour = { sign: 'reject' };
  });
  expect(await ethereumRequest(page, 'eth_requestAccounts')).toEqual({ result: [address] });
  expect(await ethereumRequest(page, 'personal_sign', ['hello', address])).toEqual({ error: { ...USER_REJECTED, isError: true } });
  expect((await solanaCall(page, 'connect')).result).toBeDefined();
  expect(await solanaCall(page, 'signMessage', 'hello')).toEqual({ error: USER_REJECTED });
});
