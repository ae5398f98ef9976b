// config.headingLevel (issue 9): a host fits the widget into its page's outline. Every heading the
// widget renders takes that level, the loading and error-only states' too, in every widget.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { emailLinkConfig } from './layoutPages';
import { named } from './passkeyHelpers';

/** The widget's headings (through a shadow root too), as 'H3 Text'. */
const headings = (page: Page) =>
  page.locator('#login').locator('h1, h2, h3, h4, h5, h6').evaluateAll((found) => found.map((heading) => `${heading.tagName} ${heading.textContent}`));

for (const shadow of [false, true]) {
  const dom = shadow ? ' (shadow DOM)' : '';

  test(`the login widget: Main, a lazy screen loading, and one that cannot load, all at headingLevel 3${dom}`, async ({ page, host }) => {
    const config = { ...emailLinkConfig(host), enableShadowDOM: shadow, headingLevel: 3 };
    await page.goto(host.widgetPage('headings-login', { mount: { config } }));
    await expect(page.getByRole('heading', { level: 3, name: 'Sign up or log in' })).toBeVisible();
    expect(await headings(page)).toEqual(['H3 Sign up or log in']);

    // A magic link's page: the link is taken on a screen of the magic-link group, held here.
    const linkPage = (name: string) => `${host.widgetPage(name, { mount: { config } })}?stytch_token_type=magic_links&token=a-token`;
    await page.route('**/auth-widget.email-magic-links.js', () => undefined);
    await page.goto(linkPage('headings-login-held'), { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 3, name: 'Loading' })).toBeVisible();
    expect(await headings(page)).toEqual(['H3 Loading']);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.route('**/auth-widget.email-magic-links.js', (route) => route.abort());
    await page.goto(linkPage('headings-login-failed'));
    await expect(page.getByRole('alert')).toHaveText('Unable to contact our servers.');
    expect(await headings(page)).toEqual(['H3 Something went wrong. Please try again.']);
  });

  test(`products: [] shows its configuration error under a heading at headingLevel 2${dom}`, async ({ page, host }) => {
    await page.goto(host.widgetPage('headings-no-products', { mount: { config: { products: [], enableShadowDOM: shadow, headingLevel: 2 } } }));
    await expect(page.getByRole('alert')).toHaveText('Error: Please add a product to the config.');
    expect(await headings(page)).toEqual(['H2 Sign up or log in']);
  });

  test(`the reset and passkey widgets: loading, cannot load, the form, no user, at headingLevel 4${dom}`, async ({ page, host }) => {
    const config = { enableShadowDOM: shadow, headingLevel: 4 };
    await page.route('**/auth-widget.reset-password.js', () => undefined);
    await page.goto(host.widgetPage('headings-reset-loading', { widget: 'resetPassword', mount: { config, passwordResetToken: 'a-token' } }), {
      waitUntil: 'domcontentloaded',
    });
    await expect(page.getByRole('heading', { level: 4, name: 'Loading' })).toBeVisible();
    expect(await headings(page)).toEqual(['H4 Loading']);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.route('**/auth-widget.reset-password.js', (route) => route.abort());
    await page.goto(host.widgetPage('headings-reset-failed', { widget: 'resetPassword', mount: { config, passwordResetToken: 'a-token' } }));
    await expect(page.getByRole('alert')).toHaveText('Unable to contact our servers.');
    expect(await headings(page)).toEqual(['H4 Something went wrong. Please try again.']);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto(host.widgetPage('headings-reset', { widget: 'resetPassword', mount: { config, passwordResetToken: 'a-token' } }));
    await expect(page.getByRole('heading', { level: 4, name: 'Reset your password' })).toBeVisible();
    expect(await headings(page)).toEqual(['H4 Reset your password']);

    await page.goto(named(host.widgetPage('headings-passkeys', { widget: 'passkeyRegistration', mount: { config } })));
    await expect(page.getByRole('alert')).toContainText('without active user authenticated');
    expect(await headings(page)).toEqual(['H4 Set up a new Passkey']);
  });
}

test('a headingLevel outside 1 to 6 is refused as the other options are', async ({ page, host }) => {
  await page.goto(host.widgetPage('headings-invalid', { mount: false }));
  const refusal = (level: unknown) =>
    page.evaluate((value) => {
      try {
        (window as unknown as { mountWidget(options: object): void }).mountWidget({ config: { headingLevel: value } });
        return 'mounted';
      } catch (error) {
        return (error as Error).message;
      }
    }, level);
  expect(await refusal(7)).toBe('Invalid call to mountLogin\nconfig.headingLevel must be an integer from 1 to 6, got number.');
  expect(await refusal('2')).toBe('Invalid call to mountLogin\nconfig.headingLevel must be an integer from 1 to 6, got string.');
  expect(await refusal(6)).toBe('mounted');
});
