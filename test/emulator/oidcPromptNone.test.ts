// prompt=none (OIDC Core §3.1.2.1): the authorization request shows no page. The widget's submit
// answers, at the checked redirect URI, login_required without a session, consent_required when
// consent would have to be asked (a third-party app always; consent_granted does not change it),
// and a code when nothing needs asking (a first-party app, grantable scopes).
import { describe, expect, it } from 'vitest';
import { ORIGIN } from './harness';
import { createOidcHarness, pkcePair, SPA_APP, SPA_REDIRECT, WEB_APP, WEB_REDIRECT } from './oidcHarness';

const { challenge } = pkcePair();
const spa = (extra: Record<string, unknown> = {}) => ({
  client_id: SPA_APP.client_id,
  redirect_uri: SPA_REDIRECT,
  response_type: 'code',
  scopes: ['openid', 'email'],
  code_challenge: challenge,
  state: 'xyz',
  prompt: 'none',
  ...extra,
});
const web = (extra: Record<string, unknown> = {}) => ({ client_id: WEB_APP.client_id, redirect_uri: WEB_REDIRECT, response_type: 'code', scopes: ['openid', 'email'], prompt: 'none', ...extra });
const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('prompt=none at the widget submit', () => {
  it('without a session: login_required with the state, at the registered redirect URI', async () => {
    const h = createOidcHarness();
    const res = await h.submit(spa({ consent_granted: false }));
    expect(res.status).toBe(200);
    expect(res.json.data.redirect_uri.startsWith(`${SPA_REDIRECT}?`)).toBe(true);
    expect(query(res.json.data.redirect_uri)).toMatchObject({ error: 'login_required', state: 'xyz' });
    expect(res.json.data.authorization_code).toBeUndefined();
  });

  it('without a session, an unregistered redirect URI or unknown client is still refused, never redirected to', async () => {
    const h = createOidcHarness();
    expect((await h.submit(spa({ redirect_uri: 'https://evil.example/cb', consent_granted: false }))).status).toBe(400);
    expect((await h.submit(spa({ client_id: 'nobody', consent_granted: false }))).status).toBe(400);
    // Without prompt=none, no session is the usual 401.
    expect((await h.submit(spa({ prompt: undefined, consent_granted: true }))).status).toBe(401);
  });

  it('a third-party app: consent_required, even with consent_granted true, and no code', async () => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    const res = await h.submit(spa({ consent_granted: true }), session);
    expect(query(res.json.data.redirect_uri)).toMatchObject({ error: 'consent_required', state: 'xyz' });
    expect(res.json.data.authorization_code).toBeUndefined();
  });

  it('a first-party app with grantable scopes: a code, no page', async () => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    const res = await h.submit(web({ consent_granted: true }), session);
    expect(query(res.json.data.redirect_uri).code).toEqual(expect.any(String));
    const ungrantable = await h.submit(web({ scopes: ['openid', 'unheard:of'], consent_granted: true }), session);
    expect(query(ungrantable.json.data.redirect_uri)).toMatchObject({ error: 'consent_required' });
  });

  it('none with another prompt value is invalid_request, at the endpoint and at the submit', async () => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    expect((await h.submit(web({ prompt: 'none consent', consent_granted: true }), session)).status).toBe(400);
    const params = new URLSearchParams({ client_id: WEB_APP.client_id, redirect_uri: WEB_REDIRECT, response_type: 'code', prompt: 'none login', state: 's' });
    const res = await h.emulator.handle(`${ORIGIN}/v1/public/oauth2/authorize?${params}`, { redirect: 'manual' });
    expect(query(res.headers.get('location')!)).toMatchObject({ error: 'invalid_request', state: 's' });
  });

  it('discovery lists none among the supported prompts', async () => {
    const h = createOidcHarness();
    const doc = (await (await h.emulator.handle(`${ORIGIN}/.well-known/openid-configuration`)).json()) as { prompt_values_supported: string[] };
    expect(doc.prompt_values_supported).toEqual(['none', 'consent']);
  });
});
