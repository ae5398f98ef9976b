// The login frame's types, which its products and screens share: the config a product sees, what
// a product's model offers, the context the frame gives it, and the frame's own model. A leaf of
// login/: the seam (product.ts), the model and the screens' props all build on it.
import type { ReadonlySignal, Signal } from '@preact/signals';
import type { ComponentType } from 'react';
import type { AuthResponse, OtpChannel } from '../contract/index';
import type { WidgetConfig, WidgetEvent } from '../flows/config';
import type { UiMessage, UiMessageKey } from '../flows/messages';
import type { Locale } from '../i18n/locale';
import type { Text } from '../i18n/texts';
import type { PhoneModel } from '../flows/phone';
import type { BootstrapState, ClientHandle } from '../session/clientHandle';
import type { ProductStep } from './steps';

export type { ProductStep } from './steps';
export type FormTab = OtpChannel;

/**
 * The type of every optional option: s string, n number, b boolean, f function, o object, h a
 * heading level, a an array of strings, r an object of strings, a list its allowed values; nested
 * objects are checked inside.
 */
export type Schema = { [key: string]: 's' | 'n' | 'b' | 'f' | 'o' | 'h' | 'a' | 'r' | readonly string[] | Schema };

/** mountLogin's checks, for a product's `validate`: each throws the 'Invalid call to mountLogin' error. */
export interface ConfigChecks {
  fail(detail: string): never;
  /** Checks the types of `value`'s options that `schema` names; `path` prefixes their names. */
  types(value: Record<string, unknown>, schema: Schema, path: string): void;
  /** `list` as an array of `allowed` values, duplicates dropped. */
  known<T>(list: unknown, name: string, allowed: readonly T[]): T[];
}

/** The login config as every product sees it: every widget's options and the products it names. */
export type LoginBaseConfig = WidgetConfig & { products: readonly string[] };

/**
 * What a product offers the others, by name. A configured product's model lists what it offers
 * (`offers`); the frame gathers them into each context's `offered`, so passwords can send a magic
 * link without knowing the magic-link product.
 */
export interface Capabilities {
  /** Magic links: `send` only sends; `signIn` sends and shows 'Check your email', as Main's Enter does. */
  magicLink: { send(email: string): Promise<void>; signIn(email: string): Promise<void> };
  /** Email passcodes: sends one and shows its screen, as Main's Enter does. */
  emailPasscode: { signIn(email: string): Promise<void> };
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
  /** What it offers the other products. */
  offers?: Partial<Capabilities>;
  dispose?(): void;
}

/**
 * What the login flow gives each product: the shared state and the one way to finish. `O` is the
 * product's own config options; `C` its lazy group's module.
 */
export interface LoginContext<O extends object = object, C = unknown> {
  client: ClientHandle;
  config: LoginBaseConfig & O;
  /** The widget's language (mount option `locale`), for what the provider sends. */
  locale: Locale;
  sessionMinutes: number;
  now(): number;
  emit(event: WidgetEvent): void;
  reportError(error: unknown): void;
  step: Signal<ProductStep>;
  /** Whether Main shows. */
  onMain: ReadonlySignal<boolean>;
  /** The form's tabs for this config (Text, WhatsApp, Email). */
  tabs: readonly FormTab[];
  /** Runs one action at a time with the busy flag; a throw lands in the error banner. */
  run(action: () => Promise<void>): Promise<void>;
  /** Shows a message in Main's banner and reports the reason. */
  fail(reason: unknown, message?: UiMessage): void;
  /** The session is stored: show `confirmation`, log and emit AUTHENTICATE_FLOW_COMPLETE once. */
  complete(auth: AuthResponse, confirmation: ProductStep): void;
  /** This product's lazy group (named after it), once; tests pass the module itself. */
  load(): Promise<C>;
  /** Strings of a loaded group that show on Main (passkey login errors). */
  addStrings(strings: Record<string, Text>): void;
  /** The address typed in Main's email field (docs/spec/product.md §3 magicLinkState). */
  email: Signal<string>;
  error: Signal<UiMessage | null>;
  /** Back to Main, with the banner cleared. */
  back(): void;
  /** What the other configured products offer, once every model is made. */
  offered: Partial<Capabilities>;
  /** How many buttons the configured products other than `product` draw in the social slot. */
  socialButtons(product: string): number;
}


/** Main's email/phone form (form.ts), shared by the products that offer its tabs. */
export interface FormModel {
  tabs: readonly FormTab[];
  tab: Signal<FormTab | undefined>;
  /** The typed address (the context's `email`). */
  email: Signal<string>;
  /** The phone field's model, once its group has loaded. */
  phone: Signal<PhoneModel | undefined>;
  /** A product may offer its credential in the email field's autofill (passkeys). */
  emailAutocomplete: ReadonlySignal<string>;
  /** Main shows: a phone tab's field and number parser load now (at mount when it is the first tab). */
  shown(): void;
  /** A phone tab is shown: its field and the number parser start loading now, and not before. */
  showPhone(): Promise<void>;
  selectTab(next: FormTab): void;
  submitEmail(): Promise<void>;
  submitPhone(): Promise<void>;
}

/** A block of Main, in order (compose.ts `mainBlocksOf`): a product's, the 'or' divider, or the form. */
export type LoginBlock =
  | { kind: 'product'; name: string; Block: ComponentType<{ model: LoginModel; product: ProductModel }> }
  | { kind: 'divider' }
  | { kind: 'form' };

/** The login widget's shared state; each product's own lives in its model (`products`). */
export interface LoginModel {
  config: LoginBaseConfig;
  configError: UiMessageKey | null;
  step: Signal<ProductStep>;
  busy: Signal<boolean>;
  /** While the current step's request runs, Back does nothing (and says so). */
  backBlocked: ReadonlySignal<boolean>;
  error: Signal<UiMessage | null>;
  bootstrap: ReadonlySignal<BootstrapState>;
  /** The main file's product strings, and those loaded groups add for Main. */
  strings: ReadonlySignal<Record<string, Text>>;
  /** Main's blocks, in order. */
  blocks: LoginBlock[];
  form: FormModel;
  /** The configured products' models, by name (the root's composition.ts types them). */
  products: Record<string, ProductModel>;
  /** Takes a redirect token in the page's URL, when a product recognizes one. */
  start(): Promise<void>;
  back(): void;
  dispose(): void;
}
