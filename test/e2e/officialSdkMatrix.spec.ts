// The provider's official browser SDK against the emulator, every public call of its headless
// client (issue 36: the audit's 84-call matrix, officialSdkMatrix.ts). Each test takes a group of
// calls through a real journey on a host page of another origin and asserts what each answered;
// the group's test fails if it did not make every call the matrix gives it, and the first test
// fails if the SDK has a public call no group takes (a new SDK version's new call must join).
// Codes and links come from the emulator's outbox. Wallets, passkeys, OAuth, One Tap, the OpenID
// Provider, trusted tokens and roles are in officialSdkThirdParty.spec.ts.
import { expect, test, uniqueEmail } from './fixtures';
import { OFFICIAL_SDK_VERSION, openOfficialSdk, publicCalls } from './officialSdk';
import { factors, MATRIX, matrixTest, signInByEmail } from './officialSdkMatrix';
import { totpCode } from '../support/totpCode';

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

