import { createContext, type ComponentType } from 'react';

/** Loads a lazy group by name; mount.tsx provides it (screens never load code themselves). */
export type LoadScreenGroup = (group: string) => Promise<object>;
export const ScreenLoaderContext = createContext<LoadScreenGroup>(() => Promise.reject(new Error('no screen loader')));

/** The names of the exports of module `M` that are components taking `P`. */
type ScreenExports<P, M> = { [K in keyof M]: M[K] extends ComponentType<P> ? K : never }[keyof M] & string;

/**
 * A screen exported by `name` from the lazy group `group`, whose module is `M`: the compiler checks
 * that the group exports a component of the right props under that name.
 */
export interface LazyScreen<P, M = unknown, G extends string = string> {
  group: G;
  /** With no module type given (the frame's view of any entry), any name. */
  name: unknown extends M ? string : ScreenExports<P, M>;
}

/** A step's screen: in the main file, or named in a lazy group; `back` gives it the back arrow to Main. */
export type ScreenEntry<P, M = unknown, G extends string = string> = ({ Screen: ComponentType<P> } | LazyScreen<P, M, G>) & { back?: true };
