// Every product's config options, joined for the public `LoginConfig` (options.ts). Written out
// from the products' options files rather than derived from the product table, so the npm
// package's declarations do not reach the products' runtime; table.ts checks the two agree.
import type { EmailMagicLinksConfig } from './emailMagicLinks/options';
import type { OAuthConfig } from './oauth/options';
import type { OtpConfig } from './otp/options';
import type { PasswordsConfig } from './passwords/options';

export type ProductConfigs = EmailMagicLinksConfig & OAuthConfig & OtpConfig & PasswordsConfig;
