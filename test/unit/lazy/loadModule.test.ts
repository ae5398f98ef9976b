import { describe, expect, it } from 'vitest';
import * as loader from '../../../src/chunkImports';
import type { ChunkName, Chunks } from '../../../src/chunkTable';
import type { LocaleChoice } from '../../../src/i18n/locale';
import type { AllMessages } from '../../../src/locales/types';

// Typed by the chunk table, as the root's chunkTable.ts types the loader it is given.
const loadChunk = loader.loadChunk as <K extends ChunkName>(name: K) => Promise<Chunks[K]>;
const loadLocale = loader.loadLocale as (wanted: readonly string[]) => Promise<{ choice: LocaleChoice; messages?: AllMessages }>;
const loadStringsCheck = loader.loadStringsCheck as () => Promise<Chunks['stringsCheck']>;

// The npm build's loader (rollup.package.config.mjs swaps it in for load.ts): the same chunks, by
// import() instead of <script> tags.
describe('loadModule', () => {
  it('imports a chunk by its name', async () => {
    const chunk = await loadChunk('resetPassword');
    expect(typeof chunk.start).toBe('function');
  });

  it('chooses the locale and imports it', async () => {
    const { choice, messages } = await loadLocale(['de-AT']);
    expect(choice).toEqual({ locale: 'de', lang: 'de' });
    expect(messages?.header).toMatch(/anmelden/i);
    expect(await loadLocale(['ar-EG'])).toMatchObject({ choice: { locale: 'ar', lang: 'ar-EG', dir: 'rtl' } });
  });

  it('imports nothing when the choice is English after all', async () => {
    expect(await loadLocale(['zh-TW', 'en'])).toEqual({ choice: { locale: 'en', lang: 'en' } });
  });

  it('imports the strings check', async () => {
    expect(typeof (await loadStringsCheck()).checkStrings).toBe('function');
  });

  it('refuses a chunk it does not know, as the network error the person is shown', async () => {
    await expect(loadChunk('nothing' as ChunkName)).rejects.toMatchObject({ ui: { key: 'networkError' } });
  });
});
