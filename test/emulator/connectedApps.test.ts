// A user's connected apps (issue 36): GET /users/connected_apps lists the apps the user completed
// an authorization with, and POST /users/connected_apps/{id}/revoke ends that app's grant: its
// refresh token and access token stop working and its next authorization asks for consent again.
import { describe, expect, it } from 'vitest';
import { ORIGIN } from './harness';
import { createOidcHarness, SPA_APP, WEB_APP, type OidcHarness } from './oidcHarness';

const OFFLINE = { scopes: ['openid', 'email', 'offline_access'] };

async function tokensFor(h: OidcHarness, app: typeof SPA_APP, session: string) {
  const { code, verifier } = await h.codeFor(app, session, OFFLINE);
  const res = await h.exchange(app, code, verifier);
  expect(res.status).toBe(200);
  return res.json as { access_token: string; refresh_token: string };
}

const refresh = (h: OidcHarness, refreshToken: string) => h.token({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: SPA_APP.client_id });
const userinfo = (h: OidcHarness, accessToken: string) => h.call('GET', `${ORIGIN}/v1/public/oauth2/userinfo`, { authorization: `Bearer ${accessToken}` });
const consentRequired = async (h: OidcHarness, session: string) => {
  const body = { client_id: SPA_APP.client_id, redirect_uri: SPA_APP.redirect_urls[0], response_type: 'code', scopes: OFFLINE.scopes, code_challenge: 'x'.repeat(43), code_challenge_method: 'S256' };
  const res = await h.start(body, session);
  expect(res.status).toBe(200);
  return res.json.data.consent_required as boolean;
};

describe('GET /users/connected_apps', () => {
  it('lists each app the user authorized, with the scopes granted, and no one else’s', async () => {
    const h = createOidcHarness();
    const ada = await h.signIn('ada@example.com');
    const bob = await h.signIn('bob@example.com');
    expect((await h.call('GET', '/users/connected_apps', { session: ada.session })).json.data.connected_apps).toEqual([]);

    await h.codeFor(SPA_APP, ada.session, OFFLINE);
    await h.codeFor(WEB_APP, bob.session);

    const res = await h.call('GET', '/users/connected_apps', { session: ada.session });
    expect(res.status).toBe(200);
    expect(res.json.data.connected_apps).toEqual([
      {
        connected_app_id: SPA_APP.client_id,
        name: SPA_APP.client_name,
        description: SPA_APP.client_description,
        client_type: SPA_APP.client_type,
        logo_url: SPA_APP.logo_url,
        scopes_granted: 'openid email offline_access',
      },
    ]);
  });

  it('needs a session', async () => {
    const h = createOidcHarness();
    const res = await h.call('GET', '/users/connected_apps');
    expect(res.status).toBe(401);
    expect(res.json.error_type).toBe('unauthorized_credentials');
  });
});

describe('POST /users/connected_apps/{id}/revoke', () => {
  it("ends the app's refresh and access tokens and its consent, so the next authorization asks again", async () => {
    const h = createOidcHarness();
    const ada = await h.signIn();
    const tokens = await tokensFor(h, SPA_APP, ada.session);
    expect((await userinfo(h, tokens.access_token)).status).toBe(200);
    // The consent is remembered: a third-party app asks again only after a revoke.
    expect(await consentRequired(h, ada.session)).toBe(false);

    const res = await h.call('POST', `/users/connected_apps/${SPA_APP.client_id}/revoke`, { session: ada.session });
    expect(res.status).toBe(200);

    const refreshed = await refresh(h, tokens.refresh_token);
    expect(refreshed.status).toBe(400);
    expect(refreshed.json.error).toBe('invalid_grant');
    const info = await userinfo(h, tokens.access_token);
    expect(info.status).toBe(401);
    expect(info.json.error).toBe('invalid_token');
    expect((await h.call('GET', '/users/connected_apps', { session: ada.session })).json.data.connected_apps).toEqual([]);
    expect(await consentRequired(h, ada.session)).toBe(true);
  });

  it("leaves other users' grants to the same app alone", async () => {
    const h = createOidcHarness();
    const ada = await h.signIn('ada@example.com');
    const bob = await h.signIn('bob@example.com');
    await tokensFor(h, SPA_APP, ada.session);
    const bobs = await tokensFor(h, SPA_APP, bob.session);

    await h.call('POST', `/users/connected_apps/${SPA_APP.client_id}/revoke`, { session: ada.session });

    expect((await refresh(h, bobs.refresh_token)).status).toBe(200);
    expect((await h.call('GET', '/users/connected_apps', { session: bob.session })).json.data.connected_apps).toHaveLength(1);
  });

  it('answers connected_app_not_found for an app the project does not have', async () => {
    const h = createOidcHarness();
    const ada = await h.signIn();
    const res = await h.call('POST', '/users/connected_apps/no-such-app/revoke', { session: ada.session });
    expect(res.status).toBe(404);
    expect(res.json.error_type).toBe('connected_app_not_found');
  });
});
