const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Deep-merges host values over defaults, reading own enumerable keys only and dropping
 * `__proto__`, `constructor` and `prototype` (X4). Neither input is modified.
 */
export function deepMerge<T extends object>(defaults: T, overrides: unknown): T {
  const result: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  if (!isPlainObject(overrides)) return result as T;
  for (const key of Object.keys(overrides)) {
    if (FORBIDDEN_KEYS.has(key)) continue;
    const value = overrides[key];
    if (value === undefined) continue;
    const base = result[key];
    result[key] = isPlainObject(base) && isPlainObject(value) ? deepMerge(base, value) : value;
  }
  return result as T;
}
