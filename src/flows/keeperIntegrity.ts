// The session keeper chunk's SRI hash. The client chunk alone loads the keeper, so it carries the
// hash, and a signed-in page fetches no locale index for it (issue 38). The CDN build writes the
// real hash here (rollup.config.mjs `keeperIntegrity`); elsewhere the loader needs none.
export const KEEPER_INTEGRITY: string | undefined = undefined;
