// Real, verifiable session JWTs (docs/spec/security.md E5): RS256 only, a key pair per emulator instance
// (kept in the data file with --data, so tokens issued before a restart still verify), a `kid`
// that the served JWKS names. The key is made on first use, so emulators that never mint a
// session (most unit tests) pay nothing for it.
import { compactVerify, exportJWK, generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';
import type { Session } from '../../src/contract/index';
import { newId } from './tokens';

const JWT_LIFETIME_SECONDS = 5 * 60;

export interface SessionSigner {
  /** Signs a JWT for the session as of `nowMs`; it never outlives the session. */
  sign(session: Session, nowMs: number): Promise<string>;
  /**
   * The claims of a JWT this signer made for this project, whatever its age: the backend API
   * authenticates an expired JWT by its session, which decides (backend/). Null for anything else.
   */
  verify(jwt: string): Promise<JWTPayload | null>;
  /** The public keys, as served at /v1/sessions/jwks/<project_id>. */
  jwks(): Promise<{ keys: JWK[] }>;
  /** Its key, for the data file. */
  key: KeyPair;
}

export function createSessionSigner(projectId: string): SessionSigner {
  const key = lazyKeyPair();
  const { getKeys } = key;

  return {
    async sign(session, nowMs) {
      const { privateKey, publicJwk } = await getKeys();
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
          roles: session.roles,
        },
      })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: publicJwk.kid! })
        .setIssuer(`stytch.com/${projectId}`)
        .setAudience([projectId])
        .setSubject(session.user_id)
        .setIssuedAt(iat)
        .setNotBefore(iat)
        .setExpirationTime(Math.min(iat + JWT_LIFETIME_SECONDS, sessionEnd))
        .sign(privateKey);
    },
    async verify(jwt) {
      const { publicJwk } = await getKeys();
      let payload: JWTPayload;
      try {
        const verified = await compactVerify(jwt, await publicKeyOf(publicJwk), { algorithms: ['RS256'] });
        if (verified.protectedHeader.kid !== publicJwk.kid) return null;
        payload = JSON.parse(new TextDecoder().decode(verified.payload)) as JWTPayload;
      } catch {
        return null; // malformed, another key, or a changed byte
      }
      const audience = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
      return payload.iss === `stytch.com/${projectId}` && audience.includes(projectId) ? payload : null;
    },
    async jwks() {
      return { keys: [(await getKeys()).publicJwk] };
    },
    key,
  };
}

export interface SigningKeys {
  privateKey: CryptoKey;
  /** The public key as served in a JWKS, with its `kid`. */
  publicJwk: JWK;
}

/** A signing key as the data file keeps it (snapshot.ts): its `kid` and the private key as a JWK. */
export interface SavedSigningKey {
  kid: string;
  private_jwk: JWK;
}

/** An RS256 key pair under its `kid`, made on the first call of getKeys (RSA keys take a while). */
export interface KeyPair {
  getKeys(): Promise<SigningKeys>;
  /** The key as the data file keeps it; undefined until it has been made or restored. */
  saved(): SavedSigningKey | undefined;
  /** Signs with `key` from now on (a data file's, at start-up). */
  restore(key: SavedSigningKey): void;
}

export function lazyKeyPair(): KeyPair {
  let keys: Promise<SigningKeys> | undefined;
  let saved: SavedSigningKey | undefined;
  return {
    getKeys: () =>
      (keys ??= makeKeys(newId('jwk')).then((made) => {
        saved = made.saved;
        return made;
      })),
    saved: () => saved,
    restore(key) {
      saved = key;
      keys = importKeys(key);
    },
  };
}

async function makeKeys(kid: string): Promise<SigningKeys & { saved: SavedSigningKey }> {
  // Extractable, so the data file can keep the private key.
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { privateKey, publicJwk, saved: { kid, private_jwk: await exportJWK(privateKey) } };
}

async function publicKeyOf(publicJwk: JWK): Promise<CryptoKey> {
  return (await importJWK(publicJwk, 'RS256')) as CryptoKey;
}

async function importKeys({ kid, private_jwk }: SavedSigningKey): Promise<SigningKeys> {
  const privateKey = (await importJWK(private_jwk, 'RS256')) as CryptoKey;
  const { kty, n, e } = private_jwk;
  return { privateKey, publicJwk: { kty, n, e, kid, alg: 'RS256', use: 'sig' } };
}
