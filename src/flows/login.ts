import type { Text } from '../i18n/texts';
import { computed, effect, signal, type ReadonlySignal, type Signal } from '@preact/signals';
import type { AuthResponse } from '../contract/index';
import type { Chunks } from '../lazy/chunks';
import { loadChunk } from '../lazy/load';
import type { LoginConfig, WidgetEvent } from '../options';
import { configErrorOf, configuredProducts, formTabsOf, mainBlocksOf, mainPartOf, type MainBlockEntry, type ProductTable } from '../products/compose';
import type { LoginContext, ProductModel, ProductStep } from '../products/product';
import type { ProductModels } from '../products/table';
import { boundTo, DEFAULT_SESSION_DURATION_MINUTES, type BootstrapState, type ClientHandle } from '../session/clientHandle';
import { en } from '../i18n/en';
import type { Locale } from '../i18n/locale';
import { actionRunner } from './actions';
import { watchBootstrap } from './bootstrap';
import { createFormModel, type FormDeps, type FormModel } from './form';
import { messageOf, type UiMessage, type UiMessageKey } from './messages';
import type { LoginStep } from './steps';

export interface LoginDeps extends Pick<FormDeps, 'loadPhoneField'> {
  client: ClientHandle;
  config: LoginConfig;
  /** The language the widget speaks; links, passcodes and reset emails are asked for in it. */
  locale: Locale;
  /** The product table (products/table.ts), with the configured products' parts of Main loaded (loadMainParts); tests may pass their own. */
  products: ProductTable;
  emit(event: WidgetEvent): void;
  reportError(error: unknown): void;
  now?: () => number;
  /** Loads a lazy group; tests pass the modules themselves. */
  load?: <G extends keyof Chunks>(name: G) => Promise<Chunks[G]>;
}

/** The login widget's shared state; each product's own lives in its model (`products`). */
export interface LoginModel {
  config: LoginConfig;
  configError: UiMessageKey | null;
  step: Signal<LoginStep>;
  busy: Signal<boolean>;
  /** While the current step's request runs, Back does nothing (and says so). */
  backBlocked: ReadonlySignal<boolean>;
  error: Signal<UiMessage | null>;
  bootstrap: ReadonlySignal<BootstrapState>;
  /** The main file's product strings, and those loaded groups add for Main. */
  strings: ReadonlySignal<Record<string, Text>>;
  /** Main's blocks, in order (products/compose.ts). */
  blocks: MainBlockEntry[];
  form: FormModel;
  products: ProductModels;
  /** Takes a redirect token in the page's URL, when a product recognizes one. */
  start(): Promise<void>;
  back(): void;
  dispose(): void;
}

/**
 * The login flow, as every product shares it: the current step, the busy flag, errors, the back
 * arrow and completion. Products (products/table.ts) bring their steps, screens and actions.
 */
export function createLoginModel(deps: LoginDeps): LoginModel {
  const { client, config } = deps;
  const configError = configErrorOf(config, deps.products);
  const configured = configuredProducts(config, deps.products);
  const step = signal<LoginStep>({ name: 'main' });
  const busy = signal(false);
  const error = signal<UiMessage | null>(configError ? { key: configError } : null);
  // First paint reads no storage: the cached bootstrap comes when the client chunk asks for it.
  const watched = watchBootstrap(client);
  const strings = signal<Record<string, Text>>(Object.assign({}, ...configured.map((product) => product.strings)) as Record<string, Text>);
  // The card shows the config error; the host hears of it too (onError and the console).
  if (configError) deps.reportError(new Error(`AuthWidget: ${{ ...en, ...strings.value }[configError]}`));

  // Set by dispose (the element was removed or mounted again), which also aborts the widget's own
  // requests still under way; after it nothing reaches the host: no late events, no abort errors.
  let disposed = false;
  const requests = new AbortController();
  const reportError: typeof deps.reportError = (error) => disposed || deps.reportError(error);
  // A step that owns timers (the passcode countdown) ends them when the widget moves on; after the
  // widget's dispose, a step that a late answer sets is ended at once.
  effect(() => {
    const { dispose } = step.value as ProductStep;
    if (disposed) dispose?.();
    else return dispose && (() => dispose());
  });
  const emit: typeof deps.emit = (event) => disposed || deps.emit(event);

  const fail = (reason: unknown, message: UiMessage = messageOf(reason)) => {
    error.value = message;
    reportError(reason);
  };
  // Back waits while the step's request runs, whose answer would move the screen on (issue 9).
  const backBlocked = computed(() => busy.value || (step.value as ProductStep).busy?.value === true);
  const back = () => {
    if (backBlocked.value) return;
    step.value = { name: 'main' };
    error.value = configError ? { key: configError } : null;
  };

  const context: LoginContext = {
    client: boundTo(client, requests.signal),
    config,
    locale: deps.locale,
    sessionMinutes: config.sessionOptions?.sessionDurationMinutes ?? DEFAULT_SESSION_DURATION_MINUTES,
    now: deps.now ?? Date.now,
    emit,
    reportError,
    step,
    onMain: computed(() => step.value.name === 'main'),
    // A config error shows in place of the form: no tabs, no products, nothing to load.
    tabs: configError ? [] : formTabsOf(config, deps.products),
    email: signal(''),
    error,
    /** One action at a time with the busy flag; errors land in `error` and go to onError. */
    run: actionRunner(busy, error, fail),
    fail,
    /** The session is stored before the success screen shows; the complete event fires once per sign-in. */
    complete(auth: AuthResponse, confirmation: LoginStep) {
      step.value = confirmation;
      client.log('ui_authentication_success');
      emit({ type: 'AUTHENTICATE_FLOW_COMPLETE', data: auth });
    },
    load: deps.load ?? loadChunk,
    addStrings: (added) => (strings.value = { ...strings.value, ...added }),
    back,
  };

  const models: Record<string, ProductModel> = {};
  if (!configError) for (const product of configured) models[product.name] = mainPartOf(product).create(context) as ProductModel;
  const form = createFormModel({ context, table: deps.products, models, disabled: configError !== null, loadPhoneField: deps.loadPhoneField });

  const shared = { config, configError, step, busy, backBlocked, error, strings, form, back };
  return {
    ...shared,
    bootstrap: watched.bootstrap,
    blocks: mainBlocksOf(config, deps.products),
    products: models as ProductModels,
    async start() {
      for (const model of Object.values(models)) if (await model.start?.()) return;
      // No redirect token took the page: Main stays, so what its first tab needs loads now.
      form.shown();
    },
    dispose() {
      disposed = true;
      requests.abort();
      for (const model of Object.values(models)) model.dispose?.();
      (step.value as ProductStep).dispose?.();
      watched.stop();
    },
  };
}
