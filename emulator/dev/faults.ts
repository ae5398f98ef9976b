// Fault injection (docs/spec/security.md E7): a test registers faults by route pattern, and requests that
// match are slowed down, answered with an error status, cut off, or shown another time. The
// widget's retry, error and expiry handling is then tested against the real emulator.
import type { EmulatorFault } from '../../src/contract/index';
import { offsetClock, type Clock } from '../store/clock';
import { assert, EmulatorError, type EmulatorErrorType } from '../errors';
import { newId } from '../crypto/tokens';
import { ConnectionDropped } from '../http/connectionDropped';
import { isEmulatorOwnPath } from '../http/ownPaths';
import { integerInRange, objectBody, type Body } from '../validate/validate';

export const MAX_FAULTS = 100;
const MAX_ROUTE_LENGTH = 2048;
const TEN_YEARS_MS = 10 * 365 * 24 * 60 * 60 * 1000;
const FIELDS = ['route', 'latency_ms', 'status', 'retry_after_s', 'drop', 'clock_offset_ms', 'times'];
const EFFECTS = ['latency_ms', 'status', 'drop', 'clock_offset_ms'];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE'];
// "/path" or "METHOD /path"; a `*` may only end the path.
const ROUTE = /^(?:([A-Z]+) )?(\/[^\s*]*)(\*?)$/;

interface FaultRecord {
  wire: EmulatorFault;
  method: string | null;
  path: string;
  prefix: boolean;
}

/** A checked POST body, before it gets its id. */
export type FaultSpec = Omit<FaultRecord, 'wire'> & { wire: Omit<EmulatorFault, 'fault_id'> };

function optionalInteger(body: Body, name: string, min: number, max: number): number | undefined {
  return body[name] === undefined || body[name] === null ? undefined : integerInRange(body, name, min, max, 0);
}

function parseRoute(body: Body): Pick<FaultRecord, 'method' | 'path' | 'prefix'> {
  const route = body.route;
  assert(route !== undefined && route !== null, 400, 'missing_argument', 'route is required, e.g. "POST /sdk/v1/sessions/authenticate" or "/sdk/v1/*"');
  const match = typeof route === 'string' && route.length <= MAX_ROUTE_LENGTH ? ROUTE.exec(route) : null;
  assert(match, 400, 'invalid_argument', 'route must be "METHOD /path" or "/path", with * allowed only at the end');
  const method = match[1] ?? null;
  const path = match[2]!;
  assert(method === null || METHODS.includes(method), 400, 'invalid_argument', `route's method must be one of ${METHODS.join(', ')} (preflights are never faulted)`);
  assert(!isEmulatorOwnPath(path), 400, 'invalid_argument', 'route cannot name /__emulator/, /outbox, /admin or /cdn/: they are never faulted');
  return { method, path, prefix: match[3] === '*' };
}

/** The body of POST /__emulator/faults, checked field by field; a 400 names the bad field. */
export function parseFault(rawBody: unknown): FaultSpec {
  const body = objectBody(rawBody);
  const unknown = Object.keys(body).find((name) => !FIELDS.includes(name));
  assert(unknown === undefined, 400, 'invalid_argument', `unknown field "${unknown}"; the fields are ${FIELDS.join(', ')}`);
  const route = parseRoute(body);
  const latency_ms = optionalInteger(body, 'latency_ms', 0, 30_000);
  const status = optionalInteger(body, 'status', 400, 599);
  const retry_after_s = optionalInteger(body, 'retry_after_s', 0, 3600);
  const clock_offset_ms = optionalInteger(body, 'clock_offset_ms', -TEN_YEARS_MS, TEN_YEARS_MS);
  const times = optionalInteger(body, 'times', 1, 10_000);
  const drop = body.drop ?? undefined;
  assert(drop === undefined || drop === 'before' || drop === 'after', 400, 'invalid_argument', 'drop must be "before" or "after"');
  assert(EFFECTS.some((name) => body[name] !== undefined && body[name] !== null), 400, 'missing_argument', `give at least one effect: ${EFFECTS.join(', ')}`);
  assert(drop === undefined || status === undefined, 400, 'invalid_argument', 'drop and status are exclusive: a dropped connection has no status');
  assert(retry_after_s === undefined || status !== undefined, 400, 'invalid_argument', 'retry_after_s needs a status to go with');
  const effects = { latency_ms, status, retry_after_s, drop, clock_offset_ms, times };
  const given = Object.fromEntries(Object.entries(effects).filter(([, value]) => value !== undefined));
  return { ...route, wire: { route: body.route as string, ...given, remaining: times ?? null } };
}

/** The registered faults, in order: the first live match applies. */
export class FaultTable {
  private faults: FaultRecord[] = [];

  add(parsed: FaultSpec): EmulatorFault {
    assert(this.faults.length < MAX_FAULTS, 400, 'invalid_argument', `At most ${MAX_FAULTS} faults at once; DELETE /__emulator/faults clears them`);
    const wire: EmulatorFault = { fault_id: newId('fault'), ...parsed.wire };
    this.faults.push({ ...parsed, wire });
    return structuredClone(wire);
  }

  list(): EmulatorFault[] {
    return this.faults.map((fault) => structuredClone(fault.wire));
  }

  remove(faultId: string): void {
    const index = this.faults.findIndex((fault) => fault.wire.fault_id === faultId);
    if (index < 0) throw new EmulatorError(404, 'fault_not_found', `No fault with id ${faultId}`);
    this.faults.splice(index, 1);
  }

  clear(): void {
    this.faults = [];
  }

  /** Whether some fault drops connections (server.ts then stops reusing them). */
  hasDrops(): boolean {
    return this.faults.some((fault) => fault.wire.drop !== undefined);
  }

  /** The fault for this request, if any, spending one of its `times`. */
  take(method: string, pathname: string): EmulatorFault | null {
    if (method === 'OPTIONS' || isEmulatorOwnPath(pathname)) return null;
    const fault = this.faults.find((f) => (f.method === null || f.method === method) && (f.prefix ? pathname.startsWith(f.path) : pathname === f.path));
    if (!fault) return null;
    if (fault.wire.remaining !== null && --fault.wire.remaining === 0) this.faults.splice(this.faults.indexOf(fault), 1);
    return structuredClone(fault.wire);
  }
}

const INJECTED_TYPES: Record<number, EmulatorErrorType> = {
  429: 'too_many_requests',
  500: 'internal_server_error',
  503: 'service_unavailable',
};

/**
 * Runs `handle` under `fault`: waits, answers an error, or cuts the connection off before or
 * after the handler, whose clock is moved by the fault's offset.
 */
export async function withFault(fault: EmulatorFault | null, clock: Clock, handle: (clock: Clock) => Response | Promise<Response>): Promise<Response> {
  if (!fault) return handle(clock);
  if (fault.latency_ms) await new Promise((done) => setTimeout(done, fault.latency_ms));
  if (fault.status !== undefined) {
    const headers: Record<string, string> = fault.retry_after_s === undefined ? {} : { 'retry-after': String(fault.retry_after_s) };
    const type = INJECTED_TYPES[fault.status] ?? 'injected_fault';
    throw new EmulatorError(fault.status, type, `Status ${fault.status} injected by POST /__emulator/faults (${fault.fault_id})`, headers);
  }
  if (fault.drop === 'before') throw new ConnectionDropped();
  const res = await handle(fault.clock_offset_ms ? offsetClock(clock, fault.clock_offset_ms) : clock);
  if (fault.drop === 'after') {
    await res.body?.cancel();
    throw new ConnectionDropped();
  }
  return res;
}
