import type { LoginContext } from '../../login/product';
import type { PasswordConfirmationTexts } from '../../screens/SignedIn';

/** `config.passwordOptions`: passed to the reset emails. */
export interface PasswordOptions {
  loginRedirectURL?: string;
  resetPasswordRedirectURL?: string;
  resetPasswordExpirationMinutes?: number;
  resetPasswordTemplateId?: string;
}

export interface PasswordsConfig {
  passwordOptions?: PasswordOptions;
  passwordConfirmation?: PasswordConfirmationTexts;
}

/** What the login flow gives the password product. */
export type PasswordsContext = LoginContext<PasswordsConfig>;
