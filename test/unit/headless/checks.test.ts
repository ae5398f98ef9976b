import { beforeEach, describe, expect, it } from 'vitest';
import { run } from '../../../src/headless/index';
import { resetPage } from '../../support/browser';
import { headlessOn, PUBLIC_TOKEN } from './support';

beforeEach(() => resetPage());

/**
 * Every headless method with a wrong argument, and the detail the spec's error gives
 * (docs/spec/product.md §5): 'Invalid call to X' and what was wrong.
 */
const WRONG_CALLS: [path: string, args: unknown[], detail: string][] = [
  ['user.update', [null], 'options must be an object.'],
  ['user.update', [{ untrusted_metadata: 'x' }], 'untrusted_metadata must be an object.'],
  ['user.update', [{ name: { first_name: 1 } }], 'first_name must be a string.'],
  ['user.deleteEmail', [1], 'email_id must be a string.'],
  ['user.deletePhoneNumber', [undefined], 'phone_id must be a string.'],
  ['user.deleteTOTP', [{}], 'totp_id must be a string.'],
  ['user.deleteCryptoWallet', [null], 'crypto_wallet_id must be a string.'],
  ['user.deleteOAuthRegistration', [2], 'oauth_user_registration_id must be a string.'],
  ['user.deleteWebauthnRegistration', [[]], 'webauthn_registration_id must be a string.'],
  ['user.deleteBiometricRegistration', [true], 'biometric_registration_id must be a string.'],
  ['session.authenticate', [{ session_duration_minutes: '30' }], 'session_duration_minutes must be a number.'],
  ['session.authenticate', ['30'], 'options must be an object.'],
  ['session.revoke', [{ forceClear: 'yes' }], 'forceClear must be a boolean.'],
  ['totps.create', [], 'options must be an object.'],
  ['totps.create', [{ expiration_minutes: '5' }], 'expiration_minutes must be a number.'],
  ['totps.create', [{ expiration_minutes: Number.NaN }], 'expiration_minutes must be a number.'],
  ['totps.authenticate', [{ totp_code: 123456 }], 'totp_code must be a string.'],
  ['totps.authenticate', [{ totp_code: '123456', session_duration_minutes: '5' }], 'session_duration_minutes must be a number.'],
  ['totps.recover', [{}], 'recovery_code must be a string.'],
  ['totps.recover', [{ recovery_code: 'a', session_duration_minutes: null }], 'session_duration_minutes must be a number.'],
  ['impersonation.authenticate', [{ impersonation_token: 1 }], 'impersonation_token must be a string.'],
  ['impersonation.authenticate', ['token'], 'options must be an object.'],
  ['otps.sms.loginOrCreate', [15555550100], 'phone_number must be a string.'],
  ['otps.sms.loginOrCreate', ['+15555550100', { expiration_minutes: '5' }], 'expiration_minutes must be a number.'],
  ['otps.whatsapp.loginOrCreate', ['+15555550100', { locale: 1 }], 'locale must be a string.'],
  ['otps.email.loginOrCreate', [null], 'email must be a string.'],
  ['otps.email.loginOrCreate', ['a@example.com', { login_template_id: 1 }], 'login_template_id must be a string.'],
  ['otps.authenticate', [123456, 'method'], 'code must be a string.'],
  ['otps.authenticate', ['123456', undefined], 'method_id must be a string.'],
  ['otps.authenticate', ['123456', 'method', { session_duration_minutes: '30' }], 'session_duration_minutes must be a number.'],
  ['magicLinks.email.loginOrCreate', [1], 'email must be a string.'],
  ['magicLinks.email.loginOrCreate', ['a@example.com', { login_expiration_minutes: '5' }], 'login_expiration_minutes must be a number.'],
  ['magicLinks.email.loginOrCreate', ['a@example.com', { create_user_as_pending: 'no' }], 'create_user_as_pending must be a boolean.'],
  ['magicLinks.authenticate', [undefined], 'token must be a string.'],
  ['magicLinks.authenticate', ['token', { session_duration_minutes: '30' }], 'session_duration_minutes must be a number.'],
  ['passwords.create', [{ email: 'a@example.com' }], 'password must be a string.'],
  ['passwords.authenticate', [{ email: 1, password: 'p' }], 'email must be a string.'],
  ['passwords.authenticate', [{ email: 'a@example.com', password: 'p', session_duration_minutes: '1' }], 'session_duration_minutes must be a number.'],
  ['passwords.resetByEmailStart', [{ email: 'a@example.com', reset_password_expiration_minutes: '5' }], 'reset_password_expiration_minutes must be a number.'],
  ['passwords.resetByEmail', [{ token: 1, password: 'p' }], 'token must be a string.'],
  ['passwords.resetByExistingPassword', [{ email: 'a@example.com', existing_password: 'p' }], 'new_password must be a string.'],
  ['passwords.resetBySession', [{}], 'password must be a string.'],
  ['passwords.strengthCheck', [{ password: 'p', email: 1 }], 'email must be a string.'],
  ['webauthn.register', [{ session_duration_minutes: '5' }], 'session_duration_minutes must be a number.'],
  ['webauthn.authenticate', [1], 'options must be an object.'],
  ['webauthn.update', [{ webauthn_registration_id: 'id' }], 'name must be a string.'],
  ['oauth.google.start', [{ custom_scopes: 'email' }], 'custom_scopes must be an array.'],
  ['oauth.github.start', [{ login_redirect_url: 1 }], 'login_redirect_url must be a string.'],
  ['oauth.authenticate', [null], 'token must be a string.'],
  ['cryptoWallets.authenticateStart', [{ crypto_wallet_address: '0xabc', crypto_wallet_type: 'bitcoin' }], 'crypto_wallet_type must be "ethereum" or "solana".'],
  ['cryptoWallets.authenticateStart', [{ crypto_wallet_address: '0xabc', crypto_wallet_type: 'ethereum', siwe_params: {} }], 'siwe_params.uri must be a string.'],
  ['cryptoWallets.authenticate', [{ crypto_wallet_address: '0xabc', crypto_wallet_type: 'ethereum' }], 'signature must be a string.'],
  ['idp.oauthAuthorizeStart', [{ client_id: 'c', redirect_uri: 'r', response_type: 'code', scopes: 'openid' }], 'scopes must be an array.'],
  ['idp.oauthAuthorizeSubmit', [{ client_id: 'c', redirect_uri: 'r', response_type: 'code', scopes: [] }], 'consent_granted must be a boolean.'],
  ['idp.oauthLogoutStart', [{ client_id: 'c' }], 'post_logout_redirect_uri must be a string.'],
  ['authenticateFromUrl', [{ sessionDurationMinutes: '5' }], 'sessionDurationMinutes must be a number.'],
];

