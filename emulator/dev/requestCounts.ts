// How many requests the emulator received per "METHOD /pathname" (GET /__emulator/requests), so
// browser tests can count, say, session refreshes across tabs without instrumenting the page.
import type { EmulatorRequestCounts } from '../../src/contract/index';
import { isEmulatorOwnPath } from '../http/ownPaths';

/** Beyond this many distinct keys, requests are added up under "other": the map stays bounded. */
export const MAX_COUNTED_ROUTES = 1000;

export class RequestCounts {
  private counts = new Map<string, number>();

  /** Preflights and the emulator's own paths are not the widget's traffic, so they are not counted. */
  count(method: string, pathname: string): void {
    if (method === 'OPTIONS' || isEmulatorOwnPath(pathname)) return;
    const key = `${method} ${pathname}`;
    const counted = this.counts.has(key) || this.counts.size < MAX_COUNTED_ROUTES ? key : 'other';
    this.counts.set(counted, (this.counts.get(counted) ?? 0) + 1);
  }

  snapshot(): EmulatorRequestCounts {
    return { counts: Object.fromEntries(this.counts) };
  }

  clear(): void {
    this.counts.clear();
  }
}
