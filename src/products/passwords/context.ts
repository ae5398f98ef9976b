import type { LoginContext } from '../../login/product';
import type { PasswordsConfig } from './options';

/** What the login flow gives the password product: its own config options besides every widget's. */
export type PasswordsContext = LoginContext<PasswordsConfig>;
