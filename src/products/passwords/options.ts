import type { PasswordConfirmationTexts } from '../../flows/config';

/** `config.passwordOptions`: passed to the reset emails. */
export interface PasswordOptions {
  /** Where the reset email's 'log in without a password' link leads: a page that mounts the login widget. */
  loginRedirectURL?: string;
  /** Where the reset email's link leads: the page that mounts the reset-password widget. */
  resetPasswordRedirectURL?: string;
  /** How long the reset link works, in minutes. */
  resetPasswordExpirationMinutes?: number;
  /** The reset email's template, by its id in the provider's dashboard. */
  resetPasswordTemplateId?: string;
}

/** The `passwords` product's part of the login config. */
export interface PasswordsConfig {
  /** The reset emails' redirect pages, lifetime and template. */
  passwordOptions?: PasswordOptions;
  /** The texts of the success screen after a password sign-in. */
  passwordConfirmation?: PasswordConfirmationTexts;
}
