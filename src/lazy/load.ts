import { chunkFile, type ChunkName, type Chunks } from './chunks';
import { CHUNK_MANIFEST } from './chunkManifest';

// Captured while the main script first runs: chunks resolve against its URL, and they and our
// style elements carry its nonce (K2, K4). Later, document.currentScript is someone else's or null.
const mainScript = typeof document === 'object' ? (document.currentScript as HTMLScriptElement | null) : null;
const scriptBase = mainScript?.src || (typeof location === 'object' ? location.href : '');
export const scriptNonce = mainScript?.nonce || mainScript?.getAttribute('nonce') || undefined;

type ChunkGlobal = { AuthWidget?: { chunks?: Partial<Chunks> } };
type TrustedTypesFactory = { createPolicy(name: string, rules: object): { createScriptURL(url: string): string } };
let scriptUrlPolicy: ((url: string) => string) | undefined;
/** The page's Trusted Types directive refused our policy's name, so no chunk can load (K5). */
let policyRefused = false;

/** Under Trusted Types a script URL must come from a policy (K5); ours is only ever given manifest URLs. */
function scriptUrl(url: string): string {
  if (!scriptUrlPolicy) {
    const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    let policy: ReturnType<TrustedTypesFactory['createPolicy']> | undefined;
    try {
      policy = factory?.createPolicy('auth-widget', { createScriptURL: (value: string) => value });
    } catch {
      // The page's CSP does not allow our policy name: a plain string, which fails where Trusted
      // Types are required, and then the host is told how to fix it (loadChunk).
      policyRefused = true;
    }
    scriptUrlPolicy = policy ? (value) => policy.createScriptURL(value) : (value) => value;
  }
  return scriptUrlPolicy(url);
}

/** A script element for `url` with the page's nonce, its URL through our Trusted Types policy (K2, K5). */
function scriptFor(url: string, nonce = scriptNonce): HTMLScriptElement {
  const script = document.createElement('script');
  if (nonce) script.nonce = nonce;
  try {
    script.src = scriptUrl(url);
  } catch (error) {
    throw policyRefused ? new Error("AuthWidget: Trusted Types refused our policy: allow auth-widget in this page's trusted-types directive.") : error;
  }
  return script;
}

/** Loads a third party's script (Google's for One Tap) once asked: the page's nonce, no integrity (it changes). */
export function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = scriptFor(url);
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`AuthWidget: could not load ${url}.`));
    document.head.appendChild(script);
  });
}

const pending = new Map<ChunkName, Promise<unknown>>();

export interface LoadOptions {
  manifest?: Partial<Record<ChunkName, string>>;
  base?: string;
  nonce?: string;
}

/**
 * Loads a chunk once, with a `<script>` beside the main script: integrity from the build,
 * `crossorigin="anonymous"` for SRI across origins, and the page's nonce.
 */
export function loadChunk<K extends ChunkName>(name: K, options: LoadOptions = {}): Promise<Chunks[K]> {
  const registry = () => (globalThis as ChunkGlobal).AuthWidget?.chunks?.[name] as Chunks[K] | undefined;
  const loaded = registry();
  if (loaded) return Promise.resolve(loaded);
  let promise = pending.get(name) as Promise<Chunks[K]> | undefined;
  if (promise) return promise;
  promise = new Promise<Chunks[K]>((resolve, reject) => {
    const integrity = (options.manifest ?? CHUNK_MANIFEST)[name];
    // Usually the network; the person is told so, the host gets the detail (onError, console).
    const failed = () => reject(Object.assign(new Error(`auth-widget: could not load the "${name}" chunk.`), { ui: { key: 'networkError' } }));
    if (!integrity) return failed();
    const insert = () => {
      let script: HTMLScriptElement;
      try {
        script = scriptFor(new URL(chunkFile(name), options.base ?? scriptBase).href, options.nonce);
      } catch (error) {
        return reject(error);
      }
      // In order, as soon as each arrives (they still download in parallel): Chromium held async
      // chunk scripts until the page's first input, so a chunk that had arrived 200-400 ms before
      // the user's Enter ran only after it (npm run bench). The order is the calls': the client,
      // then what the first paint waits for, then the products (products/compose.ts chunksAtMount).
      script.async = false;
      script.fetchPriority = 'high';
      script.crossOrigin = 'anonymous';
      script.integrity = integrity;
      // What waits for the chunk runs in a task after the one that ran the chunk (its load event
      // comes in that same task): the two together made one long task (the phone chunk's 30-45 ms
      // and filling in the country list, 40-50 ms at 4x CPU, npm run bench).
      script.onload = () =>
        setTimeout(() => {
          const module = registry();
          if (module) resolve(module);
          else failed();
        });
      script.onerror = failed;
      document.head.appendChild(script);
    };
    // The request starts in a task of its own: starting a script's request costs 10-20 ms of main
    // thread at 4x CPU, and in the mount's task the requests made the first paint wait and the task
    // long (npm run bench). Tasks run in the order they were asked for, so the scripts keep the
    // order of the calls.
    setTimeout(insert);
  });
  // A failed load may be retried later (a flaky network), so it is not cached.
  promise.catch(() => pending.delete(name));
  pending.set(name, promise);
  return promise;
}
