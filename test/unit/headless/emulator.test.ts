// The headless client's calls against the in-process emulator (docs/architecture.md guideline 13): what the
// screens already make, and the account calls only the headless client makes (TOTP, recovery
// codes, impersonation, the user's own record). Secrets come from the emulator's outbox and dev
// routes (rule 12); a TOTP code is computed from the secret the emulator returned, on its clock.
// wire.test.ts beside this file pins exact request paths and bodies on fixed answers.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHeadless } from '../../../src/headless/index';
import type { LoadCeremonies } from '../../../src/headless/context';
import type { SessionChange } from '../../../src/session/authState';
import { cookies, resetPage } from '../../support/browser';
import { createFlow, type Flow, type FlowOptions } from '../../support/flow';
import { base32Decode, totpAt } from '../../../emulator/crypto/totp';
import { CUSTOM_SCOPE, IDP_PAGE, SPA_APP, SPA_REDIRECT } from '../../emulator/oidcHarness';

const EMAIL = 'headless.user@example.com';
const PASSWORD = 'a-long-and-unusual-passphrase-17';

const flows: Flow[] = [];
function open(options: FlowOptions = {}) {
  const flow = createFlow(options);
  flows.push(flow);
  const noChunks = (async (name: string) => {
    throw new Error(`no ${name} chunk in this test`);
  }) as LoadCeremonies;
  return { flow, headless: createHeadless(flow.client, { publicToken: flow.publicToken }, noChunks) };
}
const paths = (flow: Flow) => flow.sdkCalls().map((call) => `${call.method} ${new URL(call.url).pathname.replace('/sdk/v1', '')}`);

beforeEach(() => resetPage());
afterEach(async () => {
  for (const flow of flows.splice(0)) {
    await flow.dispose();
    expect(flow.unexpected).toEqual([]);
  }
});

