import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cookieNames, cookieString, readCookie } from '../../../src/session/cookies';

const EXPIRES = new Date('2030-01-02T03:04:05Z');
const attributes = (cookie: string) => cookie.split('; ').slice(1);

describe('cookieString (docs/spec/api.md §8, S1)', () => {
  it.each(['localhost', 'LOCALHOST', 'app.localhost', 'a.b.localhost', '127.0.0.1', '127.1.2.3', '127.255.255.254', '[::1]'])(
    'has no Secure on the exact loopback host %s',
    (host) => {
      expect(attributes(cookieString('stytch_session', 'token', EXPIRES, host))).not.toContain('Secure');
    },
  );

  it.each([
    'localhost.evil.com',
    'localhost.',
    '127.0.0.1.evil.com',
    '127.0.0.1.nip.io',
    'evil-localhost',
    'localhostevil',
    'evil.com',
    'example.com',
    '128.0.0.1',
    '10.0.0.1',
    '[::2]',
    '[::ffff:127.0.0.1]',
    '0.0.0.0',
    '',
  ])('has Secure on %j', (host) => {
    expect(attributes(cookieString('stytch_session', 'token', EXPIRES, host))).toContain('Secure');
  });

  it('is Secure for any host that is not loopback-shaped (property)', () => {
    fc.assert(
      fc.property(fc.domain(), (host) => {
        fc.pre(host !== 'localhost' && !host.endsWith('.localhost'));
        expect(attributes(cookieString('n', 'v', EXPIRES, host))).toContain('Secure');
      }),
    );
  });

  it('always has SameSite=Lax, path / by default, and the expiry', () => {
    for (const host of ['localhost', 'example.com']) {
      const cookie = cookieString('stytch_session', 'token', EXPIRES, host);
      expect(cookie.startsWith('stytch_session=token; ')).toBe(true);
      expect(attributes(cookie)).toEqual(expect.arrayContaining(['SameSite=Lax', 'path=/', `expires=${EXPIRES.toUTCString()}`]));
    }
  });

  it('encodes the value', () => {
    expect(cookieString('n', 'a b;c=d', EXPIRES, 'example.com').split('; ')[0]).toBe('n=a%20b%3Bc%3Dd');
  });

  it('sets Domain only when configured or availableToSubdomains', () => {
    const domains = (options?: Parameters<typeof cookieString>[4]) =>
      attributes(cookieString('n', 'v', EXPIRES, 'app.example.com', options)).filter((part) => part.startsWith('domain='));
    expect(domains()).toEqual([]);
    expect(domains({ availableToSubdomains: false })).toEqual([]);
    expect(domains({ domain: 'example.com' })).toEqual(['domain=example.com']);
    expect(domains({ availableToSubdomains: true })).toEqual(['domain=app.example.com']);
    expect(domains({ path: '/app' })).toEqual([]);
    expect(attributes(cookieString('n', 'v', EXPIRES, 'example.com', { path: '/app' }))).toContain('path=/app');
  });

  it('deletion empties the value and sets an expiry in the past', () => {
    const cookie = cookieString('stytch_session', 'secret-token', null, 'example.com', { domain: 'example.com' });
    expect(cookie.split('; ')[0]).toBe('stytch_session=');
    const expires = attributes(cookie).find((part) => part.startsWith('expires='))!;
    expect(new Date(expires.slice('expires='.length)).getTime()).toBeLessThan(Date.now());
    expect(attributes(cookie)).toEqual(expect.arrayContaining(['SameSite=Lax', 'Secure', 'domain=example.com']));
  });

  it('a written and deleted cookie round-trips through document.cookie', () => {
    document.cookie = cookieString('aw_test', 'v 1', new Date(Date.now() + 60_000), location.hostname);
    expect(readCookie('aw_test', document.cookie)).toBe('v 1');
    document.cookie = cookieString('aw_test', '', null, location.hostname);
    expect(readCookie('aw_test', document.cookie)).toBeUndefined();
  });
});

describe('cookieNames', () => {
  it('defaults to the provider names and takes configured ones', () => {
    expect(cookieNames()).toEqual({ session: 'stytch_session', jwt: 'stytch_session_jwt', intermediate: 'stytch_intermediate_session_token' });
    expect(cookieNames({ opaqueTokenCookieName: 'a', jwtCookieName: 'b', istCookieName: 'c' })).toEqual({ session: 'a', jwt: 'b', intermediate: 'c' });
  });
});

describe('readCookie', () => {
  it.each([
    ['stytch_session=abc', 'abc'],
    ['a=1; stytch_session=abc; b=2', 'abc'],
    ['  stytch_session  =  abc  ', 'abc'],
    ['stytch_session=a=b=c', 'a=b=c'],
    ['stytch_session=a%20b', 'a b'],
    ['stytch_session_jwt=jwt; stytch_session=tok', 'tok'],
  ])('%j → %j', (header, value) => {
    expect(readCookie('stytch_session', header)).toBe(value);
  });

  it.each([
    ['empty', ''],
    ['only separators', ';;; ;'],
    ['no equals sign', 'stytch_session'],
    ['no name', '=abc'],
    ['empty value', 'stytch_session='],
    ['a longer name', 'xstytch_session=abc; stytch_session_jwt=def'],
    ['broken percent-encoding', 'stytch_session=%E0%A4%A'],
    ['a lone percent', 'stytch_session=%'],
  ])('%s → undefined', (_, header) => {
    expect(readCookie('stytch_session', header)).toBeUndefined();
  });

  it('the first of two same-named cookies wins', () => {
    expect(readCookie('n', 'n=first; n=second')).toBe('first');
  });

  it('never throws, whatever the header (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (header, name) => {
        const value = readCookie(name, header);
        expect(value === undefined || typeof value === 'string').toBe(true);
      }),
    );
  });
});
