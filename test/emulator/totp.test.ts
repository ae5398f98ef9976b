// TOTP and recovery codes (issue 17): the RFC 6238 core against the RFC's own vectors, then the
// routes on the fake clock: enrolment, the ±1 step window, replay, the attempt cap, expiry of a
// pending TOTP, recovery codes that work once, and deletion.
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { restoreSnapshot } from '../../emulator/store/snapshot';
import { parseSnapshot } from '../../emulator/store/snapshotCheck';
import { base32Decode, base32Encode, hotp, otpauthUri, totpAt } from '../../emulator/crypto/totp';
import { createHarness, MINUTE, ORIGIN, type Harness } from './harness';

const STEP = 30_000;
/** A step boundary (1900000020 is a multiple of 30), plus a second, so ±1 step stays inside known steps. */
const T0 = 1_900_000_020_000 + 1_000;
const email = 'totp@example.com';

describe('RFC 6238 / RFC 4226 core', () => {
  const rfcKey = Buffer.from('12345678901234567890'); // the 20-byte ASCII key of Appendix B (SHA-1)

  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('RFC 6238 Appendix B, SHA-1: T = %i s gives %s (8 digits)', (seconds, expected) => {
    expect(totpAt(rfcKey, seconds * 1000, 8)).toBe(expected);
  });

  it('RFC 4226 Appendix D: the first HOTP values, 6 digits', () => {
    expect([0, 1, 2, 3, 9].map((counter) => hotp(rfcKey, counter))).toEqual(['755224', '287082', '359152', '969429', '520489']);
  });

  it('base32 (RFC 4648) round-trips and matches the known encoding of the RFC key', () => {
    expect(base32Encode(rfcKey)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(Buffer.from(base32Decode('gezdgnbv gy3tqojq gezdgnbvgy3tqojq==')).toString()).toBe('12345678901234567890');
    expect(() => base32Decode('GEZ1')).toThrow(/not base32/);
  });

  it('the otpauth URI names the issuer, account, secret and the parameters apps assume', () => {
    expect(otpauthUri('ABC', 'My App', 'a@b.co')).toBe('otpauth://totp/My%20App:a%40b.co?secret=ABC&issuer=My+App&algorithm=SHA1&digits=6&period=30');
  });
});

async function signedIn(h: Harness) {
  h.clock.set(T0);
  const auth = await h.loginWithEmailOtp(email);
  return auth.session_token as string;
}
const create = (h: Harness, session: string, body: unknown = { expiration_minutes: 60 }) => h.call('POST', '/totps', { body, session });
const verify = (h: Harness, session: string, totp_code: unknown) => h.call('POST', '/totps/authenticate', { body: { totp_code, session_duration_minutes: 30 }, session });
/** The code the app shows `steps` steps from the emulator's now. */
const codeAt = (secret: string, h: Harness, steps = 0) => totpAt(base32Decode(secret), h.clock.now() + steps * STEP);

async function enrolled(h: Harness) {
  const session = await signedIn(h);
  const created = (await create(h, session)).json.data;
  return { session, secret: created.secret as string, totpId: created.totp_id as string, recoveryCodes: created.recovery_codes as string[] };
}

describe('POST /totps', () => {
  it('needs a session; answers a 160-bit base32 secret, the QR code of its otpauth URI, ten recovery codes and the user', async () => {
    const h = createHarness();
    expect((await h.call('POST', '/totps', { body: {} })).json.error_type).toBe('unauthorized_credentials');
    const session = await signedIn(h);
    const res = await create(h, session);
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.totp_id).toMatch(/^totp-test-[0-9a-f-]{36}$/);
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(data.secret)).toHaveLength(20);
    expect(data.qr_code).toBe(await QRCode.toDataURL(otpauthUri(data.secret, 'Demo', email)));
    expect(data.qr_code.startsWith('data:image/png;base64,')).toBe(true);
    expect(data.recovery_codes).toHaveLength(10);
    expect(new Set(data.recovery_codes).size).toBe(10);
    for (const code of data.recovery_codes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
    expect(data.user_id).toBe(data.user.user_id);
    expect(data.user.totps).toEqual([{ totp_id: data.totp_id, verified: false }]);
  });

  it('replaces a pending TOTP, and refuses a second one beside a verified one', async () => {
    const h = createHarness();
    const { session, secret, totpId } = await enrolled(h);
    const again = (await create(h, session)).json.data;
    expect(again.totp_id).not.toBe(totpId);
    expect(again.user.totps).toEqual([{ totp_id: again.totp_id, verified: false }]);
    expect((await verify(h, session, codeAt(secret, h))).json.error_type).toBe('invalid_totp_code'); // the replaced secret is dead
    expect((await verify(h, session, codeAt(again.secret, h))).status).toBe(200);
    const third = await create(h, session);
    expect([third.status, third.json.error_type]).toEqual([400, 'active_totp_exists']);
  });

  it.each([4, 1441, 10.5, '60'])('refuses expiration_minutes %j', async (minutes) => {
    const h = createHarness();
    const res = await create(h, await signedIn(h), { expiration_minutes: minutes });
    expect([res.status, res.json.error_type]).toEqual([400, 'invalid_argument']);
  });
});

