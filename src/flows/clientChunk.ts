// The `client` chunk's entry: the network client (session/authClient.ts), whose failed calls get
// the person's words for their errors here (errorMessages.ts), so that neither the main file nor
// api/ carries those texts.
import { createAuthClient as createClient, type AuthClientOptions, type LoadKeeper } from '../session/authClient';
import type { ClientShared } from '../session/shared';
import { giveWords } from './errorMessages';

export type { AuthClient, AuthClientOptions, LoadKeeper } from '../session/authClient';

/** The network client, as the main file's handle makes it; `loadKeeper` fetches the session keeper's chunk. */
export const createAuthClient = (options: AuthClientOptions, shared: ClientShared, loadKeeper: LoadKeeper) =>
  createClient({ describeError: giveWords, ...options }, shared, loadKeeper);
