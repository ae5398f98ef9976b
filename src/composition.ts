// The composition root: every product the login widget can compose, in Main's order
// (docs/spec/product.md §2: the passkey button first, OAuth buttons, wallet buttons, then the
// email/phone form), and the types the widget derives from them. Nothing below the root imports
// this file: the login frame is handed the table (mount.tsx). Adding a product is its folder plus
// one line here (docs/architecture.md, 'Adding a product').
import { cryptoWallets } from './products/crypto/index';
import { emailMagicLinks } from './products/emailMagicLinks/index';
import { oauth } from './products/oauth/index';
import { otp } from './products/otp/index';
import { passkeys } from './products/passkeys/index';
import { passwords } from './products/passwords/index';
import type { ProductConfigs } from './productConfigs';
import type { ProductMessages } from './productMessages';
import type { ProductDef } from './login/product';
import type { MainStep } from './login/steps';
import type { Product } from './options';

export const PRODUCTS = [passkeys, oauth, cryptoWallets, emailMagicLinks, otp, passwords] as const;

type Entry = (typeof PRODUCTS)[number];
type Types = NonNullable<Entry['types']>;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** Every step the products add. */
export type ProductSteps = Types['step'];
/** The login widget's steps: Main and every product's. */
export type LoginSteps = MainStep | ProductSteps;
/** Each product's lazy group, by product name (its folder's chunk.ts). */
export type ProductChunks = { [P in Entry as P['name']]: NonNullable<P['types']>['chunk'] };
/** The models of the configured products; a product not configured has none. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the model of a product of any other types
export type ProductModels = { [P in Entry as P['name']]?: P extends ProductDef<any, any, infer M, any, any, any> ? M : never };
/** Every product's config options, as the table declares them: configs.ts must list the same. */
type TableConfigs = UnionToIntersection<Types['config']>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// A product whose config options configs.ts misses (or lists wrongly) fails to compile here.
export const configsListed: Same<TableConfigs, ProductConfigs> = true;
/** Every product's strings, main-file and chunk, as the table declares them: messages.ts must list the same. */
type TableMessages = UnionToIntersection<Types['strings'] | NonNullable<Entry['strings']>>;
// A product whose strings messages.ts misses fails to compile here.
export const messagesListed: Same<TableMessages, ProductMessages> = true;
/** The table's names: options.ts `Product` (the public name list) must list the same. */
export const productsNamed: Same<Entry['name'], Product> = true;
