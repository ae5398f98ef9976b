// The npm build's chunk loader (rollup.package.config.mjs puts it in place of load.ts): the same
// lazy groups as the CDN's <script> chunks, as dynamic import()s that the host's bundler splits,
// so a bundler app downloads what a CDN page downloads. No SRI: the host serves its own bundle.
import type * as scriptLoader from './loading/load';
import type { Chunks, CoreChunks } from './chunkTable';
import type { ProductChunks } from './composition';
import { chooseLocale, localeChunk, type Locale } from './i18n/locale';
import type { AllMessages } from './locales/types';

type ImportedChunks = CoreChunks & ProductChunks;
// Typed by the chunk table: a chunk without its import() here fails to compile.
const imports: { [K in keyof ImportedChunks]: () => Promise<ImportedChunks[K]> } = {
  phone: () => import('./widgets/login/phone/library'),
  client: () => import('./flows/clientChunk'),
  phoneField: () => import('./widgets/login/phone/index'),
  resetPassword: () => import('./widgets/resetPassword/index'),
  passkeyRegistration: () => import('./widgets/passkeyRegistration/index'),
  identityProvider: () => import('./widgets/identityProvider/index'),
  localeIndex: () => import('./locales/localeIndex'),
  stringsCheck: () => import('./locales/stringsCheck'),
  headless: () => import('./headless/index'),
  sessionKeeper: () => import('./session/sessionKeeper'),
  regionNames: () => import('./widgets/login/phone/englishNames'),
  elements: () => import('./elements/elementBody'),
  passkeys: () => import('./products/passkeys/chunk'),
  oauth: () => import('./products/oauth/chunk'),
  crypto: () => import('./products/crypto/chunk'),
  emailMagicLinks: () => import('./products/emailMagicLinks/chunk'),
  otp: () => import('./products/otp/chunk'),
  passwords: () => import('./products/passwords/chunk'),
};

// Every locale file satisfies AllMessages; the chunk table types all of them as one (German's).
type LocaleModule = Chunks[ReturnType<typeof localeChunk>];
const localeImports: { [L in Exclude<Locale, 'en'>]: () => Promise<{ messages: AllMessages }> } = {
  es: () => import('./locales/es'),
  fr: () => import('./locales/fr'),
  de: () => import('./locales/de'),
  'pt-BR': () => import('./locales/pt-BR'),
  it: () => import('./locales/it'),
  nl: () => import('./locales/nl'),
  ja: () => import('./locales/ja'),
  'zh-CN': () => import('./locales/zh-CN'),
  ko: () => import('./locales/ko'),
  ar: () => import('./locales/ar'),
  he: () => import('./locales/he'),
  'en-XA': () => import('./locales/en-XA'),
};

const loadFailed = (name: string, cause: unknown) =>
  Object.assign(new Error(`auth-widget: could not load the "${name}" chunk.`, { cause }), { ui: { key: 'networkError' } });

/** As load.ts loadChunk: the module, or the person is told it is the network (the host gets the detail). */
export const loadChunk: typeof scriptLoader.loadChunk = (name) => {
  const load = (imports as Partial<Record<string, () => Promise<object>>>)[name];
  if (!load) return Promise.reject(loadFailed(name, undefined));
  return load().then(
    (module) => module,
    (error: unknown) => Promise.reject(loadFailed(name, error)),
  );
};

export const loadLocale: typeof scriptLoader.loadLocale = async (wanted) => {
  const choice = chooseLocale(wanted);
  if (choice.locale === 'en') return { choice };
  const locale = choice.locale;
  const chunk = await localeImports[locale]().then(
    (module) => module as unknown as LocaleModule,
    (error: unknown) => Promise.reject(loadFailed(localeChunk(locale), error)),
  );
  return { choice, messages: chunk.messages };
};
export const loadIndexed: typeof scriptLoader.loadIndexed = loadChunk;
export const loadStringsCheck: typeof scriptLoader.loadStringsCheck = () => loadChunk('stringsCheck');
export const loadHeadless: typeof scriptLoader.loadHeadless = () => loadChunk('headless');
