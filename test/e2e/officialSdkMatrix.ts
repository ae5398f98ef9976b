// The official SDK's call matrix (issue 36: the audit's 84 calls): which calls each group's test
// promises, and what the groups' tests share. The specs officialSdkMatrix.spec.ts (the coverage
// test and the first-party sign-ins) and officialSdkThirdParty.spec.ts (wallets, passkeys, OAuth,
// One Tap, the OpenID Provider, trusted tokens, roles) hold the tests.
import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail, type Emulator, type Host } from './fixtures';
import { openOfficialSdk, type OfficialSdk } from './officialSdk';

export const OAUTH_PROVIDERS = [
  'google', 'apple', 'microsoft', 'github', 'gitlab', 'facebook', 'discord', 'salesforce', 'slack', 'amazon',
  'bitbucket', 'linkedin', 'coinbase', 'twitch', 'twitter', 'tiktok', 'snapchat', 'figma', 'yahoo',
] as const;

export const MATRIX = {
  'email passcodes, the user and the session': [
    'otps.email.loginOrCreate', 'otps.authenticate', 'otps.email.send', 'onStateChange',
    'user.get', 'user.getSync', 'user.getInfo', 'user.update', 'user.onChange', 'user.deleteEmail',
    'session.authenticate', 'session.getSync', 'session.getInfo', 'session.onChange', 'session.getTokens', 'session.updateSession', 'session.revoke',
  ],
  'SMS and WhatsApp passcodes': ['otps.sms.loginOrCreate', 'otps.sms.send', 'otps.whatsapp.loginOrCreate', 'otps.whatsapp.send', 'user.deletePhoneNumber'],
  'magic links and the redirect URL': ['magicLinks.email.loginOrCreate', 'magicLinks.email.send', 'magicLinks.authenticate', 'parseAuthenticateUrl', 'authenticateByUrl'],
  passwords: [
    'passwords.strengthCheck', 'passwords.create', 'passwords.authenticate', 'passwords.resetByEmailStart', 'passwords.resetByEmail',
    'passwords.resetByExistingPassword', 'passwords.resetBySession',
  ],
  'TOTP, recovery codes and impersonation': ['totps.create', 'totps.authenticate', 'totps.recoveryCodes', 'totps.recover', 'user.deleteTOTP', 'impersonation.authenticate'],
  'OAuth with each provider, and attach': [...OAUTH_PROVIDERS.map((provider) => `oauth.${provider}.start`), 'oauth.attach', 'oauth.authenticate', 'user.deleteOAuthRegistration'],
  'Google One Tap': ['oauth.googleOneTap.start', 'oauth.startOneTap'],
  'the OpenID Provider, connected apps and the access-token exchange': [
    'idp.oauthAuthorizeStart', 'idp.oauthAuthorizeSubmit', 'idp.oauthLogoutStart', 'user.getConnectedApps', 'user.revokedConnectedApp', 'session.exchangeAccessToken',
  ],
  'a trusted token attested': ['session.attest'],
  'roles and permissions': ['rbac.isAuthorized', 'rbac.isAuthorizedSync', 'rbac.allPermissions', 'rbac.roleIds'],
  'crypto wallets': ['cryptoWallets.authenticateStart', 'cryptoWallets.authenticate', 'user.deleteCryptoWallet'],
  passkeys: [
    'webauthn.checkEligibleInputs', 'webauthn.browserSupportsAutofill', 'webauthn.register', 'webauthn.authenticate', 'webauthn.update',
    'user.deleteWebauthnRegistration', 'user.deleteBiometricRegistration',
  ],
} as const satisfies Record<string, readonly string[]>;

export type Group = keyof typeof MATRIX;

/** The group's test: a fresh page with the official SDK, and afterwards, every call the group promises made. */
export function matrixTest(group: Group, body: (args: { page: Page; host: Host; emulator: Emulator; sdk: OfficialSdk }) => Promise<void>, options: Parameters<typeof openOfficialSdk>[3] = {}) {
  test(group, async ({ page, host, emulator }) => {
    const sdk = await openOfficialSdk(page, host, emulator, options);
    await body({ page, host, emulator, sdk });
    expect(MATRIX[group].filter((name) => !sdk.made.includes(name)), 'calls the group promises but did not make').toEqual([]);
  });
}

export const factors = (auth: { session: { authentication_factors: { delivery_method: string }[] } }) => auth.session.authentication_factors.map((factor) => factor.delivery_method).sort();
/** Signs a new user in with an email passcode; returns their user id. */
export async function signInByEmail(sdk: OfficialSdk, emulator: Emulator, tag: string): Promise<{ userId: string; email: string }> {
  const email = uniqueEmail(tag);
  const sent = await sdk.call<{ method_id: string }>('otps.email.loginOrCreate', 'arg', email);
  const { code } = await emulator.waitForMessage(email, { channel: 'email' });
  const auth = await sdk.call('otps.authenticate', 'arg.code, arg.methodId, { session_duration_minutes: 30 }', { code, methodId: sent.ok!.method_id });
  expect(auth.error).toBeUndefined();
  return { userId: auth.ok.user_id, email };
}

