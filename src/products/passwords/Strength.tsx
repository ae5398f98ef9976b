import { format } from '../../i18n/en';
import { enPasswords } from './strings';
import type { StrengthModel } from '../../flows/passwordStrength';
import { StrengthMeter } from '../../ui/StrengthMeter';
import { textOf, useMessages } from '../../screens/messages';

/**
 * The strength check's answer in words (product-spec.md §5): zxcvbn's bar and warning, or LUDS's
 * requirements. A breached password's message stands for zxcvbn's warning, which it makes moot:
 * so no zxcvbn answer is taller than that message, whose room the meter keeps (issue 9).
 */
export function Strength({ id, strength, ludsMinimum, ludsComplexity }: { id: string; strength: StrengthModel; ludsMinimum: number; ludsComplexity: number }) {
  const t = useMessages(enPasswords);
  const view = strength.view.value;
  const error = strength.error.value;
  const lines: string[] = [];
  if (error) lines.push(textOf(t, error));
  if (view?.policy === 'zxcvbn' && view.warning && !view.breached) lines.push(view.warning);
  if (view?.policy === 'luds') {
    // Each unmet requirement, then how far off it is (product-spec.md §5: 'and the missing counts').
    if (view.missingCharacters > 0) {
      lines.push(`${format(t.ludsMinimumLength, { min: ludsMinimum })} (${format(t.ludsMissing, { count: view.missingCharacters })})`);
    }
    if (view.missingComplexity > 0) {
      lines.push(`${format(t.ludsComplexity, { n: ludsComplexity })} (${format(t.ludsMissing, { count: view.missingComplexity })})`);
    }
  }
  if (view?.breached) lines.push(t.breachedPassword);
  // The shown answer's own verdict, not `valid` (false while the next one is checked), so the bar
  // keeps its colour and the live region speaks only when the verdict changes.
  const acceptable = strength.result.value?.valid_password === true;
  return (
    <StrengthMeter
      id={id}
      label={t.strengthLabel}
      segments={view?.policy === 'zxcvbn' ? view.segments : undefined}
      valid={acceptable}
      valueText={acceptable ? t.strengthStrong : t.strengthWeak}
      lines={lines}
      status={acceptable ? t.passwordAcceptable : undefined}
      reserve={t.breachedPassword}
    />
  );
}
