import { signal } from '@preact/signals';

export const DEFAULT_REGION = 'US';
export const PARSE_TIMEOUT_MS = 2000;
export const FORMAT_TIMEOUT_MS = 10000;
export const COUNTRY_SLICE = 50;
/**
 * When a shown field nobody has focused asks for the number library anyway, so its example and
 * full list arrive for a person who reads before typing: after the page's start (the first 2 s
 * after paint, when the first screen's own files load), not during it.
 */
export const PREFETCH_AFTER_MS = 3000;

/** A country of the phone field's list. */
export interface Country {
  region: string;
  dialCode: string;
  /** Its name in the widget's language. */
  name: string;
  /** An example mobile number in national form, for the field's placeholder. */
  readonly example: string;
}

/** The number library, the lazy `phone` chunk (widgets/login/phone/library.ts). */
export interface PhoneLibrary {
  countries(first?: string, lang?: string, english?: Readonly<Record<string, string>>): Country[];
  formatNational(text: string, region: string): string;
  toE164(text: string, region: string): string | null;
  formatInternational(e164: string): string;
}
type PhoneChunk = PhoneLibrary;
/** A country of the list; before the number chunk arrives only the default, without an example. */
export type PhoneCountry = Omit<Country, 'example'> & { example?: string };
/** Loads the number chunk (the root's loader); the model bounds how long it waits. */
export type LoadPhone = () => Promise<PhoneLibrary>;
/** Loads the countries' English names (the lazy `regionNames` chunk), for a browser without Intl.DisplayNames. */
export type LoadRegionNames = () => Promise<{ ENGLISH_NAMES: Readonly<Record<string, string>> }>;

/**
 * The phone field's model (the lazy `phoneField` group): country (named in `lang`), typed number,
 * formatting as the user types. The number code is the lazy `phone` chunk, passed in as `load`: formatting waits
 * for it up to 10 s, parsing on submit up to 2 s, after which the number falls back to the dial
 * code plus the typed digits (docs/spec/product.md §5). The browser names the countries; one
 * without Intl.DisplayNames has `loadNames` bring the English names, or shows the codes.
 */
export function createPhoneModel(load: LoadPhone, lang = 'en', loadNames?: LoadRegionNames) {
  const region = signal(DEFAULT_REGION);
  const text = signal('');
  // Until the chunk brings the names in `lang`, the default's code stands for its name in other languages.
  const countries = signal<PhoneCountry[]>([{ region: DEFAULT_REGION, dialCode: '1', name: lang === 'en' ? 'United States' : DEFAULT_REGION }]);
  let chunk: PhoneChunk | undefined;

  const dialCode = () => countries.value.find((country) => country.region === region.value)?.dialCode ?? '1';

  /**
   * The list grows by COUNTRY_SLICE options a task: 245 options at once are one long task on a
   * slow phone (docs/performance.md), in slices the page stays responsive. The default region leads.
   */
  const fill = (all: PhoneCountry[], shown = COUNTRY_SLICE) => {
    countries.value = all.slice(0, shown);
    if (shown < all.length) setTimeout(() => fill(all, shown + COUNTRY_SLICE));
  };

  /**
   * Each in a task of its own, after the chunk's: the names in order, the default's example (the
   * number library's first parse, its slowest), then the options. Together they were one long
   * task (docs/performance.md).
   */
  let listed = false;
  const list = (loaded: PhoneChunk) => {
    if (listed) return;
    listed = true;
    const named = (english?: Readonly<Record<string, string>>) => {
      const all = loaded.countries(DEFAULT_REGION, lang, english);
      setTimeout(() => {
        void all[0]?.example;
        setTimeout(() => fill(all));
      });
    };
    setTimeout(() => {
      if (typeof Intl.DisplayNames === 'function' || !loadNames) named();
      else
        void loadNames().then(
          (chunk) => named(chunk.ENGLISH_NAMES),
          () => named(),
        );
    });
  };

  const ensureLoaded = async (ms: number) => {
    if (chunk) return chunk;
    // Undefined when it fails or takes longer than `ms`; the load goes on, and a later call gets it.
    chunk = await Promise.race([load().catch(() => undefined), new Promise<undefined>((resolve) => setTimeout(resolve, ms))]);
    if (chunk) list(chunk);
    return chunk;
  };

  return {
    region,
    text,
    countries,
    /**
     * Called when a phone field is shown. The number library (~32 KB) is not needed to draw it or
     * to take digits, so it waits for the person (focus) or for the page's start to be over.
     */
    show() {
      setTimeout(() => void ensureLoaded(FORMAT_TIMEOUT_MS), PREFETCH_AFTER_MS);
    },
    /** The field or its country picker took focus: typing or choosing is near, so the library loads now. */
    focus() {
      void ensureLoaded(FORMAT_TIMEOUT_MS);
    },
    async input(value: string) {
      text.value = value;
      const loaded = await ensureLoaded(FORMAT_TIMEOUT_MS);
      // Only digits being added are reformatted: deleting a bracket must stay possible.
      if (loaded && text.value === value && /\d$/.test(value)) text.value = loaded.formatNational(value, region.value);
    },
    setRegion(next: string) {
      region.value = next;
      if (chunk && text.value) text.value = chunk.formatNational(text.value.replace(/[^\d+]/g, ''), next);
    },
    /** The number in E.164, or null when it is invalid. */
    async toE164(): Promise<string | null> {
      const typed = text.value.trim();
      const digits = typed.replace(/\D/g, '');
      if (digits.length === 0) return null;
      const loaded = await ensureLoaded(PARSE_TIMEOUT_MS);
      if (loaded) return loaded.toE164(typed, region.value);
      return typed.startsWith('+') ? `+${digits}` : `+${dialCode()}${digits}`;
    },
    display(e164: string) {
      return chunk ? chunk.formatInternational(e164) : e164;
    },
  };
}
export type PhoneModel = ReturnType<typeof createPhoneModel>;
