// Main's wallet block and the crypto screens as a person meets them: the labels, names and icons
// (text and <img> only, whatever a wallet announced: docs/spec/security.md C1, C2), which of 'Continue with
// another crypto wallet' and 'Set up a new crypto wallet' shows, each sign-in phase's texts
// (docs/spec/product.md §2 Crypto screens) and the download links.
import { signal } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import type { CryptoStep } from '../../../../src/products/crypto/steps';
import type { CryptoMain } from '../../../../src/products/crypto/main';
import { CryptoSetupWallet, CryptoWallet } from '../../../../src/products/crypto/CryptoScreens';
import { WalletButtons } from '../../../../src/products/crypto/WalletButtons';
import type { WalletSignIn, WalletSignInStep } from '../../../../src/products/crypto/walletSignIn';
import type { DetectedWallet } from '../../../../src/products/crypto/wallets';
import { createFlow } from '../../../support/flow';
import { renderWithCss } from '../../../support/render';
import { screenTest } from '../../../support/screenTest';

const provider = { request: async () => null };
const wallet = (option: DetectedWallet['option'], name?: string, icon?: string): DetectedWallet => ({ option, chain: 'ethereum', provider, name, icon });

const drawn = screenTest();

/** Main's wallet block for these wallets, on a real login model. */
async function block(onMain: DetectedWallet[], other: DetectedWallet[] = []) {
  drawn.flow = createFlow({ config: { products: ['crypto', 'emailMagicLinks'] } });
  const product = { ...(drawn.flow.model.products.crypto as CryptoMain), wallets: signal({ onMain, other }) };
  drawn.rendered = await renderWithCss(<WalletButtons model={drawn.flow.model} product={product} />);
  return drawn.rendered.container;
}
const labels = (container: HTMLElement) => [...container.querySelectorAll('button')].map((button) => button.textContent);

describe("Main's wallet block", () => {
  it("names each wallet as it announced itself, else by the spec's name or its chain, inside <bdi>", async () => {
    const solana: DetectedWallet = { option: 'otherSolana', chain: 'solana', provider: { connect: async () => ({ publicKey: { toString: () => '' } }), signMessage: async () => ({ signature: new Uint8Array() }) } };
    const container = await block([wallet('metamask', 'MetaMask'), wallet('binance'), wallet('otherEthereum'), solana]);
    expect(labels(container)).toEqual(['Continue with MetaMask', 'Continue with Binance', 'Continue with Ethereum wallet', 'Continue with Solana wallet']);
    expect([...container.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual(['MetaMask', 'Binance', 'Ethereum wallet', 'Solana wallet']);
  });

  it('shows a hostile name as text, cut to 40 characters with an ellipsis, and an icon only as an <img>', async () => {
    const markup = '<img src=x onerror="window.__pwned=1">';
    const container = await block([wallet('otherEthereum', markup, 'data:image/svg+xml,<svg/>'), wallet('otherEthereum', 'x'.repeat(300))]);
    const [first, second] = container.querySelectorAll('bdi');
    expect(first!.textContent).toBe(markup);
    expect(first!.children).toHaveLength(0);
    expect(second!.textContent).toBe(`${'x'.repeat(39)}…`);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]!.getAttribute('src')).toBe('data:image/svg+xml,<svg/>');
    expect(images[0]!.getAttribute('alt')).toBe('');
    // The wallet without an icon gets the generic one, drawn by the widget.
    expect(container.querySelectorAll('.aw-icon svg')).toHaveLength(1);
  });

  it("offers 'Continue with another crypto wallet' for wallets without room, and 'Set up a new crypto wallet' without any wallet", async () => {
    expect(labels(await block([wallet('metamask')], [wallet('otherEthereum')]))).toEqual(['Continue with MetaMask', 'Continue with another crypto wallet']);
    await drawn.rendered!.unmount();
    await drawn.flow!.dispose();
    expect(labels(await block([], [wallet('metamask')]))).toEqual(['Continue with another crypto wallet']);
    await drawn.rendered!.unmount();
    await drawn.flow!.dispose();
    expect(labels(await block([wallet('metamask')]))).toEqual(['Continue with MetaMask']);
    await drawn.rendered!.unmount();
    await drawn.flow!.dispose();
    expect(labels(await block([]))).toEqual(['Set up a new crypto wallet']);
  });
});

describe('the sign-in screen', () => {
  async function phase(current: WalletSignInStep) {
    drawn.flow = createFlow({ config: { products: ['crypto', 'emailMagicLinks'] } });
    const signIn = { step: signal(current), busy: signal(false), retry: async () => undefined } as unknown as WalletSignIn;
    const step: Extract<CryptoStep, { name: 'crypto-wallet' }> = { name: 'crypto-wallet', signIn, busy: signIn.busy, dispose() {} };
    drawn.rendered = await renderWithCss(<CryptoWallet model={drawn.flow.model} step={step} theme={undefined as never} />);
    return drawn.rendered.container;
  }
  const metamask = wallet('metamask', 'MetaMask');

  it.each([
    [{ name: 'connect', wallet: metamask }, 'Connecting to your wallet...', 'Approve the request in MetaMask to connect your wallet to this site.'],
    [{ name: 'sign', wallet: metamask, address: '0x1' }, 'Completing signature request...', 'Finish signing the message in the MetaMask pop-up. If something goes wrong, use the back arrow and try again.'],
    [{ name: 'openWallet', wallet: metamask, phase: 'connect' }, 'Connecting to your wallet...', 'Open MetaMask: it is still waiting for you to answer an earlier request from this site. Answer or cancel it there, then try again.'],
    [{ name: 'error', wallet: metamask, reason: 'cancelled' }, 'Looks like there was an error!', 'Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!'],
  ] as [WalletSignInStep, string, string][])('%j shows its heading and text', async (current, heading, text) => {
    const container = await phase(current);
    expect(container.querySelector('.aw-h')!.textContent).toBe(heading);
    expect(container.querySelector('p')!.textContent).toBe(text);
    // 'Try again' where a request waits or failed (issue 37: the error screen was a dead end).
    expect(container.querySelectorAll('button').length).toBe(current.name === 'openWallet' || current.name === 'error' ? 1 : 0);
  });
});

it('CryptoSetupWallet links to the four wallets, each in a new tab without an opener', async () => {
  drawn.rendered = await renderWithCss(<CryptoSetupWallet />);
  const links = [...drawn.rendered.container.querySelectorAll('a')];
  expect(links.map((link) => link.firstChild!.textContent)).toEqual(['MetaMask', 'Phantom', 'Coinbase wallet', 'Binance wallet']);
  for (const link of links) {
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('(opens in a new tab)');
  }
});
