import { describe, expect, it } from 'vitest';
import { parseJson, safeStorage } from '../../../src/util/storage';

/** A Storage whose every method throws, as in a sandboxed frame or with storage blocked. */
const throwingStorage = () =>
  ({
    getItem() {
      throw new DOMException('blocked', 'SecurityError');
    },
    setItem() {
      throw new DOMException('full', 'QuotaExceededError');
    },
    removeItem() {
      throw new DOMException('blocked', 'SecurityError');
    },
  }) as unknown as Storage;

describe('safeStorage (S15)', () => {
  it.each([
    ['a Storage whose methods throw', () => throwingStorage()],
    ['a localStorage getter that throws', () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    }],
    ['no Storage at all', () => undefined],
  ])('with %s, still works for this tab', (_, getStorage) => {
    const storage = safeStorage(getStorage);
    expect(storage.get('k')).toBeNull();
    expect(() => storage.set('k', 'v')).not.toThrow();
    expect(storage.get('k')).toBe('v');
    storage.set('k', 'w');
    expect(storage.get('k')).toBe('w');
    expect(() => storage.remove('k')).not.toThrow();
    expect(storage.get('k')).toBeNull();
  });

  it('keeps a value that a full Storage refused, and reads the others from Storage', () => {
    const backing = new Map<string, string>([['other', 'written by another tab']]);
    const full = {
      getItem: (key: string) => backing.get(key) ?? null,
      setItem() {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: (key: string) => void backing.delete(key),
    } as unknown as Storage;
    const storage = safeStorage(() => full);
    storage.set('k', 'v');
    expect(storage.get('k')).toBe('v');
    expect(storage.get('other')).toBe('written by another tab');
    storage.remove('k');
    expect(storage.get('k')).toBeNull();
  });

  it('writes through to a working Storage', () => {
    localStorage.clear();
    const storage = safeStorage();
    storage.set('aw-test', 'v');
    expect(localStorage.getItem('aw-test')).toBe('v');
    localStorage.setItem('aw-test', 'changed by another tab');
    expect(storage.get('aw-test')).toBe('changed by another tab');
    storage.remove('aw-test');
    expect(localStorage.getItem('aw-test')).toBeNull();
  });
});

describe('parseJson', () => {
  it('reads malformed text as absent', () => {
    expect(parseJson(null)).toBeUndefined();
    expect(parseJson('')).toBeUndefined();
    expect(parseJson('{')).toBeUndefined();
    expect(parseJson('undefined')).toBeUndefined();
    expect(parseJson('{"a":1}')).toEqual({ a: 1 });
  });
});
