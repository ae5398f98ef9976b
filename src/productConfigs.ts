// Every product's config options, joined for the public `LoginConfig` (options.ts). Written out
// from the products' options files rather than derived from the product table, so the npm
// package's declarations do not reach the products' runtime; table.ts checks the two agree.
import type { EmailMagicLinksConfig } from './products/emailMagicLinks/options';
import type { OAuthConfig } from './products/oauth/options';
import type { OtpConfig } from './products/otp/options';
import type { PasswordsConfig } from './products/passwords/options';

export type ProductConfigs = EmailMagicLinksConfig & OAuthConfig & OtpConfig & PasswordsConfig;
