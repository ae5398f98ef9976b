// The flow from the page query (docs/spec/product.md §2 IDPConsent, §3, §5): Logout when
// post_logout_redirect_uri is present, the required parameters in the spec's order, the scope's default.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCOPE, requestOf } from '../../../../src/widgets/identityProvider/flow/query';

const q = (init: Record<string, string>) => new URLSearchParams(init);
const full = { client_id: 'c1', redirect_uri: 'https://rp.example.com/cb', response_type: 'code' };

describe('requestOf', () => {
  it('is Authorize without post_logout_redirect_uri, with the default scope split on spaces', () => {
    expect(requestOf(q(full))).toEqual({ flow: 'authorize', params: { ...full, scopes: ['openid', 'email', 'profile'] } });
    expect(DEFAULT_SCOPE).toBe('openid email profile');
  });

  it('splits a given scope on spaces and passes optional parameters unchanged, state included', () => {
    const request = requestOf(
      q({ ...full, scope: 'openid  read:docs offline_access', state: ' odd state&=', nonce: 'n1', code_challenge: 'abc', code_challenge_method: 'S256', prompt: 'consent' }),
    );
    expect(request).toEqual({
      flow: 'authorize',
      params: { ...full, scopes: ['openid', 'read:docs', 'offline_access'], state: ' odd state&=', nonce: 'n1', code_challenge: 'abc', code_challenge_method: 'S256', prompt: 'consent' },
    });
  });

  it('uses the default scope when the scope is empty', () => {
    expect(requestOf(q({ ...full, scope: '' })).params).toMatchObject({ scopes: ['openid', 'email', 'profile'] });
    expect(requestOf(q({ ...full, scope: '   ' })).params).toMatchObject({ scopes: ['openid', 'email', 'profile'] });
  });

  it('names the first missing required parameter, in the order client_id, redirect_uri, response_type', () => {
    expect(requestOf(q({}))).toEqual({ flow: 'authorize', missing: 'client_id' });
    expect(requestOf(q({ redirect_uri: 'x', response_type: 'code' }))).toEqual({ flow: 'authorize', missing: 'client_id' });
    expect(requestOf(q({ client_id: 'c1', response_type: 'code' }))).toEqual({ flow: 'authorize', missing: 'redirect_uri' });
    expect(requestOf(q({ client_id: 'c1', redirect_uri: 'x' }))).toEqual({ flow: 'authorize', missing: 'response_type' });
    expect(requestOf(q({ ...full, client_id: '' }))).toEqual({ flow: 'authorize', missing: 'client_id' });
  });

  it('is Logout when post_logout_redirect_uri is present, even empty, with its own required parameters', () => {
    expect(requestOf(q({ client_id: 'c1', post_logout_redirect_uri: 'https://rp.example.com/bye', id_token_hint: 'h', state: 's' }))).toEqual({
      flow: 'logout',
      params: { client_id: 'c1', post_logout_redirect_uri: 'https://rp.example.com/bye', id_token_hint: 'h', state: 's' },
    });
    expect(requestOf(q({ ...full, post_logout_redirect_uri: 'https://rp.example.com/bye' }))).toMatchObject({ flow: 'logout' });
    expect(requestOf(q({ post_logout_redirect_uri: 'https://rp.example.com/bye' }))).toEqual({ flow: 'logout', missing: 'client_id' });
    expect(requestOf(q({ client_id: 'c1', post_logout_redirect_uri: '' }))).toEqual({ flow: 'logout', missing: 'post_logout_redirect_uri' });
  });
});
