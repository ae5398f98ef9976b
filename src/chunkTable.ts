import type { ProductChunks } from './products/table';

// The lazily loaded chunks, by name, as types only: any layer may name a chunk (a screen names
// the group it lives in) without importing the loader. Each is built into
// `auth-widget.<name>.js` beside the main script (rollup.config.mjs): the widget's own below, and
// each product's group from its folder's chunk.ts (products/table.ts).
export interface CoreChunks {
  phone: typeof import('./lazy/phone');
  /** The network client: not needed for first paint, loaded right after mount. */
  client: typeof import('./session/authClient');
  /** The phone field of Main's form, when a phone tab shows. */
  phoneField: typeof import('./screens/phone/index');
  resetPassword: typeof import('./screens/resetPassword/index');
  passkeyRegistration: typeof import('./screens/passkeyRegistration/index');
  identityProvider: typeof import('./screens/identityProvider/index');
}
export type Chunks = CoreChunks & ProductChunks;
export type ChunkName = keyof Chunks;
