// The provider's official browser SDK against the emulator, every public call of its headless
// client (issue 36: the audit's 84-call matrix). Each test below takes a group of calls through a
// real journey on a host page of another origin and asserts what each answered; MATRIX says which
// calls each test promises, the test fails if it did not make them, and the first test fails if the
// SDK has a public call no group takes (a new SDK version's new call must join the matrix).
// Codes and links come from the emulator's outbox, the wallet signs with a real key here, passkeys
// use Chromium's virtual authenticator.
import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail, type Emulator, type Host } from './fixtures';
import { OFFICIAL_SDK_VERSION, openOfficialSdk, publicCalls, type OfficialSdk } from './officialSdk';
import { addAuthenticator, named } from './passkeyHelpers';
import { ethereumWallet } from '../emulator/softWallets';
import { totpCode } from '../support/totpCode';

const OAUTH_PROVIDERS = [
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
  'OAuth with each provider': [...OAUTH_PROVIDERS.map((provider) => `oauth.${provider}.start`), 'oauth.authenticate', 'user.deleteOAuthRegistration'],
  'crypto wallets': ['cryptoWallets.authenticateStart', 'cryptoWallets.authenticate', 'user.deleteCryptoWallet'],
  passkeys: [
    'webauthn.checkEligibleInputs', 'webauthn.browserSupportsAutofill', 'webauthn.register', 'webauthn.authenticate', 'webauthn.update',
    'user.deleteWebauthnRegistration', 'user.deleteBiometricRegistration',
  ],
} as const satisfies Record<string, readonly string[]>;

type Group = keyof typeof MATRIX;

/** The group's test: a fresh page with the official SDK, and afterwards, every call the group promises made. */
function matrixTest(group: Group, body: (args: { page: Page; host: Host; emulator: Emulator; sdk: OfficialSdk }) => Promise<void>, options: Parameters<typeof openOfficialSdk>[3] = {}) {
  test(group, async ({ page, host, emulator }) => {
    const sdk = await openOfficialSdk(page, host, emulator, options);
    await body({ page, host, emulator, sdk });
    expect(MATRIX[group].filter((name) => !sdk.made.includes(name)), 'calls the group promises but did not make').toEqual([]);
  });
}

const factors = (auth: { session: { authentication_factors: { delivery_method: string }[] } }) => auth.session.authentication_factors.map((factor) => factor.delivery_method).sort();

test(`every public call of @stytch/vanilla-js ${OFFICIAL_SDK_VERSION}'s headless client is in the matrix`, async ({ page, host, emulator }) => {
  await openOfficialSdk(page, host, emulator);
  const calls = await publicCalls(page);
  const matrix = Object.values(MATRIX).flat();
  expect(new Set(matrix).size, 'a call in two groups').toBe(matrix.length);
  expect([...matrix].sort()).toEqual(calls);
});

