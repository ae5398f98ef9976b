// The chunk table is declared in ../chunkTable.ts (types only, for every layer); the loader adds
// where each chunk's file is.
export type { ChunkName, Chunks, CoreChunks } from '../chunkTable';

/** Each chunk's file sits beside the main file, named after the chunk. */
export const chunkFile = (name: string) => `auth-widget.${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.js`;
