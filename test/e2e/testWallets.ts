// Test wallets in a page (issue 11): the script scripts/testWallets.mjs builds, added before any
// navigation with its config, so the page has an EIP-6963 Ethereum wallet and a Phantom-shaped
// Solana wallet signing with real keys, and no browser extension. Keys are fixed here (random
// unless given), so every page and reload of a test has the same wallets.
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import type { BrowserContext, Page } from '@playwright/test';
import { encodeBase58 } from '../../emulator/crypto/base58';
import { buildTestWallets } from '../../scripts/testWallets.mjs';
import type { TestWalletsConfig, WalletCall } from '../support/testWallets/config';
import { ethereumAddressOf } from '../emulator/softWallets';

export type { Behaviour, TestWalletsConfig, WalletCall } from '../support/testWallets/config';

export type TestWalletsOptions = Omit<TestWalletsConfig, 'addresses' | 'calls'>;

export interface TestWallets {
  /** The addresses, worked out here with the emulator's code, not the wallets'. */
  ethereum?: string;
  solana?: string;
  /** What the page gets as `window.__testWallets`, keys and uuid filled in. */
  config: TestWalletsConfig;
}

let script: Promise<string> | undefined;
/**
 * The script, built once per worker, in memory: seconds on two busy cores, so a spec calls this in
 * its beforeAll (with a longer timeout), not inside its first test's 30 seconds.
 */
export const testWalletsScript = (): Promise<string> => (script ??= buildTestWallets({ write: false }));

/**
 * Installs the test wallets in every page `target` loads from now on: both, with fresh keys, unless
 * `options` says otherwise (a wallet set to false is left out).
 */
export async function addTestWallets(target: Page | BrowserContext, options: TestWalletsOptions = { ethereum: {}, solana: {} }): Promise<TestWallets> {
  const config: TestWalletsConfig = {};
  const wallets: TestWallets = { config };
  if (options.ethereum) {
    const privateKey = options.ethereum.privateKey ?? bytesToHex(secp256k1.utils.randomSecretKey());
    config.ethereum = { uuid: crypto.randomUUID(), ...options.ethereum, privateKey };
    wallets.ethereum = ethereumAddressOf(privateKey.replace(/^0x/, ''));
  }
  if (options.solana) {
    const secretKey = options.solana.secretKey ?? bytesToHex(ed25519.utils.randomSecretKey());
    config.solana = { ...options.solana, secretKey };
    wallets.solana = encodeBase58(ed25519.getPublicKey(hexToBytes(secretKey.replace(/^0x/, ''))));
  }
  await target.addInitScript({ content: `window.__testWallets = ${JSON.stringify(config)};\n${await testWalletsScript()}` });
  return wallets;
}

/** The calls the page's test wallets have received, oldest first. */
export function walletCalls(page: Page): Promise<WalletCall[]> {
  return page.evaluate(() => (window as { __testWallets?: TestWalletsConfig }).__testWallets?.calls ?? []);
}
