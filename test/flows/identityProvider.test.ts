// The identity-provider model against the real in-process emulator (issue 12): a user signed in
// through the login flow's client, then consent and logout for the connected apps of
// test/emulator/oidcHarness.ts. Navigation is recorded, never followed; the frame check is off.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createIdentityProviderModel } from '../../src/widgets/identityProvider/flow/model';
import { resetPage } from '../support/browser';
import { createFlow, type Flow } from '../support/flow';
import { CUSTOM_SCOPE, IDP_PAGE, SPA_APP, SPA_LOGOUT, SPA_REDIRECT, WEB_APP } from '../emulator/oidcHarness';

const EMAIL = 'ada@example.com';
const CHALLENGE = { code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256' };
const flows: Flow[] = [];

beforeEach(() => resetPage());
afterEach(async () => {
  for (const flow of flows.splice(0)) {
    await flow.dispose();
    expect(flow.unexpected).toEqual([]);
  }
});

function open() {
  const flow = createFlow({
    config: { products: ['otp'], otpOptions: { methods: ['email'] } },
    project: { connected_apps: [SPA_APP, WEB_APP], idp_authorization_url: IDP_PAGE, rbac_policy: { roles: [], resources: [], scopes: [CUSTOM_SCOPE] } },
  });
  flows.push(flow);
  return flow;
}

async function signedIn() {
  const flow = open();
  flow.model.form.email.value = EMAIL;
  await flow.model.form.submitEmail();
  await flow.otp().verify((await flow.latest(EMAIL)).code!);
  expect(flow.client.getSession()).not.toBeNull();
  return flow;
}

function widget(flow: Flow, query: Record<string, string>) {
  const navigated: string[] = [];
  const events: { type: string; data: unknown }[] = [];
  const errors: unknown[] = [];
  const model = createIdentityProviderModel({
    client: flow.client,
    emit: (event) => void events.push(event),
    reportError: (error) => void errors.push(error),
    navigate: (url) => void navigated.push(url),
    framed: () => false,
    query: new URLSearchParams(query),
  });
  return { model, navigated, events, errors };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const authorize = (extra: Record<string, string> = {}) => ({ client_id: SPA_APP.client_id, redirect_uri: SPA_REDIRECT, response_type: 'code', state: 'st-1', ...CHALLENGE, ...extra });

describe('Authorize against the emulator', () => {
  it('a third-party app asks consent; Allow returns to it with a code and the state', async () => {
    const run = widget(await signedIn(), authorize({ scope: 'openid email read:reports' }));
    await run.model.start();
    const step = run.model.step.value;
    expect(step).toMatchObject({ name: 'consent', consent: { clientName: SPA_APP.client_name, logo: SPA_APP.logo_url, redirectHost: 'localhost:4000', custom: true } });
    if (step.name !== 'consent') return;
    expect(step.consent.manifest[0]!.items.map((item) => item.text)).toEqual([{ key: 'scopeOpenid' }, { key: 'scopeProfile' }, { text: CUSTOM_SCOPE.description }]);
    run.model.allow();
    await settle();
    expect(run.navigated).toHaveLength(1);
    const back = new URL(run.navigated[0]!);
    expect(`${back.origin}${back.pathname}`).toBe(SPA_REDIRECT);
    expect(back.searchParams.get('code')).toMatch(/.+/);
    expect(back.searchParams.get('state')).toBe('st-1');
    expect(run.events.map((event) => event.type)).toEqual(['OAUTH_AUTHORIZE_FLOW_START', 'OAUTH_AUTHORIZE_FLOW_COMPLETE']);
    expect(run.errors).toEqual([]);
  });

  it('Deny shows the denial and does not return to the app', async () => {
    const run = widget(await signedIn(), authorize());
    await run.model.start();
    run.model.deny();
    await settle();
    expect(run.model.step.value).toEqual({ name: 'error', message: { key: 'accessDenied' } });
    expect(run.navigated).toEqual([]);
    expect(run.events.map((event) => event.type)).toEqual(['OAUTH_AUTHORIZE_FLOW_START', 'OAUTH_AUTHORIZE_FLOW_CONSENT_DENIED']);
  });

  it('a first-party app needs no consent: the widget submits at once and returns to it', async () => {
    const run = widget(await signedIn(), { client_id: WEB_APP.client_id, redirect_uri: WEB_APP.redirect_urls[0]!, response_type: 'code' });
    await run.model.start();
    await settle();
    expect(run.model.step.value).toEqual({ name: 'success' });
    expect(new URL(run.navigated[0]!).searchParams.get('code')).toMatch(/.+/);
  });

  it('without a session: the spec sentence, reported as a missing session', async () => {
    const run = widget(open(), authorize());
    await run.model.start();
    expect(run.model.step.value).toEqual({ name: 'error', message: { key: 'noSession' } });
    expect((run.errors[0] as Error).name).toBe('MissingSessionError');
  });

  it("an unregistered redirect_uri shows the server's error_message", async () => {
    const run = widget(await signedIn(), authorize({ redirect_uri: `${SPA_REDIRECT}/x` }));
    await run.model.start();
    const step = run.model.step.value;
    expect(step.name).toBe('error');
    if (step.name === 'error') expect(step.message.text).toMatch(/.+/);
    expect(run.navigated).toEqual([]);
  });
});

describe('Logout against the emulator', () => {
  it('without a valid hint asks first; Yes ends the session and returns with the state', async () => {
    const flow = await signedIn();
    const run = widget(flow, { client_id: SPA_APP.client_id, post_logout_redirect_uri: SPA_LOGOUT, state: 'z' });
    await run.model.start();
    expect(run.model.step.value).toEqual({ name: 'logout' });
    run.model.confirmLogout();
    await settle();
    expect(run.navigated).toEqual([`${SPA_LOGOUT}?state=z`]);
    expect(flow.client.getSession()).toBeNull();
  });

  it('No keeps the session', async () => {
    const flow = await signedIn();
    const run = widget(flow, { client_id: SPA_APP.client_id, post_logout_redirect_uri: SPA_LOGOUT });
    await run.model.start();
    run.model.declineLogout();
    expect(run.model.step.value).toEqual({ name: 'logout-declined' });
    expect(flow.client.getSession()).not.toBeNull();
    expect(run.navigated).toEqual([]);
  });
});
