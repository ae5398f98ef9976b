// Types for scripts/demoRelyingParty.mjs, for the tests that register what the demo registers.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const RELYING_PARTY: { client_id: string; client_name: string };

/** The relying party's request listener; `origin()` is its own origin, known once it listens. */
export function relyingPartyListener(options: { emulatorOrigin: string; origin: () => string }): (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** What the demo posts to /__emulator/project: the relying party as a connected app, and the consent page. */
export function relyingPartyProject(rpOrigin: string, idpPage: string): Record<string, unknown>;
