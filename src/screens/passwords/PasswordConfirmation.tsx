import { enPasswords } from '../../i18n/en';
import { Confirmation } from '../../ui/Confirmation';
import { useMessages } from '../messages';

export function PasswordConfirmation() {
  const t = useMessages(enPasswords);
  return <Confirmation header={t.passwordSuccessHeader} text={t.passwordSuccessText} />;
}
