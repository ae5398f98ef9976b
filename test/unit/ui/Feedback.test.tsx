import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { Banner } from '../../../src/ui/Feedback';
import { PROVIDER_HOST } from '../../../src/util/provider';
import { splitProviderLinks } from '../../../src/util/textLinks';
import { renderWithCss, type Rendered } from '../../support/render';

const PAYLOADS = [
  '<img src=x onerror=window.pwned=1>',
  '<script>window.pwned=1</script>',
  '"><svg onload=window.pwned=1>',
  "'><iframe srcdoc='<script>parent.pwned=1</script>'>",
  '<a href="javascript:window.pwned=1">click</a>',
  '<style>*{display:none}</style>',
  '{{constructor.constructor("window.pwned=1")()}}',
  'javascript:window.pwned=1',
  '&lt;b&gt;not bold&lt;/b&gt;',
];

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  delete (window as { pwned?: unknown }).pwned;
});

async function renderBanner(text: string) {
  rendered = await renderWithCss(<Banner id="err" segments={splitProviderLinks(text, PROVIDER_HOST)} />);
  const region = rendered.container.querySelector('#err')!;
  return { region, alert: region.querySelector('[role=alert]') };
}

describe('Banner (X1, X2)', () => {
  it.each(PAYLOADS)('renders %j as text only', async (payload) => {
    const text = `Error: ${payload} See https://stytch.com/docs/errors for more.`;
    const { region, alert } = await renderBanner(text);
    expect(alert).not.toBeNull();
    expect(alert!.textContent).toBe(text);
    // The banner's own wrapper and paragraph, and the provider link; nothing from the payload.
    const tags = [...region.querySelectorAll('*')].map((element) => element.tagName);
    expect(tags).toEqual(['P', 'A']);
    for (const node of alert!.childNodes) expect([Node.TEXT_NODE, Node.ELEMENT_NODE]).toContain(node.nodeType);
    expect((window as { pwned?: unknown }).pwned).toBeUndefined();
  });

  it('a provider link opens in a new tab without opener or referrer', async () => {
    const { alert } = await renderBanner('See https://stytch.com/docs/api/errors/401#unauthorized_credentials.');
    const anchors = alert!.querySelectorAll('a');
    expect(anchors).toHaveLength(1);
    const [anchor] = anchors;
    expect(anchor!.getAttribute('href')).toBe('https://stytch.com/docs/api/errors/401#unauthorized_credentials');
    expect(anchor!.getAttribute('target')).toBe('_blank');
    expect(anchor!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(anchor!.textContent).toBe('https://stytch.com/docs/api/errors/401#unauthorized_credentials');
  });

  it('look-alike links stay text', async () => {
    const { alert } = await renderBanner('Go to https://stytch.com.evil.com/login or http://stytch.com/x');
    expect(alert!.querySelectorAll('a')).toHaveLength(0);
  });

  it('is an empty live region when there is no message', async () => {
    rendered = await renderWithCss(<Banner id="err" segments={null} />);
    const region = rendered.container.querySelector('#err')!;
    expect(region.getAttribute('aria-live')).toBe('assertive');
    expect(region.childNodes).toHaveLength(0);
  });

  it('any text renders as exactly that text, with anchors only for provider links (property)', async () => {
    const markup = fc.constantFrom('<', '>', '"', "'", '&', '<img src=x onerror=1>', '</p>', ' https://stytch.com/x ', ' https://evil.com ');
    const text = fc.array(fc.oneof(markup, fc.string({ maxLength: 5 })), { maxLength: 8 }).map((parts) => parts.join(''));
    await fc.assert(
      fc.asyncProperty(text, async (message) => {
        fc.pre(message.length > 0);
        const { region, alert } = await renderBanner(message);
        expect(alert!.textContent).toBe(message);
        for (const element of region.querySelectorAll('*')) expect(['P', 'A']).toContain(element.tagName);
        for (const anchor of region.querySelectorAll('a')) expect(new URL(anchor.getAttribute('href')!).hostname).toMatch(/(^|\.)stytch\.com$/);
        await rendered!.unmount();
        rendered = undefined;
      }),
      { numRuns: 150 },
    );
  });
});
describe('Banner', () => {
  it('is an assertive live region, present before its message, with the message as an alert', async () => {
    rendered = await renderWithCss(<Banner segments={[{ text: 'Unable to contact our servers.' }]} />);
    const region = rendered.container.querySelector('[aria-live]')!;
    const banner = region.querySelector('p')!;
    expect(region.getAttribute('aria-live')).toBe('assertive');
    expect(banner.getAttribute('role')).toBe('alert');
    expect(banner.className).toBe('aw-banner aw-banner-error');
    expect(banner.getAttribute('part')).toBe('banner banner-error');
    expect(banner.textContent).toBe('Unable to contact our servers.');
  });
});

describe('an info banner (issue 37: a sign-in the person cancelled is news, not an error)', () => {
  it('is a status in the text colour, not a red alert', async () => {
    rendered = await renderWithCss(<Banner id="note" segments={[{ text: 'Sign-in was cancelled. Please try again.' }]} info />);
    const note = rendered.container.querySelector('#note p')!;
    expect(note.getAttribute('role')).toBe('status');
    expect(note.className).toBe('aw-banner aw-banner-info');
    expect(note.getAttribute('part')).toBe('banner banner-info');
    expect(rendered.container.querySelector('[role=alert], .aw-banner-error')).toBeNull();
  });
});
