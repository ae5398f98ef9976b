// One-time passcodes (A3): CSPRNG six digits, bound to a method id, expiring, single-use,
// five tries at most, and a new code replaces the old one.
import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../../src/contract/email';
import { createHarness, MINUTE, type Harness } from './harness';

const email = 'otp@example.com';
const phone = '+15555550123';

async function sendSms(h: Harness, body: Record<string, unknown> = {}, channel = 'sms') {
  const res = await h.call('POST', `/otps/${channel}/login_or_create`, { body: { phone_number: phone, expiration_minutes: 5, ...body } });
  return { res, methodId: res.json.data?.method_id as string, code: res.status === 200 ? (await h.latest(phone)).code! : '' };
}
function verify(h: Harness, methodId: string, token: string, session?: string) {
  return h.call('POST', '/otps/authenticate', { body: { token, method_id: methodId, session_duration_minutes: 30 }, ...(session ? { session } : {}) });
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sending', () => {
  it.each(['sms', 'whatsapp'] as const)('%s: creates the user and returns the phone_id as method_id', async (channel) => {
    const h = createHarness();
    const { res, methodId, code } = await sendSms(h, {}, channel);
    expect(res.status).toBe(200);
    expect(methodId).toMatch(/^phone-number-test-[0-9a-f-]{36}$/);
    expect(code).toMatch(/^\d{6}$/);
    const message = await h.latest(phone);
    expect(message).toMatchObject({ channel, recipient: phone, code });
    expect(message.text).toContain(`Your passcode is ${code}`);
  });

  it('email: method_id is the email_id', async () => {
    const h = createHarness();
    const res = await h.call('POST', '/otps/email/login_or_create', { body: { email, expiration_minutes: 5 } });
    expect(res.json.data.method_id).toMatch(/^email-test-[0-9a-f-]{36}$/);
    expect(await h.latest(email)).toMatchObject({ channel: 'email', code: expect.stringMatching(/^\d{6}$/) });
  });

  it.each(['5555550123', '+0123456789', '+1 555 555 0123', '+12345', `+1${'2'.repeat(15)}`])('refuses the non-E.164 number %s', async (number) => {
    const { res } = await sendSms(createHarness(), { phone_number: number });
    expect([res.status, res.json.error_type]).toEqual([400, 'invalid_phone_number']);
  });

  it.each(['plain', 'a@b', 'a b@example.com', `${'a'.repeat(250)}@example.com`])('refuses the email %s', async (bad) => {
    const res = await createHarness().call('POST', '/otps/email/login_or_create', { body: { email: bad } });
    expect([res.status, res.json.error_type]).toEqual([400, 'invalid_email']);
  });

  // The widget checks an address before sending it, so the two must agree (issue 9).
  it.each(['first.last+tag@sub.example.co.uk', 'ü@exämple.de', 'a@b.c', 'a@b..com', 'a@.b.com', 'a@b.com.', '.a@b.com', 'a.@b.com', 'a..b@c.com', 'a@b', 'a b@c.com'])(
    "%s: the emulator's verdict is the widget's",
    async (address) => {
      const res = await createHarness().call('POST', '/otps/email/login_or_create', { body: { email: address } });
      expect(res.status === 200).toBe(isValidEmail(address));
      if (res.status !== 200) expect(res.json.error_type).toBe('invalid_email');
    },
  );

  it.each([0, 61, 2.5, '5'])('refuses expiration_minutes %j', async (minutes) => {
    const { res } = await sendSms(createHarness(), { expiration_minutes: minutes });
    expect([res.status, res.json.error_type]).toEqual([400, 'invalid_argument']);
    expect(res.json.error_message).toContain('expiration_minutes');
  });

  it('send/primary needs an existing user', async () => {
    const h = createHarness();
    const phoneRes = await h.call('POST', '/otps/sms/send/primary', { body: { phone_number: phone } });
    expect([phoneRes.status, phoneRes.json.error_type]).toEqual([404, 'phone_number_not_found']);
    const emailRes = await h.call('POST', '/otps/email/send/primary', { body: { email } });
    expect([emailRes.status, emailRes.json.error_type]).toEqual([404, 'email_not_found']);
    await h.loginWithEmailOtp(email);
    expect((await h.call('POST', '/otps/email/send/primary', { body: { email } })).status).toBe(200);
  });

  it('send/secondary adds the phone to the caller and steps up the same session', async () => {
    const h = createHarness();
    const first = await h.loginWithEmailOtp(email);
    expect((await h.call('POST', '/otps/sms/send/secondary', { body: { phone_number: phone } })).json.error_type).toBe('unauthorized_credentials');
    const sent = await h.call('POST', '/otps/sms/send/secondary', { body: { phone_number: phone }, session: first.session_token });
    const res = await verify(h, sent.json.data.method_id, (await h.latest(phone)).code!, first.session_token);
    expect(res.json.data.session.session_id).toBe(first.session.session_id);
    expect(res.json.data.user.phone_numbers).toEqual([{ phone_id: sent.json.data.method_id, phone_number: phone, verified: true }]);
    expect(res.json.data.session.authentication_factors.map((f: { delivery_method: string }) => f.delivery_method)).toEqual(['email', 'sms']);
  });
});

