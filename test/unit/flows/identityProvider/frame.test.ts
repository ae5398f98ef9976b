// The clickjacking check (P10) and the logo rule of the consent screen.
import { describe, expect, it } from 'vitest';
import { framedByOtherOrigin, type FrameView } from '../../../../src/widgets/identityProvider/flow/frame';
import { clientLogoOf } from '../../../../src/widgets/identityProvider/flow/logo';

const ORIGIN = 'https://idp.example.com';
const selfView = (top: unknown, ancestors?: string[]): FrameView => {
  const view = { top, self: {}, location: { origin: ORIGIN, ...(ancestors ? { ancestorOrigins: ancestors } : {}) } };
  if (top === 'self') view.top = view.self;
  return view;
};

describe('framedByOtherOrigin', () => {
  it('is false in a top-level window', () => {
    expect(framedByOtherOrigin(selfView('self'))).toBe(false);
  });

  it('is false inside a frame of the same origin', () => {
    expect(framedByOtherOrigin(selfView({ location: { origin: ORIGIN } }, [ORIGIN]))).toBe(false);
  });

  it("is true when the top's origin differs, or cannot be read", () => {
    expect(framedByOtherOrigin(selfView({ location: { origin: 'https://evil.example' } }))).toBe(true);
    const crossOrigin = {
      get location(): never {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    };
    expect(framedByOtherOrigin(selfView(crossOrigin))).toBe(true);
  });

  it('is true when a frame between us and a same-origin top is of another origin', () => {
    expect(framedByOtherOrigin(selfView({ location: { origin: ORIGIN } }, ['https://evil.example', ORIGIN]))).toBe(true);
  });

  it('is false in the test page itself (window defaults)', () => {
    expect(framedByOtherOrigin()).toBe(false);
  });
});

describe('clientLogoOf', () => {
  it.each([
    ['https://cdn.example.com/logo.png', 'https://cdn.example.com/logo.png'],
    ['HTTPS://CDN.example.com/a b.png', 'https://cdn.example.com/a%20b.png'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['data:image/svg+xml,<svg/>', 'data:image/svg+xml,<svg/>'],
  ])('draws %j', (value, href) => {
    expect(clientLogoOf(value)).toBe(href);
  });

  it.each([
    undefined,
    '',
    'http://cdn.example.com/logo.png',
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:,image/png',
    'data:imagex/png,abc',
    '//cdn.example.com/logo.png',
    '/logo.png',
    'blob:https://idp.example.com/uuid',
    'not a url',
  ])('refuses %j', (value) => {
    expect(clientLogoOf(value)).toBeUndefined();
  });
});
