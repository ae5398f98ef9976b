import { createContext, type ComponentType } from 'react';
import type { ChunkName, Chunks } from '../chunkTable';

/** Loads a group's chunk; mount.tsx provides it (screens never load code themselves). */
export type LoadScreenGroup = <G extends ChunkName>(group: G) => Promise<Chunks[G]>;
export const ScreenLoaderContext = createContext<LoadScreenGroup>(() => Promise.reject(new Error('no screen loader')));

/** A screen in a group, named so the compiler checks that the group exports it with the right props. */
export type LazyScreen<P> = {
  [G in ChunkName]: {
    group: G;
    name: { [K in keyof Chunks[G]]: Chunks[G][K] extends ComponentType<P> ? K : never }[keyof Chunks[G]];
  };
}[ChunkName];
