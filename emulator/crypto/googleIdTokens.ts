// The ID tokens of the emulator's stand-in Google, One Tap's credential (docs/spec/security.md E5): RS256
// under a key of the stand-in's own (never the session key), from an issuer that is not Google's,
// so that no real verifier could take one for Google's. The One Tap callback verifies them as a
// relying party verifies Google's: signature against the published keys, issuer, audience, expiry.
import { createLocalJWKSet, errors, jwtVerify, SignJWT, type JWK } from 'jose';
import type { GoogleIdentity, GoogleIdTokenClaims } from '../../src/contract/index';
import { canonicalEmail } from '../../src/contract/email';
import { EmulatorError } from '../errors';
import { lazyKeyPair } from './jwt';
import { MAX_EMAIL_LENGTH } from '../validate/validate';

/** The stand-in's `iss`; `.invalid` is reserved (RFC 2606), so it can name no real issuer. */
export const STAND_IN_GOOGLE_ISSUER = 'https://accounts.google.emulator.invalid';
/** Google's own ID tokens last an hour. */
export const ID_TOKEN_LIFETIME_SECONDS = 60 * 60;

/** The profile claims Google's ID tokens carry besides the contract's: the account's picture URL and locale. */
export interface GoogleProfile {
  picture: string;
  locale: string;
}

export interface GoogleIdTokens {
  /** An ID token for `identity` with its `profile`, for the client `clientId`, issued at `nowMs`. */
  sign(identity: GoogleIdentity, profile: GoogleProfile, clientId: string, nowMs: number): Promise<string>;
  /**
   * The token's claims when it is the stand-in's, for `clientId` and unexpired at `nowMs`; else 401
   * invalid_id_token. A profile claim the token lacks is '', as the provider reports one it was not given.
   */
  verify(token: string, clientId: string, nowMs: number): Promise<GoogleIdTokenClaims & GoogleProfile>;
  /** The public keys, as served at /__emulator/google/jwks. */
  jwks(): Promise<{ keys: JWK[] }>;
}

const refused = (message: string) => new EmulatorError(401, 'invalid_id_token', message);

/** Why jose refused the token, in words; other exceptions are not the token's fault and pass on. */
function reasonOf(err: unknown): unknown {
  if (err instanceof errors.JWTExpired) return refused('The ID token has expired; the person must choose their Google account again.');
  if (err instanceof errors.JWTClaimValidationFailed) {
    if (err.claim === 'aud') return refused("The ID token was issued for another Google client: its aud is not this project's google_client_id.");
    if (err.claim === 'iss') return refused(`The ID token was not issued by the stand-in Google: its iss must be ${STAND_IN_GOOGLE_ISSUER}.`);
    return refused(`The ID token's ${err.claim} claim is missing or not valid.`);
  }
  if (err instanceof errors.JWSSignatureVerificationFailed || err instanceof errors.JWKSNoMatchingKey) {
    return refused("The ID token's signature does not verify with the stand-in Google's keys.");
  }
  if (err instanceof errors.JOSEAlgNotAllowed) return refused('The ID token must be signed with RS256.');
  if (err instanceof errors.JWSInvalid || err instanceof errors.JWTInvalid) return refused('The id_token is not a signed JWT.');
  return err;
}

export function createGoogleIdTokens(): GoogleIdTokens {
  const { getKeys } = lazyKeyPair();
  const jwks = async () => ({ keys: [(await getKeys()).publicJwk] });

  return {
    async sign(identity, profile, clientId, nowMs) {
      const iat = Math.floor(nowMs / 1000);
      return new SignJWT({ azp: clientId, email: identity.email, email_verified: true, name: identity.name, picture: profile.picture, locale: profile.locale })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: (await getKeys()).publicJwk.kid! })
        .setIssuer(STAND_IN_GOOGLE_ISSUER)
        .setAudience(clientId)
        .setSubject(identity.sub)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ID_TOKEN_LIFETIME_SECONDS)
        .sign((await getKeys()).privateKey);
    },
    async verify(token, clientId, nowMs) {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, createLocalJWKSet(await jwks()), {
          issuer: STAND_IN_GOOGLE_ISSUER,
          audience: clientId,
          algorithms: ['RS256'],
          currentDate: new Date(nowMs),
          requiredClaims: ['sub', 'iat', 'exp'],
        }));
      } catch (err) {
        throw reasonOf(err);
      }
      const { sub, email, email_verified: verified, name = '', picture = '', locale = '' } = payload as Partial<GoogleIdTokenClaims & GoogleProfile>;
      if (typeof sub !== 'string' || sub === '') throw refused("The ID token's sub claim is missing or not valid.");
      if (typeof email !== 'string' || email === '' || email.length > MAX_EMAIL_LENGTH) throw refused("The ID token's email claim is missing or not valid.");
      if (verified !== true) throw refused('Google has not verified the email address of this ID token.');
      if (typeof name !== 'string') throw refused("The ID token's name claim is not valid.");
      if (typeof picture !== 'string' || typeof locale !== 'string') throw refused("The ID token's picture or locale claim is not a string.");
      return { ...(payload as unknown as GoogleIdTokenClaims), email: canonicalEmail(email), name, picture, locale };
    },
    jwks,
  };
}
