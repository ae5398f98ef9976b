import { formatText } from '../i18n/texts';
import { enPasswordForm } from './passwordForm';
import type { StrengthModel } from '../flows/passwordStrength';
import { StrengthMeter, type StrengthLine } from '../ui/StrengthMeter';
import { textOf, useLang, useMessages } from './messages';

/**
 * The strength check's answer in words (docs/spec/product.md §5): zxcvbn's bar and warning, or LUDS's
 * requirements. A breached password's message stands for zxcvbn's warning, which it makes moot:
 * so no zxcvbn answer is taller than that message, whose room the meter keeps (issue 9). Once the
 * server has named LUDS, both requirements stay laid out, met or not, and their room is kept too.
 * Until the password is acceptable the answer says why, since it is also Continue's description.
 */
export function Strength({ id, strength, ludsMinimum, ludsComplexity }: { id: string; strength: StrengthModel; ludsMinimum: number; ludsComplexity: number }) {
  const t = useMessages(enPasswordForm);
  const lang = useLang();
  const view = strength.view.value;
  const error = strength.error.value;
  const luds = strength.policy.value === 'luds';
  const requirements: [string, number, number | undefined][] = [
    [formatText(t.ludsMinimumLength, { min: ludsMinimum, count: ludsMinimum }, lang), ludsMinimum, view?.policy === 'luds' ? view.missingCharacters : undefined],
    [formatText(t.ludsComplexity, { n: ludsComplexity }, lang), ludsComplexity, view?.policy === 'luds' ? view.missingComplexity : undefined],
  ];
  const lines: StrengthLine[] = [];
  if (luds) {
    // Each requirement, then how far off it is (docs/spec/product.md §5: 'and the missing counts'); bare
    // before the first answer for this password.
    for (const [text, , missing] of requirements) {
      if (missing === undefined) lines.push({ text });
      else if (missing > 0) lines.push({ text: `${text} (${formatText(t.ludsMissing, { count: missing }, lang)})`, met: false });
      else lines.push({ text: `${text} (${t.ludsMet})`, met: true });
    }
  }
  if (error) lines.push({ text: textOf(t, error, lang) });
  // zxcvbn's warning is the server's English: another language says the password is not strong enough (issue 14).
  if (view?.policy === 'zxcvbn' && view.warning && !view.breached) lines.push({ text: lang === 'en' ? view.warning : t.passwordNotStrongEnough });
  if (view?.breached) lines.push({ text: t.breachedPassword });
  // The shown answer's own verdict, not `valid` (false while the next one is checked), so the bar
  // keeps its colour and the live region speaks only when the verdict changes.
  const acceptable = strength.result.value?.valid_password === true;
  let status: string | undefined = acceptable ? t.passwordAcceptable : undefined;
  if (!acceptable && lines.length === 0) status = view ? t.passwordNotStrongEnough : strength.checking.value ? t.checkingPassword : t.enterPassword;
  return (
    <StrengthMeter
      id={id}
      label={t.strengthLabel}
      segments={view?.policy === 'zxcvbn' ? view.segments : undefined}
      valid={acceptable}
      valueText={acceptable ? t.strengthStrong : t.strengthWeak}
      lines={lines}
      status={status}
      reserve={[
        ...(luds ? requirements.map(([text, most]) => [`${text} (${formatText(t.ludsMissing, { count: most }, lang)})`, `${text} (${t.ludsMet})`]) : []),
        [t.breachedPassword],
      ]}
    />
  );
}
