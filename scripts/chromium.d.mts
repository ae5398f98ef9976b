// Types for scripts/chromium.mjs, so playwright.config.ts and the e2e fixtures type-check.
export const INSTALL_COMMAND: string;
/** The Chromium to drive: $CHROMIUM_PATH, else Debian's package; undefined when there is none. */
export function findChromium(): string | undefined;
/** Finds Chromium, installing Debian's package when possible; exits with the command to run when not. */
export function ensureChromium(): string;
/** Whether `path` is a file this user may run. */
export function executable(path: string): boolean;
/** Whether this machine can install Debian packages itself (root with apt-get). */
export function canInstall(): boolean;
