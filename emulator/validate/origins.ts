// Which hosts, origins and redirect URLs the emulator trusts (docs/spec/security.md E2, E3, P7).
// Loopback means exactly: localhost, *.localhost, 127.x.x.x and [::1]; never localhost.evil.com.

const IPV4_LOOPBACK = /^127(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const LOOPBACK_NAME = /^([a-z0-9-]+\.)*localhost$/;

/** `hostname` as URL.hostname spells it (lower case, IPv6 in brackets). */
export function isLoopbackHostname(hostname: string): boolean {
  return hostname === '[::1]' || IPV4_LOOPBACK.test(hostname) || LOOPBACK_NAME.test(hostname);
}

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** A Host header: a name or bracketed IPv6 address, then an optional port, nothing else. */
const HOST_HEADER = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/** DNS-rebinding guard: the Host header must name loopback or one of `allowedHosts`. */
export function isAllowedHostHeader(host: string, allowedHosts: readonly string[]): boolean {
  const match = HOST_HEADER.exec(host);
  if (!match) return false;
  const hostname = match[1]!.toLowerCase();
  const wanted = new Set(allowedHosts.map((h) => h.toLowerCase()));
  return isLoopbackHostname(hostname) || wanted.has(hostname) || wanted.has(host.toLowerCase());
}

/** The origin as the browser sends it; `null` when the value is not a plain http(s) origin. */
export function normalizeOrigin(value: string): string | null {
  const url = parseHttpUrl(value);
  return url && url.origin === value.toLowerCase() ? url.origin : null;
}

/** CORS: an explicit list is matched exactly; an empty list allows any loopback origin. */
export function isAllowedOrigin(origin: string, allowedOrigins: readonly string[]): boolean {
  const normalized = normalizeOrigin(origin);
  if (normalized === null) return false;
  if (allowedOrigins.length > 0) return allowedOrigins.includes(normalized);
  return isLoopbackHostname(new URL(normalized).hostname);
}

/** Redirect URLs: an explicit list is matched exactly; an empty list allows http(s) loopback. */
export function isAllowedRedirectUrl(value: string, redirectUrls: readonly string[]): boolean {
  if (redirectUrls.length > 0) return redirectUrls.includes(value);
  const url = parseHttpUrl(value);
  return url !== null && url.username === '' && url.password === '' && isLoopbackHostname(url.hostname);
}
