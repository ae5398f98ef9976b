// The main file's side of the headless client (mount.tsx `client`): a forwarder that loads the
// headless chunk at the first call, and `getSync` answered at once from the state it holds.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as headlessChunk from '../../../src/headless/index';
import { client } from '../../../src/mount';
import * as clientChunk from '../../../src/flows/clientChunk';
import { resetPage } from '../../support/browser';
import { fakeFetch, json } from '../../support/fetch';
import { API, auth } from './support';

let tokens = 0;
/** A fresh public token per test: clients are shared per token and origin. */
const freshToken = () => `public-token-test-forwarder-${++tokens}`;

function page() {
  const { fetch, calls } = fakeFetch((call) =>
    new URL(call.url).pathname === '/sdk/v1/impersonation/authenticate'
      ? json(200, { data: { request_id: 'r', status_code: 200, ...auth('session-forwarded') } })
      : json(404, { status_code: 404, request_id: 'r', error_type: 'route_not_found', error_message: '', error_url: '' }),
  );
  vi.stubGlobal('fetch', fetch);
  // The chunks "ran" and registered themselves, as their scripts do (loading/load.ts).
  (globalThis as { AuthWidget?: unknown }).AuthWidget = {
    chunks: { client: clientChunk, headless: headlessChunk, localeIndex: { LOCALE_INTEGRITY: {} } },
  };
  return { calls: () => calls.filter((call) => !call.url.endsWith('/events')) };
}

beforeEach(() => resetPage());
afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as { AuthWidget?: unknown }).AuthWidget;
});

describe('client() forwards the headless methods to their chunk', () => {
  it('getSync answers synchronously; an authenticate call signs in through the chunk', async () => {
    const { calls } = page();
    const host = client({ publicToken: freshToken(), apiBaseUrl: API });
    expect(host.user.getSync()).toBeNull();
    expect(host.session.getSync()).toBeNull();
    const answer = await host.impersonation.authenticate({ impersonation_token: 'imp' });
    expect(answer.session.session_id).toBe('session-forwarded');
    expect(host.session.getSync()?.session_id).toBe('session-forwarded');
    expect(host.user.getSync()?.user_id).toBe('user-test-1');
    expect(calls().map((call) => call.body)).toEqual([{ impersonation_token: 'imp' }]);
  });

  it('a wrong argument rejects with the spec error and sends nothing', async () => {
    const { calls } = page();
    const host = client({ publicToken: freshToken(), apiBaseUrl: API });
    await expect(host.totps.create({ expiration_minutes: '5' as never })).rejects.toThrow('Invalid call to totps.create\nexpiration_minutes must be a number.');
    await expect(host.otps.sms.loginOrCreate(5 as never)).rejects.toThrow('Invalid call to otps.sms.loginOrCreate\nphone_number must be a string.');
    expect(calls()).toEqual([]);
  });

  it('a name the client lacks rejects; awaiting a namespace calls nothing', async () => {
    const { calls } = page();
    const host = client({ publicToken: freshToken(), apiBaseUrl: API }) as unknown as Record<string, Record<string, () => Promise<unknown>>>;
    await expect(host.totps!.enrol!()).rejects.toThrow('Invalid call to totps.enrol');
    // Not a thenable: awaiting gives the namespace back instead of calling a `then` method.
    const awaited = await (host.totps as unknown as Promise<unknown>);
    expect(typeof awaited === 'function' && typeof (awaited as unknown as Record<string, unknown>).create === 'function').toBe(true);
    expect(calls()).toEqual([]);
  });

  it('checks sessionOptions among the client options', () => {
    page();
    expect(() => client({ publicToken: freshToken(), sessionOptions: { sessionDurationMinutes: '30' } })).toThrow(
      'Invalid call to client\nsessionOptions.sessionDurationMinutes must be a number, got string.',
    );
  });
});
