// The PKCE check of a redeemed token (RFC 7636 S256; docs/spec/security.md P2): a token requested with a
// code_challenge needs the matching code_verifier, and one requested without needs none.
import { timingSafeEqual } from 'node:crypto';
import { assert } from '../errors';
import { pkceChallenge } from './tokens';
import { optionalString, type Body } from '../validate/validate';

/** base64url of 32 bytes, no padding. */
export const PKCE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** Throws 400 pkce_mismatch unless `verifier` proves `challenge`; `what` names the token. */
export function checkPkce(challenge: string | null, verifier: string | undefined, what: string): void {
  if (challenge === null) {
    assert(verifier === undefined, 400, 'pkce_mismatch', `code_verifier was sent, but this ${what} was requested without a code_challenge`);
    return;
  }
  assert(verifier !== undefined, 400, 'pkce_mismatch', `code_verifier is required: this ${what} was requested with a code_challenge`);
  const actual = Buffer.from(pkceChallenge(verifier));
  const expected = Buffer.from(challenge);
  assert(
    actual.length === expected.length && timingSafeEqual(actual, expected),
    400,
    'pkce_mismatch',
    `code_verifier does not match the code_challenge of this ${what}`,
  );
}

/** The optional `code_challenge` of a send: required when the project requires PKCE for `product`, and well formed. */
export function readCodeChallenge(body: Body, required: boolean, product: string): string | null {
  const challenge = optionalString(body, 'code_challenge') ?? null;
  assert(challenge !== null || !required, 400, 'missing_argument', `code_challenge is required: this project requires PKCE for ${product}`);
  assert(
    challenge === null || PKCE_CHALLENGE.test(challenge),
    400,
    'invalid_argument',
    'code_challenge must be base64url(SHA-256(code_verifier)) without padding (43 characters)',
  );
  return challenge;
}
