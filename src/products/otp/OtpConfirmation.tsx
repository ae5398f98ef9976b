import { Confirmation } from '../../ui/Confirmation';
import { enOtp } from './strings';
import { useMessages } from '../../screens/messages';

export function OtpConfirmation() {
  const t = useMessages(enOtp);
  return <Confirmation header={t.success} text={t.passcodeVerified} />;
}
