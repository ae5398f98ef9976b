// The CDN build's chunk loader, and the order in which a page loads (docs/architecture.md,
// 'Loading and first paint'):
//   1. main.ts asks for the client chunk as soon as the main script runs;
//   2. a mount asks, in its task, for what its first screen waits for, and for the rest of its
//      chunks at the first focus in the widget; each runs in the order asked and resolves in its
//      script's load event;
//   3. what waits for the first paint (schedule.ts afterFirstPaint) waits for the widget's own.
// Why in this order, with the measurements: docs/performance.md, 'Loading order'.
// It knows chunks by name only: the root's chunkTable.ts types it by the chunk table, and the npm
// build puts chunkImports.ts in its place (rollup.package.config.mjs).
import { chunkFile } from './chunks';
import { CHUNK_MANIFEST } from './chunkManifest';
import { scriptBase, scriptFor } from './script';

type ChunkGlobal = { AuthWidget?: { chunks?: Partial<Record<string, object>> } };

const pending = new Map<string, Promise<object>>();

/**
 * Loads a chunk once, with a `<script>` beside the main script: integrity from the build,
 * `crossorigin="anonymous"` for SRI across origins, and the page's nonce.
 */
export function loadChunk(name: string, integrity = CHUNK_MANIFEST[name]): Promise<object> {
  const registry = () => (globalThis as ChunkGlobal).AuthWidget?.chunks?.[name];
  const loaded = registry();
  if (loaded) return Promise.resolve(loaded);
  let promise = pending.get(name);
  if (promise) return promise;
  promise = new Promise<object>((resolve, reject) => {
    // Usually the network; the person is told so, the host gets the detail (onError, console).
    const failed = () => reject(Object.assign(new Error(`auth-widget: could not load the "${name}" chunk.`), { ui: { key: 'networkError' } }));
    if (!integrity) return failed();
    // The request starts now, in the order of the calls: the first Enter must not wait for a
    // chunk asked for later.
    let script: HTMLScriptElement;
    try {
      script = scriptFor(new URL(chunkFile(name), scriptBase).href);
    } catch (error) {
      return reject(error);
    }
    // In order, as soon as each arrives (they still download in parallel): Chromium held async
    // chunk scripts until the page's first input, even one that had long arrived. The order is
    // the calls': the client, then what the first paint waits for, then the products
    // (login/compose.ts chunksAtMount).
    script.async = false;
    script.fetchPriority = 'high';
    script.crossOrigin = 'anonymous';
    script.integrity = integrity;
    // What waits for the phone number library runs in a task after the one that ran it (its load
    // event comes in that same task): its evaluation and the country list made one long task. The
    // other chunks are quick, and what waits for them goes on in their load event: a task queued
    // for it came only after the person's Enter, which input's priority puts first.
    const settle = () => {
      const module = registry();
      if (module) resolve(module);
      else failed();
    };
    script.onload = name === 'phone' ? () => setTimeout(settle) : settle;
    script.onerror = failed;
    document.head.appendChild(script);
  });
  // A failed load may be retried later (a flaky network), so it is not cached.
  promise.catch(() => pending.delete(name));
  pending.set(name, promise);
  return promise;
}

/** What the loader reads of the locale index (locales/localeIndex.ts). */
interface LocaleIndex {
  LOCALE_INTEGRITY: Partial<Record<string, string>>;
  chooseLocale(wanted: readonly (string | undefined)[]): { locale: string };
  localeChunk(locale: string): string;
}
const loadIndex = () => loadChunk('localeIndex') as Promise<LocaleIndex>;

/**
 * A chunk whose hash is in the locale index (a locale's, the strings check, the headless methods,
 * the widgets other than the login): the index, then it.
 */
export const loadIndexed = (name: string) => loadIndex().then((index) => loadChunk(name, index.LOCALE_INTEGRITY[name]));

/**
 * The widget's language for `wanted` (the main file has found English uncertain), chosen by the
 * locale index, with that locale's texts: none when the choice is English after all.
 */
export const loadLocale = (wanted: readonly (string | undefined)[]): Promise<{ choice: { locale: string }; messages?: object }> =>
  loadIndex().then((index) => {
    const choice = index.chooseLocale(wanted);
    if (choice.locale === 'en') return { choice };
    const name = index.localeChunk(choice.locale);
    return loadChunk(name, index.LOCALE_INTEGRITY[name]).then((chunk) => ({ choice, messages: (chunk as { messages: object }).messages }));
  });
export const loadStringsCheck = () => loadIndexed('stringsCheck');
export const loadHeadless = () => loadIndexed('headless');
