// Emulator-only endpoints (docs/spec/security.md E6, E7): the outbox, reset, the clock, received telemetry, the
// running project config, users' roles, who is signed in to the stand-in Google, faults and request counts. They exist so tests read
// secrets out of band (docs/architecture.md guideline 12) and steer the emulator, and never in the real provider.
import type { EmulatorClock, EmulatorFault, EmulatorFaults, EmulatorOutbox, EmulatorRequestCounts, EmulatorUser, OutboxMessage, User } from '../../src/contract/index';
import type { Clock } from '../store/clock';
import { assert, EmulatorError } from '../errors';
import { parseFault, type FaultTable } from './faults';
import { listGoogleIdentities, stageGoogleIdentities } from '../standins/googleStandIn';
import type { Outbox } from '../store/outbox';
import type { PasswordHasher } from '../crypto/passwordHash';
import { htmlResponse } from '../http/html';
import { renderOutboxPage } from './outboxPage';
import { ProjectConfigError, type LiveProject, type ProjectConfig } from '../project/project';
import { assignRoles } from '../project/rbacPolicy';
import type { RequestCounts } from './requestCounts';
import { mintImpersonationToken } from '../api/impersonation';
import { clearUserPassword, MAX_PASSWORD_CHARS, setUserPassword } from '../api/passwords';
import { takeSnapshot } from '../store/snapshot';
import type { Store } from '../store/store';
import { codePointLength } from '../strength/strength';
import { emailAddress, objectBody, optionalBoolean, type Body } from '../validate/validate';

export interface DevDeps {
  store: Store;
  outbox: Outbox;
  clock: Clock;
  project: LiveProject;
  /** Clears all state, faults and request counts, and restores the start-up project config. */
  reset(): void;
  /** Runs `again` after every later reset: what `?keep_on_reset=true` staged survives one. */
  keepOnReset(again: () => void): void;
  passwordHasher: PasswordHasher;
  faults: FaultTable;
  requests: RequestCounts;
}

export interface DevRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** May name path params (`:fault_id`), given to run as `params`. */
  path: string;
  /** Returns a JSON-able body (or a promise of one), or a ready Response (the HTML page). */
  run(input: { query: URLSearchParams; body: unknown; params: Record<string, string> }): unknown;
}

const CHANNELS: readonly OutboxMessage['channel'][] = ['email', 'sms', 'whatsapp'];

function clockState(clock: Clock): EmulatorClock {
  return { now: new Date(clock.now()).toISOString() };
}

function setClock(clock: Clock, rawBody: unknown): EmulatorClock {
  const body = objectBody(rawBody);
  const hasNow = Object.hasOwn(body, 'now');
  const hasAdvance = Object.hasOwn(body, 'advance_ms');
  assert(hasNow || hasAdvance, 400, 'missing_argument', 'Send {"now": "<ISO time>"} or {"advance_ms": <number>}');
  assert(!(hasNow && hasAdvance), 400, 'invalid_argument', 'Send either now or advance_ms, not both');
  if (hasNow) {
    const ms = typeof body.now === 'string' ? Date.parse(body.now) : NaN;
    assert(Number.isFinite(ms), 400, 'invalid_argument', 'now must be an ISO 8601 date-time string');
    clock.set(ms);
  } else {
    assert(typeof body.advance_ms === 'number' && Number.isFinite(body.advance_ms), 400, 'invalid_argument', 'advance_ms must be a finite number');
    clock.advance(body.advance_ms);
  }
  return clockState(clock);
}

/**
 * POST /__emulator/users: creates the user for `email` if needed, then applies `password`
 * (a string sets it, unchecked by the policy, so breached or weak ones can be staged; null makes
 * the account passwordless) and `requires_reset` (needs a password).
 */
async function upsertUser(deps: DevDeps, rawBody: unknown): Promise<EmulatorUser> {
  const body: Body = objectBody(rawBody);
  const email = emailAddress(body);
  const password = body.password;
  assert(
    password === undefined || password === null || (typeof password === 'string' && password !== '' && codePointLength(password) <= MAX_PASSWORD_CHARS),
    400,
    'invalid_argument',
    `password must be null or a string of 1 to ${MAX_PASSWORD_CHARS} characters`,
  );
  const requiresReset = optionalBoolean(body, 'requires_reset');
  const { store, clock } = deps;
  const user = store.userByEmail(email) ?? store.createUser(clock.now(), 'active');
  const entry = store.addEmail(user, email);
  if (typeof password === 'string') await setUserPassword(store, deps.passwordHasher, user, password);
  if (password === null) clearUserPassword(store, user);
  if (requiresReset !== undefined) {
    assert(user.password, 400, 'no_user_password', 'requires_reset needs an account with a password; send a password too');
    user.password.requires_reset = requiresReset;
  }
  return { user: structuredClone(user), email_id: entry.email_id };
}

/**
 * PUT /__emulator/users/:user_id/roles {roles}: replaces the roles assigned to the user, each one
 * of the project's rbac_policy (project/rbacPolicy.ts); answers the user, `stytch_user` included.
 */
