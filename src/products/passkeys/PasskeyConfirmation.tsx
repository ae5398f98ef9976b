import { enPasskeys } from './strings';
import { Confirmation } from '../../ui/Confirmation';
import { useMessages } from '../../screens/messages';

/** PasskeyConfirmation: 'Success', 'Your Passkey has been successfully authenticated.' */
export function PasskeyConfirmation() {
  const t = useMessages(enPasskeys);
  return <Confirmation header={t.success} text={t.passkeyAuthenticated} />;
}
