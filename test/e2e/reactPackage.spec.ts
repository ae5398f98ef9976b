// auth-widget/react in real React 18 and 19 (issue 16): the packed tarball's React host app
// (test/package/react/, built by `npm run test:package`, which `npm test` runs before this stage)
// is served with its server-rendered markup from another origin than the emulator, hydrated in
// StrictMode, and signs in by email passcode; the hooks follow the session; a wrong config reaches
// onError; props change the widget in place; unmounting removes it. And examples/react, built by
// the same stage, signs in and out.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect, PUBLIC_TOKEN, test, uniqueEmail, type Emulator, type Host } from './fixtures';
import { typeCode } from './widget';

const REACT_APPS = fileURLToPath(new URL('../../.cache/react-package', import.meta.url));

/** Serves `files` (paths in `dir`) at the same paths under the test's page prefix. */
function serveScripts(host: Host, dir: string, files: string[]) {
  for (const file of files) host.add(file, readFileSync(join(dir, file), 'utf8'), { 'content-type': 'text/javascript; charset=utf-8' });
}

/** Serves version's bundle with its server markup; returns the page's URL. */
function reactPage(host: Host, version: number, apiBaseUrl: string): string {
  const dir = join(REACT_APPS, String(version));
  if (!existsSync(join(dir, 'client.js'))) throw new Error(`${dir} has no React ${version} app: run npm run test:package first (npm test runs it before the e2e stage)`);
  serveScripts(host, dir, ['client.js', ...readdirSync(join(dir, 'assets')).map((file) => `assets/${file}`)]);
  const markup = readFileSync(join(dir, 'server.html'), 'utf8');
  return host.add(
    'index.html',
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><link rel="icon" href="data:,"><title>React ${version} host</title></head>
<body><div id="root">${markup}</div>
<script>window.__host = ${JSON.stringify({ publicToken: PUBLIC_TOKEN, apiBaseUrl })};</script>
<script type="module" src="client.js"></script></body></html>`,
  );
}

/** Errors in the page's console and uncaught ones, from now on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Email, Continue, and the code from the emulator's outbox, typed in the widget within `scope`. */
async function signInByPasscode(page: Page, scope: Page | Locator, emulator: Emulator, email: string) {
  await scope.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await scope.getByRole('button', { name: 'Continue with email' }).click();
  await expect(scope.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  const message = await emulator.waitForMessage(email, { channel: 'email' });
  await typeCode(page, message.code!);
}

for (const version of [18, 19]) {
  test(`React ${version}: hydrates in StrictMode, signs in by email passcode, the hooks follow; onError, props and unmount`, async ({ page, host, emulator }) => {
    const consoleErrors = watchErrors(page);
    await page.goto(reactPage(host, version, emulator.origin));
    await expect(page.locator('#who')).toHaveText('Signed out');

    // StrictMode mounts, unmounts and mounts again: one card remains.
    const login = page.locator('#login');
    await expect(login.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await expect(login.locator('[part=container]')).toHaveCount(1);
    // The second <Login>'s config is wrong: its error reaches onError, not a crash.
    await expect(page.locator('#errors li')).toContainText(['config.otpOptions.methods must not be empty']);
    await expect(page.locator('#broken [part=container]')).toHaveCount(0);

    // A prop change re-renders the widget in place.
    await page.locator('#toggle-header').click();
    await expect(login.getByRole('heading', { name: 'Sign up or log in' })).toBeHidden();
    await expect(login.locator('[part=container]')).toHaveCount(1);

    const email = uniqueEmail(`react${version}`);
    await signInByPasscode(page, login, emulator, email);
    await expect(page.locator('#who')).toHaveText(new RegExp(`^Signed in as ${email.replace(/[.+]/g, '\\$&')} \\(session `));
    await expect(page.locator('#events li')).toContainText(['AUTHENTICATE_FLOW_COMPLETE']);

    // Unmounting removes the widget; nothing is left to run.
    await page.locator('#toggle-login').click();
    await expect(page.locator('#login')).toHaveCount(0);
    await page.evaluate(() => new Promise((done) => setTimeout(done, 200)));
    expect(consoleErrors.filter((text) => !text.includes('config.otpOptions.methods'))).toEqual([]);
  });
}

test('examples/react (Vite): signs in by email passcode, shows the user, and signs out', async ({ page, host, emulator }) => {
  const dist = fileURLToPath(new URL('../../examples/react/dist', import.meta.url));
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} is not built: run npm run test:package first (npm test runs it before the e2e stage)`);
  serveScripts(host, dist, readdirSync(join(dist, 'assets')).map((file) => `assets/${file}`));
  const url = host.add('index.html', readFileSync(join(dist, 'index.html'), 'utf8'));
  const consoleErrors = watchErrors(page);
  await page.goto(`${url}?api=${encodeURIComponent(emulator.origin)}`);

  const email = uniqueEmail('example');
  await signInByPasscode(page, page, emulator, email);
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
