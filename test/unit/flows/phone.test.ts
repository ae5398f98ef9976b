import { describe, expect, it, vi } from 'vitest';
import { COUNTRY_SLICE, createPhoneModel, FORMAT_TIMEOUT_MS, PARSE_TIMEOUT_MS, PREFETCH_AFTER_MS } from '../../../src/flows/phone';
import * as englishNames from '../../../src/widgets/login/phone/englishNames';
import * as phoneChunk from '../../../src/widgets/login/phone/library';

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

describe('the phone field model', () => {
  it('shows the default region at once, then grows the list a slice a task, so no task builds all 245 options', async () => {
    const model = createPhoneModel(async () => phoneChunk);
    expect(model.countries.value.map((country) => country.region)).toEqual(['US']);
    const sizes: number[] = [];
    const stop = model.countries.subscribe((list) => sizes.push(list.length));

    model.focus();
    void model.input('4'); // a second reader of the chunk while it loads: one list, filled once
    for (let i = 0; i < 10; i++) await nextTask();
    stop();

    const total = phoneChunk.countries().length;
    expect(sizes[0]).toBe(1);
    expect(sizes.slice(1)).toEqual(Array.from({ length: Math.ceil(total / COUNTRY_SLICE) }, (_, i) => Math.min(total, (i + 1) * COUNTRY_SLICE)));
    expect(model.countries.value[0]).toMatchObject({ region: 'US', dialCode: '1', example: '(201) 555-0123' });
    expect(model.countries.value.map((country) => country.name).slice(1, 3)).toEqual(['Afghanistan', 'Åland Islands']);
  });

  it('names the countries, formats the default\'s example and adds the first options in three tasks, not one (issue 8: no long task)', async () => {
    const steps: string[] = [];
    const chunk = {
      ...phoneChunk,
      countries: (...args: Parameters<typeof phoneChunk.countries>) =>
        (steps.push('names'), phoneChunk.countries(...args)).map((country, index) =>
          index === 0
            ? Object.defineProperty({ ...country }, 'example', { get: () => (steps.push('example'), country.example) })
            : country,
        ),
    };
    const model = createPhoneModel(async () => chunk);
    model.focus();
    for (let task = 0; task < 5; task++) {
      steps.push(`task ${task}: ${model.countries.value.length}`);
      await nextTask();
    }
    expect(steps).toEqual(['task 0: 1', 'task 1: 1', 'names', 'task 2: 1', 'example', 'task 3: 1', `task 4: ${COUNTRY_SLICE}`]);
  });

  it('names the countries in the widget’s language with the browser’s names, and never fetches the English ones (issue 38)', async () => {
    const loadNames = vi.fn(async () => englishNames);
    const model = createPhoneModel(async () => phoneChunk, 'de', loadNames);
    model.focus();
    for (let i = 0; i < 10; i++) await nextTask();
    expect(loadNames).not.toHaveBeenCalled();
    expect(model.countries.value[0]).toMatchObject({ region: 'US', name: 'Vereinigte Staaten' });
    expect(model.countries.value.find((country) => country.region === 'DE')!.name).toBe('Deutschland');
  });

  describe('in a browser without Intl.DisplayNames (issue 38)', () => {
    const settle = async (model: ReturnType<typeof createPhoneModel>) => {
      vi.stubGlobal('Intl', { ...Intl, DisplayNames: undefined });
      try {
        model.focus();
        for (let i = 0; i < 10; i++) await nextTask();
      } finally {
        vi.unstubAllGlobals();
      }
    };

    it('fetches the English names, a chunk of their own, and lists the countries with them', async () => {
      const loadNames = vi.fn(async () => englishNames);
      const model = createPhoneModel(async () => phoneChunk, 'de', loadNames);
      await settle(model);
      expect(loadNames).toHaveBeenCalledTimes(1);
      expect(model.countries.value.map((country) => country.name).slice(0, 3)).toEqual(['United States', 'Afghanistan', 'Åland Islands']);
      expect(model.countries.value).toHaveLength(phoneChunk.countries().length);
    });

    it('lists the countries by their codes when the English names cannot load', async () => {
      const model = createPhoneModel(async () => phoneChunk, 'en', () => Promise.reject(new Error('offline')));
      await settle(model);
      expect(model.countries.value.map((country) => `${country.name} +${country.dialCode}`).slice(0, 2)).toEqual(['US +1', 'AF +93']);
      expect(model.countries.value).toHaveLength(phoneChunk.countries().length);
    });
  });

  it('keeps the default alone when the number library cannot load', async () => {
    const model = createPhoneModel(() => Promise.reject(new Error('offline')));
    model.focus();
    await nextTask();
    expect(model.countries.value).toHaveLength(1);
    await model.input('415 555 0123');
    expect(await model.toE164()).toBe('+14155550123');
  });

  it('asks for the number library when the field is focused, or once the page has started when nobody focuses it, never when it is drawn (issue 38)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const load = vi.fn(async () => phoneChunk);
      const focused = createPhoneModel(load);
      focused.show();
      await vi.advanceTimersByTimeAsync(0);
      expect(load).not.toHaveBeenCalled();
      focused.focus();
      expect(load).toHaveBeenCalledTimes(1);

      const unfocused = vi.fn(async () => phoneChunk);
      createPhoneModel(unfocused).show();
      await vi.advanceTimersByTimeAsync(PREFETCH_AFTER_MS - 1);
      expect(unfocused).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(unfocused).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the digits typed before the number library arrives, and formats them when it does (issue 38)', async () => {
    let arrive: (chunk: typeof phoneChunk) => void = () => undefined;
    const pending = new Promise<typeof phoneChunk>((resolve) => (arrive = resolve));
    const model = createPhoneModel(() => pending);
    model.show();
    const typed = ['2', '21', '213', '2133', '21337', '213373', '2133734', '21337342', '213373425', '2133734253'].map((value) => model.input(value));
    expect(model.text.value).toBe('2133734253');
    arrive(phoneChunk);
    await Promise.all(typed);
    expect(model.text.value).toBe('(213) 373-4253');
    expect(await model.toE164()).toBe('+12133734253');
  });

  it('waits for the number library no longer than the timeout, and uses it once it arrives', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // As loadChunk does: one pending load, whoever asks.
      let arrive: (chunk: typeof phoneChunk) => void = () => undefined;
      const pending = new Promise<typeof phoneChunk>((resolve) => (arrive = resolve));
      const model = createPhoneModel(() => pending);
      model.text.value = '2133734253';
      let e164: string | null | undefined;
      void model.toE164().then((value) => (e164 = value));
      await vi.advanceTimersByTimeAsync(PARSE_TIMEOUT_MS - 1);
      expect(e164).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      // Not there in time: the dial code plus the typed digits.
      expect(e164).toBe('+12133734253');
      arrive(phoneChunk);
      await vi.advanceTimersByTimeAsync(0);
      const typed = model.input('21337342');
      await vi.advanceTimersByTimeAsync(FORMAT_TIMEOUT_MS);
      await typed;
      expect(model.text.value).toBe('(213) 373-42');
      expect(model.countries.value.length).toBeGreaterThan(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
