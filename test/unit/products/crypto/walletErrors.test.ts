// Wallet errors (docs/spec/security.md C3): a refusal is a cancel, a pending prompt asks to open the wallet,
// anything else is the phase's error, whatever shape the wallet's error has.
import { describe, expect, it } from 'vitest';
import { walletErrorOf, type WalletError } from '../../../../src/products/crypto/walletErrors';

const hostileCode = Object.defineProperty({}, 'code', {
  get() {
    throw new Error('hostile');
  },
});
const revoked = (() => {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
})();
const rpcError = (code: unknown, message = 'error') => Object.assign(new Error(message), { code });

const TABLE: [string, WalletError, WalletError, unknown][] = [
  ['EIP-1193 4001, user rejected', 'cancelled', 'cancelled', { code: 4001, message: 'User rejected the request.' }],
  ["MetaMask's refused signature", 'cancelled', 'cancelled', rpcError(4001, 'MetaMask Message Signature: User denied message signature.')],
  ["Phantom's Solana refusal", 'cancelled', 'cancelled', { code: 4001, message: 'User rejected the request.' }],
  ['a refusal kept as cause by a wrapper', 'cancelled', 'cancelled', { message: 'failed', cause: { code: 4001 } }],
  ['a codeless refusal in words', 'cancelled', 'cancelled', new Error('User rejected the request.')],
  ['a codeless denial in words', 'cancelled', 'cancelled', new Error('user denied message signature')],
  ['-32002, a request already pending', 'openWallet', 'openWallet', rpcError(-32002, "Request of type 'wallet_requestPermissions' already pending")],
  ['-32002 kept as cause', 'openWallet', 'openWallet', { cause: { code: -32002 } }],
  ['4100, unauthorized', 'connectFailed', 'signFailed', { code: 4100 }],
  ['4900, disconnected', 'connectFailed', 'signFailed', { code: 4900 }],
  ['-32603, internal error, though its words say rejected', 'connectFailed', 'signFailed', rpcError(-32603, 'User rejected')],
  ['4001 as a string', 'connectFailed', 'signFailed', { code: '4001' }],
  ['a plain Error', 'connectFailed', 'signFailed', new Error('boom')],
  ['a TypeError from a broken provider', 'connectFailed', 'signFailed', new TypeError('x is not a function')],
  ['undefined', 'connectFailed', 'signFailed', undefined],
  ['null', 'connectFailed', 'signFailed', null],
  ['a string', 'connectFailed', 'signFailed', 'User rejected'],
  ['a number', 'connectFailed', 'signFailed', 4001],
  ['a code getter that throws', 'connectFailed', 'signFailed', hostileCode],
  ['a revoked proxy', 'connectFailed', 'signFailed', revoked],
];

describe('walletErrorOf', () => {
  it.each(TABLE)('%s: %s when connecting, %s when signing', (_, connect, sign, error) => {
    expect(walletErrorOf(error, 'connect')).toBe(connect);
    expect(walletErrorOf(error, 'sign')).toBe(sign);
  });
});
