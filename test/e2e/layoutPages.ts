// What the layout and accessibility suites share: the pages they mount, in light or shadow DOM,
// the overflow and coverage checks, and the layout-shift recorder.
import type { Page } from '@playwright/test';
import { PUBLIC_TOKEN, type Host } from './fixtures';
import { widgetPageHtml } from './pages';

/** A valid address of 190 characters: a 64-character local part and long domain labels. */
export const LONG_EMAIL = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.com`;
/** Another 190-character address, its local part starting with `tag`, for a test that needs several accounts. */
export const longEmail = (tag: string) => `${tag}${'a'.repeat(64 - tag.length)}${LONG_EMAIL.slice(64)}`;
export const WIDTHS = [320, 400, 1280];

export const emailLinkConfig = (host: Host) => ({
  products: ['emailMagicLinks'],
  emailMagicLinksOptions: { loginRedirectURL: `${host.origin}/done`, signupRedirectURL: `${host.origin}/done` },
});
export const passcodeConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };
/** Every product the widget has, with tabs: Text and Email (passwords take the Email tab). */
export const everyConfig = (host: Host) => ({
  products: ['emailMagicLinks', 'otp', 'passwords', 'passkeys'],
  otpOptions: { methods: ['email', 'sms'] },
  emailMagicLinksOptions: { loginRedirectURL: `${host.origin}/done`, signupRedirectURL: `${host.origin}/done` },
  passwordOptions: { loginRedirectURL: `${host.origin}/done`, resetPasswordRedirectURL: `${host.origin}/reset` },
});

/** Host content under the widget: whatever the widget's growth pushes down, a person sees move. */
export const after = '<p id="below">The host page goes on below the widget.</p>';

export const emailPage = (host: Host, shadow: boolean) =>
  host.widgetPage(`layout-email-${shadow}`, { after, mount: { config: { ...emailLinkConfig(host), enableShadowDOM: shadow } } });
export const passcodePage = (host: Host, shadow: boolean) =>
  host.widgetPage(`layout-otp-${shadow}`, { after, mount: { config: { ...passcodeConfig, enableShadowDOM: shadow } } });
export const everyPage = (host: Host, shadow = false) =>
  host.widgetPage(`layout-every-${shadow}`, { after, mount: { config: { ...everyConfig(host), enableShadowDOM: shadow } } });
/** OAuth buttons over the email form: their icons come with the oauth group. */
export const oauthPage = (host: Host, shadow: boolean) =>
  host.widgetPage(`layout-oauth-${shadow}`, {
    after,
    mount: {
      config: {
        ...emailLinkConfig(host),
        products: ['oauth', 'emailMagicLinks'],
        oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }, { type: 'slack' }] },
        enableShadowDOM: shadow,
      },
    },
  });
/** Passwords alone, against an emulator of its own (`emulatorOrigin`): a LUDS project, say. */
export function ludsPasswordsPage(host: Host, emulatorOrigin: string, shadow: boolean) {
  const { html, headers } = widgetPageHtml({
    emulatorOrigin,
    publicToken: PUBLIC_TOKEN,
    after,
    mount: { config: { products: ['passwords'], passwordOptions: { resetPasswordRedirectURL: `${host.origin}/reset` }, enableShadowDOM: shadow } },
  });
  return host.add(`layout-passwords-${emulatorOrigin.replace(/\W/g, '')}-${shadow}`, html, headers);
}

/**
 * Passwords with email passcodes and magic links, so 'Create an account' offers 'Email me a login
 * link' and 'Email me a login code'; the links land on a login page that takes their token, the
 * reset emails on the reset widget.
 */
export function passwordsPage(host: Host, shadow: boolean) {
  const config = { enableShadowDOM: shadow };
  const reset = host.widgetPage(`layout-reset-${shadow}`, { widget: 'resetPassword', mount: { config } });
  const landing = host.widgetPage(`layout-landing-${shadow}`, { mount: { config: { ...config, ...emailLinkConfig(host) } } });
  return host.widgetPage(`layout-passwords-${shadow}`, {
    mount: {
      config: {
        ...config,
        products: ['emailMagicLinks', 'otp', 'passwords'],
        otpOptions: { methods: ['email'] },
        emailMagicLinksOptions: { loginRedirectURL: landing, signupRedirectURL: landing },
        passwordOptions: { loginRedirectURL: landing, resetPasswordRedirectURL: reset },
      },
    },
  });
}

/**
 * What overflows: the page scrolling sideways, an element of the widget past the card's edges,
 * or text taller or wider than its own box. Light and shadow DOM alike.
 */
export async function overflowIn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const host = document.querySelector('#login')!;
    const root = host.shadowRoot ?? host;
    const card = root.querySelector<HTMLElement>('[part=container]')!;
    const problems: string[] = [];
    const page = document.scrollingElement!;
    if (page.scrollWidth > page.clientWidth) problems.push(`the page scrolls sideways: ${page.scrollWidth} > ${page.clientWidth}`);
    const edge = card.getBoundingClientRect();
    const name = (element: Element) => `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    for (const element of card.querySelectorAll<HTMLElement>('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.right > edge.right + 0.5 || box.left < edge.left - 0.5) problems.push(`${name(element)} is outside the card (${box.left}-${box.right} vs ${edge.left}-${edge.right})`);
      if (element.matches('button, p, h1, h2, h3, h4, h5, h6, label, [role=tab]') && element.scrollWidth > element.clientWidth + 1) problems.push(`${name(element)} overflows its box sideways`);
      if (element.matches('button') && element.scrollHeight > element.clientHeight + 1) problems.push(`${name(element)} spills out of its button`);
    }
    return problems;
  });
}

