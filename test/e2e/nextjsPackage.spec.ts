// auth-widget/react in a Next.js 16 App Router app (issue 35): examples/nextjs, built by the package
// stage (test/package/nextjs.mjs) on the packed tarball into .cache/nextjs-package/app, is served
// with `next start` against this worker's emulator. Its server-component page renders <Login>; the
// test signs in by email passcode, and the protected route renders on the server for that user,
// after verifying the session JWT cookie against the emulator's JWKS; without a valid one it
// redirects to sign in.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { generateKeyPair, SignJWT } from 'jose';
import { expect, PUBLIC_TOKEN, test as base, uniqueEmail } from './fixtures';
import { typeCode } from './widget';

const NEXT_APP = fileURLToPath(new URL('../../.cache/nextjs-package/app', import.meta.url));
const PROJECT_ID = 'project-test-00000000-0000-4000-8000-000000000000';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** `next start` on a free port, against `apiBaseUrl`; resolves once it answers. */
async function startNext(apiBaseUrl: string): Promise<{ origin: string; child: ChildProcess; log: string[] }> {
  const port = await freePort();
  const log: string[] = [];
  const child = spawn(process.execPath, [join(NEXT_APP, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: NEXT_APP,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', AUTH_API_BASE_URL: apiBaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); Date.now() - started < 30_000; await new Promise((done) => setTimeout(done, 100))) {
    if (child.exitCode !== null) break;
    if (await fetch(`${origin}/`, { redirect: 'manual' }).then(() => true, () => false)) return { origin, child, log };
  }
  child.kill();
  throw new Error(`next start did not answer on ${origin}:\n${log.join('')}`);
}

const test = base.extend<object, { nextApp: string }>({
  nextApp: [
    async ({ emulatorServer }, use) => {
      const { origin, child, log } = await startNext(emulatorServer.origin);
      await use(origin);
      const exited = new Promise((done) => child.once('exit', done));
      child.kill();
      await exited;
      // Server errors (a failed JWKS fetch, a render error) would show here.
      expect(log.join(''), 'next start logged an error').not.toMatch(/\berror\b/i);
    },
    { scope: 'worker' },
  ],
});

// The build needs the registry once (npm ci), so a machine that never ran the package stage has none.
test.skip(!existsSync(join(NEXT_APP, '.next/BUILD_ID')), `${NEXT_APP} has no Next.js build: run npm run build && node test/package/pack.mjs first`);

/** Errors in the page's console, uncaught ones and failed responses (by URL), from now on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && !message.text().startsWith('Failed to load resource') && errors.push(message.text()));
  page.on('response', (response) => response.status() >= 400 && errors.push(`${response.status()} ${response.url()}`));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const pathOf = (location: string | undefined, origin: string) => new URL(location ?? '', origin).pathname;

test('a server-component page renders <Login>; signed in by email passcode, the protected route renders on the server for that user', async ({ page, emulator, nextApp }) => {
  const errors = watchErrors(page);
  await page.goto(`${nextApp}/`);
  await expect(page.locator('#who')).toHaveText('Signed out');

  const email = uniqueEmail('nextjs');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  const message = await emulator.waitForMessage(email, { channel: 'email' });
  await typeCode(page, message.code!);
  // useUser, in a client component, follows the sign-in.
  await expect(page.locator('#who')).toContainText(`Signed in as ${email}`);
  const userId = (await page.locator('#user-id').textContent())!;
  expect(userId).toMatch(/^user-/);

  // The HTML the server sends with the browser's cookies, before any script of ours runs.
  const response = await page.request.get(`${nextApp}/account`, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(`<span id="server-user-id">${userId}</span>`);

  await page.getByRole('link', { name: 'Your account' }).click();
  await expect(page).toHaveURL(`${nextApp}/account`);
  await expect(page.locator('#server-user-id')).toHaveText(userId);

  // Signing out clears the cookie: the server sends the browser back to sign in.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${nextApp}/`);
  await expect(page.locator('#who')).toHaveText('Signed out');
  expect(errors).toEqual([]);
});

test("the package's own auth-widget/testing signs a user in with no UI: the client component and the server-protected route both see them", async ({ page, emulatorServer, nextApp }) => {
  // The helper as the tarball installed it in the app, not the repository's source.
  const { signIn } = (await import(join(NEXT_APP, 'node_modules/auth-widget/dist/testing.js'))) as typeof import('../../src/testing/index');
  await page.goto(`${nextApp}/`);
  await expect(page.locator('#who')).toHaveText('Signed out');
  const email = uniqueEmail('nextjs-helper');
  const session = await signIn(page, { email, publicToken: PUBLIC_TOKEN, apiBaseUrl: emulatorServer.origin });
  await page.reload();
  await expect(page.locator('#who')).toContainText(`Signed in as ${email}`);
  const response = await page.request.get(`${nextApp}/account`, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(`<span id="server-user-id">${session.user.user_id}</span>`);
});

test('the protected route redirects to sign in without a session JWT, or with one the emulator did not sign', async ({ page, context, nextApp }) => {
  const without = await page.request.get(`${nextApp}/account`, { maxRedirects: 0 });
  expect(without.status()).toBe(307);
  expect(pathOf(without.headers().location, nextApp)).toBe('/');

  // Right issuer, audience and shape, but another key: the JWKS check refuses it.
  const { privateKey } = await generateKeyPair('RS256');
  const forged = await new SignJWT({ 'https://stytch.com/session': { id: 'session-test-forged', expires_at: new Date(Date.now() + 3_600_000).toISOString() } })
    .setProtectedHeader({ alg: 'RS256', kid: 'forged' })
    .setIssuer(`stytch.com/${PROJECT_ID}`)
    .setAudience([PROJECT_ID])
    .setSubject('user-test-forged')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(privateKey);
  for (const value of [forged, 'not-a-jwt']) {
    await context.clearCookies();
    await context.addCookies([{ name: 'stytch_session_jwt', value, url: nextApp }]);
    await page.goto(`${nextApp}/account`);
    await expect(page, value === forged ? 'a forged JWT' : 'a malformed cookie').toHaveURL(`${nextApp}/`);
    await expect(page.getByRole('heading', { name: 'auth-widget in Next.js' })).toBeVisible();
  }
});
