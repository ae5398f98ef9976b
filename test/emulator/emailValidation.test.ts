// The emulator's email check against the table the widget's check is held to (issue 15): every
// address gets the table's verdict, a refused one is invalid_email and creates no user.
import { describe, expect, it } from 'vitest';
import { EMAIL_CASES } from '../support/emailCases';
import { createHarness, REDIRECT } from './harness';

const SENDS = [
  ['/otps/email/login_or_create', {}],
  ['/magic_links/email/login_or_create', { login_magic_link_url: REDIRECT, signup_magic_link_url: REDIRECT }],
] as const;

describe.each(SENDS)('POST %s', (path, extra) => {
  it.each(EMAIL_CASES.map((c) => [c.email, c.valid, c.note ?? ''] as const))('%j: valid %s %s', async (email, valid) => {
    const h = createHarness();
    const res = await h.call('POST', path, { body: { email, ...extra } });
    if (valid) {
      expect(res.status).toBe(200);
      expect(h.emulator.store.users.size).toBe(1);
    } else {
      expect([res.status, res.json.error_type]).toEqual([400, 'invalid_email']);
      expect(h.emulator.store.users.size).toBe(0);
      expect(await h.outbox()).toEqual([]);
    }
  });
});

it('POST /__emulator/users stages only what the table accepts', async () => {
  const h = createHarness();
  for (const { email, valid } of EMAIL_CASES) {
    const res = await h.call('POST', 'http://localhost:9099/__emulator/users', { body: { email } });
    expect(res.status, JSON.stringify(email)).toBe(valid ? 200 : 400);
  }
  expect(h.emulator.store.users.size).toBe(EMAIL_CASES.filter((c) => c.valid).length);
});
