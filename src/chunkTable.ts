import type { LocaleChunkName } from './i18n/locale';
import type { ProductChunks } from './composition';
import type { LocaleChoice } from './i18n/locale';
import * as loader from './loading/load';
import type { AllMessages } from './locales/types';

// The lazily loaded chunks, by name, as types only: any layer may name a chunk (a screen names
// the group it lives in) without importing the loader. Each is built into
// `auth-widget.<name>.js` beside the main script (rollup.config.mjs): the widget's own below, and
// each product's group from its folder's chunk.ts (composition.ts).
export interface CoreChunks {
  /** The phone number library, when the phone field is first focused; its hash is in the locale index. */
  phone: typeof import('./widgets/login/phone/library');
  /** The network client: not needed for first paint, loaded right after mount. */
  client: typeof import('./flows/clientChunk');
  /** The phone field of Main's form, when a phone tab shows. */
  phoneField: typeof import('./widgets/login/phone/index');
  /** The widgets other than the login, each wholly a chunk: their hashes are in the locale index. */
  resetPassword: typeof import('./widgets/resetPassword/index');
  passkeyRegistration: typeof import('./widgets/passkeyRegistration/index');
  identityProvider: typeof import('./widgets/identityProvider/index');
  /** The locale chunks' hashes: fetched first when a widget speaks another language than English. */
  localeIndex: typeof import('./locales/localeIndex');
  /** The `strings` option's check, when a host passes it; its hash is in the locale index too. */
  stringsCheck: typeof import('./locales/stringsCheck');
  /** `client()`'s provider-named methods, at their first call; its hash is in the locale index too. */
  headless: typeof import('./headless/index');
  /** The session's refresh and tab sync, once a session exists or may exist; its hash is in the client chunk, which loads it. */
  sessionKeeper: typeof import('./session/sessionKeeper');
  /** The countries' English names, for a browser without Intl.DisplayNames; its hash is in the locale index too. */
  regionNames: typeof import('./widgets/login/phone/englishNames');
  /** The custom elements' behaviour, when one is first in the document; its hash is in the locale index too. */
  elements: typeof import('./elements/elementBody');
}
/** Each locale but English: the same module shape, its `messages` (i18n/locale.ts). */
export type LocaleChunks = { [name: LocaleChunkName]: typeof import('./locales/de') };
export type Chunks = CoreChunks & ProductChunks & LocaleChunks;
export type ChunkName = keyof Chunks;

/**
 * The loader (loading/load.ts, or chunkImports.ts in the npm build), typed by the table: it knows
 * chunks by name only, so the layers below the root never import the table.
 */
/** A chunk by a name only known at run time (a product's group), for the layers that are handed the loader. */
export const loadGroup: (name: string) => Promise<object> = loader.loadChunk;
export const loadChunk = loader.loadChunk as <K extends ChunkName>(name: K, integrity?: string) => Promise<Chunks[K]>;
export const loadLocale = loader.loadLocale as (wanted: readonly (string | undefined)[]) => Promise<{ choice: LocaleChoice; messages?: AllMessages }>;
export const loadStringsCheck = loader.loadStringsCheck as () => Promise<Chunks['stringsCheck']>;
export const loadHeadless = loader.loadHeadless as () => Promise<Chunks['headless']>;
/** A chunk whose hash is in the locale index: a widget that is wholly a chunk, the phone number library, the countries' English names, or the custom elements' behaviour. */
export const loadWidgetChunk = loader.loadIndexed as <K extends 'resetPassword' | 'passkeyRegistration' | 'identityProvider' | 'phone' | 'regionNames' | 'elements'>(
  name: K,
) => Promise<Chunks[K]>;