describe('authenticate', () => {
  it('returns Auth with an otp factor and verifies the phone', async () => {
    const h = createHarness();
    const { methodId, code } = await sendSms(h, {}, 'whatsapp');
    const res = await verify(h, methodId, code);
    expect(res.status).toBe(200);
    expect(res.json.data.method_id).toBe(methodId);
    expect(res.json.data.user.phone_numbers[0]).toMatchObject({ phone_id: methodId, verified: true });
    expect(res.json.data.session.authentication_factors).toEqual([
      { type: 'otp', delivery_method: 'whatsapp', last_authenticated_at: expect.any(String), phone_number_factor: { phone_id: methodId, phone_number: phone } },
    ]);
  });

  it('is single-use', async () => {
    const h = createHarness();
    const { methodId, code } = await sendSms(h);
    expect((await verify(h, methodId, code)).status).toBe(200);
    const again = await verify(h, methodId, code);
    expect([again.status, again.json.error_type]).toEqual([401, 'otp_code_not_found']);
  });

  it('expires after expiration_minutes', async () => {
    const h = createHarness();
    const { methodId, code } = await sendSms(h, { expiration_minutes: 2 });
    h.clock.advance(2 * MINUTE);
    expect((await verify(h, methodId, code)).json.error_type).toBe('otp_code_not_found');
  });

  it('is valid just before expiry (default 5 minutes)', async () => {
    const h = createHarness();
    const { methodId, code } = await sendSms(h, { expiration_minutes: undefined });
    h.clock.advance(5 * MINUTE - 1);
    expect((await verify(h, methodId, code)).status).toBe(200);
  });

  it('kills the code after five wrong tries: even the right code then fails', async () => {
    const h = createHarness();
    const { methodId, code } = await sendSms(h);
    for (let i = 0; i < 5; i++) expect((await verify(h, methodId, wrong(code))).json.error_type).toBe('otp_code_not_found');
    expect((await verify(h, methodId, code)).json.error_type).toBe('otp_code_not_found');
  });

  it('still accepts the right code after four wrong tries', async () => {
    const h = createHarness();
    const { methodId, code } = await sendSms(h);
    for (let i = 0; i < 4; i++) await verify(h, methodId, wrong(code));
    expect((await verify(h, methodId, code)).status).toBe(200);
  });

  it('a new code for the same method invalidates the old one', async () => {
    const h = createHarness();
    const first = await sendSms(h);
    const second = await sendSms(h);
    expect(second.methodId).toBe(first.methodId);
    if (first.code !== second.code) expect((await verify(h, first.methodId, first.code)).status).toBe(401);
    expect((await verify(h, second.methodId, second.code)).status).toBe(200);
  });

  it('is bound to its method id', async () => {
    const h = createHarness();
    const mine = await sendSms(h);
    const res = await h.call('POST', '/otps/email/login_or_create', { body: { email } });
    expect((await verify(h, res.json.data.method_id, mine.code)).status).toBe(401);
    expect((await verify(h, 'phone-number-test-unknown', mine.code)).status).toBe(401);
  });

  it.each([123456, '12345', '1234567', 'abcdef', ' 12345'])('refuses the token %j with 400', async (token) => {
    const h = createHarness();
    const { methodId } = await sendSms(h);
    const res = await h.call('POST', '/otps/authenticate', { body: { token, method_id: methodId, session_duration_minutes: 30 } });
    expect(res.status).toBe(400);
    expect(res.json.error_message).toContain('token');
  });

  it('requires method_id', async () => {
    const res = await createHarness().call('POST', '/otps/authenticate', { body: { token: '123456' } });
    expect([res.status, res.json.error_type]).toEqual([400, 'missing_argument']);
    expect(res.json.error_message).toContain('method_id');
  });

  it('draws codes across the whole range, zero-padded', async () => {
    // 40 codes to one number: far past the send limit, which otps is not about (rateLimits.test.ts).
    const h = createHarness({ project: { rate_limits: { sends_per_recipient: [] } } });
    const codes = new Set<string>();
    for (let i = 0; i < 40; i++) codes.add((await sendSms(h)).code);
    expect(codes.size).toBeGreaterThan(35);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
  });
});
