// The OpenID Provider's configuration: connected_apps and idp_authorization_url checked up front
// (at start and through POST /__emulator/project) with messages naming the app and field, and the
// discovery document that a relying party library starts from.
import { describe, expect, it } from 'vitest';
import { defineProject, ProjectConfigError } from '../../emulator/project/project';
import { createHarness, ORIGIN } from './harness';
import { createOidcHarness, IDP_PAGE, SPA_APP, WEB_APP } from './oidcHarness';

const problemOf = (input: Record<string, unknown>): string => {
  try {
    defineProject(input);
    return 'accepted';
  } catch (err) {
    expect(err).toBeInstanceOf(ProjectConfigError);
    return (err as Error).message;
  }
};
const app = (overrides: Record<string, unknown>) => ({ ...WEB_APP, ...overrides });

describe('connected_apps and idp_authorization_url', () => {
  it('default to no apps and no authorization page', () => {
    const project = defineProject({});
    expect(project.connected_apps).toEqual([]);
    expect(project.idp_authorization_url).toBeNull();
  });

  it('accept both kinds of client', () => {
    expect(problemOf({ connected_apps: [SPA_APP, WEB_APP], idp_authorization_url: IDP_PAGE })).toBe('accepted');
  });

  it.each([
    [{ connected_apps: {} }, '"connected_apps" must be an array of connected apps'],
    [{ connected_apps: [null] }, '"connected_apps" [0] must be an object'],
    [{ connected_apps: [app({ client_id: '' })] }, '"client_id" must be 1 to 255 printable ASCII characters'],
    [{ connected_apps: [app({ client_id: 'a:b' })] }, 'without spaces or ":"'],
    [{ connected_apps: [app({ client_name: 7 })] }, '[0] ("web-client") "client_name" must be a non-empty string'],
    [{ connected_apps: [app({ client_type: 'public' })] }, '"client_type" must be one of first_party, first_party_public, third_party, third_party_public'],
    [{ connected_apps: [app({ redirect_urls: [] })] }, '"redirect_urls" must list at least one URL'],
    [{ connected_apps: [app({ redirect_urls: ['javascript:alert(1)'] })] }, '"redirect_urls" has "javascript:alert(1)", which is not an http(s) URL'],
    [{ connected_apps: [app({ redirect_urls: ['https://a.example/cb#x'] })] }, 'has a fragment'],
    [{ connected_apps: [app({ post_logout_redirect_urls: 'https://a.example/' })] }, '"post_logout_redirect_urls" must be an array of URLs'],
    [{ connected_apps: [app({ client_secret: undefined })] }, 'is a confidential first_party client and needs a "client_secret"'],
    [{ connected_apps: [{ ...SPA_APP, client_secret: 's' }] }, 'is a third_party_public client, which has no "client_secret" (it uses PKCE)'],
    [{ connected_apps: [app({ redirect_uri: 'https://typo.example/' })] }, 'has an unknown field "redirect_uri"'],
    [{ connected_apps: [WEB_APP, WEB_APP] }, '[1] ("web-client") repeats a client_id'],
    [{ connected_apps: [app({ logo_url: 'data:image/png;base64,AA' })] }, '"logo_url" must be an http(s) URL'],
    [{ idp_authorization_url: 'idp.html' }, '"idp_authorization_url" must be null or the http(s) URL of the page where the identity-provider widget is mounted'],
  ])('refuse %j', (input, message) => {
    expect(problemOf(input)).toContain(message);
  });

  it('can be set while running through POST /__emulator/project, and a bad value changes nothing', async () => {
    const h = createHarness();
    const bad = await h.call('POST', `${ORIGIN}/__emulator/project`, { body: { connected_apps: [{ ...SPA_APP, client_type: 'nope' }] } });
    expect(bad.status).toBe(400);
    expect(bad.json.error_message).toMatch(/"connected_apps" \[0\] \("spa-client"\) "client_type" must be one of/);
    const good = await h.call('POST', `${ORIGIN}/__emulator/project`, { body: { connected_apps: [SPA_APP], idp_authorization_url: IDP_PAGE } });
    expect(good.status).toBe(200);
    expect(h.emulator.project.connected_apps).toEqual([SPA_APP]);
    expect(h.emulator.project.idp_authorization_url).toBe(IDP_PAGE);
    const authorize = await h.emulator.handle(`${ORIGIN}/v1/public/oauth2/authorize?client_id=spa-client&redirect_uri=${encodeURIComponent(SPA_APP.redirect_urls[0]!)}&response_type=code&code_challenge=${'a'.repeat(43)}`);
    expect(authorize.status).toBe(302);
  });
});

describe('GET /.well-known/openid-configuration', () => {
  it('describes the provider at the origin it was asked on', async () => {
    const h = createOidcHarness();
    for (const origin of [ORIGIN, 'http://127.0.0.1:9099']) {
      const res = await h.emulator.handle(`${origin}/.well-known/openid-configuration`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        issuer: origin,
        authorization_endpoint: `${origin}/v1/public/oauth2/authorize`,
        token_endpoint: `${origin}/v1/public/oauth2/token`,
        userinfo_endpoint: `${origin}/v1/public/oauth2/userinfo`,
        jwks_uri: `${origin}/v1/public/oauth2/jwks`,
        end_session_endpoint: `${origin}/v1/public/oauth2/end_session`,
        response_types_supported: ['code'],
        response_modes_supported: ['query'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'profile', 'email', 'phone', 'offline_access', 'full_access', 'read:reports'],
        claims_supported: expect.arrayContaining(['sub', 'iss', 'aud', 'nonce', 'auth_time', 'email', 'email_verified', 'name', 'given_name', 'family_name']),
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
        prompt_values_supported: ['none', 'consent'],
      });
    }
  });

  it('serves the RS256 public keys at jwks_uri, and no private parts', async () => {
    const h = createOidcHarness();
    const { keys } = await (await h.emulator.handle(`${ORIGIN}/v1/public/oauth2/jwks`)).json();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
    expect(keys[0].d).toBeUndefined();
  });

  it('answers 405 to a POST', async () => {
    const h = createOidcHarness();
    const res = await h.emulator.handle(`${ORIGIN}/.well-known/openid-configuration`, { method: 'POST' });
    expect(res.status).toBe(405);
  });
});
