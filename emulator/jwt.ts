// Real, verifiable session JWTs (SECURITY.md E5): RS256 only, a fresh key pair per emulator
// instance, a `kid` that the served JWKS names. The key is made on first use, so emulators that
// never mint a session (most unit tests) pay nothing for it.
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { Session } from '../src/api/contract';
import { newId } from './tokens';

const JWT_LIFETIME_SECONDS = 5 * 60;

export interface SessionSigner {
  /** Signs a JWT for the session as of `nowMs`; it never outlives the session. */
  sign(session: Session, nowMs: number): Promise<string>;
  /** The public keys, as served at /v1/sessions/jwks/<project_id>. */
  jwks(): Promise<{ keys: JWK[] }>;
}

export function createSessionSigner(projectId: string): SessionSigner {
  const { kid, getKeys } = lazyKeyPair();

  return {
    async sign(session, nowMs) {
      const { privateKey } = await getKeys();
      const iat = Math.floor(nowMs / 1000);
      const sessionEnd = Math.floor(Date.parse(session.expires_at) / 1000);
      return new SignJWT({
        'https://stytch.com/session': {
          id: session.session_id,
          started_at: session.started_at,
          last_accessed_at: session.last_accessed_at,
          expires_at: session.expires_at,
          attributes: session.attributes,
          authentication_factors: session.authentication_factors,
        },
      })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid })
        .setIssuer(`stytch.com/${projectId}`)
        .setAudience([projectId])
        .setSubject(session.user_id)
        .setIssuedAt(iat)
        .setNotBefore(iat)
        .setExpirationTime(Math.min(iat + JWT_LIFETIME_SECONDS, sessionEnd))
        .sign(privateKey);
    },
    async jwks() {
      return { keys: [(await getKeys()).publicJwk] };
    },
  };
}

export interface SigningKeys {
  privateKey: CryptoKey;
  /** The public key as served in a JWKS, with its `kid`. */
  publicJwk: JWK;
}

/** An RS256 key pair under a fresh `kid`, made on the first call of getKeys (RSA keys take a while). */
export function lazyKeyPair(): { kid: string; getKeys(): Promise<SigningKeys> } {
  const kid = newId('jwk');
  let keys: Promise<SigningKeys> | undefined;
  return { kid, getKeys: () => (keys ??= makeKeys(kid)) };
}

async function makeKeys(kid: string): Promise<SigningKeys> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { privateKey, publicJwk };
}
