import type { PasswordConfirmationTexts } from '../../flows/config';

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
