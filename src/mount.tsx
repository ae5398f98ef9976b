import { render } from 'react';
import { createLoginModel } from './login/model';
import type { Mounted } from './screens/mounted';
import { en } from './i18n/en';
import { ENGLISH, type LocaleChoice } from './i18n/locale';
import { speaksEnglish } from './i18n/speaksEnglish';
import { MessagesContext } from './screens/messages';
import type { Callbacks, MountBaseOptions, WidgetConfig, WidgetEvent } from './options';
import {
  validateIdentityProviderOptions,
  validateLoginOptions,
  validatePasskeyRegistrationOptions,
  validateResetPasswordOptions,
} from './validateOptions';
import { Container, Heading, LoadFailed, PoweredBy } from './ui/Container';
import { Spinner } from './ui/Feedback';
import { chunksAtMount, loadMainParts, mainGroupsOf, type ProductTable } from './login/compose';
import { PRODUCTS } from './composition';
import { ScreenLoaderContext } from './screens/groups';
import { LoginWidget } from './widgets/login/LoginWidget';
import type { Chunks } from './chunkTable';
import { loadChunk, loadGroup, loadLocale, loadStringsCheck } from './chunkTable';
import { loginScreens } from './loginScreens';
import { loadClient } from './client';
import { scriptNonce } from './loading/script';
import { sharedClient } from './session/sharedClients';
import { afterFirstPaint, afterNextPaint, holdFirstPaint } from './loading/schedule';
import { StyleContext } from './ui/StyleContext';
import { createStyleSheet, type StyleSheet } from './ui/styled';
import { WIDGET_SHEET } from './ui/widgetSheet';
import { roomOf } from './ui/room';
import { createTheme, type Theme } from './ui/theme';


/**
 * Asks for chunks now, in parallel, in the order given (lazy/load.ts). What they set up waits for
 * the first paint (afterFirstPaint). A failure shows when the chunk is needed; `report` tells the
 * host now (a Trusted Types policy that blocks every chunk, say).
 */
