// The pseudo-locale walk's harness (issue 14): the exceptions with their reasons, one
// walk's checks of each screen (untranslated text, overflow at the window's width), and the
// widget's controls found by their en-XA names.
import type { Frame, Page } from '@playwright/test';
import { DEFAULT_PROJECT } from '../../emulator/project/project';
import { messages as xa } from '../../src/locales/en-XA';
import { formatText } from '../../src/i18n/texts';
import { OAUTH_PROVIDER_NAMES } from '../../src/products/oauth/providers';
import { PROVIDER_BRAND } from '../../src/util/provider';
import { expect } from './fixtures';
import { overflowIn } from './layoutPages';
import { shownTexts, untranslated, type Allowed } from './pseudoText';

/**
 * Texts that are the same in every language. Values the user typed into a field are no text of
 * ours and are not read (an input's value is skipped); these are values shown back as text.
 */
export const EXCEPTIONS: Allowed[] = [
  { text: PROVIDER_BRAND, reason: "the watermark's link is the identity provider's brand" },
  ...OAUTH_PROVIDER_NAMES.map((name) => ({ text: name, reason: 'an OAuth provider is named by its brand' })),
  ...['Phantom', 'MetaMask', 'Coinbase', 'Binance Wallet', 'Vessel', 'Test Wallet'].map((name) => ({ text: name, reason: 'a crypto wallet is named by its brand, or by the name it announced' })),
  { text: DEFAULT_PROJECT.project_name, reason: "the project's name, as its owner wrote it" },
  { text: /[\w.+-]+@example\.com/, reason: 'an email address the test typed, shown back' },
  { text: /\b[A-Z]{2} \+\d+/, reason: 'the closed country box shows the ISO region code and dial code, the same in every language' },
];

/**
 * Another party's UI inside the widget, in that party's language: Google's One Tap chooser (an
 * iframe from Google on a real site; the emulator's stand-in draws it in a shadow host).
 */
const NOT_OURS = '[data-emulator-gsi]';

/**
 * One walk over several screens: `check(screen)` reads the screen now showing and records what is
 * not pseudo-localized and what overflows at the window's width, named after the screen, so one
 * run reports every finding at once; `done()` fails the test on any. `staged` are values the test
 * itself put on screen (passkey names, client names, hosts).
 */
export function walk(page: Page, staged: Allowed[] = []) {
  const found: string[] = [];
  return {
    /** What the checks found so far. */
    found: found as readonly string[],
    allow: (text: string | RegExp, reason: string) => staged.push({ text, reason }),
    /** Checks the screen showing in `page`, or only the texts of one in a frame of it. */
    async check(screen: string, frame?: Frame) {
      const texts = await shownTexts(frame ?? page, { skip: NOT_OURS });
      for (const problem of untranslated(texts, [...EXCEPTIONS, ...staged])) found.push(`${screen}: ${problem}`);
      if (frame) return;
      for (const problem of await overflowIn(page)) found.push(`${screen} at ${page.viewportSize()!.width} px: ${problem}`);
      const root = await page.evaluate(() => {
        const host = document.querySelector('#login')!;
        const card = (host.shadowRoot ?? host).querySelector<HTMLElement>('[part=container]')!;
        return { scroll: card.scrollWidth, client: card.clientWidth };
      });
      if (root.scroll > root.client) found.push(`${screen}: the widget's root scrolls sideways (${root.scroll} > ${root.client})`);
    },
    done: () => expect(found).toEqual([]),
  };
}

/** A text of the widget in en-XA, placeholders filled; the controls found by their en-XA names. */
export const t = (key: keyof typeof xa, values: Record<string, string | number> = {}) => formatText(xa[key], values, 'en-XA');
export const heading = (page: Page, key: keyof typeof xa, values?: Record<string, string>) => page.getByRole('heading', { name: t(key, values), exact: true });
export const button = (page: Page, key: keyof typeof xa, values?: Record<string, string>) => page.getByRole('button', { name: t(key, values), exact: true });
const emailBox = (page: Page) => page.getByRole('textbox', { name: t('emailLabel'), exact: true });
export const phoneBox = (page: Page) => page.getByRole('textbox', { name: t('phoneLabel'), exact: true });
const digit = (page: Page, n: number) => page.getByRole('textbox', { name: t('digitLabel', { n, total: 6 }), exact: true });

export async function typeCode(page: Page, code: string) {
  await digit(page, 1).click();
  await page.keyboard.type(code);
}

export async function submitEmail(page: Page, email: string, label: keyof typeof xa = 'continueWithEmail') {
  await emailBox(page).fill(email);
  await button(page, label).click();
}

/** A code that is not `code` (every digit shifted by one). */
export const wrong = (code: string) => code.replace(/\d/g, (d) => String((Number(d) + 1) % 10));

export const mount = (config?: Record<string, unknown>) => ({ mount: { locale: 'en-XA', ...(config ? { config } : {}) } });
