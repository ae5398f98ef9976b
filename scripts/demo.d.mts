// Types for scripts/demo.mjs, so the demo's end-to-end test type-checks.
export const CDN_DIR: string;
export const DEMO_DIR: string;
/** The path of the test wallets' script on the demo origin, e.g. /test-wallets.js. */
export const TEST_WALLETS_PATH: string;

export interface Demo {
  /** e.g. http://localhost:3000, serving cdn/demo/ */
  demoOrigin: string;
  /** e.g. http://localhost:9099: the API, the outbox and cdn/ under /cdn/ */
  emulatorOrigin: string;
  /** e.g. http://localhost:41234: 'Demo Notes', the relying party that signs in with the emulator as its OpenID Provider */
  relyingPartyOrigin: string;
  /** The lines `npm start` prints: where the demo page, API, outbox and scripts are. */
  summary: string[];
  close(): Promise<void>;
}

/**
 * Builds the test wallets' script, then starts the emulator, the relying party and the demo host
 * page (port 0 picks a free one; `rpPort` defaults to 0); cdn/ must be built.
 */
export function startDemo(options: { port: number; demoPort: number; rpPort?: number }): Promise<Demo>;
