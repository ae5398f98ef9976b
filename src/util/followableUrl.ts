import { isLoopbackHost } from './loopback';

/**
 * A server-returned redirect as it may be followed: only `https:`, or `http:` on an exact loopback
 * host, and as parsed (docs/spec/security.md P6). Anything else throws, naming the refused scheme.
 */
export function followableUrl(value: string): string {
  const url = new URL(value);
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname))) return url.href;
  throw new Error(`AuthWidget: refused to follow a redirect to a ${url.protocol} URL.`);
}
