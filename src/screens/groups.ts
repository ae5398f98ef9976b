import { createContext, type ComponentType } from 'react';

/** The lazily loaded screen groups, one per auth method; each is a chunk beside the main file. */
export interface ScreenGroups {
  otp: typeof import('./otp/index');
  emailMagicLinks: typeof import('./emailMagicLinks/index');
  phoneField: typeof import('./phone/index');
  passwords: typeof import('./passwords/index');
  passkeys: typeof import('./passkeys/index');
}
export type ScreenGroup = keyof ScreenGroups;

/** Loads a group's chunk; mount.tsx provides it (screens never load code themselves). */
export type LoadScreenGroup = <G extends ScreenGroup>(group: G) => Promise<ScreenGroups[G]>;
export const ScreenLoaderContext = createContext<LoadScreenGroup>(() => Promise.reject(new Error('no screen loader')));

/** A screen in a group, named so the compiler checks that the group exports it with the right props. */
export type LazyScreen<P> = {
  [G in ScreenGroup]: {
    group: G;
    name: { [K in keyof ScreenGroups[G]]: ScreenGroups[G][K] extends ComponentType<P> ? K : never }[keyof ScreenGroups[G]];
  };
}[ScreenGroup];
