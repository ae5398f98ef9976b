import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPkceStore } from '../../../src/api/pkceStore';
import { codeChallengeFor } from '../../../src/util/pkce';
import { safeStorage } from '../../../src/util/storage';

const TOKEN = 'public-token-test-pkce';
const keyOf = (flow: string, token = TOKEN) => `auth_widget_pkce_${flow}:${token}`;

beforeEach(() => localStorage.clear());

describe('the PKCE verifier store (docs/spec/api.md §7, P3)', () => {
  it('start keeps a fresh verifier per flow and returns its challenge', async () => {
    const store = createPkceStore(safeStorage(), TOKEN);
    const challenge = await store.start('magic_links');
    const verifier = localStorage.getItem(keyOf('magic_links'))!;
    expect(verifier).toMatch(/^[0-9a-f]{128}$/);
    expect(challenge).toBe(await codeChallengeFor(verifier));
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('a prepared pair is made ahead, used once, and the next is made for the following start', async () => {
    const store = createPkceStore(safeStorage(), TOKEN);
    const digest = vi.spyOn(crypto.subtle, 'digest');
    store.prepare();
    store.prepare();
    expect(digest).toHaveBeenCalledTimes(1);
    const first = await store.start('magic_links');
    const firstVerifier = localStorage.getItem(keyOf('magic_links'))!;
    expect(first).toBe(await codeChallengeFor(firstVerifier));
    const second = await store.start('magic_links');
    const secondVerifier = localStorage.getItem(keyOf('magic_links'))!;
    expect(secondVerifier).not.toBe(firstVerifier);
    expect(second).toBe(await codeChallengeFor(secondVerifier));
    digest.mockRestore();
  });

  it('a verifier is taken once, then deleted', async () => {
    const store = createPkceStore(safeStorage(), TOKEN);
    await store.start('magic_links');
    const verifier = localStorage.getItem(keyOf('magic_links'));
    expect(store.take('magic_links')).toBe(verifier);
    expect(localStorage.getItem(keyOf('magic_links'))).toBeNull();
    expect(store.take('magic_links')).toBeUndefined();
  });

  it('a new start replaces the previous verifier', async () => {
    const store = createPkceStore(safeStorage(), TOKEN);
    await store.start('magic_links');
    const first = localStorage.getItem(keyOf('magic_links'));
    await store.start('magic_links');
    const second = localStorage.getItem(keyOf('magic_links'));
    expect(second).not.toBe(first);
    expect(store.take('magic_links')).toBe(second);
  });

  it('flows and public tokens do not share verifiers', async () => {
    const store = createPkceStore(safeStorage(), TOKEN);
    const other = createPkceStore(safeStorage(), 'public-token-test-other');
    await store.start('magic_links');
    await store.start('oauth');
    expect(other.take('magic_links')).toBeUndefined();
    expect(store.take('passwords')).toBeUndefined();
    const oauth = localStorage.getItem(keyOf('oauth'));
    expect(store.take('magic_links')).toMatch(/^[0-9a-f]{128}$/);
    expect(store.take('oauth')).toBe(oauth);
  });

  it.each([
    ['too short', 'abc123'],
    ['upper case', 'A'.repeat(128)],
    ['one too many', 'a'.repeat(129)],
    ['not hex', 'g'.repeat(128)],
    ['with a newline', `${'a'.repeat(128)}\n`],
    ['markup', '<img src=x onerror=alert(1)>'],
  ])('a malformed stored verifier (%s) is ignored and removed', (_, stored) => {
    const store = createPkceStore(safeStorage(), TOKEN);
    localStorage.setItem(keyOf('magic_links'), stored);
    expect(store.take('magic_links')).toBeUndefined();
    expect(localStorage.getItem(keyOf('magic_links'))).toBeNull();
  });

  it('clear forgets a verifier', async () => {
    const store = createPkceStore(safeStorage(), TOKEN);
    await store.start('passwords');
    store.clear('passwords');
    expect(store.take('passwords')).toBeUndefined();
  });
});
