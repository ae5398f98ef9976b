// @vitest-environment happy-dom
// Widget flow tests pass `emulator.handle` to the client as its fetch while happy-dom provides
// Request and Response (docs/architecture.md guideline 13). This checks that contract under those globals.
import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../emulator/app';
import { createFakeClock } from '../../emulator/store/clock';

describe('handle as fetch under happy-dom', () => {
  it('accepts (url, init) and returns readable JSON, bodies included', async () => {
    const emulator = createEmulator({ clock: createFakeClock() });
    const fetchLike: typeof fetch = (input, init) => emulator.handle(input as string, init);
    const token = emulator.project.public_token;
    const authorization = `Basic ${btoa(`${token}:${token}`)}`;
    const base = 'http://localhost:9099/sdk/v1';

    const sent = await fetchLike(`${base}/otps/email/login_or_create`, {
      method: 'POST',
      credentials: 'include',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'dom@example.com', expiration_minutes: 5 }),
    });
    expect(sent.status).toBe(200);
    const { method_id } = (await sent.json()).data;
    const code = emulator.outbox.latest('dom@example.com')!.code;

    const auth = await fetchLike(`${base}/otps/authenticate`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ token: code, method_id, session_duration_minutes: 30 }),
    });
    expect(auth.status).toBe(200);
    expect((await auth.json()).data.user.emails[0].verified).toBe(true);

    const bad = await fetchLike(`${base}/otps/authenticate`, { method: 'POST', headers: { authorization }, body: '{' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error_type).toBe('invalid_json');
  });
});
