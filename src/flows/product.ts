// The seam between the login widget and its products (STYLE.md guideline 15). A product is one
// folder: `index.ts` declares what it brings (this interface, in the main file), `chunk.ts` is its
// lazy group (models and screens), `strings.ts` its texts. The login widget composes the products
// of `table.ts`; it knows none of them by name.
import type { Text } from '../i18n/texts';
import type { ReadonlySignal, Signal } from '@preact/signals';
import type { ComponentType } from 'react';
import type { AuthResponse, OtpChannel } from '../contract/index';
import type { UiMessage, UiMessageKey } from './messages';
import type { LoginStep } from './steps';
import type { Locale } from '../i18n/locale';
import type { ChunkName, Chunks } from '../loading/chunks';
import type { LoginConfig, Product, WidgetEvent } from '../options';
import type { Schema } from '../validateOptions';
import type { ScreenEntry } from '../loginScreens';
import type { ScreenProps } from '../screens/screenProps';
import type { ClientHandle } from '../session/clientHandle';
import type { LoginModel } from './login';

export type FormTab = OtpChannel;

/** A step a product adds to the login widget: a name and what its screen needs. */
export interface ProductStep {
  name: string;
  /** Ends what the step owns (a countdown) when the widget moves on. */
  dispose?(): void;
  /** The step's own busy flag, when its requests do not run through LoginContext.run. */
  busy?: ReadonlySignal<boolean>;
}

/** mountLogin's checks, for a product's `validate`: each throws the 'Invalid call to mountLogin' error. */
export interface ConfigChecks {
  fail(detail: string): never;
  /** Checks the types of `value`'s options that `schema` names; `path` prefixes their names. */
  types(value: Record<string, unknown>, schema: Schema, path: string): void;
  /** `list` as an array of `allowed` values, duplicates dropped. */
  known<T>(list: unknown, name: string, allowed: readonly T[]): T[];
}

/** What every product's main-side model may offer the shared form and the login flow. */
export interface ProductModel {
  /** The Email tab was submitted with a valid address (only the handling product's is called). */
  submitEmail?(address: string): Promise<void>;
  /** A phone tab this product offered was submitted with a valid number. */
  submitPhone?(channel: FormTab, e164: string, display: string): Promise<void>;
  /** Handles a redirect token in the page's URL; resolves true when it took one. */
  start?(): Promise<boolean>;
  /** What the email field's autocomplete should say, when this product offers a credential there. */
  emailAutocomplete?: ReadonlySignal<string | undefined>;
  dispose?(): void;
}

/** What the login flow gives each product: the shared state and the one way to finish. */
export interface LoginContext {
  client: ClientHandle;
  config: LoginConfig;
  /** The widget's language (mount option `locale`), for what the provider sends. */
  locale: Locale;
  sessionMinutes: number;
  now(): number;
  emit(event: WidgetEvent): void;
  reportError(error: unknown): void;
  step: Signal<LoginStep>;
  /** Whether Main shows. */
  onMain: ReadonlySignal<boolean>;
  /** The form's tabs for this config (Text, WhatsApp, Email). */
  tabs: readonly FormTab[];
  /** Runs one action at a time with the busy flag; a throw lands in the error banner. */
  run(action: () => Promise<void>): Promise<void>;
  /** Shows a message in Main's banner and reports the reason. */
  fail(reason: unknown, message?: UiMessage): void;
  /** The session is stored: show `confirmation`, log and emit AUTHENTICATE_FLOW_COMPLETE once. */
  complete(auth: AuthResponse, confirmation: LoginStep): void;
  /** A lazy group, once; tests pass the modules themselves. */
  load<G extends ChunkName>(name: G): Promise<Chunks[G]>;
  /** Strings of a loaded group that show on Main (passkey login errors). */
  addStrings(strings: Record<string, Text>): void;
  /** The address typed in Main's email field (product-spec.md §3 magicLinkState). */
  email: Signal<string>;
  error: Signal<UiMessage | null>;
  /** Back to Main, with the banner cleared. */
  back(): void;
}

/**
 * A product's part of Main: its model, made when the widget mounts, and its block, if it has one,
 * shown in the product's `slot`.
 */
export interface MainPart<M> {
  create(context: LoginContext): M;
  Block?: ComponentType<{ model: LoginModel; product: M }>;
}

/** Every step of `S`, mapped to its screen (a step without one fails to compile). */
export type ScreenMap<S extends ProductStep> = { [N in S['name']]: ScreenEntry<ScreenProps<N>> };

/**
 * A product's declaration. `S`, `C`, `T` and `O` are types only: its steps, its chunk's module,
 * its strings and its config options, from which the widget's step union, chunk table, `Messages`
 * and `LoginConfig` derive.
 */
export interface ProductDef<
  N extends Product = Product,
  S extends ProductStep = ProductStep,
  M extends ProductModel = ProductModel,
  C = unknown,
  T = unknown,
  O extends object = Record<never, never>,
> {
  name: N;
  readonly types?: { step: S; chunk: C; strings: T; config: O };
  /** The config options it reads, type-checked by mountLogin. */
  options?: Schema;
  /** Checks and normalizes its part of the config at mount. */
  validate?(config: LoginConfig, checks: ConfigChecks): Partial<LoginConfig> | void;
  /** A configuration error shown in place of the form (product-spec.md §2 Main). */
  configError?(config: LoginConfig): UiMessageKey | null;
  /** The form tabs it offers. */
  tabs?(config: LoginConfig): FormTab[];
  /** It handles the Email tab when no configured product ranks higher; `invalid` names the bad-address text. */
  email?: { rank: number; invalid: UiMessageKey };
  /** Where its block goes on Main: `first` before everything (the passkey button), `social` in the social/wallet group. */
  slot?: 'first' | 'social';
  /**
   * Its part of Main: in the main file, or in one of its lazy groups (whose module exports it as
   * `main`). That group is fetched at mount with the others, and Main's first paint waits for it, so
   * the main file carries only what every page needs (issue 8).
   */
  main: MainPart<M> | { group: ChunkName };
  /** The lazy groups it needs, fetched at mount in parallel. */
  chunks: ChunkName[];
  screens: ScreenMap<S>;
  /** Texts its main-file parts show. */
  strings?: Record<string, Text>;
}
