import type { Text } from '../i18n/texts';
import { computed, effect, signal } from '@preact/signals';
import type { AuthResponse } from '../contract/index';
import type { WidgetEvent } from '../flows/config';
import { configErrorOf, configuredProducts, formTabsOf, mainBlocksOf, mainPartOf, type ProductTable } from './compose';
import type { Capabilities, LoginBaseConfig, LoginBlock, LoginContext, LoginModel, ProductModel } from './types';
import type { ProductDef } from './product';

export type { LoginModel } from './types';
import { boundTo, DEFAULT_SESSION_DURATION_MINUTES, type ClientHandle } from '../session/clientHandle';
import { en } from '../i18n/en';
import type { Locale } from '../i18n/locale';
import { actionRunner } from '../flows/actions';
import { watchBootstrap } from '../flows/bootstrap';
import { createFormModel, type FormDeps } from './form';
import { messageOf, type UiMessage } from '../flows/messages';
import type { MainStep, ProductStep } from './steps';

export interface LoginDeps extends Pick<FormDeps, 'loadPhoneField' | 'phoneField' | 'loadPhone' | 'loadRegionNames'> {
  client: ClientHandle;
  config: LoginBaseConfig;
  /** The language the widget speaks; links, passcodes and reset emails are asked for in it. */
  locale: Locale;
  /** The product table (composition.ts), with the configured products' parts of Main loaded (loadMainParts); tests may pass their own. */
  products: ProductTable;
  emit(event: WidgetEvent): void;
  reportError(error: unknown): void;
  now?: () => number;
  /** Loads a lazy group by name (the root's loader); tests pass the modules themselves. */
  load(name: string): Promise<unknown>;
}


/**
 * The login flow, as every product shares it: the current step, the busy flag, errors, the back
 * arrow and completion. Products (composition.ts) bring their steps, screens and actions.
 */
export function createLoginModel(deps: LoginDeps): LoginModel {
  const { client, config } = deps;
  const configError = configErrorOf(config, deps.products);
  const configured = configuredProducts(config, deps.products);
  const step = signal<ProductStep>({ name: 'main' } satisfies MainStep);
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
    const { dispose } = step.value;
    if (disposed) dispose?.();
    else return dispose && (() => dispose());
  });
  const emit: typeof deps.emit = (event) => disposed || deps.emit(event);

  const fail = (reason: unknown, message: UiMessage = messageOf(reason)) => {
    error.value = message;
    reportError(reason);
  };
  // Back waits while the step's request runs, whose answer would move the screen on (issue 9).
  const backBlocked = computed(() => busy.value || step.value.busy?.value === true);
  const back = () => {
    if (backBlocked.value) return;
    step.value = { name: 'main' };
    error.value = configError ? { key: configError } : null;
  };

  const offered: Partial<Capabilities> = {};
  const context: Omit<LoginContext, 'load'> = {
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
    complete(auth: AuthResponse, confirmation: ProductStep) {
      step.value = confirmation;
      client.log('ui_authentication_success');
      emit({ type: 'AUTHENTICATE_FLOW_COMPLETE', data: auth });
    },
    addStrings: (added) => (strings.value = { ...strings.value, ...added }),
    back,
    offered,
    socialButtons: (name) =>
      configured.reduce((count, product) => count + (product.name !== name && product.slot === 'social' ? (product.buttons?.(config) ?? 0) : 0), 0),
  };

  const models: Record<string, ProductModel> = {};
  // Each product's context loads its own group; what one offers the others is gathered once all are made.
  if (!configError) for (const product of configured) models[product.name] = mainPartOf(product).create({ ...context, load: () => deps.load(product.name) }) as ProductModel;
  for (const model of Object.values(models)) Object.assign(offered, model.offers);
  // The phone field's loaders come with `deps` (LoginDeps picks them from FormDeps).
  const form = createFormModel({ ...deps, context, table: deps.products, models, disabled: configError !== null });

  const shared = { config, configError, step, busy, backBlocked, error, strings, form, back };
  return {
    ...shared,
    bootstrap: watched.bootstrap,
    // Each product's block from its part of Main, loaded by now (loadMainParts).
    blocks: mainBlocksOf(config, deps.products).map((block): LoginBlock => (block.kind === 'product' ? { kind: 'product', name: block.product.name, Block: mainPartOf(block.product as ProductDef<string, ProductStep, ProductModel>).Block! } : block)),
    products: models,
    async start() {
      for (const model of Object.values(models)) if (await model.start?.()) return;
      // No redirect token took the page: Main stays, so what its first tab needs loads now.
      form.shown();
    },
    dispose() {
      disposed = true;
      requests.abort();
      for (const model of Object.values(models)) model.dispose?.();
      step.value.dispose?.();
      watched.stop();
    },
  };
}
