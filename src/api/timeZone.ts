import { whenIdle } from '../loading/schedule';

let zone: string | undefined;
let scheduled = false;

/** The UTC offset as an IANA `Etc/GMT±h` zone (whole hours only; their sign is inverted by definition). */
export function offsetZone(offsetMinutes = new Date().getTimezoneOffset()): string {
  if (offsetMinutes === 0 || offsetMinutes % 60 !== 0) return 'UTC';
  return `Etc/GMT${offsetMinutes > 0 ? '+' : '-'}${Math.abs(offsetMinutes / 60)}`;
}

const temporalZone = () => {
  try {
    return (globalThis as { Temporal?: { Now?: { timeZoneId?(): string } } }).Temporal?.Now?.timeZoneId?.() || undefined;
  } catch {
    return undefined; // A partial Temporal: Intl answers.
  }
};

const intlZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};

/**
 * The browser's IANA time zone (telemetry), read once when the page is idle: the first
 * `Temporal.Now.timeZoneId()` or `Intl.DateTimeFormat` loads time-zone data, a long task on a
 * slow CPU (docs/performance.md). Until then the UTC offset stands in.
 */
export function timeZone(): string {
  if (zone) return zone;
  if (!scheduled) {
    scheduled = true;
    whenIdle(() => (zone ??= temporalZone() ?? intlZone()));
  }
  return offsetZone();
}
