import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitProviderLinks } from '../../../src/util/textLinks';

const HOST = 'stytch.com';
const links = (text: string) => splitProviderLinks(text, HOST).filter((segment) => segment.href !== undefined);

/** Hosts that look like the provider's but are not it or its subdomains. */
const LOOK_ALIKES = [
  'stytch.com.evil.com',
  'evilstytch.com',
  'stytch.co',
  'stytch.com-evil.com',
  'stytch.comm',
  'xn--stytch-9ua.com',
  'evil.com',
  'stytch.com.',
  'stytch',
];
const PROVIDER_HOSTS = ['stytch.com', 'www.stytch.com', 'test.stytch.com', 'a.b.stytch.com', 'STYTCH.COM'];

describe('splitProviderLinks (X2)', () => {
  it('turns https links to the provider and its subdomains into links', () => {
    const text = 'See https://stytch.com/docs/api/errors/400#invalid_email for more information.';
    expect(splitProviderLinks(text, HOST)).toEqual([
      { text: 'See ' },
      { text: 'https://stytch.com/docs/api/errors/400#invalid_email', href: 'https://stytch.com/docs/api/errors/400#invalid_email' },
      { text: ' for more information.' },
    ]);
  });

  it('leaves trailing punctuation out of the link', () => {
    expect(links('Read https://stytch.com/docs.')).toEqual([{ text: 'https://stytch.com/docs', href: 'https://stytch.com/docs' }]);
    expect(links('(https://stytch.com/a), then')).toEqual([{ text: 'https://stytch.com/a', href: 'https://stytch.com/a' }]);
  });

  it.each([
    ...LOOK_ALIKES.map((host) => `https://${host}/docs`),
    'http://stytch.com/docs',
    'JaVaScRiPt:alert(document.domain)',
    'data:text/html,<script>alert(1)</script>',
    'https://stytch.com@evil.com/',
    'https://evil.com\\@stytch.com/',
    'https://evil.com/?https://stytch.com',
    'https://stytch.com%2eevil.com/',
    'https://stytch.com:443@evil.com/x',
    '//stytch.com/docs',
  ])('keeps %j as text', (text) => {
    expect(splitProviderLinks(text, HOST)).toEqual([{ text }]);
  });

  it('a provider URL inside another scheme links only the provider URL itself', () => {
    expect(splitProviderLinks('javascript:alert(1)//https://stytch.com', HOST)).toEqual([
      { text: 'javascript:alert(1)//' },
      { text: 'https://stytch.com', href: 'https://stytch.com/' },
    ]);
  });

  it.each(LOOK_ALIKES)('never links the look-alike %s', (host) => {
    expect(links(`Visit https://${host}/x now`)).toEqual([]);
  });

  it('only ever links https URLs on the provider host or its subdomains, and loses no text (property)', () => {
    const host = fc.constantFrom(...LOOK_ALIKES, ...PROVIDER_HOSTS);
    const scheme = fc.constantFrom('https://', 'http://', 'HTTPS://', 'javascript:', 'https:/', '');
    const rest = fc.constantFrom('', '/', '/docs', ':8443/x', '@evil.com', '.evil.com/', '?q=https://stytch.com', '#x', '%2F..');
    const filler = fc.string({ maxLength: 6 });
    const piece = fc.tuple(filler, scheme, host, rest).map(([before, s, h, r]) => `${before}${s}${h}${r}`);
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 4 }).map((pieces) => pieces.join(' ')), (text) => {
        const segments = splitProviderLinks(text, HOST);
        expect(segments.map((segment) => segment.text).join('')).toBe(text);
        for (const segment of segments) {
          if (segment.href === undefined) continue;
          const url = new URL(segment.href);
          expect(url.protocol).toBe('https:');
          expect(url.hostname === HOST || url.hostname.endsWith(`.${HOST}`)).toBe(true);
          expect(url.username + url.password).toBe('');
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('finds provider links wherever they are (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PROVIDER_HOSTS), fc.constantFrom('', '/', '/docs/x'), fc.constantFrom('', 'Error: ', 'a\n'), (host, path, before) => {
        expect(links(`${before}https://${host}${path} end`)).toHaveLength(1);
      }),
    );
  });

  it('plain text is one text segment; empty text is none', () => {
    expect(splitProviderLinks('Invalid passcode, please try again.', HOST)).toEqual([{ text: 'Invalid passcode, please try again.' }]);
    expect(splitProviderLinks('', HOST)).toEqual([]);
  });
});
