// Wallet discovery (docs/spec/security.md C1, C2) against fake windows and fake wallets: no real wallet.
import { describe, expect, it, vi } from 'vitest';
import { discoverWallets } from '../../../../src/products/crypto/discovery';
import type { DetectedWallet } from '../../../../src/products/crypto/wallets';

type FakeWindow = EventTarget & Record<string, unknown>;

const fakeWindow = (globals: object = {}): FakeWindow => Object.assign(new EventTarget(), globals) as FakeWindow;
const ethereumProvider = (flags: object = {}) => ({ request: vi.fn(), ...flags });
const solanaProvider = (flags: object = {}) => ({ connect: vi.fn(), signMessage: vi.fn(), ...flags });
const info = (uuid: string, name: string, rdns: string, icon = 'data:image/png;base64,AAAA') => ({ uuid, name, icon, rdns });

const announce = (win: EventTarget, detail: unknown) => win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
/** A wallet that answers every request for providers, as EIP-6963 wallets do. */
const installWallet = (win: EventTarget, detail: unknown) => win.addEventListener('eip6963:requestProvider', () => announce(win, detail));

function discover(win: FakeWindow) {
  const onChange = vi.fn<(wallets: DetectedWallet[]) => void>();
  const stop = discoverWallets(win as unknown as Window, onChange);
  const latest = () => onChange.mock.lastCall![0];
  /** The latest list as [option, chain, name] rows. */
  const rows = () => latest().map((wallet) => [wallet.option, wallet.chain, wallet.name]);
  return { onChange, stop, latest, rows };
}

