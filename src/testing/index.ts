// auth-widget/testing: helpers for Playwright and any Node test against the emulator
// (docs/guide/testing.md). They reach the emulator only through its /__emulator/* hooks.
export { signIn, type SignInOptions, type TestCookie, type TestPage } from './signIn';
export { advanceClock, latestCode, latestLink, resetEmulator, setRoles, TestingUsageError, type EmulatorTarget, type OutboxWait } from './emulatorCalls';
export type { EmulatorSession, OutboxMessage } from '../contract/index';
