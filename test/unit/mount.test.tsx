// mountLogin renders the first screen in its own task and asks for what the first Enter needs in
// it too, the client (issue 8: Enter the moment the form shows must not wait for a chunk asked for
// later); what only the screens after Enter's answer need is asked for once Main has painted (a
// script's request costs about 2 ms of main thread at 4x CPU).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPage } from '../support/browser';

// Unbuilt code has no chunk hashes (the build writes them): these stand in.
vi.mock('../../src/loading/chunkManifest', () => ({
  CHUNK_MANIFEST: { client: 'sha256-client', otp: 'sha256-otp', oauth: 'sha256-oauth', emailMagicLinks: 'sha256-eml', localeIndex: 'sha256-index' },
}));

type Mount = typeof import('../../src/mount');
let mount: Mount;
let scripts: string[];

beforeEach(async () => {
  resetPage();
  vi.useFakeTimers();
  // A fresh module each time: the loader and the shared clients keep module state.
  vi.resetModules();
  mount = await import('../../src/mount');
  scripts = [];
  // Capture the chunk scripts instead of letting happy-dom fetch them.
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    if (node instanceof HTMLScriptElement) scripts.push(node.src.slice(node.src.lastIndexOf('/') + 1));
    else append(node);
    return node;
  });
  document.body.innerHTML = '<div id="login"></div>';
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const OPTIONS = { elementSelector: '#login', publicToken: 'public-token-test-00000000-0000-4000-8000-000000000000', apiBaseUrl: 'http://127.0.0.1:9099' };

describe('mountLogin', () => {
  it('renders Main at once, asks for the client in the same task and for the product chunks at the first focus in the widget (issue 38)', async () => {
    mount.mountLogin({ ...OPTIONS, config: { products: ['otp'], otpOptions: { methods: ['email'] } } });
    expect(document.querySelector('#login input[type=email]')).not.toBeNull();
    expect(scripts).toEqual(['auth-widget.client.js']);
    // Painted, and the page idle: nobody has reached into the form, so its later screens wait.
    await vi.advanceTimersByTimeAsync(2000);
    expect(scripts).toEqual(['auth-widget.client.js']);
    document.querySelector<HTMLInputElement>('#login input[type=email]')!.focus();
    expect(scripts).toEqual(['auth-widget.client.js', 'auth-widget.otp.js']);
    // Once: a second focus asks for nothing more.
    document.querySelector<HTMLInputElement>('#login input[type=email]')!.blur();
    document.querySelector<HTMLInputElement>('#login input[type=email]')!.focus();
    expect(scripts).toEqual(['auth-widget.client.js', 'auth-widget.otp.js']);
  });

  it('asks for the groups a Main waits for in the same task, after the client, and for the rest once Main has painted', async () => {
    mount.mountLogin({ ...OPTIONS, config: { products: ['otp', 'oauth'], oauthOptions: { providers: [{ type: 'google' }] }, otpOptions: { methods: ['email'] } } });
    expect(document.querySelector('#login input[type=email]')).toBeNull();
    expect(scripts).toEqual(['auth-widget.client.js', 'auth-widget.oauth.js']);
    // Main has not painted yet: its group has not arrived.
    await vi.advanceTimersByTimeAsync(50);
    expect(scripts).toEqual(['auth-widget.client.js', 'auth-widget.oauth.js']);
  });

  it('holds what starts after the first paint (the network client, telemetry) until Main has painted, or the widget is removed', async () => {
    const { afterFirstPaint } = await import('../../src/loading/schedule');
    let started = false;
    void afterFirstPaint().then(() => (started = true));
    mount.mountLogin({ ...OPTIONS, config: { products: ['otp', 'oauth'], oauthOptions: { providers: [{ type: 'google' }] }, otpOptions: { methods: ['email'] } } });
    // The page's frames come and go; Main waits for the oauth group, which has not arrived.
    await vi.advanceTimersByTimeAsync(50);
    expect(started).toBe(false);
    mount.unmount(document.querySelector('#login')!);
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toBe(true);
  });

  it('lets what starts after the first paint start once a Main drawn at mount has painted', async () => {
    const { afterFirstPaint } = await import('../../src/loading/schedule');
    let started = false;
    void afterFirstPaint().then(() => (started = true));
    mount.mountLogin({ ...OPTIONS, config: { products: ['emailMagicLinks'] } });
    await vi.advanceTimersByTimeAsync(50);
    expect(started).toBe(true);
  });

  it('asks for each chunk once, however often the widget is mounted again', async () => {
    mount.mountLogin({ ...OPTIONS, config: { products: ['emailMagicLinks'] } });
    mount.mountLogin({ ...OPTIONS, config: { products: ['emailMagicLinks'] } });
    await vi.advanceTimersByTimeAsync(50);
    document.querySelector<HTMLInputElement>('#login input[type=email]')!.focus();
    expect(scripts).toEqual(['auth-widget.client.js', 'auth-widget.email-magic-links.js']);
  });
});

describe('mountIdentityProvider (issue 12)', () => {
  it("draws the 'Loading' card in the widget's room at once and asks for the client, then its own chunk with the hash from the locale index", async () => {
    const appended: HTMLScriptElement[] = [];
    const capture = vi.mocked(document.head.appendChild).getMockImplementation()!;
    vi.mocked(document.head.appendChild).mockImplementation(<T extends Node>(node: T) => {
      if (node instanceof HTMLScriptElement) appended.push(node);
      return capture(node) as T;
    });
    mount.mountIdentityProvider(OPTIONS);
    expect(document.querySelector('#login .aw-identityProvider h1')!.textContent).toBe('Loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(scripts).toEqual(['auth-widget.client.js', 'auth-widget.locale-index.js']);
    // The index runs: the widget's chunk is asked for with the hash it carries.
    (globalThis as { AuthWidget?: unknown }).AuthWidget = { chunks: { localeIndex: { LOCALE_INTEGRITY: { identityProvider: 'sha256-idp' } } } };
    appended[1]!.onload!(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    delete (globalThis as { AuthWidget?: unknown }).AuthWidget;
    expect(scripts).toEqual(['auth-widget.client.js', 'auth-widget.locale-index.js', 'auth-widget.identity-provider.js']);
    expect(appended[2]!.integrity).toBe('sha256-idp');
  });

  it('refuses a config, and a selector that matches nothing', () => {
    expect(() => mount.mountIdentityProvider({ ...OPTIONS, config: {} })).toThrow('Invalid call to mountIdentityProvider\nconfig is not taken.');
    expect(() => mount.mountIdentityProvider({ ...OPTIONS, elementSelector: '#nowhere' })).toThrow(
      'The selector "#nowhere" applies to no DOM elements currently on the page.',
    );
  });
});