/**
 * The widget's visible controls that something else covers: at the centre of each (scrolled into
 * view), the topmost element must be the control or inside it, so no toast, overlay or neighbour
 * takes its clicks. Hit-tested in the widget's own root, so light and shadow DOM alike.
 */
export async function coveredIn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const host = document.querySelector('#login')!;
    const root: DocumentOrShadowRoot = host.shadowRoot ?? document;
    const card = (host.shadowRoot ?? host).querySelector<HTMLElement>('[part=container]')!;
    const name = (element: Element) => `<${element.tagName.toLowerCase()}${element.getAttribute('aria-label') ? ` "${element.getAttribute('aria-label')}"` : ''}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const problems: string[] = [];
    const scroll = [window.scrollX, window.scrollY] as const;
    for (const control of card.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role=tab]')) {
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      const before = control.getBoundingClientRect();
      if (before.width < 2 || before.height < 2) continue;
      control.scrollIntoView({ block: 'center', inline: 'center' });
      const box = control.getBoundingClientRect();
      const hit = root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || !(hit === control || control.contains(hit))) problems.push(`${name(control)} is covered by ${hit ? name(hit) : 'nothing'}`);
    }
    window.scrollTo(...scroll);
    return problems;
  });
}

/**
 * Words of the widget's buttons, headings, labels, tabs and links that break across lines mid-letter
 * although a line of the card could hold them ('Cont' over 'inue' reads as neither; a word wider
 * than the card may break, or it would overflow), and text fields squeezed below 48 px, too narrow
 * to show what is typed (the six digit boxes are narrow by design).
 */
export async function brokenWordsIn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const host = document.querySelector('#login')!;
    const card = (host.shadowRoot ?? host).querySelector<HTMLElement>('[part=container]')!;
    const problems: string[] = [];
    const style = getComputedStyle(card);
    // Boxes come zoomed (page zoom), layout sizes do not: `scale` puts both in one unit.
    const scale = card.getBoundingClientRect().width / card.offsetWidth;
    const line = (card.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)) * scale;
    for (const input of card.querySelectorAll<HTMLInputElement>('input:not([type=hidden]):not([part=otp-digit])')) {
      const width = input.getBoundingClientRect().width / scale;
      if (input.checkVisibility() && width < 48) problems.push(`<input ${input.type}> "${input.getAttribute('aria-label') ?? input.id}" is squeezed to ${width.toFixed(0)} px`);
    }
    for (const element of card.querySelectorAll<HTMLElement>('button, h1, h2, h3, h4, h5, h6, label, [role=tab], a')) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null) {
        for (const word of text.data.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
          const lines = new Set(rects.map((rect) => Math.round(rect.top)));
          const width = rects.reduce((sum, rect) => sum + rect.width, 0);
          if (lines.size > 1 && width <= line) problems.push(`"${word[0]}" in <${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}" breaks across ${lines.size} lines`);
        }
      }
    }
    return problems;
  });
}

/** Zooms the whole page as the browser's zoom does, by a factor (1 is none): 2 at 320 px wide is a 160 px layout. */
export const zoom = (page: Page, factor: number) =>
  page.evaluate((value) => ((document.documentElement.style as CSSStyleDeclaration & { zoom: string }).zoom = value === 1 ? '' : String(value)), factor);

/**
 * Checks the screen now showing, at the window's width, as is and zoomed to 200 %: nothing
 * overflows (`overflowIn`), nothing covers a control (`coveredIn`) and no control's or heading's
 * word breaks mid-letter (`brokenWordsIn`). What is wrong goes into
 * `found`, named after the screen, so a test that walks many screens reports them all at once.
 * With LAYOUT_SHOTS set to a folder, each view is saved there too, to look at.
 */
export async function checkLayout(page: Page, screen: string, found: string[]): Promise<void> {
  const width = page.viewportSize()!.width;
  for (const factor of [1, 2]) {
    await zoom(page, factor);
    const label = `${screen} at ${width} px${factor === 1 ? '' : ', 200 %'}`;
    for (const problem of [...(await overflowIn(page)), ...(await coveredIn(page)), ...(await brokenWordsIn(page))]) found.push(`${label}: ${problem}`);
    const shots = process.env.LAYOUT_SHOTS;
    if (shots) await page.screenshot({ path: `${shots}/${label.replace(/[^\w%]+/g, '-')}.png`, fullPage: true });
  }
  await zoom(page, 1);
}

/**
 * Records layout shifts from the document's start (an init script; the observer is buffered, so
 * shifts before it subscribed count too): their score, whether input came just before, and what
 * moved. `layoutShifts` reads them; `resetLayoutShifts` starts a new count.
 */
export const watchLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    const shifts: { value: number; hadRecentInput: boolean; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    const describe = (node: Node | null | undefined) => {
      const element = node instanceof Element ? node : node?.parentElement;
      return element ? `<${element.tagName.toLowerCase()} class="${element.className}"> "${(element.textContent ?? '').trim().slice(0, 30)}"` : String(node);
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        shifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          moved: entry.sources.map((source) => `${describe(source.node)} ${source.previousRect.y}→${source.currentRect.y}`),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

export type LayoutShift = { value: number; hadRecentInput: boolean; moved: string[] };

/** The shifts so far, after two frames, so the observer has reported the last one. */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50)))));
  return page.evaluate(() => [...(window as unknown as { __shifts: LayoutShift[] }).__shifts]);
}

export const resetLayoutShifts = (page: Page) => page.evaluate(() => void ((window as unknown as { __shifts: unknown[] }).__shifts.length = 0));
