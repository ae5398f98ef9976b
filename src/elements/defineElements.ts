// The widgets as custom elements (issue 16): <auth-login>, <auth-reset-password>,
// <auth-passkey-registration> and <auth-identity-provider>, each a thin wrapper over its mount
// (mount.tsx `mounts`) that renders into the element's own shadow root. The main file defines
// the tags; what they do is the lazy `elements` chunk (elementBody.ts, issue 38), which only a
// page with one of them fetches.
import type { StringsOverride } from '../locales/types';
import { loadWidgetChunk } from '../chunkTable';
import { mounts, reporter, unmount } from '../mount';
import type { ElementBody } from './elementBody';
import type { Callbacks, LoginConfig, PasskeyRegistrationConfig, ResetPasswordConfig, Styles, SupportedLocale } from '../options';

/** `publicToken` as `public-token`: an option's attribute, a mount's tag (after `auth-`). */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
/** The options that are attributes too. */
const ATTRIBUTE_OPTIONS = ['publicToken', 'apiBaseUrl', 'locale'];
/** What the `elements` chunk does, once it has run. */
let body: ElementBody | undefined;

/**
 * A widget's custom element (`<auth-login>`, `<auth-reset-password>`, `<auth-passkey-registration>`,
 * `<auth-identity-provider>`): its mount function's options as properties, besides `nonce` (the
 * page's CSP nonce for its styles, by default the script tag's). An option that is an attribute
 * too takes the last value given either way. Changes made in one task mount once, at its end (the
 * first mount waits for the small `elements` chunk, fetched when one is first in the document); the
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

/**
 * Defines `<auth-login>`, `<auth-reset-password>`, `<auth-passkey-registration>` and
 * `<auth-identity-provider>`, one for each mount function; a tag already defined (by a second copy
 * of the script) is left as it is. Their class here is small: the first time one is in the
 * document, it fetches the rest (the `elements` chunk, elementBody.ts), which mounts it.
 * An attribute sets its option's property; until the chunk has run, the options given are the
 * element's own properties, which it then takes over. A class per call: one defined at the top
 * level would need HTMLElement when this module is merely imported (on a server, say).
 */
export function defineElements(): void {
  class AuthElement extends HTMLElement {
    static observedAttributes = ATTRIBUTE_OPTIONS.map(kebab);

    constructor() {
      super();
      this.attachShadow({ mode: 'open' });
    }

    connectedCallback() {
      if (body) body.connected(this);
      else
        loadWidgetChunk('elements').then(
          (chunk) => (body ??= chunk.install(AuthElement.prototype, mounts, unmount, reporter)).connected(this),
          // The network, say: the host hears of it as from a widget (a later connection tries again).
          (error: unknown) => reporter(this, (this as Partial<AuthWidgetElement<never>>).callbacks).reportError(error),
        );
    }

    disconnectedCallback() {
      body?.disconnected(this);
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null) {
      (this as unknown as Record<string, unknown>)[ATTRIBUTE_OPTIONS[AuthElement.observedAttributes.indexOf(attribute)]!] = value ?? undefined;
    }
  }
  for (const name in mounts) {
    const tag = `auth-${kebab(name)}`;
    if (!customElements.get(tag)) customElements.define(tag, class extends AuthElement {});
  }
}
