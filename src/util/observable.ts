/** A value with change listeners: the framework-free state of api/ and session/. */
export interface Observable<T> {
  get(): T;
  /** The value when it has been read or set already, without reading it. */
  peek(): T | undefined;
  set(value: T): void;
  subscribe(listener: (value: T) => void): () => void;
}

/** An observable whose first value is read when first asked for (storage stays off first paint). */
export function observable<T>(initial: () => T): Observable<T> {
  let value: T;
  let known = false;
  const listeners = new Set<(value: T) => void>();
  const result: Observable<T> = {
    get() {
      if (!known) {
        value = initial();
        known = true;
      }
      return value;
    },
    peek: () => (known ? value : undefined),
    set(next) {
      if (known && Object.is(next, value)) return;
      value = next;
      known = true;
      for (const listener of [...listeners]) listener(value);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return result;
}
