// What a user does and sees, in the words the screens show, over any EngineDriver: fields found by
// their label, buttons and headings by their name, text by what is visible. Each wait polls the
// page and fails with what the page showed instead.
import type { EngineDriver } from './driver';

const WAIT_MS = 15_000;

/**
 * Finds the visible element of `kind` whose accessible name is exactly `name` (aria-label,
 * aria-labelledby, a <label>, else its text), marks it, and returns its selector and state.
 */
const FIND = `(kind, name) => {
  const text = (el) => (el.textContent || '').replace(/\\s+/g, ' ').trim();
  const nameOf = (el) => {
    const aria = el.getAttribute('aria-label');
    if (aria) return aria.trim();
    const by = el.getAttribute('aria-labelledby');
    if (by) return by.split(/\\s+/).map((id) => text(document.getElementById(id) || document.createElement('i'))).join(' ').trim();
    if (el.labels && el.labels.length) return text(el.labels[0]);
    return kind === 'field' ? '' : text(el);
  };
  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const kinds = {
    field: 'input, textarea, select, [role=textbox]',
    button: 'button, [role=button], [role=tab], a[href], [role=link]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
  };
  const found = [...document.querySelectorAll(kinds[kind])].find((el) => visible(el) && nameOf(el) === name);
  if (!found) return null;
  if (!found.dataset.engineTarget) {
    window.__engineTargets = (window.__engineTargets || 0) + 1;
    found.dataset.engineTarget = String(window.__engineTargets);
  }
  return {
    selector: '[data-engine-target="' + found.dataset.engineTarget + '"]',
    disabled: found.disabled === true || found.getAttribute('aria-disabled') === 'true',
  };
}`;

interface Found {
  selector: string;
  disabled: boolean;
}

/** What the page shows, for a failure message: its visible text, squeezed. */
const VISIBLE_TEXT = `() => (document.body ? document.body.innerText : '').replace(/\\s+/g, ' ').trim().slice(0, 400)`;

export class EnginePage {
  constructor(readonly driver: EngineDriver) {}

  goto(url: string) {
    return this.driver.goto(url);
  }

  evaluate<T>(fn: string, ...args: unknown[]) {
    return this.driver.evaluate<T>(fn, ...args);
  }

  /** Polls `fn` (function source) until it returns something truthy, and returns that. */
  async waitFor<T>(description: string, fn: string, args: unknown[] = [], timeoutMs = WAIT_MS): Promise<NonNullable<T>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const result = await this.driver.evaluate<T>(fn, ...args);
      if (result) return result as NonNullable<T>;
      if (Date.now() > deadline) {
        const shown = await this.driver.evaluate<string>(VISIBLE_TEXT).catch((error: unknown) => `(could not read the page: ${String(error)})`);
        throw new Error(`waited ${timeoutMs / 1000} s for ${description}; the page shows: "${shown}"`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Waits for the element of `kind` named `name` (and, with `enabled`, for it to be enabled). */
  private find(kind: 'field' | 'button' | 'heading', name: string, enabled = false) {
    const check = `(kind, name, enabled) => { const found = (${FIND})(kind, name); return found && (!enabled || !found.disabled) ? found : null; }`;
    return this.waitFor<Found>(`the ${kind} "${name}"${enabled ? ', enabled' : ''}`, check, [kind, name, enabled]);
  }

  async expectHeading(name: string) {
    await this.find('heading', name);
  }

  /** Waits for `text` among what the page visibly shows. */
  async expectText(text: string) {
    await this.waitFor(`the text "${text}"`, `(text) => document.body.innerText.replace(/\\s+/g, ' ').includes(text)`, [text]);
  }

  async fill(label: string, value: string) {
    const { selector } = await this.find('field', label);
    await this.driver.fill(selector, value);
  }

  /** Presses Enter in whatever has focus: a form submits as a user's keyboard submits it. */
  pressEnter() {
    return this.driver.pressEnter();
  }

  /** Clicks the button or link named `name` once it is enabled. */
  async click(name: string) {
    const { selector } = await this.find('button', name, true);
    await this.driver.click(selector);
  }

  /** Clicks the field labelled `label` (focusing it as a user would) and types `text`. */
  async typeInto(label: string, text: string) {
    const { selector } = await this.find('field', label);
    await this.driver.click(selector);
    await this.driver.typeKeys(text);
  }

  /** Whether the button named `name` is there and disabled. */
  async isDisabled(name: string) {
    return (await this.find('button', name)).disabled;
  }

  /** The cookies page script can read on this origin, by name. */
  async cookieNames() {
    const cookie = await this.evaluate<string>('() => document.cookie');
    return cookie.split(';').map((pair) => pair.split('=')[0]!.trim()).filter(Boolean).sort();
  }
}
