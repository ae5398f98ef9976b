import { enPasswords, format } from '../../i18n/en';
import type { StrengthModel } from '../../flows/passwordStrength';
import { StrengthMeter } from '../../ui/StrengthMeter';
import { textOf, useMessages } from '../messages';

/** The strength check's answer in words (product-spec.md §5): zxcvbn's bar and warning, or LUDS's requirements. */
export function Strength({ id, strength, ludsMinimum, ludsComplexity }: { id: string; strength: StrengthModel; ludsMinimum: number; ludsComplexity: number }) {
  const t = useMessages(enPasswords);
  const view = strength.view.value;
  const error = strength.error.value;
  const lines: string[] = [];
  if (error) lines.push(textOf(t, error));
  if (view?.policy === 'zxcvbn' && view.warning) lines.push(view.warning);
  if (view?.policy === 'luds') {
    if (view.missingCharacters > 0) lines.push(format(t.ludsMinimumLength, { min: ludsMinimum }));
    if (view.missingComplexity > 0) lines.push(format(t.ludsComplexity, { n: ludsComplexity }));
  }
  if (view?.breached) lines.push(t.breachedPassword);
  return (
    <StrengthMeter
      id={id}
      label={t.strengthLabel}
      segments={view?.policy === 'zxcvbn' ? view.segments : undefined}
      valid={strength.valid.value}
      lines={lines}
    />
  );
}
