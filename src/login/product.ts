// The seam between the login widget and its products (docs/architecture.md, 'The product seam'). A
// product is one folder: `index.ts` declares what it brings (a ProductDef, in the main file),
// `chunk.ts` is its lazy group (models and screens), `strings.ts` its texts. The login widget
// composes the products of the root's table (composition.ts), which it is handed; nothing here
// knows a product by name, and a product knows no other: what one offers the others goes through
// `Capabilities` (types.ts).
import type { ComponentType } from 'react';
import type { UiMessageKey } from '../flows/messages';
import type { Text } from '../i18n/texts';
import type { ScreenEntry } from '../screens/groups';
import type { ScreenProps } from './screenProps';
import type { ProductStep } from './steps';
import type { ConfigChecks, FormTab, LoginBaseConfig, LoginContext, LoginModel, ProductModel, Schema } from './types';

export type { Capabilities, ConfigChecks, FormTab, LoginBaseConfig, LoginContext, ProductModel, Schema } from './types';
export type { ProductStep } from './steps';

/**
 * A product's part of Main: its model, made when the widget mounts, and its block, if it has one,
 * shown in the product's `slot`.
 */
export interface MainPart<M, O extends object = object, C = unknown> {
  create(context: LoginContext<O, C>): M;
  Block?: ComponentType<{ model: LoginModel; product: M }>;
}

/** Every step of `S`, mapped to its screen in group `G` (module `C`): a step without one fails to compile. */
export type ScreenMap<S extends ProductStep, C = unknown, G extends string = string> = {
  [N in S['name']]: ScreenEntry<ScreenProps<S, N>, C, G>;
};

/**
 * A product's declaration. `S`, `C`, `T` and `O` are types only: its steps, its group's module,
 * its strings and its config options, from which the root derives the widget's step union, chunk
 * table, `Messages` and `LoginConfig` (composition.ts).
 */
export interface ProductDef<
  N extends string = string,
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
  validate?(config: LoginBaseConfig & O, checks: ConfigChecks): Partial<O> | void;
  /** A configuration error shown in place of the form (docs/spec/product.md §2 Main). */
  configError?(config: LoginBaseConfig & O): UiMessageKey | null;
  /** The form tabs it offers. */
  tabs?(config: LoginBaseConfig & O): FormTab[];
  /**
   * It handles the Email tab when no configured product ranks higher; `invalid` names the
   * bad-address text. A handler that `combines` folds the other email products into its own tab
   * (passwords); without one, two products on the Email tab are a configuration error.
   */
  email?: { rank: number; invalid: UiMessageKey; combines?: true };
  /** Where its block goes on Main: `first` before everything (the passkey button), `social` in the social/wallet group. */
  slot?: 'first' | 'social';
  /** How many buttons its block draws in the social slot (the wallets count the others' to fit theirs). */
  buttons?(config: LoginBaseConfig & O): number;
  /**
   * Its part of Main: in the main file, or in its lazy group (whose module exports it as `main`).
   * That group is fetched at mount with the others, and Main's first paint waits for it, so the
   * main file carries only what every page needs (issue 8).
   */
  main: MainPart<M, O, C> | { group: N };
  /** The lazy groups it needs, fetched at mount in parallel: its own, named after it. */
  chunks: N[];
  screens: ScreenMap<S, C, N>;
  /** Texts its main-file parts show. */
  strings?: Record<string, Text>;
}
