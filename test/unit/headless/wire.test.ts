// The headless client pinned to fixed answers on a fake fetch (support.ts): these tests are about
// what the client sends and how it takes an answer it is given, not about the provider, so each
// answer is fixed in the test. They pin the wire details docs/spec/api.md §3 names: exact paths (ids
// URL-encoded), methods and bodies (snake_case options only, the session duration given, else the
// configured default, else none), the order of a passkey sign-in's calls around the browser's
// request, and what a failed revoke does to the stored session. The same calls against the
// emulator, end to end, are in emulator.test.ts.
import { beforeEach, describe, expect, it } from 'vitest';
import { cookies, resetPage } from '../../support/browser';
import { auth, headlessOn } from './support';

beforeEach(() => resetPage());

const path = (url: string) => new URL(url).pathname;

describe('totps (docs/spec/api.md §3)', () => {
  it('authenticate sends a session duration of 30 minutes by default', async () => {
    const { headless, sdkCalls } = headlessOn({ 'POST /totps/authenticate': () => ({ ...auth(), totp_id: 'totp-test-1' }) });
    await headless.totps.authenticate({ totp_code: '123456' });
    expect(sdkCalls().map((call) => [call.method, path(call.url), call.body])).toEqual([['POST', '/sdk/v1/totps/authenticate', { totp_code: '123456', session_duration_minutes: 30 }]]);
  });

  it('the client options sessionOptions.sessionDurationMinutes is the default; a given duration wins', async () => {
    const { headless, sdkCalls } = headlessOn(
      { 'POST /totps/authenticate': () => auth(), 'POST /totps/recover': () => auth() },
      { sessionDurationMinutes: 120 },
    );
    await headless.totps.authenticate({ totp_code: '123456' });
    expect(sdkCalls().at(-1)!.body).toEqual({ totp_code: '123456', session_duration_minutes: 120 });
    await headless.totps.recover({ recovery_code: 'ckss-2skx-ebow', session_duration_minutes: 5 });
    expect(sdkCalls().at(-1)!.body).toEqual({ recovery_code: 'ckss-2skx-ebow', session_duration_minutes: 5 });
  });
});

describe('user updates and deletions', () => {
  it('update sends PUT /users/me with the snake_case options only', async () => {
    const { headless, sdkCalls } = headlessOn({
      'POST /impersonation/authenticate': () => auth('session-1'),
      'PUT /users/me': () => ({ user_id: 'user-test-1', emails: [], phone_numbers: [], crypto_wallets: [] }),
      'POST /sessions/authenticate': () => auth('session-1'),
    });
    await headless.impersonation.authenticate({ impersonation_token: 't' });
    await headless.user.update({ untrusted_metadata: { theme: 'dark' }, ignored: true } as never);
    const put = sdkCalls().find((call) => call.method === 'PUT')!;
    expect([path(put.url), put.body]).toEqual(['/sdk/v1/users/me', { untrusted_metadata: { theme: 'dark' } }]);
  });

  it.each([
    ['deleteEmail', 'emails'],
    ['deletePhoneNumber', 'phone_numbers'],
    ['deleteTOTP', 'totps'],
    ['deleteCryptoWallet', 'crypto_wallets'],
    ['deleteOAuthRegistration', 'oauth'],
    ['deleteWebauthnRegistration', 'webauthn_registrations'],
    ['deleteBiometricRegistration', 'biometric_registrations'],
  ] as const)('%s sends DELETE /users/%s/{id}', async (method, segment) => {
    const { headless, sdkCalls } = headlessOn({ [`DELETE /users/${segment}/id%201`]: () => ({ user_id: 'user-test-1' }) });
    expect(await headless.user[method]('id 1')).toMatchObject({ user_id: 'user-test-1' });
    expect(sdkCalls().map((call) => [call.method, path(call.url), call.body])).toEqual([['DELETE', `/sdk/v1/users/${segment}/id%201`, {}]]);
  });
});