matrixTest('email passcodes, the user and the session', async ({ page, emulator, sdk }) => {
  const email = uniqueEmail('matrix-otp');
  await sdk.call('onStateChange', `(state) => (window.states ??= []).push(Boolean(state.session))`);
  await sdk.call('user.onChange', `(user) => (window.users ??= []).push(user && user.user_id)`);
  await sdk.call('session.onChange', `(session) => (window.sessions ??= []).push(session && session.session_id)`);
  const sent = await sdk.call<{ method_id: string }>('otps.email.loginOrCreate', 'arg', email);
  const { code } = await emulator.waitForMessage(email, { channel: 'email' });
  const auth = await sdk.call('otps.authenticate', 'arg.code, arg.methodId, { session_duration_minutes: 30 }', { code, methodId: sent.ok!.method_id });
  expect(factors(auth.ok)).toEqual(['email']);
  const userId: string = auth.ok.user_id;

  expect((await sdk.call('user.getSync')).ok.user_id).toBe(userId);
  expect((await sdk.call('user.getInfo')).ok).toMatchObject({ user: { user_id: userId }, fromCache: false });
  expect((await sdk.call('session.getSync')).ok.session_id).toBe(auth.ok.session.session_id);
  expect((await sdk.call('session.getInfo')).ok).toMatchObject({ session: { session_id: auth.ok.session.session_id }, fromCache: false });
  const tokens = (await sdk.call<{ session_token: string; session_jwt: string }>('session.getTokens')).ok!;
  expect(tokens).toEqual({ session_token: auth.ok.session_token, session_jwt: auth.ok.session_jwt });

  const updated = await sdk.call('user.update', `{ name: { first_name: 'Ada' }, untrusted_metadata: { plan: 'pro' } }`);
  expect(updated.ok.user_id).toBe(userId);
  expect((await sdk.call('user.get')).ok).toMatchObject({ user_id: userId, name: { first_name: 'Ada' }, untrusted_metadata: { plan: 'pro' } });

  // A second address, added to the signed-in user (send, not login_or_create), then removed.
  const second = uniqueEmail('matrix-otp-second');
  const added = await sdk.call<{ method_id: string }>('otps.email.send', 'arg', second);
  const secondCode = (await emulator.waitForMessage(second, { channel: 'email' })).code;
  const stepped = await sdk.call('otps.authenticate', 'arg.code, arg.methodId, { session_duration_minutes: 30 }', { code: secondCode, methodId: added.ok!.method_id });
  expect(stepped.ok.user_id).toBe(userId);
  expect(stepped.ok.user.emails.map((entry: { email: string }) => entry.email).sort()).toEqual([email, second].sort());
  const removed = await sdk.call('user.deleteEmail', 'arg', added.ok!.method_id);
  expect(removed.ok.user_id).toBe(userId);
  expect((await sdk.call('user.get')).ok.emails.map((entry: { email: string }) => entry.email)).toEqual([email]);

  const refreshed = await sdk.call('session.authenticate', '{ session_duration_minutes: 60 }');
  expect(refreshed.ok.session.session_id).toBe(auth.ok.session.session_id);

  // Tokens handed to another client (as a server-rendered page would) sign that client in.
  await sdk.call('session.updateSession', 'arg', { session_token: tokens.session_token, session_jwt: tokens.session_jwt });
  expect((await sdk.call('session.getTokens')).ok.session_token).toBe(tokens.session_token);

  expect((await sdk.call('session.revoke')).error).toBeUndefined();
  expect((await sdk.call('session.getSync')).ok).toBeNull();
  expect((await sdk.call('session.authenticate', '{}')).error).toBeDefined();
  const seen = await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown[]>;
    return { states: w.states!, users: w.users!, sessions: w.sessions! };
  });
  expect(seen.states).toContain(true);
  expect(seen.states.at(-1)).toBe(false);
  expect(seen.users).toContain(userId);
  expect(seen.sessions).toContain(auth.ok.session.session_id);
});

/** Signs a new user in with an email passcode; returns their user id. */
async function signInByEmail(sdk: OfficialSdk, emulator: Emulator, tag: string): Promise<{ userId: string; email: string }> {
  const email = uniqueEmail(tag);
  const sent = await sdk.call<{ method_id: string }>('otps.email.loginOrCreate', 'arg', email);
  const { code } = await emulator.waitForMessage(email, { channel: 'email' });
  const auth = await sdk.call('otps.authenticate', 'arg.code, arg.methodId, { session_duration_minutes: 30 }', { code, methodId: sent.ok!.method_id });
  expect(auth.error).toBeUndefined();
  return { userId: auth.ok.user_id, email };
}

matrixTest('SMS and WhatsApp passcodes', async ({ emulator, sdk }) => {
  const phone = `+1415555${String(Math.floor(Math.random() * 9000) + 1000)}`;
  const bySms = await sdk.call<{ method_id: string }>('otps.sms.loginOrCreate', 'arg', phone);
  const smsCode = (await emulator.waitForMessage(phone, { channel: 'sms' })).code;
  const signedIn = await sdk.call('otps.authenticate', 'arg.code, arg.methodId, { session_duration_minutes: 30 }', { code: smsCode, methodId: bySms.ok!.method_id });
  expect(factors(signedIn.ok)).toEqual(['sms']);
  const userId: string = signedIn.ok.user_id;

  // The same number by WhatsApp is the same user.
  const byWhatsApp = await sdk.call<{ method_id: string }>('otps.whatsapp.loginOrCreate', 'arg', phone);
  const whatsAppCode = (await emulator.waitForMessage(phone, { channel: 'whatsapp' })).code;
  const again = await sdk.call('otps.authenticate', 'arg.code, arg.methodId, { session_duration_minutes: 30 }', { code: whatsAppCode, methodId: byWhatsApp.ok!.method_id });
  expect(again.ok.user_id).toBe(userId);
  expect(factors(again.ok)).toEqual(['sms', 'whatsapp']);

  // A second number, added while signed in, by SMS and then by WhatsApp; then removed.
  const second = `+1415555${String(Math.floor(Math.random() * 9000) + 1000)}`;
  const added = await sdk.call<{ method_id: string }>('otps.sms.send', 'arg', second);
  expect(added.error).toBeUndefined();
  const resent = await sdk.call<{ method_id: string }>('otps.whatsapp.send', 'arg', second);
  expect(resent.ok!.method_id).toBe(added.ok!.method_id);
  const code = (await emulator.waitForMessage(second, { channel: 'whatsapp' })).code;
  const verified = await sdk.call('otps.authenticate', 'arg.code, arg.methodId, { session_duration_minutes: 30 }', { code, methodId: added.ok!.method_id });
  expect(verified.ok.user.phone_numbers.map((entry: { phone_number: string }) => entry.phone_number).sort()).toEqual([phone, second].sort());
  expect((await sdk.call('user.deletePhoneNumber', 'arg', added.ok!.method_id)).ok.user_id).toBe(userId);
  expect((await sdk.call('user.get')).ok.phone_numbers.map((entry: { phone_number: string }) => entry.phone_number)).toEqual([phone]);
});