const fetchChunks = (chunks: string[], report?: (error: unknown) => void) =>
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
 * What every widget's mount does (product-spec.md §1): find, share the client, replace, style,
 * report. A widget in another language than English starts once its locale's chunk has arrived
 * (fetched at once, beside the client), so no English shows first; if it cannot arrive, English.
 * `at` is an element to mount into instead of a selector's: a custom element (elements/) always
 * renders in its own shadow root, another (the React package's) as the config says.
 */
function mountWidget(call: string, opts: MountBaseOptions, config: WidgetConfig, start: (mounted: Mounted) => void, at?: Element) {
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
  // What starts after the first paint waits for this widget's first screen (util/schedule.ts).
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
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- loadBootstrap never rejects (a failure keeps the cached values)
    .then((loaded) => setTimeout(loaded.loadBootstrap), reportError);
}

/**
 * The widgets' mounts, each called by its public function (below) or by its custom element
 * (elements/) with the element to mount into, `at`, instead of a selector.
 */
export const mounts = {
  login,
  resetPassword,
  passkeyRegistration,
  identityProvider,
};
export type WidgetMount = (call: string, options: unknown, at?: Element) => void;

/** Mounts the login widget (product-spec.md §1). */
export const mountLogin = (options: unknown): void => login('mountLogin', options);
/** Mounts the reset-password widget (issue 3). */
export const mountResetPassword = (options: unknown): void => resetPassword('mountResetPassword', options);
/** Mounts the passkey-registration widget (issue 4). */
export const mountPasskeyRegistration = (options: unknown): void => passkeyRegistration('mountPasskeyRegistration', options);
/** Mounts the identity-provider widget (issue 12). */
export const mountIdentityProvider = (options: unknown): void => identityProvider('mountIdentityProvider', options);

function login(call: string, options: unknown, at?: Element): void {
  const opts = validateLoginOptions(call, options, PRODUCTS, at);
  const { config } = opts;
  mountWidget(call, opts, config, ({ client, emit, reportError, show, onDispose, locale, messages }) => {
    // What the configured products need, fetched at mount (in another language, once its chunk
    // has run: scripts run in the order they were asked for, so a slow product chunk asked for
    // first would hold the locale's, and the whole card, back). What Main waits for (its groups,
    // the phone field) is asked for now; the rest (the screens after Enter's answer: Enter needs
    // only the client) once Main has painted, so neither their requests nor their scripts hold
    // the first paint back. A redirect page needs its product's group at once.
    const redirected = location.search.includes('stytch_token_type');
    const chunks = chunksAtMount(config, PRODUCTS, redirected);
    const waitsFor = mainGroupsOf(config, PRODUCTS);
    fetchChunks(redirected ? chunks : chunks.filter((name) => name === 'phoneField' || waitsFor.includes(name)), reportError);
    const theme = createTheme(opts.styles);
    let live = true;
    onDispose(() => (live = false));
    const begin = (products: ProductTable) => {
      if (!live) return;
      const model = createLoginModel({
        client,
        config,
        locale,
        products,
        emit,
        reportError,
        load: loadGroup,
        loadPhoneField: () => loadChunk('phoneField'),
        loadPhone: () => loadChunk('phone'),
      });
      show(<LoginWidget model={model} theme={theme} screens={loginScreens} />);
      void afterNextPaint().then(() => fetchChunks(chunks, reportError));
      onDispose(model.dispose);
      client.log('render_login_screen', { options: { products: config.products, otp_methods: config.otpOptions?.methods ?? [] } });
      // A redirect token's 'Logging in' replaces Main before it paints. Otherwise what Main starts
      // next (the phone field, in the room held for it) waits for a task after the one that draws
      // it: with every product the two made a first frame of over 50 ms at 4x CPU (npm run bench).
      if (redirected) void model.start();
      else setTimeout(() => void model.start());
    };
    // Main's first paint waits for the groups that hold the products' parts of it (OAuth's
    // buttons, say); an email-only page has none and paints in the mount's task.
    if (!waitsFor.length) return begin(PRODUCTS);
    // Main is drawn in a task of its own, not in the load event of the last group to run (with its
    // script, over 50 ms at 4x CPU on a page with every product: npm run bench). A group that
    // cannot arrive has been reported by fetchChunks; the card says it is the network.
    loadMainParts(config, PRODUCTS, loadGroup).then((products) => void setTimeout(() => begin(products)), () => {
      if (live)
        show(
          <Container variables={theme.variables}>
            <LoadFailed t={messages} />
          </Container>,
        );
    });
  }, at);
}

/**
 * Mounts a widget that is wholly a lazy group: a 'Loading' card until its chunk arrives, then the
 * chunk starts it. The card keeps the room of the widget's first screen (`aw-${group}`, and the
 * footer's unseen, as the widget's own), so the host's page below does not move when it is drawn.
 */
function mountLazyWidget<G extends 'resetPassword' | 'passkeyRegistration' | 'identityProvider'>(
  call: string,
  opts: MountBaseOptions & { config: WidgetConfig },
  group: G,
  start: (chunk: Chunks[G], mounted: Mounted, theme: Theme) => void,
  at: Element | undefined,
) {
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- its one await's failure is caught and shown below
  mountWidget(call, opts, opts.config, async (mounted) => {
    const theme = createTheme(opts.styles);
    const t = mounted.messages;
    mounted.show(
      <Container variables={theme.variables}>
        <div className={`aw-center aw-wait ${roomOf(group)}`}>
          <Heading>{t.loading}</Heading>
          <Spinner />
        </div>
        <PoweredBy label={t.poweredBy} disabled={undefined} />
      </Container>,
    );
    let chunk;
    try {
      chunk = await loadChunk(group);
    } catch (error) {
      mounted.reportError(error);
      mounted.show(
        <Container variables={theme.variables}>
          <LoadFailed t={mounted.messages} />
        </Container>,
      );
      return;
    }
    start(chunk, mounted, theme);
  }, at);
}

/**
 * Mounts the reset-password widget (issue 3): the whole widget is the lazy `resetPassword` group,
 * so pages that only log in never download it.
 */
function resetPassword(call: string, options: unknown, at?: Element): void {
  const opts = validateResetPasswordOptions(call, options, at);
  mountLazyWidget(call, opts, 'resetPassword', (group, mounted, theme) => group.start(opts, mounted, theme), at);
}

/**
 * Mounts the passkey-registration widget (issue 4): the lazy `passkeyRegistration` group, with the
 * browser's WebAuthn requests from the `passkeys` chunk, fetched alongside.
 */
function passkeyRegistration(call: string, options: unknown, at?: Element): void {
  const opts = validatePasskeyRegistrationOptions(call, options, at);
  const loadCeremonies = () => loadChunk('passkeys').then((chunk) => chunk.createCeremonies());
  fetchChunks(['passkeys']);
  mountLazyWidget(call, opts, 'passkeyRegistration', (group, mounted, theme) => group.start(opts, mounted, theme, loadCeremonies), at);
}

/**
 * Mounts the identity-provider widget (issue 12): the lazy `identityProvider` group, where an
 * OpenID Provider sends the browser for consent or logout. It takes no config.
 */
function identityProvider(call: string, options: unknown, at?: Element): void {
  mountLazyWidget(call, validateIdentityProviderOptions(call, options, at), 'identityProvider', (group, mounted, theme) => group.start(mounted, theme), at);
}

export { client } from './client';
