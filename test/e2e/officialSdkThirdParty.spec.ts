// The official SDK's call matrix (officialSdkMatrix.ts), the calls where another party takes part:
// a wallet signing with a real key here, Chromium's virtual authenticator, the emulator's stand-in
// OAuth providers and stand-in Google (One Tap through the SDK's clientside-services iframe), a
// relying party of the emulator's OpenID Provider, a partner's signed JWT, and roles.
import { createHash, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { expect, test, uniqueEmail, type Emulator } from './fixtures';
import { offlineWithStandInGoogle, openOfficialSdk, type OfficialSdk } from './officialSdk';
import { matrixTest, OAUTH_PROVIDERS, signInByEmail, factors } from './officialSdkMatrix';
import { addAuthenticator, named } from './passkeyHelpers';
import { ethereumWallet } from '../emulator/softWallets';

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

matrixTest('OAuth with each provider, and attach', async ({ page, host, emulator, sdk }) => {
  test.slow(); // twenty page loads of the SDK's 300 KB file
  for (const provider of OAUTH_PROVIDERS.filter((name) => name !== 'github')) {
    await startOAuth(page, emulator, sdk, provider, sdk.url);
    await openOfficialSdk(page, host, emulator, { path: sdk.url });
  }
  // GitHub, all the way, attached to a signed-in user: the stand-in's Continue, with another email,
  // comes back with a token that adds GitHub to that same user, once.
  const { userId } = await signInByEmail(sdk, emulator, 'matrix-oauth');
  const attached = await sdk.call<{ oauth_attach_token: string }>('oauth.attach', `'github'`);
  expect(attached.ok!.oauth_attach_token).toEqual(expect.any(String));
  sdk.made.push('oauth.github.start');
  await Promise.all([
    page.waitForURL((url) => url.origin === emulator.origin),
    page
      .evaluate((options) => (window as any).client.oauth.github.start(options), { login_redirect_url: sdk.url, signup_redirect_url: sdk.url, oauth_attach_token: attached.ok!.oauth_attach_token })
      .catch(() => undefined),
  ]);
  await page.getByLabel('Email').fill(uniqueEmail('matrix-github-identity'));
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

matrixTest('Google One Tap', async ({ page, host, emulator, sdk }) => {
  const email = uniqueEmail('matrix-one-tap');
  expect((await page.request.post(`${emulator.origin}/__emulator/google/identities`, { data: { identities: [{ email, name: 'Grace Hopper' }] } })).status()).toBe(200);
  await offlineWithStandInGoogle(page.context(), emulator);
  // The older name first: it shows the stand-in's prompt, as googleOneTap.start does.
  expect((await sdk.call('oauth.startOneTap', '{ login_redirect_url: arg, signup_redirect_url: arg }', sdk.url)).ok).toEqual({ success: true });
  await expect(page.getByRole('button', { name: 'Continue as Grace Hopper' })).toBeVisible();
  await openOfficialSdk(page, host, emulator, { path: sdk.url });
  expect((await sdk.call('oauth.googleOneTap.start', '{ login_redirect_url: arg, signup_redirect_url: arg }', sdk.url)).ok).toEqual({ success: true });
  await page.getByRole('button', { name: 'Continue as Grace Hopper' }).click();
  await page.waitForURL((url) => url.searchParams.get('stytch_token_type') === 'oauth' && url.searchParams.has('token'));
  const back = await openOfficialSdk(page, host, emulator, { path: sdk.url, query: new URL(page.url()).search });
  const signedIn = await back.call('authenticateByUrl', '{ session_duration_minutes: 30 }');
  expect(signedIn.ok).toMatchObject({ handled: true, tokenType: 'oauth', data: { provider_type: 'google', user: { emails: [{ email }] } } });
});

const APP_CALLBACK = 'http://localhost:4000/callback';
const SIGNED_OUT = 'http://localhost:4000/signed-out';

/** An authorization through the SDK's consent rows, its code exchanged at the token endpoint as the app would. */
async function authorize(page: Page, emulator: Emulator, sdk: OfficialSdk, clientId: string, scopes: string[]) {
  const verifier = randomBytes(32).toString('base64url');
  const authorization = {
    client_id: clientId,
    redirect_uri: APP_CALLBACK,
    response_type: 'code',
    scopes,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    nonce: 'n-0S6_WzA2Mj',
  };
  const started = await sdk.call('idp.oauthAuthorizeStart', 'arg', authorization);
  const submitted = await sdk.call('idp.oauthAuthorizeSubmit', 'arg', { ...authorization, consent_granted: true });
  expect(new URL(submitted.ok.redirect_uri).searchParams.get('code')).toBe(submitted.ok.authorization_code);
  const form = { grant_type: 'authorization_code', code: submitted.ok.authorization_code, redirect_uri: APP_CALLBACK, code_verifier: verifier, client_id: clientId };
  const tokens = await page.request.post(`${emulator.origin}/v1/public/oauth2/token`, { form });
  expect(tokens.status()).toBe(200);
  return { consentRequired: started.ok.consent_required as boolean, ...((await tokens.json()) as { access_token: string; refresh_token?: string; id_token: string }) };
}

matrixTest('the OpenID Provider, connected apps and the access-token exchange', async ({ page, host, emulator, sdk }) => {
  const app = (client_id: string, client_type: string) => ({ client_id, client_name: client_id, client_type, redirect_urls: [APP_CALLBACK], post_logout_redirect_urls: [SIGNED_OUT] });
  const configured = await page.request.post(`${emulator.origin}/__emulator/project`, {
    data: { connected_apps: [app('partner-notes', 'third_party_public'), app('own-spa', 'first_party_public')], idp_authorization_url: `${host.origin}/idp` },
  });
  expect(configured.status(), await configured.text()).toBe(200);
  const { userId } = await signInByEmail(sdk, emulator, 'matrix-idp');

  expect((await sdk.call('user.getConnectedApps')).ok.connected_apps).toEqual([]);
  const partner = await authorize(page, emulator, sdk, 'partner-notes', ['openid', 'email', 'offline_access']);
  expect(partner.consentRequired).toBe(true);
  const own = await authorize(page, emulator, sdk, 'own-spa', ['openid', 'full_access']);
  const listed = await sdk.call('user.getConnectedApps');
  expect(listed.ok.connected_apps.map((entry: { connected_app_id: string; scopes_granted: string }) => [entry.connected_app_id, entry.scopes_granted])).toEqual([
    ['partner-notes', 'openid email offline_access'],
    ['own-spa', 'openid full_access'],
  ]);

  // The first-party app's full_access token becomes a session of the same user.
  const exchanged = await sdk.call('session.exchangeAccessToken', '{ access_token: arg, session_duration_minutes: 30 }', own.access_token);
  expect(exchanged.ok.user_id).toBe(userId);
  expect(factors(exchanged.ok)).toEqual(['oauth_access_token_exchange']);

  // A revoke ends the app's grant and its refresh token.
  expect((await sdk.call('user.revokedConnectedApp', 'arg', 'partner-notes')).error).toBeUndefined();
  expect((await sdk.call('user.getConnectedApps')).ok.connected_apps.map((entry: { connected_app_id: string }) => entry.connected_app_id)).toEqual(['own-spa']);
  const refreshed = await page.request.post(`${emulator.origin}/v1/public/oauth2/token`, { form: { grant_type: 'refresh_token', refresh_token: partner.refresh_token!, client_id: 'partner-notes' } });
  expect(refreshed.status()).toBe(400);

  // Logout from the app: with its own ID token as the hint no question is needed.
  const logout = await sdk.call('idp.oauthLogoutStart', '{ client_id: arg.client, post_logout_redirect_uri: arg.uri, state: arg.state, id_token_hint: arg.hint }', {
    client: 'own-spa',
    uri: SIGNED_OUT,
    state: 'bye',
    hint: own.id_token,
  });
  expect(logout.ok).toMatchObject({ redirect_uri: `${SIGNED_OUT}?state=bye`, consent_required: false });
});

matrixTest('a trusted token attested', async ({ page, emulator, sdk }) => {
  const partnerKey = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(partnerKey.publicKey)), kid: 'partner-1' };
  const issuer = 'https://auth.partner.example';
  const configured = await page.request.post(`${emulator.origin}/__emulator/project`, {
    data: { trusted_token_profiles: [{ profile_id: 'partner', issuer, audience: 'auth-widget', jwks: { keys: [jwk] }, attribute_mapping: { email: 'email', token_id: 'jti' } }] },
  });
  expect(configured.status(), await configured.text()).toBe(200);
  const { userId, email } = await signInByEmail(sdk, emulator, 'matrix-attest');
  const sign = (key: CryptoKey | Uint8Array, audience: string) =>
    new SignJWT({ email, jti: `token-${audience}` }).setProtectedHeader({ alg: 'ES256', kid: 'partner-1' }).setIssuer(issuer).setAudience(audience).setIssuedAt().setExpirationTime('5m').sign(key);
  const attest = "{ profile_id: 'partner', token: arg, session_duration_minutes: 30 }";
  const attested = await sdk.call('session.attest', attest, await sign(partnerKey.privateKey, 'auth-widget'));
  expect(attested.ok.user_id).toBe(userId);
  expect(attested.ok.session.authentication_factors.map((factor: { type: string }) => factor.type)).toEqual(['otp', 'trusted_auth_token']);
  expect((await sdk.call('session.attest', attest, await sign(partnerKey.privateKey, 'someone-else'))).error).toBe('jwt_invalid_audience');
  expect((await sdk.call('session.attest', attest, await sign((await generateKeyPair('ES256')).privateKey, 'auth-widget'))).error).toBe('invalid_trusted_auth_token');
});

matrixTest('roles and permissions', async ({ page, host, emulator, sdk }) => {
  const policy = {
    roles: [{ role_id: 'editor', description: 'Edits documents', permissions: [{ resource_id: 'documents', actions: ['read', 'write'] }] }],
    resources: [{ resource_id: 'documents', description: 'Documents', actions: ['read', 'write', 'delete'] }],
    scopes: [],
  };
  expect((await page.request.post(`${emulator.origin}/__emulator/project`, { data: { rbac_policy: policy } })).status()).toBe(200);
  // The SDK reads the policy from bootstrap when the client is made.
  const withPolicy = await openOfficialSdk(page, host, emulator, { path: sdk.url });
  const { userId } = await signInByEmail(withPolicy, emulator, 'matrix-roles');
  expect((await withPolicy.call('rbac.roleIds')).ok).toEqual(['stytch_user']);
  expect((await withPolicy.call('rbac.isAuthorized', `'documents', 'write'`)).ok).toBe(false);

  const assigned = await page.request.put(`${emulator.origin}/__emulator/users/${userId}/roles`, { data: { roles: ['editor'] } });
  expect(assigned.status(), await assigned.text()).toBe(200);
  const refreshed = await withPolicy.call('session.authenticate', '{ session_duration_minutes: 30 }');
  expect(refreshed.ok.session.roles).toEqual(['stytch_user', 'editor']);
  expect((await withPolicy.call('rbac.roleIds')).ok).toEqual(['stytch_user', 'editor']);
  expect((await withPolicy.call('rbac.isAuthorized', `'documents', 'write'`)).ok).toBe(true);
  expect((await withPolicy.call('rbac.isAuthorizedSync', `'documents', 'read'`)).ok).toBe(true);
  expect((await withPolicy.call('rbac.isAuthorizedSync', `'documents', 'delete'`)).ok).toBe(false);
  expect((await withPolicy.call('rbac.allPermissions')).ok).toEqual({ documents: { read: true, write: true, delete: false } });
  sdk.made.push(...withPolicy.made);
});