describe('POST /totps/authenticate', () => {
  it('a current code verifies the TOTP and adds authenticator_app to the same session', async () => {
    const h = createHarness();
    const { session, secret, totpId } = await enrolled(h);
    const before = (await h.call('POST', '/sessions/authenticate', { session })).json.data.session;
    const res = await verify(h, session, codeAt(secret, h));
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.totp_id).toBe(totpId);
    expect(data.session.session_id).toBe(before.session_id);
    expect(data.session.authentication_factors.map((f: { delivery_method: string }) => f.delivery_method)).toEqual(['email', 'authenticator_app']);
    expect(data.session.authentication_factors[1]).toMatchObject({ type: 'totp', authenticator_app_factor: { totp_id: totpId } });
    expect((await h.call('GET', '/users/me', { session })).json.data.totps).toEqual([{ totp_id: totpId, verified: true }]);
  });

  it('accepts the previous and the next step, not two steps away', async () => {
    const h = createHarness();
    const { session, secret } = await enrolled(h);
    for (const steps of [-2, 2]) expect((await verify(h, session, codeAt(secret, h, steps))).json.error_type).toBe('invalid_totp_code');
    expect((await verify(h, session, codeAt(secret, h, -1))).status).toBe(200);
    expect((await verify(h, session, codeAt(secret, h, 1))).status).toBe(200);
  });

  it('a code is single-use: again in its step, or a step later, it is refused; the next code works', async () => {
    const h = createHarness();
    const { session, secret } = await enrolled(h);
    const code = codeAt(secret, h);
    expect((await verify(h, session, code)).status).toBe(200);
    const replay = await verify(h, session, code);
    expect([replay.status, replay.json.error_type]).toEqual([401, 'totp_code_already_authenticated']);
    h.clock.advance(STEP); // the code is now the previous step's, still inside the window
    expect((await verify(h, session, code)).json.error_type).toBe('totp_code_already_authenticated');
    expect((await verify(h, session, codeAt(secret, h))).status).toBe(200);
  });

  it('after five wrong codes even the right one waits, until five minutes pass', async () => {
    const h = createHarness();
    const { session, secret } = await enrolled(h);
    const wrong = String((Number(codeAt(secret, h)) + 500_000) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) expect((await verify(h, session, wrong)).json.error_type).toBe('invalid_totp_code');
    const capped = await verify(h, session, codeAt(secret, h));
    expect([capped.status, capped.json.error_type]).toEqual([429, 'too_many_requests']);
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(0);
    h.clock.advance(5 * MINUTE);
    expect((await verify(h, session, codeAt(secret, h))).status).toBe(200);
  });

  it('a pending TOTP past its expiration_minutes is gone: expired_totp', async () => {
    const h = createHarness();
    const session = await signedIn(h);
    const { secret } = (await create(h, session, { expiration_minutes: 5 })).json.data;
    h.clock.advance(5 * MINUTE);
    const res = await verify(h, session, codeAt(secret, h));
    expect([res.status, res.json.error_type]).toEqual([400, 'expired_totp']);
    expect((await h.call('GET', '/users/me', { session })).json.data.totps).toEqual([]);
  });

  it('checks its input and needs a session and a TOTP', async () => {
    const h = createHarness();
    expect((await verify(h, 'nope', '123456')).json.error_type).toBe('unauthorized_credentials');
    const session = await signedIn(h);
    expect((await verify(h, session, '123456')).json).toMatchObject({ status_code: 404, error_type: 'totp_not_found' });
    for (const bad of ['12345', '1234567', 123456, 'abcdef']) expect((await verify(h, session, bad)).json.status_code).toBe(400);
  });
});

