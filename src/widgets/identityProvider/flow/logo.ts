/**
 * A connected application's logo as the consent screen may draw it: an `https:` URL as parsed, or
 * a `data:image/…` URL; anything else (http, javascript:, data:text/html, a relative path) is no
 * logo. The name is always shown as text beside it.
 */
export function clientLogoOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:') return url.href;
    if (url.protocol === 'data:' && /^image\/[a-z0-9.+-]+[;,]/i.test(url.pathname)) return url.href;
  } catch {
    // Not a URL: no logo.
  }
  return undefined;
}
