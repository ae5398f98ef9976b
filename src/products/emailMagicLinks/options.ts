
/** `config.emailMagicLinksOptions`: the links the `emailMagicLinks` product sends. */
export interface EmailMagicLinksOptions {
  /** Where an existing user's link leads: the page that mounts the login widget to finish the sign-in. */
  loginRedirectURL?: string;
  /** How long an existing user's link works, in minutes. */
  loginExpirationMinutes?: number;
  /** Where a new user's link leads: the page that mounts the login widget to finish the sign-up. */
  signupRedirectURL?: string;
  /** How long a new user's link works, in minutes. */
  signupExpirationMinutes?: number;
  /** Creates a new user as pending: active only once the link is used. */
  createUserAsPending?: boolean;
  /** The sender domain to search for in the mail links of the 'Check your email' screen. */
  domainHint?: string;
  /** The email template for an existing user's link, by its id in the provider's dashboard. */
  loginTemplateId?: string;
  /** The email template for a new user's link, by its id in the provider's dashboard. */
  signupTemplateId?: string;
}

/** The `emailMagicLinks` product's part of the login config. */
export interface EmailMagicLinksConfig {
  /** The links' redirect pages, lifetimes and templates. */
  emailMagicLinksOptions?: EmailMagicLinksOptions;
}
