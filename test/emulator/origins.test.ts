// What counts as loopback, and the Host, Origin and redirect URL rules built on it (E2, E3, P7).
import { describe, expect, it } from 'vitest';
import { isAllowedHostHeader, isAllowedOrigin, isAllowedRedirectUrl, isLoopbackHostname } from '../../emulator/validate/origins';

describe('isLoopbackHostname', () => {
  it.each(['localhost', 'app.localhost', 'a.b.localhost', '127.0.0.1', '127.255.0.9', '[::1]'])('%s is loopback', (name) => {
    expect(isLoopbackHostname(name)).toBe(true);
  });
  it.each(['localhost.evil.com', 'evillocalhost', '127.0.0.1.evil.com', '128.0.0.1', '127.0.0.256', '[::2]', '0.0.0.0', '', 'localhost.'])('%s is not', (name) => {
    expect(isLoopbackHostname(name)).toBe(false);
  });
});

describe('isAllowedHostHeader', () => {
  it('accepts loopback with any port and listed hosts, nothing else', () => {
    expect(isAllowedHostHeader('localhost:9099', [])).toBe(true);
    expect(isAllowedHostHeader('[::1]:1', [])).toBe(true);
    expect(isAllowedHostHeader('LOCALHOST', [])).toBe(true);
    expect(isAllowedHostHeader('evil.com', [])).toBe(false);
    expect(isAllowedHostHeader('localhost:9099/x', [])).toBe(false);
    expect(isAllowedHostHeader('a@localhost', [])).toBe(false);
    expect(isAllowedHostHeader('192.168.1.5:9099', ['192.168.1.5'])).toBe(true);
  });
});

describe('isAllowedOrigin', () => {
  it('with an empty list allows any loopback http(s) origin on any port', () => {
    expect(isAllowedOrigin('http://localhost:3000', [])).toBe(true);
    expect(isAllowedOrigin('https://127.0.0.1', [])).toBe(true);
    expect(isAllowedOrigin('http://localhost.evil.com', [])).toBe(false);
    expect(isAllowedOrigin('ws://localhost:3000', [])).toBe(false);
    expect(isAllowedOrigin('http://localhost:3000/', [])).toBe(false); // an Origin never has a path
    expect(isAllowedOrigin('null', [])).toBe(false);
  });
  it('with a list matches exactly', () => {
    expect(isAllowedOrigin('https://app.example.com', ['https://app.example.com'])).toBe(true);
    expect(isAllowedOrigin('http://app.example.com', ['https://app.example.com'])).toBe(false);
    expect(isAllowedOrigin('http://localhost:3000', ['https://app.example.com'])).toBe(false);
  });
});

describe('isAllowedRedirectUrl', () => {
  it('with an empty list allows http(s) URLs on loopback hosts without credentials', () => {
    expect(isAllowedRedirectUrl('http://localhost:3000/cb?x=1', [])).toBe(true);
    expect(isAllowedRedirectUrl('http://user:pw@localhost/cb', [])).toBe(false);
    expect(isAllowedRedirectUrl('data:text/html,hi', [])).toBe(false);
    expect(isAllowedRedirectUrl('not a url', [])).toBe(false);
  });
  it('with a list matches exactly', () => {
    expect(isAllowedRedirectUrl('https://a.example/cb', ['https://a.example/cb'])).toBe(true);
    expect(isAllowedRedirectUrl('https://a.example/cb#x', ['https://a.example/cb'])).toBe(false);
  });
});
