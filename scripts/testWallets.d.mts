// Types for scripts/testWallets.mjs, so the end-to-end helper type-checks.
export const TEST_WALLETS_FILE: string;

/** The test wallets' script as one classic script; also written to TEST_WALLETS_FILE unless `write` is false. */
export function buildTestWallets(options?: { write?: boolean }): Promise<string>;
