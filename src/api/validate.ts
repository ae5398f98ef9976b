import { UsageError } from './errors';

/** Argument checks for calls host code can make: wrong types give 'Invalid call to X' with detail. */
export function expectString(call: string, name: string, value: unknown): string {
  if (typeof value !== 'string') throw new UsageError(call, `${name} must be a string.`);
  return value;
}

export function expectOptionalNumber(call: string, name: string, value: unknown): number | undefined {
  if (value !== undefined && (typeof value !== 'number' || !Number.isFinite(value))) {
    throw new UsageError(call, `${name} must be a number.`);
  }
  return value as number | undefined;
}
