// docs/spec/security.md S15.
/**
 * localStorage that never throws: a blocked or full storage degrades to one tab's memory.
 * Memory holds only what storage refused, so values other tabs write are still read.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function safeStorage(getStorage: () => Storage | undefined = () => globalThis.localStorage): SafeStorage {
  const memory = new Map<string, string>();
  const attempt = <T>(run: (storage: Storage) => T, fallback: () => T): T => {
    try {
      const storage = getStorage();
      return storage ? run(storage) : fallback();
    } catch {
      return fallback();
    }
  };
  return {
    get: (key) => (memory.has(key) ? memory.get(key)! : attempt((s) => s.getItem(key), () => null)),
    set: (key, value) => {
      memory.delete(key);
      attempt((s) => s.setItem(key, value), () => void memory.set(key, value));
    },
    remove: (key) => {
      memory.delete(key);
      attempt((s) => s.removeItem(key), () => undefined);
    },
  };
}

// docs/spec/security.md S14.
/** Parses JSON from untrusted storage; anything malformed reads as absent. */
export function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
