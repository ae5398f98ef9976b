// The widget's locale reaches the outbox (issue 14): the passcode or link the built widget asks
// for comes in its language, carries its tag, and still signs in. Widget texts are read from the
// locale files themselves, so the tests follow the translations.
import { messages as de } from '../../src/locales/de';
import { messages as es } from '../../src/locales/es';
import { expect, test, uniqueEmail, type Host } from './fixtures';

const OTP_EMAIL = { products: ['otp'], otpOptions: { methods: ['email'] } };

/** A login page in `locale` whose links lead to a page in the same locale that shows who is signed in. */
function magicLinkPages(host: Host, locale: string) {
  const redirect = host.widgetPage(`locale-link-landing-${locale}`, { mount: { locale, config: { products: ['emailMagicLinks'] } }, showUser: true });
  const options = { loginRedirectURL: redirect, signupRedirectURL: redirect };
  return host.widgetPage(`locale-link-${locale}`, { mount: { locale, config: { products: ['emailMagicLinks'], emailMagicLinksOptions: options } } });
}

test('a German passcode sign-in: the email is German and carries locale "de"', async ({ page, host, emulator }) => {
  const email = uniqueEmail('locale-de');
  await page.goto(host.widgetPage('locale-outbox-de', { mount: { locale: 'de', config: OTP_EMAIL } }));
  await page.getByRole('textbox', { name: de.emailLabel, exact: true }).fill(email);
  await page.getByRole('button', { name: de.continueWithEmail }).click();
  await expect(page.getByRole('heading', { name: de.enterPasscode })).toBeVisible();

  const message = await emulator.waitForMessage(email, { channel: 'email' });
  expect(message).toMatchObject({ locale: 'de', rendered_locale: 'de', subject: expect.stringMatching(/^Ihr Code für /) });
  expect(message.text).toBe(`Ihr Code lautet ${message.code}. Er ist 5 Minuten lang gültig. Geben Sie ihn an niemanden weiter.`);

  await page.getByRole('textbox', { name: de.digitLabel.replace('{n}', '1').replace('{total}', '6') }).click();
  await page.keyboard.type(message.code!);
  await expect(page.getByRole('heading', { name: de.success, exact: true })).toBeVisible();
});

test('a Spanish magic link: the email is Spanish, carries locale "es", and its link signs in', async ({ page, host, emulator }) => {
  const email = uniqueEmail('locale-es');
  await page.goto(magicLinkPages(host, 'es'));
  await page.getByRole('textbox', { name: es.emailLabel, exact: true }).fill(email);
  await page.getByRole('button', { name: es.continueWithEmail }).click();
  await expect(page.getByRole('heading', { name: es.checkEmail })).toBeVisible();

  const message = await emulator.waitForMessage(email, { channel: 'email' });
  expect(message).toMatchObject({ locale: 'es', rendered_locale: 'es', subject: 'Complete su registro' });
  expect(message.text).toContain(`Abra este enlace para terminar de registrarse en`);
  expect(message.text).toContain(message.link);

  await page.goto(message.link!);
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
});

test('an English magic link stays English and carries locale "en"', async ({ page, host, emulator }) => {
  const email = uniqueEmail('locale-en');
  await page.goto(magicLinkPages(host, 'en'));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const message = await emulator.waitForMessage(email, { channel: 'email' });
  expect(message).toMatchObject({ locale: 'en', rendered_locale: 'en', subject: 'Complete your sign up' });
  expect(message.text).toMatch(/^Open this link to finish signing up for /);
  await page.goto(message.link!);
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
});
