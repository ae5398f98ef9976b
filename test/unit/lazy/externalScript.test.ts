import { afterEach, describe, expect, it, vi } from 'vitest';

const GSI = 'https://accounts.example.com/gsi/client';

/** loadScript from a fresh module graph, as if the main script carried `nonce`; the scripts it adds are kept. */
async function setup(nonce?: string) {
  vi.resetModules();
  const main = Object.assign(document.createElement('script'), { src: 'https://cdn.example.com/auth-widget.js', ...(nonce ? { nonce } : {}) });
  const currentScript = vi.spyOn(document, 'currentScript', 'get').mockReturnValue(main);
  const { loadScript } = await import('../../../src/loading/externalScript');
  currentScript.mockRestore();
  const added: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    added.push(node as unknown as HTMLScriptElement);
    return node;
  });
  return { loadScript, added };
}

afterEach(() => vi.restoreAllMocks());

describe("loadScript: a third party's script (Google's for One Tap)", () => {
  it('adds one script with the main script’s nonce and no integrity, and resolves when it loads', async () => {
    const { loadScript, added } = await setup('r4nd0m');
    const loading = loadScript(GSI);
    expect(added).toHaveLength(1);
    expect(added[0]!.src).toBe(GSI);
    expect(added[0]!.nonce).toBe('r4nd0m');
    expect(added[0]!.integrity).toBe('');
    added[0]!.onload!(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
  });

  it('rejects, naming the URL, when it fails to load', async () => {
    const { loadScript, added } = await setup();
    const loading = loadScript(GSI);
    expect(added[0]!.hasAttribute('nonce')).toBe(false);
    added[0]!.onerror!(new Event('error'));
    await expect(loading).rejects.toThrow(`AuthWidget: could not load ${GSI}.`);
  });
});
