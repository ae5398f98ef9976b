import { afterEach, describe, expect, it, vi } from 'vitest';

const fresh = async () => {
  vi.resetModules();
  return import('../../../src/api/timeZone');
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('offsetZone', () => {
  it.each([
    [300, 'Etc/GMT+5'],
    [-60, 'Etc/GMT-1'],
    [-840, 'Etc/GMT-14'],
    [0, 'UTC'],
    [330, 'UTC'],
  ])('%i minutes → %s', async (minutes, zone) => {
    expect((await fresh()).offsetZone(minutes)).toBe(zone);
  });
});

describe('timeZone', () => {
  it("reads Temporal's zone when the page is idle, never an Intl.DateTimeFormat, and the offset zone until then", async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const read = vi.fn(() => 'Europe/Paris');
    vi.stubGlobal('Temporal', { Now: { timeZoneId: read } });
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    const { timeZone, offsetZone } = await fresh();
    expect(timeZone()).toBe(offsetZone());
    expect(read).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(timeZone()).toBe('Europe/Paris');
    expect(timeZone()).toBe('Europe/Paris');
    expect(read).toHaveBeenCalledTimes(1);
    expect(intl).not.toHaveBeenCalled();
  });

  it('without Temporal, answers the offset zone at once and reads Intl later, once', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Temporal', undefined);
    vi.stubGlobal('requestIdleCallback', undefined);
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    const { timeZone, offsetZone } = await fresh();
    expect(timeZone()).toBe(offsetZone());
    timeZone();
    expect(intl).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(intl).toHaveBeenCalledTimes(1);
    expect(timeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
