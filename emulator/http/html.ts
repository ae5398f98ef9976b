// The emulator's own HTML pages (the outbox, the stand-in OAuth provider, OAuth error pages):
// escaping, and the headers every such page is served with. No page runs script.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for element content and double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

/**
 * No script, no subresources, no framing; inline styles only. A form may post only to the
 * `formTargets` sources (none by default).
 */
export function pageCsp(formTargets: readonly string[] = []): string {
  const formAction = formTargets.length === 0 ? "'none'" : formTargets.join(' ');
  return `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action ${formAction}; frame-ancestors 'none'`;
}

export function htmlResponse(status: number, html: string, csp: string = pageCsp()): Response {
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': csp,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // same-origin, not no-referrer: under no-referrer Chromium sends `Origin: null` with the
      // stand-in provider's own form post, which CORS then refuses. Cross-origin requests (the
      // redirect to the host, the outbox's links) still carry no referrer.
      'referrer-policy': 'same-origin',
    },
  });
}
