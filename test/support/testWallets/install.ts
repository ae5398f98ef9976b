// The test wallets' script (built by scripts/testWallets.mjs into one classic script): installs the
// wallets `window.__testWallets` configures (config.ts), so a page can sign in with a wallet and
// no browser extension. Test and demo tooling only: never part of the widget.
import { bytesToHex } from '@noble/hashes/utils.js';
import { announceProvider } from './announce';
import type { TestWalletsConfig } from './config';
import { createEthereumProvider } from './ethereumProvider';
import { createSolanaProvider } from './solanaProvider';

const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#3b5bdb"/><path d="M8 11h16v12H8z" fill="#fff"/><circle cx="20" cy="17" r="2" fill="#3b5bdb"/></svg>',
)}`;

/** A version 4 UUID, from getRandomValues (randomUUID needs a secure context). */
function uuid4(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytesToHex(bytes);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// Typed here, not as a global augmentation, so the widget's code never sees the name.
function install(win: Window & { __testWallets?: TestWalletsConfig }): void {
  const config = win.__testWallets;
  if (!config) return;
  const calls = (config.calls ??= []);
  const addresses = (config.addresses = {} as NonNullable<TestWalletsConfig['addresses']>);

  if (config.ethereum) {
    const ethereum = config.ethereum;
    const { provider, address } = createEthereumProvider(ethereum, calls);
    addresses.ethereum = address;
    if (ethereum.injectWindowEthereum) (win as any).ethereum = provider;
    const info = { uuid: ethereum.uuid ?? uuid4(), name: ethereum.name ?? 'Test Wallet', icon: ethereum.icon ?? ICON, rdns: ethereum.rdns ?? 'dev.auth-widget.test-wallet' };
    announceProvider(win, info, provider);
  }
  if (config.solana) {
    const { provider, address } = createSolanaProvider(config.solana, calls);
    addresses.solana = address;
    (win as any).phantom = { ...(win as any).phantom, solana: provider };
    if (config.solana.injectWindowSolana !== false) (win as any).solana = provider;
  }
}

install(window);