describe('session', () => {
  it('revoke without forceClear keeps the session when the call fails', async () => {
    const { handle, headless } = headlessOn({ 'POST /impersonation/authenticate': () => auth('session-kept') });
    await headless.impersonation.authenticate({ impersonation_token: 't' });
    await expect(headless.session.revoke()).rejects.toMatchObject({ error_type: 'route_not_found' });
    expect(handle.getSession()?.session_id).toBe('session-kept');
  });

  it('revoke with forceClear clears the session even when the call fails', async () => {
    const { handle, headless } = headlessOn({ 'POST /impersonation/authenticate': () => auth('session-gone') });
    await headless.impersonation.authenticate({ impersonation_token: 't' });
    await expect(headless.session.revoke({ forceClear: true })).rejects.toMatchObject({ error_type: 'route_not_found' });
    expect(handle.getSession()).toBeNull();
    expect(cookies().stytch_session).toBeUndefined();
  });

  it('authenticate sends the duration given, else the configured default, else none', async () => {
    const routes = { 'POST /sessions/authenticate': () => auth() };
    const plain = headlessOn(routes);
    await plain.headless.session.authenticate();
    await plain.headless.session.authenticate({ session_duration_minutes: 60 });
    expect(plain.sdkCalls().map((call) => call.body)).toEqual([{}, { session_duration_minutes: 60 }]);
    const configured = headlessOn(routes, { sessionDurationMinutes: 90 });
    await configured.headless.session.authenticate();
    expect(configured.sdkCalls().map((call) => call.body)).toEqual([{ session_duration_minutes: 90 }]);
  });
});

describe('webauthn', () => {
  it("authenticate runs the passkeys group's browser request between start and finish, and stores the session", async () => {
    const requests: string[] = [];
    const ceremonies = {
      authenticate: async (optionsJSON: string) => (requests.push(optionsJSON), '{"id":"credential"}'),
      register: async () => '',
      autofill: async () => '',
      abort: async () => undefined,
    };
    const { handle, headless, sdkCalls, loads } = headlessOn(
      {
        'POST /webauthn/authenticate/start/primary': () => ({ public_key_credential_request_options: '{"challenge":"abc"}' }),
        'POST /webauthn/authenticate': () => ({ ...auth('session-passkey'), webauthn_registration_id: 'webauthn-registration-1' }),
      },
      {},
      { passkeys: { createCeremonies: () => ceremonies } },
    );
    const answer = await headless.webauthn.authenticate({ session_duration_minutes: 15 });
    expect(answer.webauthn_registration_id).toBe('webauthn-registration-1');
    expect(requests).toEqual(['{"challenge":"abc"}']);
    expect(loads).toEqual(['passkeys']);
    expect(sdkCalls().map((call) => [path(call.url), call.body])).toEqual([
      ['/sdk/v1/webauthn/authenticate/start/primary', { domain: location.hostname, return_passkey_credential_options: true }],
      ['/sdk/v1/webauthn/authenticate', { public_key_credential: '{"id":"credential"}', session_duration_minutes: 15 }],
    ]);
    expect(handle.getSession()?.session_id).toBe('session-passkey');
  });

  it('update sends PUT /webauthn/update/{id} with the name', async () => {
    const registration = { webauthn_registration_id: 'w 1', domain: 'localhost', user_agent: '', authenticator_type: 'platform', verified: true, name: 'Laptop' };
    const { headless, sdkCalls } = headlessOn({ 'PUT /webauthn/update/w%201': () => ({ webauthn_registration: registration }) });
    expect((await headless.webauthn.update({ webauthn_registration_id: 'w 1', name: 'Laptop' })).webauthn_registration).toEqual(registration);
    expect(sdkCalls().map((call) => [call.method, path(call.url), call.body])).toEqual([['PUT', '/sdk/v1/webauthn/update/w%201', { name: 'Laptop' }]]);
  });
});
