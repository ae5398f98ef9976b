import { SignedIn } from '../../screens/SignedIn';
import type { ScreenProps } from '../../login/screenProps';
import type { PasswordsStep } from './model';
import type { PasswordsConfig } from './options';

/** PasswordConfirmation; the host may replace its texts (`config.passwordConfirmation`). */
export function PasswordConfirmation({ model }: ScreenProps<PasswordsStep, 'password-confirmation'>) {
  return <SignedIn texts={(model.config as PasswordsConfig).passwordConfirmation} />;
}