describe('the headless client against the emulator', () => {
  it('otps: email passcode sign-in, then session.authenticate, user.get and session.revoke', async () => {
    const { flow, headless } = open();
    const changes: SessionChange['type'][] = [];
    flow.client.onChange((_state, change) => changes.push(change.type));

    const { method_id } = await headless.otps.email.loginOrCreate(EMAIL, { expiration_minutes: 10 });
    const code = (await flow.latest(EMAIL)).code!;
    const signedIn = await headless.otps.authenticate(code, method_id, { session_duration_minutes: 60 });
    expect(signedIn.user.emails[0]!.email).toBe(EMAIL);
    expect(flow.client.getSession()?.session_id).toBe(signedIn.session.session_id);
    expect(cookies().stytch_session).toBe(signedIn.session_token);

    const checked = await headless.session.authenticate();
    expect(checked.session.session_id).toBe(signedIn.session.session_id);
    expect((await headless.user.get()).user_id).toBe(signedIn.user_id);

    await headless.session.revoke();
    expect(flow.client.getSession()).toBeNull();
    expect(changes).toEqual(['signed_in', 'refreshed', 'signed_out']);
    expect(paths(flow)).toEqual([
      'POST /otps/email/login_or_create',
      'POST /otps/authenticate',
      'POST /sessions/authenticate',
      'GET /users/me',
      'POST /sessions/revoke',
    ]);
    expect(JSON.parse(flow.sdkCalls()[1]!.body!)).toMatchObject({ token: code, method_id, session_duration_minutes: 60 });
  });

  it('passwords: strengthCheck, create, authenticate', async () => {
    const { flow, headless } = open({ config: { products: ['passwords'] } });
    expect((await headless.passwords.strengthCheck({ email: EMAIL, password: PASSWORD })).valid_password).toBe(true);
    const created = await headless.passwords.create({ email: EMAIL, password: PASSWORD });
    expect(created.email_id).toMatch(/.+/);
    await headless.session.revoke({ forceClear: true });
    expect(flow.client.getSession()).toBeNull();
    const again = await headless.passwords.authenticate({ email: EMAIL, password: PASSWORD, session_duration_minutes: 45 });
    expect(flow.client.getUser()?.user_id).toBe(again.user_id);
    await expect(headless.passwords.authenticate({ email: EMAIL, password: 'wrong-password-entirely-1' })).rejects.toMatchObject({ name: 'ApiError' });
  });

  it('magicLinks: the link sent (with PKCE) signs in through magicLinks.authenticate', async () => {
    const { flow, headless } = open();
    await headless.magicLinks.email.loginOrCreate(EMAIL, { login_magic_link_url: 'http://localhost:3000/authenticate', signup_magic_link_url: 'http://localhost:3000/authenticate' });
    const sent = JSON.parse(flow.sdkCalls()[0]!.body!) as Record<string, unknown>;
    expect(sent).toMatchObject({ email: EMAIL, login_magic_link_url: 'http://localhost:3000/authenticate' });
    expect(sent.code_challenge).toMatch(/.+/);
    const token = new URL((await flow.latest(EMAIL)).link!).searchParams.get('token')!;
    const auth = await headless.magicLinks.authenticate(token);
    expect(flow.client.getSession()?.session_id).toBe(auth.session.session_id);
  });

  it('cryptoWallets.authenticateStart returns the challenge to sign', async () => {
    const { headless } = open();
    const { challenge } = await headless.cryptoWallets.authenticateStart({ crypto_wallet_address: '0x52908400098527886E0F7030069857D2E4169EE7', crypto_wallet_type: 'ethereum' });
    expect(challenge).toMatch(/^Signing in with /);
  });

  it('idp.oauthAuthorizeStart asks consent for a third-party app', async () => {
    const { flow, headless } = open({
      project: { connected_apps: [SPA_APP], idp_authorization_url: IDP_PAGE, rbac_policy: { roles: [], resources: [], scopes: [CUSTOM_SCOPE] } },
    });
    const { method_id } = await headless.otps.email.loginOrCreate(EMAIL);
    await headless.otps.authenticate((await flow.latest(EMAIL)).code!, method_id);
    const started = await headless.idp.oauthAuthorizeStart({
      client_id: SPA_APP.client_id,
      redirect_uri: SPA_REDIRECT,
      response_type: 'code',
      scopes: ['openid'],
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    expect(started).toMatchObject({ consent_required: true, client: { client_id: SPA_APP.client_id } });
  });

  it('totps: create, authenticate with the current code, recoveryCodes, recover with one, deleteTOTP', async () => {
    const { flow, headless } = open();
    await signIn(flow, headless);
    const created = await headless.totps.create({ expiration_minutes: 10 });
    expect(created.recovery_codes.length).toBeGreaterThan(0);
    expect(JSON.parse(flow.sdkCalls().at(-1)!.body!)).toEqual({ expiration_minutes: 10 });

    const code = totpAt(base32Decode(created.secret), flow.emulator.clock.now());
    const verified = await headless.totps.authenticate({ totp_code: code, session_duration_minutes: 45 });
    expect(verified.totp_id).toBe(created.totp_id);
    expect(flow.client.getSession()?.authentication_factors.map((factor) => factor.delivery_method)).toEqual(expect.arrayContaining(['email', 'authenticator_app']));
    await expect(headless.totps.authenticate({ totp_code: code === '000000' ? '111111' : '000000' })).rejects.toMatchObject({ name: 'ApiError' });

    const { totps } = await headless.totps.recoveryCodes();
    expect(totps).toEqual([expect.objectContaining({ totp_id: created.totp_id, recovery_codes: created.recovery_codes })]);
    const recovered = await headless.totps.recover({ recovery_code: created.recovery_codes[0]! });
    expect(recovered.user_id).toBe(verified.user_id);
    await expect(headless.totps.recover({ recovery_code: created.recovery_codes[0]! })).rejects.toMatchObject({ name: 'ApiError' });

    await headless.user.deleteTOTP(created.totp_id);
    expect((await headless.user.get()).totps).toEqual([]);
  });

  it('impersonation: a token minted for the user signs in as them, from the call or from the address bar', async () => {
    const { flow, headless } = open();
    const user = await signIn(flow, headless);
    await headless.session.revoke();
    const mint = async () => {
      const response = await flow.emulator.handle(`http://localhost:9099/__emulator/impersonation`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user_id: user, impersonator_email_address: 'agent@example.com' }),
      });
      return ((await response.json()) as { impersonation_token: string }).impersonation_token;
    };

    const signedIn = await headless.impersonation.authenticate({ impersonation_token: await mint() });
    expect(signedIn.user_id).toBe(user);
    expect(flow.client.getSession()?.authentication_factors.map((factor) => factor.delivery_method)).toEqual(['impersonation']);
    await headless.session.revoke();

    history.replaceState(null, '', `/account?stytch_token_type=impersonation&token=${await mint()}&tab=1`);
    const fromUrl = await headless.authenticateFromUrl();
    expect(fromUrl?.user_id).toBe(user);
    expect(location.search).toBe('?tab=1');
    expect(flow.client.getUser()?.user_id).toBe(user);
    // Nothing in the address bar: nothing sent.
    const before = flow.sdkCalls().length;
    expect(await headless.authenticateFromUrl()).toBeNull();
    expect(flow.sdkCalls()).toHaveLength(before);
  });

  it('user.update changes the stored user, and user.get reads a change made elsewhere into it', async () => {
    const { flow, headless } = open();
    await signIn(flow, headless);
    const changes: SessionChange['type'][] = [];
    flow.client.onChange((_state, change) => changes.push(change.type));

    await headless.user.update({ untrusted_metadata: { theme: 'dark' } });
    expect(flow.client.getUser()?.untrusted_metadata).toEqual({ theme: 'dark' });
    expect(changes).toEqual(['refreshed']);

    // Another tab (another client of the same provider) renames the user.
    const other = open({ emulator: flow.emulator });
    other.flow.client.state.set(flow.client.state.get());
    await other.headless.user.update({ name: { first_name: 'Ada' } });
    expect((await headless.user.get()).name.first_name).toBe('Ada');
    expect(flow.client.getUser()?.name.first_name).toBe('Ada');
  });
});

/** Signs EMAIL in with an email passcode through the headless client; resolves to the user id. */
async function signIn(flow: Flow, headless: ReturnType<typeof open>['headless']) {
  const { method_id } = await headless.otps.email.loginOrCreate(EMAIL);
  const signedIn = await headless.otps.authenticate((await flow.latest(EMAIL)).code!, method_id);
  return signedIn.user_id;
}
