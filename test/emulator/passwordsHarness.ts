// Shared pieces of the password tests: a harness with a cheap scrypt (the default is A1's
// N=2^17, which would make every test slow) and small wrappers over the public HTTP surface.
import { createPasswordHasher, type PasswordHasher } from '../../emulator/crypto/passwordHash';
import type { EmulatorOptions } from '../../emulator/app';
import { createHarness, ORIGIN, type Harness } from './harness';

export const STRONG = 'violet-Tractor-89-lantern';
export const STRONG_2 = 'quiet Harbor 7 marmalade';

export function cheapHasher(): PasswordHasher {
  return createPasswordHasher({ log2N: 4 });
}

export function passwordHarness(options: EmulatorOptions = {}): Harness {
  return createHarness({ passwordHasher: cheapHasher(), ...options });
}

export function createPassword(h: Harness, email: string, password = STRONG, extra: Record<string, unknown> = {}) {
  return h.call('POST', '/passwords', { body: { email, password, session_duration_minutes: 30, ...extra } });
}

export function login(h: Harness, email: string, password: string, extra: Record<string, unknown> = {}) {
  return h.call('POST', '/passwords/authenticate', { body: { email, password, session_duration_minutes: 30, ...extra } });
}

/** POST /__emulator/users: stage an account (passwordless, needing a reset, a breached password). */
export async function stageUser(h: Harness, body: Record<string, unknown>) {
  const res = await h.call('POST', `${ORIGIN}/__emulator/users`, { body });
  if (res.status !== 200) throw new Error(`stageUser failed: ${JSON.stringify(res.json)}`);
  return res.json as { user: { user_id: string; password: null | { password_id: string; requires_reset: boolean } }; email_id: string };
}
