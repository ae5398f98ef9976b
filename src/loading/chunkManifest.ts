/**
 * Each chunk's `sha256-…` integrity (manifest.json publishes sha384 of every file too). The build replaces this module with the real
 * values of the chunks it has just written (rollup.config.mjs); unbuilt code has none.
 */
export const CHUNK_MANIFEST: Partial<Record<string, string>> = {};
