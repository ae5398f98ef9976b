// The count rule (docs/spec/product.md §2 Main, §9): at most 5 minus the OAuth providers on Main.
import { describe, expect, it } from 'vitest';
import { WALLET_OPTIONS, type WalletOption } from '../../../../src/products/crypto/wallets';
import { walletsOnMain } from '../../../../src/products/crypto/walletsOnMain';

const wallet = (option: WalletOption, id: string = option) => ({ option, id });
const counts = [0, 1, 2, 3, 4, 5, 6];

describe('walletsOnMain', () => {
  it.each(counts.flatMap((wallets) => counts.map((oauth) => [wallets, oauth])))('%i wallets with %i OAuth providers', (count, oauth) => {
    const wallets = WALLET_OPTIONS.slice(0, count).map((option) => wallet(option));
    const { onMain, other } = walletsOnMain(wallets, oauth);
    expect(onMain).toHaveLength(Math.min(count, Math.max(0, 5 - oauth)));
    expect(onMain.length + oauth).toBeLessThanOrEqual(Math.max(5, oauth));
    expect([...onMain, ...other]).toEqual(wallets);
  });

  it("orders by the spec's wallets, then keeps the order they were found in", () => {
    const found = [
      wallet('otherSolana'),
      wallet('otherEthereum', 'rabby'),
      wallet('metamask'),
      wallet('otherEthereum', 'brave'),
      wallet('phantom'),
      wallet('coinbase'),
      wallet('otherEthereum', 'trust'),
      wallet('vessel'),
      wallet('binance'),
    ];
    const { onMain, other } = walletsOnMain(found, 1);
    expect(onMain.map((entry) => entry.id)).toEqual(['phantom', 'vessel', 'binance', 'coinbase']);
    expect(other.map((entry) => entry.id)).toEqual(['metamask', 'rabby', 'brave', 'trust', 'otherSolana']);
  });

  it('leaves the list it was given as it was', () => {
    const found = [wallet('metamask'), wallet('phantom')];
    walletsOnMain(found, 0);
    expect(found.map((entry) => entry.option)).toEqual(['metamask', 'phantom']);
  });
});