matrixTest('magic links and the redirect URL', async ({ page, host, emulator, sdk }) => {
  const email = uniqueEmail('matrix-link');
  const options = `{ login_magic_link_url: arg.url, signup_magic_link_url: arg.url, login_expiration_minutes: 15, signup_expiration_minutes: 15 }`;
  expect((await sdk.call('magicLinks.email.loginOrCreate', `arg.email, ${options}`, { email, url: sdk.url })).error).toBeUndefined();
  const signUpLink = (await emulator.waitForMessage(email, { channel: 'email' })).link!;
  const token = new URL(signUpLink).searchParams.get('token');
  const signedUp = await sdk.call('magicLinks.authenticate', 'arg, { session_duration_minutes: 30 }', token);
  expect(factors(signedUp.ok)).toEqual(['email']);

  // An existing user's link, opened: the page parses and authenticates it from its URL.
  expect((await sdk.call('magicLinks.email.send', `arg.email, { login_magic_link_url: arg.url }`, { email, url: sdk.url })).error).toBeUndefined();
  const loginLink = (await emulator.waitForMessage(email, { channel: 'email', count: 2 })).link!;
  expect(loginLink.startsWith(`${sdk.url}?`)).toBe(true);
  const opened = await openOfficialSdk(page, host, emulator, { path: sdk.url, query: new URL(loginLink).search });
  sdk.made.push(...opened.made);
  const parsed = await opened.call('parseAuthenticateUrl');
  expect(parsed.ok).toEqual({ handled: true, tokenType: 'magic_links', token: new URL(loginLink).searchParams.get('token') });
  const byUrl = await opened.call('authenticateByUrl', '{ session_duration_minutes: 30 }');
  expect(byUrl.ok).toMatchObject({ handled: true, tokenType: 'magic_links', data: { user_id: signedUp.ok.user_id } });
  sdk.made.push(...opened.made);
});

matrixTest('passwords', async ({ emulator, sdk }) => {
  const email = uniqueEmail('matrix-password');
  const weak = await sdk.call('passwords.strengthCheck', `{ email: arg, password: 'password1' }`, email);
  expect(weak.ok).toMatchObject({ valid_password: false });
  const strong = 'violet-Tractor-89-lantern';
  expect((await sdk.call('passwords.strengthCheck', `{ email: arg.email, password: arg.password }`, { email, password: strong })).ok).toMatchObject({ valid_password: true });
  const created = await sdk.call('passwords.create', `{ email: arg.email, password: arg.password, session_duration_minutes: 30 }`, { email, password: strong });
  expect(factors(created.ok)).toEqual(['knowledge']);
  const userId: string = created.ok.user_id;
  const loggedIn = await sdk.call('passwords.authenticate', `{ email: arg.email, password: arg.password, session_duration_minutes: 30 }`, { email, password: strong });
  expect(loggedIn.ok.user_id).toBe(userId);

  const second = 'quiet-Harbor-71-compass';
  const bySession = await sdk.call('passwords.resetBySession', `{ password: arg, session_duration_minutes: 30 }`, second);
  expect(bySession.ok.user_id).toBe(userId);
  const third = 'amber-Orchard-36-kettle';
  const byExisting = await sdk.call('passwords.resetByExistingPassword', `{ email: arg.email, existing_password: arg.from, new_password: arg.to, session_duration_minutes: 30 }`, { email, from: second, to: third });
  expect(byExisting.ok.user_id).toBe(userId);

  const started = await sdk.call('passwords.resetByEmailStart', `{ email: arg, reset_password_redirect_url: 'http://127.0.0.1/reset', login_redirect_url: 'http://127.0.0.1/login' }`, email);
  expect(started.error).toBeUndefined();
  const link = (await emulator.waitForMessage(email, { channel: 'email' })).link!;
  const fourth = 'silver-Meadow-52-lantern';
  const byEmail = await sdk.call('passwords.resetByEmail', `{ token: arg.token, password: arg.password, session_duration_minutes: 30 }`, { token: new URL(link).searchParams.get('token'), password: fourth });
  expect(byEmail.ok.user_id).toBe(userId);
  expect((await sdk.call('passwords.authenticate', `{ email: arg.email, password: arg.password, session_duration_minutes: 30 }`, { email, password: third })).error).toBe('invalid_credentials');
  expect((await sdk.call('passwords.authenticate', `{ email: arg.email, password: arg.password, session_duration_minutes: 30 }`, { email, password: fourth })).ok.user_id).toBe(userId);
});

