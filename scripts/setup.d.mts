// Types for scripts/setup.mjs, so its unit test type-checks.
import type { SpawnSyncOptions, SpawnSyncReturns } from 'node:child_process';

export const ROOT: string;
export const INSTALL_MESSAGE: string;
export type Version = [major: number, minor: number, patch: number];
/** `20.19` or `v20.19.1` as [major, minor, patch]; undefined when it is not a version. */
export function parseVersion(text: string): Version | undefined;
/** The version in an engines range of the one form used here, `>=X.Y`; undefined for any other form. */
export function parseMinimum(range: string | undefined): Version | undefined;
export function isAtLeast(version: Version, minimum: Version): boolean;
/** The line to print when `nodeVersion` does not satisfy `>=X.Y`; null when it does or the range is another form. */
export function nodeVersionProblem(nodeVersion: string, range: string | undefined): string | null;
/** An install is needed when node_modules/.package-lock.json is missing or older than package-lock.json. */
export function needsInstall(state: { lockMtime: number; installedMtime: number | undefined; sameAsLocked?: () => boolean }): boolean;
export function installedAsLocked(lock: unknown, installed: unknown): boolean;
/** npm from PATH (npm.cmd through a shell on Windows). */
export function runNpm(args: string[], options?: SpawnSyncOptions): SpawnSyncReturns<string | Buffer>;
/** Checks Node and npm and installs the locked dependencies when needed; exits with one line when it cannot. */
export function ensureSetup(options?: { root?: string; nodeVersion?: string }): void;
