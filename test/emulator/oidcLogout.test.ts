// Logging out of a connected app: the end-session endpoint checks the client, the exact
// post_logout_redirect_uri and the id_token_hint before sending the browser to the host page; the
// widget's /oauth/logout/start asks no question only for a valid hint of this session's user.
import { describe, expect, it } from 'vitest';
import { ORIGIN } from './harness';
import { createOidcHarness, IDP_PAGE, SPA_APP, SPA_LOGOUT, WEB_APP, WEB_LOGOUT, type OidcHarness } from './oidcHarness';

const END_SESSION = `${ORIGIN}/v1/public/oauth2/end_session`;

async function idTokenFor(h: OidcHarness, session: string, app = SPA_APP): Promise<string> {
  const { code, verifier } = await h.codeFor(app, session);
  return (await h.exchange(app, code, verifier)).json.id_token;
}

function endSession(h: OidcHarness, params: Record<string, string>, origin = ORIGIN): Promise<Response> {
  return h.emulator.handle(`${origin}/v1/public/oauth2/end_session?${new URLSearchParams(params)}`);
}

function logoutStart(h: OidcHarness, body: Record<string, unknown>, session?: string) {
  return h.call('POST', '/oauth/logout/start', { body, ...(session ? { session } : {}) });
}

describe('the end-session endpoint', () => {
  it('sends the browser to idp_authorization_url with the logout parameters', async () => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    const hint = await idTokenFor(h, session);
    const params = { client_id: SPA_APP.client_id, post_logout_redirect_uri: SPA_LOGOUT, state: 's 1&x', id_token_hint: hint };
    const res = await endSession(h, params);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(IDP_PAGE);
    expect(Object.fromEntries(location.searchParams)).toEqual(params);
  });

  it('takes the client from the hint when client_id is left out, and passes it on (RP-Initiated Logout §2)', async () => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    const hint = await idTokenFor(h, session);
    const res = await endSession(h, { post_logout_redirect_uri: SPA_LOGOUT, id_token_hint: hint });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(Object.fromEntries(location.searchParams)).toEqual({ client_id: SPA_APP.client_id, post_logout_redirect_uri: SPA_LOGOUT, id_token_hint: hint });
    // The hint's client must have registered the URI; with neither a client nor a hint, client_id is asked for.
    expect((await endSession(h, { post_logout_redirect_uri: WEB_LOGOUT, id_token_hint: hint })).status).toBe(400);
    expect((await endSession(h, { post_logout_redirect_uri: SPA_LOGOUT })).status).toBe(400);
  });

  it('passes a request without a hint', async () => {
    const h = createOidcHarness();
    const res = await endSession(h, { client_id: WEB_APP.client_id, post_logout_redirect_uri: WEB_LOGOUT });
    expect(res.status).toBe(302);
  });

  it.each([
    ['an unknown client', { client_id: 'nobody', post_logout_redirect_uri: SPA_LOGOUT }, /is not a connected app/],
    ['no client', { post_logout_redirect_uri: SPA_LOGOUT }, /client_id is required/],
    ['no post_logout_redirect_uri', { client_id: SPA_APP.client_id }, /post_logout_redirect_uri is required/],
    ['a near-miss URI', { client_id: SPA_APP.client_id, post_logout_redirect_uri: `${SPA_LOGOUT}/` }, /post_logout_redirect_uri is not registered/],
    ["another app's URI", { client_id: SPA_APP.client_id, post_logout_redirect_uri: WEB_LOGOUT }, /post_logout_redirect_uri is not registered/],
    ['a hint that is not a JWT', { client_id: SPA_APP.client_id, post_logout_redirect_uri: SPA_LOGOUT, id_token_hint: 'garbage' }, /not an ID token issued by this provider/],
  ])('answers an error page, never a redirect, to %s', async (_name, params, message) => {
    const h = createOidcHarness();
    const res = await endSession(h, params as Record<string, string>);
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    const html = await res.text();
    expect(html).toMatch(message);
    // A logout refused: the page does not speak of a sign-in.
    expect(html).toContain('<h1>This request cannot continue</h1>');
    expect(html).not.toMatch(/sign-in/i);
  });

  it("refuses a hint issued to another client, a forged one, and one from another issuer", async () => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    const webHint = await idTokenFor(h, session, WEB_APP);
    const other = await endSession(h, { client_id: SPA_APP.client_id, post_logout_redirect_uri: SPA_LOGOUT, id_token_hint: webHint });
    expect(other.status).toBe(400);
    expect(await other.text()).toMatch(/issued to another client/);
    const [header, body] = webHint.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const forgedBody = Buffer.from(JSON.stringify({ ...claims, aud: SPA_APP.client_id })).toString('base64url');
    const forged = await endSession(h, { client_id: SPA_APP.client_id, post_logout_redirect_uri: SPA_LOGOUT, id_token_hint: `${header}.${forgedBody}.${webHint.split('.')[2]}` });
    expect(forged.status).toBe(400);
    // Issued at http://localhost:9099; presented at http://127.0.0.1:9099, another issuer.
    const spaHint = await idTokenFor(h, session);
    const elsewhere = await endSession(h, { client_id: SPA_APP.client_id, post_logout_redirect_uri: SPA_LOGOUT, id_token_hint: spaHint }, 'http://127.0.0.1:9099');
    expect(elsewhere.status).toBe(400);
  });

  it('accepts an expired hint (OIDC RP-Initiated Logout §2)', async () => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    const hint = await idTokenFor(h, session);
    h.clock.advance(24 * 60 * 60_000);
    expect((await endSession(h, { client_id: SPA_APP.client_id, post_logout_redirect_uri: SPA_LOGOUT, id_token_hint: hint })).status).toBe(302);
  });
});

