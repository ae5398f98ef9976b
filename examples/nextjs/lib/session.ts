// The signed-in session, as the server sees it: the session JWT the widget keeps in the
// `stytch_session_jwt` cookie, verified with jose against the provider's public keys (RS256, the
// project's issuer and audience, not expired). Anything else is no session.
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { cookies } from 'next/headers';
import { authConfig } from './config';

/** The widget's default name for the session JWT cookie (cookieOptions.jwtCookieName changes it). */
export const SESSION_JWT_COOKIE = 'stytch_session_jwt';

export interface VerifiedSession {
  userId: string;
  sessionId: string;
  expiresAt: string;
}

// One key set per JWKS URL: jose caches the keys and refetches when a token names a new `kid`.
const keySets = new Map<string, JWTVerifyGetKey>();

function keySet(url: string): JWTVerifyGetKey {
  let found = keySets.get(url);
  if (!found) keySets.set(url, (found = createRemoteJWKSet(new URL(url))));
  return found;
}

export async function verifiedSession(): Promise<VerifiedSession | null> {
  const token = (await cookies()).get(SESSION_JWT_COOKIE)?.value;
  if (!token) return null;
  const { apiBaseUrl, projectId } = await authConfig();
  try {
    const { payload } = await jwtVerify(token, keySet(`${apiBaseUrl}/v1/sessions/jwks/${projectId}`), {
      issuer: `stytch.com/${projectId}`,
      audience: projectId,
      algorithms: ['RS256'],
    });
    const session = payload['https://stytch.com/session'] as { id?: unknown; expires_at?: unknown } | undefined;
    if (typeof payload.sub !== 'string' || typeof session?.id !== 'string') return null;
    return { userId: payload.sub, sessionId: session.id, expiresAt: String(session.expires_at) };
  } catch {
    // A bad signature, an expired token, another issuer, or keys that cannot be fetched.
    return null;
  }
}
