// The heading rule and the manifest of permissions (docs/spec/product.md §2 IDPConsent, §5, §9).
import { describe, expect, it } from 'vitest';
import { hasCustomScope, KNOWN_SCOPES, manifestOf } from '../../../../src/widgets/identityProvider/flow/scopes';
import { scopeResult } from '../../../support/identityProvider';

describe('hasCustomScope (the heading rule)', () => {
  it('is false for any mix of the known scopes, true with any other', () => {
    expect(KNOWN_SCOPES).toEqual(['openid', 'profile', 'email', 'phone', 'full_access', 'offline_access']);
    expect(hasCustomScope([])).toBe(false);
    expect(hasCustomScope([...KNOWN_SCOPES])).toBe(false);
    expect(hasCustomScope(['openid', 'read:docs'])).toBe(true);
    expect(hasCustomScope(['OPENID'])).toBe(true);
    expect(hasCustomScope(['constructor'])).toBe(true);
  });
});

describe('manifestOf', () => {
  it('describes the known scopes: identity, the profile info with a detail per scope, offline access', () => {
    const manifest = manifestOf('Relying App', ['offline_access', 'phone', 'email', 'openid', 'profile'].map((scope) => scopeResult(scope)));
    expect(manifest).toEqual([
      {
        header: { key: 'manifestHeader', values: { client: 'Relying App' } },
        items: [
          { text: { key: 'scopeOpenid' } },
          { text: { key: 'scopeProfile' }, details: [{ key: 'scopeProfileDetails' }, { key: 'scopeEmail' }, { key: 'scopePhone' }] },
          { text: { key: 'scopeOfflineAccess' } },
        ],
      },
    ]);
  });

  it('lists only the profile details asked for', () => {
    expect(manifestOf('A', [scopeResult('email')])[0]!.items).toEqual([{ text: { key: 'scopeProfile' }, details: [{ key: 'scopeEmail' }] }]);
  });

  it("describes a custom scope by the provider's (RBAC) description, or 'Use the {scope} scope'", () => {
    const items = manifestOf('A', [scopeResult('openid'), scopeResult('read:docs', 'Read your documents'), scopeResult('write:docs'), scopeResult('full_access')])[0]!.items;
    expect(items).toEqual([
      { text: { key: 'scopeOpenid' } },
      { text: { text: 'Read your documents' } },
      { text: { key: 'scopeCustom', values: { scope: 'write:docs' } } },
      { text: { key: 'scopeCustom', values: { scope: 'full_access' } } },
    ]);
  });

  it('lists a scope once, and nothing for no scopes', () => {
    expect(manifestOf('A', [scopeResult('x'), scopeResult('x')])[0]!.items).toHaveLength(1);
    expect(manifestOf('A', [])).toEqual([]);
  });
});