function putRoles(deps: DevDeps, userId: string, rawBody: unknown): { user: User } {
  const user = deps.store.users.get(userId);
  assert(user, 404, 'user_not_found', `No user has the id "${userId}"`);
  const body = objectBody(rawBody);
  assert(Object.hasOwn(body, 'roles'), 400, 'missing_argument', 'Send {"roles": ["<role_id>", …]} (an empty list takes every assigned role away)');
  assignRoles(user, deps.project.current().rbac_policy, body.roles);
  return { user: structuredClone(user) };
}

/**
 * POST /__emulator/project: merges a partial config (top-level fields replace the current ones)
 * and answers the result; a bad or unknown field is a 400 naming it, and nothing changes.
 */
export function mergeProject(project: LiveProject, rawBody: unknown): ProjectConfig {
  try {
    return structuredClone(project.merge(objectBody(rawBody)));
  } catch (err) {
    if (err instanceof ProjectConfigError) throw new EmulatorError(400, 'invalid_argument', err.message);
    throw err;
  }
}

/**
 * `?keep_on_reset=true` on a POST that sets something up: it becomes part of the start-up state a
 * reset returns to, as `npm start`'s demo keeps its connected app and whom One Tap offers.
 */
function keepOnReset(query: URLSearchParams): boolean {
  const value = query.get('keep_on_reset');
  assert(value === null || value === 'true' || value === 'false', 400, 'invalid_argument', `keep_on_reset must be true or false, got "${value}"`);
  return value === 'true';
}

export function devRoutes(deps: DevDeps): DevRoute[] {
  return [
    {
      method: 'GET',
      path: '/__emulator/outbox',
      run: ({ query }): EmulatorOutbox => {
        const channel = query.get('channel') ?? undefined;
        assert(channel === undefined || (CHANNELS as string[]).includes(channel), 400, 'invalid_argument', `channel must be one of ${CHANNELS.join(', ')}`);
        const messages = deps.outbox.list({ recipient: query.get('recipient') ?? undefined, channel });
        return { messages, dropped: deps.outbox.dropped, max_messages: deps.outbox.limit };
      },
    },
    {
      method: 'POST',
      path: '/__emulator/reset',
      run: () => {
        deps.reset();
        return { ok: true };
      },
    },
    { method: 'GET', path: '/__emulator/clock', run: () => clockState(deps.clock) },
    { method: 'POST', path: '/__emulator/clock', run: ({ body }) => setClock(deps.clock, body) },
    { method: 'GET', path: '/__emulator/events', run: () => ({ events: structuredClone(deps.store.events) }) },
    { method: 'GET', path: '/__emulator/project', run: () => structuredClone(deps.project.current()) },
    {
      method: 'POST',
      path: '/__emulator/project',
      run: ({ query, body }) => {
        const keep = keepOnReset(query);
        const merged = mergeProject(deps.project, body);
        if (keep) deps.project.keep();
        return merged;
      },
    },
    { method: 'POST', path: '/__emulator/users', run: ({ body }) => upsertUser(deps, body) },
    { method: 'PUT', path: '/__emulator/users/:user_id/roles', run: ({ params, body }) => putRoles(deps, params.user_id!, body) },
    // Stands in for the provider's dashboard: a single-use token that signs in as the user (issue 17).
    { method: 'POST', path: '/__emulator/impersonation', run: ({ body }) => mintImpersonationToken(deps.store, deps.clock, body) },
    { method: 'GET', path: '/__emulator/faults', run: (): EmulatorFaults => ({ faults: deps.faults.list() }) },
    { method: 'POST', path: '/__emulator/faults', run: ({ body }): { fault: EmulatorFault } => ({ fault: deps.faults.add(parseFault(body)) }) },
    {
      method: 'DELETE',
      path: '/__emulator/faults',
      run: (): EmulatorFaults => {
        deps.faults.clear();
        return { faults: [] };
      },
    },
    {
      method: 'DELETE',
      path: '/__emulator/faults/:fault_id',
      run: ({ params }): EmulatorFaults => {
        deps.faults.remove(params.fault_id!);
        return { faults: deps.faults.list() };
      },
    },
    // The state as --export writes it (snapshot.ts): a test can save it and start another emulator from it.
    { method: 'GET', path: '/__emulator/export', run: () => takeSnapshot({ ...deps, project: deps.project.current() }) },
    { method: 'GET', path: '/__emulator/requests', run: (): EmulatorRequestCounts => deps.requests.snapshot() },
    { method: 'GET', path: '/__emulator/google/identities', run: () => listGoogleIdentities(deps.store) },
    {
      method: 'POST',
      path: '/__emulator/google/identities',
      run: ({ query, body }) => {
        const keep = keepOnReset(query);
        const staged = stageGoogleIdentities(deps.store, body);
        if (keep) deps.keepOnReset(() => stageGoogleIdentities(deps.store, staged));
        return staged;
      },
    },
    { method: 'GET', path: '/outbox', run: () => htmlResponse(200, renderOutboxPage(deps.outbox.list(), deps.project.current().project_name, deps.outbox)) },
  ];
}
