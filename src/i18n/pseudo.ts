// The pseudo-locale's transformation (locales/en-XA.ts), on its own so that code with texts of its
// own (the phone field's country names) can apply it without the English table.

/** a to z, then A to Z, accented. */
const ACCENTED = [...'àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'];

/**
 * `Continue` → `⟦Çöñţîñûé ···⟧`: letters accented outside `{placeholders}`, 40 % more, marked.
 * The padding is a word of its own, so a narrow line can put it on the next one, as it would
 * longer words of a real translation, instead of breaking the last word with it.
 */
export function pseudoLocalize(text: string): string {
  // A letter's code modulo 32 is its place in the alphabet, from 1, in either case.
  const accented = text.replace(/\{\w+\}|[A-Za-z]/g, (part) => (part.length > 1 ? part : ACCENTED[(part.charCodeAt(0) % 32) - (part < 'a' ? -25 : 1)]!));
  return `⟦${accented} ${'·'.repeat(Math.ceil([...text].length * 0.4))}⟧`;
}
