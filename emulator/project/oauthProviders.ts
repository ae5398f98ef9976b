// The OAuth providers the emulator stands in for: each one's display name and the scopes it is
// asked for by default (custom_scopes are added to these). Keyed by the contract's type, so a
// provider added there and not here fails to compile.
import type { OAuthProviderType } from '../../src/contract/index';

export interface OAuthProviderInfo {
  name: string;
  defaultScopes: readonly string[];
}

const OIDC = ['openid', 'email', 'profile'] as const;

export const OAUTH_PROVIDERS: Readonly<Record<OAuthProviderType, OAuthProviderInfo>> = {
  google: { name: 'Google', defaultScopes: OIDC },
  microsoft: { name: 'Microsoft', defaultScopes: [...OIDC, 'offline_access'] },
  apple: { name: 'Apple', defaultScopes: ['openid', 'email', 'name'] },
  github: { name: 'GitHub', defaultScopes: ['read:user', 'user:email'] },
  gitlab: { name: 'GitLab', defaultScopes: [...OIDC, 'read_user'] },
  facebook: { name: 'Facebook', defaultScopes: ['email', 'public_profile'] },
  discord: { name: 'Discord', defaultScopes: ['identify', 'email'] },
  salesforce: { name: 'Salesforce', defaultScopes: [...OIDC, 'refresh_token'] },
  slack: { name: 'Slack', defaultScopes: OIDC },
  amazon: { name: 'Amazon', defaultScopes: ['profile'] },
  bitbucket: { name: 'Bitbucket', defaultScopes: ['account', 'email'] },
  linkedin: { name: 'LinkedIn', defaultScopes: OIDC },
  coinbase: { name: 'Coinbase', defaultScopes: ['wallet:user:read', 'wallet:user:email'] },
  twitch: { name: 'Twitch', defaultScopes: ['openid', 'user:read:email'] },
  twitter: { name: 'Twitter', defaultScopes: ['users.read', 'tweet.read', 'offline.access'] },
  tiktok: { name: 'TikTok', defaultScopes: ['user.info.basic'] },
  snapchat: { name: 'Snapchat', defaultScopes: ['https://auth.snapchat.com/oauth2/api/user.display_name'] },
  figma: { name: 'Figma', defaultScopes: ['current_user:read'] },
  yahoo: { name: 'Yahoo', defaultScopes: OIDC },
};

export const OAUTH_PROVIDER_TYPES = Object.keys(OAUTH_PROVIDERS) as OAuthProviderType[];

/** Own keys only: `constructor` or `__proto__` in a URL is not a provider (docs/spec/security.md P5). */
export function isOAuthProviderType(value: string): value is OAuthProviderType {
  return Object.hasOwn(OAUTH_PROVIDERS, value);
}
