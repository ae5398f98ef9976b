// The `client` chunk's entry: the network client (session/authClient.ts), whose failed calls get
// the person's words for their errors here (errorMessages.ts), so that neither the main file nor
// api/ carries those texts.
import { createAuthClient as createClient, type AuthClientOptions, type LoadKeeper } from '../session/authClient';
import type { ClientShared } from '../session/shared';
import { giveWords } from './errorMessages';
import { KEEPER_INTEGRITY } from './keeperIntegrity';

export type { AuthClient, AuthClientOptions, LoadKeeper } from '../session/authClient';

/** The main file's chunk loader, given the session keeper's hash, which this chunk carries. */
export type LoadChunk = (name: 'sessionKeeper', integrity?: string) => ReturnType<LoadKeeper>;

/** The network client, as the main file's handle makes it; `load` fetches the session keeper's chunk. */
export const createAuthClient = (options: AuthClientOptions, shared: ClientShared, load: LoadChunk) =>
  createClient({ describeError: giveWords, ...options }, shared, () => load('sessionKeeper', KEEPER_INTEGRITY));
