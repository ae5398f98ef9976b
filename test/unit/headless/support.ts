// A client handle for the headless methods on a fake fetch (test/support/fetch.ts) that answers
// each route with the fixed docs/spec/api.md §3 shape a test gives it: for the tests that pin what the
// client sends (wire.test.ts) and its argument checks, not for the provider's behaviour, which
// emulator.test.ts covers against the emulator.
import type { AuthResponse, User } from '../../../src/contract/index';
import { createHeadless } from '../../../src/headless/index';
import type { LoadCeremonies } from '../../../src/headless/context';
import { createTestClient } from '../../support/client';
import { createClientHandle } from '../../../src/session/clientHandle';
import { fakeFetch, json, type RecordedCall } from '../../support/fetch';

export const PUBLIC_TOKEN = 'public-token-test-headless';
export const API = 'http://localhost:9099';

export function user(overrides: Partial<User> = {}): User {
  return {
    user_id: 'user-test-1',
    created_at: '2026-01-01T00:00:00Z',
    status: 'active',
    name: { first_name: '', middle_name: '', last_name: '' },
    emails: [{ email_id: 'email-test-1', email: 'a@example.com', verified: true }],
    phone_numbers: [],
    providers: [],
    webauthn_registrations: [],
    crypto_wallets: [],
    totps: [],
    biometric_registrations: [],
    password: null,
    trusted_metadata: {},
    untrusted_metadata: {},
    roles: [],
    ...overrides,
  };
}

export function auth(sessionId = 'session-test-1', userRecord = user()): AuthResponse {
  return {
    user_id: userRecord.user_id,
    user: userRecord,
    session_token: `token-${sessionId}`,
    session_jwt: `jwt-${sessionId}`,
    session: {
      session_id: sessionId,
      user_id: userRecord.user_id,
      started_at: '2026-01-01T00:00:00Z',
      last_accessed_at: '2026-01-01T00:00:00Z',
      expires_at: new Date(Date.now() + 3600_000).toISOString(),
      attributes: { ip_address: '', user_agent: '' },
      custom_claims: null,
      roles: [],
      authentication_factors: [],
    },
  };
}

export type Routes = Record<string, (call: RecordedCall) => unknown>;
const meta = { request_id: 'request-id-test', status_code: 200 };

/** A handle whose requests go to `routes` ('POST /totps'), answered in `{data}`; anything else is a 404. */
export function headlessOn(routes: Routes, options: { sessionDurationMinutes?: number } = {}, chunks: Record<string, unknown> = {}) {
  const { fetch, calls } = fakeFetch((call) => {
    const key = `${call.method} ${new URL(call.url).pathname.replace('/sdk/v1', '')}`;
    const route = routes[key];
    if (!route) return json(404, { status_code: 404, request_id: 'r', error_type: 'route_not_found', error_message: key, error_url: '' });
    return json(200, { data: { ...meta, ...(route(call) as object) } });
  });
  let clientLoads = 0;
  const handle = createClientHandle({ publicToken: PUBLIC_TOKEN, apiBaseUrl: API, fetch }, async () => (clientLoads++, createTestClient), 'test');
  const loads: string[] = [];
  const load = (async (name: string) => {
    loads.push(name);
    if (!chunks[name]) throw new Error(`no ${name} chunk in this test`);
    return chunks[name];
  }) as LoadCeremonies;
  const headless = createHeadless(handle, { publicToken: PUBLIC_TOKEN, sessionOptions: options }, load);
  /** The SDK calls made, telemetry and the background session check left out. */
  const sdkCalls = () => calls.filter((call) => !call.url.endsWith('/events'));
  return { handle, headless, calls, sdkCalls, loads, clientLoads: () => clientLoads };
}
