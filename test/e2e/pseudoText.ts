// The pseudo-locale check (issue 14): in `en-XA` every string of the widget is accented and marked
// ⟦…⟧ (src/locales/en-XA.ts), so any text a person can see or hear that is neither inside such
// a span nor an allowed exception (a brand, a value the user typed) was not translated.
import type { Frame, Page } from '@playwright/test';

/** One text the widget shows: where it was found (`text`, or the attribute's name) and the text. */
export interface ShownText {
  where: string;
  text: string;
}

/**
 * Every text of the widget mounted on `selector`, in its light DOM or shadow root alike: the
 * rendered text of visible elements (visually-hidden text for screen readers too: it must be
 * translated all the same), joined in document order with a line break between nodes, since one
 * pseudo-localized sentence may be split across nodes (a `<bdi>` email inside it); then each visible
 * element's user-facing attributes, the text of the visible options of a select, SVG titles, and
 * hidden text that names or describes a visible element (aria-labelledby, aria-describedby).
 * Elements matching `skip` are not read: another party's UI placed inside the widget.
 */
export function shownTexts(page: Page | Frame, { selector = '#login', skip }: { selector?: string; skip?: string } = {}): Promise<ShownText[]> {
  return page.evaluate(({ selector, skip }) => {
    const host = document.querySelector(selector);
    if (!host) throw new Error(`no widget at ${selector}`);
    const ATTRIBUTES = ['placeholder', 'aria-label', 'aria-description', 'aria-valuetext', 'aria-roledescription', 'title', 'alt'];
    const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true });
    const texts: string[] = [];
    const found: { where: string; text: string }[] = [];
    const visit = (node: Node) => {
      if (node instanceof Text) {
        const parent = node.parentElement;
        // An option is text only when its select is opened; its select's own walk reports it.
        if (parent && visible(parent) && !parent.closest('script, style, template, option, title, textarea')) texts.push(node.data);
        return;
      }
      if (!(node instanceof Element)) {
        for (const child of node.childNodes) visit(child);
        return;
      }
      if (skip && node.matches(skip)) return;
      if (visible(node)) {
        for (const name of ATTRIBUTES) {
          const value = node.getAttribute(name);
          if (value?.trim()) found.push({ where: name, text: value });
        }
        // A button's text is its value; a text field's value is what the user typed (not ours).
        if (node instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(node.type) && node.value) found.push({ where: 'value', text: node.value });
        // The phone field's country list is told apart, for the allowance its names have for now.
        const options = node instanceof HTMLSelectElement ? [...node.options].map((option) => option.text) : [];
        if (options.length) found.push({ where: node.closest('[part~=country]') ? 'country option' : 'option', text: options.join('\n') });
        const title = node instanceof SVGSVGElement ? node.querySelector('title')?.textContent : null;
        if (title?.trim()) found.push({ where: 'svg title', text: title });
        // A name or description taken from text that is not shown is still read out: that text too.
        for (const name of ['aria-labelledby', 'aria-describedby']) {
          for (const id of node.getAttribute(name)?.split(/\s+/).filter(Boolean) ?? []) {
            const target = (node.getRootNode() as Document | ShadowRoot).getElementById(id);
            if (target && !visible(target) && target.textContent?.trim()) found.push({ where: `${name} (hidden)`, text: target.textContent });
          }
        }
      }
      for (const child of (node.shadowRoot ?? node).childNodes) visit(child);
    };
    visit(host.shadowRoot ?? host);
    return [{ where: 'text', text: texts.join('\n') }, ...found];
  }, { selector, skip });
}

/** An exception: text shown as it is in every language, and why. */
export interface Allowed {
  /** Only for texts found there (see ShownText's `where`); anywhere when absent. */
  where?: string;
  /** The exact text (removed wherever it occurs as a whole word), or a pattern for a family of values. */
  text: string | RegExp;
  reason: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text as a pattern that does not match inside a longer word (`Demo` not in `Demonstration`). */
const asPattern = (allowed: Allowed) =>
  typeof allowed.text === 'string' ? new RegExp(`(?<![\\p{L}\\p{N}])${escape(allowed.text)}(?![\\p{L}\\p{N}])`, 'gu') : new RegExp(allowed.text.source, `${allowed.text.flags.replace('g', '')}g`);

/** Innermost first, so a span with a pseudo-localized value inside (`Continue with {wallet}`) comes apart cleanly. */
const INNERMOST_SPAN = /⟦([^⟦⟧]*)⟧/;
/** What may remain of a text once spans and exceptions are gone: no letters at all. */
const NO_LETTERS = /^[^\p{L}]*$/u;
/** Pseudo-localized text has no ASCII letter (en-XA accents all 52), so one inside a span came from a value filled in. */
const ASCII_LETTER = /[A-Za-z]/;

/**
 * What is not pseudo-localized in `texts`, after taking out the `allowed` exceptions: a text
 * outside the ⟦…⟧ spans with any letter left in it, or a value filled into a span with an ASCII
 * letter left in it (an English word inside a translated sentence, such as an untranslated
 * '5 seconds' in 'Try again in {wait}'). Each finding names where it was and the text around it.
 */
export function untranslated(texts: ShownText[], allowed: readonly Allowed[]): string[] {
  // Longest first, so 'Coinbase wallet' goes before 'Coinbase'.
  const sorted = [...allowed].sort((a, b) => String(b.text).length - String(a.text).length);
  const problems: string[] = [];
  for (const { where, text } of texts) {
    const patterns = sorted.filter((allowed) => allowed.where === undefined || allowed.where === where).map(asPattern);
    const clean = (text: string) => patterns.reduce((rest, pattern) => rest.replace(pattern, ' '), text);
    let rest = text;
    for (let span = INNERMOST_SPAN.exec(rest); span; span = INNERMOST_SPAN.exec(rest)) {
      if (ASCII_LETTER.test(clean(span[1]!))) problems.push(`${where}: a value inside ${JSON.stringify(span[0])} is not translated`);
      rest = rest.slice(0, span.index) + '\n' + rest.slice(span.index + span[0].length);
    }
    for (const piece of rest.split('\n')) {
      if (!NO_LETTERS.test(clean(piece))) problems.push(`${where}: ${JSON.stringify(piece.trim())}`);
    }
  }
  return problems;
}
