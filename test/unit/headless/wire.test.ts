// The calls the emulator does not serve yet (TOTP, recovery codes, impersonation, PUT /users/me,
// the factor deletions), against the wire shapes of API.md §3 on a fake fetch.
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionChange } from '../../../src/session/authState';
import { cookies, resetPage } from '../../support/browser';
import { API, auth, headlessOn, user } from './support';

beforeEach(() => resetPage());

const path = (url: string) => new URL(url).pathname;

describe('totps (API.md §3)', () => {
  it('create sends expiration_minutes and returns the secret, QR code and recovery codes', async () => {
    const created = { user_id: 'user-test-1', totp_id: 'totp-test-1', secret: 'JBSWY3DPEHPK3PXP', qr_code: 'data:image/png;base64,AA', recovery_codes: ['ckss-2skx-ebow'] };
    const { headless, sdkCalls } = headlessOn({ 'POST /totps': () => created });
    const answer = await headless.totps.create({ expiration_minutes: 10 });
    expect(answer).toMatchObject(created);
    expect(sdkCalls().map((call) => [call.method, call.url, call.body])).toEqual([['POST', `${API}/sdk/v1/totps`, { expiration_minutes: 10 }]]);
  });

  it('authenticate stores the session it returns: cookies, state and onChange, with the default duration', async () => {
    const signedIn = auth('session-totp');
    const { handle, headless, sdkCalls } = headlessOn({ 'POST /totps/authenticate': () => ({ ...signedIn, totp_id: 'totp-test-1' }) });
    const changes: [string | undefined, SessionChange][] = [];
    handle.onChange((state, change) => changes.push([state?.session.session_id, change]));

    const answer = await headless.totps.authenticate({ totp_code: '123456' });
    expect(answer.totp_id).toBe('totp-test-1');
    expect(sdkCalls().at(-1)!.body).toEqual({ totp_code: '123456', session_duration_minutes: 30 });
    expect(handle.getSession()?.session_id).toBe('session-totp');
    expect(cookies().stytch_session).toBe('token-session-totp');
    expect(changes).toEqual([['session-totp', { type: 'signed_in', fromAnotherTab: false }]]);
    expect(JSON.parse(localStorage.getItem(`auth_widget_state:${handle.publicToken}`)!).session.session_id).toBe('session-totp');
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

  it('recoveryCodes posts nothing and returns the codes', async () => {
    const codes = { user_id: 'user-test-1', totps: [{ totp_id: 'totp-test-1', verified: true, recovery_codes: ['a', 'b'] }] };
    const { headless, sdkCalls } = headlessOn({ 'POST /totps/recovery_codes': () => codes });
    expect(await headless.totps.recoveryCodes()).toMatchObject(codes);
    expect(sdkCalls().map((call) => [path(call.url), call.body])).toEqual([['/sdk/v1/totps/recovery_codes', {}]]);
  });
});

describe('impersonation', () => {
  it('authenticate sends the token alone and stores the session', async () => {
    const { handle, headless, sdkCalls } = headlessOn({ 'POST /impersonation/authenticate': () => auth('session-impersonated') });
    await headless.impersonation.authenticate({ impersonation_token: 'imp-token' });
    expect(sdkCalls().map((call) => [path(call.url), call.body])).toEqual([['/sdk/v1/impersonation/authenticate', { impersonation_token: 'imp-token' }]]);
    expect(handle.getSession()?.session_id).toBe('session-impersonated');
  });

  it('authenticateFromUrl takes stytch_token_type=impersonation out of the address bar and signs in with it', async () => {
    history.replaceState(null, '', '/account?stytch_token_type=impersonation&token=imp-from-url&tab=1');
    const { handle, headless, sdkCalls } = headlessOn({ 'POST /impersonation/authenticate': () => auth('session-from-url') });
    const answer = await headless.authenticateFromUrl();
    expect(answer?.session.session_id).toBe('session-from-url');
    expect(sdkCalls().map((call) => call.body)).toEqual([{ impersonation_token: 'imp-from-url' }]);
    expect(location.search).toBe('?tab=1');
    expect(handle.getUser()?.user_id).toBe('user-test-1');
  });

  it('authenticateFromUrl without a token in the URL resolves to null and sends nothing', async () => {
    const { headless, sdkCalls } = headlessOn({});
    expect(await headless.authenticateFromUrl()).toBeNull();
    expect(sdkCalls()).toEqual([]);
  });
});

describe('user updates and deletions', () => {
  it('update sends PUT /users/me with the snake_case options only, then the stored user follows', async () => {
    let current = user();
    const { handle, headless, sdkCalls } = headlessOn({
      'POST /impersonation/authenticate': () => auth('session-1', current),
      'PUT /users/me': (call) => {
        current = user({ untrusted_metadata: (call.body as { untrusted_metadata: Record<string, unknown> }).untrusted_metadata });
        return { user_id: current.user_id, emails: current.emails, phone_numbers: [], crypto_wallets: [] };
      },
      'POST /sessions/authenticate': () => auth('session-1', current),
    });
    await headless.impersonation.authenticate({ impersonation_token: 't' });
    const changes: SessionChange[] = [];
    handle.onChange((_state, change) => changes.push(change));

    const answer = await headless.user.update({ untrusted_metadata: { theme: 'dark' }, ignored: true } as never);
    expect(answer.user_id).toBe('user-test-1');
    const put = sdkCalls().find((call) => call.method === 'PUT')!;
    expect([path(put.url), put.body]).toEqual(['/sdk/v1/users/me', { untrusted_metadata: { theme: 'dark' } }]);
    expect(handle.getUser()?.untrusted_metadata).toEqual({ theme: 'dark' });
    expect(changes).toEqual([{ type: 'refreshed', fromAnotherTab: false }]);
  });

  it('get returns the user; a user changed elsewhere is re-read into the stored state', async () => {
    let current = user();
    const { handle, headless, sdkCalls } = headlessOn({
      'POST /impersonation/authenticate': () => auth('session-1', current),
      'GET /users/me': () => current,
      'POST /sessions/authenticate': () => auth('session-1', current),
    });
    await headless.impersonation.authenticate({ impersonation_token: 't' });
    expect((await headless.user.get()).user_id).toBe('user-test-1');
    expect(sdkCalls().map((call) => path(call.url))).toEqual(['/sdk/v1/impersonation/authenticate', '/sdk/v1/users/me']);

    current = user({ name: { first_name: 'Ada', middle_name: '', last_name: '' } });
    await headless.user.get();
    expect(sdkCalls().map((call) => path(call.url)).slice(2)).toEqual(['/sdk/v1/users/me', '/sdk/v1/sessions/authenticate']);
    expect(handle.getUser()?.name.first_name).toBe('Ada');
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
