// The ID tokens the emulator issues as an OpenID Provider (OIDC Core §2; docs/spec/security.md E5): RS256
// under a key of their own, served at the discovery document's jwks_uri, never the session key or
// the stand-in Google's. `iss` is the emulator's origin as the relying party reached it, so it
// equals the discovery document's issuer that a standard library compares it with.
import { createHash } from 'node:crypto';
import { compactVerify, createLocalJWKSet, SignJWT, type JWK, type JWTPayload } from 'jose';
import { lazyKeyPair, type KeyPair } from './jwt';

/** How long an ID token is valid; the relying party checks it once, at sign-in. */
export const ID_TOKEN_LIFETIME_SECONDS = 60 * 60;

export interface IdTokenClaims extends JWTPayload {
  iss: string;
  sub: string;
  aud: string;
  iat: number;
  exp: number;
  auth_time: number;
  nonce?: string;
  at_hash?: string;
}

/**
 * OIDC Core §3.1.3.6: the left half of the access token's SHA-256 (the hash of RS256), base64url,
 * so a relying party can tell the access token came with this ID token.
 */
export function accessTokenHash(accessToken: string): string {
  const digest = createHash('sha256').update(accessToken, 'ascii').digest();
  return digest.subarray(0, digest.length / 2).toString('base64url');
}

export interface IdTokenSigner {
  /** Signs `claims` (besides the registered ones, the user's claims by scope) as of `nowMs`. */
  sign(
    input: { issuer: string; subject: string; audience: string; authTime: number; nonce: string | null; accessToken?: string; claims: Record<string, unknown> },
    nowMs: number,
  ): Promise<string>;
  /**
   * The claims of a token this signer issued for `issuer`, whatever its expiry: an id_token_hint
   * may be an old one (OIDC RP-Initiated Logout §2 lets the provider accept expired hints).
   * null when it is not one of ours: not a JWT, a bad signature, another issuer, no sub or aud.
   */
  readHint(token: string, issuer: string): Promise<IdTokenClaims | null>;
  /** The public keys, as served at the jwks_uri. */
  jwks(): Promise<{ keys: JWK[] }>;
  /** Its key, for the data file. */
  key: KeyPair;
}

export function createIdTokenSigner(): IdTokenSigner {
  const key = lazyKeyPair();
  const { getKeys } = key;
  const jwks = async () => ({ keys: [(await getKeys()).publicJwk] });

  return {
    async sign(input, nowMs) {
      const iat = Math.floor(nowMs / 1000);
      const payload: Record<string, unknown> = { ...input.claims, auth_time: input.authTime };
      if (input.nonce !== null) payload.nonce = input.nonce;
      if (input.accessToken !== undefined) payload.at_hash = accessTokenHash(input.accessToken);
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: (await getKeys()).publicJwk.kid! })
        .setIssuer(input.issuer)
        .setSubject(input.subject)
        .setAudience(input.audience)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ID_TOKEN_LIFETIME_SECONDS)
        .sign((await getKeys()).privateKey);
    },
    async readHint(token, issuer) {
      try {
        const { payload } = await compactVerify(token, createLocalJWKSet(await jwks()), { algorithms: ['RS256'] });
        const claims = JSON.parse(new TextDecoder().decode(payload)) as Partial<IdTokenClaims>;
        const ok = claims.iss === issuer && typeof claims.sub === 'string' && typeof claims.aud === 'string';
        return ok ? (claims as IdTokenClaims) : null;
      } catch {
        return null;
      }
    },
    jwks,
    key,
  };
}
