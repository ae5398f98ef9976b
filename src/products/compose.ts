// How the product table becomes one login widget: which products a config uses, the spec's
// configuration errors, the form's tabs, who handles the Email tab, Main's blocks and the chunks
// fetched at mount. Pure functions of the config and the table.
import type { ChunkName } from '../lazy/chunks';
import type { LoginConfig } from '../options';
import type { UiMessageKey } from '../flows/messages';
import type { FormTab, ProductDef } from './product';
import { PRODUCTS } from './table';

/** A table holds products of every step, model and chunk type. */
export type AnyProduct = ProductDef<any, any, any, any, any>;
export type ProductTable = readonly AnyProduct[];

const TAB_ORDER: readonly FormTab[] = ['sms', 'whatsapp', 'email'];

/** The table's products that the config names, in the table's order. */
export const configuredProducts = (config: LoginConfig, table: ProductTable = PRODUCTS): AnyProduct[] =>
  table.filter((product) => config.products.includes(product.name));

/** The first configuration error of the configured products, shown in place of the form. */
export function configErrorOf(config: LoginConfig, table: ProductTable = PRODUCTS): UiMessageKey | null {
  if (!configuredProducts(config, table).length) return 'configNoProducts';
  for (const product of configuredProducts(config, table)) {
    const error = product.configError?.(config);
    if (error) return error;
  }
  return null;
}

/** The form's tabs, in the spec's order: Text, WhatsApp, Email. */
export function formTabsOf(config: LoginConfig, table: ProductTable = PRODUCTS): FormTab[] {
  const offered = new Set(configuredProducts(config, table).flatMap((product) => product.tabs?.(config) ?? []));
  return TAB_ORDER.filter((tab) => offered.has(tab));
}

/** The product that handles the Email tab: the configured one of the highest rank. */
export function emailHandlerOf(config: LoginConfig, table: ProductTable = PRODUCTS): AnyProduct | undefined {
  return configuredProducts(config, table)
    .filter((product) => product.email)
    .sort((a, b) => b.email!.rank - a.email!.rank)[0];
}

/** The product that offers a phone tab. */
export const phoneHandlerOf = (config: LoginConfig, channel: FormTab, table: ProductTable = PRODUCTS) =>
  configuredProducts(config, table).find((product) => channel !== 'email' && product.tabs?.(config).includes(channel));

export type MainBlockEntry = { kind: 'product'; product: AnyProduct } | { kind: 'divider' } | { kind: 'form' };

/**
 * Main's blocks (product-spec.md §2): the `first` blocks (the passkey button), the social/wallet
 * group in table order, the 'or' divider exactly when that group and the form both show, then the
 * form. A configuration error shows instead of all of them.
 */
export function mainBlocksOf(config: LoginConfig, table: ProductTable = PRODUCTS): MainBlockEntry[] {
  if (configErrorOf(config, table)) return [];
  const products = configuredProducts(config, table);
  const inSlot = (slot: 'first' | 'social') =>
    products.filter((product) => product.block?.slot === slot).map((product): MainBlockEntry => ({ kind: 'product', product }));
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
 * The lazy groups the configured products need, fetched at mount in parallel (STYLE.md guideline
 * 16), in the order they run. A form with a phone tab opens on it (its tabs come with the phone
 * field): the field first, since the form's first paint waits for it; not on a `redirect` page (a
 * token in the URL), which shows the token's result, not the form. The number parser is asked for
 * by the field once it shows, so its 40-60 ms of evaluation at 4x CPU fall after the form's paint.
 */
export function chunksAtMount(config: LoginConfig, table: ProductTable = PRODUCTS, redirect = false): ChunkName[] {
  if (configErrorOf(config, table)) return [];
  const phone = !redirect && formTabsOf(config, table).some((tab) => tab !== 'email');
  const chunks = configuredProducts(config, table).flatMap((product) => product.chunks);
  return [...new Set<ChunkName>(phone ? ['phoneField', ...chunks] : chunks)];
}
