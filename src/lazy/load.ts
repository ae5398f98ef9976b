import type { ChunkFile, ChunkName, Chunks } from './chunks';
import { CHUNK_MANIFEST } from './chunkManifest';

// Captured while the main script first runs: chunks resolve against its URL and carry its nonce
// (K2, K4). Later, document.currentScript is someone else's or null.
const mainScript = typeof document === 'object' ? (document.currentScript as HTMLScriptElement | null) : null;
const scriptBase = mainScript?.src || (typeof location === 'object' ? location.href : '');
const scriptNonce = mainScript?.nonce || mainScript?.getAttribute('nonce') || undefined;

type ChunkGlobal = { AuthWidget?: { chunks?: Partial<Chunks> } };
type ScriptUrlPolicy = { createScriptURL(url: string): unknown };

let trustedTypesPolicy: ScriptUrlPolicy | null | undefined;

/** Under Trusted Types a script URL must come from a policy (K5); ours accepts only manifest URLs. */
function scriptUrl(url: string): string {
  if (trustedTypesPolicy === undefined) {
    const factory = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: object): ScriptUrlPolicy } }).trustedTypes;
    try {
      trustedTypesPolicy = factory
        ? factory.createPolicy('auth-widget', {
            createScriptURL: (value: string) => {
              if (!Object.values(CHUNK_MANIFEST).some((chunk) => new URL(chunk!.file, scriptBase).href === value)) {
                throw new TypeError(`auth-widget: refusing to load ${value}`);
              }
              return value;
            },
          })
        : null;
    } catch {
      trustedTypesPolicy = null;
    }
  }
  return (trustedTypesPolicy ? trustedTypesPolicy.createScriptURL(url) : url) as string;
}

const pending = new Map<ChunkName, Promise<unknown>>();

export interface LoadOptions {
  manifest?: Partial<Record<ChunkName, ChunkFile>>;
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
    const chunk = (options.manifest ?? CHUNK_MANIFEST)[name];
    if (!chunk) {
      reject(new Error(`auth-widget: the "${name}" chunk is not part of this build.`));
      return;
    }
    const script = document.createElement('script');
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.integrity = chunk.integrity;
    const nonce = options.nonce ?? scriptNonce;
    if (nonce) script.nonce = nonce;
    script.onload = () => {
      const module = registry();
      if (module) resolve(module);
      else reject(new Error(`auth-widget: the "${name}" chunk loaded but did not register.`));
    };
    script.onerror = () => reject(new Error(`auth-widget: could not load the "${name}" chunk.`));
    script.src = scriptUrl(new URL(chunk.file, options.base ?? scriptBase).href);
    document.head.appendChild(script);
  });
  // A failed load may be retried later (a flaky network), so it is not cached.
  promise.catch(() => pending.delete(name));
  pending.set(name, promise);
  return promise;
}

/** Resolves to the chunk, or to undefined when it does not arrive within `ms`. */
export function loadChunkWithin<K extends ChunkName>(name: K, ms: number): Promise<Chunks[K] | undefined> {
  return Promise.race([
    loadChunk(name).catch(() => undefined),
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms)),
  ]);
}