describe('headless argument checks (docs/spec/product.md §5)', () => {
  it.each(WRONG_CALLS)('%s(%j) rejects before any request: %s', async (path, args, detail) => {
    const { handle, calls, loads, clientLoads } = headlessOn({});
    const call = path === 'authenticateFromUrl' ? 'client.authenticateFromUrl' : path;
    // Through the chunk's entry, as the main file's forwarder calls it (with its trailing dot).
    const pending = run(handle, { publicToken: PUBLIC_TOKEN }, `${path}.`, args, async () => {
      throw new Error('no chunk');
    });
    await expect(pending).rejects.toThrow(`Invalid call to ${call}\n${detail}`);
    await expect(pending).rejects.toMatchObject({ name: 'UsageError' });
    // Not even the network client was loaded, so no request can have left.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual([]);
    expect(loads).toEqual([]);
    expect(clientLoads()).toBe(0);
  });

  it('covers every method of every namespace', async () => {
    const { headless } = headlessOn({});
    const methods: string[] = [];
    const walk = (node: object, path: string) => {
      for (const [key, value] of Object.entries(node)) {
        if (typeof value === 'function') methods.push(`${path}${key}`);
        else walk(value as object, `${path}${key}.`);
      }
    };
    walk(headless, '');
    const checked = new Set(WRONG_CALLS.map(([path]) => path));
    // Methods without arguments have nothing to check; the OAuth starts share one builder (google and github are checked).
    const untested = methods.filter((path) => !checked.has(path) && !/^oauth\.\w+\.start$/.test(path) && path !== 'user.get' && path !== 'totps.recoveryCodes');
    expect(untested).toEqual([]);
  });

  it('a name the client does not have rejects as a wrong call', async () => {
    const { handle, calls } = headlessOn({});
    await expect(run(handle, { publicToken: PUBLIC_TOKEN }, 'totps.enrol.', [], async () => undefined as never)).rejects.toThrow(
      'Invalid call to totps.enrol\nIt is not a method of the client.',
    );
    await expect(run(handle, { publicToken: PUBLIC_TOKEN }, 'user.toString.', [], async () => undefined as never)).rejects.toThrow('Invalid call to user.toString');
    expect(calls).toEqual([]);
  });
});
