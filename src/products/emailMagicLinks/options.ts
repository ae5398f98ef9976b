
/** `config.emailMagicLinksOptions` (docs/spec/product.md §3). */
export interface EmailMagicLinksOptions {
  loginRedirectURL?: string;
  loginExpirationMinutes?: number;
  signupRedirectURL?: string;
  signupExpirationMinutes?: number;
  createUserAsPending?: boolean;
  /** The sender domain to search for in the mail links of EmailConfirmation. */
  domainHint?: string;
  loginTemplateId?: string;
  signupTemplateId?: string;
}

export interface EmailMagicLinksConfig {
  emailMagicLinksOptions?: EmailMagicLinksOptions;
}
