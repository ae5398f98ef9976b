// The lazily loaded chunks, by name. Each is built from `src/lazy/<name>.ts` into
// `auth-widget.<name>.js` beside the main script. Passkeys and wallets join this list.
export interface Chunks {
  phone: typeof import('./phone');
}
export type ChunkName = keyof Chunks;

export interface ChunkFile {
  file: string;
  integrity: string;
}
