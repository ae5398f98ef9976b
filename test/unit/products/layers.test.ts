// @vitest-environment node
// The layer rules of STYLE.md inside product folders, which mix screens and models (a .ts file
// cannot hold JSX): a product's screens (.tsx) never reach the network, lazy code or goober, and
// no product imports another product's folder (each is added or removed on its own).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const PRODUCTS = resolve(__dirname, '../../../src/products');
const folders = readdirSync(PRODUCTS, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const files = folders.flatMap((folder) => readdirSync(join(PRODUCTS, folder)).map((file) => ({ folder, file, text: readFileSync(join(PRODUCTS, folder, file), 'utf8') })));
/** Value imports (type-only imports erase at build time). */
const valueImports = (text: string) => [...text.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gm)].map((match) => match[1]!);

describe('product folders', () => {
  it('exist for every product of the table', () => {
    // crypto's groundwork (issue 11) comes before its line in the table.
    expect(folders.sort()).toEqual(['crypto', 'emailMagicLinks', 'oauth', 'otp', 'passkeys', 'passwords']);
  });

  it.each(files.filter(({ file }) => file.endsWith('.tsx')).map(({ folder, file, text }) => [`${folder}/${file}`, text]))(
    '%s, a screen, imports no network, lazy code or goober',
    (_, text) => {
      for (const source of valueImports(text)) expect(source).not.toMatch(/(^|\/)(api|lazy)\/|^goober$/);
    },
  );

  it.each(files.map(({ folder, file, text }) => [`${folder}/${file}`, folder, text]))('%s imports no other product', (_, folder, text) => {
    for (const source of [...text.matchAll(/from '([^']+)'/g)].map((match) => match[1]!)) {
      const other = /^\.\.\/([A-Za-z]+)\//.exec(source)?.[1];
      if (other && folders.includes(other)) expect(other).toBe(folder);
    }
  });
});
