// The OAuth providers' marks: every provider has one, its path data is well-formed SVG inside the
// 24×24 box, its fills are brand colours or currentColor, and the whole table stays small.
import { brotliCompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { OAuthProviderType } from '../../../src/contract/index';
import { OAUTH_ICONS } from '../../../src/products/oauth/icons';
import { OAuthIcon } from '../../../src/products/oauth/OAuthIcon';
import { renderWithCss, type Rendered } from '../../support/render';
import { everyType, OAUTH_TYPES } from '../../support/oauthTypes';

const TYPES = OAUTH_TYPES;

/** Arguments per command; arcs' flags (4th and 5th) are read one character each. */
const ARITY: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };
const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/;

/**
 * Reads path data as the SVG grammar does and returns every point it names (end points and
 * control points), or throws on anything malformed.
 */
function parsePath(d: string): [number, number][] {
  let at = 0;
  const skip = () => {
    while (at < d.length && /[\s,]/.test(d[at]!)) at++;
  };
  const number = (): number => {
    skip();
    const match = NUMBER.exec(d.slice(at));
    if (!match) throw new Error(`number expected at ${at} in ${d}`);
    at += match[0].length;
    const value = Number(match[0]);
    if (!Number.isFinite(value)) throw new Error(`not finite: ${match[0]}`);
    return value;
  };
  const flag = (): number => {
    skip();
    const char = d[at++];
    if (char !== '0' && char !== '1') throw new Error(`arc flag expected at ${at - 1} in ${d}`);
    return Number(char);
  };
  const points: [number, number][] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  skip();
  if (!/[Mm]/.test(d[at] ?? '')) throw new Error(`must start with M: ${d}`);
  while (true) {
    skip();
    if (at >= d.length) break;
    const command = d[at++]!;
    const kind = command.toLowerCase();
    if (!(kind in ARITY)) throw new Error(`unknown command ${command} in ${d}`);
    const relative = command === kind;
    let first = true;
    do {
      const dx = relative ? x : 0;
      const dy = relative ? y : 0;
      if (kind === 'z') {
        x = startX;
        y = startY;
        break;
      }
      if (kind === 'h') x = number() + dx;
      else if (kind === 'v') y = number() + dy;
      else if (kind === 'a') {
        const [rx, ry] = [number(), number()];
        number();
        flag();
        flag();
        if (rx < 0 || ry < 0) throw new Error(`negative arc radius in ${d}`);
        x = number() + dx;
        y = number() + dy;
      } else {
        for (let k = 0; k < ARITY[kind]! - 2; k += 2) points.push([number() + dx, number() + dy]);
        x = number() + dx;
        y = number() + dy;
      }
      points.push([x, y]);
      if (kind === 'm' && first) {
        startX = x;
        startY = y;
      }
      first = false;
      skip();
      // Further argument groups repeat the command (after M, as L).
    } while (at < d.length && /[-+.\d]/.test(d[at]!));
  }
  return points;
}

describe('OAUTH_ICONS', () => {
  it('has a mark for every provider type, and for nothing else', () => {
    expect(everyType).toBe(true);
    expect(Object.keys(OAUTH_ICONS).sort()).toEqual([...TYPES].sort());
    for (const type of TYPES) expect(OAUTH_ICONS[type].length, type).toBeGreaterThan(0);
  });

  it.each(TYPES)('%s: path data is well-formed and inside the 24×24 box', (type) => {
    for (const [, d] of OAUTH_ICONS[type]) {
      expect(d).toMatch(/^[MmLlHhVvCcSsQqTtAaZz\d.,\- e]+$/);
      const points = parsePath(d);
      expect(points.length).toBeGreaterThan(1);
      for (const [x, y] of points) {
        expect(x, `${type}: ${d}`).toBeGreaterThanOrEqual(0);
        expect(x, `${type}: ${d}`).toBeLessThanOrEqual(24);
        expect(y, `${type}: ${d}`).toBeGreaterThanOrEqual(0);
        expect(y, `${type}: ${d}`).toBeLessThanOrEqual(24);
      }
    }
  });

  it('the path check refuses malformed data', () => {
    expect(() => parsePath('L1 1')).toThrow();
    expect(() => parsePath('M1 1L2')).toThrow();
    expect(() => parsePath('M1 1A1 1 0 2 1 3 3')).toThrow();
    expect(() => parsePath('M1 1X2 2')).toThrow();
    expect(parsePath('M1 1.5.5 2l2-2zm1 1h1v1a1 1 0 0 1-1 1z')).toHaveLength(7);
  });

  it.each(TYPES)('%s: every fill is a #rrggbb colour or currentColor', (type) => {
    for (const [fill] of OAUTH_ICONS[type]) expect(fill).toMatch(/^(#[0-9A-Fa-f]{6}|currentColor)$/);
  });

  it('no two providers share the same path data', () => {
    const seen = new Map<string, OAuthProviderType>();
    for (const type of TYPES) {
      const key = OAUTH_ICONS[type].map(([, d]) => d).join('|');
      expect(seen.get(key), type).toBeUndefined();
      seen.set(key, type);
    }
  });

  it('stays under 3,000 bytes brotli-compressed', () => {
    const size = brotliCompressSync(Buffer.from(JSON.stringify(OAUTH_ICONS))).length;
    console.log(`OAUTH_ICONS: ${size} bytes brotli-compressed`);
    expect(size).toBeLessThan(3000);
  });
});

describe('OAuthIcon', () => {
  let rendered: Rendered | undefined;
  afterEach(async () => {
    await rendered?.unmount();
    rendered = undefined;
  });

  it.each(TYPES)('%s: a decorative 20 px svg with one path per shape', async (type) => {
    rendered = await renderWithCss(<OAuthIcon type={type} />);
    const svg = rendered.container.querySelector('svg')!;
    expect(svg).not.toBeNull();
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.getAttribute('width')).toBe('20');
    expect(svg.getAttribute('height')).toBe('20');
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.hasAttribute('style')).toBe(false);
    const paths = [...svg.querySelectorAll('path')];
    expect(paths.map((path) => [path.getAttribute('fill'), path.getAttribute('d')])).toEqual(
      OAUTH_ICONS[type].map(([fill, d]) => [fill, d]),
    );
  });
});
