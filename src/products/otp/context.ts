import type { LoginContext } from '../../login/product';
import type { OtpConfig } from './options';

/** What the login flow gives the passcode product: its own config options besides every widget's. */
export type OtpContext = LoginContext<OtpConfig>;