matrixTest('TOTP, recovery codes and impersonation', async ({ page, emulator, sdk }) => {
  const { userId } = await signInByEmail(sdk, emulator, 'matrix-totp');
  const created = await sdk.call<{ totp_id: string; secret: string; recovery_codes: string[] }>('totps.create', '{ expiration_minutes: 10 }');
  const { secret, totp_id: totpId, recovery_codes: recoveryCodes } = created.ok!;
  const withTotp = await sdk.call('totps.authenticate', '{ totp_code: arg, session_duration_minutes: 30 }', totpCode(secret, Date.now()));
  expect(factors(withTotp.ok)).toEqual(['authenticator_app', 'email']);
  expect((await sdk.call('totps.recoveryCodes')).ok.totps[0].recovery_codes).toHaveLength(recoveryCodes.length);
  expect(factors((await sdk.call('totps.recover', '{ recovery_code: arg, session_duration_minutes: 30 }', recoveryCodes[0])).ok)).toContain('recovery_code');
  expect((await sdk.call('totps.recover', '{ recovery_code: arg, session_duration_minutes: 30 }', recoveryCodes[0])).error).toBe('invalid_recovery_code');
  expect((await sdk.call('user.deleteTOTP', 'arg', totpId)).ok.user_id).toBe(userId);
  expect((await sdk.call('user.get')).ok.totps).toEqual([]);

  const minted = await page.request.post(`${emulator.origin}/__emulator/impersonation`, { data: { user_id: userId, impersonator_email_address: 'support@example.com' } });
  const { impersonation_token: token } = (await minted.json()) as { impersonation_token: string };
  const impersonated = await sdk.call('impersonation.authenticate', '{ impersonation_token: arg }', token);
  expect(impersonated.ok.user_id).toBe(userId);
  expect(factors(impersonated.ok)).toEqual(['impersonation']);
});

matrixTest('crypto wallets', async ({ emulator, sdk }) => {
  const wallet = ethereumWallet();
  const started = await sdk.call<{ challenge: string }>('cryptoWallets.authenticateStart', `{ crypto_wallet_address: arg, crypto_wallet_type: 'ethereum' }`, wallet.address);
  const signedIn = await sdk.call('cryptoWallets.authenticate', `{ crypto_wallet_address: arg.address, crypto_wallet_type: 'ethereum', signature: arg.signature, session_duration_minutes: 30 }`, {
    address: wallet.address,
    signature: wallet.sign(started.ok!.challenge),
  });
  expect(signedIn.ok.user.crypto_wallets).toEqual([expect.objectContaining({ crypto_wallet_address: wallet.address, crypto_wallet_type: 'ethereum', verified: true })]);
  // A wrong signature is refused.
  const again = await sdk.call<{ challenge: string }>('cryptoWallets.authenticateStart', `{ crypto_wallet_address: arg, crypto_wallet_type: 'ethereum' }`, wallet.address);
  const forged = await sdk.call('cryptoWallets.authenticate', `{ crypto_wallet_address: arg.address, crypto_wallet_type: 'ethereum', signature: arg.signature, session_duration_minutes: 30 }`, {
    address: wallet.address,
    signature: ethereumWallet().sign(again.ok!.challenge),
  });
  expect(forged.error).toBeDefined();
  const walletId: string = signedIn.ok.user.crypto_wallets[0].crypto_wallet_id;
  // The wallet is the user's only way in, so it stays; once an email is added it can go.
  expect((await sdk.call('user.deleteCryptoWallet', 'arg', walletId)).error).toBe('cannot_delete_last_primary_factor');
  const email = uniqueEmail('matrix-wallet');
  const added = await sdk.call<{ method_id: string }>('otps.email.send', 'arg', email);
  const { code } = await emulator.waitForMessage(email, { channel: 'email' });
  expect((await sdk.call('otps.authenticate', 'arg.code, arg.methodId, { session_duration_minutes: 30 }', { code, methodId: added.ok!.method_id })).ok.user_id).toBe(signedIn.ok.user_id);
  expect((await sdk.call('user.deleteCryptoWallet', 'arg', walletId)).ok.user_id).toBe(signedIn.ok.user_id);
  expect((await sdk.call('user.get')).ok.crypto_wallets).toEqual([]);
});

