import type { IdpScopeResult } from '../../../contract/index';
import type { enIdentityProvider } from '../strings';

/** The scopes the widget describes itself (docs/spec/product.md §5, §9); any other is custom. */
export const KNOWN_SCOPES: readonly string[] = ['openid', 'profile', 'email', 'phone', 'full_access', 'offline_access'];

/** A text of the consent screen: one of the widget's strings with its values, or the server's text. */
export type IdpText = { key: keyof typeof enIdentityProvider; values?: Record<string, string>; text?: undefined } | { key?: undefined; text: string };

/** An item of the manifest: what the application may do, with its details (docs/spec/product.md §3). */
export interface ManifestItem {
  text: IdpText;
  details?: IdpText[];
}

export interface ManifestSection {
  header: IdpText;
  items: ManifestItem[];
}

/** The heading rule: any granted scope outside the known set asks for more than signing in. */
export const hasCustomScope = (scopes: readonly string[]) => scopes.some((scope) => !KNOWN_SCOPES.includes(scope));

const PROFILE_DETAILS = { profile: 'scopeProfileDetails', email: 'scopeEmail', phone: 'scopePhone' } as const;

/**
 * The manifest of permissions for the granted scopes: the known scopes' descriptions (openid,
 * then the profile info with a detail per profile, email and phone scope, then offline access),
 * then each other scope in the order asked, by the provider's description (the RBAC policy's for a
 * custom scope), or 'Use the {scope} scope' when it has none. `full_access` has no description in
 * the spec, so it reads like a custom scope, though it does not change the heading.
 */
export function manifestOf(client: string, granted: readonly IdpScopeResult[]): ManifestSection[] {
  const scopes = granted.map((result) => result.scope);
  const items: ManifestItem[] = [];
  if (scopes.includes('openid')) items.push({ text: { key: 'scopeOpenid' } });
  const details = (['profile', 'email', 'phone'] as const).filter((scope) => scopes.includes(scope));
  if (details.length) items.push({ text: { key: 'scopeProfile' }, details: details.map((scope) => ({ key: PROFILE_DETAILS[scope] })) });
  if (scopes.includes('offline_access')) items.push({ text: { key: 'scopeOfflineAccess' } });
  const seen = new Set<string>();
  for (const { scope, description } of granted) {
    if (seen.has(scope) || (KNOWN_SCOPES.includes(scope) && scope !== 'full_access')) continue;
    seen.add(scope);
    items.push({ text: description ? { text: description } : { key: 'scopeCustom', values: { scope } } });
  }
  return items.length ? [{ header: { key: 'manifestHeader', values: { client } }, items }] : [];
}
