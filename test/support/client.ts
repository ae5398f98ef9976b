// The client chunk's factory as the composition root hands it to the handle (src/client.ts
// loadClient), with the session keeper's chunk as a module already here.
import { createAuthClient } from '../../src/flows/clientChunk';
import type { LoadClient } from '../../src/session/clientHandle';
import * as sessionKeeper from '../../src/session/sessionKeeper';

type ClientFactory = Awaited<ReturnType<LoadClient>>;
export const createTestClient: ClientFactory = (options, shared) => createAuthClient(options, shared, async () => sessionKeeper);
