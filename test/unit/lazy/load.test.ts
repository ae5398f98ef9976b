import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChunkName } from '../../../src/chunkTable';
import { messageOf } from '../../../src/flows/messages';

type Loader = typeof import('../../../src/loading/load');

const BASE = 'https://cdn.example.com/widget/1.0.0/auth-widget.js';
const MANIFEST = { phone: 'sha384-phone', client: 'sha384-client', otp: 'sha384-otp', emailMagicLinks: 'sha384-eml' };
const fakePhoneChunk = { countries: () => [] };

let loader: Loader;
let scripts: HTMLScriptElement[];

/** The chunk's file "ran": it registered itself on AuthWidget.chunks, then the script loaded. */
const arrive = (script: HTMLScriptElement, name: ChunkName, module: unknown) => {
  (globalThis as { AuthWidget?: unknown }).AuthWidget = { chunks: { [name]: module } };
  script.onload!(new Event('load'));
  vi.runAllTimers();
};

/** loadChunk, with the task that starts its request run. */
const load = (...args: Parameters<Loader['loadChunk']>) => {
  const promise = loader.loadChunk(...args);
  vi.advanceTimersByTime(0);
  return promise;
};

/**
 * A fresh loader (it keeps pending loads in module state), built with MANIFEST, as if run by a
 * main script at `main` (none: an inline copy, say).
 */
async function freshLoader(main: { src: string; nonce?: string } | null) {
  vi.resetModules();
  vi.doMock('../../../src/loading/chunkManifest', () => ({ CHUNK_MANIFEST: MANIFEST }));
  const script = main && Object.assign(document.createElement('script'), main);
  const currentScript = vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  loader = await import('../../../src/loading/load');
  currentScript.mockRestore();
}

beforeEach(async () => {
  vi.useFakeTimers();
  await freshLoader({ src: BASE, nonce: 'r4nd0m' });
  scripts = [];
  // Capture the script instead of letting happy-dom fetch it.
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    scripts.push(node as unknown as HTMLScriptElement);
    return node;
  });
});
afterEach(() => {
  vi.doUnmock('../../../src/loading/chunkManifest');
  vi.restoreAllMocks();
  vi.useRealTimers();
  delete (globalThis as { AuthWidget?: unknown }).AuthWidget;
});

describe('loadChunk (K4)', () => {
  it('creates one script beside the base, with integrity, crossorigin anonymous and the nonce', async () => {
    const pending = load('phone');
    expect(scripts).toHaveLength(1);
    const [script] = scripts;
    expect(script!.tagName).toBe('SCRIPT');
    expect(script!.src).toBe('https://cdn.example.com/widget/1.0.0/auth-widget.phone.js');
    expect(script!.integrity).toBe('sha384-phone');
    expect(script!.crossOrigin).toBe('anonymous');
    expect(script!.nonce).toBe('r4nd0m');
    // In order as each arrives: Chromium held async chunks until the first input (npm run bench).
    expect(script!.async).toBe(false);
    arrive(script!, 'phone', fakePhoneChunk);
    await expect(pending).resolves.toBe(fakePhoneChunk);
  });

  it.each([
    ['emailMagicLinks', 'https://cdn.example.com/widget/1.0.0/auth-widget.email-magic-links.js'],
    ['otp', 'https://cdn.example.com/widget/1.0.0/auth-widget.otp.js'],
  ] as const)('names the %s file after the chunk, resolved against the base', (name, src) => {
    void load(name).catch(() => undefined);
    expect(scripts[0]!.src).toBe(src);
  });

  it('resolves against the page when there is no main script, and sets no nonce when there is none', async () => {
    await freshLoader(null);
    void load('client').catch(() => undefined);
    expect(scripts[0]!.src).toBe(new URL('auth-widget.client.js', location.href).href);
    expect(scripts[0]!.hasAttribute('nonce')).toBe(false);
  });

  it('starts each request in the task that asks, in the order asked (issue 8: Enter at once)', () => {
    void loader.loadChunk('client');
    void loader.loadChunk('otp');
    void loader.loadChunk('emailMagicLinks');
    expect(scripts.map((script) => script.src.slice(script.src.lastIndexOf('/') + 1))).toEqual([
      'auth-widget.client.js',
      'auth-widget.otp.js',
      'auth-widget.email-magic-links.js',
    ]);
    expect(scripts[0]!.integrity).toBe('sha384-client');
  });

  it('what waits for a chunk runs in a task after its load event, not in the task that ran it (issue 8)', async () => {
    let resolved = false;
    void load('phone').then(() => (resolved = true));
    (globalThis as { AuthWidget?: unknown }).AuthWidget = { chunks: { phone: fakePhoneChunk } };
    scripts[0]!.onload!(new Event('load'));
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe(false);
    await vi.runAllTimersAsync();
    expect(resolved).toBe(true);
  });

  it('a second call while pending reuses the promise and the script', async () => {
    const first = load('phone');
    const second = load('phone');
    expect(second).toBe(first);
    expect(scripts).toHaveLength(1);
    arrive(scripts[0]!, 'phone', fakePhoneChunk);
    await expect(second).resolves.toBe(fakePhoneChunk);
  });

  it('a chunk already registered resolves without a script', async () => {
    (globalThis as { AuthWidget?: unknown }).AuthWidget = { chunks: { phone: fakePhoneChunk } };
    await expect(load('phone')).resolves.toBe(fakePhoneChunk);
    expect(scripts).toHaveLength(0);
  });

  it('a failed load rejects and can be retried with a new script', async () => {
    const first = load('phone');
    scripts[0]!.onerror!(new Event('error'));
    await expect(first).rejects.toThrow('could not load the "phone" chunk');
    // The person is told of the network; the chunk's name is for the developer (issue 9).
    expect(messageOf(await first.catch((error: unknown) => error))).toEqual({ key: 'networkError' });
    const retry = load('phone');
    expect(retry).not.toBe(first);
    expect(scripts).toHaveLength(2);
    arrive(scripts[1]!, 'phone', fakePhoneChunk);
    await expect(retry).resolves.toBe(fakePhoneChunk);
  });

  it('a script that loads without registering its chunk is a failure', async () => {
    const pending = load('otp');
    scripts[0]!.onload!(new Event('load'));
    vi.runAllTimers();
    await expect(pending).rejects.toThrow('could not load the "otp" chunk');
  });

  it('a chunk without an integrity hash is never loaded', async () => {
    await expect(load('phoneField')).rejects.toThrow('could not load the "phoneField" chunk');
    expect(scripts).toHaveLength(0);
  });
});
