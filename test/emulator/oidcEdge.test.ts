// Hostile and malformed input at every OpenID Provider endpoint gets a clear 4xx, never a 500:
// wrong types, prototype keys, broken encodings, oversized values, bodies that are not objects.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORIGIN } from './harness';
import { createOidcHarness, SPA_APP, SPA_LOGOUT, SPA_REDIRECT } from './oidcHarness';

const OAUTH2 = `${ORIGIN}/v1/public/oauth2`;

describe('no 500 from the OpenID Provider', () => {
  it('answers 4xx to malformed navigations, forms and headers', async () => {
    const unexpected: unknown[] = [];
    const h = createOidcHarness({ onUnexpectedError: (err) => unexpected.push(err) });
    const form = (body: string, headers: Record<string, string> = {}) =>
      h.emulator.handle(`${OAUTH2}/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body });
    const responses = [
      await h.emulator.handle(`${OAUTH2}/authorize`),
      await h.emulator.handle(`${OAUTH2}/authorize?client_id=__proto__&redirect_uri=x`),
      await h.emulator.handle(`${OAUTH2}/authorize?client_id=spa-client&redirect_uri=%E0%A4%A`),
      await h.emulator.handle(`${OAUTH2}/end_session?client_id=spa-client&post_logout_redirect_uri=${encodeURIComponent(SPA_LOGOUT)}&id_token_hint=${'a'.repeat(9000)}`),
      await h.emulator.handle(`${OAUTH2}/end_session?client_id=spa-client&post_logout_redirect_uri=${encodeURIComponent(SPA_LOGOUT)}&id_token_hint=eyJhbGciOiJub25lIn0.e30.`),
      await form('grant_type=authorization_code&code=%ZZ&client_id=spa-client'),
      await form('grant_type=authorization_code', { authorization: 'Basic ' + Buffer.from('%E0%A4%A:x').toString('base64') }),
      await form('grant_type=authorization_code', { authorization: 'Basic ' + Buffer.from(':secret').toString('base64') }),
      await form('grant_type=refresh_token&refresh_token=constructor&client_id=spa-client'),
      await form('\u0000\u0001=\uFFFF'),
      await h.emulator.handle(`${OAUTH2}/token`, { method: 'POST', body: 'grant_type=authorization_code' }),
      await h.emulator.handle(`${OAUTH2}/userinfo`, { headers: { authorization: 'Bearer ' } }),
      await h.emulator.handle(`${OAUTH2}/userinfo`, { headers: { authorization: 'Bearer a b' } }),
      await h.emulator.handle(`${OAUTH2}/userinfo`, { method: 'PUT' }),
    ];
    for (const res of responses) {
      expect(res.status, await res.clone().text()).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    // Once the client and redirect URI hold, a bad request goes back to the app, as an error.
    const tooMany = await h.emulator.handle(`${OAUTH2}/authorize?client_id=spa-client&redirect_uri=${encodeURIComponent(SPA_REDIRECT)}&response_type=code&code_challenge=${'a'.repeat(43)}&scope=${'s '.repeat(100)}`);
    expect(new URL(tooMany.headers.get('location')!).searchParams.get('error')).toBe('invalid_scope');
    expect(unexpected).toEqual([]);
  });

  it('answers 4xx or 200 to any JSON body at the widget rows', async () => {
    const unexpected: unknown[] = [];
    const h = createOidcHarness({ onUnexpectedError: (err) => unexpected.push(err) });
    const { session } = await h.signIn();
    const field = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.boolean(), fc.array(fc.string()), fc.object());
    const body = fc.record(
      {
        client_id: fc.oneof(fc.constant(SPA_APP.client_id), fc.constantFrom('__proto__', 'constructor'), field),
        redirect_uri: fc.oneof(fc.constant(SPA_REDIRECT), field),
        post_logout_redirect_uri: fc.oneof(fc.constant(SPA_LOGOUT), field),
        response_type: fc.oneof(fc.constant('code'), field),
        scopes: fc.oneof(fc.array(fc.string()), field),
        code_challenge: field,
        state: field,
        nonce: field,
        prompt: field,
        id_token_hint: field,
        consent_granted: field,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom('/idp/oauth/authorize/start', '/idp/oauth/authorize/submit', '/oauth/logout/start'), async (payload, path) => {
        const res = await h.call('POST', path, { session, body: payload });
        expect(res.status === 200 || (res.status >= 400 && res.status < 500), JSON.stringify(res.json)).toBe(true);
      }),
      { numRuns: 150 },
    );
    expect(unexpected).toEqual([]);
  });
});
