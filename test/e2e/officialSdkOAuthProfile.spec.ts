// The provider's official SDK (@stytch/vanilla-js, its headless client) against the emulator for
// issue 36: oauth.authenticate resolves with the account's profile picture (served by the
// emulator) and the locale chosen on the stand-in provider's page. Roles and rbac.isAuthorized are
// in the SDK's call matrix (officialSdkThirdParty.spec.ts).
import { expect, test, uniqueEmail } from './fixtures';
import { openOfficialSdk } from './officialSdk';

test("oauth.authenticate resolves with the account's profile picture and the locale chosen at the stand-in", async ({ page, host, emulator, request }) => {
  const sdk = await openOfficialSdk(page, host, emulator, { name: 'profile' });
  await Promise.all([
    page.waitForURL((next) => next.origin === emulator.origin),
    page
      .evaluate((redirect) => (window as any).client.oauth.github.start({ login_redirect_url: redirect, signup_redirect_url: redirect }), sdk.url)
      .catch(() => undefined), // the page navigates away before the call settles
  ]);
  await page.getByLabel('Email').fill(uniqueEmail('profile'));
  await page.getByLabel('Locale').selectOption('fr-FR');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((next) => next.href.startsWith(sdk.url) && next.searchParams.get('stytch_token_type') === 'oauth');
  const token = new URL(page.url()).searchParams.get('token');
  const back = await openOfficialSdk(page, host, emulator, { path: sdk.url, query: new URL(page.url()).search });
  const { ok: auth } = await back.call('oauth.authenticate', 'arg, { session_duration_minutes: 30 }', token);
  const picture = `${emulator.origin}/__emulator/oauth/github/avatar/${auth.provider_subject}`;
  expect([auth.profile_picture_url, auth.locale]).toEqual([picture, 'fr-FR']);
  expect(auth.user.providers).toEqual([expect.objectContaining({ profile_picture_url: picture, locale: 'fr-FR' })]);

  // The host page shows it as an image, from the emulator's origin.
  const width = await page.evaluate(async (src) => {
    const img = document.createElement('img');
    img.src = src;
    document.body.append(img);
    await img.decode();
    return img.naturalWidth;
  }, picture);
  expect(width).toBeGreaterThan(0);
  const image = await request.get(picture);
  expect([image.headers()['content-type'], image.headers()['x-content-type-options']]).toEqual(['image/svg+xml', 'nosniff']);
});
