// POST /sessions/attest (issue 36): a JWT from an external issuer, verified by a trusted token
// profile of the project config, becomes a session of the user its email claim names. Each
// failure is refused with the provider's error type, and the profile config is checked up front.
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { defineProject } from '../../emulator/project/project';
import type { TrustedTokenProfile } from '../../emulator/project/trustedTokenProfiles';
import { createHarness, MINUTE, type Harness } from './harness';

const ISSUER = 'https://auth.partner.example';
const AUDIENCE = 'our-app';
let rsa: { publicKey: CryptoKey; privateKey: CryptoKey };
let ec: { publicKey: CryptoKey; privateKey: CryptoKey };
let stranger: { publicKey: CryptoKey; privateKey: CryptoKey };
let pemProfile: TrustedTokenProfile;
let jwksProfile: TrustedTokenProfile;

beforeAll(async () => {
  [rsa, ec, stranger] = await Promise.all([generateKeyPair('RS256'), generateKeyPair('ES256'), generateKeyPair('RS256')]);
  const mapping = { email: 'email', token_id: 'jti' };
  pemProfile = { profile_id: 'partner-pem', audience: AUDIENCE, issuer: ISSUER, pem_files: [await exportSPKI(stranger.publicKey), await exportSPKI(rsa.publicKey)], attribute_mapping: mapping, can_jit_provision: true };
  jwksProfile = { profile_id: 'partner-jwks', audience: AUDIENCE, issuer: ISSUER, jwks: { keys: [{ ...(await exportJWK(ec.publicKey)), kid: 'ec-1' }] }, attribute_mapping: { email: 'mail', token_id: 'sid' } };
});

const harness = () => createHarness({ project: { trusted_token_profiles: [pemProfile, jwksProfile] } });

/** A JWT as the partner signs it: RS256 with its key, for our audience, five minutes from the emulator's now. */
async function partnerJwt(h: Harness, claims: JWTPayload = {}, options: { key?: CryptoKey; alg?: string; kid?: string; expiresInSeconds?: number } = {}) {
  const iat = Math.floor(h.clock.now() / 1000);
  const header = { alg: options.alg ?? 'RS256', ...(options.kid ? { kid: options.kid } : {}) };
  return new SignJWT({ email: 'ada@example.com', jti: 'token-1', ...claims })
    .setProtectedHeader(header)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + (options.expiresInSeconds ?? 300))
    .sign(options.key ?? rsa.privateKey);
}

const attest = (h: Harness, token: string, profile_id = 'partner-pem', session?: string) =>
  h.call('POST', '/sessions/attest', { body: { profile_id, token, session_duration_minutes: 60 }, ...(session ? { session } : {}) });

