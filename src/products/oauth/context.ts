import type { LoginContext } from '../../login/product';
import type { OAuthConfig } from './options';

/** What the login flow gives the OAuth product: its own config options besides every widget's. */
export type OAuthContext = LoginContext<OAuthConfig>;
