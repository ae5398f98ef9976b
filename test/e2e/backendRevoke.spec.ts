// The provider's backend API as a host's server uses it, against the browser's session (issue 35):
// the official Node SDK (stytch, unchanged) verifies the session the widget holds, locally with its
// JWT, then revokes it; the widget's background refresh (every 3 minutes, docs/spec/product.md §4)
// finds it gone and the page is signed out. The page's clock is Playwright's, so the 3 minutes run
// at once; the emulator keeps real time.
import { Client } from 'stytch';
import { signIn } from '../../src/testing/index';
import { expect, PUBLIC_TOKEN, test, uniqueEmail, type Host } from './fixtures';

const PROJECT_ID = 'project-test-00000000-0000-4000-8000-000000000000';
const SECRET = 'secret-test-emulator-0000000000000000000000000000';

const otpPage = (host: Host, name: string) => host.widgetPage(name, { mount: { config: { products: ['otp'], otpOptions: { methods: ['email'] } } }, showUser: true });

test("a revoke from the host's server ends the browser's session at the widget's next refresh", async ({ page, host, emulator }) => {
  const email = uniqueEmail('backend-revoke');
  await page.clock.install();
  await page.goto(otpPage(host, 'revoke'));
  const auth = await signIn(page, { email, publicToken: PUBLIC_TOKEN, apiBaseUrl: emulator.origin });
  await page.reload();
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);

  const server = new Client({ project_id: PROJECT_ID, secret: SECRET, env: `${emulator.origin}/` });
  const verified = await server.sessions.authenticateJwt({ session_jwt: auth.session_jwt });
  expect(verified.session.user_id).toBe(auth.user.user_id);
  await server.sessions.revoke({ session_id: auth.session.session_id });

  await page.clock.runFor(181_000);
  await expect(page.locator('#who')).toHaveText('Signed out');
});
