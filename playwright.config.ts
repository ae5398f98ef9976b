// The end-to-end suite: the built cdn/ files in Debian's Chromium, against the emulator on one
// origin and generated host pages on another (STYLE.md rule 10). Playwright never downloads a
// browser here: the executable comes from scripts/chromium.mjs.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/chromium.mjs';

if (!existsSync(fileURLToPath(new URL('./cdn/auth-widget.js', import.meta.url)))) {
  throw new Error('cdn/auth-widget.js is missing: run npm run build before the end-to-end tests.');
}
const executablePath = findChromium();
if (!executablePath) {
  throw new Error('Chromium was not found: run node scripts/chromium.mjs (or set CHROMIUM_PATH).');
}

export default defineConfig({
  testDir: './test/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Two cores: more workers only make each test slower.
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 720 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      // No outside network here: without these Chromium keeps dialing Google's services.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
});
