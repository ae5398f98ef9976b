// How the product table becomes one login widget: which products a config uses, the spec's
// configuration errors, the form's tabs, who handles the Email tab, Main's blocks and the chunks
// fetched at mount. Pure functions of the config and the table.
import type { UiMessageKey } from '../flows/messages';
import type { MainPart, ProductDef } from './product';
import type { FormTab, LoginBaseConfig, ProductModel } from './types';

/** A table holds products of every step, model, chunk and config type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- MainPart<M> is invariant in M: no type but any takes every product's
export type AnyProduct = ProductDef<string, any, any, any, any, any>;
export type ProductTable = readonly AnyProduct[];

const TAB_ORDER: readonly FormTab[] = ['sms', 'whatsapp', 'email'];

/** The table's products that the config names, in the table's order. */
export const configuredProducts = (config: LoginBaseConfig, table: ProductTable): AnyProduct[] =>
  table.filter((product) => config.products.includes(product.name));

/** The first configuration error of the configured products, shown in place of the form. */
export function configErrorOf(config: LoginBaseConfig, table: ProductTable): UiMessageKey | null {
  const products = configuredProducts(config, table);
  if (!products.length) return 'configNoProducts';
  for (const product of products) {
    const error = product.configError?.(config);
    if (error) return error;
  }
  // Two products on the Email tab need one that folds the other in (passwords); links and
  // passcodes alone cannot share it (docs/spec/product.md §2 Main).
  const onEmail = products.filter((product) => product.tabs?.(config).includes('email'));
  if (onEmail.length > 1 && !emailHandlerOf(config, table)?.email?.combines) return 'configEmlAndEmailOtp';
  return null;
}

/** The form's tabs, in the spec's order: Text, WhatsApp, Email. */
export function formTabsOf(config: LoginBaseConfig, table: ProductTable): FormTab[] {
  const offered = new Set(configuredProducts(config, table).flatMap((product) => product.tabs?.(config) ?? []));
  return TAB_ORDER.filter((tab) => offered.has(tab));
}

/** The product that handles the Email tab: the configured one of the highest rank. */
export function emailHandlerOf(config: LoginBaseConfig, table: ProductTable): AnyProduct | undefined {
  return configuredProducts(config, table)
    .filter((product) => product.email)
    .sort((a, b) => b.email!.rank - a.email!.rank)[0];
}

/** The product that offers a phone tab. */
export const phoneHandlerOf = (config: LoginBaseConfig, channel: FormTab, table: ProductTable) =>
  configuredProducts(config, table).find((product) => channel !== 'email' && product.tabs?.(config).includes(channel));

export type MainBlockEntry = { kind: 'product'; product: AnyProduct } | { kind: 'divider' } | { kind: 'form' };

/**
 * Main's blocks (docs/spec/product.md §2): the `first` blocks (the passkey button), the social/wallet
 * group in table order, the 'or' divider exactly when that group and the form both show, then the
 * form. A configuration error shows instead of all of them.
 */
export function mainBlocksOf(config: LoginBaseConfig, table: ProductTable): MainBlockEntry[] {
  if (configErrorOf(config, table)) return [];
  const products = configuredProducts(config, table);
  const inSlot = (slot: 'first' | 'social') =>
    products.filter((product) => product.slot === slot).map((product): MainBlockEntry => ({ kind: 'product', product }));
  const social = inSlot('social');
  const form = formTabsOf(config, table).length > 0;
  return [
    ...inSlot('first'),
    ...social,
    ...(social.length > 0 && form ? [{ kind: 'divider' } as const] : []),
    ...(form ? [{ kind: 'form' } as const] : []),
  ];
}

/**
 * The lazy groups the configured products need, fetched at mount in parallel (docs/architecture.md guideline
 * 16), in the order they run. A form with a phone tab opens on it (its tabs come with the phone
 * field): the field first, since the form's first paint waits for it; not on a `redirect` page (a
 * token in the URL), which shows the token's result, not the form. The number parser is asked for
 * by the field once it shows, so its evaluation falls after the form's paint (docs/performance.md).
 */
export function chunksAtMount(config: LoginBaseConfig, table: ProductTable, redirect = false): string[] {
  if (configErrorOf(config, table)) return [];
  const phone = !redirect && formTabsOf(config, table).some((tab) => tab !== 'email');
  const chunks = configuredProducts(config, table).flatMap((product) => product.chunks);
  return [...new Set<string>([...(phone ? ['phoneField'] : []), ...mainGroupsOf(config, table), ...chunks])];
}

/** The groups that hold the configured products' parts of Main: the first paint waits for them. */
export function mainGroupsOf(config: LoginBaseConfig, table: ProductTable): string[] {
  if (configErrorOf(config, table)) return [];
  return [...new Set(configuredProducts(config, table).flatMap(({ main }) => ('group' in main ? [main.group] : [])))];
}

/** The table with each product's part of Main taken from its loaded group (a module exporting `main`). */
export function withMainParts(table: ProductTable, groups: Partial<Record<string, object>>): ProductTable {
  return table.map((product) => {
    const part = 'group' in product.main && (groups[product.main.group] as { main?: MainPart<unknown> } | undefined)?.main;
    return part ? { ...product, main: part } : product;
  });
}

/** Loads the groups of the configured products' parts of Main, in parallel: the table the login flow is made from. */
export async function loadMainParts(
  config: LoginBaseConfig,
  table: ProductTable,
  load: (name: string) => Promise<object>,
): Promise<ProductTable> {
  const names = mainGroupsOf(config, table);
  const loaded = await Promise.all(names.map((name) => load(name)));
  return withMainParts(table, Object.fromEntries(names.map((name, index) => [name, loaded[index]])));
}

/** A product's part of Main; its group must have been loaded (loadMainParts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any product whose model is an M (see AnyProduct)
export function mainPartOf<M extends ProductModel>(product: ProductDef<any, any, M, any, any, any>): MainPart<M, any, any> {
  if ('group' in product.main) throw new Error(`AuthWidget: the "${product.name}" product's part of Main is in the "${product.main.group}" group, which has not loaded.`);
  return product.main;
}