describe('POST /oauth/logout/start', () => {
  it('asks no question for a valid hint of this user for this client, and echoes state', async () => {
    const h = createOidcHarness();
    const { session } = await h.signIn();
    const hint = await idTokenFor(h, session);
    const res = await logoutStart(h, { client_id: SPA_APP.client_id, post_logout_redirect_uri: SPA_LOGOUT, state: 'a&b', id_token_hint: hint }, session);
    expect(res.status).toBe(200);
    expect(res.json.data.consent_required).toBe(false);
    expect(res.json.data.redirect_uri).toBe(`${SPA_LOGOUT}?state=a%26b`);
  });

  it('asks without a hint, and for a hint of another client, another user, or a forgery', async () => {
    const h = createOidcHarness();
    const ada = await h.signIn('ada@example.com');
    const grace = await h.signIn('grace@example.com');
    const base = { client_id: SPA_APP.client_id, post_logout_redirect_uri: SPA_LOGOUT };
    const none = await logoutStart(h, base, ada.session);
    expect(none.json.data).toMatchObject({ consent_required: true, redirect_uri: SPA_LOGOUT });
    const webHint = await idTokenFor(h, ada.session, WEB_APP);
    expect((await logoutStart(h, { ...base, id_token_hint: webHint }, ada.session)).json.data.consent_required).toBe(true);
    const graceHint = await idTokenFor(h, grace.session);
    expect((await logoutStart(h, { ...base, id_token_hint: graceHint }, ada.session)).json.data.consent_required).toBe(true);
    expect((await logoutStart(h, { ...base, id_token_hint: 'x.y.z' }, ada.session)).json.data.consent_required).toBe(true);
    expect((await logoutStart(h, { ...base, id_token_hint: graceHint }, grace.session)).json.data.consent_required).toBe(false);
  });

  it('needs a session, a known client and a string hint', async () => {
    const h = createOidcHarness();
    const anonymous = await logoutStart(h, { client_id: SPA_APP.client_id, post_logout_redirect_uri: SPA_LOGOUT });
    expect([anonymous.status, anonymous.json.error_type]).toEqual([401, 'unauthorized_credentials']);
    const { session } = await h.signIn();
    const unknown = await logoutStart(h, { client_id: 'nobody', post_logout_redirect_uri: SPA_LOGOUT }, session);
    expect([unknown.status, unknown.json.error_type]).toEqual([400, 'invalid_client']);
    const numeric = await logoutStart(h, { client_id: SPA_APP.client_id, post_logout_redirect_uri: SPA_LOGOUT, id_token_hint: 42 }, session);
    expect([numeric.status, numeric.json.error_message]).toEqual([400, 'id_token_hint must be a string']);
  });
});

it('the end-session endpoint tells the developer to set idp_authorization_url', async () => {
  const h = createOidcHarness({ project: { idp_authorization_url: null } });
  const res = await h.emulator.handle(`${END_SESSION}?client_id=spa-client&post_logout_redirect_uri=${encodeURIComponent(SPA_LOGOUT)}`);
  expect(res.status).toBe(404);
  expect(await res.text()).toMatch(/no idp_authorization_url/);
});

it('takes the end-session request as a form post too (RP-Initiated Logout §2)', async () => {
  const h = createOidcHarness();
  const params = { client_id: SPA_APP.client_id, post_logout_redirect_uri: SPA_LOGOUT, state: 's' };
  const res = await h.emulator.handle(END_SESSION, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(params) });
  expect(res.status).toBe(303);
  expect(Object.fromEntries(new URL(res.headers.get('location')!).searchParams)).toEqual(params);
  const bad = await h.emulator.handle(END_SESSION, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ ...params, post_logout_redirect_uri: `${SPA_LOGOUT}/` }) });
  expect([bad.status, bad.headers.get('location')]).toEqual([400, null]);
});
