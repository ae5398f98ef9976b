import type { OAuthProviderType } from '../../contract/index';

/**
 * The providers with a 'Continue with {provider}' button, by the names the buttons show
 * (docs/spec/product.md §2); each type is its name in lower case.
 */
export const OAUTH_PROVIDER_NAMES =
  'Google Microsoft Apple GitHub GitLab Facebook Discord Salesforce Slack Amazon Bitbucket LinkedIn Coinbase Twitch Twitter TikTok Snapchat Figma Yahoo'.split(
    ' ',
  );

export const OAUTH_PROVIDER_TYPES = OAUTH_PROVIDER_NAMES.map((name) => name.toLowerCase() as OAuthProviderType);

/** The button's name: Twitter is now X, though its provider type keeps the old name. */
export const providerName = (type: OAuthProviderType) => (type === 'twitter' ? 'X' : OAUTH_PROVIDER_NAMES[OAUTH_PROVIDER_TYPES.indexOf(type)]!);
