// The breached-password check: a small list of known-breached passwords shipped with the
// emulator (data/breached-passwords.txt), matched exactly and case-sensitively against the whole
// password as typed. The real provider checks a much larger corpus; this list is enough to
// exercise the breached paths of the widget.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let list: ReadonlySet<string> | null = null;

/** The shipped list, read once on first use. */
export function breachedPasswords(): ReadonlySet<string> {
  list ??= new Set(
    readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'data', 'breached-passwords.txt'), 'utf8')
      .split(/\r?\n/)
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return list;
}

export function isBreachedPassword(password: string): boolean {
  return breachedPasswords().has(password);
}
