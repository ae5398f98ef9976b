// Passkeys (docs/spec/product.md §2 Main and Passkey screens, §4; docs/spec/security.md W1-W3): the button first
// on Main or the email field's autofill, and PasskeyConfirmation.
import type { ProductDef } from '../../login/product';
import type { PasskeysMain } from './main';
import type { enPasskeys } from './strings';
import { enPasskeysMain as strings } from './strings';

export const passkeys: ProductDef<
  'passkeys',
  { name: 'passkey-confirmation' },
  PasskeysMain,
  typeof import('./chunk'),
  typeof enPasskeys & typeof strings
> = {
  name: 'passkeys',
  configError: (config) => (config.products.every((product) => product === 'passkeys') ? 'configPasskeysAlone' : null),
  slot: 'first',
  // The button and the browser's answer come with the group: the first paint waits for it only on a page with passkeys.
  main: { group: 'passkeys' },
  chunks: ['passkeys'],
  screens: { 'passkey-confirmation': { group: 'passkeys', name: 'PasskeyConfirmation' } },
  strings,
};
