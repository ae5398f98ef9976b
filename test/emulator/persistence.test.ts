// --data, --import and --export on the real command line (issue 16): a signed-up user's session
// survives a restart; a SIGKILL in the middle of a burst of writes leaves a readable file with every
// change that was answered; a corrupt file stops the start with one line and is left as it was.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { DATA_FILE_NAME, LOCK_FILE_NAME } from '../../emulator/store/persistence';
import { parseSnapshot } from '../../emulator/store/snapshotCheck';
import { runToExit, startEmulatorProcess, stopEmulatorProcess, type EmulatorProcess } from './emulatorProcess';
import { STRONG } from './passwordsHarness';

const running: EmulatorProcess[] = [];
async function start(args: string[]): Promise<EmulatorProcess> {
  const emulator = await startEmulatorProcess(args);
  running.push(emulator);
  return emulator;
}
afterEach(async () => {
  await Promise.all(running.splice(0).map((e) => stopEmulatorProcess(e, 'SIGKILL')));
});

const freshDir = () => mkdtempSync(join(tmpdir(), 'emulator-data-'));
const emailsIn = (text: string) => [...parseSnapshot(text, 'data').store!.users!].flatMap(([, user]) => (user as { emails: { email: string }[] }).emails.map((e) => e.email));

async function signUp(emulator: EmulatorProcess, email: string): Promise<string> {
  const res = await emulator.call('POST', '/passwords', { email, password: STRONG, session_duration_minutes: 60 });
  expect(res.status).toBe(200);
  return res.json.data.session_token;
}

describe('--data', () => {
  it('keeps a signed-up user, the session, the outbox, the project config and the clock across a restart', { timeout: 60_000 }, async () => {
    const dir = freshDir();
    const first = await start(['--data', dir]);
    const session = await signUp(first, 'pat@example.com');
    await first.call('POST', '/otps/email/login_or_create', { email: 'otto@example.com' });
    await first.call('POST', '/__emulator/project', { project_name: 'Kept', max_sessions_per_user: 7 });
    await first.call('POST', '/__emulator/clock', { advance_ms: 10 * 60_000 });
    expect(await stopEmulatorProcess(first)).toBe(0);

    const second = await start(['--data', dir]);
    const me = await second.call('POST', '/sessions/authenticate', {}, session);
    expect(me.status).toBe(200);
    expect(me.json.data.user.emails[0].email).toBe('pat@example.com');
    expect((await second.call('POST', '/passwords/authenticate', { email: 'pat@example.com', password: STRONG, session_duration_minutes: 5 })).status).toBe(200);
    expect((await second.call('GET', '/__emulator/outbox?recipient=otto@example.com')).json.messages).toHaveLength(1);
    expect((await second.call('GET', '/__emulator/project')).json.project_name).toBe('Kept');
    const clockAhead = Date.parse((await second.call('GET', '/__emulator/clock')).json.now) - Date.now();
    expect(clockAhead).toBeGreaterThan(9 * 60_000);
    expect(clockAhead).toBeLessThan(11 * 60_000);
    await stopEmulatorProcess(second);

    // A --project file's fields win over the saved config; the rest of it is kept.
    writeFileSync(join(dir, 'project.json'), JSON.stringify({ project_name: 'From the file' }));
    const third = await start(['--data', dir, '--project', join(dir, 'project.json')]);
    const project = (await third.call('GET', '/__emulator/project')).json;
    expect([project.project_name, project.max_sessions_per_user]).toEqual(['From the file', 7]);
  });

  it('keeps the signing keys: a session JWT from before a restart verifies against the JWKS after it', { timeout: 60_000 }, async () => {
    const dir = freshDir();
    const first = await start(['--data', dir]);
    const signedUp = await first.call('POST', '/passwords', { email: 'kim@example.com', password: STRONG, session_duration_minutes: 60 });
    const { session_jwt: jwt, user_id: userId } = signedUp.json.data;
    const projectId = (await first.call('GET', '/__emulator/project')).json.project_id;
    const jwks = async (emulator: EmulatorProcess) => (await fetch(`${emulator.origin}/v1/sessions/jwks/${projectId}`)).json();
    const before = await jwks(first);
    expect(await stopEmulatorProcess(first)).toBe(0);
    const saved = parseSnapshot(readFileSync(join(dir, DATA_FILE_NAME), 'utf8'), 'data');
    expect(saved.signing_keys?.session?.kid).toBe(before.keys[0].kid);

    const second = await start(['--data', dir]);
    const after = await jwks(second);
    expect(after.keys).toEqual(before.keys);
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(after), { issuer: `stytch.com/${projectId}`, currentDate: new Date(Date.now() + 60_000) });
    expect(payload.sub).toBe(userId);
    // And what it signs now is under the same key.
    const renewed = await second.call('POST', '/passwords/authenticate', { email: 'kim@example.com', password: STRONG, session_duration_minutes: 5 });
    expect(decodeProtectedHeader(renewed.json.data.session_jwt).kid).toBe(before.keys[0].kid);
  });

  it('has every answered change on disk when killed mid-burst, and starts again from it', { timeout: 60_000 }, async () => {
    const dir = freshDir();
    const emulator = await start(['--data', dir]);
    const answered: string[] = [];
    let killed = false;
    let resolveKilled!: () => void;
    const killedNow = new Promise<void>((r) => (resolveKilled = r));
    // Ten clients writing as fast as they are answered. The kill comes the moment the 150th answer
    // arrives, while the writes of other requests are under way.
    const client = async (n: number) => {
      for (let i = 0; !killed; i++) {
        const email = `user-${n}-${i}@example.com`;
        try {
          const res = await emulator.call('POST', '/__emulator/users', { email });
          if (res.status !== 200 || killed) return;
          answered.push(email);
          if (answered.length === 150) {
            emulator.child.kill('SIGKILL');
            killed = true;
            resolveKilled();
          }
        } catch {
          return; // the connection died with the process
        }
      }
    };
    const clients = Array.from({ length: 10 }, (_, n) => client(n));
    await killedNow;
    await emulator.exited;
    await Promise.all(clients);

    const saved = emailsIn(readFileSync(join(dir, DATA_FILE_NAME), 'utf8'));
    expect(answered).toHaveLength(150);
    expect(saved).toEqual(expect.arrayContaining(answered));

    const again = await start(['--data', dir]);
    const users = (await again.call('GET', '/__emulator/export')).json.store.users;
    expect(users.length).toBe(saved.length);
    // The kill's lock is taken over, and a temp file it left behind is cleared.
    expect(readdirSync(dir).sort()).toEqual([DATA_FILE_NAME, LOCK_FILE_NAME]);
  });

  it('refuses a corrupt file in one line, exits 1, and leaves the file alone', { timeout: 30_000 }, async () => {
    const dir = freshDir();
    const corrupt = '{"format": 1, "store": {"users": [[';
    writeFileSync(join(dir, DATA_FILE_NAME), corrupt);
    const exit = await runToExit(['--data', dir]);
    expect(exit.code).toBe(1);
    expect(exit.stderr).toMatch(new RegExp(`^emulator: .*${DATA_FILE_NAME}: not valid JSON \\(.*\\)\\n$`));
    expect(exit.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(readFileSync(join(dir, DATA_FILE_NAME), 'utf8')).toBe(corrupt);
  });

  it('refuses a file of an unknown format version', { timeout: 30_000 }, async () => {
    const dir = freshDir();
    writeFileSync(join(dir, DATA_FILE_NAME), '{"format": 2}');
    const exit = await runToExit(['--data', dir]);
    expect(exit.code).toBe(1);
    expect(exit.stderr).toMatch(/"format": 2; this emulator reads only format 1/);
  });

  it('lets one emulator at a time use a folder', { timeout: 60_000 }, async () => {
    const dir = freshDir();
    const first = await start(['--data', dir]);
    const second = await runToExit(['--data', dir]);
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(new RegExp(`in use by another emulator \\(pid ${first.child.pid}\\)`));
    expect(await stopEmulatorProcess(first)).toBe(0);
    expect(readdirSync(dir)).toEqual([DATA_FILE_NAME]); // released on exit
  });
});

