// The custom elements (issue 16): options from attributes and properties, gathered into one mount
// in the element's shadow root, in place on a change, disposed on removal, errors as events.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPage } from '../../support/browser';

// Unbuilt code has no chunk hashes (the build writes them): these stand in.
vi.mock('../../../src/loading/chunkManifest', () => ({
  CHUNK_MANIFEST: { client: 'sha256-client', otp: 'sha256-otp', emailMagicLinks: 'sha256-eml', localeIndex: 'sha256-index' },
}));

const TOKEN = 'public-token-test-00000000-0000-4000-8000-000000000000';
const OTP_CONFIG = { products: ['otp'], otpOptions: { methods: ['email'] } };
/** Lets the elements' microtask (and the mount's first render) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve));

/** The chunk scripts asked for, in order. */
let scripts: HTMLScriptElement[] = [];
beforeEach(() => {
  resetPage();
  document.body.innerHTML = '';
  scripts = [];
  // Capture the chunk scripts instead of letting happy-dom fetch them.
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    if (!(node instanceof HTMLScriptElement)) return append(node);
    scripts.push(node);
    return node;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The script of the chunk `file` (auth-widget.<file>.js) asked for last. */
const scriptOf = (file: string) => [...scripts].reverse().find((script) => script.src.endsWith(`/auth-widget.${file}.js`));
/** Chunks that have run, as their scripts leave them. */
const registry: Record<string, object> = {};
(globalThis as { AuthWidget?: object }).AuthWidget = { chunks: registry };

// The page's registry lives as long as this file: the first test defines the elements, after
// creating one the way a page's HTML does, before the script.
describe('upgrade', () => {
  it('upgrades an element created before the definition, honouring what was given before the elements chunk arrived', async () => {
    expect(customElements.get('auth-login')).toBeUndefined();
    // Attributes present at the upgrade are the e2e spec's (happy-dom does not replay them as
    // attributeChangedCallback, as browsers do); here the options are all early properties.
    document.body.innerHTML = '<auth-login></auth-login>';
    const element = document.querySelector('auth-login')!;
    Object.assign(element, { publicToken: TOKEN, apiBaseUrl: 'http://127.0.0.1:9099', config: { ...OTP_CONFIG, headingLevel: 3 } });
    const { defineElements } = await import('../../../src/elements/defineElements');
    const heard: string[] = [];
    element.addEventListener('auth-widget-error', (event) => heard.push((event as CustomEvent<Error>).detail.message));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    defineElements();
    // Defined at once, with its shadow root; its behaviour is the elements chunk, whose hash is in the locale index.
    expect(customElements.get('auth-login')).toBeDefined();
    expect(element.shadowRoot).not.toBeNull();
    expect(scripts.map((script) => script.src.split('/').pop())).toEqual(['auth-widget.locale-index.js']);
    // Until it runs, an attribute is its option's property too, and the last given wins.
    element.setAttribute('locale', 'fr');
    expect(element.locale).toBe('fr');
    element.locale = 'en';
    expect(element.locale).toBe('en');
    // A chunk that cannot arrive is reported as from a widget; the next connection asks again.
    scriptOf('locale-index')!.onerror!(new Event('error'));
    await settle();
    expect(heard).toEqual(['auth-widget: could not load the "localeIndex" chunk.']);
    expect(element.shadowRoot!.childNodes).toHaveLength(0);
    document.body.append(element);
    registry.localeIndex = { LOCALE_INTEGRITY: { elements: 'sha256-elements' } };
    scriptOf('locale-index')!.onload!(new Event('load'));
    await settle();
    expect(scriptOf('elements')!.integrity).toBe('sha256-elements');
    // The chunk runs: the options given so far mount, once.
    registry.elements = await import('../../../src/elements/elementBody');
    scriptOf('elements')!.onload!(new Event('load'));
    await settle();
    expect(element.shadowRoot!.querySelectorAll('[part=container]')).toHaveLength(1);
    expect(element.shadowRoot!.querySelector('input[type=email]')).not.toBeNull();
    expect(element.shadowRoot!.querySelector('h3')).not.toBeNull();
    // The accessors, not own properties, hold them now.
    expect(Object.prototype.hasOwnProperty.call(element, 'config')).toBe(false);
    expect(Object.prototype.hasOwnProperty.call(element, 'locale')).toBe(false);
    expect(element.config).toEqual({ ...OTP_CONFIG, headingLevel: 3 });
    expect(element.locale).toBe('en');
    expect(heard).toHaveLength(1);
    // The first import of the widget takes seconds on a busy machine.
  }, 20_000);

  it('defines each tag once: a second copy of the script leaves them as they are', async () => {
    const { defineElements } = await import('../../../src/elements/defineElements');
    const before = customElements.get('auth-login');
    expect(() => defineElements()).not.toThrow();
    expect(customElements.get('auth-login')).toBe(before);
    for (const tag of ['auth-reset-password', 'auth-passkey-registration', 'auth-identity-provider']) expect(customElements.get(tag)).toBeDefined();
  });
});

function loginElement() {
  const element = document.createElement('auth-login');
  element.publicToken = TOKEN;
  element.apiBaseUrl = 'http://127.0.0.1:9099';
  return element;
}

describe('options', () => {
  it('takes public-token, api-base-url and locale as attributes or properties, the last given winning', () => {
    const element = document.createElement('auth-login');
    element.setAttribute('public-token', TOKEN);
    element.setAttribute('locale', 'fr');
    expect(element.publicToken).toBe(TOKEN);
    expect(element.locale).toBe('fr');
    element.locale = 'de';
    expect(element.locale).toBe('de');
    element.removeAttribute('locale');
    expect(element.locale).toBeUndefined();
  });

  it('mounts once for options set in a row, in its own shadow root whatever the config says', async () => {
    const element = loginElement();
    const root = element.shadowRoot!;
    // Each mount replaces the shadow root's children with its own container (then adds styles).
    let mounts = 0;
    const containers = (record: MutationRecord) => [...record.addedNodes].filter((node) => node.nodeName === 'DIV').length;
    new MutationObserver((records) => records.forEach((record) => (mounts += containers(record)))).observe(root, { childList: true });
    document.body.append(element);
    element.config = { ...OTP_CONFIG, enableShadowDOM: false } as never;
    element.styles = { container: { width: '321px' } };
    element.locale = 'en';
    await settle();
    expect(mounts).toBe(1);
    expect(root.querySelectorAll('[part=container]')).toHaveLength(1);
    expect(root.querySelector('input[type=email]')).not.toBeNull();
    expect(element.querySelector('[part=container]')).toBeNull();
  });

  it('re-renders in place when a property changes', async () => {
    const element = loginElement();
    element.config = OTP_CONFIG as never;
    document.body.append(element);
    await settle();
    expect(element.shadowRoot!.querySelector('h1')).not.toBeNull();
    element.config = { ...OTP_CONFIG, headingLevel: 2 } as never;
    await settle();
    expect(element.shadowRoot!.querySelector('h1')).toBeNull();
    expect(element.shadowRoot!.querySelector('h2')).not.toBeNull();
    expect(document.querySelectorAll('auth-login')).toHaveLength(1);
  });
});

describe('removal', () => {
  it('disposes the widget when the element is removed, but not when it is moved', async () => {
    const element = loginElement();
    element.config = OTP_CONFIG as never;
    const first = document.createElement('div');
    const second = document.createElement('div');
    document.body.append(first, second);
    first.append(element);
    await settle();
    const field = element.shadowRoot!.querySelector('input[type=email]');
    expect(field).not.toBeNull();

    second.append(element);
    await settle();
    expect(element.shadowRoot!.querySelector('input[type=email]')).toBe(field);

    element.remove();
    await settle();
    expect(element.shadowRoot!.querySelector('[part=container]')).toBeNull();
  });
});

describe('errors', () => {
  it('reports a missing public-token as auth-widget-error, onError and the console, without throwing', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = document.createElement('auth-login');
    const onError = vi.fn();
    element.callbacks = { onError };
    const heard: string[] = [];
    document.addEventListener('auth-widget-error', (event) => heard.push((event as CustomEvent<Error>).detail.message), { once: true });
    document.body.append(element);
    await settle();
    const message = 'Invalid call to <auth-login>\npublicToken must be a non-empty string, got undefined.';
    expect(heard).toEqual([message]);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message }));
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message }));
    expect(element.shadowRoot!.childNodes).toHaveLength(0);
  });

  it("keeps what is mounted when a later change is refused, and refuses the identity provider's config", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = loginElement();
    element.config = OTP_CONFIG as never;
    document.body.append(element);
    await settle();
    const heard: string[] = [];
    element.addEventListener('auth-widget-error', (event) => heard.push((event as CustomEvent<Error>).detail.message));
    element.config = { products: ['fax'] } as never;
    await settle();
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatch(/^Invalid call to <auth-login>\nconfig.products has "fax"; expected one of /);
    expect(element.shadowRoot!.querySelector('input[type=email]')).not.toBeNull();

    const provider = document.createElement('auth-identity-provider');
    provider.publicToken = TOKEN;
    provider.addEventListener('auth-widget-error', (event) => heard.push((event as CustomEvent<Error>).detail.message));
    provider.config = {} as never;
    document.body.append(provider);
    await settle();
    expect(heard[1]).toBe('Invalid call to <auth-identity-provider>\nconfig is not taken.');
  });
});
