// CORS for the API (docs/spec/security.md E3): the Origin is echoed only when the project allows it, with
// credentials, and never as `*`. Requests without an Origin (Node, curl) are not cross-origin.
import { isAllowedOrigin } from '../validate/origins';

/** docs/spec/api.md §2's, and the header that marks One Tap's OAuth callback (docs/spec/api.md §3). */
export const ALLOWED_REQUEST_HEADERS = 'authorization, content-type, x-sdk-client, x-sdk-parent-host, x-stytch-oauth-type';
export const ALLOWED_METHODS = 'GET, POST, PUT, DELETE';
const PREFLIGHT_MAX_AGE_SECONDS = '600';

export type OriginVerdict = { kind: 'none' } | { kind: 'allowed'; origin: string } | { kind: 'refused'; origin: string };

/**
 * `ownOrigin` is the emulator's: its own pages (the stand-in provider's form) post from there,
 * and a same-origin request is not a cross-origin one, whatever the project allows.
 * `extraOrigins` are allowed besides the project's, matched exactly (connected apps' pages).
 */
export function judgeOrigin(origin: string | null, allowedOrigins: readonly string[], ownOrigin: string, extraOrigins: readonly string[] = []): OriginVerdict {
  if (origin === null || origin === ownOrigin) return { kind: 'none' };
  const allowed = isAllowedOrigin(origin, allowedOrigins) || extraOrigins.includes(origin);
  return allowed ? { kind: 'allowed', origin } : { kind: 'refused', origin };
}

/** Headers for an actual (non-preflight) response. */
export function corsHeaders(verdict: OriginVerdict): Record<string, string> {
  if (verdict.kind !== 'allowed') return { vary: 'Origin' };
  return {
    'access-control-allow-origin': verdict.origin,
    'access-control-allow-credentials': 'true',
    // Not a CORS-safelisted response header: without this the widget could not honour it (S8).
    'access-control-expose-headers': 'retry-after',
    vary: 'Origin',
  };
}

/** Headers for an answered preflight from an allowed origin. */
export function preflightHeaders(origin: string, req: Request): Record<string, string> {
  const headers: Record<string, string> = {
    ...corsHeaders({ kind: 'allowed', origin }),
    'access-control-allow-headers': ALLOWED_REQUEST_HEADERS,
    'access-control-allow-methods': ALLOWED_METHODS,
    'access-control-max-age': PREFLIGHT_MAX_AGE_SECONDS,
  };
  // Chromium's Private Network Access asks before a public page may reach loopback.
  if (req.headers.get('access-control-request-private-network') === 'true') {
    headers['access-control-allow-private-network'] = 'true';
  }
  return headers;
}
