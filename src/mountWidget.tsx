// How every widget mounts: the element, its root and styles, the host's callbacks, the shared
// client and the language, then the widget's own start (mount.tsx).
import { render } from 'react';
import type { Mounted } from './screens/mounted';
import { en } from './i18n/en';
import { ENGLISH, type LocaleChoice } from './i18n/locale';
import { speaksEnglish } from './i18n/speaksEnglish';
import { MessagesContext } from './screens/messages';
import type { Callbacks, MountBaseOptions, WidgetConfig, WidgetEvent } from './options';
import { ScreenLoaderContext } from './screens/groups';
import { loadGroup, loadLocale, loadStringsCheck } from './chunkTable';
import { loadClient } from './client';
import { scriptNonce } from './loading/script';
import { sharedClient } from './session/sharedClients';
import { afterFirstPaint, afterNextPaint, holdFirstPaint } from './loading/schedule';
import { StyleContext } from './ui/StyleContext';
import { createStyleSheet, type StyleSheet } from './ui/styled';
import { WIDGET_SHEET } from './ui/widgetSheet';

/**
 * Asks for chunks now, in parallel, in the order given (loading/load.ts). What they set up waits for
 * the first paint (afterFirstPaint). A failure shows when the chunk is needed; `report` tells the
 * host now (a Trusted Types policy that blocks every chunk, say).
 */
export const fetchChunks = (chunks: string[], report?: (error: unknown) => void) =>
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- each load's failure is caught right there
  chunks.forEach((name) => loadGroup(name).catch(report ?? (() => undefined)));

/** What is mounted at an element, so a second mount there re-renders instead of stacking. */
const mounted = new WeakMap<Element, () => void>();
let documentSheet: StyleSheet | undefined;

/** The element a selector names, or the spec's error. A malformed selector throws the browser's SyntaxError, which names it. */
function findElement(selector: string): Element {
  const element = document.querySelector(selector);
  if (!element) throw new Error(`The selector "${selector}" applies to no DOM elements currently on the page.`);
  return element;
}

/** Disposes what is mounted at an element (a custom element's removal, elements/). */
export function unmount(element: Element): void {
  mounted.get(element)?.();
  mounted.delete(element);
}

/** The place to render and the styles for it: a shadow root with its own sheet, or the element itself. */
function prepareRoot(element: Element, shadow: boolean, nonce: string | undefined): { container: Element; sheet: StyleSheet } {
  if (shadow) {
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    root.replaceChildren(container);
    return { container, sheet: createStyleSheet(root, nonce, WIDGET_SHEET.text) };
  }
  // A shadow root from an earlier mount stays (it cannot be removed): a slot shows the light DOM through it.
  element.shadowRoot?.replaceChildren(document.createElement('slot'));
  documentSheet ??= createStyleSheet(document.head, nonce, WIDGET_SHEET.text);
  return { container: element, sheet: documentSheet };
}

/**
 * Callbacks and DOM events for one mount; a throwing host callback never breaks the widget. Errors
 * also go to the console: the person saw a plain sentence, the developer gets the details.
 */
export function reporter(element: Element, callbacks: Callbacks | undefined) {
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
    reportError(error: unknown) {
      console.error(error);
      report('auth-widget-error', callbacks?.onError, error instanceof Error ? error : new Error(String(error)));
    },
  };
}

/**
 * What every widget's mount does (docs/spec/product.md §1): find, share the client, replace, style,
 * report. A widget in another language than English starts once its locale's chunk has arrived
 * (fetched at once, beside the client), so no English shows first; if it cannot arrive, English.
 * `at` is an element to mount into instead of a selector's: a custom element (elements/) always
 * renders in its own shadow root, another (the React package's) as the config says.
 */
export function mountWidget(call: string, opts: MountBaseOptions, config: WidgetConfig, start: (mounted: Mounted) => void, at?: Element) {
  const element = at ?? findElement(opts.elementSelector);
  const client = sharedClient(opts, loadClient, call);
  const { emit, reportError } = reporter(element, opts.callbacks);
  const wanted = [opts.locale, ...(navigator.languages ?? [])];
  const translated = speaksEnglish(wanted) ? undefined : loadLocale(wanted);
  // Every widget's first request needs it: asked for now, first (main.ts has usually asked already).
  fetchChunks(['client'], reportError);
  mounted.get(element)?.();
  const { container, sheet } = prepareRoot(element, !!at?.localName.includes('-') || config.enableShadowDOM === true, opts.nonce ?? scriptNonce);
  let live = true;
  // What starts after the first paint waits for this widget's first screen (loading/schedule.ts).
  let drawn: (() => void) | undefined = holdFirstPaint();
  const disposers: (() => void)[] = [() => render(null, container), () => (live = false), drawn];
  mounted.set(element, () => disposers.forEach((dispose) => dispose()));
  client.log('sdk_instance_instantiated', {
    callbacks: { onEvent: typeof opts.callbacks?.onEvent === 'function', onError: typeof opts.callbacks?.onError === 'function' },
  });
  const begin = (messages: Mounted['messages'], { locale, lang, dir }: LocaleChoice) =>
    live &&
    start({
      client,
      emit,
      reportError,
      messages,
      locale,
      element,
      show(view) {
        render(
          <ScreenLoaderContext.Provider value={loadGroup}>
            <MessagesContext.Provider value={messages}>
              <StyleContext.Provider value={{ ...sheet, headingLevel: config.headingLevel, lang, dir }}>
                {view}
              </StyleContext.Provider>
            </MessagesContext.Provider>
          </ScreenLoaderContext.Provider>,
          container,
        );
        if (drawn) {
          void afterNextPaint().then(drawn);
          drawn = undefined;
        }
      },
      onDispose: (dispose) => disposers.push(dispose),
    });
  // The host's `strings` are checked by a chunk of their own, fetched beside the locale's; a text
  // that fails the check, or all of them if the check cannot arrive, is reported and ignored.
  const overridden = opts.strings && loadStringsCheck().then((chunk) => chunk.checkStrings(call, opts.strings!, reportError));
  if (translated || overridden) {
    void Promise.all([
      translated?.catch((error: unknown) => reportError(error)),
      overridden?.catch(reportError),
    ]).then(([chosen, strings]) => begin({ ...(chosen?.messages ?? en), ...strings }, chosen?.messages ? chosen.choice : ENGLISH));
  } else begin(en, ENGLISH);
  // The client is made after the first paint (unless the user needs it sooner), and the bootstrap
  // request leaves in a task of its own, so no two of these make one long task.
  void afterFirstPaint()
    .then(client.ready)
    .then((loaded) => loaded.fetchBootstrap(), reportError);
}
