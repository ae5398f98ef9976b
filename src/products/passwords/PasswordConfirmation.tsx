import { SignedIn } from '../../screens/SignedIn';
import type { ScreenProps } from '../../screens/screenProps';

/** PasswordConfirmation; the host may replace its texts (`config.passwordConfirmation`). */
export function PasswordConfirmation({ model }: ScreenProps<'password-confirmation'>) {
  return <SignedIn texts={model.config.passwordConfirmation} />;
}