describe('POST /sessions/attest', () => {
  it('starts a session for the email claim, creating the user when the profile allows it', async () => {
    const h = harness();
    const res = await attest(h, await partnerJwt(h));
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.user.emails).toEqual([expect.objectContaining({ email: 'ada@example.com', verified: true })]);
    expect(data.session.authentication_factors).toEqual([
      expect.objectContaining({ type: 'trusted_auth_token', delivery_method: 'trusted_token_exchange', trusted_auth_token_factor: { token_id: 'token-1' } }),
    ]);
    expect(data.session_token).toEqual(expect.any(String));
    expect(data.session_jwt.split('.')).toHaveLength(3);
    // The same email finds the same user again.
    expect((await attest(h, await partnerJwt(h, { jti: 'token-2' }))).json.data.user_id).toBe(data.user_id);
  });

  it("verifies with a JWK set, by kid, and joins the caller's session of the same user as a factor", async () => {
    const h = harness();
    const ada = await h.loginWithEmailOtp('ada@example.com');
    const token = await partnerJwt(h, { mail: 'ADA@example.com', sid: 'sess-9' }, { key: ec.privateKey, alg: 'ES256', kid: 'ec-1' });
    const res = await attest(h, token, 'partner-jwks', ada.session_token);
    expect(res.status).toBe(200);
    expect(res.json.data.user_id).toBe(ada.user_id);
    expect(res.json.data.session.session_id).toBe(ada.session.session_id);
    expect(res.json.data.session.authentication_factors.map((f: { type: string }) => f.type)).toEqual(['otp', 'trusted_auth_token']);
  });

  it('refuses a bad signature, issuer, audience or an expired token with the provider’s error types', async () => {
    const h = harness();
    const cases: [string, Promise<string>][] = [
      ['invalid_trusted_auth_token', partnerJwt(h, {}, { key: ec.privateKey, alg: 'ES256' })],
      ['jwt_invalid_issuer', new SignJWT({ email: 'ada@example.com', jti: 't' }).setProtectedHeader({ alg: 'RS256' }).setIssuer('https://evil.example').setAudience(AUDIENCE).setExpirationTime('5m').sign(rsa.privateKey)],
      ['jwt_invalid_audience', new SignJWT({ email: 'ada@example.com', jti: 't' }).setProtectedHeader({ alg: 'RS256' }).setIssuer(ISSUER).setAudience('someone-else').setExpirationTime('5m').sign(rsa.privateKey)],
      ['invalid_trusted_auth_token', partnerJwt(h, {}, { expiresInSeconds: -1 })],
      ['invalid_trusted_auth_token', Promise.resolve('not.a.jwt')],
      ['jwt_invalid_claims', partnerJwt(h, { email: undefined })],
      ['jwt_invalid_claims', partnerJwt(h, { jti: undefined })],
      ['jwt_invalid_claims', partnerJwt(h, { email: 'not an email' })],
    ];
    for (const [type, token] of cases) {
      const res = await attest(h, await token);
      expect([res.status, res.json.error_type], type).toEqual([400, type]);
    }
    // A tampered payload with the original signature does not verify either.
    const [header, , signature] = (await partnerJwt(h)).split('.');
    const forged = Buffer.from(JSON.stringify({ iss: ISSUER, aud: AUDIENCE, email: 'root@example.com', jti: 'x' })).toString('base64url');
    expect((await attest(h, `${header}.${forged}.${signature}`)).json.error_type).toBe('invalid_trusted_auth_token');
    expect(h.emulator.store.users.size).toBe(0);
  });

  it('expires on the emulator clock', async () => {
    const h = harness();
    const token = await partnerJwt(h);
    h.clock.advance(5 * MINUTE);
    expect((await attest(h, token)).json.error_type).toBe('invalid_trusted_auth_token');
  });

  it('signs in only existing users without can_jit_provision, and knows only its profiles', async () => {
    const h = harness();
    const token = await partnerJwt(h, { mail: 'new@example.com', sid: 's' }, { key: ec.privateKey, alg: 'ES256', kid: 'ec-1' });
    const res = await attest(h, token, 'partner-jwks');
    expect([res.status, res.json.error_type]).toEqual([404, 'user_not_found']);
    const unknown = await attest(h, token, 'no-such-profile');
    expect([unknown.status, unknown.json.error_type]).toEqual([404, 'trusted_token_profile_not_found']);
    expect((await h.call('POST', '/sessions/attest', { body: { profile_id: 'partner-pem' } })).json.error_type).toBe('missing_argument');
  });
});

describe('trusted_token_profiles in the project config', () => {
  const base = () => ({ profile_id: 'p', audience: 'a', issuer: 'i', pem_files: [] as string[], attribute_mapping: { email: 'email', token_id: 'jti' } });

  it('accepts PEM or JWK-set keys and refuses each mistake, naming the profile and field', async () => {
    const pem = await exportSPKI(rsa.publicKey);
    expect(defineProject({ trusted_token_profiles: [{ ...base(), pem_files: [pem] }] }).trusted_token_profiles).toHaveLength(1);
    const refused: [unknown, RegExp][] = [
      [{ ...base(), pem_files: ['-----BEGIN PUBLIC KEY-----\nnope\n-----END PUBLIC KEY-----'] }, /\("p"\) "pem_files"\[0\] is not a public key/],
      [{ ...base(), pem_files: Array(6).fill(pem) }, /1 to 5 PEM/],
      [{ ...base(), pem_files: [pem], jwks: { keys: [] } }, /exactly one of "pem_files"/],
      [{ ...base(), pem_files: undefined, jwks: { keys: [{ kty: 'RSA' }] } }, /"jwks".keys\[0\] is not a public key/],
      [{ ...base(), pem_files: [pem], attribute_mapping: { email: 'email' } }, /"attribute_mapping"."token_id"/],
      [{ ...base(), pem_files: [pem], attribute_mapping: { email: 'e', token_id: 't', role_ids: 'r' } }, /does not support/],
      [{ ...base(), pem_files: [pem], issuer: '' }, /"issuer" must be a non-empty string/],
      [{ ...base(), pem_files: [pem], can_jit_provision: 'yes' }, /can_jit_provision/],
      [{ ...base(), pem_files: [pem], jwks_url: 'https://x' }, /unknown field "jwks_url"/],
    ];
    for (const [profile, message] of refused) expect(() => defineProject({ trusted_token_profiles: [profile] } as never)).toThrow(message);
    expect(() => defineProject({ trusted_token_profiles: [{ ...base(), pem_files: [pem] }, { ...base(), pem_files: [pem] }] })).toThrow(/repeats a profile_id/);
  });
});
