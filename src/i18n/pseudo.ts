// The pseudo-locale's transformation (locales/en-XA.ts), on its own so that code with texts of its
// own (the phone field's country names) can apply it without the English table.

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [letter, [...'àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]!]),
);

/** `Continue` → `⟦Çöñţîñûé···⟧`: letters accented outside `{placeholders}`, 40 % more, marked. */
export function pseudoLocalize(text: string): string {
  const accented = text.replace(/\{\w+\}|[A-Za-z]/g, (part) => ACCENTED[part] ?? part);
  return `⟦${accented}${'·'.repeat(Math.ceil([...text].length * 0.4))}⟧`;
}
