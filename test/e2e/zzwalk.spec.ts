import { expect, test } from './fixtures';
import { addTestWallets, testWalletsScript } from './testWallets';
test.beforeAll(async () => { test.setTimeout(120_000); await testWalletsScript(); });
const OAUTH = (url: string) => ({ providers: [{ type: 'google' }], loginRedirectURL: url, signupRedirectURL: url });
const extra = `
for (const [name, rdns] of [['Coinbase Wallet','com.coinbase.wallet'],['Binance Wallet','com.binance.wallet'],['Rabby Wallet','io.rabby'],['A wallet with a very long name indeed, longer than any real one','com.example.long']]) {
  const detail = Object.freeze({ info: { uuid: crypto.randomUUID(), name, rdns, icon: 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="orange"/></svg>') }, provider: { request: async () => { throw Object.assign(new Error('no'), { code: 4001 }); } } });
  window.addEventListener('eip6963:requestProvider', () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail })));
}`;
for (const width of [320, 1280]) {
  for (const shadow of [false, true]) {
    test(`walk ${width} ${shadow}`, async ({ page, host }) => {
      await page.setViewportSize({ width, height: 900 });
      const w = await addTestWallets(page, { ethereum: { rdns: 'io.metamask', name: 'MetaMask', behaviour: { connect: 'pending' } }, solana: {} });
      await page.addInitScript({ content: extra });
      const tag = `${width}-${shadow ? 'shadow' : 'light'}`;
      const url = host.widgetPage(`w${tag}`, { mount: { config: { products: ['oauth', 'crypto', 'emailMagicLinks'], oauthOptions: OAUTH(host.origin + '/x'), enableShadowDOM: shadow } } });
      await page.goto(url);
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shots/main-${tag}.png`, fullPage: true });
      // keyboard walk
      const seen: string[] = [];
      for (let i = 0; i < 10; i++) { await page.keyboard.press('Tab'); seen.push(await page.evaluate(() => { let a: any = document.activeElement; while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement; return `${a?.tagName} ${a?.textContent?.slice(0, 40)}`; })); }
      console.log(tag, seen.join(' | '));
      await page.getByRole('button', { name: 'Continue with MetaMask' }).click();
      await expect(page.getByRole('heading', { name: 'Connecting to your wallet...' })).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/connect-${tag}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByRole('button', { name: 'Continue with other Crypto Wallet' }).click();
      await expect(page.getByRole('heading', { name: 'Continue with other wallet' })).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/other-${tag}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Set up a new crypto wallet' }).click();
      await expect(page.getByRole('heading', { name: 'Set up a new crypto wallet' })).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/setup-${tag}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByRole('button', { name: 'Continue with Coinbase Wallet' }).click();
      await expect(page.getByRole('heading', { name: 'Looks like there was an error!' })).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/error-${tag}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Back' }).click();
      await page.evaluate(() => ((window as any).__testWallets.solana.behaviour = { sign: 'pending' }));
      await page.getByRole('button', { name: 'Continue with Phantom' }).click();
      await expect(page.getByRole('heading', { name: 'Completing signature request...' })).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/sign-${tag}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Back' }).click();
      await page.evaluate(() => ((window as any).__testWallets.solana.behaviour = { sign: 'approve' }));
      await page.getByRole('button', { name: 'Continue with Phantom' }).click();
      await expect(page.getByText('You have successfully connected your wallet.')).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/done-${tag}.png`, fullPage: true });
      void w;
    });
  }
}
test('no wallets, long email', async ({ page, host }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(host.widgetPage('nowallet', { mount: { config: { products: ['crypto', 'emailMagicLinks'] } } }));
  await page.getByLabel('Email').fill('a.very.long.email.address.for.testing.layout@an-extremely-long-domain-name.example.com');
  await page.screenshot({ path: `/tmp/shots/nowallet-320.png`, fullPage: true });
});
