// The widgets as custom elements (issue 16): <auth-login>, <auth-reset-password>,
// <auth-passkey-registration> and <auth-identity-provider>, each a thin wrapper over its mount
// (mount.tsx `mounts`) that renders into the element's own shadow root.
import type { StringsOverride } from '../locales/types';
import { mounts, reporter, unmount, type WidgetMount } from '../mount';
import type { Callbacks, LoginConfig, PasskeyRegistrationConfig, ResetPasswordConfig, Styles, SupportedLocale } from '../options';

/** `publicToken` as `public-token`: an option's attribute, a mount's tag (after `auth-`). */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
/** The options that are attributes too. */
const ATTRIBUTE_OPTIONS = ['publicToken', 'apiBaseUrl', 'locale'];
/** Every option's property; objects and functions are properties only. */
const PROPERTIES = [...ATTRIBUTE_OPTIONS, 'config', 'styles', 'callbacks', 'strings'];

/**
 * A widget's custom element (`<auth-login>`, `<auth-reset-password>`, `<auth-passkey-registration>`,
 * `<auth-identity-provider>`): its mount function's options as properties, besides `nonce` (the
 * page's CSP nonce for its styles, by default the script tag's). An option that is an attribute
 * too takes the last value given either way. Changes made in one task mount once, at its end; the
 * widget renders in the element's own shadow root, and removing the element disposes it. Events
 * and errors are also dispatched on it as `auth-widget-event` and `auth-widget-error`.
 */
export interface AuthWidgetElement<Config> extends HTMLElement {
  /** The project's public token; also the `public-token` attribute. */
  publicToken: string | undefined;
  /** A full origin such as `http://localhost:9099`; also the `api-base-url` attribute. */
  apiBaseUrl: string | undefined;
  /** A BCP 47 tag, as `locale` of the mount options; also the `locale` attribute. */
  locale: SupportedLocale | (string & {}) | undefined;
  /** The widget's config, as the mount function's `config`. */
  config: Config | undefined;
  /** The widget's colours, fonts and sizes. */
  styles: Styles | undefined;
  /** Functions the widget calls with its events and errors. */
  callbacks: Callbacks | undefined;
  /** Texts that replace the locale's, by key. */
  strings: StringsOverride | undefined;
}

declare global {
  interface HTMLElementTagNameMap {
    'auth-login': AuthWidgetElement<LoginConfig>;
    'auth-reset-password': AuthWidgetElement<ResetPasswordConfig>;
    'auth-passkey-registration': AuthWidgetElement<PasskeyRegistrationConfig>;
    /** The identity-provider widget takes no config. */
    'auth-identity-provider': AuthWidgetElement<never>;
  }
}

type Options = Record<string, unknown>;

/**
 * An element class for `mount`. Changes are gathered in a microtask, so setting several options in
 * a row (or creating the element, then setting them) mounts once; each mount at the same element
 * re-renders it in place. A class per call: one defined at the top level would need HTMLElement
 * when this module is merely imported (on a server, say).
 */
function elementClass(tag: string, mount: WidgetMount) {
  const call = `<${tag}>`;
  class AuthElement extends HTMLElement {
    static observedAttributes = ATTRIBUTE_OPTIONS.map(kebab);
    /** The options as last given, by attribute or property. */
    #given: Options = {};
    #queued = false;
    #live = false;

    static {
      for (const name of PROPERTIES) {
        Object.defineProperty(this.prototype, name, {
          get(this: AuthElement) {
            return this.#given[name];
          },
          set(this: AuthElement, value: unknown) {
            this.#given[name] = value;
            this.#update();
          },
        });
      }
    }

    constructor() {
      super();
      this.attachShadow({ mode: 'open' });
    }

    connectedCallback() {
      // Values a host set on the element before this class upgraded it are own properties that
      // hide the accessors: pass them through the accessors (the "lazy property" pattern).
      for (const name of PROPERTIES) {
        if (Object.hasOwn(this, name)) {
          const value = (this as unknown as Options)[name];
          delete (this as unknown as Options)[name];
          (this as unknown as Options)[name] = value;
        }
      }
      if (!this.#live) this.#update();
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null) {
      this.#given[ATTRIBUTE_OPTIONS[AuthElement.observedAttributes.indexOf(attribute)]!] = value ?? undefined;
      this.#update();
    }

    disconnectedCallback() {
      // A move (out and back in within one task) keeps the widget; a removal disposes it: its
      // timers, listeners and renders (mount.tsx `unmount`).
      queueMicrotask(() => {
        if (this.isConnected) return;
        unmount(this);
        this.#live = false;
      });
    }

    /** Mounts again once this task's changes are in, if the element is in the document. */
    #update() {
      if (this.#queued) return;
      this.#queued = true;
      queueMicrotask(() => {
        this.#queued = false;
        if (!this.isConnected) return;
        try {
          mount(call, { ...this.#given, nonce: this.nonce || undefined }, this);
          this.#live = true;
        } catch (error) {
          // A missing public-token, a wrong config: the host hears of it as from a widget, by
          // auth-widget-error, onError and the console; what was mounted before stays.
          reporter(this, this.#given.callbacks as Callbacks | undefined).reportError(error);
        }
      });
    }
  }
  return AuthElement;
}

/**
 * Defines `<auth-login>`, `<auth-reset-password>`, `<auth-passkey-registration>` and
 * `<auth-identity-provider>`, one for each mount function; a tag already defined (by a second copy
 * of the script) is left as it is.
 */
export function defineElements(): void {
  for (const [name, mount] of Object.entries(mounts)) {
    const tag = `auth-${kebab(name)}`;
    if (!customElements.get(tag)) customElements.define(tag, elementClass(tag, mount));
  }
}
