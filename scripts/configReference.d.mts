// Types for scripts/configReference.mjs, so its test type-checks.
export const REFERENCE_FILE: string;
/** docs/reference/config.md as it should read, from src/options.ts and the types it names. */
export function renderConfigReference(): string;
/** Whether docs/reference/config.md on disk is what renderConfigReference() gives. */
export function isReferenceCurrent(): boolean;
