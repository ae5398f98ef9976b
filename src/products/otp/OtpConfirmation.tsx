import { Confirmation } from '../../ui/Confirmation';
import { enOtp } from '../../i18n/en';
import { useMessages } from '../messages';

export function OtpConfirmation() {
  const t = useMessages(enOtp);
  return <Confirmation header={t.success} text={t.passcodeVerified} />;
}
