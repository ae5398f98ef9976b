// POST /sessions/exchange_access_token (issue 36): a first-party connected app's access token,
// granted full_access, becomes a new session of its user; any other token is refused with the
// provider's error type.
import { describe, expect, it } from 'vitest';
import { createOidcHarness, SPA_APP, WEB_APP, type OidcHarness } from './oidcHarness';

async function accessTokenFor(h: OidcHarness, app: typeof WEB_APP, session: string, scopes: string[]): Promise<string> {
  const { code, verifier } = await h.codeFor(app, session, { scopes });
  const res = await h.exchange(app, code, verifier);
  expect(res.status).toBe(200);
  return res.json.access_token;
}

const exchange = (h: OidcHarness, access_token: string, extra: Record<string, unknown> = {}) =>
  h.call('POST', '/sessions/exchange_access_token', { body: { access_token, session_duration_minutes: 60, ...extra } });

describe('POST /sessions/exchange_access_token', () => {
  it("starts a new session of the token's user, whose factor names the app", async () => {
    const h = createOidcHarness();
    const ada = await h.signIn();
    const token = await accessTokenFor(h, WEB_APP, ada.session, ['openid', 'full_access']);

    const res = await exchange(h, token);
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.user_id).toBe(ada.userId);
    expect(data.session_token).not.toBe(ada.session);
    expect(data.session_jwt.split('.')).toHaveLength(3);
    expect(data.session.authentication_factors).toEqual([
      expect.objectContaining({ type: 'oauth', delivery_method: 'oauth_access_token_exchange', oauth_access_token_exchange_factor: { client_id: WEB_APP.client_id } }),
    ]);
    expect(Date.parse(data.session.expires_at) - h.clock.now()).toBe(60 * 60_000);
    // The new session works on its own.
    expect((await h.call('POST', '/sessions/authenticate', { session: data.session_token, body: {} })).status).toBe(200);
  });

  it('refuses a token without full_access', async () => {
    const h = createOidcHarness();
    const ada = await h.signIn();
    const token = await accessTokenFor(h, WEB_APP, ada.session, ['openid', 'email']);
    const res = await exchange(h, token);
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('oauth_access_token_exchange_missing_full_access');
  });

  it('refuses an unknown token, an expired one, and one revoked with its app', async () => {
    const h = createOidcHarness();
    const ada = await h.signIn();
    expect((await exchange(h, 'not-a-token')).json.error_type).toBe('idp_access_token_not_found');

    const expiring = await accessTokenFor(h, WEB_APP, ada.session, ['openid', 'full_access']);
    h.clock.advance(60 * 60_000);
    const expired = await exchange(h, expiring);
    expect(expired.status).toBe(401);
    expect(expired.json.error_type).toBe('idp_access_token_expired');

    const live = await h.signIn('bob@example.com');
    const revoked = await accessTokenFor(h, WEB_APP, live.session, ['openid', 'full_access']);
    await h.call('POST', `/users/connected_apps/${WEB_APP.client_id}/revoke`, { session: live.session });
    const res = await exchange(h, revoked);
    expect(res.status).toBe(404);
    expect(res.json.error_type).toBe('idp_access_token_not_found');
  });

  it('needs access_token, and a session duration in range', async () => {
    const h = createOidcHarness();
    expect((await h.call('POST', '/sessions/exchange_access_token', { body: {} })).json.error_type).toBe('missing_argument');
    const ada = await h.signIn();
    const token = await accessTokenFor(h, WEB_APP, ada.session, ['openid', 'full_access']);
    expect((await exchange(h, token, { session_duration_minutes: 1 })).json.error_type).toBe('invalid_argument');
  });

  it('cannot be granted full_access by a third-party app, so its tokens never exchange', async () => {
    const h = createOidcHarness();
    const ada = await h.signIn();
    const { code, verifier } = await h.codeFor(SPA_APP, ada.session, { scopes: ['openid', 'full_access'] });
    const token = (await h.exchange(SPA_APP, code, verifier)).json.access_token;
    expect((await exchange(h, token)).json.error_type).toBe('oauth_access_token_exchange_missing_full_access');
  });
});
