// The admin page's actions (issue 16) change the store like any API call, so with --data they are
// saved before the page is answered: a user deleted on the page is gone from the data file.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_PATHS, CSRF_FIELD } from '../../emulator/admin/adminUsers';
import { DATA_FILE_NAME } from '../../emulator/store/persistence';
import { startEmulatorServer, type EmulatorServer } from '../../emulator/server';
import { parseSnapshot } from '../../emulator/store/snapshotCheck';
import { PUBLIC_TOKEN } from './harness';

let server: EmulatorServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const emailsIn = (dir: string) =>
  [...parseSnapshot(readFileSync(join(dir, DATA_FILE_NAME), 'utf8'), 'data').store!.users!].flatMap(([, user]) =>
    (user as { emails: { email: string }[] }).emails.map((e) => e.email),
  );

describe('the admin page with --data', () => {
  it('a user deleted on the page is gone from the data file when the page answers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'emulator-admin-data-'));
    server = await startEmulatorServer({ port: 0, dataDir: dir });
    const { origin } = server;
    const sent = await fetch(`${origin}/sdk/v1/otps/email/login_or_create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${PUBLIC_TOKEN}`).toString('base64')}` },
      body: JSON.stringify({ email: 'gone@example.com', expiration_minutes: 5 }),
    });
    expect(sent.status).toBe(200);
    expect(emailsIn(dir)).toContain('gone@example.com');

    const page = await (await fetch(`${origin}${ADMIN_PATHS.page}`)).text();
    const token = new RegExp(`name="${CSRF_FIELD}" value="([^"]+)"`).exec(page)![1]!;
    const userId = /name="user_id" value="([^"]+)"/.exec(page)![1]!;
    const deleted = await fetch(`${origin}${ADMIN_PATHS.deleteUser}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams({ [CSRF_FIELD]: token, user_id: userId }).toString(),
    });
    expect(deleted.status).toBe(303);
    expect(emailsIn(dir)).not.toContain('gone@example.com');
  });
});
