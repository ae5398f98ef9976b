// Types for scripts/browsers.mjs, so the engines runner (test/engines/run.ts) type-checks.
export const ENGINES_INSTALL_COMMAND: string;
export interface EnginePrograms {
  firefox: string;
  webkitDriver: string;
  miniBrowser: string;
  xvfb: string;
}
/** The programs found; each undefined when missing. */
export function findEngines(): Partial<EnginePrograms>;
/** Finds every program, installing Debian's packages when possible; exits with the command to run when not. */
export function ensureEngines(): EnginePrograms;