matrixTest(
  'passkeys',
  async ({ page, emulator, sdk }) => {
    const authenticator = await addAuthenticator(page);
    expect((await sdk.call('webauthn.browserSupportsAutofill')).ok).toBe(true);
    // With no input asking for passkey autofill on the page, the check answers false (and warns).
    expect((await sdk.call('webauthn.checkEligibleInputs')).ok).toBe(false);
    const { userId } = await signInByEmail(sdk, emulator, 'matrix-passkey');
    const registered = await sdk.call('webauthn.register', '{ is_passkey: true, session_duration_minutes: 30 }');
    expect(registered.error).toBeUndefined();
    const registrationId: string = registered.ok.webauthn_registration_id;
    expect(await authenticator.credentials()).toHaveLength(1);
    const renamed = await sdk.call('webauthn.update', `{ webauthn_registration_id: arg, name: 'Work laptop' }`, registrationId);
    expect(renamed.ok.webauthn_registration).toMatchObject({ webauthn_registration_id: registrationId, name: 'Work laptop' });

    const signedIn = await sdk.call('webauthn.authenticate', `{ domain: location.hostname, is_passkey: true, session_duration_minutes: 30 }`);
    expect(signedIn.ok.user_id).toBe(userId);
    expect(factors(signedIn.ok)).toEqual(['email', 'webauthn_registration']);

    expect((await sdk.call('user.deleteWebauthnRegistration', 'arg', registrationId)).ok.user_id).toBe(userId);
    expect((await sdk.call('user.get')).ok.webauthn_registrations).toEqual([]);
    // Biometric keys are a mobile SDK's: the emulator has none for this user, and says so as the provider does.
    expect((await sdk.call('user.deleteBiometricRegistration', 'arg', 'biometric-registration-test-00000000-0000-4000-8000-000000000000')).error).toBe('biometric_registration_not_found');
  },
  { rename: named },
);

/** Calls `oauth.<provider>.start(...)`, which leaves the page for the emulator's stand-in provider; resolves there. */
async function startOAuth(page: Page, emulator: Emulator, sdk: OfficialSdk, provider: string, redirect: string) {
  sdk.made.push(`oauth.${provider}.start`);
  await Promise.all([
    page.waitForURL((url) => url.origin === emulator.origin),
    page
      .evaluate(({ provider, redirect }) => (window as any).client.oauth[provider].start({ login_redirect_url: redirect, signup_redirect_url: redirect }), { provider, redirect })
      .catch(() => undefined), // the page navigates away before the call settles
  ]);
  await expect(page.getByRole('heading', { name: /^Sign in with / })).toBeVisible();
}

matrixTest('OAuth with each provider', async ({ page, host, emulator, sdk }) => {
  test.slow(); // twenty page loads of the SDK's 300 KB file
  for (const provider of OAUTH_PROVIDERS.filter((name) => name !== 'github')) {
    await startOAuth(page, emulator, sdk, provider, sdk.url);
    await openOfficialSdk(page, host, emulator, { path: sdk.url });
  }
  // GitHub, all the way: the stand-in's Continue comes back with a token that signs in once.
  const { userId, email } = await signInByEmail(sdk, emulator, 'matrix-oauth');
  await startOAuth(page, emulator, sdk, 'github', sdk.url);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.href.startsWith(sdk.url) && url.searchParams.get('stytch_token_type') === 'oauth');
  const back = await openOfficialSdk(page, host, emulator, { path: sdk.url, query: new URL(page.url()).search });
  const token = new URL(page.url()).searchParams.get('token');
  const signedIn = await back.call('oauth.authenticate', 'arg, { session_duration_minutes: 30 }', token);
  sdk.made.push(...back.made);
  expect(signedIn.ok).toMatchObject({ user_id: userId, provider_type: 'github' });
  const registrationId: string = signedIn.ok.user.providers.find((entry: { provider_type: string }) => entry.provider_type === 'github').oauth_user_registration_id;
  expect((await back.call('oauth.authenticate', 'arg, { session_duration_minutes: 30 }', token)).error).toBeDefined();
  expect((await back.call('user.deleteOAuthRegistration', 'arg', registrationId)).ok.user_id).toBe(userId);
  expect((await back.call('user.get')).ok.providers).toEqual([]);
  sdk.made.push(...back.made);
});
