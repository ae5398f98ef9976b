import type { ChunkFile, ChunkName } from './chunks';

/**
 * Each chunk's file name and `sha384-…` integrity. The build replaces this module with the real
 * values of the chunks it has just written (rollup.config.mjs); unbuilt code has none.
 */
export const CHUNK_MANIFEST: Partial<Record<ChunkName, ChunkFile>> = {};
