/** A run of error text: plain text, or a link that may be rendered as an anchor. */
export type TextSegment = { text: string; href?: string };

const URL_PATTERN = /https:\/\/[^\s<>"')\]]+/g;

// docs/spec/security.md X2.
/**
 * Splits text into plain runs and links to the provider's own https host. Anything else,
 * including look-alike hosts and other schemes, stays text.
 */
export function splitProviderLinks(text: string, providerHost: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0].replace(/[.,;:!?]+$/, '');
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      continue;
    }
    const host = url.hostname.toLowerCase();
    if (url.protocol !== 'https:' || (host !== providerHost && !host.endsWith(`.${providerHost}`))) continue;
    const start = match.index ?? 0;
    if (start > last) segments.push({ text: text.slice(last, start) });
    segments.push({ text: raw, href: url.href });
    last = start + raw.length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}
