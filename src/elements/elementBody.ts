// The custom elements' behaviour (issue 16), the lazy `elements` chunk (issue 38): the main file
// defines the tags with a small class (defineElements.ts) that fetches this the first time one of
// them is in the document, and hands it the class's prototype and the mounts. Until it has run,
// options given by attribute or property are the element's own properties; it takes them over.
import type { Callbacks } from '../options';

/** Every option's property; `publicToken`, `apiBaseUrl` and `locale` are attributes too (defineElements.ts). */
const PROPERTIES = ['publicToken', 'apiBaseUrl', 'locale', 'config', 'styles', 'callbacks', 'strings'];

type Options = Record<string, unknown>;

/**
 * What the main file hands over (mount.tsx's `mounts`, `unmount` and `reporter`), by shape: a type
 * import of mount.tsx would close a circle through the chunk table, which names this chunk.
 */
type WidgetName = 'login' | 'resetPassword' | 'passkeyRegistration' | 'identityProvider';
type Mounts = Record<WidgetName, (call: string, options: unknown, at?: Element) => void>;
type Reporter = (element: Element, callbacks: Callbacks | undefined) => { reportError(error: unknown): void };

/** An element's options as last given, by attribute or property, and whether a mount is queued or live. */
interface State {
  given: Options;
  queued?: boolean;
  live?: boolean;
}

/** What the main file's element class calls once this has run. */
export interface ElementBody {
  connected(element: HTMLElement): void;
  disconnected(element: HTMLElement): void;
}

/**
 * Gives the elements' class (its `prototype`) the options' accessors, and returns what its
 * connected and disconnected callbacks do. Changes are gathered in a microtask, so setting several
 * options in a row (or creating the element, then setting them) mounts once; each mount at the same
 * element re-renders it in place.
 */
export function install(prototype: HTMLElement, mounts: Mounts, unmount: (element: Element) => void, reporter: Reporter): ElementBody {
  const states = new WeakMap<HTMLElement, State>();
  const state = (element: HTMLElement) => {
    let found = states.get(element);
    if (!found) states.set(element, (found = { given: {} }));
    return found;
  };

  /** Mounts again once this task's changes are in, if the element is in the document. */
  const update = (element: HTMLElement) => {
    const current = state(element);
    if (current.queued) return;
    current.queued = true;
    queueMicrotask(() => {
      current.queued = false;
      if (!element.isConnected) return;
      // `auth-reset-password` is the mount `resetPassword`.
      const tag = element.localName;
      try {
        mounts[tag.slice(5).replace(/-(.)/g, (_, letter: string) => letter.toUpperCase()) as WidgetName](
          `<${tag}>`,
          { ...current.given, nonce: element.nonce || undefined },
          element,
        );
        current.live = true;
      } catch (error) {
        // A missing public-token, a wrong config: the host hears of it as from a widget, by
        // auth-widget-error, onError and the console; what was mounted before stays.
        reporter(element, current.given.callbacks as Callbacks | undefined).reportError(error);
      }
    });
  };

  for (const name of PROPERTIES) {
    Object.defineProperty(prototype, name, {
      get(this: HTMLElement) {
        return state(this).given[name];
      },
      set(this: HTMLElement, value: unknown) {
        state(this).given[name] = value;
        update(this);
      },
    });
  }

  return {
    connected(element) {
      // Values given before the accessors existed (before this chunk ran, or before the class
      // upgraded the element) are own properties that hide them: pass them through the accessors
      // (the "lazy property" pattern).
      const options = element as unknown as Options;
      for (const name of PROPERTIES) {
        if (Object.hasOwn(element, name)) {
          const value = options[name];
          delete options[name];
          options[name] = value;
        }
      }
      if (!state(element).live) update(element);
    },
    disconnected(element) {
      // A move (out and back in within one task) keeps the widget; a removal disposes it: its
      // timers, listeners and renders (mount.tsx `unmount`).
      queueMicrotask(() => {
        if (element.isConnected) return;
        unmount(element);
        state(element).live = false;
      });
    },
  };
}
