let zone: string | undefined;
let scheduled = false;

/** The UTC offset as an IANA `Etc/GMT±h` zone (whole hours only; their sign is inverted by definition). */
export function offsetZone(offsetMinutes = new Date().getTimezoneOffset()): string {
  if (offsetMinutes === 0 || offsetMinutes % 60 !== 0) return 'UTC';
  return `Etc/GMT${offsetMinutes > 0 ? '+' : '-'}${Math.abs(offsetMinutes / 60)}`;
}

const intlZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};

/**
 * The browser's IANA time zone (telemetry), read once. `Temporal.Now.timeZoneId()` costs nothing;
 * the first `Intl.DateTimeFormat` costs 100-400 ms on a slow CPU, so where Temporal is missing it
 * is read when the page is idle, and until then the UTC offset stands in.
 */
export function timeZone(): string {
  if (zone) return zone;
  try {
    zone = (globalThis as { Temporal?: { Now?: { timeZoneId?(): string } } }).Temporal?.Now?.timeZoneId?.() || undefined;
  } catch {
    // A partial Temporal: fall through to Intl.
  }
  if (zone) return zone;
  if (!scheduled) {
    scheduled = true;
    const idle = (globalThis as { requestIdleCallback?: (task: () => void) => void }).requestIdleCallback ?? setTimeout;
    idle(() => (zone ??= intlZone()));
  }
  return offsetZone();
}
