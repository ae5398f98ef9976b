import { render } from 'react';
import { createLoginModel } from './flows/login';
import { validateClientOptions, validateLoginOptions, type Callbacks, type WidgetEvent } from './options';
import { ScreenLoaderContext, type ScreenGroup } from './screens/groups';
import { LoginWidget } from './screens/LoginWidget';
import { loadChunk } from './lazy/load';
import { sharedClient } from './session/sharedClients';
import { CssContext } from './ui/CssContext';
import { createStyleSheet, type Css } from './ui/styled';
import { createTheme } from './ui/theme';

// The nonce of the script tag that loaded us, read while it runs (K2).
const ownScript = typeof document === 'object' ? (document.currentScript as HTMLScriptElement | null) : null;
const scriptNonce = ownScript?.nonce || ownScript?.getAttribute('nonce') || undefined;

const loadClient = () => loadChunk('client').then((chunk) => chunk.createAuthClient);
const loadScreens = <G extends ScreenGroup>(group: G) => loadChunk(group);

/** Fetches the screen groups a config will need once the page is idle, so no screen waits for them. */
function prefetch(groups: ScreenGroup[]) {
  const idle = (globalThis as { requestIdleCallback?: (callback: () => void) => void }).requestIdleCallback ?? setTimeout;
  idle(() => groups.forEach((group) => loadChunk(group).catch(() => undefined)));
}

/** What is mounted at an element, so a second mount there re-renders instead of stacking. */
const mounted = new WeakMap<Element, () => void>();
let documentCss: Css | undefined;

/** The element a selector names, or the spec's error. A malformed selector throws the browser's SyntaxError, which names it. */
function findElement(selector: string): Element {
  const element = document.querySelector(selector);
  if (!element) throw new Error(`The selector "${selector}" applies to no DOM elements currently on the page.`);
  return element;
}

/** The place to render and the styles for it: a shadow root with its own sheet, or the element itself. */
function prepareRoot(element: Element, shadow: boolean, nonce: string | undefined): { container: Element; css: Css } {
  if (shadow) {
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    root.replaceChildren(container);
    return { container, css: createStyleSheet(root, nonce) };
  }
  element.shadowRoot?.replaceChildren();
  documentCss ??= createStyleSheet(document.head, nonce);
  return { container: element, css: documentCss };
}

/** Callbacks and DOM events for one mount; a throwing host callback never breaks the widget. */
function reporter(element: Element, callbacks: Callbacks | undefined) {
  const report = <T,>(type: string, callback: ((detail: T) => void) | undefined, detail: T) => {
    try {
      callback?.(detail);
    } catch (error) {
      console.error(error);
    }
    element.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  };
  return {
    emit: (event: WidgetEvent) => report('auth-widget-event', callbacks?.onEvent, event),
    reportError: (error: unknown) =>
      report('auth-widget-error', callbacks?.onError, error instanceof Error ? error : new Error(String(error))),
  };
}

/** Mounts the login widget (product-spec.md §1). */
export function mountLogin(options: unknown): void {
  const call = 'mountLogin';
  const opts = validateLoginOptions(call, options);
  const element = findElement(opts.elementSelector);
  const client = sharedClient(opts, loadClient, call);
  mounted.get(element)?.();

  const { emit, reportError } = reporter(element, opts.callbacks);
  const model = createLoginModel({ client, config: opts.config, emit, reportError });
  const { container, css } = prepareRoot(element, opts.config.enableShadowDOM === true, opts.nonce ?? scriptNonce);
  render(
    <ScreenLoaderContext.Provider value={loadScreens}>
      <CssContext.Provider value={css}>
        <LoginWidget model={model} theme={createTheme(opts.styles)} />
      </CssContext.Provider>
    </ScreenLoaderContext.Provider>,
    container,
  );
  mounted.set(element, () => {
    render(null, container);
    model.dispose();
  });

  client.log('sdk_instance_instantiated', {
    callbacks: { onEvent: typeof opts.callbacks?.onEvent === 'function', onError: typeof opts.callbacks?.onError === 'function' },
  });
  client.log('render_login_screen', { options: { products: opts.config.products, otp_methods: opts.config.otpOptions?.methods ?? [] } });
  client.ready().then((loaded) => loaded.loadBootstrap(), reportError);
  void model.start();
  // The phone field group is not prefetched: Main loads it as soon as a phone tab shows.
  const { products, otpOptions } = opts.config;
  if (!model.configError) {
    prefetch([
      ...(products.includes('emailMagicLinks') ? (['emailMagicLinks'] as const) : []),
      ...(otpOptions ? (['otp'] as const) : []),
    ]);
  }
}

/** The shared client for host code: session and user, changes, logout and magic-link redirects. */
export function client(options: unknown) {
  const opts = validateClientOptions('client', options);
  const shared = sharedClient(opts, loadClient, 'client');
  return {
    getSession: shared.getSession,
    getUser: shared.getUser,
    onChange: shared.onChange,
    logout: async () => (await shared.ready()).logout(),
    authenticateFromUrl: async (callOptions?: { sessionDurationMinutes?: number }) =>
      (await shared.ready()).authenticateFromUrl(callOptions?.sessionDurationMinutes),
  };
}
