import { enPasswords } from '../../i18n/en';
import { Confirmation } from '../../ui/Confirmation';
import { useMessages } from '../messages';
import type { ScreenProps } from '../screenProps';

/** PasswordConfirmation; the host may replace its texts (`config.passwordConfirmation`). */
export function PasswordConfirmation({ model }: ScreenProps<'password-confirmation'>) {
  const t = useMessages(enPasswords);
  const texts = model.config.passwordConfirmation;
  return <Confirmation header={texts?.header ?? t.passwordSuccessHeader} text={texts?.text ?? t.passwordSuccessText} />;
}
