// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chunkRuntime } from '../../src/chunkRuntime';
import { VERSION } from '../../src/util/version';

const root = resolve(__dirname, '../..');
/** Loaded by URL so the type checker does not need declarations for the .mjs build files. */
const importMjs = (file: string) => import(/* @vite-ignore */ pathToFileURL(resolve(root, file)).href);

describe('build contracts', () => {
  it("the chunk runtime's modules are the ones rollup.config.mjs shares with screen chunks", async () => {
    const { SHARED_MODULES } = (await importMjs('rollup.config.mjs')) as { SHARED_MODULES: string[] };
    expect(SHARED_MODULES.length).toBeGreaterThan(0);
    expect(Object.keys(chunkRuntime).sort()).toEqual([...SHARED_MODULES].sort());
  });

  it('every shared module entry carries exports', () => {
    for (const [name, exports] of Object.entries(chunkRuntime)) {
      expect(Object.keys(exports).length, name).toBeGreaterThan(0);
      for (const [exported, value] of Object.entries(exports)) expect(value, `${name}.${exported}`).toBeDefined();
    }
  });

  it('the build compiles the widget stylesheet exactly as the unbuilt module does', async () => {
    const { compileWidgetStyles } = (await importMjs('scripts/extractStyles.mjs')) as { compileWidgetStyles(): unknown };
    const { WIDGET_SHEET } = await import('../../src/ui/widgetSheet');
    expect(WIDGET_SHEET.text).toContain(`.${WIDGET_SHEET.className} .aw-h{`);
    expect(compileWidgetStyles()).toEqual(WIDGET_SHEET);
  });

  it('VERSION equals package.json', () => {
    const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string };
    expect(VERSION).toBe(version);
  });

  it('tsconfig paths alias the same React modules as aliases.mjs', async () => {
    const { reactAliases } = (await importMjs('aliases.mjs')) as { reactAliases: Record<string, string> };
    const { compilerOptions } = JSON.parse(readFileSync(resolve(root, 'tsconfig.json'), 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } };
    expect(Object.keys(compilerOptions.paths).sort()).toEqual(Object.keys(reactAliases).sort());
    for (const [name, target] of Object.entries(reactAliases)) {
      expect(target.startsWith('preact/'), name).toBe(true);
      expect(compilerOptions.paths[name]![0], name).toMatch(/node_modules\/preact\//);
    }
  });
});
