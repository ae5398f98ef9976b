// The emulator's test hooks (/__emulator/*) as functions a test calls: the one place here that
// talks to the emulator, so every helper reports a bad option or an unreachable emulator alike.
import type { EmulatorClock, EmulatorOutbox, OutboxMessage, User } from '../contract/index';

/** Where the emulator is, for every helper of auth-widget/testing. */
export interface EmulatorTarget {
  /** The emulator's origin, as the widget's `apiBaseUrl` names it. Default `http://localhost:9099`. */
  apiBaseUrl?: string;
  /** The fetch to call it with (default: the global one); e.g. an in-process emulator's `handle`. */
  fetch?: typeof fetch;
}

export const DEFAULT_API_BASE_URL = 'http://localhost:9099';

/** Thrown for a helper called wrongly (a bad option), before anything is sent. */
export class TestingUsageError extends TypeError {
  override name = 'TestingUsageError';
}

/** `apiBaseUrl` as an origin, or a TestingUsageError naming the helper. */
export function emulatorOrigin(helper: string, target: EmulatorTarget = {}): string {
  const raw = target.apiBaseUrl ?? DEFAULT_API_BASE_URL;
  let url: URL | null;
  try {
    url = typeof raw === 'string' ? new URL(raw) : null;
  } catch {
    url = null;
  }
  if (!url || !/^https?:$/.test(url.protocol) || (url.pathname !== '/' && url.pathname !== '')) {
    throw new TestingUsageError(`${helper}: apiBaseUrl must be the emulator's origin, such as "${DEFAULT_API_BASE_URL}", got ${JSON.stringify(raw)}`);
  }
  return url.origin;
}

/** A JSON call to the emulator; a refusal or an unreachable emulator is an Error saying which and why. */
export async function callEmulator<T>(helper: string, target: EmulatorTarget, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const origin = emulatorOrigin(helper, target);
  const fetchFn = target.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await fetchFn(`${origin}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (err) {
    throw new Error(`${helper}: the emulator at ${origin} did not answer (${(err as Error).message}); is it running (npx auth-widget-emulator)?`, { cause: err });
  }
  const text = await response.text();
  if (!response.ok) throw new Error(`${helper}: ${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** How long to wait for a message, and on which channel. */
export interface OutboxWait extends EmulatorTarget {
  /** Only messages on this channel. Default: any. */
  channel?: OutboxMessage['channel'];
  /** How long to wait for a matching message before failing. Default 5000 ms. */
  timeoutMs?: number;
}

const POLL_MS = 100;

/** The newest message to `recipient` that `pick` accepts, polling until `timeoutMs`. */
export async function waitForMessage(helper: string, recipient: string, options: OutboxWait, pick: (message: OutboxMessage) => string | undefined): Promise<string> {
  if (typeof recipient !== 'string' || recipient === '') throw new TestingUsageError(`${helper}: the first argument must be the recipient's email address or phone number`);
  const timeoutMs = options.timeoutMs ?? 5000;
  if (!Number.isFinite(timeoutMs) || timeoutMs < 0) throw new TestingUsageError(`${helper}: timeoutMs must be a number of milliseconds, got ${String(options.timeoutMs)}`);
  const query = new URLSearchParams({ recipient, ...(options.channel ? { channel: options.channel } : {}) });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { messages } = await callEmulator<EmulatorOutbox>(helper, options, 'GET', `/__emulator/outbox?${query}`);
    const found = messages.map(pick).filter((value) => value !== undefined).at(-1);
    if (found !== undefined) return found;
    if (Date.now() >= deadline) throw new Error(`${helper}: nothing of the kind was sent to ${recipient}${options.channel ? ` by ${options.channel}` : ''} within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, POLL_MS));
  }
}

/**
 * The newest passcode sent to `recipient` (an email address or a phone number), read from the
 * emulator's outbox; waits up to `timeoutMs` for one to arrive.
 */
export function latestCode(recipient: string, options: OutboxWait = {}): Promise<string> {
  return waitForMessage('latestCode', recipient, options, (message) => message.code);
}

/** The newest magic or password-reset link sent to `recipient`, read from the emulator's outbox; waits up to `timeoutMs`. */
export function latestLink(recipient: string, options: OutboxWait = {}): Promise<string> {
  return waitForMessage('latestLink', recipient, options, (message) => message.link);
}

/**
 * Empties the emulator: users, sessions, codes, links, the outbox, faults and request counts; the
 * project config goes back to the one it started with (what `npm start`'s demo registered included).
 */
export async function resetEmulator(options: EmulatorTarget = {}): Promise<void> {
  await callEmulator('resetEmulator', options, 'POST', '/__emulator/reset', {});
}

/**
 * Moves the emulator's clock forward by `ms` (or back, when negative): codes, links and sessions
 * expire by it. Answers the emulator's new time.
 */
export async function advanceClock(ms: number, options: EmulatorTarget = {}): Promise<Date> {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) throw new TestingUsageError(`advanceClock: ms must be a finite number of milliseconds, got ${String(ms)}`);
  const { now } = await callEmulator<EmulatorClock>('advanceClock', options, 'POST', '/__emulator/clock', { advance_ms: ms });
  return new Date(now);
}

/**
 * Replaces the roles assigned to the user `userId` with `roles`, each a role of the project's
 * rbac_policy (`stytch_user` is every user's anyway). Answers the user's roles, `stytch_user`
 * first. A signed-in page sees them from its session's next authenticate or refresh.
 */
export async function setRoles(userId: string, roles: string[], options: EmulatorTarget = {}): Promise<string[]> {
  if (typeof userId !== 'string' || userId === '') throw new TestingUsageError('setRoles: the first argument must be the user\'s user_id');
  if (!Array.isArray(roles) || !roles.every((role) => typeof role === 'string')) throw new TestingUsageError(`setRoles: roles must be an array of role ids, got ${JSON.stringify(roles)}`);
  const { user } = await callEmulator<{ user: User }>('setRoles', options, 'PUT', `/__emulator/users/${encodeURIComponent(userId)}/roles`, { roles });
  return user.roles;
}
