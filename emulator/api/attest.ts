// POST /sessions/attest (issue 36): a JWT from an external issuer, verified by one of the
// project's trusted token profiles (project/trustedTokenProfiles.ts), becomes a session of the
// user its mapped email claim names; with the caller's session of that user, it joins it as a
// factor. The signature is checked first, then iss, aud and the times (exp, nbf) on the
// emulator's clock, each refused with the provider's error type. Without can_jit_provision a
// token signs in only a user who exists.
import { createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import { createLocalJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyOptions } from 'jose';
import { canonicalEmail, isValidEmail } from '../../src/contract/email';
import type { Ctx, Handler } from './context';
import { assert, EmulatorError } from '../errors';
import type { TrustedTokenProfile } from '../project/trustedTokenProfiles';
import { completeAuthentication, sessionDuration } from './authSessions';
import { objectBody, requiredString } from '../validate/validate';

/** Larger than any JWT an issuer hands a browser; a bigger one is refused before it is parsed. */
const MAX_TOKEN_LENGTH = 16_384;

const invalidToken = (why: string) => new EmulatorError(400, 'invalid_trusted_auth_token', `The trusted auth token ${why}`);

/** The profile's keys as jose takes them: a JWK set picks by kid; PEM keys are tried in turn. */
function verifiers(profile: TrustedTokenProfile): Parameters<typeof jwtVerify>[1][] {
  if (profile.jwks) return [createLocalJWKSet(profile.jwks as { keys: JsonWebKey[] } as Parameters<typeof createLocalJWKSet>[0])];
  return (profile.pem_files ?? []).map((pem): KeyObject => createPublicKey(pem));
}

/** The verified claims; every failure is an EmulatorError naming what did not hold. */
async function verifiedClaims(ctx: Ctx, profile: TrustedTokenProfile, token: string): Promise<JWTPayload> {
  const options: JWTVerifyOptions = { issuer: profile.issuer, audience: profile.audience, currentDate: new Date(ctx.clock.now()) };
  let failure: unknown = null;
  for (const key of verifiers(profile)) {
    try {
      return (await jwtVerify(token, key as Parameters<typeof jwtVerify>[1] & KeyObject, options)).payload;
    } catch (err) {
      failure = err;
      // A signature that fails one PEM key may verify with the next; anything else is final.
      if (!(err instanceof errors.JWSSignatureVerificationFailed)) break;
    }
  }
  if (failure instanceof errors.JWTExpired) throw invalidToken('has expired (its exp is past)');
  if (failure instanceof errors.JWTClaimValidationFailed) {
    if (failure.claim === 'iss') throw new EmulatorError(400, 'jwt_invalid_issuer', `The trusted auth token's iss is not the profile's issuer "${profile.issuer}"`);
    if (failure.claim === 'aud') throw new EmulatorError(400, 'jwt_invalid_audience', `The trusted auth token's aud does not include the profile's audience "${profile.audience}"`);
    throw new EmulatorError(400, 'jwt_invalid_claims', `The trusted auth token's ${failure.claim} claim does not hold: ${failure.reason}`);
  }
  if (failure instanceof errors.JOSENotSupported) throw invalidToken(`uses an algorithm the profile's keys cannot verify (${failure.message})`);
  if (failure instanceof errors.JWSSignatureVerificationFailed || failure instanceof errors.JWKSNoMatchingKey) throw invalidToken("is not signed by any of the profile's keys");
  throw invalidToken('is not a well-formed signed JWT');
}

/** A mapped claim's value: a non-empty string, else 400 jwt_invalid_claims naming the claim. */
function mappedClaim(claims: JWTPayload, attribute: 'email' | 'token_id', claim: string): string {
  const value = claims[claim];
  assert(typeof value === 'string' && value !== '', 400, 'jwt_invalid_claims', `The trusted auth token has no "${claim}" claim (the profile maps ${attribute} to it)`);
  return value;
}

export const attestSession: Handler<'POST /sessions/attest'> = async (ctx, rawBody) => {
  const body = objectBody(rawBody);
  const profileId = requiredString(body, 'profile_id', 255);
  const token = requiredString(body, 'token', MAX_TOKEN_LENGTH);
  const duration = sessionDuration(body);
  const profile = ctx.project.trusted_token_profiles.find((p) => p.profile_id === profileId);
  assert(profile, 404, 'trusted_token_profile_not_found', `This project has no trusted token profile "${profileId}"`);

  const claims = await verifiedClaims(ctx, profile, token);
  const email = canonicalEmail(mappedClaim(claims, 'email', profile.attribute_mapping.email));
  const tokenId = mappedClaim(claims, 'token_id', profile.attribute_mapping.token_id);
  assert(isValidEmail(email), 400, 'jwt_invalid_claims', `The trusted auth token's "${profile.attribute_mapping.email}" claim is not an email address`);

  let user = ctx.store.userByEmail(email);
  if (!user) {
    assert(profile.can_jit_provision === true, 404, 'user_not_found', `No user has the email ${email}, and the profile "${profileId}" may not create one (can_jit_provision is false)`);
    user = ctx.store.createUser(ctx.clock.now(), 'active');
  }
  // The issuer vouches for the address, as an OAuth provider does.
  ctx.store.addEmail(user, email).verified = true;
  const factor = { type: 'trusted_auth_token', delivery_method: 'trusted_token_exchange', trusted_auth_token_factor: { token_id: tokenId } } as const;
  return completeAuthentication(ctx, user, factor, duration);
};
