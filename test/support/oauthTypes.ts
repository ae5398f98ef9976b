import type { OAuthProviderType } from '../../src/contract/index';

/** The 19 OAuth provider types, written out so a test notices a change to the widget's own list. */
export const OAUTH_TYPES = [
  'google',
  'microsoft',
  'apple',
  'github',
  'gitlab',
  'facebook',
  'discord',
  'salesforce',
  'slack',
  'amazon',
  'bitbucket',
  'linkedin',
  'coinbase',
  'twitch',
  'twitter',
  'tiktok',
  'snapchat',
  'figma',
  'yahoo',
] as const satisfies readonly OAuthProviderType[];
// A provider added to the contract and not listed here fails to compile.
export const everyType: [Exclude<OAuthProviderType, (typeof OAUTH_TYPES)[number]>] extends [never] ? true : false = true;
