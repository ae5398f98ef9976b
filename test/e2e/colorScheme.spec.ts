// styles.colorScheme (issue 37): 'auto' follows prefers-color-scheme live, by CSS alone; 'dark'
// is the dark preset whatever the visitor prefers; the default stays light.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { emailLinkConfig } from './layoutPages';

const card = (page: Page) => page.locator('[part=container]');
const colours = (page: Page) =>
  card(page).evaluate((element) => {
    const input = element.querySelector('input') as HTMLInputElement;
    return [getComputedStyle(element).backgroundColor, getComputedStyle(element).color, getComputedStyle(input).borderColor];
  });
const LIGHT = ['rgb(255, 255, 255)', 'rgb(25, 48, 61)', 'rgb(122, 138, 147)'];
const DARK = ['rgb(22, 27, 31)', 'rgb(232, 238, 241)', 'rgb(133, 149, 160)'];

test("'auto' takes the dark preset under a dark preference and goes back to light live", async ({ page, host }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(host.widgetPage('scheme-auto', { mount: { config: emailLinkConfig(host), styles: { colorScheme: 'auto' } } }));
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  expect(await colours(page)).toEqual(DARK);
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await colours(page)).toEqual(LIGHT);
});

test("'dark' is dark under a light preference, and a host's colour wins over it", async ({ page, host }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const styles = { colorScheme: 'dark', container: { textColor: '#FFFFFF' } };
  await page.goto(host.widgetPage('scheme-dark', { mount: { config: emailLinkConfig(host), styles } }));
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  expect(await colours(page)).toEqual([DARK[0], 'rgb(255, 255, 255)', DARK[2]]);
});

test('the default stays light under a dark preference', async ({ page, host }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(host.widgetPage('scheme-default', { mount: { config: emailLinkConfig(host) } }));
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  expect(await colours(page)).toEqual(LIGHT);
});