describe('recovery codes', () => {
  const recover = (h: Harness, session: string, recovery_code: string) => h.call('POST', '/totps/recover', { body: { recovery_code, session_duration_minutes: 30 }, session });

  it('are listed, each works once as a recovery_code factor, and are backed only by a verified TOTP', async () => {
    const h = createHarness();
    const { session, secret, totpId, recoveryCodes } = await enrolled(h);
    expect((await recover(h, session, recoveryCodes[0]!)).json.error_type).toBe('no_active_recovery_code_backed_factor');
    await verify(h, session, codeAt(secret, h));
    const listed = (await h.call('POST', '/totps/recovery_codes', { session })).json.data;
    expect(listed.totps).toEqual([{ totp_id: totpId, verified: true, recovery_codes: recoveryCodes }]);

    const res = await recover(h, session, ` ${recoveryCodes[3]!.toUpperCase()} `);
    expect(res.status).toBe(200);
    expect(res.json.data.totp_id).toBe(totpId);
    expect(res.json.data.session.authentication_factors.at(-1)).toMatchObject({ type: 'recovery_codes', delivery_method: 'recovery_code', recovery_code_factor: { totp_recovery_code_id: expect.stringMatching(/^totp-recovery-code-test-/) } });
    const again = await recover(h, session, recoveryCodes[3]!);
    expect([again.status, again.json.error_type]).toEqual([401, 'invalid_recovery_code']);
    expect((await recover(h, session, 'aaaa-bbbb-cccc')).json.error_type).toBe('invalid_recovery_code');
    const left = (await h.call('POST', '/totps/recovery_codes', { session })).json.data.totps[0].recovery_codes;
    expect(left).toEqual(recoveryCodes.filter((_, i) => i !== 3));
  });

  it('the list needs a session, and is empty without a TOTP', async () => {
    const h = createHarness();
    expect((await h.call('POST', '/totps/recovery_codes')).json.error_type).toBe('unauthorized_credentials');
    const session = await signedIn(h);
    expect((await h.call('POST', '/totps/recovery_codes', { session })).json.data).toMatchObject({ totps: [] });
  });
});

describe('DELETE /users/totps/:totp_id', () => {
  it("removes the caller's TOTP, so its codes stop working; another user's is a 404", async () => {
    const h = createHarness();
    const { session, secret, totpId } = await enrolled(h);
    const other = await h.loginWithEmailOtp('other@example.com');
    expect((await h.call('DELETE', `/users/totps/${totpId}`, { session: other.session_token })).json).toMatchObject({ status_code: 404, error_type: 'totp_not_found' });
    const res = await h.call('DELETE', `/users/totps/${totpId}`, { session });
    expect(res.json.data).toMatchObject({ user_id: expect.any(String), status_code: 200 });
    expect((await h.call('GET', '/users/me', { session })).json.data.totps).toEqual([]);
    expect((await verify(h, session, codeAt(secret, h))).json.error_type).toBe('totp_not_found');
  });
});

describe('a snapshot (--data, --export)', () => {
  it('keeps the TOTP, its last used step and its recovery codes', async () => {
    const before = createHarness();
    const { session, secret, recoveryCodes } = await enrolled(before);
    const code = codeAt(secret, before);
    await verify(before, session, code);
    const text = JSON.stringify((await before.call('GET', `${ORIGIN}/__emulator/export`)).json);
    const after = createHarness({ clock: before.clock });
    restoreSnapshot(parseSnapshot(text, 'snapshot'), after.emulator);
    expect((await verify(after, session, code)).json.error_type).toBe('totp_code_already_authenticated');
    after.clock.advance(STEP);
    expect((await verify(after, session, codeAt(secret, after))).status).toBe(200);
    expect((await after.call('POST', '/totps/recover', { body: { recovery_code: recoveryCodes[0] }, session })).status).toBe(200);
  });

  it('refuses a TOTP of no user', () => {
    const text = JSON.stringify({ format: 1, store: { totps: [['totp-1', { totp_id: 'totp-1', user_id: 'user-nope', secret: 'ABC', expires_at: 0, last_used_step: -1, recovery_codes: [] }]] } });
    expect(() => parseSnapshot(text, 'f.json')).toThrow(/store\.totps\[0\]/);
  });
});
