import { isLoopbackHost } from '../util/loopback';

/** The session cookies' names and scope (every cookie is `SameSite=Lax`, and `Secure` off loopback hosts). */
export interface CookieOptions {
  /** The session token's cookie; by default `stytch_session`. */
  opaqueTokenCookieName?: string;
  /** The session JWT's cookie; by default `stytch_session_jwt`. */
  jwtCookieName?: string;
  /** The intermediate session token's cookie; by default `stytch_intermediate_session_token`. */
  istCookieName?: string;
  /** The cookies' `path`; by default `/`. */
  path?: string;
  /** The cookies' `domain`; by default none (this host only), or the page's host with `availableToSubdomains`. */
  domain?: string;
  /** Sets the cookies' `domain` to the page's host, so its subdomains read them too. */
  availableToSubdomains?: boolean;
}


export interface CookieNames {
  session: string;
  jwt: string;
  intermediate: string;
}

export function cookieNames(options: CookieOptions = {}): CookieNames {
  return {
    session: options.opaqueTokenCookieName ?? 'stytch_session',
    jwt: options.jwtCookieName ?? 'stytch_session_jwt',
    intermediate: options.istCookieName ?? 'stytch_intermediate_session_token',
  };
}

// docs/spec/api.md §8, S1.
/**
 * One `Set-Cookie`-style string for `document.cookie`: SameSite=Lax always,
 * Secure unless the page is on an exact loopback host, Domain only when configured.
 * `expires: null` deletes the cookie.
 */
export function cookieString(
  name: string,
  value: string,
  expires: Date | null,
  hostname: string,
  options: CookieOptions = {},
): string {
  const parts = [`${name}=${expires ? encodeURIComponent(value) : ''}`];
  parts.push(`expires=${(expires ?? new Date(0)).toUTCString()}`);
  parts.push(`path=${options.path ?? '/'}`);
  const domain = options.domain ?? (options.availableToSubdomains ? hostname : undefined);
  if (domain) parts.push(`domain=${domain}`);
  parts.push('SameSite=Lax');
  if (!isLoopbackHost(hostname)) parts.push('Secure');
  return parts.join('; ');
}

export function readCookie(name: string, cookieHeader: string): string | undefined {
  for (const pair of cookieHeader.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0 || pair.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(index + 1).trim()) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