describe('--import and --export', () => {
  it('round-trips the state through files, and a session made before still works', { timeout: 60_000 }, async () => {
    const dir = freshDir();
    const first = await start(['--export', join(dir, 'first.json')]);
    const session = await signUp(first, 'pat@example.com');
    const onDemand = (await first.call('GET', '/__emulator/export')).json;
    expect(await stopEmulatorProcess(first)).toBe(0);
    expect(first.stdout()).toContain(`Exported the state to ${join(dir, 'first.json')}`);
    const written = JSON.parse(readFileSync(join(dir, 'first.json'), 'utf8'));
    // The file keeps the signing keys; the HTTP route, which any loopback page may read, does not.
    expect(written).toEqual({ ...onDemand, signing_keys: { session: { kid: expect.any(String), private_jwk: expect.objectContaining({ kty: 'RSA' }) } } });
    expect(onDemand).not.toHaveProperty('signing_keys');

    const second = await start(['--import', join(dir, 'first.json'), '--export', join(dir, 'second.json')]);
    expect((await second.call('POST', '/sessions/authenticate', {}, session)).status).toBe(200);
    await stopEmulatorProcess(second);
    const again = JSON.parse(readFileSync(join(dir, 'second.json'), 'utf8'));
    expect(again.store.users).toEqual(written.store.users);
    expect(again.store.password_hashes).toEqual(written.store.password_hashes);
    expect(again.signing_keys).toEqual(written.signing_keys);
  });

  it('refuses a bad import with the place that is wrong, and a missing one', { timeout: 30_000 }, async () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'seed.json'), JSON.stringify({ format: 1, project: { project_nme: 'x' } }));
    const badProject = await runToExit(['--import', join(dir, 'seed.json')]);
    expect(badProject.code).toBe(1);
    expect(badProject.stderr).toMatch(/seed\.json: project: unknown field "project_nme"/);
    const missing = await runToExit(['--import', join(dir, 'nothing.json')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/nothing\.json: no such file/);
  });

  it('will not import over a --data folder that already holds data', { timeout: 60_000 }, async () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'seed.json'), JSON.stringify({ format: 1 }));
    const first = await start(['--data', dir, '--import', join(dir, 'seed.json')]);
    await stopEmulatorProcess(first);
    const exit = await runToExit(['--data', dir, '--import', join(dir, 'seed.json')]);
    expect(exit.code).toBe(1);
    expect(exit.stderr).toMatch(/already holds data, which --import would replace/);
  });
});
