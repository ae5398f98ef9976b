// Issue 14: values in translated sentences. In the chunks' shared runtime (src/chunkRuntime.ts), so
// the groups that fill sentences (passcode, magic link, passwords, wallets, identity provider)
// carry no copy of their own.
import type { ReactNode } from 'react';
import { jsx } from 'react/jsx-runtime';

/** Placeholders whose values read left to right in every language: addresses, phone numbers, hosts, m:ss. */
const LEFT_TO_RIGHT = ['email', 'destination', 'host', 'time'];

/**
 * A sentence with its `{name}` placeholders filled, for a screen to render: each value is text in
 * its own `<bdi>` (X1: never markup), so a name written right to left cannot reorder an English
 * sentence, nor an address an Arabic one; addresses also carry `dir="ltr"`. Plain strings
 * (aria-labels) use `format()` (i18n/en.ts) instead.
 */
export function interpolate(template: string, values: Record<string, string | number>): ReactNode[] {
  // split() with a group: the placeholders' names are at the odd indexes.
  return template
    .split(/\{(\w+)\}/)
    .map((part, index) =>
      index % 2 === 0 ? part : Object.hasOwn(values, part) ? jsx('bdi', { dir: LEFT_TO_RIGHT.includes(part) ? 'ltr' : undefined, children: String(values[part]) }) : `{${part}}`,
    );
}