describe('EIP-6963 discovery', () => {
  it('asks for providers, and names each announced wallet by its rdns', () => {
    const win = fakeWindow();
    const requests = vi.fn();
    win.addEventListener('eip6963:requestProvider', requests);
    const metamask = ethereumProvider();
    installWallet(win, { info: info('1', 'MetaMask', 'io.metamask'), provider: metamask });
    installWallet(win, { info: info('2', 'Coinbase Wallet', 'com.coinbase.wallet'), provider: ethereumProvider() });
    installWallet(win, { info: info('3', 'Binance Wallet', 'com.binance.wallet'), provider: ethereumProvider() });
    installWallet(win, { info: info('4', 'Rabby Wallet', 'io.rabby'), provider: ethereumProvider() });
    installWallet(win, { info: info('5', 'Vessel', 'com.example.wallet'), provider: ethereumProvider() });
    const { onChange, rows, latest } = discover(win);
    expect(requests).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(rows()).toEqual([
      ['metamask', 'ethereum', 'MetaMask'],
      ['coinbase', 'ethereum', 'Coinbase Wallet'],
      ['binance', 'ethereum', 'Binance Wallet'],
      ['otherEthereum', 'ethereum', 'Rabby Wallet'],
      ['vessel', 'ethereum', 'Vessel'],
    ]);
    expect(latest()[0]!.provider).toBe(metamask);
    expect(latest()[0]!.icon).toBe('data:image/png;base64,AAAA');
  });

  it.each([
    ['io.metamask.flask', 'MetaMask Flask', 'metamask'],
    ['com.example', 'Vessel Wallet', 'vessel'],
    ['com.example', 'coinbase', 'coinbase'],
    ['com.binance.wallet', 'MetaMask', 'binance'],
    ['io.rabby', 'Rabby Wallet', 'otherEthereum'],
    ['constructor', '__proto__', 'otherEthereum'],
  ])('takes rdns %s named %s for %s (the rdns first, then the name)', (rdns, name, option) => {
    const win = fakeWindow();
    installWallet(win, { info: info('1', name, rdns), provider: ethereumProvider() });
    expect(discover(win).rows()).toEqual([[option, 'ethereum', name]]);
  });

  it("leaves out Phantom's Ethereum provider: Phantom is the spec's Solana wallet", () => {
    const win = fakeWindow({ phantom: { solana: solanaProvider({ isPhantom: true }) } });
    installWallet(win, { info: info('1', 'Phantom', 'app.phantom'), provider: ethereumProvider({ isPhantom: true }) });
    expect(discover(win).rows()).toEqual([['phantom', 'solana', undefined]]);
  });

  it('misses an announcement made before it listened, and gets the answer to its request', () => {
    const win = fakeWindow();
    const detail = { info: info('1', 'MetaMask', 'io.metamask'), provider: ethereumProvider() };
    announce(win, detail);
    installWallet(win, detail);
    expect(discover(win).rows()).toEqual([['metamask', 'ethereum', 'MetaMask']]);
  });

  it('adds a wallet announced late, until stop()', () => {
    const win = fakeWindow();
    const { onChange, rows, stop } = discover(win);
    expect(onChange).toHaveBeenLastCalledWith([]);
    announce(win, { info: info('1', 'Rabby Wallet', 'io.rabby'), provider: ethereumProvider() });
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(rows()).toEqual([['otherEthereum', 'ethereum', 'Rabby Wallet']]);
    stop();
    announce(win, { info: info('2', 'MetaMask', 'io.metamask'), provider: ethereumProvider() });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('keeps the first announcement of a uuid; a repeat, even with another provider, changes nothing', () => {
    const win = fakeWindow();
    const first = ethereumProvider();
    installWallet(win, { info: info('same', 'MetaMask', 'io.metamask'), provider: first });
    installWallet(win, { info: info('same', 'MetaMask', 'io.metamask'), provider: first });
    const { onChange, latest } = discover(win);
    announce(win, { info: info('same', 'Evil', 'io.evil'), provider: ethereumProvider() });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(latest()).toHaveLength(1);
    expect(latest()[0]).toMatchObject({ option: 'metamask', name: 'MetaMask', provider: first });
  });

  it('ignores malformed announcements and still takes the good ones after them', () => {
    const win = fakeWindow();
    const good = { info: info('ok', 'Good', 'io.good'), provider: ethereumProvider() };
    const throwing = new Event('eip6963:announceProvider');
    Object.defineProperty(throwing, 'detail', {
      get() {
        throw new Error('hostile');
      },
    });
    const hostileInfo = {
      get uuid(): string {
        throw new Error('hostile');
      },
      name: 'x',
      icon: 'https://x.example/i.png',
      rdns: 'x',
    };
    const { onChange, rows } = discover(win);
    const malformed: unknown[] = [
      undefined,
      null,
      'detail',
      42,
      {},
      { info: info('a', 'A', 'io.a') },
      { info: info('b', 'B', 'io.b'), provider: null },
      { info: info('c', 'C', 'io.c'), provider: {} },
      { info: info('d', 'D', 'io.d'), provider: { request: 'not a function' } },
      { info: null, provider: ethereumProvider() },
      { info: { name: 'E', icon: 'https://e.example/e.png', rdns: 'io.e' }, provider: ethereumProvider() },
      { info: info('', 'F', 'io.f'), provider: ethereumProvider() },
      { info: { ...info('g', 'G', 'io.g'), name: 7 }, provider: ethereumProvider() },
      { info: { ...info('h', 'H', 'io.h'), icon: { toString: () => 'https://h.example' } }, provider: ethereumProvider() },
      { info: { ...info('i', 'I', 'io.i'), rdns: undefined }, provider: ethereumProvider() },
      { info: hostileInfo, provider: ethereumProvider() },
    ];
    for (const detail of malformed) expect(() => announce(win, detail)).not.toThrow();
    expect(() => win.dispatchEvent(throwing)).not.toThrow();
    expect(() => win.dispatchEvent(new Event('eip6963:announceProvider'))).not.toThrow();
    expect(onChange).toHaveBeenCalledTimes(1);
    announce(win, good);
    expect(rows()).toEqual([['otherEthereum', 'ethereum', 'Good']]);
  });

  it.each([
    ['an SVG data URL with onload, kept as an <img src> string', 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', true],
    ['a base64 PNG data URL', 'data:image/png;base64,iVBORw0KGgo=', true],
    ['an https URL', 'https://wallet.example/icon.svg', true],
    ['a javascript: URL', 'javascript:alert(1)', false],
    ['a javascript: URL in capitals', 'JAVASCRIPT:alert(1)', false],
    ['an http URL', 'http://wallet.example/icon.png', false],
    ['an HTML data URL', 'data:text/html,<script>alert(1)</script>', false],
    ['an image data URL after a space', ' data:image/png;base64,AAAA', false],
    ['an empty string', '', false],
    ['HTML', '<img src=x onerror=alert(1)>', false],
  ])('an icon that is %s: kept %s', (_, icon, kept) => {
    const win = fakeWindow();
    installWallet(win, { info: info('1', 'Wallet', 'io.wallet', icon), provider: ethereumProvider() });
    const [wallet] = discover(win).latest();
    expect(wallet).toBeDefined();
    expect(wallet!.icon).toBe(kept ? icon : undefined);
  });

  it('keeps a name as the string it was, to be shown as text', () => {
    const win = fakeWindow();
    const name = '<img src=x onerror="window.pwned=1">Wallet';
    installWallet(win, { info: info('1', name, 'io.wallet'), provider: ethereumProvider() });
    const [wallet] = discover(win).latest();
    expect(wallet!.name).toBe(name);
    expect(Object.keys(wallet!).sort()).toEqual(['chain', 'icon', 'name', 'option', 'provider']);
  });

  it('works with the page window and CustomEvent (happy-dom)', () => {
    const provider = ethereumProvider();
    const answer = () => announce(window, { info: info('page-1', 'MetaMask', 'io.metamask'), provider });
    window.addEventListener('eip6963:requestProvider', answer);
    const { rows, stop } = discover(window as unknown as FakeWindow);
    stop();
    window.removeEventListener('eip6963:requestProvider', answer);
    expect(rows()).toEqual([['metamask', 'ethereum', 'MetaMask']]);
  });
});

describe('injected Ethereum providers', () => {
  it.each([
    ['isMetaMask', 'metamask', { isMetaMask: true }],
    ['isCoinbaseWallet, also isMetaMask', 'coinbase', { isCoinbaseWallet: true, isMetaMask: true }],
    ['isBinance, also isMetaMask', 'binance', { isBinance: true, isMetaMask: true }],
    ['no flag', 'otherEthereum', {}],
    ['a flag that is truthy but not true', 'otherEthereum', { isMetaMask: 'yes' }],
  ])('window.ethereum with %s is %s', (_, option, flags) => {
    expect(discover(fakeWindow({ ethereum: ethereumProvider(flags) })).rows()).toEqual([[option, 'ethereum', undefined]]);
  });

  it("leaves out Phantom's, even when it also says isMetaMask", () => {
    expect(discover(fakeWindow({ ethereum: ethereumProvider({ isPhantom: true, isMetaMask: true }) })).latest()).toEqual([]);
  });

  it('ignores window.ethereum without a request function', () => {
    expect(discover(fakeWindow({ ethereum: { isMetaMask: true } })).latest()).toEqual([]);
    expect(discover(fakeWindow({ ethereum: 'ethereum' })).latest()).toEqual([]);
  });

  it('lists providers[] when several are injected, and not window.ethereum itself', () => {
    const metamask = ethereumProvider({ isMetaMask: true });
    const coinbase = ethereumProvider({ isCoinbaseWallet: true, isMetaMask: true });
    const { rows, latest } = discover(fakeWindow({ ethereum: ethereumProvider({ isMetaMask: true, providers: [metamask, coinbase] }) }));
    expect(rows()).toEqual([
      ['metamask', 'ethereum', undefined],
      ['coinbase', 'ethereum', undefined],
    ]);
    expect(latest().map((wallet) => wallet.provider)).toEqual([metamask, coinbase]);
  });

  it('shows a named wallet once: a second provider claiming it is an other Ethereum wallet', () => {
    const real = ethereumProvider({ isMetaMask: true });
    const claimant = ethereumProvider({ isMetaMask: true });
    const { rows, latest } = discover(fakeWindow({ ethereum: { providers: [real, claimant, real] } }));
    expect(rows()).toEqual([
      ['metamask', 'ethereum', undefined],
      ['otherEthereum', 'ethereum', undefined],
    ]);
    expect(latest()[0]!.provider).toBe(real);
  });

  it('takes Vessel from window.vessel.ethereum, once when it is window.ethereum too', () => {
    const vessel = ethereumProvider({ isMetaMask: true });
    expect(discover(fakeWindow({ vessel: { ethereum: vessel } })).rows()).toEqual([['vessel', 'ethereum', undefined]]);
    expect(discover(fakeWindow({ vessel: { ethereum: vessel }, ethereum: vessel })).rows()).toEqual([['vessel', 'ethereum', undefined]]);
  });

  it('shows a provider that is both injected and announced once, as announced', () => {
    const metamask = ethereumProvider({ isMetaMask: true });
    const win = fakeWindow({ ethereum: metamask });
    installWallet(win, { info: info('mm', 'MetaMask', 'io.metamask'), provider: metamask });
    const { latest } = discover(win);
    expect(latest()).toEqual([{ option: 'metamask', chain: 'ethereum', name: 'MetaMask', icon: 'data:image/png;base64,AAAA', provider: metamask }]);
  });

  it('replaces an injected provider when the same one announces itself late', () => {
    const rabby = ethereumProvider({ isMetaMask: true });
    const win = fakeWindow({ ethereum: rabby });
    const { rows, latest } = discover(win);
    expect(rows()).toEqual([['metamask', 'ethereum', undefined]]);
    announce(win, { info: info('rabby', 'Rabby Wallet', 'io.rabby'), provider: rabby });
    expect(rows()).toEqual([['otherEthereum', 'ethereum', 'Rabby Wallet']]);
    expect(latest()[0]!.provider).toBe(rabby);
  });
});

describe('injected Solana providers', () => {
  it('finds Phantom once when window.solana is window.phantom.solana', () => {
    const phantom = solanaProvider({ isPhantom: true });
    const { rows, latest } = discover(fakeWindow({ phantom: { solana: phantom }, solana: phantom }));
    expect(rows()).toEqual([['phantom', 'solana', undefined]]);
    expect(latest()[0]!.provider).toBe(phantom);
  });

  it('finds Phantom as window.solana alone (older Phantom)', () => {
    expect(discover(fakeWindow({ solana: solanaProvider({ isPhantom: true }) })).rows()).toEqual([['phantom', 'solana', undefined]]);
  });

  it('calls a window.solana without isPhantom an other Solana wallet', () => {
    expect(discover(fakeWindow({ solana: solanaProvider() })).rows()).toEqual([['otherSolana', 'solana', undefined]]);
  });

  it('takes a second provider claiming to be Phantom for an other Solana wallet', () => {
    const phantom = solanaProvider({ isPhantom: true });
    const { rows, latest } = discover(fakeWindow({ phantom: { solana: phantom }, solana: solanaProvider({ isPhantom: true }) }));
    expect(rows()).toEqual([
      ['phantom', 'solana', undefined],
      ['otherSolana', 'solana', undefined],
    ]);
    expect(latest()[0]!.provider).toBe(phantom);
  });

  it('ignores a window.solana that cannot connect and sign', () => {
    expect(discover(fakeWindow({ solana: { isPhantom: true, connect: vi.fn() } })).latest()).toEqual([]);
    expect(discover(fakeWindow({ solana: { isPhantom: true, signMessage: vi.fn() } })).latest()).toEqual([]);
  });
});

describe('hostile globals', () => {
  const throwing = () => {
    throw new Error('hostile');
  };
  const revoked = () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    return proxy;
  };

  it.each([
    ['window.ethereum', 'ethereum'],
    ['window.solana', 'solana'],
    ['window.phantom', 'phantom'],
    ['window.vessel', 'vessel'],
  ])('a %s getter that throws costs only that wallet', (_, key) => {
    const win = fakeWindow({ ethereum: ethereumProvider({ isMetaMask: true }), solana: solanaProvider() });
    Object.defineProperty(win, key, { get: throwing });
    const { latest } = discover(win);
    expect(latest().length).toBe(key == 'ethereum' || key == 'solana' ? 1 : 2);
  });

  it('survives throwing flags, providers[] and request getters', () => {
    const flagsThrow = ethereumProvider();
    Object.defineProperty(flagsThrow, 'isMetaMask', { get: throwing });
    const requestThrows = {};
    Object.defineProperty(requestThrows, 'request', { get: throwing });
    const providersThrow = ethereumProvider({ isCoinbaseWallet: true });
    Object.defineProperty(providersThrow, 'providers', { get: throwing });
    expect(discover(fakeWindow({ ethereum: flagsThrow })).rows()).toEqual([['otherEthereum', 'ethereum', undefined]]);
    expect(discover(fakeWindow({ ethereum: requestThrows })).latest()).toEqual([]);
    expect(discover(fakeWindow({ ethereum: providersThrow })).rows()).toEqual([['coinbase', 'ethereum', undefined]]);
  });

  it('survives revoked proxies as globals and in providers[]', () => {
    const win = fakeWindow({ ethereum: revoked(), solana: revoked(), phantom: { solana: revoked() }, vessel: revoked() });
    expect(discover(win).latest()).toEqual([]);
    const metamask = ethereumProvider({ isMetaMask: true });
    expect(discover(fakeWindow({ ethereum: { providers: [revoked(), metamask] } })).rows()).toEqual([['metamask', 'ethereum', undefined]]);
  });

  it('falls back to window.ethereum itself when providers[] cannot be read', () => {
    const hostileList = new Proxy([], { get: throwing });
    for (const providers of [revoked(), hostileList]) {
      expect(discover(fakeWindow({ ethereum: ethereumProvider({ isMetaMask: true, providers }) })).rows()).toEqual([['metamask', 'ethereum', undefined]]);
    }
  });

  it('reads no further into providers[] than a few entries, whatever its length says', () => {
    const providers: unknown[] = [ethereumProvider({ isMetaMask: true })];
    const reads = vi.fn(() => ethereumProvider());
    const list = new Proxy(providers, {
      get: (target, key) => (key === 'length' ? 2 ** 32 - 1 : key === '0' ? target[0] : typeof key == 'string' && /^\d+$/.test(key) ? reads() : Reflect.get(target, key)),
    });
    const { latest } = discover(fakeWindow({ ethereum: { providers: list } }));
    expect(reads.mock.calls.length).toBeLessThan(10);
    expect(latest()[0]!.option).toBe('metamask');
  });

  it('survives odd types everywhere', () => {
    const odd = [null, 0, 'x', true, Symbol('s'), () => {}, []];
    for (const value of odd) {
      const win = fakeWindow({ ethereum: value, solana: value, phantom: value, vessel: value });
      expect(() => discover(win)).not.toThrow();
    }
  });
});
