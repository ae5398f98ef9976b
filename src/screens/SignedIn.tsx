import { enShared } from '../i18n/en';
import { Confirmation } from '../ui/Confirmation';
import { useMessages } from './messages';
import type { PasswordConfirmationTexts } from '../flows/config';

export type { PasswordConfirmationTexts } from '../flows/config';

/**
 * PasswordConfirmation ('Success!', 'You have successfully logged in.'), also shown after a
 * magic-link or reset-link login; the host may replace its texts (`config.passwordConfirmation`).
 */
export function SignedIn({ texts }: { texts?: PasswordConfirmationTexts }) {
  const t = useMessages(enShared);
  return <Confirmation header={texts?.header ?? t.signedInHeader} text={texts?.text ?? t.signedInText} />;
}
