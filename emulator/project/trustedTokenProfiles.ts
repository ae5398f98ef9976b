// The project's trusted token profiles (issue 36): the external issuers whose JWTs
// POST /sessions/attest exchanges for a session (api/attest.ts). The provider's profile names an
// issuer, an audience, its public keys (up to five PEM files, or a JWKS URL) and an attribute
// mapping from JWT claims to the user's email and the token's id. The emulator runs offline, so
// a profile carries its keys inline: `pem_files` (SPKI public keys) or `jwks` (a JWK set) in
// place of the provider's jwks_url. Checked up front, each key parsed, naming the profile and field.
import { createPublicKey, type JsonWebKey } from 'node:crypto';

export interface TrustedTokenProfile {
  profile_id: string;
  name?: string;
  /** The JWT's `aud` must be, or contain, this. */
  audience: string;
  /** The JWT's `iss` must be exactly this. */
  issuer: string;
  /** PEM public keys ("-----BEGIN PUBLIC KEY-----"), at most five; or `jwks`, not both. */
  pem_files?: string[];
  /** A JWK set of public keys, as a jwks_url would serve it. */
  jwks?: { keys: Record<string, unknown>[] };
  /** Which claim holds each attribute: `email` and `token_id` are required (the provider's rule). */
  attribute_mapping: { email: string; token_id: string };
  /** Whether a token may create a user for an email no user has; false (the provider's default) when absent. */
  can_jit_provision?: boolean;
}

const FIELDS = ['profile_id', 'name', 'audience', 'issuer', 'pem_files', 'jwks', 'attribute_mapping', 'can_jit_provision'];
const MAPPED_ATTRIBUTES = ['email', 'token_id'];
/** Mapped by the provider, but nothing the emulator's user has: refused rather than silently dropped. */
const UNSUPPORTED_ATTRIBUTES = ['external_user_id', 'role_ids'];
const MAX_PEM_FILES = 5;
const PROFILE_ID = /^[\x21-\x7E]{1,255}$/;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** Whether node can read `key` as a public key; the reason when not. */
function keyProblem(key: { key: string; format: 'pem' } | { key: Record<string, unknown>; format: 'jwk' }): string | null {
  try {
    const parsed = key.format === 'pem' ? createPublicKey(key.key) : createPublicKey({ key: key.key as JsonWebKey, format: 'jwk' });
    return parsed.type === 'public' ? null : 'is not a public key';
  } catch (err) {
    return `is not a public key (${(err as Error).message})`;
  }
}

function keysProblem(profile: Record<string, unknown>): string | null {
  const { pem_files: pems, jwks } = profile;
  if ((pems === undefined) === (jwks === undefined)) return 'needs its public keys as exactly one of "pem_files" (PEM strings) or "jwks" ({"keys": [...]})';
  if (pems !== undefined) {
    if (!Array.isArray(pems) || pems.length === 0 || pems.length > MAX_PEM_FILES) return `"pem_files" must be an array of 1 to ${MAX_PEM_FILES} PEM public keys`;
    for (const [i, pem] of pems.entries()) {
      const problem = typeof pem === 'string' ? keyProblem({ key: pem, format: 'pem' }) : 'must be a string';
      if (problem) return `"pem_files"[${i}] ${problem}`;
    }
    return null;
  }
  if (!isRecord(jwks) || !Array.isArray(jwks.keys) || jwks.keys.length === 0) return '"jwks" must be a JWK set: {"keys": [at least one public JWK]}';
  for (const [i, jwk] of jwks.keys.entries()) {
    const problem = isRecord(jwk) ? keyProblem({ key: jwk, format: 'jwk' }) : 'must be an object';
    if (problem) return `"jwks".keys[${i}] ${problem}`;
  }
  return null;
}

function mappingProblem(mapping: unknown): string | null {
  if (!isRecord(mapping)) return '"attribute_mapping" must be an object naming the claim of "email" and of "token_id"';
  const unsupported = Object.keys(mapping).find((k) => UNSUPPORTED_ATTRIBUTES.includes(k));
  if (unsupported !== undefined) return `"attribute_mapping" maps "${unsupported}", which the emulator does not support (it maps ${MAPPED_ATTRIBUTES.join(' and ')})`;
  const unknown = Object.keys(mapping).find((k) => !MAPPED_ATTRIBUTES.includes(k));
  if (unknown !== undefined) return `"attribute_mapping" has an unknown attribute "${unknown}" (known: ${MAPPED_ATTRIBUTES.join(', ')})`;
  const missing = MAPPED_ATTRIBUTES.find((k) => !nonEmpty(mapping[k]));
  return missing === undefined ? null : `"attribute_mapping"."${missing}" must name the JWT claim that holds it`;
}

/** One profile's first problem, or null. */
function profileProblem(profile: Record<string, unknown>): string | null {
  const unknown = Object.keys(profile).find((key) => !FIELDS.includes(key));
  if (unknown !== undefined) return `has an unknown field "${unknown}" (known: ${FIELDS.join(', ')})`;
  if (typeof profile.profile_id !== 'string' || !PROFILE_ID.test(profile.profile_id)) return '"profile_id" must be 1 to 255 printable ASCII characters, without spaces';
  if (profile.name !== undefined && typeof profile.name !== 'string') return '"name" must be a string when given';
  for (const field of ['audience', 'issuer'] as const) if (!nonEmpty(profile[field])) return `"${field}" must be a non-empty string`;
  if (profile.can_jit_provision !== undefined && typeof profile.can_jit_provision !== 'boolean') return '"can_jit_provision" must be true or false when given';
  return keysProblem(profile) ?? mappingProblem(profile.attribute_mapping);
}

/** The project check of `trusted_token_profiles` (projectChecks.ts): an error text, or null when fine. */
export function trustedTokenProfilesProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return 'must be an array of trusted token profiles';
  const seen = new Set<string>();
  for (const [index, profile] of value.entries()) {
    if (!isRecord(profile)) return `[${index}] must be an object`;
    const name = typeof profile.profile_id === 'string' ? ` ("${profile.profile_id}")` : '';
    const problem = profileProblem(profile);
    if (problem) return `[${index}]${name} ${problem}`;
    if (seen.has(profile.profile_id as string)) return `[${index}]${name} repeats a profile_id`;
    seen.add(profile.profile_id as string);
  }
  return null;
}
