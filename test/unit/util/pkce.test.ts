import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeChallengeFor, createCodeVerifier } from '../../../src/util/pkce';
import { uuid } from '../../../src/util/random';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A crypto whose getRandomValues fills every word with `word`. */
const stubCrypto = (word: number) => ({
  getRandomValues: <T extends ArrayBufferView>(array: T) => {
    (array as unknown as Uint32Array).fill(word);
    return array;
  },
});

describe('the code challenge (P2)', () => {
  it('matches RFC 7636 Appendix B', async () => {
    expect(await codeChallengeFor('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('is base64url without padding, 43 characters, for any verifier', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 200 }), async (verifier) => {
        expect(await codeChallengeFor(verifier)).toMatch(/^[A-Za-z0-9_-]{43}$/);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the code verifier (P1)', () => {
  it('10,000 verifiers are 128 lower-case hex characters and all distinct', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 10_000; i++) {
      const verifier = createCodeVerifier();
      expect(verifier).toMatch(/^[0-9a-f]{128}$/);
      seen.add(verifier);
    }
    expect(seen.size).toBe(10_000);
  });

  it('pads small words to 8 hex digits each', () => {
    vi.stubGlobal('crypto', stubCrypto(1));
    expect(createCodeVerifier()).toBe('00000001'.repeat(16));
    vi.stubGlobal('crypto', stubCrypto(0));
    expect(createCodeVerifier()).toBe('0'.repeat(128));
    vi.stubGlobal('crypto', stubCrypto(0xffffffff));
    expect(createCodeVerifier()).toBe('f'.repeat(128));
  });

  it('comes from crypto.getRandomValues, 16 words', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    createCodeVerifier();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]![0]).toBeInstanceOf(Uint32Array);
    expect((spy.mock.calls[0]![0] as Uint32Array).length).toBe(16);
  });

  it.each([
    ['no crypto', undefined],
    ['crypto without getRandomValues', {}],
  ])('%s throws and never falls back to Math.random', (_, replacement) => {
    const random = vi.spyOn(Math, 'random');
    vi.stubGlobal('crypto', replacement);
    expect(() => createCodeVerifier()).toThrow(/crypto\.getRandomValues/);
    expect(() => uuid()).toThrow();
    expect(random).not.toHaveBeenCalled();
  });
});

describe('uuid', () => {
  const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it("is the browser's v4 UUID in a secure context", () => {
    const native = vi.spyOn(globalThis.crypto, 'randomUUID');
    for (let i = 0; i < 200; i++) expect(uuid()).toMatch(V4);
    expect(native).toHaveBeenCalledTimes(200);
  });

  it('is built from getRandomValues where the page has no randomUUID (plain http), still a v4 UUID', () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) seen.add(uuid());
    expect(seen.size).toBe(200);
    for (const id of seen) expect(id).toMatch(V4);
  });
});
