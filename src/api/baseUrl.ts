import { UsageError } from './errors';

export const TEST_API_ORIGIN = 'https://test.stytch.com';
export const LIVE_API_ORIGIN = 'https://api.stytch.com';

/**
 * The API origin: the override as a full origin with its scheme and port kept (docs/spec/api.md §1), else
 * the test or live host chosen from the token.
 */
export function resolveApiOrigin(publicToken: string, override: string | undefined, call: string): string {
  if (override === undefined) return publicToken.includes('public-token-test') ? TEST_API_ORIGIN : LIVE_API_ORIGIN;
  let url: URL | undefined;
  try {
    url = new URL(override);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new UsageError(call, `apiBaseUrl must be a full http(s) origin such as "http://localhost:9099", got ${JSON.stringify(override)}.`);
  }
  return url.origin;
}
