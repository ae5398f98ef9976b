import type { LoginContext } from '../../login/product';
import type { EmailMagicLinksConfig } from './options';

/** What the login flow gives the magic-link product: its own config options besides every widget's. */
export type EmailMagicLinksContext = LoginContext<EmailMagicLinksConfig>;
